; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: nounwind
define hidden i32 @main() #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca i64, align 8
  %3 = alloca [11 x i8], align 1
  %4 = alloca [4 x i32], align 16
  %5 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %5) #9
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef 12, i32 noundef 0)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i32 0, i32 0), i32 noundef -1, i32 noundef 0, i32 noundef 1, i32 noundef -1, i32 noundef 1)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef 0, i32 noundef -1)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 16 dereferenceable(13) %5, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), i32 13, i1 false)
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
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 16 dereferenceable(10) %5, i8 45, i32 10, i1 false)
  %25 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 10
  store i8 0, i8* %25, align 2, !tbaa !2
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
  store i32 %53, i32* %55, align 4, !tbaa !5
  %56 = icmp eq i32 %54, 1000
  br i1 %56, label %64, label %38, !llvm.loop !7

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
  %68 = load i32, i32* %67, align 4, !tbaa !5
  %69 = sext i32 %68 to i64
  %70 = add nsw i64 %65, %69
  %71 = add nuw nsw i32 %66, 1
  %72 = getelementptr inbounds i32, i32* %50, i32 %71
  %73 = load i32, i32* %72, align 4, !tbaa !5
  %74 = sext i32 %73 to i64
  %75 = add nsw i64 %70, %74
  %76 = add nuw nsw i32 %66, 2
  %77 = getelementptr inbounds i32, i32* %50, i32 %76
  %78 = load i32, i32* %77, align 4, !tbaa !5
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %75, %79
  %81 = add nuw nsw i32 %66, 3
  %82 = getelementptr inbounds i32, i32* %50, i32 %81
  %83 = load i32, i32* %82, align 4, !tbaa !5
  %84 = sext i32 %83 to i64
  %85 = add nsw i64 %80, %84
  %86 = add nuw nsw i32 %66, 4
  %87 = getelementptr inbounds i32, i32* %50, i32 %86
  %88 = load i32, i32* %87, align 4, !tbaa !5
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %85, %89
  %91 = add nuw nsw i32 %66, 5
  %92 = icmp eq i32 %91, 1000
  br i1 %92, label %57, label %64, !llvm.loop !9

93:                                               ; preds = %57, %371
  %94 = phi i32 [ 0, %57 ], [ %374, %371 ]
  br label %229

95:                                               ; preds = %371
  %96 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 0
  %97 = load i32, i32* %96, align 16, !tbaa !5
  %98 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 1
  %99 = load i32, i32* %98, align 4, !tbaa !5
  %100 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 2
  %101 = load i32, i32* %100, align 8, !tbaa !5
  %102 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 3
  %103 = load i32, i32* %102, align 4, !tbaa !5
  %104 = load i32, i32* %60, align 4, !tbaa !5
  %105 = getelementptr inbounds i32, i32* %60, i32 999
  %106 = load i32, i32* %105, align 4, !tbaa !5
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
  br label %376

