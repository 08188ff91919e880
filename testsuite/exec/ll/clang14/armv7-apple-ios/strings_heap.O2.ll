; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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

; Function Attrs: nounwind
define i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca i64, align 1
  %3 = alloca [11 x i8], align 1
  %4 = alloca [4 x i32], align 4
  %5 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %5) #9
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef 12, i32 noundef 0)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i32 0, i32 0), i32 noundef -1, i32 noundef 0, i32 noundef 1, i32 noundef -1, i32 noundef 1)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef 0, i32 noundef -1)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(13) %5, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), i32 13, i1 false)
  %9 = call i32 @strlen(i8* nonnull %5)
  %10 = getelementptr [64 x i8], [64 x i8]* %1, i32 0, i32 %9
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(11) %10, i8* noundef nonnull align 1 dereferenceable(11) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 11, i1 false)
  %11 = call i32 @strlen(i8* noundef nonnull %5)
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i32 0, i32 0), i8* noundef nonnull %5, i32 noundef %11)
  %13 = call i8* @strchr(i8* noundef nonnull %5, i32 noundef 119)
  %14 = call i8* @strrchr(i8* noundef nonnull %5, i32 noundef 111)
  %15 = call i8* @strchr(i8* noundef nonnull %5, i32 noundef 90)
  %16 = icmp eq i8* %15, null
  %17 = zext i1 %16 to i32
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i32 0, i32 0), i8* noundef %13, i8* noundef %14, i32 noundef %17)
  %19 = call i32 @strlen(i8* nonnull %5)
  %20 = call i8* @strstr(i8* noundef nonnull %5, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0))
  %21 = call i8* @strstr(i8* noundef nonnull %5, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0))
  %22 = icmp eq i8* %21, null
  %23 = zext i1 %22 to i32
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.7, i32 0, i32 0), i32 noundef %19, i8* noundef %20, i32 noundef %23)
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(10) %5, i8 45, i32 10, i1 false)
  %25 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 10
  store i8 0, i8* %25, align 1, !tbaa !9
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i32 0, i32 0), i8* noundef nonnull %5)
  %27 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %27) #9
  store i64 6513249, i64* %2, align 1
  %28 = call i32 @strlen(i8* noundef nonnull %27)
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.12, i32 0, i32 0), i32 noundef 0, i32 noundef 0, i32 noundef %28)
  %30 = getelementptr inbounds [11 x i8], [11 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 11, i8* nonnull %30) #9
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(11) %30, i8* noundef nonnull align 1 dereferenceable(11) getelementptr inbounds ([11 x i8], [11 x i8]* @__const.main.mv, i32 0, i32 0), i32 11, i1 false)
  %31 = getelementptr inbounds [11 x i8], [11 x i8]* %3, i32 0, i32 2
  call void @llvm.memmove.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(5) %31, i8* noundef nonnull align 1 dereferenceable(5) %30, i32 5, i1 false)
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.13, i32 0, i32 0), i8* noundef nonnull %30)
  %33 = getelementptr inbounds [11 x i8], [11 x i8]* %3, i32 0, i32 3
  call void @llvm.memmove.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(6) %30, i8* noundef nonnull align 1 dereferenceable(6) %33, i32 6, i1 false)
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i32 0, i32 0), i8* noundef nonnull %30)
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.15, i32 0, i32 0), i32 noundef -1, i32 noundef 0, i32 noundef 1)
  %36 = call dereferenceable_or_null(4) i8* @malloc(i32 noundef 4)
  %37 = bitcast i8* %36 to i32*
  br label %38

38:                                               ; preds = %0, %49
  %39 = phi i32 [ 1, %0 ], [ %51, %49 ]
  %40 = phi i32 [ 0, %0 ], [ %54, %49 ]
  %41 = phi i32* [ %37, %0 ], [ %50, %49 ]
  %42 = icmp eq i32 %40, %39
  br i1 %42, label %43, label %49

43:                                               ; preds = %38
  %44 = shl nsw i32 %39, 1
  %45 = bitcast i32* %41 to i8*
  %46 = shl i32 %39, 3
  %47 = call i8* @realloc(i8* noundef %45, i32 noundef %46)
  %48 = bitcast i8* %47 to i32*
  br label %49

49:                                               ; preds = %43, %38
  %50 = phi i32* [ %48, %43 ], [ %41, %38 ]
  %51 = phi i32 [ %44, %43 ], [ %39, %38 ]
  %52 = mul nuw nsw i32 %40, 7919
  %53 = urem i32 %52, 1009
  %54 = add nuw nsw i32 %40, 1
  %55 = getelementptr inbounds i32, i32* %50, i32 %40
  store i32 %53, i32* %55, align 4, !tbaa !12
  %56 = icmp eq i32 %54, 1000
  br i1 %56, label %64, label %38, !llvm.loop !14

57:                                               ; preds = %64
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.16, i32 0, i32 0), i32 noundef 1000, i32 noundef %51, i64 noundef %70)
  %59 = call dereferenceable_or_null(4000) i8* @malloc(i32 noundef 4000)
  %60 = bitcast i8* %59 to i32*
  %61 = call dereferenceable_or_null(4000) i8* @malloc(i32 noundef 4000)
  %62 = bitcast i8* %61 to i32*
  %63 = bitcast [4 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %63) #9
  br label %73

