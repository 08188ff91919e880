; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %1 = alloca [64 x i8], align 16
  %2 = alloca i64, align 8
  %3 = alloca [11 x i8], align 1
  %4 = alloca [4 x i32], align 16
  %5 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %5) #10
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef 12, i64 noundef 0)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1, i32 noundef 0, i32 noundef 1, i32 noundef -1, i32 noundef 1)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef 0, i32 noundef -1)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(13) %5, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i64 13, i1 false)
  %9 = call i64 @strlen(i8* nonnull %5)
  %10 = getelementptr [64 x i8], [64 x i8]* %1, i64 0, i64 %9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(11) %10, i8* noundef nonnull align 1 dereferenceable(11) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i64 11, i1 false)
  %11 = call i64 @strlen(i8* noundef nonnull %5)
  %12 = trunc i64 %11 to i32
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %5, i32 noundef %12)
  %14 = call i8* @strchr(i8* noundef nonnull %5, i32 noundef 119)
  %15 = call i8* @strrchr(i8* noundef nonnull %5, i32 noundef 111)
  %16 = call i8* @strchr(i8* noundef nonnull %5, i32 noundef 90)
  %17 = icmp eq i8* %16, null
  %18 = zext i1 %17 to i32
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i64 0, i64 0), i8* noundef %14, i8* noundef %15, i32 noundef %18)
  %20 = call i64 @strlen(i8* nonnull %5)
  %21 = trunc i64 %20 to i32
  %22 = call i8* @strstr(i8* noundef nonnull %5, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0))
  %23 = call i8* @strstr(i8* noundef nonnull %5, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
  %24 = icmp eq i8* %23, null
  %25 = zext i1 %24 to i32
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.7, i64 0, i64 0), i32 noundef %21, i8* noundef %22, i32 noundef %25)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(10) %5, i8 45, i64 10, i1 false)
  %27 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 10
  store i8 0, i8* %27, align 2, !tbaa !4
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i8* noundef nonnull %5)
  %29 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %29) #10
  store i64 6513249, i64* %2, align 8
  %30 = call i64 @strlen(i8* noundef nonnull %29)
  %31 = trunc i64 %30 to i32
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.12, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef %31)
  %33 = getelementptr inbounds [11 x i8], [11 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 11, i8* nonnull %33) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(11) %33, i8* noundef nonnull align 1 dereferenceable(11) getelementptr inbounds ([11 x i8], [11 x i8]* @__const.main.mv, i64 0, i64 0), i64 11, i1 false)
  %34 = getelementptr inbounds [11 x i8], [11 x i8]* %3, i64 0, i64 2
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(5) %34, i8* noundef nonnull align 1 dereferenceable(5) %33, i64 5, i1 false)
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.13, i64 0, i64 0), i8* noundef nonnull %33)
  %36 = getelementptr inbounds [11 x i8], [11 x i8]* %3, i64 0, i64 3
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %33, i8* noundef nonnull align 1 dereferenceable(6) %36, i64 6, i1 false)
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i8* noundef nonnull %33)
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.15, i64 0, i64 0), i32 noundef -1, i32 noundef 0, i32 noundef 1)
  %39 = call dereferenceable_or_null(4) i8* @malloc(i64 noundef 4)
  %40 = bitcast i8* %39 to i32*
  br label %77

41:                                               ; preds = %91, %41
  %42 = phi i64 [ %66, %41 ], [ 0, %91 ]
  %43 = phi <2 x i64> [ %64, %41 ], [ zeroinitializer, %91 ]
  %44 = phi <2 x i64> [ %65, %41 ], [ zeroinitializer, %91 ]
  %45 = getelementptr inbounds i32, i32* %92, i64 %42
  %46 = bitcast i32* %45 to <2 x i32>*
  %47 = load <2 x i32>, <2 x i32>* %46, align 4, !tbaa !7
  %48 = getelementptr inbounds i32, i32* %45, i64 2
  %49 = bitcast i32* %48 to <2 x i32>*
  %50 = load <2 x i32>, <2 x i32>* %49, align 4, !tbaa !7
  %51 = sext <2 x i32> %47 to <2 x i64>
  %52 = sext <2 x i32> %50 to <2 x i64>
  %53 = add <2 x i64> %43, %51
  %54 = add <2 x i64> %44, %52
  %55 = or i64 %42, 4
  %56 = getelementptr inbounds i32, i32* %92, i64 %55
  %57 = bitcast i32* %56 to <2 x i32>*
  %58 = load <2 x i32>, <2 x i32>* %57, align 4, !tbaa !7
  %59 = getelementptr inbounds i32, i32* %56, i64 2
  %60 = bitcast i32* %59 to <2 x i32>*
  %61 = load <2 x i32>, <2 x i32>* %60, align 4, !tbaa !7
  %62 = sext <2 x i32> %58 to <2 x i64>
  %63 = sext <2 x i32> %61 to <2 x i64>
  %64 = add <2 x i64> %53, %62
  %65 = add <2 x i64> %54, %63
  %66 = add nuw nsw i64 %42, 8
  %67 = icmp eq i64 %66, 1000
  br i1 %67, label %68, label %41, !llvm.loop !9

68:                                               ; preds = %41
  %69 = add <2 x i64> %65, %64
  %70 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %69)
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.16, i64 0, i64 0), i32 noundef 1000, i32 noundef %93, i64 noundef %70)
  %72 = call dereferenceable_or_null(4000) i8* @malloc(i64 noundef 4000)
  %73 = bitcast i8* %72 to i32*
  %74 = call dereferenceable_or_null(4000) i8* @malloc(i64 noundef 4000)
  %75 = bitcast i8* %74 to i32*
  %76 = bitcast [4 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %76) #10
  br label %99

77:                                               ; preds = %0, %91
  %78 = phi i64 [ 0, %0 ], [ %96, %91 ]
  %79 = phi i32 [ 1, %0 ], [ %93, %91 ]
  %80 = phi i32* [ %40, %0 ], [ %92, %91 ]
  %81 = trunc i64 %78 to i32
  %82 = zext i32 %79 to i64
  %83 = icmp eq i64 %78, %82
  br i1 %83, label %84, label %91

84:                                               ; preds = %77
  %85 = shl nsw i32 %79, 1
  %86 = bitcast i32* %80 to i8*
  %87 = sext i32 %85 to i64
  %88 = shl nsw i64 %87, 2
  %89 = call i8* @realloc(i8* noundef %86, i64 noundef %88)
  %90 = bitcast i8* %89 to i32*
  br label %91

91:                                               ; preds = %84, %77
  %92 = phi i32* [ %90, %84 ], [ %80, %77 ]
  %93 = phi i32 [ %85, %84 ], [ %79, %77 ]
  %94 = mul nuw nsw i32 %81, 7919
  %95 = urem i32 %94, 1009
  %96 = add nuw nsw i64 %78, 1
  %97 = getelementptr inbounds i32, i32* %92, i64 %78
  store i32 %95, i32* %97, align 4, !tbaa !7
  %98 = icmp eq i64 %96, 1000
  br i1 %98, label %41, label %77, !llvm.loop !12

99:                                               ; preds = %68, %395
  %100 = phi i64 [ 0, %68 ], [ %398, %395 ]
  br label %236

