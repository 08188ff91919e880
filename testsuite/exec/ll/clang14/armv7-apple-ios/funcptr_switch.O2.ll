; ModuleID = 'funcptr_switch.c'
source_filename = "funcptr_switch.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@.str = private unnamed_addr constant [10 x i8] c"%s -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"pick(7)(6,7) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"sq\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"%s area %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"days %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"x1 = (42 + y) * 7;\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"sparse(%u)=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"sw64: %d %d %d %d %d\0A\00", align 1
@main.fact = internal unnamed_addr constant [30 x i32] [i32 0, i32 1, i32 4, i32 0, i32 0, i32 6, i32 4, i32 1, i32 3, i32 0, i32 3, i32 1, i32 2, i32 6, i32 4, i32 0, i32 3, i32 1, i32 0, i32 -1, i32 1, i32 4, i32 1, i32 3, i32 1, i32 5, i32 8, i32 3, i32 0, i32 7], align 4
@.str.14 = private unnamed_addr constant [14 x i8] c"vm result %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"callback acc %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [20 x i8] c"chosen(%d, 1) = %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"digit\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"space\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"open\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"close\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@.str.29 = private unnamed_addr constant [10 x i8] c"  vm: %d\0A\00", align 1
@switch.table.days_in_month = private unnamed_addr constant [12 x i32] [i32 31, i32 28, i32 31, i32 30, i32 31, i32 30, i32 31, i32 31, i32 30, i32 31, i32 30, i32 31], align 4

; Function Attrs: nofree nounwind
define i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i32], align 4
  %2 = alloca [4 x i32], align 4
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i32 noundef 34)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0), i32 noundef -34)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0), i32 noundef -22680)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), i32 noundef 12)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i32 noundef 0)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i32 0, i32 0), i32 noundef 42)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef 20)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i32 noundef 21)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i32 0, i32 0), i32 noundef 81)
  %12 = tail call fastcc i32 @days_in_month(i32 noundef 0)
  %13 = tail call fastcc i32 @days_in_month(i32 noundef 1)
  %14 = add nsw i32 %13, %12
  %15 = tail call fastcc i32 @days_in_month(i32 noundef 2)
  %16 = add nsw i32 %14, %15
  %17 = tail call fastcc i32 @days_in_month(i32 noundef 3)
  %18 = add nsw i32 %16, %17
  %19 = tail call fastcc i32 @days_in_month(i32 noundef 4)
  %20 = add nsw i32 %18, %19
  %21 = tail call fastcc i32 @days_in_month(i32 noundef 5)
  %22 = add nsw i32 %20, %21
  %23 = tail call fastcc i32 @days_in_month(i32 noundef 6)
  %24 = add nsw i32 %22, %23
  %25 = tail call fastcc i32 @days_in_month(i32 noundef 7)
  %26 = add nsw i32 %24, %25
  %27 = tail call fastcc i32 @days_in_month(i32 noundef 8)
  %28 = add nsw i32 %26, %27
  %29 = tail call fastcc i32 @days_in_month(i32 noundef 9)
  %30 = add nsw i32 %28, %29
  %31 = tail call fastcc i32 @days_in_month(i32 noundef 10)
  %32 = add nsw i32 %30, %31
  %33 = tail call fastcc i32 @days_in_month(i32 noundef 11)
  %34 = add nsw i32 %32, %33
  %35 = tail call fastcc i32 @days_in_month(i32 noundef 12)
  %36 = add nsw i32 %34, %35
  %37 = tail call fastcc i32 @days_in_month(i32 noundef 13)
  %38 = add nsw i32 %36, %37
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), i32 noundef %38)
  br label %59

40:                                               ; preds = %59
  %41 = tail call i32 @putchar(i32 10)
  %42 = tail call fastcc i32 @sparse(i32 noundef 0), !range !9
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef 0, i32 noundef %42)
  %44 = tail call fastcc i32 @sparse(i32 noundef 7), !range !9
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef 7, i32 noundef %44)
  %46 = tail call fastcc i32 @sparse(i32 noundef 1000), !range !9
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef 1000, i32 noundef %46)
  %48 = tail call fastcc i32 @sparse(i32 noundef 65536), !range !9
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef 65536, i32 noundef %48)
  %50 = tail call fastcc i32 @sparse(i32 noundef -559038737), !range !9
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef -559038737, i32 noundef %50)
  %52 = tail call fastcc i32 @sparse(i32 noundef 12345678), !range !9
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef 12345678, i32 noundef %52)
  %54 = tail call fastcc i32 @sparse(i32 noundef 3), !range !9
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef 3, i32 noundef %54)
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 0)
  %57 = bitcast [32 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %57) #6
  %58 = bitcast [4 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %58) #6
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %58, i8 0, i32 16, i1 false) #6
  br label %70