64:                                               ; preds = %49, %64
  %65 = phi i64 [ %70, %64 ], [ 0, %49 ]
  %66 = phi i32 [ %71, %64 ], [ 0, %49 ]
  %67 = getelementptr inbounds i32, i32* %50, i32 %66
  %68 = load i32, i32* %67, align 4, !tbaa !12
  %69 = sext i32 %68 to i64
  %70 = add nsw i64 %65, %69
  %71 = add nuw nsw i32 %66, 1
  %72 = icmp eq i32 %71, 1000
  br i1 %72, label %57, label %64, !llvm.loop !16

73:                                               ; preds = %57, %335
  %74 = phi i32 [ 0, %57 ], [ %338, %335 ]
  br label %209

75:                                               ; preds = %335
  %76 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 0
  %77 = load i32, i32* %76, align 4, !tbaa !12
  %78 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 1
  %79 = load i32, i32* %78, align 4, !tbaa !12
  %80 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 2
  %81 = load i32, i32* %80, align 4, !tbaa !12
  %82 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 3
  %83 = load i32, i32* %82, align 4, !tbaa !12
  %84 = load i32, i32* %60, align 4, !tbaa !12
  %85 = getelementptr inbounds i32, i32* %60, i32 999
  %86 = load i32, i32* %85, align 4, !tbaa !12
  %87 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.17, i32 0, i32 0), i32 noundef %77, i32 noundef %79, i32 noundef %81, i32 noundef %83, i32 noundef %84, i32 noundef %86)
  call void @free(i8* noundef %59)
  call void @free(i8* noundef %61)
  %88 = bitcast i32* %50 to i8*
  call void @free(i8* noundef %88)
  %89 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)) #9
  %90 = icmp sgt i32 %89, 0
  br i1 %90, label %91, label %101

91:                                               ; preds = %75
  %92 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)) #9
  %93 = icmp sgt i32 %92, 0
  br i1 %93, label %94, label %101

94:                                               ; preds = %91
  %95 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)) #9
  %96 = icmp sgt i32 %95, 0
  br i1 %96, label %97, label %101

97:                                               ; preds = %94
  %98 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)) #9
  %99 = icmp sgt i32 %98, 0
  br i1 %99, label %100, label %101

100:                                              ; preds = %97
  br label %101

101:                                              ; preds = %100, %97, %94, %91, %75
  %102 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), %100 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), %97 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), %94 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), %91 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), %75 ]
  %103 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %100 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %97 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %94 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), %91 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), %75 ]
  %104 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0), %100 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0), %97 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), %94 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %91 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %75 ]
  %105 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %100 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), %97 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0), %94 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0), %91 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0), %75 ]
  %106 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), %100 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %97 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %94 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %91 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %75 ]
  %107 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %102, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)) #9
  %108 = icmp sgt i32 %107, 0
  br i1 %108, label %109, label %125

109:                                              ; preds = %101
  %110 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %103, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)) #9
  %111 = icmp sgt i32 %110, 0
  br i1 %111, label %112, label %125

112:                                              ; preds = %109
  %113 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %104, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)) #9
  %114 = icmp sgt i32 %113, 0
  br i1 %114, label %115, label %125

115:                                              ; preds = %112
  %116 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %105, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)) #9
  %117 = icmp sgt i32 %116, 0
  br i1 %117, label %118, label %125

118:                                              ; preds = %115
  %119 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %106, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)) #9
  %120 = icmp sgt i32 %119, 0
  br i1 %120, label %121, label %125

121:                                              ; preds = %118
  %122 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)) #9
  %123 = icmp sgt i32 %122, 0
  br i1 %123, label %124, label %125

124:                                              ; preds = %121
  br label %125

125:                                              ; preds = %124, %121, %118, %115, %112, %109, %101
  %126 = phi i8* [ %102, %124 ], [ %102, %121 ], [ %102, %118 ], [ %102, %115 ], [ %102, %112 ], [ %102, %109 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %101 ]
  %127 = phi i8* [ %103, %124 ], [ %103, %121 ], [ %103, %118 ], [ %103, %115 ], [ %103, %112 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %109 ], [ %102, %101 ]
  %128 = phi i8* [ %104, %124 ], [ %104, %121 ], [ %104, %118 ], [ %104, %115 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %112 ], [ %103, %109 ], [ %103, %101 ]
  %129 = phi i8* [ %105, %124 ], [ %105, %121 ], [ %105, %118 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %115 ], [ %104, %112 ], [ %104, %109 ], [ %104, %101 ]
  %130 = phi i8* [ %106, %124 ], [ %106, %121 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %118 ], [ %105, %115 ], [ %105, %112 ], [ %105, %109 ], [ %105, %101 ]
  %131 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %124 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %121 ], [ %106, %118 ], [ %106, %115 ], [ %106, %112 ], [ %106, %109 ], [ %106, %101 ]
  %132 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %124 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %121 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %118 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %115 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %112 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %109 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %101 ]
  %133 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %126, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %134 = icmp sgt i32 %133, 0
  br i1 %134, label %135, label %154

135:                                              ; preds = %125
  %136 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %127, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %137 = icmp sgt i32 %136, 0
  br i1 %137, label %138, label %154

138:                                              ; preds = %135
  %139 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %128, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %140 = icmp sgt i32 %139, 0
  br i1 %140, label %141, label %154

141:                                              ; preds = %138
  %142 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %129, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %143 = icmp sgt i32 %142, 0
  br i1 %143, label %144, label %154