228:                                              ; preds = %229
  switch i32 %94, label %342 [
    i32 0, label %247
    i32 1, label %265
    i32 2, label %266
    i32 3, label %267
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
  store i32 %236, i32* %237, align 4, !tbaa !5
  %238 = or i32 %230, 1
  %239 = mul i32 %233, 1103515245
  %240 = add i32 %239, 12345
  %241 = lshr i32 %240, 8
  %242 = urem i32 %241, 2000
  %243 = add nsw i32 %242, -1000
  %244 = getelementptr inbounds i32, i32* %60, i32 %238
  store i32 %243, i32* %244, align 4, !tbaa !5
  %245 = add nuw nsw i32 %230, 2
  %246 = icmp eq i32 %245, 1000
  br i1 %246, label %228, label %229, !llvm.loop !10

247:                                              ; preds = %228, %260
  %248 = phi i32 [ %263, %260 ], [ 1, %228 ]
  %249 = getelementptr inbounds i32, i32* %60, i32 %248
  %250 = load i32, i32* %249, align 4, !tbaa !5
  br label %251

251:                                              ; preds = %257, %247
  %252 = phi i32 [ %248, %247 ], [ %253, %257 ]
  %253 = add nsw i32 %252, -1
  %254 = getelementptr inbounds i32, i32* %60, i32 %253
  %255 = load i32, i32* %254, align 4, !tbaa !5
  %256 = icmp sgt i32 %255, %250
  br i1 %256, label %257, label %260

257:                                              ; preds = %251
  %258 = getelementptr inbounds i32, i32* %60, i32 %252
  store i32 %255, i32* %258, align 4, !tbaa !5
  %259 = icmp sgt i32 %252, 1
  br i1 %259, label %251, label %260, !llvm.loop !11

260:                                              ; preds = %257, %251
  %261 = phi i32 [ 0, %257 ], [ %252, %251 ]
  %262 = getelementptr inbounds i32, i32* %60, i32 %261
  store i32 %250, i32* %262, align 4, !tbaa !5
  %263 = add nuw nsw i32 %248, 1
  %264 = icmp eq i32 %263, 1000
  br i1 %264, label %342, label %247, !llvm.loop !12

265:                                              ; preds = %228
  call fastcc void @merge_sort(i32* noundef nonnull %60, i32* noundef %62, i32 noundef 1000)
  br label %342

266:                                              ; preds = %228
  call fastcc void @quick_sort(i32* noundef nonnull %60, i32 noundef 0, i32 noundef 999)
  br label %342

267:                                              ; preds = %228, %300
  %268 = phi i32 [ %301, %300 ], [ 499, %228 ]
  br label %269

269:                                              ; preds = %295, %267
  %270 = phi i32 [ %293, %295 ], [ %268, %267 ]
  %271 = shl nsw i32 %270, 1
  %272 = or i32 %271, 1
  %273 = icmp slt i32 %272, 1000
  br i1 %273, label %274, label %281

274:                                              ; preds = %269
  %275 = getelementptr inbounds i32, i32* %60, i32 %272
  %276 = load i32, i32* %275, align 4, !tbaa !5
  %277 = getelementptr inbounds i32, i32* %60, i32 %270
  %278 = load i32, i32* %277, align 4, !tbaa !5
  %279 = icmp sgt i32 %276, %278
  %280 = select i1 %279, i32 %272, i32 %270
  br label %281

281:                                              ; preds = %274, %269
  %282 = phi i32 [ %270, %269 ], [ %280, %274 ]
  %283 = add i32 %271, 2
  %284 = icmp slt i32 %283, 1000
  br i1 %284, label %285, label %292

285:                                              ; preds = %281
  %286 = getelementptr inbounds i32, i32* %60, i32 %283
  %287 = load i32, i32* %286, align 4, !tbaa !5
  %288 = getelementptr inbounds i32, i32* %60, i32 %282
  %289 = load i32, i32* %288, align 4, !tbaa !5
  %290 = icmp sgt i32 %287, %289
  %291 = select i1 %290, i32 %283, i32 %282
  br label %292

292:                                              ; preds = %285, %281
  %293 = phi i32 [ %282, %281 ], [ %291, %285 ]
  %294 = icmp eq i32 %293, %270
  br i1 %294, label %300, label %295

295:                                              ; preds = %292
  %296 = getelementptr inbounds i32, i32* %60, i32 %270
  %297 = load i32, i32* %296, align 4, !tbaa !5
  %298 = getelementptr inbounds i32, i32* %60, i32 %293
  %299 = load i32, i32* %298, align 4, !tbaa !5
  store i32 %299, i32* %296, align 4, !tbaa !5
  store i32 %297, i32* %298, align 4, !tbaa !5
  br label %269

300:                                              ; preds = %292
  %301 = add nsw i32 %268, -1
  %302 = icmp eq i32 %268, 0
  br i1 %302, label %303, label %267, !llvm.loop !13

303:                                              ; preds = %300, %339
  %304 = phi i32 [ %340, %339 ], [ 999, %300 ]
  %305 = load i32, i32* %60, align 4, !tbaa !5
  %306 = getelementptr inbounds i32, i32* %60, i32 %304
  %307 = load i32, i32* %306, align 4, !tbaa !5
  store i32 %307, i32* %60, align 4, !tbaa !5
  store i32 %305, i32* %306, align 4, !tbaa !5
  br label %308

308:                                              ; preds = %334, %303
  %309 = phi i32 [ 0, %303 ], [ %332, %334 ]
  %310 = shl nsw i32 %309, 1
  %311 = or i32 %310, 1
  %312 = icmp slt i32 %311, %304
  br i1 %312, label %313, label %320

313:                                              ; preds = %308
  %314 = getelementptr inbounds i32, i32* %60, i32 %311
  %315 = load i32, i32* %314, align 4, !tbaa !5
  %316 = getelementptr inbounds i32, i32* %60, i32 %309
  %317 = load i32, i32* %316, align 4, !tbaa !5
  %318 = icmp sgt i32 %315, %317
  %319 = select i1 %318, i32 %311, i32 %309
  br label %320

320:                                              ; preds = %313, %308
  %321 = phi i32 [ %309, %308 ], [ %319, %313 ]
  %322 = add i32 %310, 2
  %323 = icmp slt i32 %322, %304
  br i1 %323, label %324, label %331

324:                                              ; preds = %320
  %325 = getelementptr inbounds i32, i32* %60, i32 %322
  %326 = load i32, i32* %325, align 4, !tbaa !5
  %327 = getelementptr inbounds i32, i32* %60, i32 %321
  %328 = load i32, i32* %327, align 4, !tbaa !5
  %329 = icmp sgt i32 %326, %328
  %330 = select i1 %329, i32 %322, i32 %321
  br label %331

331:                                              ; preds = %324, %320
  %332 = phi i32 [ %321, %320 ], [ %330, %324 ]
  %333 = icmp eq i32 %332, %309
  br i1 %333, label %339, label %334

334:                                              ; preds = %331
  %335 = getelementptr inbounds i32, i32* %60, i32 %309
  %336 = load i32, i32* %335, align 4, !tbaa !5
  %337 = getelementptr inbounds i32, i32* %60, i32 %332
  %338 = load i32, i32* %337, align 4, !tbaa !5
  store i32 %338, i32* %335, align 4, !tbaa !5
  store i32 %336, i32* %337, align 4, !tbaa !5
  br label %308

339:                                              ; preds = %331
  %340 = add nsw i32 %304, -1
  %341 = icmp ugt i32 %304, 1
  br i1 %341, label %303, label %342, !llvm.loop !14

342:                                              ; preds = %339, %260, %228, %266, %265
  br label %343

343:                                              ; preds = %366, %342
  %344 = phi i32 [ 0, %342 ], [ %369, %366 ]
  %345 = phi i32 [ -2128831035, %342 ], [ %368, %366 ]
  %346 = icmp eq i32 %344, 0
  br i1 %346, label %347, label %349

347:                                              ; preds = %343
  %348 = load i32, i32* %60, align 4, !tbaa !5
  br label %356

349:                                              ; preds = %343
  %350 = add nsw i32 %344, -1
  %351 = getelementptr inbounds i32, i32* %60, i32 %350
  %352 = load i32, i32* %351, align 4, !tbaa !5
  %353 = getelementptr inbounds i32, i32* %60, i32 %344
  %354 = load i32, i32* %353, align 4, !tbaa !5
  %355 = icmp sgt i32 %352, %354
  br i1 %355, label %371, label %356

356:                                              ; preds = %349, %347
  %357 = phi i32 [ %348, %347 ], [ %354, %349 ]
  %358 = xor i32 %357, %345
  %359 = mul i32 %358, 16777619
  %360 = or i32 %344, 1
  %361 = getelementptr inbounds i32, i32* %60, i32 %344
  %362 = load i32, i32* %361, align 4, !tbaa !5
  %363 = getelementptr inbounds i32, i32* %60, i32 %360
  %364 = load i32, i32* %363, align 4, !tbaa !5
  %365 = icmp sgt i32 %362, %364
  br i1 %365, label %371, label %366

366:                                              ; preds = %356
  %367 = xor i32 %364, %359
  %368 = mul i32 %367, 16777619
  %369 = add nuw nsw i32 %344, 2
  %370 = icmp eq i32 %369, 1000
  br i1 %370, label %371, label %343, !llvm.loop !15

371:                                              ; preds = %366, %356, %349
  %372 = phi i32 [ 0, %349 ], [ 0, %356 ], [ %368, %366 ]
  %373 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 %94
  store i32 %372, i32* %373, align 4, !tbaa !5
  %374 = add nuw nsw i32 %94, 1
  %375 = icmp eq i32 %374, 4
  br i1 %375, label %95, label %93, !llvm.loop !16

376:                                              ; preds = %432, %207
  %377 = phi i8* [ getelementptr inbounds ([52 x i8], [52 x i8]* @.str.27, i32 0, i32 0), %207 ], [ %433, %432 ]
  %378 = call i8* @strchr(i8* noundef nonnull %377, i32 noundef 32)
  %379 = icmp eq i8* %378, null
  br i1 %379, label %384, label %380

380:                                              ; preds = %376
  %381 = ptrtoint i8* %378 to i32
  %382 = ptrtoint i8* %377 to i32
  %383 = sub i32 %381, %382
  br label %386

384:                                              ; preds = %376
  %385 = call i32 @strlen(i8* noundef nonnull %377)
  br label %386

386:                                              ; preds = %384, %380
  %387 = phi i32 [ %383, %380 ], [ %385, %384 ]
  %388 = add i32 %387, 1
  %389 = call i8* @malloc(i32 noundef %388)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %389, i8* nonnull align 1 %377, i32 %387, i1 false)
  %390 = getelementptr inbounds i8, i8* %389, i32 %387
  store i8 0, i8* %390, align 1, !tbaa !2
  %391 = load i8, i8* %389, align 1, !tbaa !2
  %392 = icmp eq i8 %391, 0
  br i1 %392, label %403, label %393

