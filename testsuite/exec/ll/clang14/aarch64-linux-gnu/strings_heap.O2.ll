; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %5 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %5) #10
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef 12, i32 noundef 0)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1, i32 noundef 0, i32 noundef 1, i32 noundef -1, i32 noundef 1)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef 0, i32 noundef -1)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(13) %5, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i64 13, i1 false)
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
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(10) %5, i8 45, i64 10, i1 false)
  %27 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 10
  store i8 0, i8* %27, align 1, !tbaa !10
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
  br label %66

41:                                               ; preds = %80, %41
  %42 = phi i64 [ %55, %41 ], [ 0, %80 ]
  %43 = phi <2 x i64> [ %53, %41 ], [ zeroinitializer, %80 ]
  %44 = phi <2 x i64> [ %54, %41 ], [ zeroinitializer, %80 ]
  %45 = getelementptr inbounds i32, i32* %81, i64 %42
  %46 = bitcast i32* %45 to <2 x i32>*
  %47 = load <2 x i32>, <2 x i32>* %46, align 4, !tbaa !13
  %48 = getelementptr inbounds i32, i32* %45, i64 2
  %49 = bitcast i32* %48 to <2 x i32>*
  %50 = load <2 x i32>, <2 x i32>* %49, align 4, !tbaa !13
  %51 = sext <2 x i32> %47 to <2 x i64>
  %52 = sext <2 x i32> %50 to <2 x i64>
  %53 = add <2 x i64> %43, %51
  %54 = add <2 x i64> %44, %52
  %55 = add nuw i64 %42, 4
  %56 = icmp eq i64 %55, 1000
  br i1 %56, label %57, label %41, !llvm.loop !15

57:                                               ; preds = %41
  %58 = add <2 x i64> %54, %53
  %59 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %58)
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.16, i64 0, i64 0), i32 noundef 1000, i32 noundef %82, i64 noundef %59)
  %61 = call dereferenceable_or_null(4000) i8* @malloc(i64 noundef 4000)
  %62 = bitcast i8* %61 to i32*
  %63 = call dereferenceable_or_null(4000) i8* @malloc(i64 noundef 4000)
  %64 = bitcast i8* %63 to i32*
  %65 = bitcast [4 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %65) #10
  br label %88

66:                                               ; preds = %0, %80
  %67 = phi i64 [ 0, %0 ], [ %85, %80 ]
  %68 = phi i32 [ 1, %0 ], [ %82, %80 ]
  %69 = phi i32* [ %40, %0 ], [ %81, %80 ]
  %70 = trunc i64 %67 to i32
  %71 = zext i32 %68 to i64
  %72 = icmp eq i64 %67, %71
  br i1 %72, label %73, label %80

73:                                               ; preds = %66
  %74 = shl nsw i32 %68, 1
  %75 = bitcast i32* %69 to i8*
  %76 = sext i32 %74 to i64
  %77 = shl nsw i64 %76, 2
  %78 = call i8* @realloc(i8* noundef %75, i64 noundef %77)
  %79 = bitcast i8* %78 to i32*
  br label %80

80:                                               ; preds = %73, %66
  %81 = phi i32* [ %79, %73 ], [ %69, %66 ]
  %82 = phi i32 [ %74, %73 ], [ %68, %66 ]
  %83 = mul nuw nsw i32 %70, 7919
  %84 = urem i32 %83, 1009
  %85 = add nuw nsw i64 %67, 1
  %86 = getelementptr inbounds i32, i32* %81, i64 %67
  store i32 %84, i32* %86, align 4, !tbaa !13
  %87 = icmp eq i64 %85, 1000
  br i1 %87, label %41, label %66, !llvm.loop !18

88:                                               ; preds = %57, %367
  %89 = phi i64 [ 0, %57 ], [ %370, %367 ]
  br label %225

90:                                               ; preds = %367
  %91 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 0
  %92 = load i32, i32* %91, align 4, !tbaa !13
  %93 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 1
  %94 = load i32, i32* %93, align 4, !tbaa !13
  %95 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 2
  %96 = load i32, i32* %95, align 4, !tbaa !13
  %97 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 3
  %98 = load i32, i32* %97, align 4, !tbaa !13
  %99 = load i32, i32* %62, align 4, !tbaa !13
  %100 = getelementptr inbounds i32, i32* %62, i64 999
  %101 = load i32, i32* %100, align 4, !tbaa !13
  %102 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.17, i64 0, i64 0), i32 noundef %92, i32 noundef %94, i32 noundef %96, i32 noundef %98, i32 noundef %99, i32 noundef %101)
  call void @free(i8* noundef %61)
  call void @free(i8* noundef %63)
  %103 = bitcast i32* %81 to i8*
  call void @free(i8* noundef %103)
  %104 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #10
  %105 = icmp sgt i32 %104, 0
  br i1 %105, label %106, label %116

106:                                              ; preds = %90
  %107 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #10
  %108 = icmp sgt i32 %107, 0
  br i1 %108, label %109, label %116

109:                                              ; preds = %106
  %110 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #10
  %111 = icmp sgt i32 %110, 0
  br i1 %111, label %112, label %116

112:                                              ; preds = %109
  %113 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)) #10
  %114 = icmp sgt i32 %113, 0
  br i1 %114, label %115, label %116

115:                                              ; preds = %112
  br label %116

116:                                              ; preds = %115, %112, %109, %106, %90
  %117 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %115 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %112 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %109 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %106 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %90 ]
  %118 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %115 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %112 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %109 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %106 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i64 0, i64 0), %90 ]
  %119 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %115 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %112 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %109 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %106 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %90 ]
  %120 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %115 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %112 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %109 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %106 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.21, i64 0, i64 0), %90 ]
  %121 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), %115 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %112 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %109 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %106 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %90 ]
  %122 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %117, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #10
  %123 = icmp sgt i32 %122, 0
  br i1 %123, label %124, label %140