101:                                              ; preds = %395
  %102 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 0
  %103 = load i32, i32* %102, align 16, !tbaa !7
  %104 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 1
  %105 = load i32, i32* %104, align 4, !tbaa !7
  %106 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 2
  %107 = load i32, i32* %106, align 8, !tbaa !7
  %108 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 3
  %109 = load i32, i32* %108, align 4, !tbaa !7
  %110 = load i32, i32* %73, align 4, !tbaa !7
  %111 = getelementptr inbounds i32, i32* %73, i64 999
  %112 = load i32, i32* %111, align 4, !tbaa !7
  %113 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.17, i64 0, i64 0), i32 noundef %103, i32 noundef %105, i32 noundef %107, i32 noundef %109, i32 noundef %110, i32 noundef %112)
  call void @free(i8* noundef %72)
  call void @free(i8* noundef %74)
  %114 = bitcast i32* %92 to i8*
  call void @free(i8* noundef %114)
  %115 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #10
  %116 = icmp sgt i32 %115, 0
  br i1 %116, label %117, label %127

117:                                              ; preds = %101
  %118 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #10
  %119 = icmp sgt i32 %118, 0
  br i1 %119, label %120, label %127

120:                                              ; preds = %117
  %121 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #10
  %122 = icmp sgt i32 %121, 0
  br i1 %122, label %123, label %127

123:                                              ; preds = %120
  %124 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #10
  %125 = icmp sgt i32 %124, 0
  br i1 %125, label %126, label %127

126:                                              ; preds = %123
  br label %127

127:                                              ; preds = %126, %123, %120, %117, %101
  %128 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %126 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %123 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %120 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %117 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %101 ]
  %129 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %126 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %123 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %120 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %117 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %101 ]
  %130 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %126 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %123 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %120 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %117 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %101 ]
  %131 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %126 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %123 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %120 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %117 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %101 ]
  %132 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %126 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %123 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %120 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %117 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %101 ]
  %133 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %128, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #10
  %134 = icmp sgt i32 %133, 0
  br i1 %134, label %135, label %151

135:                                              ; preds = %127
  %136 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %129, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #10
  %137 = icmp sgt i32 %136, 0
  br i1 %137, label %138, label %151

138:                                              ; preds = %135
  %139 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %130, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #10
  %140 = icmp sgt i32 %139, 0
  br i1 %140, label %141, label %151

141:                                              ; preds = %138
  %142 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %131, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #10
  %143 = icmp sgt i32 %142, 0
  br i1 %143, label %144, label %151

144:                                              ; preds = %141
  %145 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %132, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #10
  %146 = icmp sgt i32 %145, 0
  br i1 %146, label %147, label %151

147:                                              ; preds = %144
  %148 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #10
  %149 = icmp sgt i32 %148, 0
  br i1 %149, label %150, label %151

150:                                              ; preds = %147
  br label %151

151:                                              ; preds = %150, %147, %144, %141, %138, %135, %127
  %152 = phi i8* [ %128, %150 ], [ %128, %147 ], [ %128, %144 ], [ %128, %141 ], [ %128, %138 ], [ %128, %135 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %127 ]
  %153 = phi i8* [ %129, %150 ], [ %129, %147 ], [ %129, %144 ], [ %129, %141 ], [ %129, %138 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %135 ], [ %128, %127 ]
  %154 = phi i8* [ %130, %150 ], [ %130, %147 ], [ %130, %144 ], [ %130, %141 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %138 ], [ %129, %135 ], [ %129, %127 ]
  %155 = phi i8* [ %131, %150 ], [ %131, %147 ], [ %131, %144 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %141 ], [ %130, %138 ], [ %130, %135 ], [ %130, %127 ]
  %156 = phi i8* [ %132, %150 ], [ %132, %147 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %144 ], [ %131, %141 ], [ %131, %138 ], [ %131, %135 ], [ %131, %127 ]
  %157 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %150 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %147 ], [ %132, %144 ], [ %132, %141 ], [ %132, %138 ], [ %132, %135 ], [ %132, %127 ]
  %158 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %150 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %147 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %144 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %141 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %138 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %135 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %127 ]
  %159 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %152, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %160 = icmp sgt i32 %159, 0
  br i1 %160, label %161, label %180

161:                                              ; preds = %151
  %162 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %153, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %163 = icmp sgt i32 %162, 0
  br i1 %163, label %164, label %180

164:                                              ; preds = %161
  %165 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %154, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %166 = icmp sgt i32 %165, 0
  br i1 %166, label %167, label %180

167:                                              ; preds = %164
  %168 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %155, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %169 = icmp sgt i32 %168, 0
  br i1 %169, label %170, label %180

170:                                              ; preds = %167
  %171 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %156, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %172 = icmp sgt i32 %171, 0
  br i1 %172, label %173, label %180

173:                                              ; preds = %170
  %174 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %157, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %175 = icmp sgt i32 %174, 0
  br i1 %175, label %176, label %180

176:                                              ; preds = %173
  %177 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %158, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %178 = icmp sgt i32 %177, 0
  br i1 %178, label %179, label %180

179:                                              ; preds = %176
  br label %180

180:                                              ; preds = %179, %176, %173, %170, %167, %164, %161, %151
  %181 = phi i8* [ %152, %179 ], [ %152, %176 ], [ %152, %173 ], [ %152, %170 ], [ %152, %167 ], [ %152, %164 ], [ %152, %161 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %151 ]
  %182 = phi i8* [ %153, %179 ], [ %153, %176 ], [ %153, %173 ], [ %153, %170 ], [ %153, %167 ], [ %153, %164 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %161 ], [ %152, %151 ]
  %183 = phi i8* [ %154, %179 ], [ %154, %176 ], [ %154, %173 ], [ %154, %170 ], [ %154, %167 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %164 ], [ %153, %161 ], [ %153, %151 ]
  %184 = phi i8* [ %155, %179 ], [ %155, %176 ], [ %155, %173 ], [ %155, %170 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %167 ], [ %154, %164 ], [ %154, %161 ], [ %154, %151 ]
  %185 = phi i8* [ %156, %179 ], [ %156, %176 ], [ %156, %173 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %170 ], [ %155, %167 ], [ %155, %164 ], [ %155, %161 ], [ %155, %151 ]
  %186 = phi i8* [ %157, %179 ], [ %157, %176 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %173 ], [ %156, %170 ], [ %156, %167 ], [ %156, %164 ], [ %156, %161 ], [ %156, %151 ]
  %187 = phi i8* [ %158, %179 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %176 ], [ %157, %173 ], [ %157, %170 ], [ %157, %167 ], [ %157, %164 ], [ %157, %161 ], [ %157, %151 ]
  %188 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %179 ], [ %158, %176 ], [ %158, %173 ], [ %158, %170 ], [ %158, %167 ], [ %158, %164 ], [ %158, %161 ], [ %158, %151 ]
  %189 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %181, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %190 = icmp sgt i32 %189, 0
  br i1 %190, label %191, label %213

191:                                              ; preds = %180
  %192 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %182, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %193 = icmp sgt i32 %192, 0
  br i1 %193, label %194, label %213

194:                                              ; preds = %191
  %195 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %183, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %196 = icmp sgt i32 %195, 0
  br i1 %196, label %197, label %213

197:                                              ; preds = %194
  %198 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %184, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %199 = icmp sgt i32 %198, 0
  br i1 %199, label %200, label %213

200:                                              ; preds = %197
  %201 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %185, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %202 = icmp sgt i32 %201, 0
  br i1 %202, label %203, label %213

203:                                              ; preds = %200
  %204 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %186, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %205 = icmp sgt i32 %204, 0
  br i1 %205, label %206, label %213

206:                                              ; preds = %203
  %207 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %187, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %208 = icmp sgt i32 %207, 0
  br i1 %208, label %209, label %213