393:                                              ; preds = %386, %393
  %394 = phi i8 [ %401, %393 ], [ %391, %386 ]
  %395 = phi i32 [ %400, %393 ], [ 5381, %386 ]
  %396 = phi i8* [ %398, %393 ], [ %389, %386 ]
  %397 = mul i32 %395, 33
  %398 = getelementptr inbounds i8, i8* %396, i32 1
  %399 = zext i8 %394 to i32
  %400 = add i32 %397, %399
  %401 = load i8, i8* %398, align 1, !tbaa !2
  %402 = icmp eq i8 %401, 0
  br i1 %402, label %403, label %393, !llvm.loop !17

403:                                              ; preds = %393, %386
  %404 = phi i32 [ 5381, %386 ], [ %400, %393 ]
  %405 = and i32 %404, 15
  %406 = getelementptr inbounds %struct.Entry*, %struct.Entry** %227, i32 %405
  %407 = load %struct.Entry*, %struct.Entry** %406, align 4, !tbaa !18
  %408 = icmp eq %struct.Entry* %407, null
  br i1 %408, label %423, label %409

409:                                              ; preds = %403, %415
  %410 = phi %struct.Entry* [ %417, %415 ], [ %407, %403 ]
  %411 = getelementptr inbounds %struct.Entry, %struct.Entry* %410, i32 0, i32 0
  %412 = load i8*, i8** %411, align 4, !tbaa !20
  %413 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %412, i8* noundef nonnull dereferenceable(1) %389)
  %414 = icmp eq i32 %413, 0
  br i1 %414, label %419, label %415

