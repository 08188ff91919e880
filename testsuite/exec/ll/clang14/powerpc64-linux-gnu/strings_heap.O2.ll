; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.Entry = type { i8*, i32, %struct.Entry* }

@.str = private unnamed_addr constant [13 x i8] c"Hello, world\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"strlen %u, empty %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"strcmp: %d %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"strncmp: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"! and more\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"strcpy/strcat: '%s' (%u)\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"strchr: '%s' '%s' %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [33 x i8] c"strchr nul: %d, strstr: '%s' %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"memset: '%s'\0A\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"strncpy pad: %d %d %d\0A\00", align 1
@__const.main.mv = private unnamed_addr constant [11 x i8] c"0123456789\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"memmove fwd: %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"memmove back: %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [18 x i8] c"memcmp: %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [30 x i8] c"vector: n=%d cap=%d sum=%lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [42 x i8] c"sorts: %08x %08x %08x %08x min %d max %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.26 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.27 = private unnamed_addr constant [52 x i8] c"the quick brown fox jumps over the lazy dog the fox\00", align 1
@.str.28 = private unnamed_addr constant [10 x i8] c"  %s x%d\0A\00", align 1
@.str.29 = private unnamed_addr constant [19 x i8] c"distinct words %d\0A\00", align 1
@.str.30 = private unnamed_addr constant [11 x i8] c"puts works\00", align 1

; Function Attrs: nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca i64, align 8
  %3 = alloca [11 x i8], align 1
  %4 = alloca [4 x i32], align 4
  %5 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %5) #9
  %6 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef zeroext 12, i32 noundef zeroext 0)
  %7 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext -1, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext -1, i32 noundef signext 1)
  %8 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 0, i32 noundef signext -1)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(13) %5, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i64 13, i1 false)
  %9 = call i64 @strlen(i8* nonnull %5)
  %10 = getelementptr [64 x i8], [64 x i8]* %1, i64 0, i64 %9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(11) %10, i8* noundef nonnull align 1 dereferenceable(11) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i64 11, i1 false)
  %11 = call i64 @strlen(i8* noundef nonnull %5)
  %12 = trunc i64 %11 to i32
  %13 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef zeroext %12)
  %14 = call i8* @strchr(i8* noundef nonnull %5, i32 noundef signext 119)
  %15 = call i8* @strrchr(i8* noundef nonnull %5, i32 noundef signext 111)
  %16 = call i8* @strchr(i8* noundef nonnull %5, i32 noundef signext 90)
  %17 = icmp eq i8* %16, null
  %18 = zext i1 %17 to i32
  %19 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i64 0, i64 0), i8* noundef %14, i8* noundef %15, i32 noundef signext %18)
  %20 = call i64 @strlen(i8* nonnull %5)
  %21 = trunc i64 %20 to i32
  %22 = call i8* @strstr(i8* noundef nonnull %5, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0))
  %23 = call i8* @strstr(i8* noundef nonnull %5, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
  %24 = icmp eq i8* %23, null
  %25 = zext i1 %24 to i32
  %26 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %21, i8* noundef %22, i32 noundef signext %25)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(10) %5, i8 45, i64 10, i1 false)
  %27 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 10
  store i8 0, i8* %27, align 1, !tbaa !5
  %28 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i8* noundef nonnull %5)
  %29 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %29) #9
  store i64 7017280021047803904, i64* %2, align 8
  %30 = call i64 @strlen(i8* noundef nonnull %29)
  %31 = trunc i64 %30 to i32
  %32 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext %31)
  %33 = getelementptr inbounds [11 x i8], [11 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 11, i8* nonnull %33) #9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(11) %33, i8* noundef nonnull align 1 dereferenceable(11) getelementptr inbounds ([11 x i8], [11 x i8]* @__const.main.mv, i64 0, i64 0), i64 11, i1 false)
  %34 = getelementptr inbounds [11 x i8], [11 x i8]* %3, i64 0, i64 2
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(5) %34, i8* noundef nonnull align 1 dereferenceable(5) %33, i64 5, i1 false)
  %35 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.13, i64 0, i64 0), i8* noundef nonnull %33)
  %36 = getelementptr inbounds [11 x i8], [11 x i8]* %3, i64 0, i64 3
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %33, i8* noundef nonnull align 1 dereferenceable(6) %36, i64 6, i1 false)
  %37 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i8* noundef nonnull %33)
  %38 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.15, i64 0, i64 0), i32 noundef signext -1, i32 noundef signext 0, i32 noundef signext 1)
  %39 = call dereferenceable_or_null(4) i8* @malloc(i64 noundef 4)
  %40 = bitcast i8* %39 to i32*
  br label %64

41:                                               ; preds = %78, %41
  %42 = phi i64 [ %54, %41 ], [ 0, %78 ]
  %43 = phi i64 [ %52, %41 ], [ 0, %78 ]
  %44 = phi i64 [ %53, %41 ], [ 0, %78 ]
  %45 = or i64 %42, 1
  %46 = getelementptr inbounds i32, i32* %79, i64 %42
  %47 = getelementptr inbounds i32, i32* %79, i64 %45
  %48 = load i32, i32* %46, align 4, !tbaa !8
  %49 = load i32, i32* %47, align 4, !tbaa !8
  %50 = sext i32 %48 to i64
  %51 = sext i32 %49 to i64
  %52 = add i64 %43, %50
  %53 = add i64 %44, %51
  %54 = add nuw i64 %42, 2
  %55 = icmp eq i64 %54, 1000
  br i1 %55, label %56, label %41, !llvm.loop !10