209:                                              ; preds = %206
  %210 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %188, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %211 = icmp sgt i32 %210, 0
  br i1 %211, label %212, label %213

212:                                              ; preds = %209
  br label %213

213:                                              ; preds = %180, %191, %194, %197, %200, %203, %206, %209, %212
  %214 = phi i8* [ %181, %212 ], [ %181, %209 ], [ %181, %206 ], [ %181, %203 ], [ %181, %200 ], [ %181, %197 ], [ %181, %194 ], [ %181, %191 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %180 ]
  %215 = phi i8* [ %182, %212 ], [ %182, %209 ], [ %182, %206 ], [ %182, %203 ], [ %182, %200 ], [ %182, %197 ], [ %182, %194 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %191 ], [ %181, %180 ]
  %216 = phi i8* [ %183, %212 ], [ %183, %209 ], [ %183, %206 ], [ %183, %203 ], [ %183, %200 ], [ %183, %197 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %194 ], [ %182, %191 ], [ %182, %180 ]
  %217 = phi i8* [ %184, %212 ], [ %184, %209 ], [ %184, %206 ], [ %184, %203 ], [ %184, %200 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %197 ], [ %183, %194 ], [ %183, %191 ], [ %183, %180 ]
  %218 = phi i8* [ %185, %212 ], [ %185, %209 ], [ %185, %206 ], [ %185, %203 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %200 ], [ %184, %197 ], [ %184, %194 ], [ %184, %191 ], [ %184, %180 ]
  %219 = phi i8* [ %186, %212 ], [ %186, %209 ], [ %186, %206 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %203 ], [ %185, %200 ], [ %185, %197 ], [ %185, %194 ], [ %185, %191 ], [ %185, %180 ]
  %220 = phi i8* [ %187, %212 ], [ %187, %209 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %206 ], [ %186, %203 ], [ %186, %200 ], [ %186, %197 ], [ %186, %194 ], [ %186, %191 ], [ %186, %180 ]
  %221 = phi i8* [ %188, %212 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %209 ], [ %187, %206 ], [ %187, %203 ], [ %187, %200 ], [ %187, %197 ], [ %187, %194 ], [ %187, %191 ], [ %187, %180 ]
  %222 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %212 ], [ %188, %209 ], [ %188, %206 ], [ %188, %203 ], [ %188, %200 ], [ %188, %197 ], [ %188, %194 ], [ %188, %191 ], [ %188, %180 ]
  %223 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %222, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %224 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %221, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %225 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %220, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %226 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %219, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %227 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %218, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %228 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %217, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %229 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %216, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %230 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %215, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %231 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %214, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.26, i64 0, i64 0))
  %232 = call dereferenceable_or_null(128) i8* @calloc(i64 noundef 16, i64 noundef 8)
  %233 = bitcast i8* %232 to %struct.Entry**
  br label %400

234:                                              ; preds = %236
  %235 = trunc i64 %100 to i32
  switch i32 %235, label %364 [
    i32 0, label %254
    i32 1, label %275
    i32 2, label %276
    i32 3, label %277
  ]

236:                                              ; preds = %236, %99
  %237 = phi i64 [ 0, %99 ], [ %252, %236 ]
  %238 = phi i32 [ 12345, %99 ], [ %247, %236 ]
  %239 = mul i32 %238, 1103515245
  %240 = add i32 %239, 12345
  %241 = lshr i32 %240, 8
  %242 = urem i32 %241, 2000
  %243 = add nsw i32 %242, -1000
  %244 = getelementptr inbounds i32, i32* %73, i64 %237
  store i32 %243, i32* %244, align 4, !tbaa !7
  %245 = or i64 %237, 1
  %246 = mul i32 %240, 1103515245
  %247 = add i32 %246, 12345
  %248 = lshr i32 %247, 8
  %249 = urem i32 %248, 2000
  %250 = add nsw i32 %249, -1000
  %251 = getelementptr inbounds i32, i32* %73, i64 %245
  store i32 %250, i32* %251, align 4, !tbaa !7
  %252 = add nuw nsw i64 %237, 2
  %253 = icmp eq i64 %252, 1000
  br i1 %253, label %234, label %236, !llvm.loop !13

254:                                              ; preds = %234, %268
  %255 = phi i64 [ %273, %268 ], [ 1, %234 ]
  %256 = getelementptr inbounds i32, i32* %73, i64 %255
  %257 = load i32, i32* %256, align 4, !tbaa !7
  br label %258

258:                                              ; preds = %265, %254
  %259 = phi i64 [ %255, %254 ], [ %260, %265 ]
  %260 = add nsw i64 %259, -1
  %261 = and i64 %260, 4294967295
  %262 = getelementptr inbounds i32, i32* %73, i64 %261
  %263 = load i32, i32* %262, align 4, !tbaa !7
  %264 = icmp sgt i32 %263, %257
  br i1 %264, label %265, label %268

265:                                              ; preds = %258
  %266 = getelementptr inbounds i32, i32* %73, i64 %259
  store i32 %263, i32* %266, align 4, !tbaa !7
  %267 = icmp sgt i64 %259, 1
  br i1 %267, label %258, label %268, !llvm.loop !14

268:                                              ; preds = %265, %258
  %269 = phi i64 [ 0, %265 ], [ %259, %258 ]
  %270 = shl i64 %269, 32
  %271 = ashr exact i64 %270, 32
  %272 = getelementptr inbounds i32, i32* %73, i64 %271
  store i32 %257, i32* %272, align 4, !tbaa !7
  %273 = add nuw nsw i64 %255, 1
  %274 = icmp eq i64 %273, 1000
  br i1 %274, label %364, label %254, !llvm.loop !15

275:                                              ; preds = %234
  call fastcc void @merge_sort(i32* noundef nonnull %73, i32* noundef %75, i32 noundef 1000)
  br label %364

276:                                              ; preds = %234
  call fastcc void @quick_sort(i32* noundef nonnull %73, i32 noundef 0, i32 noundef 999)
  br label %364

277:                                              ; preds = %234, %316
  %278 = phi i32 [ %317, %316 ], [ 499, %234 ]
  br label %279

279:                                              ; preds = %309, %277
  %280 = phi i32 [ %307, %309 ], [ %278, %277 ]
  %281 = shl nsw i32 %280, 1
  %282 = or i32 %281, 1
  %283 = icmp slt i32 %282, 1000
  br i1 %283, label %284, label %293

284:                                              ; preds = %279
  %285 = sext i32 %282 to i64
  %286 = getelementptr inbounds i32, i32* %73, i64 %285
  %287 = load i32, i32* %286, align 4, !tbaa !7
  %288 = sext i32 %280 to i64
  %289 = getelementptr inbounds i32, i32* %73, i64 %288
  %290 = load i32, i32* %289, align 4, !tbaa !7
  %291 = icmp sgt i32 %287, %290
  %292 = select i1 %291, i32 %282, i32 %280
  br label %293

293:                                              ; preds = %284, %279
  %294 = phi i32 [ %280, %279 ], [ %292, %284 ]
  %295 = add i32 %281, 2
  %296 = icmp slt i32 %295, 1000
  br i1 %296, label %297, label %306

297:                                              ; preds = %293
  %298 = sext i32 %295 to i64
  %299 = getelementptr inbounds i32, i32* %73, i64 %298
  %300 = load i32, i32* %299, align 4, !tbaa !7
  %301 = sext i32 %294 to i64
  %302 = getelementptr inbounds i32, i32* %73, i64 %301
  %303 = load i32, i32* %302, align 4, !tbaa !7
  %304 = icmp sgt i32 %300, %303
  %305 = select i1 %304, i32 %295, i32 %294
  br label %306

