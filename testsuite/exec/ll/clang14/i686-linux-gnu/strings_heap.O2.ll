; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca i64, align 8
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
  store i8 0, i8* %25, align 1, !tbaa !6
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i32 0, i32 0), i8* noundef nonnull %5)
  %27 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %27) #9
  store i64 6513249, i64* %2, align 8
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
  store i32 %53, i32* %55, align 4, !tbaa !9
  %56 = icmp eq i32 %54, 1000
  br i1 %56, label %64, label %38, !llvm.loop !11

57:                                               ; preds = %64
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.16, i32 0, i32 0), i32 noundef 1000, i32 noundef %51, i64 noundef %90)
  %59 = call dereferenceable_or_null(4000) i8* @malloc(i32 noundef 4000)
  %60 = bitcast i8* %59 to i32*
  %61 = call dereferenceable_or_null(4000) i8* @malloc(i32 noundef 4000)
  %62 = bitcast i8* %61 to i32*
  %63 = bitcast [4 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %63) #9
  br label %93

64:                                               ; preds = %49, %64
  %65 = phi i64 [ %90, %64 ], [ 0, %49 ]
  %66 = phi i32 [ %91, %64 ], [ 0, %49 ]
  %67 = getelementptr inbounds i32, i32* %50, i32 %66
  %68 = load i32, i32* %67, align 4, !tbaa !9
  %69 = sext i32 %68 to i64
  %70 = add nsw i64 %65, %69
  %71 = add nuw nsw i32 %66, 1
  %72 = getelementptr inbounds i32, i32* %50, i32 %71
  %73 = load i32, i32* %72, align 4, !tbaa !9
  %74 = sext i32 %73 to i64
  %75 = add nsw i64 %70, %74
  %76 = add nuw nsw i32 %66, 2
  %77 = getelementptr inbounds i32, i32* %50, i32 %76
  %78 = load i32, i32* %77, align 4, !tbaa !9
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %75, %79
  %81 = add nuw nsw i32 %66, 3
  %82 = getelementptr inbounds i32, i32* %50, i32 %81
  %83 = load i32, i32* %82, align 4, !tbaa !9
  %84 = sext i32 %83 to i64
  %85 = add nsw i64 %80, %84
  %86 = add nuw nsw i32 %66, 4
  %87 = getelementptr inbounds i32, i32* %50, i32 %86
  %88 = load i32, i32* %87, align 4, !tbaa !9
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %85, %89
  %91 = add nuw nsw i32 %66, 5
  %92 = icmp eq i32 %91, 1000
  br i1 %92, label %57, label %64, !llvm.loop !13

93:                                               ; preds = %57, %387
  %94 = phi i32 [ 0, %57 ], [ %390, %387 ]
  br label %229

95:                                               ; preds = %387
  %96 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 0
  %97 = load i32, i32* %96, align 4, !tbaa !9
  %98 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 1
  %99 = load i32, i32* %98, align 4, !tbaa !9
  %100 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 2
  %101 = load i32, i32* %100, align 4, !tbaa !9
  %102 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 3
  %103 = load i32, i32* %102, align 4, !tbaa !9
  %104 = load i32, i32* %60, align 4, !tbaa !9
  %105 = getelementptr inbounds i32, i32* %60, i32 999
  %106 = load i32, i32* %105, align 4, !tbaa !9
  %107 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.17, i32 0, i32 0), i32 noundef %97, i32 noundef %99, i32 noundef %101, i32 noundef %103, i32 noundef %104, i32 noundef %106)
  call void @free(i8* noundef %59)
  call void @free(i8* noundef %61)
  %108 = bitcast i32* %50 to i8*
  call void @free(i8* noundef %108)
  %109 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)) #9
  %110 = icmp sgt i32 %109, 0
  br i1 %110, label %111, label %121

111:                                              ; preds = %95
  %112 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)) #9
  %113 = icmp sgt i32 %112, 0
  br i1 %113, label %114, label %121

114:                                              ; preds = %111
  %115 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)) #9
  %116 = icmp sgt i32 %115, 0
  br i1 %116, label %117, label %121

117:                                              ; preds = %114
  %118 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)) #9
  %119 = icmp sgt i32 %118, 0
  br i1 %119, label %120, label %121

120:                                              ; preds = %117
  br label %121

121:                                              ; preds = %120, %117, %114, %111, %95
  %122 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), %120 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), %117 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), %114 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), %111 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), %95 ]
  %123 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %120 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %117 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %114 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), %111 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), %95 ]
  %124 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0), %120 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0), %117 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), %114 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %111 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %95 ]
  %125 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %120 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), %117 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0), %114 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0), %111 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i32 0, i32 0), %95 ]
  %126 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), %120 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %117 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %114 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %111 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %95 ]
  %127 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %122, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)) #9
  %128 = icmp sgt i32 %127, 0
  br i1 %128, label %129, label %145

129:                                              ; preds = %121
  %130 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %123, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)) #9
  %131 = icmp sgt i32 %130, 0
  br i1 %131, label %132, label %145

132:                                              ; preds = %129
  %133 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %124, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)) #9
  %134 = icmp sgt i32 %133, 0
  br i1 %134, label %135, label %145

135:                                              ; preds = %132
  %136 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %125, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)) #9
  %137 = icmp sgt i32 %136, 0
  br i1 %137, label %138, label %145

138:                                              ; preds = %135
  %139 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %126, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)) #9
  %140 = icmp sgt i32 %139, 0
  br i1 %140, label %141, label %145

141:                                              ; preds = %138
  %142 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0)) #9
  %143 = icmp sgt i32 %142, 0
  br i1 %143, label %144, label %145