124:                                              ; preds = %116
  %125 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %118, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #10
  %126 = icmp sgt i32 %125, 0
  br i1 %126, label %127, label %140

127:                                              ; preds = %124
  %128 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %119, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #10
  %129 = icmp sgt i32 %128, 0
  br i1 %129, label %130, label %140

130:                                              ; preds = %127
  %131 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %120, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #10
  %132 = icmp sgt i32 %131, 0
  br i1 %132, label %133, label %140

133:                                              ; preds = %130
  %134 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %121, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #10
  %135 = icmp sgt i32 %134, 0
  br i1 %135, label %136, label %140

136:                                              ; preds = %133
  %137 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0)) #10
  %138 = icmp sgt i32 %137, 0
  br i1 %138, label %139, label %140

139:                                              ; preds = %136
  br label %140

140:                                              ; preds = %139, %136, %133, %130, %127, %124, %116
  %141 = phi i8* [ %117, %139 ], [ %117, %136 ], [ %117, %133 ], [ %117, %130 ], [ %117, %127 ], [ %117, %124 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %116 ]
  %142 = phi i8* [ %118, %139 ], [ %118, %136 ], [ %118, %133 ], [ %118, %130 ], [ %118, %127 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %124 ], [ %117, %116 ]
  %143 = phi i8* [ %119, %139 ], [ %119, %136 ], [ %119, %133 ], [ %119, %130 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %127 ], [ %118, %124 ], [ %118, %116 ]
  %144 = phi i8* [ %120, %139 ], [ %120, %136 ], [ %120, %133 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %130 ], [ %119, %127 ], [ %119, %124 ], [ %119, %116 ]
  %145 = phi i8* [ %121, %139 ], [ %121, %136 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %133 ], [ %120, %130 ], [ %120, %127 ], [ %120, %124 ], [ %120, %116 ]
  %146 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %139 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %136 ], [ %121, %133 ], [ %121, %130 ], [ %121, %127 ], [ %121, %124 ], [ %121, %116 ]
  %147 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), %139 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %136 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %133 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %130 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %127 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %124 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %116 ]
  %148 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %141, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %149 = icmp sgt i32 %148, 0
  br i1 %149, label %150, label %169

150:                                              ; preds = %140
  %151 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %142, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %152 = icmp sgt i32 %151, 0
  br i1 %152, label %153, label %169

153:                                              ; preds = %150
  %154 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %143, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %155 = icmp sgt i32 %154, 0
  br i1 %155, label %156, label %169

156:                                              ; preds = %153
  %157 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %144, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %158 = icmp sgt i32 %157, 0
  br i1 %158, label %159, label %169

159:                                              ; preds = %156
  %160 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %145, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %161 = icmp sgt i32 %160, 0
  br i1 %161, label %162, label %169

162:                                              ; preds = %159
  %163 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %146, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %164 = icmp sgt i32 %163, 0
  br i1 %164, label %165, label %169

165:                                              ; preds = %162
  %166 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %147, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  %167 = icmp sgt i32 %166, 0
  br i1 %167, label %168, label %169

168:                                              ; preds = %165
  br label %169

169:                                              ; preds = %168, %165, %162, %159, %156, %153, %150, %140
  %170 = phi i8* [ %141, %168 ], [ %141, %165 ], [ %141, %162 ], [ %141, %159 ], [ %141, %156 ], [ %141, %153 ], [ %141, %150 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %140 ]
  %171 = phi i8* [ %142, %168 ], [ %142, %165 ], [ %142, %162 ], [ %142, %159 ], [ %142, %156 ], [ %142, %153 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %150 ], [ %141, %140 ]
  %172 = phi i8* [ %143, %168 ], [ %143, %165 ], [ %143, %162 ], [ %143, %159 ], [ %143, %156 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %153 ], [ %142, %150 ], [ %142, %140 ]
  %173 = phi i8* [ %144, %168 ], [ %144, %165 ], [ %144, %162 ], [ %144, %159 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %156 ], [ %143, %153 ], [ %143, %150 ], [ %143, %140 ]
  %174 = phi i8* [ %145, %168 ], [ %145, %165 ], [ %145, %162 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %159 ], [ %144, %156 ], [ %144, %153 ], [ %144, %150 ], [ %144, %140 ]
  %175 = phi i8* [ %146, %168 ], [ %146, %165 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %162 ], [ %145, %159 ], [ %145, %156 ], [ %145, %153 ], [ %145, %150 ], [ %145, %140 ]
  %176 = phi i8* [ %147, %168 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %165 ], [ %146, %162 ], [ %146, %159 ], [ %146, %156 ], [ %146, %153 ], [ %146, %150 ], [ %146, %140 ]
  %177 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), %168 ], [ %147, %165 ], [ %147, %162 ], [ %147, %159 ], [ %147, %156 ], [ %147, %153 ], [ %147, %150 ], [ %147, %140 ]
  %178 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %170, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %179 = icmp sgt i32 %178, 0
  br i1 %179, label %180, label %202

180:                                              ; preds = %169
  %181 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %171, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %182 = icmp sgt i32 %181, 0
  br i1 %182, label %183, label %202

183:                                              ; preds = %180
  %184 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %172, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %185 = icmp sgt i32 %184, 0
  br i1 %185, label %186, label %202

186:                                              ; preds = %183
  %187 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %173, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %188 = icmp sgt i32 %187, 0
  br i1 %188, label %189, label %202

189:                                              ; preds = %186
  %190 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %174, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %191 = icmp sgt i32 %190, 0
  br i1 %191, label %192, label %202

192:                                              ; preds = %189
  %193 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %175, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %194 = icmp sgt i32 %193, 0
  br i1 %194, label %195, label %202