144:                                              ; preds = %141
  %145 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %130, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %146 = icmp sgt i32 %145, 0
  br i1 %146, label %147, label %154

147:                                              ; preds = %144
  %148 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %131, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %149 = icmp sgt i32 %148, 0
  br i1 %149, label %150, label %154

150:                                              ; preds = %147
  %151 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %132, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %152 = icmp sgt i32 %151, 0
  br i1 %152, label %153, label %154

153:                                              ; preds = %150
  br label %154

154:                                              ; preds = %153, %150, %147, %144, %141, %138, %135, %125
  %155 = phi i8* [ %126, %153 ], [ %126, %150 ], [ %126, %147 ], [ %126, %144 ], [ %126, %141 ], [ %126, %138 ], [ %126, %135 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %125 ]
  %156 = phi i8* [ %127, %153 ], [ %127, %150 ], [ %127, %147 ], [ %127, %144 ], [ %127, %141 ], [ %127, %138 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %135 ], [ %126, %125 ]
  %157 = phi i8* [ %128, %153 ], [ %128, %150 ], [ %128, %147 ], [ %128, %144 ], [ %128, %141 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %138 ], [ %127, %135 ], [ %127, %125 ]
  %158 = phi i8* [ %129, %153 ], [ %129, %150 ], [ %129, %147 ], [ %129, %144 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %141 ], [ %128, %138 ], [ %128, %135 ], [ %128, %125 ]
  %159 = phi i8* [ %130, %153 ], [ %130, %150 ], [ %130, %147 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %144 ], [ %129, %141 ], [ %129, %138 ], [ %129, %135 ], [ %129, %125 ]
  %160 = phi i8* [ %131, %153 ], [ %131, %150 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %147 ], [ %130, %144 ], [ %130, %141 ], [ %130, %138 ], [ %130, %135 ], [ %130, %125 ]
  %161 = phi i8* [ %132, %153 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %150 ], [ %131, %147 ], [ %131, %144 ], [ %131, %141 ], [ %131, %138 ], [ %131, %135 ], [ %131, %125 ]
  %162 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %153 ], [ %132, %150 ], [ %132, %147 ], [ %132, %144 ], [ %132, %141 ], [ %132, %138 ], [ %132, %135 ], [ %132, %125 ]
  %163 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %155, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %164 = icmp sgt i32 %163, 0
  br i1 %164, label %165, label %187

165:                                              ; preds = %154
  %166 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %156, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %167 = icmp sgt i32 %166, 0
  br i1 %167, label %168, label %187

168:                                              ; preds = %165
  %169 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %157, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %170 = icmp sgt i32 %169, 0
  br i1 %170, label %171, label %187

171:                                              ; preds = %168
  %172 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %158, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %173 = icmp sgt i32 %172, 0
  br i1 %173, label %174, label %187

174:                                              ; preds = %171
  %175 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %159, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %176 = icmp sgt i32 %175, 0
  br i1 %176, label %177, label %187

177:                                              ; preds = %174
  %178 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %160, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %179 = icmp sgt i32 %178, 0
  br i1 %179, label %180, label %187

180:                                              ; preds = %177
  %181 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %161, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %182 = icmp sgt i32 %181, 0
  br i1 %182, label %183, label %187

183:                                              ; preds = %180
  %184 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %162, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %185 = icmp sgt i32 %184, 0
  br i1 %185, label %186, label %187

186:                                              ; preds = %183
  br label %187

187:                                              ; preds = %154, %165, %168, %171, %174, %177, %180, %183, %186
  %188 = phi i8* [ %155, %186 ], [ %155, %183 ], [ %155, %180 ], [ %155, %177 ], [ %155, %174 ], [ %155, %171 ], [ %155, %168 ], [ %155, %165 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %154 ]
  %189 = phi i8* [ %156, %186 ], [ %156, %183 ], [ %156, %180 ], [ %156, %177 ], [ %156, %174 ], [ %156, %171 ], [ %156, %168 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %165 ], [ %155, %154 ]
  %190 = phi i8* [ %157, %186 ], [ %157, %183 ], [ %157, %180 ], [ %157, %177 ], [ %157, %174 ], [ %157, %171 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %168 ], [ %156, %165 ], [ %156, %154 ]
  %191 = phi i8* [ %158, %186 ], [ %158, %183 ], [ %158, %180 ], [ %158, %177 ], [ %158, %174 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %171 ], [ %157, %168 ], [ %157, %165 ], [ %157, %154 ]
  %192 = phi i8* [ %159, %186 ], [ %159, %183 ], [ %159, %180 ], [ %159, %177 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %174 ], [ %158, %171 ], [ %158, %168 ], [ %158, %165 ], [ %158, %154 ]
  %193 = phi i8* [ %160, %186 ], [ %160, %183 ], [ %160, %180 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %177 ], [ %159, %174 ], [ %159, %171 ], [ %159, %168 ], [ %159, %165 ], [ %159, %154 ]
  %194 = phi i8* [ %161, %186 ], [ %161, %183 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %180 ], [ %160, %177 ], [ %160, %174 ], [ %160, %171 ], [ %160, %168 ], [ %160, %165 ], [ %160, %154 ]
  %195 = phi i8* [ %162, %186 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %183 ], [ %161, %180 ], [ %161, %177 ], [ %161, %174 ], [ %161, %171 ], [ %161, %168 ], [ %161, %165 ], [ %161, %154 ]
  %196 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %186 ], [ %162, %183 ], [ %162, %180 ], [ %162, %177 ], [ %162, %174 ], [ %162, %171 ], [ %162, %168 ], [ %162, %165 ], [ %162, %154 ]
  %197 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %196, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %198 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %195, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %194, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %200 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %193, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %201 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %192, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %202 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %191, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %203 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %190, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %204 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %189, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %205 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %188, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.26, i32 0, i32 0))
  %206 = call dereferenceable_or_null(64) i8* @calloc(i32 noundef 16, i32 noundef 4)
  %207 = bitcast i8* %206 to %struct.Entry**
  br label %340