144:                                              ; preds = %141
  br label %145

145:                                              ; preds = %144, %141, %138, %135, %132, %129, %121
  %146 = phi i8* [ %122, %144 ], [ %122, %141 ], [ %122, %138 ], [ %122, %135 ], [ %122, %132 ], [ %122, %129 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %121 ]
  %147 = phi i8* [ %123, %144 ], [ %123, %141 ], [ %123, %138 ], [ %123, %135 ], [ %123, %132 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %129 ], [ %122, %121 ]
  %148 = phi i8* [ %124, %144 ], [ %124, %141 ], [ %124, %138 ], [ %124, %135 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %132 ], [ %123, %129 ], [ %123, %121 ]
  %149 = phi i8* [ %125, %144 ], [ %125, %141 ], [ %125, %138 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %135 ], [ %124, %132 ], [ %124, %129 ], [ %124, %121 ]
  %150 = phi i8* [ %126, %144 ], [ %126, %141 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %138 ], [ %125, %135 ], [ %125, %132 ], [ %125, %129 ], [ %125, %121 ]
  %151 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %144 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %141 ], [ %126, %138 ], [ %126, %135 ], [ %126, %132 ], [ %126, %129 ], [ %126, %121 ]
  %152 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), %144 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %141 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %138 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %135 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %132 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %129 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %121 ]
  %153 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %146, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %154 = icmp sgt i32 %153, 0
  br i1 %154, label %155, label %174

155:                                              ; preds = %145
  %156 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %147, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %157 = icmp sgt i32 %156, 0
  br i1 %157, label %158, label %174

158:                                              ; preds = %155
  %159 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %148, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %160 = icmp sgt i32 %159, 0
  br i1 %160, label %161, label %174

161:                                              ; preds = %158
  %162 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %149, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %163 = icmp sgt i32 %162, 0
  br i1 %163, label %164, label %174

164:                                              ; preds = %161
  %165 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %150, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %166 = icmp sgt i32 %165, 0
  br i1 %166, label %167, label %174

167:                                              ; preds = %164
  %168 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %151, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %169 = icmp sgt i32 %168, 0
  br i1 %169, label %170, label %174

170:                                              ; preds = %167
  %171 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %152, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0)) #9
  %172 = icmp sgt i32 %171, 0
  br i1 %172, label %173, label %174

173:                                              ; preds = %170
  br label %174

174:                                              ; preds = %173, %170, %167, %164, %161, %158, %155, %145
  %175 = phi i8* [ %146, %173 ], [ %146, %170 ], [ %146, %167 ], [ %146, %164 ], [ %146, %161 ], [ %146, %158 ], [ %146, %155 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %145 ]
  %176 = phi i8* [ %147, %173 ], [ %147, %170 ], [ %147, %167 ], [ %147, %164 ], [ %147, %161 ], [ %147, %158 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %155 ], [ %146, %145 ]
  %177 = phi i8* [ %148, %173 ], [ %148, %170 ], [ %148, %167 ], [ %148, %164 ], [ %148, %161 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %158 ], [ %147, %155 ], [ %147, %145 ]
  %178 = phi i8* [ %149, %173 ], [ %149, %170 ], [ %149, %167 ], [ %149, %164 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %161 ], [ %148, %158 ], [ %148, %155 ], [ %148, %145 ]
  %179 = phi i8* [ %150, %173 ], [ %150, %170 ], [ %150, %167 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %164 ], [ %149, %161 ], [ %149, %158 ], [ %149, %155 ], [ %149, %145 ]
  %180 = phi i8* [ %151, %173 ], [ %151, %170 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %167 ], [ %150, %164 ], [ %150, %161 ], [ %150, %158 ], [ %150, %155 ], [ %150, %145 ]
  %181 = phi i8* [ %152, %173 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %170 ], [ %151, %167 ], [ %151, %164 ], [ %151, %161 ], [ %151, %158 ], [ %151, %155 ], [ %151, %145 ]
  %182 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), %173 ], [ %152, %170 ], [ %152, %167 ], [ %152, %164 ], [ %152, %161 ], [ %152, %158 ], [ %152, %155 ], [ %152, %145 ]
  %183 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %175, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %184 = icmp sgt i32 %183, 0
  br i1 %184, label %185, label %207

185:                                              ; preds = %174
  %186 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %176, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %187 = icmp sgt i32 %186, 0
  br i1 %187, label %188, label %207

188:                                              ; preds = %185
  %189 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %177, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %190 = icmp sgt i32 %189, 0
  br i1 %190, label %191, label %207

191:                                              ; preds = %188
  %192 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %178, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %193 = icmp sgt i32 %192, 0
  br i1 %193, label %194, label %207

194:                                              ; preds = %191
  %195 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %179, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %196 = icmp sgt i32 %195, 0
  br i1 %196, label %197, label %207

197:                                              ; preds = %194
  %198 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %180, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %199 = icmp sgt i32 %198, 0
  br i1 %199, label %200, label %207

200:                                              ; preds = %197
  %201 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %181, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %202 = icmp sgt i32 %201, 0
  br i1 %202, label %203, label %207

203:                                              ; preds = %200
  %204 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %182, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)) #9
  %205 = icmp sgt i32 %204, 0
  br i1 %205, label %206, label %207

206:                                              ; preds = %203
  br label %207