56:                                               ; preds = %41
  %57 = add i64 %53, %52
  %58 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext 1000, i32 noundef signext %80, i64 noundef %57)
  %59 = call dereferenceable_or_null(4000) i8* @malloc(i64 noundef 4000)
  %60 = bitcast i8* %59 to i32*
  %61 = call dereferenceable_or_null(4000) i8* @malloc(i64 noundef 4000)
  %62 = bitcast i8* %61 to i32*
  %63 = bitcast [4 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %63) #9
  br label %86

64:                                               ; preds = %0, %78
  %65 = phi i64 [ 0, %0 ], [ %83, %78 ]
  %66 = phi i32 [ 1, %0 ], [ %80, %78 ]
  %67 = phi i32* [ %40, %0 ], [ %79, %78 ]
  %68 = trunc i64 %65 to i32
  %69 = zext i32 %66 to i64
  %70 = icmp eq i64 %65, %69
  br i1 %70, label %71, label %78

71:                                               ; preds = %64
  %72 = shl nsw i32 %66, 1
  %73 = bitcast i32* %67 to i8*
  %74 = sext i32 %72 to i64
  %75 = shl nsw i64 %74, 2
  %76 = call i8* @realloc(i8* noundef %73, i64 noundef %75)
  %77 = bitcast i8* %76 to i32*
  br label %78

78:                                               ; preds = %71, %64
  %79 = phi i32* [ %77, %71 ], [ %67, %64 ]
  %80 = phi i32 [ %72, %71 ], [ %66, %64 ]
  %81 = mul nuw nsw i32 %68, 7919
  %82 = urem i32 %81, 1009
  %83 = add nuw nsw i64 %65, 1
  %84 = getelementptr inbounds i32, i32* %79, i64 %65
  store i32 %82, i32* %84, align 4, !tbaa !8
  %85 = icmp eq i64 %83, 1000
  br i1 %85, label %41, label %64, !llvm.loop !13

86:                                               ; preds = %56, %365
  %87 = phi i64 [ 0, %56 ], [ %368, %365 ]
  br label %223

88:                                               ; preds = %365
  %89 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 0
  %90 = load i32, i32* %89, align 4, !tbaa !8
  %91 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 1
  %92 = load i32, i32* %91, align 4, !tbaa !8
  %93 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 2
  %94 = load i32, i32* %93, align 4, !tbaa !8
  %95 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 3
  %96 = load i32, i32* %95, align 4, !tbaa !8
  %97 = load i32, i32* %60, align 4, !tbaa !8
  %98 = getelementptr inbounds i32, i32* %60, i64 999
  %99 = load i32, i32* %98, align 4, !tbaa !8
  %100 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.17, i64 0, i64 0), i32 noundef zeroext %90, i32 noundef zeroext %92, i32 noundef zeroext %94, i32 noundef zeroext %96, i32 noundef signext %97, i32 noundef signext %99)
  call void @free(i8* noundef %59)
  call void @free(i8* noundef %61)
  %101 = bitcast i32* %79 to i8*
  call void @free(i8* noundef %101)
  %102 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #9
  %103 = icmp sgt i32 %102, 0
  br i1 %103, label %104, label %114

104:                                              ; preds = %88
  %105 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #9
  %106 = icmp sgt i32 %105, 0
  br i1 %106, label %107, label %114

107:                                              ; preds = %104
  %108 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #9
  %109 = icmp sgt i32 %108, 0
  br i1 %109, label %110, label %114

110:                                              ; preds = %107
  %111 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #9
  %112 = icmp sgt i32 %111, 0
  br i1 %112, label %113, label %114

113:                                              ; preds = %110
  br label %114

114:                                              ; preds = %113, %110, %107, %104, %88
  %115 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %113 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %110 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %107 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %104 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %88 ]
  %116 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %113 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %110 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %107 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %104 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %88 ]
  %117 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %113 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %110 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %107 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %104 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %88 ]
  %118 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %113 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %110 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %107 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %104 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %88 ]
  %119 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %113 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %110 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %107 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %104 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %88 ]
  %120 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %115, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #9
  %121 = icmp sgt i32 %120, 0
  br i1 %121, label %122, label %138

122:                                              ; preds = %114
  %123 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %116, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #9
  %124 = icmp sgt i32 %123, 0
  br i1 %124, label %125, label %138

125:                                              ; preds = %122
  %126 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %117, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #9
  %127 = icmp sgt i32 %126, 0
  br i1 %127, label %128, label %138

128:                                              ; preds = %125
  %129 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %118, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #9
  %130 = icmp sgt i32 %129, 0
  br i1 %130, label %131, label %138

131:                                              ; preds = %128
  %132 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %119, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #9
  %133 = icmp sgt i32 %132, 0
  br i1 %133, label %134, label %138

134:                                              ; preds = %131
  %135 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #9
  %136 = icmp sgt i32 %135, 0
  br i1 %136, label %137, label %138

137:                                              ; preds = %134
  br label %138

138:                                              ; preds = %137, %134, %131, %128, %125, %122, %114
  %139 = phi i8* [ %115, %137 ], [ %115, %134 ], [ %115, %131 ], [ %115, %128 ], [ %115, %125 ], [ %115, %122 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %114 ]
  %140 = phi i8* [ %116, %137 ], [ %116, %134 ], [ %116, %131 ], [ %116, %128 ], [ %116, %125 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %122 ], [ %115, %114 ]
  %141 = phi i8* [ %117, %137 ], [ %117, %134 ], [ %117, %131 ], [ %117, %128 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %125 ], [ %116, %122 ], [ %116, %114 ]
  %142 = phi i8* [ %118, %137 ], [ %118, %134 ], [ %118, %131 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %128 ], [ %117, %125 ], [ %117, %122 ], [ %117, %114 ]
  %143 = phi i8* [ %119, %137 ], [ %119, %134 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %131 ], [ %118, %128 ], [ %118, %125 ], [ %118, %122 ], [ %118, %114 ]
  %144 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %137 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %134 ], [ %119, %131 ], [ %119, %128 ], [ %119, %125 ], [ %119, %122 ], [ %119, %114 ]
  %145 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %137 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %134 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %131 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %128 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %125 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %122 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %114 ]
  %146 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %139, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #9
  %147 = icmp sgt i32 %146, 0
  br i1 %147, label %148, label %167