195:                                              ; preds = %192
  %196 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %176, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %197 = icmp sgt i32 %196, 0
  br i1 %197, label %198, label %202

198:                                              ; preds = %195
  %199 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %177, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0)) #10
  %200 = icmp sgt i32 %199, 0
  br i1 %200, label %201, label %202

201:                                              ; preds = %198
  br label %202

202:                                              ; preds = %169, %180, %183, %186, %189, %192, %195, %198, %201
  %203 = phi i8* [ %170, %201 ], [ %170, %198 ], [ %170, %195 ], [ %170, %192 ], [ %170, %189 ], [ %170, %186 ], [ %170, %183 ], [ %170, %180 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %169 ]
  %204 = phi i8* [ %171, %201 ], [ %171, %198 ], [ %171, %195 ], [ %171, %192 ], [ %171, %189 ], [ %171, %186 ], [ %171, %183 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %180 ], [ %170, %169 ]
  %205 = phi i8* [ %172, %201 ], [ %172, %198 ], [ %172, %195 ], [ %172, %192 ], [ %172, %189 ], [ %172, %186 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %183 ], [ %171, %180 ], [ %171, %169 ]
  %206 = phi i8* [ %173, %201 ], [ %173, %198 ], [ %173, %195 ], [ %173, %192 ], [ %173, %189 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %186 ], [ %172, %183 ], [ %172, %180 ], [ %172, %169 ]
  %207 = phi i8* [ %174, %201 ], [ %174, %198 ], [ %174, %195 ], [ %174, %192 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %189 ], [ %173, %186 ], [ %173, %183 ], [ %173, %180 ], [ %173, %169 ]
  %208 = phi i8* [ %175, %201 ], [ %175, %198 ], [ %175, %195 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %192 ], [ %174, %189 ], [ %174, %186 ], [ %174, %183 ], [ %174, %180 ], [ %174, %169 ]
  %209 = phi i8* [ %176, %201 ], [ %176, %198 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %195 ], [ %175, %192 ], [ %175, %189 ], [ %175, %186 ], [ %175, %183 ], [ %175, %180 ], [ %175, %169 ]
  %210 = phi i8* [ %177, %201 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %198 ], [ %176, %195 ], [ %176, %192 ], [ %176, %189 ], [ %176, %186 ], [ %176, %183 ], [ %176, %180 ], [ %176, %169 ]
  %211 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), %201 ], [ %177, %198 ], [ %177, %195 ], [ %177, %192 ], [ %177, %189 ], [ %177, %186 ], [ %177, %183 ], [ %177, %180 ], [ %177, %169 ]
  %212 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %211, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %213 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %210, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %214 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %209, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %215 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %208, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %216 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %207, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %217 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %206, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %218 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %205, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %219 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %204, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.25, i64 0, i64 0))
  %220 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i64 0, i64 0), i8* noundef %203, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.26, i64 0, i64 0))
  %221 = call dereferenceable_or_null(128) i8* @calloc(i64 noundef 16, i64 noundef 8)
  %222 = bitcast i8* %221 to %struct.Entry**
  br label %372

223:                                              ; preds = %225
  %224 = trunc i64 %89 to i32
  switch i32 %224, label %346 [
    i32 0, label %236
    i32 1, label %257
    i32 2, label %258
    i32 3, label %259
  ]

225:                                              ; preds = %88, %225
  %226 = phi i64 [ 0, %88 ], [ %234, %225 ]
  %227 = phi i32 [ 12345, %88 ], [ %229, %225 ]
  %228 = mul i32 %227, 1103515245
  %229 = add i32 %228, 12345
  %230 = lshr i32 %229, 8
  %231 = urem i32 %230, 2000
  %232 = add nsw i32 %231, -1000
  %233 = getelementptr inbounds i32, i32* %62, i64 %226
  store i32 %232, i32* %233, align 4, !tbaa !13
  %234 = add nuw nsw i64 %226, 1
  %235 = icmp eq i64 %234, 1000
  br i1 %235, label %223, label %225, !llvm.loop !19

236:                                              ; preds = %223, %250
  %237 = phi i64 [ %255, %250 ], [ 1, %223 ]
  %238 = getelementptr inbounds i32, i32* %62, i64 %237
  %239 = load i32, i32* %238, align 4, !tbaa !13
  br label %240

240:                                              ; preds = %247, %236
  %241 = phi i64 [ %237, %236 ], [ %242, %247 ]
  %242 = add nsw i64 %241, -1
  %243 = and i64 %242, 4294967295
  %244 = getelementptr inbounds i32, i32* %62, i64 %243
  %245 = load i32, i32* %244, align 4, !tbaa !13
  %246 = icmp sgt i32 %245, %239
  br i1 %246, label %247, label %250

247:                                              ; preds = %240
  %248 = getelementptr inbounds i32, i32* %62, i64 %241
  store i32 %245, i32* %248, align 4, !tbaa !13
  %249 = icmp sgt i64 %241, 1
  br i1 %249, label %240, label %250, !llvm.loop !20

250:                                              ; preds = %247, %240
  %251 = phi i64 [ 0, %247 ], [ %241, %240 ]
  %252 = shl i64 %251, 32
  %253 = ashr exact i64 %252, 32
  %254 = getelementptr inbounds i32, i32* %62, i64 %253
  store i32 %239, i32* %254, align 4, !tbaa !13
  %255 = add nuw nsw i64 %237, 1
  %256 = icmp eq i64 %255, 1000
  br i1 %256, label %346, label %236, !llvm.loop !21

257:                                              ; preds = %223
  call fastcc void @merge_sort(i32* noundef nonnull %62, i32* noundef %64, i32 noundef 1000)
  br label %346

