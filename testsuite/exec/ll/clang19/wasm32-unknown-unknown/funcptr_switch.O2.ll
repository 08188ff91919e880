; ModuleID = 'funcptr_switch.c'
source_filename = "funcptr_switch.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@.str = private unnamed_addr constant [10 x i8] c"%s -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"pick(7)(6,7) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"sq\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"%s area %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"days %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"sparse(%u)=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"sw64: %d %d %d %d %d\0A\00", align 1
@main.fact = internal unnamed_addr constant [30 x i32] [i32 0, i32 1, i32 4, i32 0, i32 0, i32 6, i32 4, i32 1, i32 3, i32 0, i32 3, i32 1, i32 2, i32 6, i32 4, i32 0, i32 3, i32 1, i32 0, i32 -1, i32 1, i32 4, i32 1, i32 3, i32 1, i32 5, i32 8, i32 3, i32 0, i32 7], align 16
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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: nofree nounwind
define hidden noundef i32 @main() #0 {
  %1 = alloca [32 x i32], align 16
  %2 = alloca [4 x i32], align 16
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, i32 noundef 34)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, i32 noundef -34)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, i32 noundef -22680)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i32 noundef 12)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21, i32 noundef 0)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 42)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef 20)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 21)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.4, i32 noundef 81)
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
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %38)
  %40 = tail call fastcc ptr @classify(i32 noundef 120)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull %40)
  %42 = tail call fastcc ptr @classify(i32 noundef 49)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %42)
  %44 = tail call fastcc ptr @classify(i32 noundef 32)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %44)
  %46 = tail call fastcc ptr @classify(i32 noundef 61)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %46)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %44)
  %49 = tail call fastcc ptr @classify(i32 noundef 40)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %49)
  %51 = tail call fastcc ptr @classify(i32 noundef 52)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %51)
  %53 = tail call fastcc ptr @classify(i32 noundef 50)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %53)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %44)
  %56 = tail call fastcc ptr @classify(i32 noundef 43)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %56)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %44)
  %59 = tail call fastcc ptr @classify(i32 noundef 121)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %59)
  %61 = tail call fastcc ptr @classify(i32 noundef 41)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %61)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %44)
  %64 = tail call fastcc ptr @classify(i32 noundef 42)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %64)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %44)
  %67 = tail call fastcc ptr @classify(i32 noundef 55)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %67)
  %69 = tail call fastcc ptr @classify(i32 noundef 59)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10, ptr noundef nonnull %69)
  %71 = tail call i32 @putchar(i32 10)
  %72 = tail call fastcc i32 @sparse(i32 noundef 0)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 0, i32 noundef %72)
  %74 = tail call fastcc i32 @sparse(i32 noundef 7)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 7, i32 noundef %74)
  %76 = tail call fastcc i32 @sparse(i32 noundef 1000)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1000, i32 noundef %76)
  %78 = tail call fastcc i32 @sparse(i32 noundef 65536)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 65536, i32 noundef %78)
  %80 = tail call fastcc i32 @sparse(i32 noundef -559038737)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef -559038737, i32 noundef %80)
  %82 = tail call fastcc i32 @sparse(i32 noundef 12345678)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 12345678, i32 noundef %82)
  %84 = tail call fastcc i32 @sparse(i32 noundef 3)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 3, i32 noundef %84)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 0, i32 16, i1 false)
  br label %87

87:                                               ; preds = %147, %0
  %88 = phi i32 [ 0, %0 ], [ %148, %147 ]
  %89 = phi i32 [ 0, %0 ], [ %91, %147 ]
  %90 = phi i32 [ 0, %0 ], [ %149, %147 ]
  %91 = add nuw nsw i32 %89, 1
  %92 = add nsw i32 %88, 1
  %93 = getelementptr inbounds i32, ptr @main.fact, i32 %88
  %94 = load i32, ptr %93, align 4, !tbaa !2
  switch i32 %94, label %147 [
    i32 0, label %95
    i32 1, label %101
    i32 2, label %109
    i32 3, label %117
    i32 4, label %125
    i32 5, label %133
    i32 6, label %142
    i32 7, label %150
  ]

95:                                               ; preds = %87
  %96 = add nsw i32 %88, 2
  %97 = getelementptr inbounds i32, ptr @main.fact, i32 %92
  %98 = load i32, ptr %97, align 4, !tbaa !2
  %99 = add nsw i32 %90, 1
  %100 = getelementptr inbounds [32 x i32], ptr %1, i32 0, i32 %90
  store i32 %98, ptr %100, align 4, !tbaa !2
  br label %147

101:                                              ; preds = %87
  %102 = add nsw i32 %90, -1
  %103 = getelementptr inbounds [32 x i32], ptr %1, i32 0, i32 %102
  %104 = load i32, ptr %103, align 4, !tbaa !2
  %105 = add nsw i32 %90, -2
  %106 = getelementptr inbounds [32 x i32], ptr %1, i32 0, i32 %105
  %107 = load i32, ptr %106, align 4, !tbaa !2
  %108 = add nsw i32 %107, %104
  store i32 %108, ptr %106, align 4, !tbaa !2
  br label %147