306:                                              ; preds = %297, %293
  %307 = phi i32 [ %294, %293 ], [ %305, %297 ]
  %308 = icmp eq i32 %307, %280
  br i1 %308, label %316, label %309

309:                                              ; preds = %306
  %310 = sext i32 %280 to i64
  %311 = getelementptr inbounds i32, i32* %73, i64 %310
  %312 = load i32, i32* %311, align 4, !tbaa !7
  %313 = sext i32 %307 to i64
  %314 = getelementptr inbounds i32, i32* %73, i64 %313
  %315 = load i32, i32* %314, align 4, !tbaa !7
  store i32 %315, i32* %311, align 4, !tbaa !7
  store i32 %312, i32* %314, align 4, !tbaa !7
  br label %279

316:                                              ; preds = %306
  %317 = add nsw i32 %278, -1
  %318 = icmp eq i32 %278, 0
  br i1 %318, label %319, label %277, !llvm.loop !16

319:                                              ; preds = %316, %361
  %320 = phi i64 [ %362, %361 ], [ 999, %316 ]
  %321 = load i32, i32* %73, align 4, !tbaa !7
  %322 = getelementptr inbounds i32, i32* %73, i64 %320
  %323 = load i32, i32* %322, align 4, !tbaa !7
  store i32 %323, i32* %73, align 4, !tbaa !7
  store i32 %321, i32* %322, align 4, !tbaa !7
  br label %324

324:                                              ; preds = %354, %319
  %325 = phi i32 [ 0, %319 ], [ %352, %354 ]
  %326 = shl nsw i32 %325, 1
  %327 = or i32 %326, 1
  %328 = sext i32 %327 to i64
  %329 = icmp sgt i64 %320, %328
  br i1 %329, label %330, label %338

330:                                              ; preds = %324
  %331 = getelementptr inbounds i32, i32* %73, i64 %328
  %332 = load i32, i32* %331, align 4, !tbaa !7
  %333 = sext i32 %325 to i64
  %334 = getelementptr inbounds i32, i32* %73, i64 %333
  %335 = load i32, i32* %334, align 4, !tbaa !7
  %336 = icmp sgt i32 %332, %335
  %337 = select i1 %336, i32 %327, i32 %325
  br label %338

338:                                              ; preds = %330, %324
  %339 = phi i32 [ %325, %324 ], [ %337, %330 ]
  %340 = add i32 %326, 2
  %341 = sext i32 %340 to i64
  %342 = icmp sgt i64 %320, %341
  br i1 %342, label %343, label %351

343:                                              ; preds = %338
  %344 = getelementptr inbounds i32, i32* %73, i64 %341
  %345 = load i32, i32* %344, align 4, !tbaa !7
  %346 = sext i32 %339 to i64
  %347 = getelementptr inbounds i32, i32* %73, i64 %346
  %348 = load i32, i32* %347, align 4, !tbaa !7
  %349 = icmp sgt i32 %345, %348
  %350 = select i1 %349, i32 %340, i32 %339
  br label %351

351:                                              ; preds = %343, %338
  %352 = phi i32 [ %339, %338 ], [ %350, %343 ]
  %353 = icmp eq i32 %352, %325
  br i1 %353, label %361, label %354

354:                                              ; preds = %351
  %355 = sext i32 %325 to i64
  %356 = getelementptr inbounds i32, i32* %73, i64 %355
  %357 = load i32, i32* %356, align 4, !tbaa !7
  %358 = sext i32 %352 to i64
  %359 = getelementptr inbounds i32, i32* %73, i64 %358
  %360 = load i32, i32* %359, align 4, !tbaa !7
  store i32 %360, i32* %356, align 4, !tbaa !7
  store i32 %357, i32* %359, align 4, !tbaa !7
  br label %324

361:                                              ; preds = %351
  %362 = add nsw i64 %320, -1
  %363 = icmp ugt i64 %320, 1
  br i1 %363, label %319, label %364, !llvm.loop !17

364:                                              ; preds = %361, %268, %234, %276, %275
  br label %365

365:                                              ; preds = %390, %364
  %366 = phi i64 [ 0, %364 ], [ %393, %390 ]
  %367 = phi i32 [ -2128831035, %364 ], [ %392, %390 ]
  %368 = icmp eq i64 %366, 0
  br i1 %368, label %369, label %371

369:                                              ; preds = %365
  %370 = load i32, i32* %73, align 4, !tbaa !7
  br label %379

371:                                              ; preds = %365
  %372 = add nuw nsw i64 %366, 4294967295
  %373 = and i64 %372, 4294967295
  %374 = getelementptr inbounds i32, i32* %73, i64 %373
  %375 = load i32, i32* %374, align 4, !tbaa !7
  %376 = getelementptr inbounds i32, i32* %73, i64 %366
  %377 = load i32, i32* %376, align 4, !tbaa !7
  %378 = icmp sgt i32 %375, %377
  br i1 %378, label %395, label %379

379:                                              ; preds = %371, %369
  %380 = phi i32 [ %370, %369 ], [ %377, %371 ]
  %381 = xor i32 %380, %367
  %382 = mul i32 %381, 16777619
  %383 = or i64 %366, 1
  %384 = and i64 %366, 4294967294
  %385 = getelementptr inbounds i32, i32* %73, i64 %384
  %386 = load i32, i32* %385, align 4, !tbaa !7
  %387 = getelementptr inbounds i32, i32* %73, i64 %383
  %388 = load i32, i32* %387, align 4, !tbaa !7
  %389 = icmp sgt i32 %386, %388
  br i1 %389, label %395, label %390

390:                                              ; preds = %379
  %391 = xor i32 %388, %382
  %392 = mul i32 %391, 16777619
  %393 = add nuw nsw i64 %366, 2
  %394 = icmp eq i64 %393, 1000
  br i1 %394, label %395, label %365, !llvm.loop !18

395:                                              ; preds = %390, %379, %371
  %396 = phi i32 [ 0, %371 ], [ 0, %379 ], [ %392, %390 ]
  %397 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %100
  store i32 %396, i32* %397, align 4, !tbaa !7
  %398 = add nuw nsw i64 %100, 1
  %399 = icmp eq i64 %398, 4
  br i1 %399, label %101, label %99, !llvm.loop !19

400:                                              ; preds = %457, %213
  %401 = phi i8* [ getelementptr inbounds ([52 x i8], [52 x i8]* @.str.27, i64 0, i64 0), %213 ], [ %458, %457 ]
  %402 = call i8* @strchr(i8* noundef nonnull %401, i32 noundef 32)
  %403 = icmp eq i8* %402, null
  br i1 %403, label %408, label %404

404:                                              ; preds = %400
  %405 = ptrtoint i8* %402 to i64
  %406 = ptrtoint i8* %401 to i64
  %407 = sub i64 %405, %406
  br label %410

408:                                              ; preds = %400
  %409 = call i64 @strlen(i8* noundef nonnull %401)
  br label %410

410:                                              ; preds = %408, %404
  %411 = phi i64 [ %407, %404 ], [ %409, %408 ]
  %412 = add i64 %411, 1
  %413 = call i8* @malloc(i64 noundef %412)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %413, i8* nonnull align 1 %401, i64 %411, i1 false)
  %414 = getelementptr inbounds i8, i8* %413, i64 %411
  store i8 0, i8* %414, align 1, !tbaa !4
  %415 = load i8, i8* %413, align 1, !tbaa !4
  %416 = icmp eq i8 %415, 0
  br i1 %416, label %427, label %417