258:                                              ; preds = %223
  call fastcc void @quick_sort(i32* noundef nonnull %62, i32 noundef 0, i32 noundef 999)
  br label %346

259:                                              ; preds = %223, %298
  %260 = phi i32 [ %299, %298 ], [ 499, %223 ]
  br label %261

261:                                              ; preds = %291, %259
  %262 = phi i32 [ %289, %291 ], [ %260, %259 ]
  %263 = shl nsw i32 %262, 1
  %264 = or i32 %263, 1
  %265 = icmp slt i32 %264, 1000
  br i1 %265, label %266, label %275

266:                                              ; preds = %261
  %267 = sext i32 %264 to i64
  %268 = getelementptr inbounds i32, i32* %62, i64 %267
  %269 = load i32, i32* %268, align 4, !tbaa !13
  %270 = sext i32 %262 to i64
  %271 = getelementptr inbounds i32, i32* %62, i64 %270
  %272 = load i32, i32* %271, align 4, !tbaa !13
  %273 = icmp sgt i32 %269, %272
  %274 = select i1 %273, i32 %264, i32 %262
  br label %275

275:                                              ; preds = %266, %261
  %276 = phi i32 [ %262, %261 ], [ %274, %266 ]
  %277 = add i32 %263, 2
  %278 = icmp slt i32 %277, 1000
  br i1 %278, label %279, label %288

279:                                              ; preds = %275
  %280 = sext i32 %277 to i64
  %281 = getelementptr inbounds i32, i32* %62, i64 %280
  %282 = load i32, i32* %281, align 4, !tbaa !13
  %283 = sext i32 %276 to i64
  %284 = getelementptr inbounds i32, i32* %62, i64 %283
  %285 = load i32, i32* %284, align 4, !tbaa !13
  %286 = icmp sgt i32 %282, %285
  %287 = select i1 %286, i32 %277, i32 %276
  br label %288

288:                                              ; preds = %279, %275
  %289 = phi i32 [ %276, %275 ], [ %287, %279 ]
  %290 = icmp eq i32 %289, %262
  br i1 %290, label %298, label %291

291:                                              ; preds = %288
  %292 = sext i32 %262 to i64
  %293 = getelementptr inbounds i32, i32* %62, i64 %292
  %294 = load i32, i32* %293, align 4, !tbaa !13
  %295 = sext i32 %289 to i64
  %296 = getelementptr inbounds i32, i32* %62, i64 %295
  %297 = load i32, i32* %296, align 4, !tbaa !13
  store i32 %297, i32* %293, align 4, !tbaa !13
  store i32 %294, i32* %296, align 4, !tbaa !13
  br label %261

298:                                              ; preds = %288
  %299 = add nsw i32 %260, -1
  %300 = icmp eq i32 %260, 0
  br i1 %300, label %301, label %259, !llvm.loop !22

301:                                              ; preds = %298, %343
  %302 = phi i64 [ %344, %343 ], [ 999, %298 ]
  %303 = load i32, i32* %62, align 4, !tbaa !13
  %304 = getelementptr inbounds i32, i32* %62, i64 %302
  %305 = load i32, i32* %304, align 4, !tbaa !13
  store i32 %305, i32* %62, align 4, !tbaa !13
  store i32 %303, i32* %304, align 4, !tbaa !13
  br label %306

306:                                              ; preds = %336, %301
  %307 = phi i32 [ 0, %301 ], [ %334, %336 ]
  %308 = shl nsw i32 %307, 1
  %309 = or i32 %308, 1
  %310 = sext i32 %309 to i64
  %311 = icmp sgt i64 %302, %310
  br i1 %311, label %312, label %320

312:                                              ; preds = %306
  %313 = getelementptr inbounds i32, i32* %62, i64 %310
  %314 = load i32, i32* %313, align 4, !tbaa !13
  %315 = sext i32 %307 to i64
  %316 = getelementptr inbounds i32, i32* %62, i64 %315
  %317 = load i32, i32* %316, align 4, !tbaa !13
  %318 = icmp sgt i32 %314, %317
  %319 = select i1 %318, i32 %309, i32 %307
  br label %320

320:                                              ; preds = %312, %306
  %321 = phi i32 [ %307, %306 ], [ %319, %312 ]
  %322 = add i32 %308, 2
  %323 = sext i32 %322 to i64
  %324 = icmp sgt i64 %302, %323
  br i1 %324, label %325, label %333

325:                                              ; preds = %320
  %326 = getelementptr inbounds i32, i32* %62, i64 %323
  %327 = load i32, i32* %326, align 4, !tbaa !13
  %328 = sext i32 %321 to i64
  %329 = getelementptr inbounds i32, i32* %62, i64 %328
  %330 = load i32, i32* %329, align 4, !tbaa !13
  %331 = icmp sgt i32 %327, %330
  %332 = select i1 %331, i32 %322, i32 %321
  br label %333

333:                                              ; preds = %325, %320
  %334 = phi i32 [ %321, %320 ], [ %332, %325 ]
  %335 = icmp eq i32 %334, %307
  br i1 %335, label %343, label %336

336:                                              ; preds = %333
  %337 = sext i32 %307 to i64
  %338 = getelementptr inbounds i32, i32* %62, i64 %337
  %339 = load i32, i32* %338, align 4, !tbaa !13
  %340 = sext i32 %334 to i64
  %341 = getelementptr inbounds i32, i32* %62, i64 %340
  %342 = load i32, i32* %341, align 4, !tbaa !13
  store i32 %342, i32* %338, align 4, !tbaa !13
  store i32 %339, i32* %341, align 4, !tbaa !13
  br label %306

343:                                              ; preds = %333
  %344 = add nsw i64 %302, -1
  %345 = icmp ugt i64 %302, 1
  br i1 %345, label %301, label %346, !llvm.loop !23