59:                                               ; preds = %0, %59
  %60 = phi i8 [ 120, %0 ], [ %68, %59 ]
  %61 = phi i8* [ getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i32 0, i32 0), %0 ], [ %67, %59 ]
  %62 = icmp eq i8* %61, getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i32 0, i32 0)
  %63 = select i1 %62, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i32 0, i32 0)
  %64 = sext i8 %60 to i32
  %65 = tail call fastcc i8* @classify(i32 noundef %64)
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* noundef %63, i8* noundef %65)
  %67 = getelementptr inbounds i8, i8* %61, i32 1
  %68 = load i8, i8* %67, align 1, !tbaa !10
  %69 = icmp eq i8* %67, getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i32 0, i32 18)
  br i1 %69, label %40, label %59, !llvm.loop !13

70:                                               ; preds = %130, %40
  %71 = phi i32 [ 0, %40 ], [ %131, %130 ]
  %72 = phi i32 [ 0, %40 ], [ %74, %130 ]
  %73 = phi i32 [ 0, %40 ], [ %132, %130 ]
  %74 = add nuw nsw i32 %72, 1
  %75 = add nsw i32 %71, 1
  %76 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i32 0, i32 %71
  %77 = load i32, i32* %76, align 4, !tbaa !15
  switch i32 %77, label %130 [
    i32 0, label %78
    i32 1, label %84
    i32 2, label %92
    i32 3, label %100
    i32 4, label %108
    i32 5, label %116
    i32 6, label %125
    i32 7, label %133
  ]

78:                                               ; preds = %70
  %79 = add nsw i32 %71, 2
  %80 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i32 0, i32 %75
  %81 = load i32, i32* %80, align 4, !tbaa !15
  %82 = add nsw i32 %73, 1
  %83 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %73
  store i32 %81, i32* %83, align 4, !tbaa !15
  br label %130

84:                                               ; preds = %70
  %85 = add nsw i32 %73, -1
  %86 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %85
  %87 = load i32, i32* %86, align 4, !tbaa !15
  %88 = add nsw i32 %73, -2
  %89 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %88
  %90 = load i32, i32* %89, align 4, !tbaa !15
  %91 = add nsw i32 %90, %87
  store i32 %91, i32* %89, align 4, !tbaa !15
  br label %130

92:                                               ; preds = %70
  %93 = add nsw i32 %73, -1
  %94 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %93
  %95 = load i32, i32* %94, align 4, !tbaa !15
  %96 = add nsw i32 %73, -2
  %97 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %96
  %98 = load i32, i32* %97, align 4, !tbaa !15
  %99 = mul nsw i32 %98, %95
  store i32 %99, i32* %97, align 4, !tbaa !15
  br label %130

100:                                              ; preds = %70
  %101 = add nsw i32 %71, 2
  %102 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i32 0, i32 %75
  %103 = load i32, i32* %102, align 4, !tbaa !15
  %104 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 %103
  %105 = load i32, i32* %104, align 4, !tbaa !15
  %106 = add nsw i32 %73, 1
  %107 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %73
  store i32 %105, i32* %107, align 4, !tbaa !15
  br label %130

108:                                              ; preds = %70
  %109 = add nsw i32 %73, -1
  %110 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %109
  %111 = load i32, i32* %110, align 4, !tbaa !15
  %112 = add nsw i32 %71, 2
  %113 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i32 0, i32 %75
  %114 = load i32, i32* %113, align 4, !tbaa !15
  %115 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 %114
  store i32 %111, i32* %115, align 4, !tbaa !15
  br label %130