148:                                              ; preds = %138
  %149 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %140, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #9
  %150 = icmp sgt i32 %149, 0
  br i1 %150, label %151, label %167

151:                                              ; preds = %148
  %152 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %141, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #9
  %153 = icmp sgt i32 %152, 0
  br i1 %153, label %154, label %167

154:                                              ; preds = %151
  %155 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %142, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #9
  %156 = icmp sgt i32 %155, 0
  br i1 %156, label %157, label %167

157:                                              ; preds = %154
  %158 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %143, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #9
  %159 = icmp sgt i32 %158, 0
  br i1 %159, label %160, label %167

160:                                              ; preds = %157
  %161 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %144, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #9
  %162 = icmp sgt i32 %161, 0
  br i1 %162, label %163, label %167

163:                                              ; preds = %160
  %164 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %145, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #9
  %165 = icmp sgt i32 %164, 0
  br i1 %165, label %166, label %167

166:                                              ; preds = %163
  br label %167

167:                                              ; preds = %166, %163, %160, %157, %154, %151, %148, %138
  %168 = phi i8* [ %139, %166 ], [ %139, %163 ], [ %139, %160 ], [ %139, %157 ], [ %139, %154 ], [ %139, %151 ], [ %139, %148 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %138 ]
  %169 = phi i8* [ %140, %166 ], [ %140, %163 ], [ %140, %160 ], [ %140, %157 ], [ %140, %154 ], [ %140, %151 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %148 ], [ %139, %138 ]
  %170 = phi i8* [ %141, %166 ], [ %141, %163 ], [ %141, %160 ], [ %141, %157 ], [ %141, %154 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %151 ], [ %140, %148 ], [ %140, %138 ]
  %171 = phi i8* [ %142, %166 ], [ %142, %163 ], [ %142, %160 ], [ %142, %157 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %154 ], [ %141, %151 ], [ %141, %148 ], [ %141, %138 ]
  %172 = phi i8* [ %143, %166 ], [ %143, %163 ], [ %143, %160 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %157 ], [ %142, %154 ], [ %142, %151 ], [ %142, %148 ], [ %142, %138 ]
  %173 = phi i8* [ %144, %166 ], [ %144, %163 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %160 ], [ %143, %157 ], [ %143, %154 ], [ %143, %151 ], [ %143, %148 ], [ %143, %138 ]
  %174 = phi i8* [ %145, %166 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %163 ], [ %144, %160 ], [ %144, %157 ], [ %144, %154 ], [ %144, %151 ], [ %144, %148 ], [ %144, %138 ]
  %175 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %166 ], [ %145, %163 ], [ %145, %160 ], [ %145, %157 ], [ %145, %154 ], [ %145, %151 ], [ %145, %148 ], [ %145, %138 ]
  %176 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %168, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #9
  %177 = icmp sgt i32 %176, 0
  br i1 %177, label %178, label %200

178:                                              ; preds = %167
  %179 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %169, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #9
  %180 = icmp sgt i32 %179, 0
  br i1 %180, label %181, label %200

181:                                              ; preds = %178
  %182 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %170, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #9
  %183 = icmp sgt i32 %182, 0
  br i1 %183, label %184, label %200

184:                                              ; preds = %181
  %185 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %171, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #9
  %186 = icmp sgt i32 %185, 0
  br i1 %186, label %187, label %200

187:                                              ; preds = %184
  %188 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %172, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #9
  %189 = icmp sgt i32 %188, 0
  br i1 %189, label %190, label %200

190:                                              ; preds = %187
  %191 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %173, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #9
  %192 = icmp sgt i32 %191, 0
  br i1 %192, label %193, label %200

193:                                              ; preds = %190
  %194 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %174, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #9
  %195 = icmp sgt i32 %194, 0
  br i1 %195, label %196, label %200

196:                                              ; preds = %193
  %197 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %175, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #9
  %198 = icmp sgt i32 %197, 0
  br i1 %198, label %199, label %200

199:                                              ; preds = %196
  br label %200