207:                                              ; preds = %174, %185, %188, %191, %194, %197, %200, %203, %206
  %208 = phi i8* [ %175, %206 ], [ %175, %203 ], [ %175, %200 ], [ %175, %197 ], [ %175, %194 ], [ %175, %191 ], [ %175, %188 ], [ %175, %185 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %174 ]
  %209 = phi i8* [ %176, %206 ], [ %176, %203 ], [ %176, %200 ], [ %176, %197 ], [ %176, %194 ], [ %176, %191 ], [ %176, %188 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %185 ], [ %175, %174 ]
  %210 = phi i8* [ %177, %206 ], [ %177, %203 ], [ %177, %200 ], [ %177, %197 ], [ %177, %194 ], [ %177, %191 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %188 ], [ %176, %185 ], [ %176, %174 ]
  %211 = phi i8* [ %178, %206 ], [ %178, %203 ], [ %178, %200 ], [ %178, %197 ], [ %178, %194 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %191 ], [ %177, %188 ], [ %177, %185 ], [ %177, %174 ]
  %212 = phi i8* [ %179, %206 ], [ %179, %203 ], [ %179, %200 ], [ %179, %197 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %194 ], [ %178, %191 ], [ %178, %188 ], [ %178, %185 ], [ %178, %174 ]
  %213 = phi i8* [ %180, %206 ], [ %180, %203 ], [ %180, %200 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %197 ], [ %179, %194 ], [ %179, %191 ], [ %179, %188 ], [ %179, %185 ], [ %179, %174 ]
  %214 = phi i8* [ %181, %206 ], [ %181, %203 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %200 ], [ %180, %197 ], [ %180, %194 ], [ %180, %191 ], [ %180, %188 ], [ %180, %185 ], [ %180, %174 ]
  %215 = phi i8* [ %182, %206 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %203 ], [ %181, %200 ], [ %181, %197 ], [ %181, %194 ], [ %181, %191 ], [ %181, %188 ], [ %181, %185 ], [ %181, %174 ]
  %216 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), %206 ], [ %182, %203 ], [ %182, %200 ], [ %182, %197 ], [ %182, %194 ], [ %182, %191 ], [ %182, %188 ], [ %182, %185 ], [ %182, %174 ]
  %217 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %216, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %218 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %215, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %219 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %214, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %220 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %213, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %221 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %212, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %222 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %211, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %223 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %210, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %224 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %209, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i32 0, i32 0))
  %225 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* noundef %208, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.26, i32 0, i32 0))
  %226 = call dereferenceable_or_null(64) i8* @calloc(i32 noundef 16, i32 noundef 4)
  %227 = bitcast i8* %226 to %struct.Entry**
  br label %392

228:                                              ; preds = %229
  switch i32 %94, label %358 [
    i32 0, label %247
    i32 1, label %281
    i32 2, label %282
    i32 3, label %283
  ]

229:                                              ; preds = %229, %93
  %230 = phi i32 [ 0, %93 ], [ %245, %229 ]
  %231 = phi i32 [ 12345, %93 ], [ %240, %229 ]
  %232 = mul i32 %231, 1103515245
  %233 = add i32 %232, 12345
  %234 = lshr i32 %233, 8
  %235 = urem i32 %234, 2000
  %236 = add nsw i32 %235, -1000
  %237 = getelementptr inbounds i32, i32* %60, i32 %230
  store i32 %236, i32* %237, align 4, !tbaa !9
  %238 = or i32 %230, 1
  %239 = mul i32 %233, 1103515245
  %240 = add i32 %239, 12345
  %241 = lshr i32 %240, 8
  %242 = urem i32 %241, 2000
  %243 = add nsw i32 %242, -1000
  %244 = getelementptr inbounds i32, i32* %60, i32 %238
  store i32 %243, i32* %244, align 4, !tbaa !9
  %245 = add nuw nsw i32 %230, 2
  %246 = icmp eq i32 %245, 1000
  br i1 %246, label %228, label %229, !llvm.loop !14

247:                                              ; preds = %228, %277
  %248 = phi i32 [ %280, %277 ], [ 1, %228 ]
  %249 = getelementptr inbounds i32, i32* %60, i32 %248
  %250 = load i32, i32* %249, align 4, !tbaa !9
  br label %251

251:                                              ; preds = %257, %247
  %252 = phi i32 [ %248, %247 ], [ %253, %257 ]
  %253 = add nsw i32 %252, -1
  %254 = getelementptr inbounds i32, i32* %60, i32 %253
  %255 = load i32, i32* %254, align 4, !tbaa !9
  %256 = icmp sgt i32 %255, %250
  br i1 %256, label %257, label %260

257:                                              ; preds = %251
  %258 = getelementptr inbounds i32, i32* %60, i32 %252
  store i32 %255, i32* %258, align 4, !tbaa !9
  %259 = icmp sgt i32 %252, 1
  br i1 %259, label %251, label %260, !llvm.loop !15

260:                                              ; preds = %257, %251
  %261 = phi i32 [ 0, %257 ], [ %252, %251 ]
  %262 = getelementptr inbounds i32, i32* %60, i32 %261
  store i32 %250, i32* %262, align 4, !tbaa !9
  %263 = add nuw nsw i32 %248, 1
  %264 = icmp eq i32 %263, 1000
  br i1 %264, label %358, label %265, !llvm.loop !16

265:                                              ; preds = %260
  %266 = getelementptr inbounds i32, i32* %60, i32 %263
  %267 = load i32, i32* %266, align 4, !tbaa !9
  br label %268

268:                                              ; preds = %274, %265
  %269 = phi i32 [ %263, %265 ], [ %270, %274 ]
  %270 = add nsw i32 %269, -1
  %271 = getelementptr inbounds i32, i32* %60, i32 %270
  %272 = load i32, i32* %271, align 4, !tbaa !9
  %273 = icmp sgt i32 %272, %267
  br i1 %273, label %274, label %277