346:                                              ; preds = %343, %250, %223, %258, %257
  br label %347

347:                                              ; preds = %346, %361
  %348 = phi i64 [ %365, %361 ], [ 0, %346 ]
  %349 = phi i32 [ %364, %361 ], [ -2128831035, %346 ]
  %350 = icmp eq i64 %348, 0
  br i1 %350, label %351, label %353

351:                                              ; preds = %347
  %352 = load i32, i32* %62, align 4, !tbaa !13
  br label %361

353:                                              ; preds = %347
  %354 = add nuw nsw i64 %348, 4294967295
  %355 = and i64 %354, 4294967295
  %356 = getelementptr inbounds i32, i32* %62, i64 %355
  %357 = load i32, i32* %356, align 4, !tbaa !13
  %358 = getelementptr inbounds i32, i32* %62, i64 %348
  %359 = load i32, i32* %358, align 4, !tbaa !13
  %360 = icmp sgt i32 %357, %359
  br i1 %360, label %367, label %361

361:                                              ; preds = %353, %351
  %362 = phi i32 [ %352, %351 ], [ %359, %353 ]
  %363 = xor i32 %362, %349
  %364 = mul i32 %363, 16777619
  %365 = add nuw nsw i64 %348, 1
  %366 = icmp eq i64 %365, 1000
  br i1 %366, label %367, label %347, !llvm.loop !24

367:                                              ; preds = %353, %361
  %368 = phi i32 [ 0, %353 ], [ %364, %361 ]
  %369 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i64 0, i64 %89
  store i32 %368, i32* %369, align 4, !tbaa !13
  %370 = add nuw nsw i64 %89, 1
  %371 = icmp eq i64 %370, 4
  br i1 %371, label %90, label %88, !llvm.loop !25

372:                                              ; preds = %429, %202
  %373 = phi i8* [ getelementptr inbounds ([52 x i8], [52 x i8]* @.str.27, i64 0, i64 0), %202 ], [ %430, %429 ]
  %374 = call i8* @strchr(i8* noundef nonnull %373, i32 noundef 32)
  %375 = icmp eq i8* %374, null
  br i1 %375, label %380, label %376

376:                                              ; preds = %372
  %377 = ptrtoint i8* %374 to i64
  %378 = ptrtoint i8* %373 to i64
  %379 = sub i64 %377, %378
  br label %382

380:                                              ; preds = %372
  %381 = call i64 @strlen(i8* noundef nonnull %373)
  br label %382

382:                                              ; preds = %380, %376
  %383 = phi i64 [ %379, %376 ], [ %381, %380 ]
  %384 = add i64 %383, 1
  %385 = call i8* @malloc(i64 noundef %384)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %385, i8* nonnull align 1 %373, i64 %383, i1 false)
  %386 = getelementptr inbounds i8, i8* %385, i64 %383
  store i8 0, i8* %386, align 1, !tbaa !10
  %387 = load i8, i8* %385, align 1, !tbaa !10
  %388 = icmp eq i8 %387, 0
  br i1 %388, label %399, label %389

389:                                              ; preds = %382, %389
  %390 = phi i8 [ %397, %389 ], [ %387, %382 ]
  %391 = phi i32 [ %396, %389 ], [ 5381, %382 ]
  %392 = phi i8* [ %394, %389 ], [ %385, %382 ]
  %393 = mul i32 %391, 33
  %394 = getelementptr inbounds i8, i8* %392, i64 1
  %395 = zext i8 %390 to i32
  %396 = add i32 %393, %395
  %397 = load i8, i8* %394, align 1, !tbaa !10
  %398 = icmp eq i8 %397, 0
  br i1 %398, label %399, label %389, !llvm.loop !26

399:                                              ; preds = %389, %382
  %400 = phi i32 [ 5381, %382 ], [ %396, %389 ]
  %401 = and i32 %400, 15
  %402 = zext i32 %401 to i64
  %403 = getelementptr inbounds %struct.Entry*, %struct.Entry** %222, i64 %402
  %404 = load %struct.Entry*, %struct.Entry** %403, align 8, !tbaa !27
  %405 = icmp eq %struct.Entry* %404, null
  br i1 %405, label %420, label %406

406:                                              ; preds = %399, %412
  %407 = phi %struct.Entry* [ %414, %412 ], [ %404, %399 ]
  %408 = getelementptr inbounds %struct.Entry, %struct.Entry* %407, i64 0, i32 0
  %409 = load i8*, i8** %408, align 8, !tbaa !29
  %410 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %409, i8* noundef nonnull dereferenceable(1) %385)
  %411 = icmp eq i32 %410, 0
  br i1 %411, label %416, label %412

412:                                              ; preds = %406
  %413 = getelementptr inbounds %struct.Entry, %struct.Entry* %407, i64 0, i32 2
  %414 = load %struct.Entry*, %struct.Entry** %413, align 8, !tbaa !27
  %415 = icmp eq %struct.Entry* %414, null
  br i1 %415, label %420, label %406, !llvm.loop !31

416:                                              ; preds = %406
  %417 = getelementptr inbounds %struct.Entry, %struct.Entry* %407, i64 0, i32 1
  %418 = load i32, i32* %417, align 8, !tbaa !32
  %419 = add nsw i32 %418, 1
  store i32 %419, i32* %417, align 8, !tbaa !32
  call void @free(i8* noundef %385)
  br label %427