200:                                              ; preds = %167, %178, %181, %184, %187, %190, %193, %196, %199
  %201 = phi i8* [ %168, %199 ], [ %168, %196 ], [ %168, %193 ], [ %168, %190 ], [ %168, %187 ], [ %168, %184 ], [ %168, %181 ], [ %168, %178 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %167 ]
  %202 = phi i8* [ %169, %199 ], [ %169, %196 ], [ %169, %193 ], [ %169, %190 ], [ %169, %187 ], [ %169, %184 ], [ %169, %181 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %178 ], [ %168, %167 ]
  %203 = phi i8* [ %170, %199 ], [ %170, %196 ], [ %170, %193 ], [ %170, %190 ], [ %170, %187 ], [ %170, %184 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %181 ], [ %169, %178 ], [ %169, %167 ]
  %204 = phi i8* [ %171, %199 ], [ %171, %196 ], [ %171, %193 ], [ %171, %190 ], [ %171, %187 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %184 ], [ %170, %181 ], [ %170, %178 ], [ %170, %167 ]
  %205 = phi i8* [ %172, %199 ], [ %172, %196 ], [ %172, %193 ], [ %172, %190 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %187 ], [ %171, %184 ], [ %171, %181 ], [ %171, %178 ], [ %171, %167 ]
  %206 = phi i8* [ %173, %199 ], [ %173, %196 ], [ %173, %193 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %190 ], [ %172, %187 ], [ %172, %184 ], [ %172, %181 ], [ %172, %178 ], [ %172, %167 ]
  %207 = phi i8* [ %174, %199 ], [ %174, %196 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %193 ], [ %173, %190 ], [ %173, %187 ], [ %173, %184 ], [ %173, %181 ], [ %173, %178 ], [ %173, %167 ]
  %208 = phi i8* [ %175, %199 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %196 ], [ %174, %193 ], [ %174, %190 ], [ %174, %187 ], [ %174, %184 ], [ %174, %181 ], [ %174, %178 ], [ %174, %167 ]
  %209 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %199 ], [ %175, %196 ], [ %175, %193 ], [ %175, %190 ], [ %175, %187 ], [ %175, %184 ], [ %175, %181 ], [ %175, %178 ], [ %175, %167 ]
  %210 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %209, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %211 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %208, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %212 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %207, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %213 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %206, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %214 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %205, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %215 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %204, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %216 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %203, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %217 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %202, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %218 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %201, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.26, i64 0, i64 0))
  %219 = call dereferenceable_or_null(128) i8* @calloc(i64 noundef 16, i64 noundef 8)
  %220 = bitcast i8* %219 to %struct.Entry**
  br label %370

221:                                              ; preds = %223
  %222 = trunc i64 %87 to i32
  switch i32 %222, label %344 [
    i32 0, label %234
    i32 1, label %255
    i32 2, label %256
    i32 3, label %257
  ]

223:                                              ; preds = %86, %223
  %224 = phi i64 [ 0, %86 ], [ %232, %223 ]
  %225 = phi i32 [ 12345, %86 ], [ %227, %223 ]
  %226 = mul i32 %225, 1103515245
  %227 = add i32 %226, 12345
  %228 = lshr i32 %227, 8
  %229 = urem i32 %228, 2000
  %230 = add nsw i32 %229, -1000
  %231 = getelementptr inbounds i32, i32* %60, i64 %224
  store i32 %230, i32* %231, align 4, !tbaa !8
  %232 = add nuw nsw i64 %224, 1
  %233 = icmp eq i64 %232, 1000
  br i1 %233, label %221, label %223, !llvm.loop !14

234:                                              ; preds = %221, %248
  %235 = phi i64 [ %253, %248 ], [ 1, %221 ]
  %236 = getelementptr inbounds i32, i32* %60, i64 %235
  %237 = load i32, i32* %236, align 4, !tbaa !8
  br label %238

238:                                              ; preds = %245, %234
  %239 = phi i64 [ %235, %234 ], [ %240, %245 ]
  %240 = add nsw i64 %239, -1
  %241 = and i64 %240, 4294967295
  %242 = getelementptr inbounds i32, i32* %60, i64 %241
  %243 = load i32, i32* %242, align 4, !tbaa !8
  %244 = icmp sgt i32 %243, %237
  br i1 %244, label %245, label %248

245:                                              ; preds = %238
  %246 = getelementptr inbounds i32, i32* %60, i64 %239
  store i32 %243, i32* %246, align 4, !tbaa !8
  %247 = icmp sgt i64 %239, 1
  br i1 %247, label %238, label %248, !llvm.loop !15

248:                                              ; preds = %245, %238
  %249 = phi i64 [ 0, %245 ], [ %239, %238 ]
  %250 = shl i64 %249, 32
  %251 = ashr exact i64 %250, 32
  %252 = getelementptr inbounds i32, i32* %60, i64 %251
  store i32 %237, i32* %252, align 4, !tbaa !8
  %253 = add nuw nsw i64 %235, 1
  %254 = icmp eq i64 %253, 1000
  br i1 %254, label %344, label %234, !llvm.loop !16

255:                                              ; preds = %221
  call fastcc void @merge_sort(i32* noundef nonnull %60, i32* noundef %62, i32 noundef signext 1000)
  br label %344

256:                                              ; preds = %221
  call fastcc void @quick_sort(i32* noundef nonnull %60, i32 noundef signext 0, i32 noundef signext 999)
  br label %344

257:                                              ; preds = %221, %296
  %258 = phi i32 [ %297, %296 ], [ 499, %221 ]
  br label %259

259:                                              ; preds = %289, %257
  %260 = phi i32 [ %287, %289 ], [ %258, %257 ]
  %261 = shl nsw i32 %260, 1
  %262 = or i32 %261, 1
  %263 = icmp slt i32 %262, 1000
  br i1 %263, label %264, label %273

264:                                              ; preds = %259
  %265 = sext i32 %262 to i64
  %266 = getelementptr inbounds i32, i32* %60, i64 %265
  %267 = load i32, i32* %266, align 4, !tbaa !8
  %268 = sext i32 %260 to i64
  %269 = getelementptr inbounds i32, i32* %60, i64 %268
  %270 = load i32, i32* %269, align 4, !tbaa !8
  %271 = icmp sgt i32 %267, %270
  %272 = select i1 %271, i32 %262, i32 %260
  br label %273

273:                                              ; preds = %264, %259
  %274 = phi i32 [ %260, %259 ], [ %272, %264 ]
  %275 = add i32 %261, 2
  %276 = icmp slt i32 %275, 1000
  br i1 %276, label %277, label %286