208:                                              ; preds = %209
  switch i32 %74, label %315 [
    i32 0, label %220
    i32 1, label %238
    i32 2, label %239
    i32 3, label %240
  ]

209:                                              ; preds = %73, %209
  %210 = phi i32 [ 0, %73 ], [ %218, %209 ]
  %211 = phi i32 [ 12345, %73 ], [ %213, %209 ]
  %212 = mul i32 %211, 1103515245
  %213 = add i32 %212, 12345
  %214 = lshr i32 %213, 8
  %215 = urem i32 %214, 2000
  %216 = add nsw i32 %215, -1000
  %217 = getelementptr inbounds i32, i32* %60, i32 %210
  store i32 %216, i32* %217, align 4, !tbaa !12
  %218 = add nuw nsw i32 %210, 1
  %219 = icmp eq i32 %218, 1000
  br i1 %219, label %208, label %209, !llvm.loop !17

220:                                              ; preds = %208, %233
  %221 = phi i32 [ %236, %233 ], [ 1, %208 ]
  %222 = getelementptr inbounds i32, i32* %60, i32 %221
  %223 = load i32, i32* %222, align 4, !tbaa !12
  br label %224

224:                                              ; preds = %230, %220
  %225 = phi i32 [ %221, %220 ], [ %226, %230 ]
  %226 = add nsw i32 %225, -1
  %227 = getelementptr inbounds i32, i32* %60, i32 %226
  %228 = load i32, i32* %227, align 4, !tbaa !12
  %229 = icmp sgt i32 %228, %223
  br i1 %229, label %230, label %233

230:                                              ; preds = %224
  %231 = getelementptr inbounds i32, i32* %60, i32 %225
  store i32 %228, i32* %231, align 4, !tbaa !12
  %232 = icmp sgt i32 %225, 1
  br i1 %232, label %224, label %233, !llvm.loop !18

233:                                              ; preds = %230, %224
  %234 = phi i32 [ 0, %230 ], [ %225, %224 ]
  %235 = getelementptr inbounds i32, i32* %60, i32 %234
  store i32 %223, i32* %235, align 4, !tbaa !12
  %236 = add nuw nsw i32 %221, 1
  %237 = icmp eq i32 %236, 1000
  br i1 %237, label %315, label %220, !llvm.loop !19

238:                                              ; preds = %208
  call fastcc void @merge_sort(i32* noundef nonnull %60, i32* noundef %62, i32 noundef 1000)
  br label %315

239:                                              ; preds = %208
  call fastcc void @quick_sort(i32* noundef nonnull %60, i32 noundef 0, i32 noundef 999)
  br label %315

240:                                              ; preds = %208, %273
  %241 = phi i32 [ %274, %273 ], [ 499, %208 ]
  br label %242

242:                                              ; preds = %268, %240
  %243 = phi i32 [ %266, %268 ], [ %241, %240 ]
  %244 = shl nsw i32 %243, 1
  %245 = or i32 %244, 1
  %246 = icmp slt i32 %245, 1000
  br i1 %246, label %247, label %254

247:                                              ; preds = %242
  %248 = getelementptr inbounds i32, i32* %60, i32 %245
  %249 = load i32, i32* %248, align 4, !tbaa !12
  %250 = getelementptr inbounds i32, i32* %60, i32 %243
  %251 = load i32, i32* %250, align 4, !tbaa !12
  %252 = icmp sgt i32 %249, %251
  %253 = select i1 %252, i32 %245, i32 %243
  br label %254

254:                                              ; preds = %247, %242
  %255 = phi i32 [ %243, %242 ], [ %253, %247 ]
  %256 = add i32 %244, 2
  %257 = icmp slt i32 %256, 1000
  br i1 %257, label %258, label %265

258:                                              ; preds = %254
  %259 = getelementptr inbounds i32, i32* %60, i32 %256
  %260 = load i32, i32* %259, align 4, !tbaa !12
  %261 = getelementptr inbounds i32, i32* %60, i32 %255
  %262 = load i32, i32* %261, align 4, !tbaa !12
  %263 = icmp sgt i32 %260, %262
  %264 = select i1 %263, i32 %256, i32 %255
  br label %265

265:                                              ; preds = %258, %254
  %266 = phi i32 [ %255, %254 ], [ %264, %258 ]
  %267 = icmp eq i32 %266, %243
  br i1 %267, label %273, label %268

268:                                              ; preds = %265
  %269 = getelementptr inbounds i32, i32* %60, i32 %243
  %270 = load i32, i32* %269, align 4, !tbaa !12
  %271 = getelementptr inbounds i32, i32* %60, i32 %266
  %272 = load i32, i32* %271, align 4, !tbaa !12
  store i32 %272, i32* %269, align 4, !tbaa !12
  store i32 %270, i32* %271, align 4, !tbaa !12
  br label %242