417:                                              ; preds = %410, %417
  %418 = phi i8 [ %425, %417 ], [ %415, %410 ]
  %419 = phi i32 [ %424, %417 ], [ 5381, %410 ]
  %420 = phi i8* [ %422, %417 ], [ %413, %410 ]
  %421 = mul i32 %419, 33
  %422 = getelementptr inbounds i8, i8* %420, i64 1
  %423 = zext i8 %418 to i32
  %424 = add i32 %421, %423
  %425 = load i8, i8* %422, align 1, !tbaa !4
  %426 = icmp eq i8 %425, 0
  br i1 %426, label %427, label %417, !llvm.loop !20

427:                                              ; preds = %417, %410
  %428 = phi i32 [ 5381, %410 ], [ %424, %417 ]
  %429 = and i32 %428, 15
  %430 = zext i32 %429 to i64
  %431 = getelementptr inbounds %struct.Entry*, %struct.Entry** %233, i64 %430
  %432 = load %struct.Entry*, %struct.Entry** %431, align 8, !tbaa !21
  %433 = icmp eq %struct.Entry* %432, null
  br i1 %433, label %448, label %434

434:                                              ; preds = %427, %440
  %435 = phi %struct.Entry* [ %442, %440 ], [ %432, %427 ]
  %436 = getelementptr inbounds %struct.Entry, %struct.Entry* %435, i64 0, i32 0
  %437 = load i8*, i8** %436, align 8, !tbaa !23
  %438 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %437, i8* noundef nonnull dereferenceable(1) %413)
  %439 = icmp eq i32 %438, 0
  br i1 %439, label %444, label %440

440:                                              ; preds = %434
  %441 = getelementptr inbounds %struct.Entry, %struct.Entry* %435, i64 0, i32 2
  %442 = load %struct.Entry*, %struct.Entry** %441, align 8, !tbaa !21
  %443 = icmp eq %struct.Entry* %442, null
  br i1 %443, label %448, label %434, !llvm.loop !25

444:                                              ; preds = %434
  %445 = getelementptr inbounds %struct.Entry, %struct.Entry* %435, i64 0, i32 1
  %446 = load i32, i32* %445, align 8, !tbaa !26
  %447 = add nsw i32 %446, 1
  store i32 %447, i32* %445, align 8, !tbaa !26
  call void @free(i8* noundef %413)
  br label %455

448:                                              ; preds = %440, %427
  %449 = call dereferenceable_or_null(24) i8* @malloc(i64 noundef 24)
  %450 = bitcast i8* %449 to %struct.Entry*
  %451 = getelementptr inbounds %struct.Entry, %struct.Entry* %450, i64 0, i32 0
  store i8* %413, i8** %451, align 8, !tbaa !23
  %452 = getelementptr inbounds %struct.Entry, %struct.Entry* %450, i64 0, i32 1
  store i32 1, i32* %452, align 8, !tbaa !26
  %453 = getelementptr inbounds %struct.Entry, %struct.Entry* %450, i64 0, i32 2
  store %struct.Entry* %432, %struct.Entry** %453, align 8, !tbaa !27
  %454 = bitcast %struct.Entry** %431 to i8**
  store i8* %449, i8** %454, align 8, !tbaa !21
  br label %455

455:                                              ; preds = %448, %444
  %456 = getelementptr inbounds i8, i8* %401, i64 %411
  br label %457

457:                                              ; preds = %457, %455
  %458 = phi i8* [ %456, %455 ], [ %460, %457 ]
  %459 = load i8, i8* %458, align 1, !tbaa !4
  %460 = getelementptr inbounds i8, i8* %458, i64 1
  switch i8 %459, label %400 [
    i8 32, label %457
    i8 0, label %463
  ]

461:                                              ; preds = %469
  %462 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.29, i64 0, i64 0), i32 noundef %470)
  br label %492

463:                                              ; preds = %457, %469
  %464 = phi i64 [ %471, %469 ], [ 0, %457 ]
  %465 = phi i32 [ %470, %469 ], [ 0, %457 ]
  %466 = getelementptr inbounds %struct.Entry*, %struct.Entry** %233, i64 %464
  %467 = load %struct.Entry*, %struct.Entry** %466, align 8, !tbaa !21
  %468 = icmp eq %struct.Entry* %467, null
  br i1 %468, label %469, label %473

469:                                              ; preds = %484, %463
  %470 = phi i32 [ %465, %463 ], [ %476, %484 ]
  %471 = add nuw nsw i64 %464, 1
  %472 = icmp eq i64 %471, 16
  br i1 %472, label %461, label %463, !llvm.loop !28

473:                                              ; preds = %463, %484
  %474 = phi %struct.Entry* [ %486, %484 ], [ %467, %463 ]
  %475 = phi i32 [ %476, %484 ], [ %465, %463 ]
  %476 = add nsw i32 %475, 1
  %477 = getelementptr inbounds %struct.Entry, %struct.Entry* %474, i64 0, i32 1
  %478 = load i32, i32* %477, align 8, !tbaa !26
  %479 = icmp sgt i32 %478, 1
  br i1 %479, label %480, label %484

480:                                              ; preds = %473
  %481 = getelementptr inbounds %struct.Entry, %struct.Entry* %474, i64 0, i32 0
  %482 = load i8*, i8** %481, align 8, !tbaa !23
  %483 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.28, i64 0, i64 0), i8* noundef %482, i32 noundef %478)
  br label %484

484:                                              ; preds = %473, %480
  %485 = getelementptr inbounds %struct.Entry, %struct.Entry* %474, i64 0, i32 2
  %486 = load %struct.Entry*, %struct.Entry** %485, align 8, !tbaa !21
  %487 = icmp eq %struct.Entry* %486, null
  br i1 %487, label %469, label %473, !llvm.loop !29

488:                                              ; preds = %505
  call void @free(i8* noundef %232)
  %489 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.30, i64 0, i64 0))
  %490 = call i32 @putchar(i32 noundef 33)
  %491 = call i32 @putchar(i32 noundef 10)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %76) #10
  call void @llvm.lifetime.end.p0i8(i64 11, i8* nonnull %33) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #10
  ret i32 19

492:                                              ; preds = %461, %505
  %493 = phi i64 [ 0, %461 ], [ %506, %505 ]
  %494 = getelementptr inbounds %struct.Entry*, %struct.Entry** %233, i64 %493
  %495 = load %struct.Entry*, %struct.Entry** %494, align 8, !tbaa !21
  %496 = icmp eq %struct.Entry* %495, null
  br i1 %496, label %505, label %497

497:                                              ; preds = %492, %497
  %498 = phi %struct.Entry* [ %500, %497 ], [ %495, %492 ]
  %499 = getelementptr inbounds %struct.Entry, %struct.Entry* %498, i64 0, i32 2
  %500 = load %struct.Entry*, %struct.Entry** %499, align 8, !tbaa !27
  %501 = getelementptr inbounds %struct.Entry, %struct.Entry* %498, i64 0, i32 0
  %502 = load i8*, i8** %501, align 8, !tbaa !23
  call void @free(i8* noundef %502)
  %503 = bitcast %struct.Entry* %498 to i8*
  call void @free(i8* noundef %503)
  %504 = icmp eq %struct.Entry* %500, null
  br i1 %504, label %505, label %497, !llvm.loop !30