277:                                              ; preds = %273
  %278 = sext i32 %275 to i64
  %279 = getelementptr inbounds i32, i32* %60, i64 %278
  %280 = load i32, i32* %279, align 4, !tbaa !8
  %281 = sext i32 %274 to i64
  %282 = getelementptr inbounds i32, i32* %60, i64 %281
  %283 = load i32, i32* %282, align 4, !tbaa !8
  %284 = icmp sgt i32 %280, %283
  %285 = select i1 %284, i32 %275, i32 %274
  br label %286

286:                                              ; preds = %277, %273
  %287 = phi i32 [ %274, %273 ], [ %285, %277 ]
  %288 = icmp eq i32 %287, %260
  br i1 %288, label %296, label %289

289:                                              ; preds = %286
  %290 = sext i32 %260 to i64
  %291 = getelementptr inbounds i32, i32* %60, i64 %290
  %292 = load i32, i32* %291, align 4, !tbaa !8
  %293 = sext i32 %287 to i64
  %294 = getelementptr inbounds i32, i32* %60, i64 %293
  %295 = load i32, i32* %294, align 4, !tbaa !8
  store i32 %295, i32* %291, align 4, !tbaa !8
  store i32 %292, i32* %294, align 4, !tbaa !8
  br label %259

296:                                              ; preds = %286
  %297 = add nsw i32 %258, -1
  %298 = icmp eq i32 %258, 0
  br i1 %298, label %299, label %257, !llvm.loop !17

299:                                              ; preds = %296, %341
  %300 = phi i64 [ %342, %341 ], [ 999, %296 ]
  %301 = load i32, i32* %60, align 4, !tbaa !8
  %302 = getelementptr inbounds i32, i32* %60, i64 %300
  %303 = load i32, i32* %302, align 4, !tbaa !8
  store i32 %303, i32* %60, align 4, !tbaa !8
  store i32 %301, i32* %302, align 4, !tbaa !8
  br label %304

304:                                              ; preds = %334, %299
  %305 = phi i32 [ 0, %299 ], [ %332, %334 ]
  %306 = shl nsw i32 %305, 1
  %307 = or i32 %306, 1
  %308 = sext i32 %307 to i64
  %309 = icmp sgt i64 %300, %308
  br i1 %309, label %310, label %318

310:                                              ; preds = %304
  %311 = getelementptr inbounds i32, i32* %60, i64 %308
  %312 = load i32, i32* %311, align 4, !tbaa !8
  %313 = sext i32 %305 to i64
  %314 = getelementptr inbounds i32, i32* %60, i64 %313
  %315 = load i32, i32* %314, align 4, !tbaa !8
  %316 = icmp sgt i32 %312, %315
  %317 = select i1 %316, i32 %307, i32 %305
  br label %318

318:                                              ; preds = %310, %304
  %319 = phi i32 [ %305, %304 ], [ %317, %310 ]
  %320 = add i32 %306, 2
  %321 = sext i32 %320 to i64
  %322 = icmp sgt i64 %300, %321
  br i1 %322, label %323, label %331

323:                                              ; preds = %318
  %324 = getelementptr inbounds i32, i32* %60, i64 %321
  %325 = load i32, i32* %324, align 4, !tbaa !8
  %326 = sext i32 %319 to i64
  %327 = getelementptr inbounds i32, i32* %60, i64 %326
  %328 = load i32, i32* %327, align 4, !tbaa !8
  %329 = icmp sgt i32 %325, %328
  %330 = select i1 %329, i32 %320, i32 %319
  br label %331

331:                                              ; preds = %323, %318
  %332 = phi i32 [ %319, %318 ], [ %330, %323 ]
  %333 = icmp eq i32 %332, %305
  br i1 %333, label %341, label %334

334:                                              ; preds = %331
  %335 = sext i32 %305 to i64
  %336 = getelementptr inbounds i32, i32* %60, i64 %335
  %337 = load i32, i32* %336, align 4, !tbaa !8
  %338 = sext i32 %332 to i64
  %339 = getelementptr inbounds i32, i32* %60, i64 %338
  %340 = load i32, i32* %339, align 4, !tbaa !8
  store i32 %340, i32* %336, align 4, !tbaa !8
  store i32 %337, i32* %339, align 4, !tbaa !8
  br label %304

341:                                              ; preds = %331
  %342 = add nsw i64 %300, -1
  %343 = icmp ugt i64 %300, 1
  br i1 %343, label %299, label %344, !llvm.loop !18

344:                                              ; preds = %341, %248, %221, %256, %255
  br label %345

345:                                              ; preds = %344, %359
  %346 = phi i64 [ %363, %359 ], [ 0, %344 ]
  %347 = phi i32 [ %362, %359 ], [ -2128831035, %344 ]
  %348 = icmp eq i64 %346, 0
  br i1 %348, label %349, label %351

349:                                              ; preds = %345
  %350 = load i32, i32* %60, align 4, !tbaa !8
  br label %359

351:                                              ; preds = %345
  %352 = add nuw nsw i64 %346, 4294967295
  %353 = and i64 %352, 4294967295
  %354 = getelementptr inbounds i32, i32* %60, i64 %353
  %355 = load i32, i32* %354, align 4, !tbaa !8
  %356 = getelementptr inbounds i32, i32* %60, i64 %346
  %357 = load i32, i32* %356, align 4, !tbaa !8
  %358 = icmp sgt i32 %355, %357
  br i1 %358, label %365, label %359

359:                                              ; preds = %351, %349
  %360 = phi i32 [ %350, %349 ], [ %357, %351 ]
  %361 = xor i32 %360, %347
  %362 = mul i32 %361, 16777619
  %363 = add nuw nsw i64 %346, 1
  %364 = icmp eq i64 %363, 1000
  br i1 %364, label %365, label %345, !llvm.loop !19