274:                                              ; preds = %268
  %275 = getelementptr inbounds i32, i32* %60, i32 %269
  store i32 %272, i32* %275, align 4, !tbaa !9
  %276 = icmp sgt i32 %269, 1
  br i1 %276, label %268, label %277, !llvm.loop !15

277:                                              ; preds = %274, %268
  %278 = phi i32 [ 0, %274 ], [ %269, %268 ]
  %279 = getelementptr inbounds i32, i32* %60, i32 %278
  store i32 %267, i32* %279, align 4, !tbaa !9
  %280 = add nuw nsw i32 %248, 2
  br label %247

281:                                              ; preds = %228
  call fastcc void @merge_sort(i32* noundef nonnull %60, i32* noundef %62, i32 noundef 1000)
  br label %358

282:                                              ; preds = %228
  call fastcc void @quick_sort(i32* noundef nonnull %60, i32 noundef 0, i32 noundef 999)
  br label %358

283:                                              ; preds = %228, %316
  %284 = phi i32 [ %317, %316 ], [ 499, %228 ]
  br label %285

285:                                              ; preds = %311, %283
  %286 = phi i32 [ %309, %311 ], [ %284, %283 ]
  %287 = shl nsw i32 %286, 1
  %288 = or i32 %287, 1
  %289 = icmp slt i32 %288, 1000
  br i1 %289, label %290, label %297

290:                                              ; preds = %285
  %291 = getelementptr inbounds i32, i32* %60, i32 %288
  %292 = load i32, i32* %291, align 4, !tbaa !9
  %293 = getelementptr inbounds i32, i32* %60, i32 %286
  %294 = load i32, i32* %293, align 4, !tbaa !9
  %295 = icmp sgt i32 %292, %294
  %296 = select i1 %295, i32 %288, i32 %286
  br label %297

297:                                              ; preds = %290, %285
  %298 = phi i32 [ %286, %285 ], [ %296, %290 ]
  %299 = add i32 %287, 2
  %300 = icmp slt i32 %299, 1000
  br i1 %300, label %301, label %308

301:                                              ; preds = %297
  %302 = getelementptr inbounds i32, i32* %60, i32 %299
  %303 = load i32, i32* %302, align 4, !tbaa !9
  %304 = getelementptr inbounds i32, i32* %60, i32 %298
  %305 = load i32, i32* %304, align 4, !tbaa !9
  %306 = icmp sgt i32 %303, %305
  %307 = select i1 %306, i32 %299, i32 %298
  br label %308

308:                                              ; preds = %301, %297
  %309 = phi i32 [ %298, %297 ], [ %307, %301 ]
  %310 = icmp eq i32 %309, %286
  br i1 %310, label %316, label %311

311:                                              ; preds = %308
  %312 = getelementptr inbounds i32, i32* %60, i32 %286
  %313 = load i32, i32* %312, align 4, !tbaa !9
  %314 = getelementptr inbounds i32, i32* %60, i32 %309
  %315 = load i32, i32* %314, align 4, !tbaa !9
  store i32 %315, i32* %312, align 4, !tbaa !9
  store i32 %313, i32* %314, align 4, !tbaa !9
  br label %285

316:                                              ; preds = %308
  %317 = add nsw i32 %284, -1
  %318 = icmp eq i32 %284, 0
  br i1 %318, label %319, label %283, !llvm.loop !17

319:                                              ; preds = %316, %355
  %320 = phi i32 [ %356, %355 ], [ 999, %316 ]
  %321 = load i32, i32* %60, align 4, !tbaa !9
  %322 = getelementptr inbounds i32, i32* %60, i32 %320
  %323 = load i32, i32* %322, align 4, !tbaa !9
  store i32 %323, i32* %60, align 4, !tbaa !9
  store i32 %321, i32* %322, align 4, !tbaa !9
  br label %324

324:                                              ; preds = %350, %319
  %325 = phi i32 [ 0, %319 ], [ %348, %350 ]
  %326 = shl nsw i32 %325, 1
  %327 = or i32 %326, 1
  %328 = icmp slt i32 %327, %320
  br i1 %328, label %329, label %336

329:                                              ; preds = %324
  %330 = getelementptr inbounds i32, i32* %60, i32 %327
  %331 = load i32, i32* %330, align 4, !tbaa !9
  %332 = getelementptr inbounds i32, i32* %60, i32 %325
  %333 = load i32, i32* %332, align 4, !tbaa !9
  %334 = icmp sgt i32 %331, %333
  %335 = select i1 %334, i32 %327, i32 %325
  br label %336

336:                                              ; preds = %329, %324
  %337 = phi i32 [ %325, %324 ], [ %335, %329 ]
  %338 = add i32 %326, 2
  %339 = icmp slt i32 %338, %320
  br i1 %339, label %340, label %347

340:                                              ; preds = %336
  %341 = getelementptr inbounds i32, i32* %60, i32 %338
  %342 = load i32, i32* %341, align 4, !tbaa !9
  %343 = getelementptr inbounds i32, i32* %60, i32 %337
  %344 = load i32, i32* %343, align 4, !tbaa !9
  %345 = icmp sgt i32 %342, %344
  %346 = select i1 %345, i32 %338, i32 %337
  br label %347

347:                                              ; preds = %340, %336
  %348 = phi i32 [ %337, %336 ], [ %346, %340 ]
  %349 = icmp eq i32 %348, %325
  br i1 %349, label %355, label %350

350:                                              ; preds = %347
  %351 = getelementptr inbounds i32, i32* %60, i32 %325
  %352 = load i32, i32* %351, align 4, !tbaa !9
  %353 = getelementptr inbounds i32, i32* %60, i32 %348
  %354 = load i32, i32* %353, align 4, !tbaa !9
  store i32 %354, i32* %351, align 4, !tbaa !9
  store i32 %352, i32* %353, align 4, !tbaa !9
  br label %324