116:                                              ; preds = %70
  %117 = add nsw i32 %71, 2
  %118 = add nsw i32 %73, -1
  %119 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %118
  %120 = load i32, i32* %119, align 4, !tbaa !15
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %130, label %122

122:                                              ; preds = %116
  %123 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i32 0, i32 %75
  %124 = load i32, i32* %123, align 4, !tbaa !15
  br label %130

125:                                              ; preds = %70
  %126 = add nsw i32 %73, -1
  %127 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %126
  %128 = load i32, i32* %127, align 4, !tbaa !15
  %129 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.29, i32 0, i32 0), i32 noundef %128) #6
  br label %130

130:                                              ; preds = %125, %122, %116, %108, %100, %92, %84, %78, %70
  %131 = phi i32 [ %75, %70 ], [ %75, %125 ], [ %112, %108 ], [ %101, %100 ], [ %75, %92 ], [ %75, %84 ], [ %79, %78 ], [ %124, %122 ], [ %117, %116 ]
  %132 = phi i32 [ %73, %70 ], [ %73, %125 ], [ %109, %108 ], [ %106, %100 ], [ %93, %92 ], [ %85, %84 ], [ %82, %78 ], [ %118, %122 ], [ %118, %116 ]
  br label %70

133:                                              ; preds = %70
  %134 = add nsw i32 %73, -1
  %135 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %134
  %136 = load i32, i32* %135, align 4, !tbaa !15
  %137 = mul nsw i32 %136, 1000
  %138 = add nsw i32 %137, %74
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %58) #6
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %57) #6
  %139 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), i32 noundef %138)
  %140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.15, i32 0, i32 0), i32 noundef 12345)
  %141 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.16, i32 0, i32 0), i32 noundef 122, i32 noundef 123)
  ret i32 42
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @days_in_month(i32 noundef %0) unnamed_addr #3 {
  %2 = add i32 %0, -1
  %3 = icmp ult i32 %2, 12
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = getelementptr inbounds [12 x i32], [12 x i32]* @switch.table.days_in_month, i32 0, i32 %2
  %6 = load i32, i32* %5, align 4
  br label %7

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ -1, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i8* @classify(i32 noundef %0) unnamed_addr #3 {
  switch i32 %0, label %6 [
    i32 48, label %11
    i32 49, label %11
    i32 50, label %11
    i32 51, label %11
    i32 52, label %11
    i32 53, label %11
    i32 54, label %11
    i32 55, label %11
    i32 56, label %11
    i32 57, label %11
    i32 32, label %2
    i32 9, label %2
    i32 10, label %2
    i32 43, label %3
    i32 45, label %3
    i32 42, label %3
    i32 47, label %3
    i32 40, label %4
    i32 41, label %5
  ]

2:                                                ; preds = %1, %1, %1
  br label %11

3:                                                ; preds = %1, %1, %1, %1
  br label %11

4:                                                ; preds = %1
  br label %11

5:                                                ; preds = %1
  br label %11

6:                                                ; preds = %1
  %7 = or i32 %0, 32
  %8 = add i32 %7, -97
  %9 = icmp ult i32 %8, 26
  %10 = select i1 %9, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i32 0, i32 0)
  br label %11

11:                                               ; preds = %6, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %5, %4, %3, %2
  %12 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.26, i32 0, i32 0), %5 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i32 0, i32 0), %4 ], [ getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i32 0, i32 0), %3 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.23, i32 0, i32 0), %2 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), %1 ], [ %10, %6 ]
  ret i8* %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @sparse(i32 noundef %0) unnamed_addr #3 {
  switch i32 %0, label %6 [
    i32 7, label %2
    i32 1000, label %8
    i32 65536, label %3
    i32 -559038737, label %4
    i32 12345678, label %5
  ]

2:                                                ; preds = %1
  br label %8

3:                                                ; preds = %1
  br label %8

4:                                                ; preds = %1
  br label %8

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5
  %7 = phi i32 [ 5, %1 ], [ 104, %5 ]
  br label %8

8:                                                ; preds = %2, %1, %6, %4, %3
  %9 = phi i32 [ %7, %6 ], [ -1, %4 ], [ 3, %3 ], [ 10, %1 ], [ 11, %2 ]
  ret i32 %9
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

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
!9 = !{i32 -1, i32 105}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !11, i64 0}