365:                                              ; preds = %351, %359
  %366 = phi i32 [ 0, %351 ], [ %362, %359 ]
  %367 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %87
  store i32 %366, i32* %367, align 4, !tbaa !8
  %368 = add nuw nsw i64 %87, 1
  %369 = icmp eq i64 %368, 4
  br i1 %369, label %88, label %86, !llvm.loop !20

370:                                              ; preds = %427, %200
  %371 = phi i8* [ getelementptr inbounds ([52 x i8], [52 x i8]* @.str.27, i64 0, i64 0), %200 ], [ %428, %427 ]
  %372 = call i8* @strchr(i8* noundef nonnull %371, i32 noundef signext 32)
  %373 = icmp eq i8* %372, null
  br i1 %373, label %378, label %374

374:                                              ; preds = %370
  %375 = ptrtoint i8* %372 to i64
  %376 = ptrtoint i8* %371 to i64
  %377 = sub i64 %375, %376
  br label %380

378:                                              ; preds = %370
  %379 = call i64 @strlen(i8* noundef nonnull %371)
  br label %380

380:                                              ; preds = %378, %374
  %381 = phi i64 [ %377, %374 ], [ %379, %378 ]
  %382 = add i64 %381, 1
  %383 = call i8* @malloc(i64 noundef %382)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %383, i8* nonnull align 1 %371, i64 %381, i1 false)
  %384 = getelementptr inbounds i8, i8* %383, i64 %381
  store i8 0, i8* %384, align 1, !tbaa !5
  %385 = load i8, i8* %383, align 1, !tbaa !5
  %386 = icmp eq i8 %385, 0
  br i1 %386, label %397, label %387

387:                                              ; preds = %380, %387
  %388 = phi i8 [ %395, %387 ], [ %385, %380 ]
  %389 = phi i32 [ %394, %387 ], [ 5381, %380 ]
  %390 = phi i8* [ %392, %387 ], [ %383, %380 ]
  %391 = mul i32 %389, 33
  %392 = getelementptr inbounds i8, i8* %390, i64 1
  %393 = zext i8 %388 to i32
  %394 = add i32 %391, %393
  %395 = load i8, i8* %392, align 1, !tbaa !5
  %396 = icmp eq i8 %395, 0
  br i1 %396, label %397, label %387, !llvm.loop !21

397:                                              ; preds = %387, %380
  %398 = phi i32 [ 5381, %380 ], [ %394, %387 ]
  %399 = and i32 %398, 15
  %400 = zext i32 %399 to i64
  %401 = getelementptr inbounds %struct.Entry*, %struct.Entry** %220, i64 %400
  %402 = load %struct.Entry*, %struct.Entry** %401, align 8, !tbaa !22
  %403 = icmp eq %struct.Entry* %402, null
  br i1 %403, label %418, label %404

404:                                              ; preds = %397, %410
  %405 = phi %struct.Entry* [ %412, %410 ], [ %402, %397 ]
  %406 = getelementptr inbounds %struct.Entry, %struct.Entry* %405, i64 0, i32 0
  %407 = load i8*, i8** %406, align 8, !tbaa !24
  %408 = call signext i32 @strcmp(i8* noundef nonnull dereferenceable(1) %407, i8* noundef nonnull dereferenceable(1) %383)
  %409 = icmp eq i32 %408, 0
  br i1 %409, label %414, label %410

410:                                              ; preds = %404
  %411 = getelementptr inbounds %struct.Entry, %struct.Entry* %405, i64 0, i32 2
  %412 = load %struct.Entry*, %struct.Entry** %411, align 8, !tbaa !22
  %413 = icmp eq %struct.Entry* %412, null
  br i1 %413, label %418, label %404, !llvm.loop !26

414:                                              ; preds = %404
  %415 = getelementptr inbounds %struct.Entry, %struct.Entry* %405, i64 0, i32 1
  %416 = load i32, i32* %415, align 8, !tbaa !27
  %417 = add nsw i32 %416, 1
  store i32 %417, i32* %415, align 8, !tbaa !27
  call void @free(i8* noundef %383)
  br label %425

418:                                              ; preds = %410, %397
  %419 = call dereferenceable_or_null(24) i8* @malloc(i64 noundef 24)
  %420 = bitcast i8* %419 to %struct.Entry*
  %421 = getelementptr inbounds %struct.Entry, %struct.Entry* %420, i64 0, i32 0
  store i8* %383, i8** %421, align 8, !tbaa !24
  %422 = getelementptr inbounds %struct.Entry, %struct.Entry* %420, i64 0, i32 1
  store i32 1, i32* %422, align 8, !tbaa !27
  %423 = getelementptr inbounds %struct.Entry, %struct.Entry* %420, i64 0, i32 2
  store %struct.Entry* %402, %struct.Entry** %423, align 8, !tbaa !28
  %424 = bitcast %struct.Entry** %401 to i8**
  store i8* %419, i8** %424, align 8, !tbaa !22
  br label %425

425:                                              ; preds = %418, %414
  %426 = getelementptr inbounds i8, i8* %371, i64 %381
  br label %427

427:                                              ; preds = %427, %425
  %428 = phi i8* [ %426, %425 ], [ %430, %427 ]
  %429 = load i8, i8* %428, align 1, !tbaa !5
  %430 = getelementptr inbounds i8, i8* %428, i64 1
  switch i8 %429, label %370 [
    i8 32, label %427
    i8 0, label %433
  ]

431:                                              ; preds = %439
  %432 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.29, i64 0, i64 0), i32 noundef signext %440)
  br label %462