273:                                              ; preds = %265
  %274 = add nsw i32 %241, -1
  %275 = icmp eq i32 %241, 0
  br i1 %275, label %276, label %240, !llvm.loop !20

276:                                              ; preds = %273, %312
  %277 = phi i32 [ %313, %312 ], [ 999, %273 ]
  %278 = load i32, i32* %60, align 4, !tbaa !12
  %279 = getelementptr inbounds i32, i32* %60, i32 %277
  %280 = load i32, i32* %279, align 4, !tbaa !12
  store i32 %280, i32* %60, align 4, !tbaa !12
  store i32 %278, i32* %279, align 4, !tbaa !12
  br label %281

281:                                              ; preds = %307, %276
  %282 = phi i32 [ 0, %276 ], [ %305, %307 ]
  %283 = shl nsw i32 %282, 1
  %284 = or i32 %283, 1
  %285 = icmp slt i32 %284, %277
  br i1 %285, label %286, label %293

286:                                              ; preds = %281
  %287 = getelementptr inbounds i32, i32* %60, i32 %284
  %288 = load i32, i32* %287, align 4, !tbaa !12
  %289 = getelementptr inbounds i32, i32* %60, i32 %282
  %290 = load i32, i32* %289, align 4, !tbaa !12
  %291 = icmp sgt i32 %288, %290
  %292 = select i1 %291, i32 %284, i32 %282
  br label %293

293:                                              ; preds = %286, %281
  %294 = phi i32 [ %282, %281 ], [ %292, %286 ]
  %295 = add i32 %283, 2
  %296 = icmp slt i32 %295, %277
  br i1 %296, label %297, label %304

297:                                              ; preds = %293
  %298 = getelementptr inbounds i32, i32* %60, i32 %295
  %299 = load i32, i32* %298, align 4, !tbaa !12
  %300 = getelementptr inbounds i32, i32* %60, i32 %294
  %301 = load i32, i32* %300, align 4, !tbaa !12
  %302 = icmp sgt i32 %299, %301
  %303 = select i1 %302, i32 %295, i32 %294
  br label %304

304:                                              ; preds = %297, %293
  %305 = phi i32 [ %294, %293 ], [ %303, %297 ]
  %306 = icmp eq i32 %305, %282
  br i1 %306, label %312, label %307

307:                                              ; preds = %304
  %308 = getelementptr inbounds i32, i32* %60, i32 %282
  %309 = load i32, i32* %308, align 4, !tbaa !12
  %310 = getelementptr inbounds i32, i32* %60, i32 %305
  %311 = load i32, i32* %310, align 4, !tbaa !12
  store i32 %311, i32* %308, align 4, !tbaa !12
  store i32 %309, i32* %310, align 4, !tbaa !12
  br label %281

312:                                              ; preds = %304
  %313 = add nsw i32 %277, -1
  %314 = icmp ugt i32 %277, 1
  br i1 %314, label %276, label %315, !llvm.loop !21

315:                                              ; preds = %312, %233, %208, %239, %238
  br label %316

316:                                              ; preds = %315, %329
  %317 = phi i32 [ %333, %329 ], [ 0, %315 ]
  %318 = phi i32 [ %332, %329 ], [ -2128831035, %315 ]
  %319 = icmp eq i32 %317, 0
  br i1 %319, label %320, label %322

320:                                              ; preds = %316
  %321 = load i32, i32* %60, align 4, !tbaa !12
  br label %329

322:                                              ; preds = %316
  %323 = add nsw i32 %317, -1
  %324 = getelementptr inbounds i32, i32* %60, i32 %323
  %325 = load i32, i32* %324, align 4, !tbaa !12
  %326 = getelementptr inbounds i32, i32* %60, i32 %317
  %327 = load i32, i32* %326, align 4, !tbaa !12
  %328 = icmp sgt i32 %325, %327
  br i1 %328, label %335, label %329

329:                                              ; preds = %322, %320
  %330 = phi i32 [ %321, %320 ], [ %327, %322 ]
  %331 = xor i32 %330, %318
  %332 = mul i32 %331, 16777619
  %333 = add nuw nsw i32 %317, 1
  %334 = icmp eq i32 %333, 1000
  br i1 %334, label %335, label %316, !llvm.loop !22

335:                                              ; preds = %322, %329
  %336 = phi i32 [ 0, %322 ], [ %332, %329 ]
  %337 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 %74
  store i32 %336, i32* %337, align 4, !tbaa !12
  %338 = add nuw nsw i32 %74, 1
  %339 = icmp eq i32 %338, 4
  br i1 %339, label %75, label %73, !llvm.loop !23

340:                                              ; preds = %396, %187
  %341 = phi i8* [ getelementptr inbounds ([52 x i8], [52 x i8]* @.str.27, i32 0, i32 0), %187 ], [ %397, %396 ]
  %342 = call i8* @strchr(i8* noundef nonnull %341, i32 noundef 32)
  %343 = icmp eq i8* %342, null
  br i1 %343, label %348, label %344

344:                                              ; preds = %340
  %345 = ptrtoint i8* %342 to i32
  %346 = ptrtoint i8* %341 to i32
  %347 = sub i32 %345, %346
  br label %350