415:                                              ; preds = %409
  %416 = getelementptr inbounds %struct.Entry, %struct.Entry* %410, i32 0, i32 2
  %417 = load %struct.Entry*, %struct.Entry** %416, align 4, !tbaa !18
  %418 = icmp eq %struct.Entry* %417, null
  br i1 %418, label %423, label %409, !llvm.loop !22

419:                                              ; preds = %409
  %420 = getelementptr inbounds %struct.Entry, %struct.Entry* %410, i32 0, i32 1
  %421 = load i32, i32* %420, align 4, !tbaa !23
  %422 = add nsw i32 %421, 1
  store i32 %422, i32* %420, align 4, !tbaa !23
  call void @free(i8* noundef %389)
  br label %430

423:                                              ; preds = %415, %403
  %424 = call dereferenceable_or_null(12) i8* @malloc(i32 noundef 12)
  %425 = bitcast i8* %424 to %struct.Entry*
  %426 = getelementptr inbounds %struct.Entry, %struct.Entry* %425, i32 0, i32 0
  store i8* %389, i8** %426, align 4, !tbaa !20
  %427 = getelementptr inbounds %struct.Entry, %struct.Entry* %425, i32 0, i32 1
  store i32 1, i32* %427, align 4, !tbaa !23
  %428 = getelementptr inbounds %struct.Entry, %struct.Entry* %425, i32 0, i32 2
  store %struct.Entry* %407, %struct.Entry** %428, align 4, !tbaa !24
  %429 = bitcast %struct.Entry** %406 to i8**
  store i8* %424, i8** %429, align 4, !tbaa !18
  br label %430