109:                                              ; preds = %87
  %110 = add nsw i32 %90, -1
  %111 = getelementptr inbounds [32 x i32], ptr %1, i32 0, i32 %110
  %112 = load i32, ptr %111, align 4, !tbaa !2
  %113 = add nsw i32 %90, -2
  %114 = getelementptr inbounds [32 x i32], ptr %1, i32 0, i32 %113
  %115 = load i32, ptr %114, align 4, !tbaa !2
  %116 = mul nsw i32 %115, %112
  store i32 %116, ptr %114, align 4, !tbaa !2
  br label %147

117:                                              ; preds = %87
  %118 = add nsw i32 %88, 2
  %119 = getelementptr inbounds i32, ptr @main.fact, i32 %92
  %120 = load i32, ptr %119, align 4, !tbaa !2
  %121 = getelementptr inbounds [4 x i32], ptr %2, i32 0, i32 %120
  %122 = load i32, ptr %121, align 4, !tbaa !2
  %123 = add nsw i32 %90, 1
  %124 = getelementptr inbounds [32 x i32], ptr %1, i32 0, i32 %90
  store i32 %122, ptr %124, align 4, !tbaa !2
  br label %147

125:                                              ; preds = %87
  %126 = add nsw i32 %90, -1
  %127 = getelementptr inbounds [32 x i32], ptr %1, i32 0, i32 %126
  %128 = load i32, ptr %127, align 4, !tbaa !2
  %129 = add nsw i32 %88, 2
  %130 = getelementptr inbounds i32, ptr @main.fact, i32 %92
  %131 = load i32, ptr %130, align 4, !tbaa !2
  %132 = getelementptr inbounds [4 x i32], ptr %2, i32 0, i32 %131
  store i32 %128, ptr %132, align 4, !tbaa !2
  br label %147

133:                                              ; preds = %87
  %134 = add nsw i32 %88, 2
  %135 = add nsw i32 %90, -1
  %136 = getelementptr inbounds [32 x i32], ptr %1, i32 0, i32 %135
  %137 = load i32, ptr %136, align 4, !tbaa !2
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %147, label %139

139:                                              ; preds = %133
  %140 = getelementptr inbounds i32, ptr @main.fact, i32 %92
  %141 = load i32, ptr %140, align 4, !tbaa !2
  br label %147

142:                                              ; preds = %87
  %143 = add nsw i32 %90, -1
  %144 = getelementptr inbounds [32 x i32], ptr %1, i32 0, i32 %143
  %145 = load i32, ptr %144, align 4, !tbaa !2
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %145)
  br label %147

147:                                              ; preds = %142, %139, %133, %125, %117, %109, %101, %95, %87
  %148 = phi i32 [ %92, %87 ], [ %92, %142 ], [ %129, %125 ], [ %118, %117 ], [ %92, %109 ], [ %92, %101 ], [ %96, %95 ], [ %141, %139 ], [ %134, %133 ]
  %149 = phi i32 [ %90, %87 ], [ %90, %142 ], [ %126, %125 ], [ %123, %117 ], [ %110, %109 ], [ %102, %101 ], [ %99, %95 ], [ %135, %139 ], [ %135, %133 ]
  br label %87

150:                                              ; preds = %87
  %151 = add nsw i32 %90, -1
  %152 = getelementptr inbounds [32 x i32], ptr %1, i32 0, i32 %151
  %153 = load i32, ptr %152, align 4, !tbaa !2
  %154 = mul nsw i32 %153, 1000
  %155 = add nsw i32 %154, %91
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %155)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 12345)
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 122, i32 noundef 123)
  ret i32 42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc range(i32 -1, 32) i32 @days_in_month(i32 noundef %0) unnamed_addr #2 {
  %2 = add i32 %0, -1
  %3 = icmp ult i32 %2, 12
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = getelementptr inbounds [12 x i32], ptr @switch.table.days_in_month, i32 0, i32 %2
  %6 = load i32, ptr %5, align 4
  br label %7

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ -1, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc noundef nonnull ptr @classify(i32 noundef %0) unnamed_addr #2 {
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
  %10 = select i1 %9, ptr @.str.27, ptr @.str.28
  br label %11

11:                                               ; preds = %6, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %5, %4, %3, %2
  %12 = phi ptr [ @.str.26, %5 ], [ @.str.25, %4 ], [ @.str.24, %3 ], [ @.str.23, %2 ], [ @.str.22, %1 ], [ @.str.22, %1 ], [ @.str.22, %1 ], [ @.str.22, %1 ], [ @.str.22, %1 ], [ @.str.22, %1 ], [ @.str.22, %1 ], [ @.str.22, %1 ], [ @.str.22, %1 ], [ @.str.22, %1 ], [ %10, %6 ]
  ret ptr %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc range(i32 -1, 105) i32 @sparse(i32 noundef %0) unnamed_addr #2 {
  switch i32 %0, label %6 [
    i32 7, label %2
    i32 1000, label %7
    i32 65536, label %3
    i32 -559038737, label %4
    i32 12345678, label %5
  ]

2:                                                ; preds = %1
  br label %7

3:                                                ; preds = %1
  br label %7

4:                                                ; preds = %1
  br label %7

5:                                                ; preds = %1
  br label %7

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %5, %2, %1, %6, %4, %3
  %8 = phi i32 [ -1, %4 ], [ 3, %3 ], [ 10, %1 ], [ 11, %2 ], [ 104, %5 ], [ 5, %6 ]
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