355:                                              ; preds = %347
  %356 = add nsw i32 %320, -1
  %357 = icmp ugt i32 %320, 1
  br i1 %357, label %319, label %358, !llvm.loop !18

358:                                              ; preds = %355, %260, %228, %282, %281
  br label %359

359:                                              ; preds = %382, %358
  %360 = phi i32 [ 0, %358 ], [ %385, %382 ]
  %361 = phi i32 [ -2128831035, %358 ], [ %384, %382 ]
  %362 = icmp eq i32 %360, 0
  br i1 %362, label %363, label %365

363:                                              ; preds = %359
  %364 = load i32, i32* %60, align 4, !tbaa !9
  br label %372

365:                                              ; preds = %359
  %366 = add nsw i32 %360, -1
  %367 = getelementptr inbounds i32, i32* %60, i32 %366
  %368 = load i32, i32* %367, align 4, !tbaa !9
  %369 = getelementptr inbounds i32, i32* %60, i32 %360
  %370 = load i32, i32* %369, align 4, !tbaa !9
  %371 = icmp sgt i32 %368, %370
  br i1 %371, label %387, label %372

372:                                              ; preds = %365, %363
  %373 = phi i32 [ %364, %363 ], [ %370, %365 ]
  %374 = xor i32 %373, %361
  %375 = mul i32 %374, 16777619
  %376 = or i32 %360, 1
  %377 = getelementptr inbounds i32, i32* %60, i32 %360
  %378 = load i32, i32* %377, align 4, !tbaa !9
  %379 = getelementptr inbounds i32, i32* %60, i32 %376
  %380 = load i32, i32* %379, align 4, !tbaa !9
  %381 = icmp sgt i32 %378, %380
  br i1 %381, label %387, label %382

382:                                              ; preds = %372
  %383 = xor i32 %380, %375
  %384 = mul i32 %383, 16777619
  %385 = add nuw nsw i32 %360, 2
  %386 = icmp eq i32 %385, 1000
  br i1 %386, label %387, label %359, !llvm.loop !19

387:                                              ; preds = %382, %372, %365
  %388 = phi i32 [ 0, %365 ], [ 0, %372 ], [ %384, %382 ]
  %389 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 %94
  store i32 %388, i32* %389, align 4, !tbaa !9
  %390 = add nuw nsw i32 %94, 1
  %391 = icmp eq i32 %390, 4
  br i1 %391, label %95, label %93, !llvm.loop !20

392:                                              ; preds = %448, %207
  %393 = phi i8* [ getelementptr inbounds ([52 x i8], [52 x i8]* @.str.27, i32 0, i32 0), %207 ], [ %449, %448 ]
  %394 = call i8* @strchr(i8* noundef nonnull %393, i32 noundef 32)
  %395 = icmp eq i8* %394, null
  br i1 %395, label %400, label %396

396:                                              ; preds = %392
  %397 = ptrtoint i8* %394 to i32
  %398 = ptrtoint i8* %393 to i32
  %399 = sub i32 %397, %398
  br label %402

400:                                              ; preds = %392
  %401 = call i32 @strlen(i8* noundef nonnull %393)
  br label %402

402:                                              ; preds = %400, %396
  %403 = phi i32 [ %399, %396 ], [ %401, %400 ]
  %404 = add i32 %403, 1
  %405 = call i8* @malloc(i32 noundef %404)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %405, i8* nonnull align 1 %393, i32 %403, i1 false)
  %406 = getelementptr inbounds i8, i8* %405, i32 %403
  store i8 0, i8* %406, align 1, !tbaa !6
  %407 = load i8, i8* %405, align 1, !tbaa !6
  %408 = icmp eq i8 %407, 0
  br i1 %408, label %419, label %409

409:                                              ; preds = %402, %409
  %410 = phi i8 [ %417, %409 ], [ %407, %402 ]
  %411 = phi i32 [ %416, %409 ], [ 5381, %402 ]
  %412 = phi i8* [ %414, %409 ], [ %405, %402 ]
  %413 = mul i32 %411, 33
  %414 = getelementptr inbounds i8, i8* %412, i32 1
  %415 = zext i8 %410 to i32
  %416 = add i32 %413, %415
  %417 = load i8, i8* %414, align 1, !tbaa !6
  %418 = icmp eq i8 %417, 0
  br i1 %418, label %419, label %409, !llvm.loop !21

419:                                              ; preds = %409, %402
  %420 = phi i32 [ 5381, %402 ], [ %416, %409 ]
  %421 = and i32 %420, 15
  %422 = getelementptr inbounds %struct.Entry*, %struct.Entry** %227, i32 %421
  %423 = load %struct.Entry*, %struct.Entry** %422, align 4, !tbaa !22
  %424 = icmp eq %struct.Entry* %423, null
  br i1 %424, label %439, label %425

425:                                              ; preds = %419, %431
  %426 = phi %struct.Entry* [ %433, %431 ], [ %423, %419 ]
  %427 = getelementptr inbounds %struct.Entry, %struct.Entry* %426, i32 0, i32 0
  %428 = load i8*, i8** %427, align 4, !tbaa !24
  %429 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %428, i8* noundef nonnull dereferenceable(1) %405)
  %430 = icmp eq i32 %429, 0
  br i1 %430, label %435, label %431