420:                                              ; preds = %412, %399
  %421 = call dereferenceable_or_null(24) i8* @malloc(i64 noundef 24)
  %422 = bitcast i8* %421 to %struct.Entry*
  %423 = getelementptr inbounds %struct.Entry, %struct.Entry* %422, i64 0, i32 0
  store i8* %385, i8** %423, align 8, !tbaa !29
  %424 = getelementptr inbounds %struct.Entry, %struct.Entry* %422, i64 0, i32 1
  store i32 1, i32* %424, align 8, !tbaa !32
  %425 = getelementptr inbounds %struct.Entry, %struct.Entry* %422, i64 0, i32 2
  store %struct.Entry* %404, %struct.Entry** %425, align 8, !tbaa !33
  %426 = bitcast %struct.Entry** %403 to i8**
  store i8* %421, i8** %426, align 8, !tbaa !27
  br label %427

427:                                              ; preds = %420, %416
  %428 = getelementptr inbounds i8, i8* %373, i64 %383
  br label %429

429:                                              ; preds = %429, %427
  %430 = phi i8* [ %428, %427 ], [ %432, %429 ]
  %431 = load i8, i8* %430, align 1, !tbaa !10
  %432 = getelementptr inbounds i8, i8* %430, i64 1
  switch i8 %431, label %372 [
    i8 32, label %429
    i8 0, label %435
  ]

433:                                              ; preds = %441
  %434 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.29, i64 0, i64 0), i32 noundef %442)
  br label %464

435:                                              ; preds = %429, %441
  %436 = phi i64 [ %443, %441 ], [ 0, %429 ]
  %437 = phi i32 [ %442, %441 ], [ 0, %429 ]
  %438 = getelementptr inbounds %struct.Entry*, %struct.Entry** %222, i64 %436
  %439 = load %struct.Entry*, %struct.Entry** %438, align 8, !tbaa !27
  %440 = icmp eq %struct.Entry* %439, null
  br i1 %440, label %441, label %445

441:                                              ; preds = %456, %435
  %442 = phi i32 [ %437, %435 ], [ %448, %456 ]
  %443 = add nuw nsw i64 %436, 1
  %444 = icmp eq i64 %443, 16
  br i1 %444, label %433, label %435, !llvm.loop !34

445:                                              ; preds = %435, %456
  %446 = phi %struct.Entry* [ %458, %456 ], [ %439, %435 ]
  %447 = phi i32 [ %448, %456 ], [ %437, %435 ]
  %448 = add nsw i32 %447, 1
  %449 = getelementptr inbounds %struct.Entry, %struct.Entry* %446, i64 0, i32 1
  %450 = load i32, i32* %449, align 8, !tbaa !32
  %451 = icmp sgt i32 %450, 1
  br i1 %451, label %452, label %456

452:                                              ; preds = %445
  %453 = getelementptr inbounds %struct.Entry, %struct.Entry* %446, i64 0, i32 0
  %454 = load i8*, i8** %453, align 8, !tbaa !29
  %455 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.28, i64 0, i64 0), i8* noundef %454, i32 noundef %450)
  br label %456

456:                                              ; preds = %445, %452
  %457 = getelementptr inbounds %struct.Entry, %struct.Entry* %446, i64 0, i32 2
  %458 = load %struct.Entry*, %struct.Entry** %457, align 8, !tbaa !27
  %459 = icmp eq %struct.Entry* %458, null
  br i1 %459, label %441, label %445, !llvm.loop !35

460:                                              ; preds = %477
  call void @free(i8* noundef %221)
  %461 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.30, i64 0, i64 0))
  %462 = call i32 @putchar(i32 noundef 33)
  %463 = call i32 @putchar(i32 noundef 10)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %65) #10
  call void @llvm.lifetime.end.p0i8(i64 11, i8* nonnull %33) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #10
  ret i32 19

464:                                              ; preds = %433, %477
  %465 = phi i64 [ 0, %433 ], [ %478, %477 ]
  %466 = getelementptr inbounds %struct.Entry*, %struct.Entry** %222, i64 %465
  %467 = load %struct.Entry*, %struct.Entry** %466, align 8, !tbaa !27
  %468 = icmp eq %struct.Entry* %467, null
  br i1 %468, label %477, label %469

469:                                              ; preds = %464, %469
  %470 = phi %struct.Entry* [ %472, %469 ], [ %467, %464 ]
  %471 = getelementptr inbounds %struct.Entry, %struct.Entry* %470, i64 0, i32 2
  %472 = load %struct.Entry*, %struct.Entry** %471, align 8, !tbaa !33
  %473 = getelementptr inbounds %struct.Entry, %struct.Entry* %470, i64 0, i32 0
  %474 = load i8*, i8** %473, align 8, !tbaa !29
  call void @free(i8* noundef %474)
  %475 = bitcast %struct.Entry* %470 to i8*
  call void @free(i8* noundef %475)
  %476 = icmp eq %struct.Entry* %472, null
  br i1 %476, label %477, label %469, !llvm.loop !36