348:                                              ; preds = %340
  %349 = call i32 @strlen(i8* noundef nonnull %341)
  br label %350

350:                                              ; preds = %348, %344
  %351 = phi i32 [ %347, %344 ], [ %349, %348 ]
  %352 = add i32 %351, 1
  %353 = call i8* @malloc(i32 noundef %352)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %353, i8* nonnull align 1 %341, i32 %351, i1 false)
  %354 = getelementptr inbounds i8, i8* %353, i32 %351
  store i8 0, i8* %354, align 1, !tbaa !9
  %355 = load i8, i8* %353, align 1, !tbaa !9
  %356 = icmp eq i8 %355, 0
  br i1 %356, label %367, label %357

357:                                              ; preds = %350, %357
  %358 = phi i8 [ %365, %357 ], [ %355, %350 ]
  %359 = phi i32 [ %364, %357 ], [ 5381, %350 ]
  %360 = phi i8* [ %362, %357 ], [ %353, %350 ]
  %361 = mul i32 %359, 33
  %362 = getelementptr inbounds i8, i8* %360, i32 1
  %363 = zext i8 %358 to i32
  %364 = add i32 %361, %363
  %365 = load i8, i8* %362, align 1, !tbaa !9
  %366 = icmp eq i8 %365, 0
  br i1 %366, label %367, label %357, !llvm.loop !24

367:                                              ; preds = %357, %350
  %368 = phi i32 [ 5381, %350 ], [ %364, %357 ]
  %369 = and i32 %368, 15
  %370 = getelementptr inbounds %struct.Entry*, %struct.Entry** %207, i32 %369
  %371 = load %struct.Entry*, %struct.Entry** %370, align 4, !tbaa !25
  %372 = icmp eq %struct.Entry* %371, null
  br i1 %372, label %387, label %373

373:                                              ; preds = %367, %379
  %374 = phi %struct.Entry* [ %381, %379 ], [ %371, %367 ]
  %375 = getelementptr inbounds %struct.Entry, %struct.Entry* %374, i32 0, i32 0
  %376 = load i8*, i8** %375, align 4, !tbaa !27
  %377 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %376, i8* noundef nonnull dereferenceable(1) %353)
  %378 = icmp eq i32 %377, 0
  br i1 %378, label %383, label %379

379:                                              ; preds = %373
  %380 = getelementptr inbounds %struct.Entry, %struct.Entry* %374, i32 0, i32 2
  %381 = load %struct.Entry*, %struct.Entry** %380, align 4, !tbaa !25
  %382 = icmp eq %struct.Entry* %381, null
  br i1 %382, label %387, label %373, !llvm.loop !29

383:                                              ; preds = %373
  %384 = getelementptr inbounds %struct.Entry, %struct.Entry* %374, i32 0, i32 1
  %385 = load i32, i32* %384, align 4, !tbaa !30
  %386 = add nsw i32 %385, 1
  store i32 %386, i32* %384, align 4, !tbaa !30
  call void @free(i8* noundef %353)
  br label %394

387:                                              ; preds = %379, %367
  %388 = call dereferenceable_or_null(12) i8* @malloc(i32 noundef 12)
  %389 = bitcast i8* %388 to %struct.Entry*
  %390 = getelementptr inbounds %struct.Entry, %struct.Entry* %389, i32 0, i32 0
  store i8* %353, i8** %390, align 4, !tbaa !27
  %391 = getelementptr inbounds %struct.Entry, %struct.Entry* %389, i32 0, i32 1
  store i32 1, i32* %391, align 4, !tbaa !30
  %392 = getelementptr inbounds %struct.Entry, %struct.Entry* %389, i32 0, i32 2
  store %struct.Entry* %371, %struct.Entry** %392, align 4, !tbaa !31
  %393 = bitcast %struct.Entry** %370 to i8**
  store i8* %388, i8** %393, align 4, !tbaa !25
  br label %394

394:                                              ; preds = %387, %383
  %395 = getelementptr inbounds i8, i8* %341, i32 %351
  br label %396

396:                                              ; preds = %396, %394
  %397 = phi i8* [ %395, %394 ], [ %399, %396 ]
  %398 = load i8, i8* %397, align 1, !tbaa !9
  %399 = getelementptr inbounds i8, i8* %397, i32 1
  switch i8 %398, label %340 [
    i8 32, label %396
    i8 0, label %402
  ]

400:                                              ; preds = %408
  %401 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.29, i32 0, i32 0), i32 noundef %409)
  br label %431

402:                                              ; preds = %396, %408
  %403 = phi i32 [ %410, %408 ], [ 0, %396 ]
  %404 = phi i32 [ %409, %408 ], [ 0, %396 ]
  %405 = getelementptr inbounds %struct.Entry*, %struct.Entry** %207, i32 %403
  %406 = load %struct.Entry*, %struct.Entry** %405, align 4, !tbaa !25
  %407 = icmp eq %struct.Entry* %406, null
  br i1 %407, label %408, label %412

408:                                              ; preds = %423, %402
  %409 = phi i32 [ %404, %402 ], [ %415, %423 ]
  %410 = add nuw nsw i32 %403, 1
  %411 = icmp eq i32 %410, 16
  br i1 %411, label %400, label %402, !llvm.loop !32

