; ModuleID = 'funcptr_switch.c'
source_filename = "funcptr_switch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i32], align 4
  %2 = alloca [4 x i32], align 4
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
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %2, i8 0, i64 16, i1 false)
  br label %87

87:                                               ; preds = %163, %0
  %88 = phi i32 [ 0, %0 ], [ %164, %163 ]
  %89 = phi i32 [ 0, %0 ], [ %91, %163 ]
  %90 = phi i32 [ 0, %0 ], [ %165, %163 ]
  %91 = add nuw nsw i32 %89, 1
  %92 = add nsw i32 %88, 1
  %93 = sext i32 %88 to i64
  %94 = getelementptr inbounds i32, ptr @main.fact, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !6
  switch i32 %95, label %163 [
    i32 0, label %96
    i32 1, label %104
    i32 2, label %114
    i32 3, label %124
    i32 4, label %135
    i32 5, label %146
    i32 6, label %157
    i32 7, label %166
  ]

96:                                               ; preds = %87
  %97 = add nsw i32 %88, 2
  %98 = sext i32 %92 to i64
  %99 = getelementptr inbounds i32, ptr @main.fact, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = add nsw i32 %90, 1
  %102 = sext i32 %90 to i64
  %103 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %102
  store i32 %100, ptr %103, align 4, !tbaa !6
  br label %163

104:                                              ; preds = %87
  %105 = add nsw i32 %90, -1
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !6
  %109 = add nsw i32 %90, -2
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = add nsw i32 %112, %108
  store i32 %113, ptr %111, align 4, !tbaa !6
  br label %163

114:                                              ; preds = %87
  %115 = add nsw i32 %90, -1
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !6
  %119 = add nsw i32 %90, -2
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !6
  %123 = mul nsw i32 %122, %118
  store i32 %123, ptr %121, align 4, !tbaa !6
  br label %163

124:                                              ; preds = %87
  %125 = add nsw i32 %88, 2
  %126 = sext i32 %92 to i64
  %127 = getelementptr inbounds i32, ptr @main.fact, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = add nsw i32 %90, 1
  %133 = sext i32 %90 to i64
  %134 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %133
  store i32 %131, ptr %134, align 4, !tbaa !6
  br label %163

135:                                              ; preds = %87
  %136 = add nsw i32 %90, -1
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %137
  %139 = load i32, ptr %138, align 4, !tbaa !6
  %140 = add nsw i32 %88, 2
  %141 = sext i32 %92 to i64
  %142 = getelementptr inbounds i32, ptr @main.fact, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %144
  store i32 %139, ptr %145, align 4, !tbaa !6
  br label %163

146:                                              ; preds = %87
  %147 = add nsw i32 %88, 2
  %148 = add nsw i32 %90, -1
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !6
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %163, label %153

153:                                              ; preds = %146
  %154 = sext i32 %92 to i64
  %155 = getelementptr inbounds i32, ptr @main.fact, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !6
  br label %163

157:                                              ; preds = %87
  %158 = add nsw i32 %90, -1
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %161)
  br label %163

163:                                              ; preds = %157, %153, %146, %135, %124, %114, %104, %96, %87
  %164 = phi i32 [ %92, %87 ], [ %92, %157 ], [ %140, %135 ], [ %125, %124 ], [ %92, %114 ], [ %92, %104 ], [ %97, %96 ], [ %156, %153 ], [ %147, %146 ]
  %165 = phi i32 [ %90, %87 ], [ %90, %157 ], [ %136, %135 ], [ %132, %124 ], [ %115, %114 ], [ %105, %104 ], [ %101, %96 ], [ %148, %153 ], [ %148, %146 ]
  br label %87

166:                                              ; preds = %87
  %167 = add nsw i32 %90, -1
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [32 x i32], ptr %1, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = mul nsw i32 %170, 1000
  %172 = add nsw i32 %171, %91
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #6
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %172)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 12345)
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 122, i32 noundef 123)
  ret i32 42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 32) i32 @days_in_month(i32 noundef %0) unnamed_addr #3 {
  %2 = add i32 %0, -1
  %3 = icmp ult i32 %2, 12
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = zext nneg i32 %2 to i64
  %6 = getelementptr inbounds [12 x i32], ptr @switch.table.days_in_month, i64 0, i64 %5
  %7 = load i32, ptr %6, align 4
  br label %8

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ -1, %1 ]
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @classify(i32 noundef %0) unnamed_addr #3 {
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 105) i32 @sparse(i32 noundef %0) unnamed_addr #3 {
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