433:                                              ; preds = %427, %439
  %434 = phi i64 [ %441, %439 ], [ 0, %427 ]
  %435 = phi i32 [ %440, %439 ], [ 0, %427 ]
  %436 = getelementptr inbounds %struct.Entry*, %struct.Entry** %220, i64 %434
  %437 = load %struct.Entry*, %struct.Entry** %436, align 8, !tbaa !22
  %438 = icmp eq %struct.Entry* %437, null
  br i1 %438, label %439, label %443

439:                                              ; preds = %454, %433
  %440 = phi i32 [ %435, %433 ], [ %446, %454 ]
  %441 = add nuw nsw i64 %434, 1
  %442 = icmp eq i64 %441, 16
  br i1 %442, label %431, label %433, !llvm.loop !29

443:                                              ; preds = %433, %454
  %444 = phi %struct.Entry* [ %456, %454 ], [ %437, %433 ]
  %445 = phi i32 [ %446, %454 ], [ %435, %433 ]
  %446 = add nsw i32 %445, 1
  %447 = getelementptr inbounds %struct.Entry, %struct.Entry* %444, i64 0, i32 1
  %448 = load i32, i32* %447, align 8, !tbaa !27
  %449 = icmp sgt i32 %448, 1
  br i1 %449, label %450, label %454

450:                                              ; preds = %443
  %451 = getelementptr inbounds %struct.Entry, %struct.Entry* %444, i64 0, i32 0
  %452 = load i8*, i8** %451, align 8, !tbaa !24
  %453 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.28, i64 0, i64 0), i8* noundef %452, i32 noundef signext %448)
  br label %454

454:                                              ; preds = %443, %450
  %455 = getelementptr inbounds %struct.Entry, %struct.Entry* %444, i64 0, i32 2
  %456 = load %struct.Entry*, %struct.Entry** %455, align 8, !tbaa !22
  %457 = icmp eq %struct.Entry* %456, null
  br i1 %457, label %439, label %443, !llvm.loop !30

458:                                              ; preds = %475
  call void @free(i8* noundef %219)
  %459 = call signext i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.30, i64 0, i64 0))
  %460 = call signext i32 @putchar(i32 noundef signext 33)
  %461 = call signext i32 @putchar(i32 noundef signext 10)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %63) #9
  call void @llvm.lifetime.end.p0i8(i64 11, i8* nonnull %33) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29) #9
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #9
  ret i32 19

462:                                              ; preds = %431, %475
  %463 = phi i64 [ 0, %431 ], [ %476, %475 ]
  %464 = getelementptr inbounds %struct.Entry*, %struct.Entry** %220, i64 %463
  %465 = load %struct.Entry*, %struct.Entry** %464, align 8, !tbaa !22
  %466 = icmp eq %struct.Entry* %465, null
  br i1 %466, label %475, label %467

467:                                              ; preds = %462, %467
  %468 = phi %struct.Entry* [ %470, %467 ], [ %465, %462 ]
  %469 = getelementptr inbounds %struct.Entry, %struct.Entry* %468, i64 0, i32 2
  %470 = load %struct.Entry*, %struct.Entry** %469, align 8, !tbaa !28
  %471 = getelementptr inbounds %struct.Entry, %struct.Entry* %468, i64 0, i32 0
  %472 = load i8*, i8** %471, align 8, !tbaa !24
  call void @free(i8* noundef %472)
  %473 = bitcast %struct.Entry* %468 to i8*
  call void @free(i8* noundef %473)
  %474 = icmp eq %struct.Entry* %470, null
  br i1 %474, label %475, label %467, !llvm.loop !31

475:                                              ; preds = %467, %462
  %476 = add nuw nsw i64 %463, 1
  %477 = icmp eq i64 %476, 16
  br i1 %477, label %458, label %462, !llvm.loop !32
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef signext) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strrchr(i8* noundef, i32 noundef signext) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @merge_sort(i32* noundef %0, i32* noundef %1, i32 noundef signext %2) unnamed_addr #8 {
  %4 = icmp slt i32 %2, 2
  br i1 %4, label %67, label %5

5:                                                ; preds = %3
  %6 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(i32* noundef %0, i32* noundef %1, i32 noundef signext %6)
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i32, i32* %0, i64 %7
  %9 = sub nsw i32 %2, %6
  tail call fastcc void @merge_sort(i32* noundef %8, i32* noundef %1, i32 noundef signext %9)
  br label %15

10:                                               ; preds = %15
  %11 = icmp ult i32 %28, %6
  br i1 %11, label %12, label %37

12:                                               ; preds = %10
  %13 = and i64 %32, 4294967295
  %14 = zext i32 %28 to i64
  br label %43

15:                                               ; preds = %5, %15
  %16 = phi i64 [ %32, %15 ], [ 0, %5 ]
  %17 = phi i32 [ %30, %15 ], [ %6, %5 ]
  %18 = phi i32 [ %28, %15 ], [ 0, %5 ]
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !8
  %22 = zext i32 %17 to i64
  %23 = getelementptr inbounds i32, i32* %0, i64 %22
  %24 = load i32, i32* %23, align 4, !tbaa !8
  %25 = icmp sgt i32 %21, %24
  %26 = xor i1 %25, true
  %27 = zext i1 %26 to i32
  %28 = add nuw nsw i32 %18, %27
  %29 = zext i1 %25 to i32
  %30 = add nuw nsw i32 %17, %29
  %31 = select i1 %25, i32 %24, i32 %21
  %32 = add nuw i64 %16, 1
  %33 = getelementptr inbounds i32, i32* %1, i64 %16
  store i32 %31, i32* %33, align 4, !tbaa !8
  %34 = icmp ult i32 %28, %6
  %35 = icmp slt i32 %30, %2
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %15, label %10, !llvm.loop !33