412:                                              ; preds = %402, %423
  %413 = phi %struct.Entry* [ %425, %423 ], [ %406, %402 ]
  %414 = phi i32 [ %415, %423 ], [ %404, %402 ]
  %415 = add nsw i32 %414, 1
  %416 = getelementptr inbounds %struct.Entry, %struct.Entry* %413, i32 0, i32 1
  %417 = load i32, i32* %416, align 4, !tbaa !30
  %418 = icmp sgt i32 %417, 1
  br i1 %418, label %419, label %423

419:                                              ; preds = %412
  %420 = getelementptr inbounds %struct.Entry, %struct.Entry* %413, i32 0, i32 0
  %421 = load i8*, i8** %420, align 4, !tbaa !27
  %422 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.28, i32 0, i32 0), i8* noundef %421, i32 noundef %417)
  br label %423

423:                                              ; preds = %412, %419
  %424 = getelementptr inbounds %struct.Entry, %struct.Entry* %413, i32 0, i32 2
  %425 = load %struct.Entry*, %struct.Entry** %424, align 4, !tbaa !25
  %426 = icmp eq %struct.Entry* %425, null
  br i1 %426, label %408, label %412, !llvm.loop !33

427:                                              ; preds = %444
  call void @free(i8* noundef %206)
  %428 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.30, i32 0, i32 0))
  %429 = call i32 @putchar(i32 noundef 33)
  %430 = call i32 @putchar(i32 noundef 10)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %63) #9
  call void @llvm.lifetime.end.p0i8(i64 11, i8* nonnull %30) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27) #9
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #9
  ret i32 19

431:                                              ; preds = %400, %444
  %432 = phi i32 [ 0, %400 ], [ %445, %444 ]
  %433 = getelementptr inbounds %struct.Entry*, %struct.Entry** %207, i32 %432
  %434 = load %struct.Entry*, %struct.Entry** %433, align 4, !tbaa !25
  %435 = icmp eq %struct.Entry* %434, null
  br i1 %435, label %444, label %436

436:                                              ; preds = %431, %436
  %437 = phi %struct.Entry* [ %439, %436 ], [ %434, %431 ]
  %438 = getelementptr inbounds %struct.Entry, %struct.Entry* %437, i32 0, i32 2
  %439 = load %struct.Entry*, %struct.Entry** %438, align 4, !tbaa !31
  %440 = getelementptr inbounds %struct.Entry, %struct.Entry* %437, i32 0, i32 0
  %441 = load i8*, i8** %440, align 4, !tbaa !27
  call void @free(i8* noundef %441)
  %442 = bitcast %struct.Entry* %437 to i8*
  call void @free(i8* noundef %442)
  %443 = icmp eq %struct.Entry* %439, null
  br i1 %443, label %444, label %436, !llvm.loop !34