477:                                              ; preds = %469, %464
  %478 = add nuw nsw i64 %465, 1
  %479 = icmp eq i64 %478, 16
  br i1 %479, label %460, label %464, !llvm.loop !37
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strrchr(i8* noundef, i32 noundef) local_unnamed_addr #3

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
define internal fastcc void @merge_sort(i32* noundef %0, i32* noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = icmp slt i32 %2, 2
  br i1 %4, label %149, label %5

5:                                                ; preds = %3
  %6 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(i32* noundef %0, i32* noundef %1, i32 noundef %6)
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i32, i32* %0, i64 %7
  %9 = sub nsw i32 %2, %6
  tail call fastcc void @merge_sort(i32* noundef %8, i32* noundef %1, i32 noundef %9)
  br label %52

10:                                               ; preds = %52
  %11 = icmp ult i32 %65, %6
  br i1 %11, label %12, label %74

12:                                               ; preds = %10
  %13 = and i64 %69, 4294967295
  %14 = zext i32 %65 to i64
  %15 = sub nsw i64 %7, %14
  %16 = icmp ult i64 %15, 8
  br i1 %16, label %49, label %17

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
  br i1 %26, label %49, label %27

27:                                               ; preds = %17
  %28 = and i64 %15, -8
  %29 = add nsw i64 %28, %14
  %30 = add nsw i64 %13, %28
  br label %31

31:                                               ; preds = %31, %27
  %32 = phi i64 [ 0, %27 ], [ %45, %31 ]
  %33 = add i64 %32, %14
  %34 = add i64 %13, %32
  %35 = getelementptr inbounds i32, i32* %0, i64 %33
  %36 = bitcast i32* %35 to <4 x i32>*
  %37 = load <4 x i32>, <4 x i32>* %36, align 4, !tbaa !13, !alias.scope !38
  %38 = getelementptr inbounds i32, i32* %35, i64 4
  %39 = bitcast i32* %38 to <4 x i32>*
  %40 = load <4 x i32>, <4 x i32>* %39, align 4, !tbaa !13, !alias.scope !38
  %41 = getelementptr inbounds i32, i32* %1, i64 %34
  %42 = bitcast i32* %41 to <4 x i32>*
  store <4 x i32> %37, <4 x i32>* %42, align 4, !tbaa !13, !alias.scope !41, !noalias !38
  %43 = getelementptr inbounds i32, i32* %41, i64 4
  %44 = bitcast i32* %43 to <4 x i32>*
  store <4 x i32> %40, <4 x i32>* %44, align 4, !tbaa !13, !alias.scope !41, !noalias !38
  %45 = add nuw i64 %32, 8
  %46 = icmp eq i64 %45, %28
  br i1 %46, label %47, label %31, !llvm.loop !43

47:                                               ; preds = %31
  %48 = icmp eq i64 %15, %28
  br i1 %48, label %74, label %49

49:                                               ; preds = %17, %12, %47
  %50 = phi i64 [ %14, %17 ], [ %14, %12 ], [ %29, %47 ]
  %51 = phi i64 [ %13, %17 ], [ %13, %12 ], [ %30, %47 ]
  br label %125

52:                                               ; preds = %5, %52
  %53 = phi i64 [ %69, %52 ], [ 0, %5 ]
  %54 = phi i32 [ %67, %52 ], [ %6, %5 ]
  %55 = phi i32 [ %65, %52 ], [ 0, %5 ]
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, i32* %0, i64 %56
  %58 = load i32, i32* %57, align 4, !tbaa !13
  %59 = zext i32 %54 to i64
  %60 = getelementptr inbounds i32, i32* %0, i64 %59
  %61 = load i32, i32* %60, align 4, !tbaa !13
  %62 = icmp sgt i32 %58, %61
  %63 = xor i1 %62, true
  %64 = zext i1 %63 to i32
  %65 = add nuw nsw i32 %55, %64
  %66 = zext i1 %62 to i32
  %67 = add nuw nsw i32 %54, %66
  %68 = select i1 %62, i32 %61, i32 %58
  %69 = add nuw i64 %53, 1
  %70 = getelementptr inbounds i32, i32* %1, i64 %53
  store i32 %68, i32* %70, align 4, !tbaa !13
  %71 = icmp ult i32 %65, %6
  %72 = icmp slt i32 %67, %2
  %73 = select i1 %71, i1 %72, i1 false
  br i1 %73, label %52, label %10, !llvm.loop !44

74:                                               ; preds = %125, %47, %10
  %75 = phi i64 [ %69, %10 ], [ %30, %47 ], [ %131, %125 ]
  %76 = icmp slt i32 %67, %2
  br i1 %76, label %77, label %144

77:                                               ; preds = %74
  %78 = and i64 %75, 4294967295
  %79 = zext i32 %67 to i64
  %80 = xor i32 %67, -1
  %81 = add i32 %80, %2
  %82 = zext i32 %81 to i64
  %83 = add nuw nsw i64 %82, 1
  %84 = icmp ult i32 %81, 7
  br i1 %84, label %122, label %85

85:                                               ; preds = %77
  %86 = getelementptr i32, i32* %1, i64 %78
  %87 = xor i32 %67, -1
  %88 = add i32 %87, %2
  %89 = zext i32 %88 to i64
  %90 = add nuw nsw i64 %78, %89
  %91 = add nuw nsw i64 %90, 1
  %92 = getelementptr i32, i32* %1, i64 %91
  %93 = getelementptr i32, i32* %0, i64 %79
  %94 = add nuw nsw i64 %79, %89
  %95 = add nuw nsw i64 %94, 1
  %96 = getelementptr i32, i32* %0, i64 %95
  %97 = icmp ult i32* %86, %96
  %98 = icmp ult i32* %93, %92
  %99 = and i1 %97, %98
  br i1 %99, label %122, label %100

100:                                              ; preds = %85
  %101 = and i64 %83, 8589934584
  %102 = add nuw nsw i64 %101, %79
  %103 = add nuw nsw i64 %78, %101
  br label %104

104:                                              ; preds = %104, %100
  %105 = phi i64 [ 0, %100 ], [ %118, %104 ]
  %106 = add i64 %105, %79
  %107 = add i64 %78, %105
  %108 = getelementptr inbounds i32, i32* %0, i64 %106
  %109 = bitcast i32* %108 to <4 x i32>*
  %110 = load <4 x i32>, <4 x i32>* %109, align 4, !tbaa !13, !alias.scope !45
  %111 = getelementptr inbounds i32, i32* %108, i64 4
  %112 = bitcast i32* %111 to <4 x i32>*
  %113 = load <4 x i32>, <4 x i32>* %112, align 4, !tbaa !13, !alias.scope !45
  %114 = getelementptr inbounds i32, i32* %1, i64 %107
  %115 = bitcast i32* %114 to <4 x i32>*
  store <4 x i32> %110, <4 x i32>* %115, align 4, !tbaa !13, !alias.scope !48, !noalias !45
  %116 = getelementptr inbounds i32, i32* %114, i64 4
  %117 = bitcast i32* %116 to <4 x i32>*
  store <4 x i32> %113, <4 x i32>* %117, align 4, !tbaa !13, !alias.scope !48, !noalias !45
  %118 = add nuw i64 %105, 8
  %119 = icmp eq i64 %118, %101
  br i1 %119, label %120, label %104, !llvm.loop !50

120:                                              ; preds = %104
  %121 = icmp eq i64 %83, %101
  br i1 %121, label %144, label %122

122:                                              ; preds = %85, %77, %120
  %123 = phi i64 [ %79, %85 ], [ %79, %77 ], [ %102, %120 ]
  %124 = phi i64 [ %78, %85 ], [ %78, %77 ], [ %103, %120 ]
  br label %134

125:                                              ; preds = %49, %125
  %126 = phi i64 [ %128, %125 ], [ %50, %49 ]
  %127 = phi i64 [ %131, %125 ], [ %51, %49 ]
  %128 = add nuw nsw i64 %126, 1
  %129 = getelementptr inbounds i32, i32* %0, i64 %126
  %130 = load i32, i32* %129, align 4, !tbaa !13
  %131 = add nuw nsw i64 %127, 1
  %132 = getelementptr inbounds i32, i32* %1, i64 %127
  store i32 %130, i32* %132, align 4, !tbaa !13
  %133 = icmp eq i64 %128, %7
  br i1 %133, label %74, label %125, !llvm.loop !51

134:                                              ; preds = %122, %134
  %135 = phi i64 [ %137, %134 ], [ %123, %122 ]
  %136 = phi i64 [ %140, %134 ], [ %124, %122 ]
  %137 = add nuw nsw i64 %135, 1
  %138 = getelementptr inbounds i32, i32* %0, i64 %135
  %139 = load i32, i32* %138, align 4, !tbaa !13
  %140 = add nuw nsw i64 %136, 1
  %141 = getelementptr inbounds i32, i32* %1, i64 %136
  store i32 %139, i32* %141, align 4, !tbaa !13
  %142 = trunc i64 %137 to i32
  %143 = icmp slt i32 %142, %2
  br i1 %143, label %134, label %144, !llvm.loop !52

144:                                              ; preds = %134, %120, %74
  %145 = bitcast i32* %0 to i8*
  %146 = bitcast i32* %1 to i8*
  %147 = sext i32 %2 to i64
  %148 = shl nsw i64 %147, 2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %145, i8* align 4 %146, i64 %148, i1 false)
  br label %149