505:                                              ; preds = %497, %492
  %506 = add nuw nsw i64 %493, 1
  %507 = icmp eq i64 %506, 16
  br i1 %507, label %488, label %492, !llvm.loop !31
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare dso_local i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare dso_local i8* @strchr(i8* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare dso_local i8* @strrchr(i8* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare dso_local i8* @strstr(i8* noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @merge_sort(i32* noundef %0, i32* noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = icmp slt i32 %2, 2
  br i1 %4, label %261, label %5

5:                                                ; preds = %3
  %6 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(i32* noundef %0, i32* noundef %1, i32 noundef %6)
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i32, i32* %0, i64 %7
  %9 = sub nsw i32 %2, %6
  tail call fastcc void @merge_sort(i32* noundef %8, i32* noundef %1, i32 noundef %9)
  br label %111

10:                                               ; preds = %111
  %11 = icmp ult i32 %124, %6
  br i1 %11, label %12, label %133

12:                                               ; preds = %10
  %13 = and i64 %128, 4294967295
  %14 = zext i32 %124 to i64
  %15 = sub nsw i64 %7, %14
  %16 = icmp ult i64 %15, 8
  br i1 %16, label %87, label %17

17:                                               ; preds = %12
  %18 = getelementptr i32, i32* %1, i64 %13
  %19 = add nuw nsw i64 %13, %7
  %20 = sub nsw i64 %19, %14
  %21 = getelementptr i32, i32* %1, i64 %20
  %22 = getelementptr i32, i32* %0, i64 %14
  %23 = getelementptr i32, i32* %0, i64 %7
  %24 = icmp ult i32* %18, %23
  %25 = icmp ult i32* %22, %21
  %26 = and i1 %24, %25
  br i1 %26, label %87, label %27

27:                                               ; preds = %17
  %28 = and i64 %15, -8
  %29 = add nsw i64 %28, %14
  %30 = add nsw i64 %13, %28
  %31 = add nsw i64 %28, -8
  %32 = lshr exact i64 %31, 3
  %33 = add nuw nsw i64 %32, 1
  %34 = and i64 %33, 1
  %35 = icmp eq i64 %31, 0
  br i1 %35, label %69, label %36

36:                                               ; preds = %27
  %37 = and i64 %33, 4611686018427387902
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %66, %38 ]
  %40 = phi i64 [ 0, %36 ], [ %67, %38 ]
  %41 = add i64 %39, %14
  %42 = add i64 %13, %39
  %43 = getelementptr inbounds i32, i32* %0, i64 %41
  %44 = bitcast i32* %43 to <4 x i32>*
  %45 = load <4 x i32>, <4 x i32>* %44, align 4, !tbaa !7, !alias.scope !32
  %46 = getelementptr inbounds i32, i32* %43, i64 4
  %47 = bitcast i32* %46 to <4 x i32>*
  %48 = load <4 x i32>, <4 x i32>* %47, align 4, !tbaa !7, !alias.scope !32
  %49 = getelementptr inbounds i32, i32* %1, i64 %42
  %50 = bitcast i32* %49 to <4 x i32>*
  store <4 x i32> %45, <4 x i32>* %50, align 4, !tbaa !7, !alias.scope !35, !noalias !32
  %51 = getelementptr inbounds i32, i32* %49, i64 4
  %52 = bitcast i32* %51 to <4 x i32>*
  store <4 x i32> %48, <4 x i32>* %52, align 4, !tbaa !7, !alias.scope !35, !noalias !32
  %53 = or i64 %39, 8
  %54 = add i64 %53, %14
  %55 = add i64 %13, %53
  %56 = getelementptr inbounds i32, i32* %0, i64 %54
  %57 = bitcast i32* %56 to <4 x i32>*
  %58 = load <4 x i32>, <4 x i32>* %57, align 4, !tbaa !7, !alias.scope !32
  %59 = getelementptr inbounds i32, i32* %56, i64 4
  %60 = bitcast i32* %59 to <4 x i32>*
  %61 = load <4 x i32>, <4 x i32>* %60, align 4, !tbaa !7, !alias.scope !32
  %62 = getelementptr inbounds i32, i32* %1, i64 %55
  %63 = bitcast i32* %62 to <4 x i32>*
  store <4 x i32> %58, <4 x i32>* %63, align 4, !tbaa !7, !alias.scope !35, !noalias !32
  %64 = getelementptr inbounds i32, i32* %62, i64 4
  %65 = bitcast i32* %64 to <4 x i32>*
  store <4 x i32> %61, <4 x i32>* %65, align 4, !tbaa !7, !alias.scope !35, !noalias !32
  %66 = add nuw i64 %39, 16
  %67 = add i64 %40, 2
  %68 = icmp eq i64 %67, %37
  br i1 %68, label %69, label %38, !llvm.loop !37

69:                                               ; preds = %38, %27
  %70 = phi i64 [ 0, %27 ], [ %66, %38 ]
  %71 = icmp eq i64 %34, 0
  br i1 %71, label %85, label %72

72:                                               ; preds = %69
  %73 = add i64 %70, %14
  %74 = add i64 %13, %70
  %75 = getelementptr inbounds i32, i32* %0, i64 %73
  %76 = bitcast i32* %75 to <4 x i32>*
  %77 = load <4 x i32>, <4 x i32>* %76, align 4, !tbaa !7, !alias.scope !32
  %78 = getelementptr inbounds i32, i32* %75, i64 4
  %79 = bitcast i32* %78 to <4 x i32>*
  %80 = load <4 x i32>, <4 x i32>* %79, align 4, !tbaa !7, !alias.scope !32
  %81 = getelementptr inbounds i32, i32* %1, i64 %74
  %82 = bitcast i32* %81 to <4 x i32>*
  store <4 x i32> %77, <4 x i32>* %82, align 4, !tbaa !7, !alias.scope !35, !noalias !32
  %83 = getelementptr inbounds i32, i32* %81, i64 4
  %84 = bitcast i32* %83 to <4 x i32>*
  store <4 x i32> %80, <4 x i32>* %84, align 4, !tbaa !7, !alias.scope !35, !noalias !32
  br label %85

85:                                               ; preds = %69, %72
  %86 = icmp eq i64 %15, %28
  br i1 %86, label %133, label %87

87:                                               ; preds = %17, %12, %85
  %88 = phi i64 [ %14, %17 ], [ %14, %12 ], [ %29, %85 ]
  %89 = phi i64 [ %13, %17 ], [ %13, %12 ], [ %30, %85 ]
  %90 = sub nsw i64 %7, %88
  %91 = xor i64 %88, -1
  %92 = add nsw i64 %91, %7
  %93 = and i64 %90, 3
  %94 = icmp eq i64 %93, 0
  br i1 %94, label %106, label %95

95:                                               ; preds = %87, %95
  %96 = phi i64 [ %99, %95 ], [ %88, %87 ]
  %97 = phi i64 [ %102, %95 ], [ %89, %87 ]
  %98 = phi i64 [ %104, %95 ], [ 0, %87 ]
  %99 = add nuw nsw i64 %96, 1
  %100 = getelementptr inbounds i32, i32* %0, i64 %96
  %101 = load i32, i32* %100, align 4, !tbaa !7
  %102 = add nuw nsw i64 %97, 1
  %103 = getelementptr inbounds i32, i32* %1, i64 %97
  store i32 %101, i32* %103, align 4, !tbaa !7
  %104 = add i64 %98, 1
  %105 = icmp eq i64 %104, %93
  br i1 %105, label %106, label %95, !llvm.loop !38

106:                                              ; preds = %95, %87
  %107 = phi i64 [ undef, %87 ], [ %102, %95 ]
  %108 = phi i64 [ %88, %87 ], [ %99, %95 ]
  %109 = phi i64 [ %89, %87 ], [ %102, %95 ]
  %110 = icmp ult i64 %92, 3
  br i1 %110, label %133, label %222

111:                                              ; preds = %5, %111
  %112 = phi i64 [ %128, %111 ], [ 0, %5 ]
  %113 = phi i32 [ %126, %111 ], [ %6, %5 ]
  %114 = phi i32 [ %124, %111 ], [ 0, %5 ]
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds i32, i32* %0, i64 %115
  %117 = load i32, i32* %116, align 4, !tbaa !7
  %118 = zext i32 %113 to i64
  %119 = getelementptr inbounds i32, i32* %0, i64 %118
  %120 = load i32, i32* %119, align 4, !tbaa !7
  %121 = icmp sgt i32 %117, %120
  %122 = xor i1 %121, true
  %123 = zext i1 %122 to i32
  %124 = add nuw nsw i32 %114, %123
  %125 = zext i1 %121 to i32
  %126 = add nuw nsw i32 %113, %125
  %127 = select i1 %121, i32 %120, i32 %117
  %128 = add nuw i64 %112, 1
  %129 = getelementptr inbounds i32, i32* %1, i64 %112
  store i32 %127, i32* %129, align 4, !tbaa !7
  %130 = icmp ult i32 %124, %6
  %131 = icmp slt i32 %126, %2
  %132 = select i1 %130, i1 %131, i1 false
  br i1 %132, label %111, label %10, !llvm.loop !40

133:                                              ; preds = %106, %222, %85, %10
  %134 = phi i64 [ %128, %10 ], [ %30, %85 ], [ %107, %106 ], [ %243, %222 ]
  %135 = icmp slt i32 %126, %2
  br i1 %135, label %136, label %256

136:                                              ; preds = %133
  %137 = and i64 %134, 4294967295
  %138 = zext i32 %126 to i64
  %139 = xor i32 %126, -1
  %140 = add i32 %139, %2
  %141 = zext i32 %140 to i64
  %142 = add nuw nsw i64 %141, 1
  %143 = icmp ult i32 %140, 7
  br i1 %143, label %219, label %144

144:                                              ; preds = %136
  %145 = getelementptr i32, i32* %1, i64 %137
  %146 = xor i32 %126, -1
  %147 = add i32 %146, %2
  %148 = zext i32 %147 to i64
  %149 = add nuw nsw i64 %137, %148
  %150 = add nuw nsw i64 %149, 1
  %151 = getelementptr i32, i32* %1, i64 %150
  %152 = getelementptr i32, i32* %0, i64 %138
  %153 = add nuw nsw i64 %138, %148
  %154 = add nuw nsw i64 %153, 1
  %155 = getelementptr i32, i32* %0, i64 %154
  %156 = icmp ult i32* %145, %155
  %157 = icmp ult i32* %152, %151
  %158 = and i1 %156, %157
  br i1 %158, label %219, label %159

159:                                              ; preds = %144
  %160 = and i64 %142, 8589934584
  %161 = add nuw nsw i64 %160, %138
  %162 = add nuw nsw i64 %137, %160
  %163 = add nsw i64 %160, -8
  %164 = lshr exact i64 %163, 3
  %165 = add nuw nsw i64 %164, 1
  %166 = and i64 %165, 1
  %167 = icmp eq i64 %163, 0
  br i1 %167, label %201, label %168

168:                                              ; preds = %159
  %169 = and i64 %165, 4611686018427387902
  br label %170

170:                                              ; preds = %170, %168
  %171 = phi i64 [ 0, %168 ], [ %198, %170 ]
  %172 = phi i64 [ 0, %168 ], [ %199, %170 ]
  %173 = add i64 %171, %138
  %174 = add i64 %137, %171
  %175 = getelementptr inbounds i32, i32* %0, i64 %173
  %176 = bitcast i32* %175 to <4 x i32>*
  %177 = load <4 x i32>, <4 x i32>* %176, align 4, !tbaa !7, !alias.scope !41
  %178 = getelementptr inbounds i32, i32* %175, i64 4
  %179 = bitcast i32* %178 to <4 x i32>*
  %180 = load <4 x i32>, <4 x i32>* %179, align 4, !tbaa !7, !alias.scope !41
  %181 = getelementptr inbounds i32, i32* %1, i64 %174
  %182 = bitcast i32* %181 to <4 x i32>*
  store <4 x i32> %177, <4 x i32>* %182, align 4, !tbaa !7, !alias.scope !44, !noalias !41
  %183 = getelementptr inbounds i32, i32* %181, i64 4
  %184 = bitcast i32* %183 to <4 x i32>*
  store <4 x i32> %180, <4 x i32>* %184, align 4, !tbaa !7, !alias.scope !44, !noalias !41
  %185 = or i64 %171, 8
  %186 = add i64 %185, %138
  %187 = add i64 %137, %185
  %188 = getelementptr inbounds i32, i32* %0, i64 %186
  %189 = bitcast i32* %188 to <4 x i32>*
  %190 = load <4 x i32>, <4 x i32>* %189, align 4, !tbaa !7, !alias.scope !41
  %191 = getelementptr inbounds i32, i32* %188, i64 4
  %192 = bitcast i32* %191 to <4 x i32>*
  %193 = load <4 x i32>, <4 x i32>* %192, align 4, !tbaa !7, !alias.scope !41
  %194 = getelementptr inbounds i32, i32* %1, i64 %187
  %195 = bitcast i32* %194 to <4 x i32>*
  store <4 x i32> %190, <4 x i32>* %195, align 4, !tbaa !7, !alias.scope !44, !noalias !41
  %196 = getelementptr inbounds i32, i32* %194, i64 4
  %197 = bitcast i32* %196 to <4 x i32>*
  store <4 x i32> %193, <4 x i32>* %197, align 4, !tbaa !7, !alias.scope !44, !noalias !41
  %198 = add nuw i64 %171, 16
  %199 = add i64 %172, 2
  %200 = icmp eq i64 %199, %169
  br i1 %200, label %201, label %170, !llvm.loop !46

201:                                              ; preds = %170, %159
  %202 = phi i64 [ 0, %159 ], [ %198, %170 ]
  %203 = icmp eq i64 %166, 0
  br i1 %203, label %217, label %204

204:                                              ; preds = %201
  %205 = add i64 %202, %138
  %206 = add i64 %137, %202
  %207 = getelementptr inbounds i32, i32* %0, i64 %205
  %208 = bitcast i32* %207 to <4 x i32>*
  %209 = load <4 x i32>, <4 x i32>* %208, align 4, !tbaa !7, !alias.scope !41
  %210 = getelementptr inbounds i32, i32* %207, i64 4
  %211 = bitcast i32* %210 to <4 x i32>*
  %212 = load <4 x i32>, <4 x i32>* %211, align 4, !tbaa !7, !alias.scope !41
  %213 = getelementptr inbounds i32, i32* %1, i64 %206
  %214 = bitcast i32* %213 to <4 x i32>*
  store <4 x i32> %209, <4 x i32>* %214, align 4, !tbaa !7, !alias.scope !44, !noalias !41
  %215 = getelementptr inbounds i32, i32* %213, i64 4
  %216 = bitcast i32* %215 to <4 x i32>*
  store <4 x i32> %212, <4 x i32>* %216, align 4, !tbaa !7, !alias.scope !44, !noalias !41
  br label %217

217:                                              ; preds = %201, %204
  %218 = icmp eq i64 %142, %160
  br i1 %218, label %256, label %219

219:                                              ; preds = %144, %136, %217
  %220 = phi i64 [ %138, %144 ], [ %138, %136 ], [ %161, %217 ]
  %221 = phi i64 [ %137, %144 ], [ %137, %136 ], [ %162, %217 ]
  br label %246

222:                                              ; preds = %106, %222
  %223 = phi i64 [ %240, %222 ], [ %108, %106 ]
  %224 = phi i64 [ %243, %222 ], [ %109, %106 ]
  %225 = add nuw nsw i64 %223, 1
  %226 = getelementptr inbounds i32, i32* %0, i64 %223
  %227 = load i32, i32* %226, align 4, !tbaa !7
  %228 = add nuw nsw i64 %224, 1
  %229 = getelementptr inbounds i32, i32* %1, i64 %224
  store i32 %227, i32* %229, align 4, !tbaa !7
  %230 = add nuw nsw i64 %223, 2
  %231 = getelementptr inbounds i32, i32* %0, i64 %225
  %232 = load i32, i32* %231, align 4, !tbaa !7
  %233 = add nuw nsw i64 %224, 2
  %234 = getelementptr inbounds i32, i32* %1, i64 %228
  store i32 %232, i32* %234, align 4, !tbaa !7
  %235 = add nuw nsw i64 %223, 3
  %236 = getelementptr inbounds i32, i32* %0, i64 %230
  %237 = load i32, i32* %236, align 4, !tbaa !7
  %238 = add nuw nsw i64 %224, 3
  %239 = getelementptr inbounds i32, i32* %1, i64 %233
  store i32 %237, i32* %239, align 4, !tbaa !7
  %240 = add nuw nsw i64 %223, 4
  %241 = getelementptr inbounds i32, i32* %0, i64 %235
  %242 = load i32, i32* %241, align 4, !tbaa !7
  %243 = add nuw nsw i64 %224, 4
  %244 = getelementptr inbounds i32, i32* %1, i64 %238
  store i32 %242, i32* %244, align 4, !tbaa !7
  %245 = icmp eq i64 %240, %7
  br i1 %245, label %133, label %222, !llvm.loop !47

246:                                              ; preds = %219, %246
  %247 = phi i64 [ %249, %246 ], [ %220, %219 ]
  %248 = phi i64 [ %252, %246 ], [ %221, %219 ]
  %249 = add nuw nsw i64 %247, 1
  %250 = getelementptr inbounds i32, i32* %0, i64 %247
  %251 = load i32, i32* %250, align 4, !tbaa !7
  %252 = add nuw nsw i64 %248, 1
  %253 = getelementptr inbounds i32, i32* %1, i64 %248
  store i32 %251, i32* %253, align 4, !tbaa !7
  %254 = trunc i64 %249 to i32
  %255 = icmp slt i32 %254, %2
  br i1 %255, label %246, label %256, !llvm.loop !48

256:                                              ; preds = %246, %217, %133
  %257 = bitcast i32* %0 to i8*
  %258 = bitcast i32* %1 to i8*
  %259 = sext i32 %2 to i64
  %260 = shl nsw i64 %259, 2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %257, i8* align 4 %258, i64 %260, i1 false)
  br label %261

261:                                              ; preds = %3, %256
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @quick_sort(i32* noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %57

5:                                                ; preds = %3, %53
  %6 = phi i32 [ %55, %53 ], [ %1, %3 ]
  %7 = phi i32 [ %54, %53 ], [ %2, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !7
  %13 = icmp sgt i32 %6, %7
  br i1 %13, label %45, label %14

14:                                               ; preds = %5, %41
  %15 = phi i32 [ %43, %41 ], [ %7, %5 ]
  %16 = phi i32 [ %42, %41 ], [ %6, %5 ]
  %17 = sext i32 %16 to i64
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i64 [ %23, %18 ], [ %17, %14 ]
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !7
  %22 = icmp slt i32 %21, %12
  %23 = add i64 %19, 1
  br i1 %22, label %18, label %24, !llvm.loop !49

24:                                               ; preds = %18
  %25 = getelementptr inbounds i32, i32* %0, i64 %19
  %26 = trunc i64 %19 to i32
  %27 = sext i32 %15 to i64
  br label %28

28:                                               ; preds = %28, %24
  %29 = phi i64 [ %33, %28 ], [ %27, %24 ]
  %30 = getelementptr inbounds i32, i32* %0, i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !7
  %32 = icmp sgt i32 %31, %12
  %33 = add i64 %29, -1
  br i1 %32, label %28, label %34, !llvm.loop !50

34:                                               ; preds = %28
  %35 = trunc i64 %29 to i32
  %36 = icmp sgt i32 %26, %35
  br i1 %36, label %41, label %37

37:                                               ; preds = %34
  %38 = getelementptr inbounds i32, i32* %0, i64 %29
  store i32 %31, i32* %25, align 4, !tbaa !7
  store i32 %21, i32* %38, align 4, !tbaa !7
  %39 = add nsw i32 %26, 1
  %40 = add nsw i32 %35, -1
  br label %41

41:                                               ; preds = %37, %34
  %42 = phi i32 [ %39, %37 ], [ %26, %34 ]
  %43 = phi i32 [ %40, %37 ], [ %35, %34 ]
  %44 = icmp sgt i32 %42, %43
  br i1 %44, label %45, label %14, !llvm.loop !51

45:                                               ; preds = %41, %5
  %46 = phi i32 [ %6, %5 ], [ %42, %41 ]
  %47 = phi i32 [ %7, %5 ], [ %43, %41 ]
  %48 = sub nsw i32 %47, %6
  %49 = sub nsw i32 %7, %46
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %45
  tail call fastcc void @quick_sort(i32* noundef nonnull %0, i32 noundef %6, i32 noundef %47)
  br label %53

52:                                               ; preds = %45
  tail call fastcc void @quick_sort(i32* noundef nonnull %0, i32 noundef %46, i32 noundef %7)
  br label %53

53:                                               ; preds = %52, %51
  %54 = phi i32 [ %7, %51 ], [ %47, %52 ]
  %55 = phi i32 [ %46, %51 ], [ %6, %52 ]
  %56 = icmp slt i32 %55, %54
  br i1 %56, label %5, label %57, !llvm.loop !52

57:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare dso_local i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !5, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !5, i64 0}
!23 = !{!24, !22, i64 0}
!24 = !{!"Entry", !22, i64 0, !8, i64 8, !22, i64 16}
!25 = distinct !{!25, !10}
!26 = !{!24, !8, i64 8}
!27 = !{!24, !22, i64 16}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = !{!33}
!33 = distinct !{!33, !34}
!34 = distinct !{!34, !"LVerDomain"}
!35 = !{!36}
!36 = distinct !{!36, !34}
!37 = distinct !{!37, !10, !11}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.unroll.disable"}
!40 = distinct !{!40, !10}
!41 = !{!42}
!42 = distinct !{!42, !43}
!43 = distinct !{!43, !"LVerDomain"}
!44 = !{!45}
!45 = distinct !{!45, !43}
!46 = distinct !{!46, !10, !11}
!47 = distinct !{!47, !10, !11}
!48 = distinct !{!48, !10, !11}
!49 = distinct !{!49, !10}
!50 = distinct !{!50, !10}
!51 = distinct !{!51, !10}
!52 = distinct !{!52, !10}