444:                                              ; preds = %436, %431
  %445 = add nuw nsw i32 %432, 1
  %446 = icmp eq i32 %445, 16
  br i1 %446, label %427, label %431, !llvm.loop !35
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strrchr(i8* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind
define internal fastcc void @merge_sort(i32* noundef %0, i32* noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = icmp slt i32 %2, 2
  br i1 %4, label %62, label %5

5:                                                ; preds = %3
  %6 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(i32* noundef %0, i32* noundef %1, i32 noundef %6)
  %7 = getelementptr inbounds i32, i32* %0, i32 %6
  %8 = sub nsw i32 %2, %6
  tail call fastcc void @merge_sort(i32* noundef %7, i32* noundef %1, i32 noundef %8)
  br label %14

9:                                                ; preds = %14
  %10 = icmp ult i32 %25, %6
  br i1 %10, label %11, label %34

11:                                               ; preds = %9
  %12 = add nuw i32 %29, %6
  %13 = sub i32 %12, %25
  br label %40

14:                                               ; preds = %5, %14
  %15 = phi i32 [ %29, %14 ], [ 0, %5 ]
  %16 = phi i32 [ %27, %14 ], [ %6, %5 ]
  %17 = phi i32 [ %25, %14 ], [ 0, %5 ]
  %18 = getelementptr inbounds i32, i32* %0, i32 %17
  %19 = load i32, i32* %18, align 4, !tbaa !12
  %20 = getelementptr inbounds i32, i32* %0, i32 %16
  %21 = load i32, i32* %20, align 4, !tbaa !12
  %22 = icmp sgt i32 %19, %21
  %23 = xor i1 %22, true
  %24 = zext i1 %23 to i32
  %25 = add nuw nsw i32 %17, %24
  %26 = zext i1 %22 to i32
  %27 = add nuw nsw i32 %16, %26
  %28 = select i1 %22, i32 %21, i32 %19
  %29 = add nuw nsw i32 %15, 1
  %30 = getelementptr inbounds i32, i32* %1, i32 %15
  store i32 %28, i32* %30, align 4, !tbaa !12
  %31 = icmp ult i32 %25, %6
  %32 = icmp slt i32 %27, %2
  %33 = select i1 %31, i1 %32, i1 false
  br i1 %33, label %14, label %9, !llvm.loop !36

34:                                               ; preds = %40, %9
  %35 = phi i32 [ %29, %9 ], [ %13, %40 ]
  %36 = icmp slt i32 %27, %2
  br i1 %36, label %37, label %58

37:                                               ; preds = %34
  %38 = add i32 %35, %2
  %39 = sub i32 %38, %27
  br label %49

40:                                               ; preds = %11, %40
  %41 = phi i32 [ %46, %40 ], [ %29, %11 ]
  %42 = phi i32 [ %43, %40 ], [ %25, %11 ]
  %43 = add nuw nsw i32 %42, 1
  %44 = getelementptr inbounds i32, i32* %0, i32 %42
  %45 = load i32, i32* %44, align 4, !tbaa !12
  %46 = add i32 %41, 1
  %47 = getelementptr inbounds i32, i32* %1, i32 %41
  store i32 %45, i32* %47, align 4, !tbaa !12
  %48 = icmp eq i32 %46, %13
  br i1 %48, label %34, label %40, !llvm.loop !37

49:                                               ; preds = %37, %49
  %50 = phi i32 [ %55, %49 ], [ %35, %37 ]
  %51 = phi i32 [ %52, %49 ], [ %27, %37 ]
  %52 = add nuw nsw i32 %51, 1
  %53 = getelementptr inbounds i32, i32* %0, i32 %51
  %54 = load i32, i32* %53, align 4, !tbaa !12
  %55 = add i32 %50, 1
  %56 = getelementptr inbounds i32, i32* %1, i32 %50
  store i32 %54, i32* %56, align 4, !tbaa !12
  %57 = icmp eq i32 %55, %39
  br i1 %57, label %58, label %49, !llvm.loop !38

58:                                               ; preds = %49, %34
  %59 = bitcast i32* %0 to i8*
  %60 = bitcast i32* %1 to i8*
  %61 = shl i32 %2, 2
  tail call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %59, i8* align 4 %60, i32 %61, i1 false)
  br label %62

62:                                               ; preds = %3, %58
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quick_sort(i32* noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %50

5:                                                ; preds = %3, %46
  %6 = phi i32 [ %48, %46 ], [ %1, %3 ]
  %7 = phi i32 [ %47, %46 ], [ %2, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = getelementptr inbounds i32, i32* %0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !12
  %12 = icmp sgt i32 %6, %7
  br i1 %12, label %38, label %13

13:                                               ; preds = %5, %34
  %14 = phi i32 [ %36, %34 ], [ %7, %5 ]
  %15 = phi i32 [ %35, %34 ], [ %6, %5 ]
  br label %16

16:                                               ; preds = %16, %13
  %17 = phi i32 [ %21, %16 ], [ %15, %13 ]
  %18 = getelementptr inbounds i32, i32* %0, i32 %17
  %19 = load i32, i32* %18, align 4, !tbaa !12
  %20 = icmp slt i32 %19, %11
  %21 = add nsw i32 %17, 1
  br i1 %20, label %16, label %22, !llvm.loop !39

22:                                               ; preds = %16
  %23 = getelementptr inbounds i32, i32* %0, i32 %17
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i32 [ %29, %24 ], [ %14, %22 ]
  %26 = getelementptr inbounds i32, i32* %0, i32 %25
  %27 = load i32, i32* %26, align 4, !tbaa !12
  %28 = icmp sgt i32 %27, %11
  %29 = add nsw i32 %25, -1
  br i1 %28, label %24, label %30, !llvm.loop !40

30:                                               ; preds = %24
  %31 = icmp sgt i32 %17, %25
  br i1 %31, label %34, label %32

32:                                               ; preds = %30
  %33 = getelementptr inbounds i32, i32* %0, i32 %25
  store i32 %27, i32* %23, align 4, !tbaa !12
  store i32 %19, i32* %33, align 4, !tbaa !12
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %21, %32 ], [ %17, %30 ]
  %36 = phi i32 [ %29, %32 ], [ %25, %30 ]
  %37 = icmp sgt i32 %35, %36
  br i1 %37, label %38, label %13, !llvm.loop !41

38:                                               ; preds = %34, %5
  %39 = phi i32 [ %6, %5 ], [ %35, %34 ]
  %40 = phi i32 [ %7, %5 ], [ %36, %34 ]
  %41 = sub nsw i32 %40, %6
  %42 = sub nsw i32 %7, %39
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %38
  tail call fastcc void @quick_sort(i32* noundef nonnull %0, i32 noundef %6, i32 noundef %40)
  br label %46

45:                                               ; preds = %38
  tail call fastcc void @quick_sort(i32* noundef nonnull %0, i32 noundef %39, i32 noundef %7)
  br label %46

46:                                               ; preds = %45, %44
  %47 = phi i32 [ %7, %44 ], [ %40, %45 ]
  %48 = phi i32 [ %39, %44 ], [ %6, %45 ]
  %49 = icmp slt i32 %48, %47
  br i1 %49, label %5, label %50, !llvm.loop !42

50:                                               ; preds = %46, %3
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i32 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nofree nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15}
!25 = !{!26, !26, i64 0}
!26 = !{!"any pointer", !10, i64 0}
!27 = !{!28, !26, i64 0}
!28 = !{!"Entry", !26, i64 0, !13, i64 4, !26, i64 8}
!29 = distinct !{!29, !15}
!30 = !{!28, !13, i64 4}
!31 = !{!28, !26, i64 8}
!32 = distinct !{!32, !15}
!33 = distinct !{!33, !15}
!34 = distinct !{!34, !15}
!35 = distinct !{!35, !15}
!36 = distinct !{!36, !15}
!37 = distinct !{!37, !15}
!38 = distinct !{!38, !15}
!39 = distinct !{!39, !15}
!40 = distinct !{!40, !15}
!41 = distinct !{!41, !15}
!42 = distinct !{!42, !15}