430:                                              ; preds = %423, %419
  %431 = getelementptr inbounds i8, i8* %377, i32 %387
  br label %432

432:                                              ; preds = %432, %430
  %433 = phi i8* [ %431, %430 ], [ %435, %432 ]
  %434 = load i8, i8* %433, align 1, !tbaa !2
  %435 = getelementptr inbounds i8, i8* %433, i32 1
  switch i8 %434, label %376 [
    i8 32, label %432
    i8 0, label %438
  ]

436:                                              ; preds = %444
  %437 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.29, i32 0, i32 0), i32 noundef %445)
  br label %467

438:                                              ; preds = %432, %444
  %439 = phi i32 [ %446, %444 ], [ 0, %432 ]
  %440 = phi i32 [ %445, %444 ], [ 0, %432 ]
  %441 = getelementptr inbounds %struct.Entry*, %struct.Entry** %227, i32 %439
  %442 = load %struct.Entry*, %struct.Entry** %441, align 4, !tbaa !18
  %443 = icmp eq %struct.Entry* %442, null
  br i1 %443, label %444, label %448

444:                                              ; preds = %459, %438
  %445 = phi i32 [ %440, %438 ], [ %451, %459 ]
  %446 = add nuw nsw i32 %439, 1
  %447 = icmp eq i32 %446, 16
  br i1 %447, label %436, label %438, !llvm.loop !25

448:                                              ; preds = %438, %459
  %449 = phi %struct.Entry* [ %461, %459 ], [ %442, %438 ]
  %450 = phi i32 [ %451, %459 ], [ %440, %438 ]
  %451 = add nsw i32 %450, 1
  %452 = getelementptr inbounds %struct.Entry, %struct.Entry* %449, i32 0, i32 1
  %453 = load i32, i32* %452, align 4, !tbaa !23
  %454 = icmp sgt i32 %453, 1
  br i1 %454, label %455, label %459

455:                                              ; preds = %448
  %456 = getelementptr inbounds %struct.Entry, %struct.Entry* %449, i32 0, i32 0
  %457 = load i8*, i8** %456, align 4, !tbaa !20
  %458 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.28, i32 0, i32 0), i8* noundef %457, i32 noundef %453)
  br label %459

459:                                              ; preds = %448, %455
  %460 = getelementptr inbounds %struct.Entry, %struct.Entry* %449, i32 0, i32 2
  %461 = load %struct.Entry*, %struct.Entry** %460, align 4, !tbaa !18
  %462 = icmp eq %struct.Entry* %461, null
  br i1 %462, label %444, label %448, !llvm.loop !26

463:                                              ; preds = %480
  call void @free(i8* noundef %226)
  %464 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.30, i32 0, i32 0))
  %465 = call i32 @putchar(i32 noundef 33)
  %466 = call i32 @putchar(i32 noundef 10)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %63) #9
  call void @llvm.lifetime.end.p0i8(i64 11, i8* nonnull %30) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27) #9
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #9
  ret i32 19

467:                                              ; preds = %436, %480
  %468 = phi i32 [ 0, %436 ], [ %481, %480 ]
  %469 = getelementptr inbounds %struct.Entry*, %struct.Entry** %227, i32 %468
  %470 = load %struct.Entry*, %struct.Entry** %469, align 4, !tbaa !18
  %471 = icmp eq %struct.Entry* %470, null
  br i1 %471, label %480, label %472

472:                                              ; preds = %467, %472
  %473 = phi %struct.Entry* [ %475, %472 ], [ %470, %467 ]
  %474 = getelementptr inbounds %struct.Entry, %struct.Entry* %473, i32 0, i32 2
  %475 = load %struct.Entry*, %struct.Entry** %474, align 4, !tbaa !24
  %476 = getelementptr inbounds %struct.Entry, %struct.Entry* %473, i32 0, i32 0
  %477 = load i8*, i8** %476, align 4, !tbaa !20
  call void @free(i8* noundef %477)
  %478 = bitcast %struct.Entry* %473 to i8*
  call void @free(i8* noundef %478)
  %479 = icmp eq %struct.Entry* %475, null
  br i1 %479, label %480, label %472, !llvm.loop !27