431:                                              ; preds = %425
  %432 = getelementptr inbounds %struct.Entry, %struct.Entry* %426, i32 0, i32 2
  %433 = load %struct.Entry*, %struct.Entry** %432, align 4, !tbaa !22
  %434 = icmp eq %struct.Entry* %433, null
  br i1 %434, label %439, label %425, !llvm.loop !26

435:                                              ; preds = %425
  %436 = getelementptr inbounds %struct.Entry, %struct.Entry* %426, i32 0, i32 1
  %437 = load i32, i32* %436, align 4, !tbaa !27
  %438 = add nsw i32 %437, 1
  store i32 %438, i32* %436, align 4, !tbaa !27
  call void @free(i8* noundef %405)
  br label %446

439:                                              ; preds = %431, %419
  %440 = call dereferenceable_or_null(12) i8* @malloc(i32 noundef 12)
  %441 = bitcast i8* %440 to %struct.Entry*
  %442 = getelementptr inbounds %struct.Entry, %struct.Entry* %441, i32 0, i32 0
  store i8* %405, i8** %442, align 4, !tbaa !24
  %443 = getelementptr inbounds %struct.Entry, %struct.Entry* %441, i32 0, i32 1
  store i32 1, i32* %443, align 4, !tbaa !27
  %444 = getelementptr inbounds %struct.Entry, %struct.Entry* %441, i32 0, i32 2
  store %struct.Entry* %423, %struct.Entry** %444, align 4, !tbaa !28
  %445 = bitcast %struct.Entry** %422 to i8**
  store i8* %440, i8** %445, align 4, !tbaa !22
  br label %446

446:                                              ; preds = %439, %435
  %447 = getelementptr inbounds i8, i8* %393, i32 %403
  br label %448

448:                                              ; preds = %448, %446
  %449 = phi i8* [ %447, %446 ], [ %451, %448 ]
  %450 = load i8, i8* %449, align 1, !tbaa !6
  %451 = getelementptr inbounds i8, i8* %449, i32 1
  switch i8 %450, label %392 [
    i8 32, label %448
    i8 0, label %454
  ]

452:                                              ; preds = %460
  %453 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.29, i32 0, i32 0), i32 noundef %461)
  br label %483

454:                                              ; preds = %448, %460
  %455 = phi i32 [ %462, %460 ], [ 0, %448 ]
  %456 = phi i32 [ %461, %460 ], [ 0, %448 ]
  %457 = getelementptr inbounds %struct.Entry*, %struct.Entry** %227, i32 %455
  %458 = load %struct.Entry*, %struct.Entry** %457, align 4, !tbaa !22
  %459 = icmp eq %struct.Entry* %458, null
  br i1 %459, label %460, label %464

460:                                              ; preds = %475, %454
  %461 = phi i32 [ %456, %454 ], [ %467, %475 ]
  %462 = add nuw nsw i32 %455, 1
  %463 = icmp eq i32 %462, 16
  br i1 %463, label %452, label %454, !llvm.loop !29

464:                                              ; preds = %454, %475
  %465 = phi %struct.Entry* [ %477, %475 ], [ %458, %454 ]
  %466 = phi i32 [ %467, %475 ], [ %456, %454 ]
  %467 = add nsw i32 %466, 1
  %468 = getelementptr inbounds %struct.Entry, %struct.Entry* %465, i32 0, i32 1
  %469 = load i32, i32* %468, align 4, !tbaa !27
  %470 = icmp sgt i32 %469, 1
  br i1 %470, label %471, label %475

471:                                              ; preds = %464
  %472 = getelementptr inbounds %struct.Entry, %struct.Entry* %465, i32 0, i32 0
  %473 = load i8*, i8** %472, align 4, !tbaa !24
  %474 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.28, i32 0, i32 0), i8* noundef %473, i32 noundef %469)
  br label %475

475:                                              ; preds = %464, %471
  %476 = getelementptr inbounds %struct.Entry, %struct.Entry* %465, i32 0, i32 2
  %477 = load %struct.Entry*, %struct.Entry** %476, align 4, !tbaa !22
  %478 = icmp eq %struct.Entry* %477, null
  br i1 %478, label %460, label %464, !llvm.loop !30

479:                                              ; preds = %496
  call void @free(i8* noundef %226)
  %480 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.30, i32 0, i32 0))
  %481 = call i32 @putchar(i32 noundef 33)
  %482 = call i32 @putchar(i32 noundef 10)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %63) #9
  call void @llvm.lifetime.end.p0i8(i64 11, i8* nonnull %30) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27) #9
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #9
  ret i32 19

483:                                              ; preds = %452, %496
  %484 = phi i32 [ 0, %452 ], [ %497, %496 ]
  %485 = getelementptr inbounds %struct.Entry*, %struct.Entry** %227, i32 %484
  %486 = load %struct.Entry*, %struct.Entry** %485, align 4, !tbaa !22
  %487 = icmp eq %struct.Entry* %486, null
  br i1 %487, label %496, label %488

488:                                              ; preds = %483, %488
  %489 = phi %struct.Entry* [ %491, %488 ], [ %486, %483 ]
  %490 = getelementptr inbounds %struct.Entry, %struct.Entry* %489, i32 0, i32 2
  %491 = load %struct.Entry*, %struct.Entry** %490, align 4, !tbaa !28
  %492 = getelementptr inbounds %struct.Entry, %struct.Entry* %489, i32 0, i32 0
  %493 = load i8*, i8** %492, align 4, !tbaa !24
  call void @free(i8* noundef %493)
  %494 = bitcast %struct.Entry* %489 to i8*
  call void @free(i8* noundef %494)
  %495 = icmp eq %struct.Entry* %491, null
  br i1 %495, label %496, label %488, !llvm.loop !31