37:                                               ; preds = %43, %10
  %38 = phi i64 [ %32, %10 ], [ %49, %43 ]
  %39 = icmp slt i32 %30, %2
  br i1 %39, label %40, label %62

40:                                               ; preds = %37
  %41 = and i64 %38, 4294967295
  %42 = zext i32 %30 to i64
  br label %52

43:                                               ; preds = %12, %43
  %44 = phi i64 [ %14, %12 ], [ %46, %43 ]
  %45 = phi i64 [ %13, %12 ], [ %49, %43 ]
  %46 = add nuw nsw i64 %44, 1
  %47 = getelementptr inbounds i32, i32* %0, i64 %44
  %48 = load i32, i32* %47, align 4, !tbaa !8
  %49 = add nuw nsw i64 %45, 1
  %50 = getelementptr inbounds i32, i32* %1, i64 %45
  store i32 %48, i32* %50, align 4, !tbaa !8
  %51 = icmp eq i64 %46, %7
  br i1 %51, label %37, label %43, !llvm.loop !34

52:                                               ; preds = %40, %52
  %53 = phi i64 [ %42, %40 ], [ %55, %52 ]
  %54 = phi i64 [ %41, %40 ], [ %58, %52 ]
  %55 = add nuw nsw i64 %53, 1
  %56 = getelementptr inbounds i32, i32* %0, i64 %53
  %57 = load i32, i32* %56, align 4, !tbaa !8
  %58 = add nuw nsw i64 %54, 1
  %59 = getelementptr inbounds i32, i32* %1, i64 %54
  store i32 %57, i32* %59, align 4, !tbaa !8
  %60 = trunc i64 %55 to i32
  %61 = icmp slt i32 %60, %2
  br i1 %61, label %52, label %62, !llvm.loop !35

62:                                               ; preds = %52, %37
  %63 = bitcast i32* %0 to i8*
  %64 = bitcast i32* %1 to i8*
  %65 = sext i32 %2 to i64
  %66 = shl nsw i64 %65, 2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %63, i8* align 4 %64, i64 %66, i1 false)
  br label %67

67:                                               ; preds = %3, %62
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @quick_sort(i32* noundef %0, i32 noundef signext %1, i32 noundef signext %2) unnamed_addr #8 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %55

5:                                                ; preds = %3, %51
  %6 = phi i32 [ %53, %51 ], [ %1, %3 ]
  %7 = phi i32 [ %52, %51 ], [ %2, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !8
  %13 = icmp sgt i32 %6, %7
  br i1 %13, label %43, label %14

14:                                               ; preds = %5, %39
  %15 = phi i32 [ %41, %39 ], [ %7, %5 ]
  %16 = phi i32 [ %40, %39 ], [ %6, %5 ]
  %17 = sext i32 %16 to i64
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i64 [ %23, %18 ], [ %17, %14 ]
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !8
  %22 = icmp slt i32 %21, %12
  %23 = add i64 %19, 1
  br i1 %22, label %18, label %24, !llvm.loop !36

24:                                               ; preds = %18
  %25 = sext i32 %15 to i64
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ %31, %26 ], [ %25, %24 ]
  %28 = getelementptr inbounds i32, i32* %0, i64 %27
  %29 = load i32, i32* %28, align 4, !tbaa !8
  %30 = icmp sgt i32 %29, %12
  %31 = add i64 %27, -1
  br i1 %30, label %26, label %32, !llvm.loop !37

32:                                               ; preds = %26
  %33 = trunc i64 %19 to i32
  %34 = trunc i64 %27 to i32
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  store i32 %29, i32* %20, align 4, !tbaa !8
  store i32 %21, i32* %28, align 4, !tbaa !8
  %37 = add nsw i32 %33, 1
  %38 = add nsw i32 %34, -1
  br label %39

39:                                               ; preds = %36, %32
  %40 = phi i32 [ %37, %36 ], [ %33, %32 ]
  %41 = phi i32 [ %38, %36 ], [ %34, %32 ]
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %14, !llvm.loop !38

43:                                               ; preds = %39, %5
  %44 = phi i32 [ %6, %5 ], [ %40, %39 ]
  %45 = phi i32 [ %7, %5 ], [ %41, %39 ]
  %46 = sub nsw i32 %45, %6
  %47 = sub nsw i32 %7, %44
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %50

49:                                               ; preds = %43
  tail call fastcc void @quick_sort(i32* noundef nonnull %0, i32 noundef signext %6, i32 noundef signext %45)
  br label %51

50:                                               ; preds = %43
  tail call fastcc void @quick_sort(i32* noundef nonnull %0, i32 noundef signext %44, i32 noundef signext %7)
  br label %51

51:                                               ; preds = %50, %49
  %52 = phi i32 [ %7, %49 ], [ %45, %50 ]
  %53 = phi i32 [ %44, %49 ], [ %6, %50 ]
  %54 = icmp slt i32 %53, %52
  br i1 %54, label %5, label %55, !llvm.loop !39

55:                                               ; preds = %51, %3
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare signext i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef signext i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef signext i32 @putchar(i32 noundef signext) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #8 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !6, i64 0}
!24 = !{!25, !23, i64 0}
!25 = !{!"Entry", !23, i64 0, !9, i64 8, !23, i64 16}
!26 = distinct !{!26, !11}
!27 = !{!25, !9, i64 8}
!28 = !{!25, !23, i64 16}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11}
!34 = distinct !{!34, !11}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11}
!37 = distinct !{!37, !11}
!38 = distinct !{!38, !11}
!39 = distinct !{!39, !11}