480:                                              ; preds = %472, %467
  %481 = add nuw nsw i32 %468, 1
  %482 = icmp eq i32 %481, 16
  br i1 %482, label %463, label %467, !llvm.loop !28
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
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = add i32 %20, 1
  %27 = getelementptr inbounds i32, i32* %1, i32 %20
  store i32 %25, i32* %27, align 4, !tbaa !5
  %28 = add i32 %22, 1
  %29 = icmp eq i32 %28, %17
  br i1 %29, label %30, label %19, !llvm.loop !29

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
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = getelementptr inbounds i32, i32* %0, i32 %36
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = icmp sgt i32 %39, %41
  %43 = xor i1 %42, true
  %44 = zext i1 %43 to i32
  %45 = add nuw nsw i32 %37, %44
  %46 = zext i1 %42 to i32
  %47 = add nuw nsw i32 %36, %46
  %48 = select i1 %42, i32 %41, i32 %39
  %49 = add nuw nsw i32 %35, 1
  %50 = getelementptr inbounds i32, i32* %1, i32 %35
  store i32 %48, i32* %50, align 4, !tbaa !5
  %51 = icmp ugt i32 %6, %45
  %52 = icmp slt i32 %47, %2
  %53 = select i1 %51, i1 %52, i1 false
  br i1 %53, label %34, label %9, !llvm.loop !31

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
  %71 = load i32, i32* %70, align 4, !tbaa !5
  %72 = add i32 %66, 1
  %73 = getelementptr inbounds i32, i32* %1, i32 %66
  store i32 %71, i32* %73, align 4, !tbaa !5
  %74 = add i32 %68, 1
  %75 = icmp eq i32 %74, %63
  br i1 %75, label %76, label %65, !llvm.loop !32

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
  %85 = load i32, i32* %84, align 4, !tbaa !5
  %86 = add i32 %81, 1
  %87 = getelementptr inbounds i32, i32* %1, i32 %81
  store i32 %85, i32* %87, align 4, !tbaa !5
  %88 = add nuw nsw i32 %82, 2
  %89 = getelementptr inbounds i32, i32* %0, i32 %83
  %90 = load i32, i32* %89, align 4, !tbaa !5
  %91 = add i32 %81, 2
  %92 = getelementptr inbounds i32, i32* %1, i32 %86
  store i32 %90, i32* %92, align 4, !tbaa !5
  %93 = add nuw nsw i32 %82, 3
  %94 = getelementptr inbounds i32, i32* %0, i32 %88
  %95 = load i32, i32* %94, align 4, !tbaa !5
  %96 = add i32 %81, 3
  %97 = getelementptr inbounds i32, i32* %1, i32 %91
  store i32 %95, i32* %97, align 4, !tbaa !5
  %98 = add nuw nsw i32 %82, 4
  %99 = getelementptr inbounds i32, i32* %0, i32 %93
  %100 = load i32, i32* %99, align 4, !tbaa !5
  %101 = add i32 %81, 4
  %102 = getelementptr inbounds i32, i32* %1, i32 %96
  store i32 %100, i32* %102, align 4, !tbaa !5
  %103 = icmp eq i32 %101, %13
  br i1 %103, label %54, label %80, !llvm.loop !33

104:                                              ; preds = %76, %104
  %105 = phi i32 [ %125, %104 ], [ %77, %76 ]
  %106 = phi i32 [ %122, %104 ], [ %78, %76 ]
  %107 = add nuw nsw i32 %106, 1
  %108 = getelementptr inbounds i32, i32* %0, i32 %106
  %109 = load i32, i32* %108, align 4, !tbaa !5
  %110 = add i32 %105, 1
  %111 = getelementptr inbounds i32, i32* %1, i32 %105
  store i32 %109, i32* %111, align 4, !tbaa !5
  %112 = add nuw nsw i32 %106, 2
  %113 = getelementptr inbounds i32, i32* %0, i32 %107
  %114 = load i32, i32* %113, align 4, !tbaa !5
  %115 = add i32 %105, 2
  %116 = getelementptr inbounds i32, i32* %1, i32 %110
  store i32 %114, i32* %116, align 4, !tbaa !5
  %117 = add nuw nsw i32 %106, 3
  %118 = getelementptr inbounds i32, i32* %0, i32 %112
  %119 = load i32, i32* %118, align 4, !tbaa !5
  %120 = add i32 %105, 3
  %121 = getelementptr inbounds i32, i32* %1, i32 %115
  store i32 %119, i32* %121, align 4, !tbaa !5
  %122 = add nuw nsw i32 %106, 4
  %123 = getelementptr inbounds i32, i32* %0, i32 %117
  %124 = load i32, i32* %123, align 4, !tbaa !5
  %125 = add i32 %105, 4
  %126 = getelementptr inbounds i32, i32* %1, i32 %120
  store i32 %124, i32* %126, align 4, !tbaa !5
  %127 = icmp eq i32 %125, %59
  br i1 %127, label %128, label %104, !llvm.loop !34