496:                                              ; preds = %488, %483
  %497 = add nuw nsw i32 %484, 1
  %498 = icmp eq i32 %497, 16
  br i1 %498, label %479, label %483, !llvm.loop !32
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

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @merge_sort(i32* noundef %0, i32* noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = icmp slt i32 %2, 2
  br i1 %4, label %132, label %5

5:                                                ; preds = %3
  %6 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(i32* noundef %0, i32* noundef %1, i32 noundef %6)
  %7 = getelementptr inbounds i32, i32* %0, i32 %6
  %8 = sub nsw i32 %2, %6
  tail call fastcc void @merge_sort(i32* noundef %7, i32* noundef %1, i32 noundef %8)
  br label %34

9:                                                ; preds = %34
  %10 = icmp ugt i32 %6, %45
  br i1 %10, label %11, label %54

11:                                               ; preds = %9
  %12 = add nuw i32 %49, %6
  %13 = sub i32 %12, %45
  %14 = sub nsw i32 %6, %45
  %15 = xor i32 %45, -1
  %16 = add nsw i32 %6, %15
  %17 = and i32 %14, 3
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %30, label %19

19:                                               ; preds = %11, %19
  %20 = phi i32 [ %26, %19 ], [ %49, %11 ]
  %21 = phi i32 [ %23, %19 ], [ %45, %11 ]
  %22 = phi i32 [ %28, %19 ], [ 0, %11 ]
  %23 = add nuw nsw i32 %21, 1
  %24 = getelementptr inbounds i32, i32* %0, i32 %21
  %25 = load i32, i32* %24, align 4, !tbaa !9
  %26 = add i32 %20, 1
  %27 = getelementptr inbounds i32, i32* %1, i32 %20
  store i32 %25, i32* %27, align 4, !tbaa !9
  %28 = add i32 %22, 1
  %29 = icmp eq i32 %28, %17
  br i1 %29, label %30, label %19, !llvm.loop !33

30:                                               ; preds = %19, %11
  %31 = phi i32 [ %49, %11 ], [ %26, %19 ]
  %32 = phi i32 [ %45, %11 ], [ %23, %19 ]
  %33 = icmp ult i32 %16, 3
  br i1 %33, label %54, label %80

34:                                               ; preds = %5, %34
  %35 = phi i32 [ %49, %34 ], [ 0, %5 ]
  %36 = phi i32 [ %47, %34 ], [ %6, %5 ]
  %37 = phi i32 [ %45, %34 ], [ 0, %5 ]
  %38 = getelementptr inbounds i32, i32* %0, i32 %37
  %39 = load i32, i32* %38, align 4, !tbaa !9
  %40 = getelementptr inbounds i32, i32* %0, i32 %36
  %41 = load i32, i32* %40, align 4, !tbaa !9
  %42 = icmp sgt i32 %39, %41
  %43 = xor i1 %42, true
  %44 = zext i1 %43 to i32
  %45 = add nuw nsw i32 %37, %44
  %46 = zext i1 %42 to i32
  %47 = add nuw nsw i32 %36, %46
  %48 = select i1 %42, i32 %41, i32 %39
  %49 = add nuw nsw i32 %35, 1
  %50 = getelementptr inbounds i32, i32* %1, i32 %35
  store i32 %48, i32* %50, align 4, !tbaa !9
  %51 = icmp ugt i32 %6, %45
  %52 = icmp slt i32 %47, %2
  %53 = select i1 %51, i1 %52, i1 false
  br i1 %53, label %34, label %9, !llvm.loop !35

54:                                               ; preds = %30, %80, %9
  %55 = phi i32 [ %49, %9 ], [ %13, %80 ], [ %13, %30 ]
  %56 = icmp slt i32 %47, %2
  br i1 %56, label %57, label %128

57:                                               ; preds = %54
  %58 = add i32 %55, %2
  %59 = sub i32 %58, %47
  %60 = sub i32 %2, %47
  %61 = xor i32 %47, -1
  %62 = add i32 %61, %2
  %63 = and i32 %60, 3
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %76, label %65

65:                                               ; preds = %57, %65
  %66 = phi i32 [ %72, %65 ], [ %55, %57 ]
  %67 = phi i32 [ %69, %65 ], [ %47, %57 ]
  %68 = phi i32 [ %74, %65 ], [ 0, %57 ]
  %69 = add nuw nsw i32 %67, 1
  %70 = getelementptr inbounds i32, i32* %0, i32 %67
  %71 = load i32, i32* %70, align 4, !tbaa !9
  %72 = add i32 %66, 1
  %73 = getelementptr inbounds i32, i32* %1, i32 %66
  store i32 %71, i32* %73, align 4, !tbaa !9
  %74 = add i32 %68, 1
  %75 = icmp eq i32 %74, %63
  br i1 %75, label %76, label %65, !llvm.loop !36

76:                                               ; preds = %65, %57
  %77 = phi i32 [ %55, %57 ], [ %72, %65 ]
  %78 = phi i32 [ %47, %57 ], [ %69, %65 ]
  %79 = icmp ult i32 %62, 3
  br i1 %79, label %128, label %104

80:                                               ; preds = %30, %80
  %81 = phi i32 [ %101, %80 ], [ %31, %30 ]
  %82 = phi i32 [ %98, %80 ], [ %32, %30 ]
  %83 = add nuw nsw i32 %82, 1
  %84 = getelementptr inbounds i32, i32* %0, i32 %82
  %85 = load i32, i32* %84, align 4, !tbaa !9
  %86 = add i32 %81, 1
  %87 = getelementptr inbounds i32, i32* %1, i32 %81
  store i32 %85, i32* %87, align 4, !tbaa !9
  %88 = add nuw nsw i32 %82, 2
  %89 = getelementptr inbounds i32, i32* %0, i32 %83
  %90 = load i32, i32* %89, align 4, !tbaa !9
  %91 = add i32 %81, 2
  %92 = getelementptr inbounds i32, i32* %1, i32 %86
  store i32 %90, i32* %92, align 4, !tbaa !9
  %93 = add nuw nsw i32 %82, 3
  %94 = getelementptr inbounds i32, i32* %0, i32 %88
  %95 = load i32, i32* %94, align 4, !tbaa !9
  %96 = add i32 %81, 3
  %97 = getelementptr inbounds i32, i32* %1, i32 %91
  store i32 %95, i32* %97, align 4, !tbaa !9
  %98 = add nuw nsw i32 %82, 4
  %99 = getelementptr inbounds i32, i32* %0, i32 %93
  %100 = load i32, i32* %99, align 4, !tbaa !9
  %101 = add i32 %81, 4
  %102 = getelementptr inbounds i32, i32* %1, i32 %96
  store i32 %100, i32* %102, align 4, !tbaa !9
  %103 = icmp eq i32 %101, %13
  br i1 %103, label %54, label %80, !llvm.loop !37

104:                                              ; preds = %76, %104
  %105 = phi i32 [ %125, %104 ], [ %77, %76 ]
  %106 = phi i32 [ %122, %104 ], [ %78, %76 ]
  %107 = add nuw nsw i32 %106, 1
  %108 = getelementptr inbounds i32, i32* %0, i32 %106
  %109 = load i32, i32* %108, align 4, !tbaa !9
  %110 = add i32 %105, 1
  %111 = getelementptr inbounds i32, i32* %1, i32 %105
  store i32 %109, i32* %111, align 4, !tbaa !9
  %112 = add nuw nsw i32 %106, 2
  %113 = getelementptr inbounds i32, i32* %0, i32 %107
  %114 = load i32, i32* %113, align 4, !tbaa !9
  %115 = add i32 %105, 2
  %116 = getelementptr inbounds i32, i32* %1, i32 %110
  store i32 %114, i32* %116, align 4, !tbaa !9
  %117 = add nuw nsw i32 %106, 3
  %118 = getelementptr inbounds i32, i32* %0, i32 %112
  %119 = load i32, i32* %118, align 4, !tbaa !9
  %120 = add i32 %105, 3
  %121 = getelementptr inbounds i32, i32* %1, i32 %115
  store i32 %119, i32* %121, align 4, !tbaa !9
  %122 = add nuw nsw i32 %106, 4
  %123 = getelementptr inbounds i32, i32* %0, i32 %117
  %124 = load i32, i32* %123, align 4, !tbaa !9
  %125 = add i32 %105, 4
  %126 = getelementptr inbounds i32, i32* %1, i32 %120
  store i32 %124, i32* %126, align 4, !tbaa !9
  %127 = icmp eq i32 %125, %59
  br i1 %127, label %128, label %104, !llvm.loop !38

128:                                              ; preds = %76, %104, %54
  %129 = bitcast i32* %0 to i8*
  %130 = bitcast i32* %1 to i8*
  %131 = shl i32 %2, 2
  tail call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %129, i8* align 4 %130, i32 %131, i1 false)
  br label %132