149:                                              ; preds = %3, %144
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
  %12 = load i32, i32* %11, align 4, !tbaa !13
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
  %21 = load i32, i32* %20, align 4, !tbaa !13
  %22 = icmp slt i32 %21, %12
  %23 = add i64 %19, 1
  br i1 %22, label %18, label %24, !llvm.loop !53

24:                                               ; preds = %18
  %25 = getelementptr inbounds i32, i32* %0, i64 %19
  %26 = trunc i64 %19 to i32
  %27 = sext i32 %15 to i64
  br label %28

28:                                               ; preds = %28, %24
  %29 = phi i64 [ %33, %28 ], [ %27, %24 ]
  %30 = getelementptr inbounds i32, i32* %0, i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !13
  %32 = icmp sgt i32 %31, %12
  %33 = add i64 %29, -1
  br i1 %32, label %28, label %34, !llvm.loop !54

34:                                               ; preds = %28
  %35 = trunc i64 %29 to i32
  %36 = icmp sgt i32 %26, %35
  br i1 %36, label %41, label %37

37:                                               ; preds = %34
  %38 = getelementptr inbounds i32, i32* %0, i64 %29
  store i32 %31, i32* %25, align 4, !tbaa !13
  store i32 %21, i32* %38, align 4, !tbaa !13
  %39 = add nsw i32 %26, 1
  %40 = add nsw i32 %35, -1
  br label %41

41:                                               ; preds = %37, %34
  %42 = phi i32 [ %39, %37 ], [ %26, %34 ]
  %43 = phi i32 [ %40, %37 ], [ %35, %34 ]
  %44 = icmp sgt i32 %42, %43
  br i1 %44, label %45, label %14, !llvm.loop !55

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
  br i1 %56, label %5, label %57, !llvm.loop !56

57:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { nofree nosync nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #9 = { nofree nosync nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = !{!28, !28, i64 0}
!28 = !{!"any pointer", !11, i64 0}
!29 = !{!30, !28, i64 0}
!30 = !{!"Entry", !28, i64 0, !14, i64 8, !28, i64 16}
!31 = distinct !{!31, !16}
!32 = !{!30, !14, i64 8}
!33 = !{!30, !28, i64 16}
!34 = distinct !{!34, !16}
!35 = distinct !{!35, !16}
!36 = distinct !{!36, !16}
!37 = distinct !{!37, !16}
!38 = !{!39}
!39 = distinct !{!39, !40}
!40 = distinct !{!40, !"LVerDomain"}
!41 = !{!42}
!42 = distinct !{!42, !40}
!43 = distinct !{!43, !16, !17}
!44 = distinct !{!44, !16}
!45 = !{!46}
!46 = distinct !{!46, !47}
!47 = distinct !{!47, !"LVerDomain"}
!48 = !{!49}
!49 = distinct !{!49, !47}
!50 = distinct !{!50, !16, !17}
!51 = distinct !{!51, !16, !17}
!52 = distinct !{!52, !16, !17}
!53 = distinct !{!53, !16}
!54 = distinct !{!54, !16}
!55 = distinct !{!55, !16}
!56 = distinct !{!56, !16}