128:                                              ; preds = %76, %104, %54
  %129 = bitcast i32* %0 to i8*
  %130 = bitcast i32* %1 to i8*
  %131 = shl i32 %2, 2
  tail call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %129, i8* align 4 %130, i32 %131, i1 false)
  br label %132

132:                                              ; preds = %3, %128
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quick_sort(i32* noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %47

5:                                                ; preds = %3, %43
  %6 = phi i32 [ %45, %43 ], [ %1, %3 ]
  %7 = phi i32 [ %44, %43 ], [ %2, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = getelementptr inbounds i32, i32* %0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = icmp sgt i32 %6, %7
  br i1 %12, label %35, label %13

13:                                               ; preds = %5, %31
  %14 = phi i32 [ %33, %31 ], [ %7, %5 ]
  %15 = phi i32 [ %32, %31 ], [ %6, %5 ]
  br label %16

16:                                               ; preds = %16, %13
  %17 = phi i32 [ %21, %16 ], [ %15, %13 ]
  %18 = getelementptr inbounds i32, i32* %0, i32 %17
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = icmp slt i32 %19, %11
  %21 = add nsw i32 %17, 1
  br i1 %20, label %16, label %22, !llvm.loop !35

22:                                               ; preds = %16, %22
  %23 = phi i32 [ %27, %22 ], [ %14, %16 ]
  %24 = getelementptr inbounds i32, i32* %0, i32 %23
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = icmp sgt i32 %25, %11
  %27 = add nsw i32 %23, -1
  br i1 %26, label %22, label %28, !llvm.loop !36

28:                                               ; preds = %22
  %29 = icmp sgt i32 %17, %23
  br i1 %29, label %31, label %30

30:                                               ; preds = %28
  store i32 %25, i32* %18, align 4, !tbaa !5
  store i32 %19, i32* %24, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %30, %28
  %32 = phi i32 [ %21, %30 ], [ %17, %28 ]
  %33 = phi i32 [ %27, %30 ], [ %23, %28 ]
  %34 = icmp sgt i32 %32, %33
  br i1 %34, label %35, label %13, !llvm.loop !37

35:                                               ; preds = %31, %5
  %36 = phi i32 [ %6, %5 ], [ %32, %31 ]
  %37 = phi i32 [ %7, %5 ], [ %33, %31 ]
  %38 = sub nsw i32 %37, %6
  %39 = sub nsw i32 %7, %36
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %35
  tail call fastcc void @quick_sort(i32* noundef nonnull %0, i32 noundef %6, i32 noundef %37)
  br label %43

42:                                               ; preds = %35
  tail call fastcc void @quick_sort(i32* noundef nonnull %0, i32 noundef %36, i32 noundef %7)
  br label %43

43:                                               ; preds = %42, %41
  %44 = phi i32 [ %7, %41 ], [ %37, %42 ]
  %45 = phi i32 [ %36, %41 ], [ %6, %42 ]
  %46 = icmp slt i32 %45, %44
  br i1 %46, label %5, label %47, !llvm.loop !38

47:                                               ; preds = %43, %3
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

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #8 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !3, i64 0}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !3, i64 0}
!20 = !{!21, !19, i64 0}
!21 = !{!"Entry", !19, i64 0, !6, i64 4, !19, i64 8}
!22 = distinct !{!22, !8}
!23 = !{!21, !6, i64 4}
!24 = !{!21, !19, i64 8}
!25 = distinct !{!25, !8}
!26 = distinct !{!26, !8}
!27 = distinct !{!27, !8}
!28 = distinct !{!28, !8}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !8}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !8}
!34 = distinct !{!34, !8}
!35 = distinct !{!35, !8}
!36 = distinct !{!36, !8}
!37 = distinct !{!37, !8}
!38 = distinct !{!38, !8}