132:                                              ; preds = %3, %128
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @quick_sort(i32* noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %50

5:                                                ; preds = %3, %46
  %6 = phi i32 [ %48, %46 ], [ %1, %3 ]
  %7 = phi i32 [ %47, %46 ], [ %2, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = getelementptr inbounds i32, i32* %0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !9
  %12 = icmp sgt i32 %6, %7
  br i1 %12, label %38, label %13

13:                                               ; preds = %5, %34
  %14 = phi i32 [ %36, %34 ], [ %7, %5 ]
  %15 = phi i32 [ %35, %34 ], [ %6, %5 ]
  br label %16

16:                                               ; preds = %16, %13
  %17 = phi i32 [ %21, %16 ], [ %15, %13 ]
  %18 = getelementptr inbounds i32, i32* %0, i32 %17
  %19 = load i32, i32* %18, align 4, !tbaa !9
  %20 = icmp slt i32 %19, %11
  %21 = add nsw i32 %17, 1
  br i1 %20, label %16, label %22, !llvm.loop !39

22:                                               ; preds = %16
  %23 = getelementptr inbounds i32, i32* %0, i32 %17
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i32 [ %29, %24 ], [ %14, %22 ]
  %26 = getelementptr inbounds i32, i32* %0, i32 %25
  %27 = load i32, i32* %26, align 4, !tbaa !9
  %28 = icmp sgt i32 %27, %11
  %29 = add nsw i32 %25, -1
  br i1 %28, label %24, label %30, !llvm.loop !40

30:                                               ; preds = %24
  %31 = icmp sgt i32 %17, %25
  br i1 %31, label %34, label %32

32:                                               ; preds = %30
  %33 = getelementptr inbounds i32, i32* %0, i32 %25
  store i32 %27, i32* %23, align 4, !tbaa !9
  store i32 %19, i32* %33, align 4, !tbaa !9
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

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !7, i64 0}
!24 = !{!25, !23, i64 0}
!25 = !{!"Entry", !23, i64 0, !10, i64 4, !23, i64 8}
!26 = distinct !{!26, !12}
!27 = !{!25, !10, i64 4}
!28 = !{!25, !23, i64 8}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = distinct !{!35, !12}
!36 = distinct !{!36, !34}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !12}
!40 = distinct !{!40, !12}
!41 = distinct !{!41, !12}
!42 = distinct !{!42, !12}
