; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal unnamed_addr constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 16
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 16
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 16
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %14), ptr blockaddress(@run, %33), ptr blockaddress(@run, %42), ptr blockaddress(@run, %51), ptr blockaddress(@run, %61), ptr blockaddress(@run, %76), ptr blockaddress(@run, %86), ptr blockaddress(@run, %89)], align 16
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @.str.2, i32 noundef 65, i32 262147)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3)
  br label %5

5:                                                ; preds = %36, %0
  %6 = phi ptr [ @.str.4, %0 ], [ %40, %36 ]
  %7 = load i8, ptr %6, align 1, !tbaa !5
  switch i8 %7, label %23 [
    i8 0, label %8
    i8 43, label %28
    i8 45, label %25
    i8 42, label %26
    i8 47, label %27
  ]

8:                                                ; preds = %5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 54)
  %10 = tail call fastcc i32 @run(ptr nonnull poison)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %10, i32 noundef 120)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 39, i32 noundef -1837022641)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @utf8, i32 noundef 23)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 128, i32 noundef 255, i32 noundef 39)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.14)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.15)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.16)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.12)
  %19 = load i32, ptr @init, align 8, !tbaa !8
  %20 = load double, ptr getelementptr inbounds (i8, ptr @init, i64 16), align 8, !tbaa !12
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 10), i32 noundef %19, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i64 4), double noundef %20, i32 noundef 6)
  %22 = tail call i32 @putchar(i32 noundef 10)
  ret i32 0

23:                                               ; preds = %5
  %24 = sext i8 %7 to i32
  br label %36

25:                                               ; preds = %5
  br label %28

26:                                               ; preds = %5
  br label %28

27:                                               ; preds = %5
  br label %28

28:                                               ; preds = %5, %25, %26, %27
  %29 = phi ptr [ getelementptr inbounds (i8, ptr @op_table, i64 16), %25 ], [ getelementptr inbounds (i8, ptr @op_table, i64 32), %26 ], [ getelementptr inbounds (i8, ptr @op_table, i64 48), %27 ], [ @op_table, %5 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !13
  %32 = zext nneg i8 %7 to i32
  %33 = icmp eq ptr %31, null
  br i1 %33, label %36, label %34

34:                                               ; preds = %28
  %35 = tail call i32 %31(i32 noundef 17, i32 noundef 5)
  br label %36

36:                                               ; preds = %23, %28, %34
  %37 = phi i32 [ %32, %34 ], [ %32, %28 ], [ %24, %23 ]
  %38 = phi i32 [ %35, %34 ], [ -1, %28 ], [ -1, %23 ]
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %37, i32 noundef %38)
  %40 = getelementptr inbounds i8, ptr %6, i64 1
  br label %5, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load i32, ptr %2, align 16
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = getelementptr inbounds i8, ptr %2, i64 4
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %8, align 4
  br label %11

11:                                               ; preds = %125, %1
  %12 = phi i32 [ %10, %1 ], [ %126, %125 ]
  %13 = phi ptr [ %9, %1 ], [ %127, %125 ]
  %14 = phi i32 [ %4, %1 ], [ %128, %125 ]
  %15 = phi ptr [ @.str.1, %1 ], [ %130, %125 ]
  %16 = phi i64 [ 0, %1 ], [ %129, %125 ]
  %17 = load i8, ptr %15, align 1, !tbaa !5
  switch i8 %17, label %125 [
    i8 0, label %18
    i8 105, label %21
    i8 108, label %36
    i8 100, label %50
    i8 115, label %66
    i8 99, label %88
    i8 112, label %105
  ]

18:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr nonnull %2)
  %19 = load i32, ptr %3, align 16
  %20 = icmp ult i32 %19, 41
  br i1 %20, label %131, label %137

21:                                               ; preds = %11
  %22 = icmp ult i32 %14, 41
  br i1 %22, label %23, label %27

23:                                               ; preds = %21
  %24 = zext nneg i32 %14 to i64
  %25 = getelementptr i8, ptr %7, i64 %24
  %26 = add nuw nsw i32 %14, 8
  store i32 %26, ptr %2, align 16
  br label %29

27:                                               ; preds = %21
  %28 = getelementptr i8, ptr %13, i64 8
  store ptr %28, ptr %5, align 8
  br label %29

29:                                               ; preds = %27, %23
  %30 = phi ptr [ %13, %23 ], [ %28, %27 ]
  %31 = phi i32 [ %26, %23 ], [ %14, %27 ]
  %32 = phi ptr [ %25, %23 ], [ %13, %27 ]
  %33 = load i32, ptr %32, align 4, !tbaa !18
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %16, %34
  br label %125

36:                                               ; preds = %11
  %37 = icmp ult i32 %14, 41
  br i1 %37, label %38, label %42

38:                                               ; preds = %36
  %39 = zext nneg i32 %14 to i64
  %40 = getelementptr i8, ptr %7, i64 %39
  %41 = add nuw nsw i32 %14, 8
  store i32 %41, ptr %2, align 16
  br label %44

42:                                               ; preds = %36
  %43 = getelementptr i8, ptr %13, i64 8
  store ptr %43, ptr %5, align 8
  br label %44

44:                                               ; preds = %42, %38
  %45 = phi ptr [ %13, %38 ], [ %43, %42 ]
  %46 = phi i32 [ %41, %38 ], [ %14, %42 ]
  %47 = phi ptr [ %40, %38 ], [ %13, %42 ]
  %48 = load i64, ptr %47, align 8, !tbaa !19
  %49 = add nsw i64 %48, %16
  br label %125

50:                                               ; preds = %11
  %51 = icmp ult i32 %12, 161
  br i1 %51, label %52, label %56

52:                                               ; preds = %50
  %53 = zext nneg i32 %12 to i64
  %54 = getelementptr i8, ptr %7, i64 %53
  %55 = add nuw nsw i32 %12, 16
  store i32 %55, ptr %8, align 4
  br label %58

56:                                               ; preds = %50
  %57 = getelementptr i8, ptr %13, i64 8
  store ptr %57, ptr %5, align 8
  br label %58

58:                                               ; preds = %56, %52
  %59 = phi i32 [ %55, %52 ], [ %12, %56 ]
  %60 = phi ptr [ %13, %52 ], [ %57, %56 ]
  %61 = phi ptr [ %54, %52 ], [ %13, %56 ]
  %62 = load double, ptr %61, align 8, !tbaa !21
  %63 = fmul double %62, 1.000000e+01
  %64 = fptosi double %63 to i64
  %65 = add nsw i64 %16, %64
  br label %125

66:                                               ; preds = %11
  %67 = icmp ult i32 %14, 41
  br i1 %67, label %68, label %72

68:                                               ; preds = %66
  %69 = zext nneg i32 %14 to i64
  %70 = getelementptr i8, ptr %7, i64 %69
  %71 = add nuw nsw i32 %14, 8
  store i32 %71, ptr %2, align 16
  br label %74

72:                                               ; preds = %66
  %73 = getelementptr i8, ptr %13, i64 8
  store ptr %73, ptr %5, align 8
  br label %74

74:                                               ; preds = %72, %68
  %75 = phi ptr [ %13, %68 ], [ %73, %72 ]
  %76 = phi i32 [ %71, %68 ], [ %14, %72 ]
  %77 = phi ptr [ %70, %68 ], [ %13, %72 ]
  %78 = load ptr, ptr %77, align 8, !tbaa !22
  %79 = load i8, ptr %78, align 1, !tbaa !5
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %125, label %81

81:                                               ; preds = %74, %81
  %82 = phi i64 [ %85, %81 ], [ %16, %74 ]
  %83 = phi ptr [ %84, %81 ], [ %78, %74 ]
  %84 = getelementptr inbounds i8, ptr %83, i64 1
  %85 = add nsw i64 %82, 1
  %86 = load i8, ptr %84, align 1, !tbaa !5
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %125, label %81, !llvm.loop !23

88:                                               ; preds = %11
  %89 = icmp ult i32 %14, 41
  br i1 %89, label %90, label %94

90:                                               ; preds = %88
  %91 = zext nneg i32 %14 to i64
  %92 = getelementptr i8, ptr %7, i64 %91
  %93 = add nuw nsw i32 %14, 8
  store i32 %93, ptr %2, align 16
  br label %96

94:                                               ; preds = %88
  %95 = getelementptr i8, ptr %13, i64 8
  store ptr %95, ptr %5, align 8
  br label %96

96:                                               ; preds = %94, %90
  %97 = phi ptr [ %13, %90 ], [ %95, %94 ]
  %98 = phi i32 [ %93, %90 ], [ %14, %94 ]
  %99 = phi ptr [ %92, %90 ], [ %13, %94 ]
  %100 = load i32, ptr %99, align 4, !tbaa !18
  %101 = zext i32 %100 to i64
  %102 = shl i64 %101, 56
  %103 = ashr exact i64 %102, 56
  %104 = add nsw i64 %103, %16
  br label %125

105:                                              ; preds = %11
  %106 = icmp ult i32 %14, 41
  br i1 %106, label %107, label %111

107:                                              ; preds = %105
  %108 = zext nneg i32 %14 to i64
  %109 = getelementptr i8, ptr %7, i64 %108
  %110 = add nuw nsw i32 %14, 8
  store i32 %110, ptr %2, align 16
  br label %113

111:                                              ; preds = %105
  %112 = getelementptr i8, ptr %13, i64 8
  store ptr %112, ptr %5, align 8
  br label %113

113:                                              ; preds = %111, %107
  %114 = phi ptr [ %13, %107 ], [ %112, %111 ]
  %115 = phi i32 [ %110, %107 ], [ %14, %111 ]
  %116 = phi ptr [ %109, %107 ], [ %13, %111 ]
  %117 = load i16, ptr %116, align 2, !tbaa !24
  %118 = getelementptr inbounds i8, ptr %116, i64 2
  %119 = load i16, ptr %118, align 2, !tbaa !24
  %120 = sext i16 %117 to i64
  %121 = mul nsw i64 %120, 100
  %122 = sext i16 %119 to i64
  %123 = add i64 %16, %122
  %124 = add i64 %123, %121
  br label %125

125:                                              ; preds = %81, %74, %11, %29, %44, %58, %96, %113
  %126 = phi i32 [ %12, %113 ], [ %12, %96 ], [ %59, %58 ], [ %12, %44 ], [ %12, %29 ], [ %12, %11 ], [ %12, %74 ], [ %12, %81 ]
  %127 = phi ptr [ %114, %113 ], [ %97, %96 ], [ %60, %58 ], [ %45, %44 ], [ %30, %29 ], [ %13, %11 ], [ %75, %74 ], [ %75, %81 ]
  %128 = phi i32 [ %115, %113 ], [ %98, %96 ], [ %14, %58 ], [ %46, %44 ], [ %31, %29 ], [ %14, %11 ], [ %76, %74 ], [ %76, %81 ]
  %129 = phi i64 [ %124, %113 ], [ %104, %96 ], [ %65, %58 ], [ %49, %44 ], [ %35, %29 ], [ %16, %11 ], [ %16, %74 ], [ %85, %81 ]
  %130 = getelementptr inbounds i8, ptr %15, i64 1
  br label %11, !llvm.loop !26

131:                                              ; preds = %18
  %132 = getelementptr inbounds i8, ptr %3, i64 16
  %133 = load ptr, ptr %132, align 16
  %134 = zext nneg i32 %19 to i64
  %135 = getelementptr i8, ptr %133, i64 %134
  %136 = add nuw nsw i32 %19, 8
  store i32 %136, ptr %3, align 16
  br label %141

137:                                              ; preds = %18
  %138 = getelementptr inbounds i8, ptr %3, i64 8
  %139 = load ptr, ptr %138, align 8
  %140 = getelementptr i8, ptr %139, i64 8
  store ptr %140, ptr %138, align 8
  br label %141

141:                                              ; preds = %131, %137
  %142 = phi ptr [ %135, %131 ], [ %139, %137 ]
  %143 = load i32, ptr %142, align 4, !tbaa !18
  call void @llvm.va_end.p0(ptr nonnull %3)
  %144 = mul nsw i64 %16, 1000
  %145 = sext i32 %143 to i64
  %146 = add nsw i64 %144, %145
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret i64 %146
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ult i32 %3, 41
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8
  store ptr %10, ptr %4, align 8
  %11 = load i32, ptr %7, align 4, !tbaa !18
  br label %18

12:                                               ; preds = %1
  %13 = zext nneg i32 %3 to i64
  %14 = getelementptr i8, ptr %6, i64 %13
  %15 = add nuw nsw i32 %3, 8
  store i32 %15, ptr %2, align 16
  %16 = load i32, ptr %14, align 4, !tbaa !18
  %17 = icmp ult i32 %3, 33
  br i1 %17, label %23, label %18

18:                                               ; preds = %12, %9
  %19 = phi i32 [ %11, %9 ], [ %16, %12 ]
  %20 = phi ptr [ %10, %9 ], [ %7, %12 ]
  %21 = getelementptr i8, ptr %20, i64 8
  store ptr %21, ptr %4, align 8
  %22 = load i32, ptr %20, align 4, !tbaa !18
  br label %29

23:                                               ; preds = %12
  %24 = zext nneg i32 %15 to i64
  %25 = getelementptr i8, ptr %6, i64 %24
  %26 = add nuw nsw i32 %3, 16
  store i32 %26, ptr %2, align 16
  %27 = load i32, ptr %25, align 4, !tbaa !18
  %28 = icmp ult i32 %3, 25
  br i1 %28, label %35, label %29

29:                                               ; preds = %23, %18
  %30 = phi i32 [ %22, %18 ], [ %27, %23 ]
  %31 = phi ptr [ %21, %18 ], [ %7, %23 ]
  %32 = phi i32 [ %19, %18 ], [ %16, %23 ]
  %33 = getelementptr i8, ptr %31, i64 8
  store ptr %33, ptr %4, align 8
  %34 = load i32, ptr %31, align 4, !tbaa !18
  br label %41

35:                                               ; preds = %23
  %36 = zext nneg i32 %26 to i64
  %37 = getelementptr i8, ptr %6, i64 %36
  %38 = add nuw nsw i32 %3, 24
  store i32 %38, ptr %2, align 16
  %39 = load i32, ptr %37, align 4, !tbaa !18
  %40 = icmp ult i32 %3, 17
  br i1 %40, label %47, label %41

41:                                               ; preds = %29, %35
  %42 = phi i32 [ %34, %29 ], [ %39, %35 ]
  %43 = phi ptr [ %33, %29 ], [ %7, %35 ]
  %44 = phi i32 [ %32, %29 ], [ %16, %35 ]
  %45 = phi i32 [ %30, %29 ], [ %27, %35 ]
  %46 = getelementptr i8, ptr %43, i64 8
  store ptr %46, ptr %4, align 8
  br label %51

47:                                               ; preds = %35
  %48 = zext nneg i32 %38 to i64
  %49 = getelementptr i8, ptr %6, i64 %48
  %50 = or disjoint i32 %3, 32
  store i32 %50, ptr %2, align 16
  br label %51

51:                                               ; preds = %47, %41
  %52 = phi i32 [ %39, %47 ], [ %42, %41 ]
  %53 = phi i32 [ %16, %47 ], [ %44, %41 ]
  %54 = phi i32 [ %27, %47 ], [ %45, %41 ]
  %55 = phi ptr [ %49, %47 ], [ %43, %41 ]
  %56 = mul nsw i32 %53, 31
  %57 = add nsw i32 %54, %56
  %58 = mul nsw i32 %57, 31
  %59 = add nsw i32 %52, %58
  %60 = mul nsw i32 %59, 31
  %61 = load i32, ptr %55, align 4, !tbaa !18
  %62 = add nsw i32 %61, %60
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret i32 %62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @run(ptr nocapture readnone %0) #6 {
  %2 = alloca [16 x i32], align 16
  br label %3

3:                                                ; preds = %25, %1
  %4 = phi i32 [ 1, %1 ], [ %27, %25 ]
  %5 = phi i32 [ 0, %1 ], [ %28, %25 ]
  %6 = phi ptr [ blockaddress(@run, %14), %1 ], [ %32, %25 ]
  %7 = add nsw i32 %5, -1
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %8
  %10 = add nsw i32 %5, -2
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %11
  %13 = sext i32 %4 to i64
  br label %91

14:                                               ; preds = %91
  %15 = trunc nsw i64 %92 to i32
  %16 = shl i64 %92, 32
  %17 = ashr exact i64 %16, 30
  %18 = getelementptr inbounds i8, ptr @main.prog, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !18
  %20 = add nsw i32 %5, 1
  %21 = sext i32 %5 to i64
  %22 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %21
  store i32 %19, ptr %22, align 4, !tbaa !18
  %23 = add nsw i32 %15, 2
  %24 = getelementptr i8, ptr %18, i64 4
  br label %25

25:                                               ; preds = %14, %71, %51, %42, %33
  %26 = phi ptr [ %24, %14 ], [ %75, %71 ], [ %60, %51 ], [ %50, %42 ], [ %41, %33 ]
  %27 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %57, %51 ], [ %47, %42 ], [ %38, %33 ]
  %28 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %56, %51 ], [ %7, %42 ], [ %7, %33 ]
  %29 = load i32, ptr %26, align 4, !tbaa !18
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !22
  br label %3

33:                                               ; preds = %91
  %34 = trunc nsw i64 %92 to i32
  %35 = load i32, ptr %9, align 4, !tbaa !18
  %36 = load i32, ptr %12, align 4, !tbaa !18
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %12, align 4, !tbaa !18
  %38 = add nsw i32 %34, 1
  %39 = shl i64 %92, 32
  %40 = ashr exact i64 %39, 30
  %41 = getelementptr inbounds i8, ptr @main.prog, i64 %40
  br label %25

42:                                               ; preds = %91
  %43 = trunc nsw i64 %92 to i32
  %44 = load i32, ptr %9, align 4, !tbaa !18
  %45 = load i32, ptr %12, align 4, !tbaa !18
  %46 = mul nsw i32 %45, %44
  store i32 %46, ptr %12, align 4, !tbaa !18
  %47 = add nsw i32 %43, 1
  %48 = shl i64 %92, 32
  %49 = ashr exact i64 %48, 30
  %50 = getelementptr inbounds i8, ptr @main.prog, i64 %49
  br label %25

51:                                               ; preds = %91
  %52 = trunc nsw i64 %92 to i32
  %53 = load i32, ptr %12, align 4, !tbaa !18
  %54 = sext i32 %5 to i64
  %55 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %54
  store i32 %53, ptr %55, align 4, !tbaa !18
  %56 = add nsw i32 %5, 1
  %57 = add nsw i32 %52, 1
  %58 = shl i64 %92, 32
  %59 = ashr exact i64 %58, 30
  %60 = getelementptr inbounds i8, ptr @main.prog, i64 %59
  br label %25

61:                                               ; preds = %91
  %62 = trunc nsw i64 %92 to i32
  %63 = add nsw i32 %62, 1
  %64 = load i32, ptr %9, align 4, !tbaa !18
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %71, label %66

66:                                               ; preds = %61
  %67 = shl i64 %92, 32
  %68 = ashr exact i64 %67, 30
  %69 = getelementptr inbounds i8, ptr @main.prog, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !18
  br label %71

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ]
  %73 = add nsw i32 %72, 1
  %74 = sext i32 %72 to i64
  %75 = getelementptr inbounds i32, ptr @main.prog, i64 %74
  br label %25

76:                                               ; preds = %91
  %77 = load i32, ptr %9, align 4, !tbaa !18
  %78 = add nsw i32 %77, -1
  store i32 %78, ptr %9, align 4, !tbaa !18
  br label %79

79:                                               ; preds = %76, %86
  %80 = getelementptr inbounds i32, ptr @main.prog, i64 %92
  %81 = load i32, ptr %80, align 4, !tbaa !18
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %82
  %84 = load ptr, ptr %83, align 8, !tbaa !22
  %85 = add nsw i64 %92, 1
  br label %91

86:                                               ; preds = %91
  %87 = load i32, ptr %9, align 4, !tbaa !18
  %88 = load i32, ptr %12, align 4, !tbaa !18
  store i32 %88, ptr %9, align 4, !tbaa !18
  store i32 %87, ptr %12, align 4, !tbaa !18
  br label %79

89:                                               ; preds = %91
  %90 = load i32, ptr %9, align 4, !tbaa !18
  ret i32 %90

91:                                               ; preds = %79, %3
  %92 = phi i64 [ %85, %79 ], [ %13, %3 ]
  %93 = phi ptr [ %84, %79 ], [ %6, %3 ]
  indirectbr ptr %93, [label %14, label %33, label %42, label %51, label %61, label %76, label %86, label %89]
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @op_div(i32 noundef %0, i32 noundef %1) #5 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  ret i32 %7
}

attributes #0 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"", !10, i64 0, !6, i64 4, !11, i64 16}
!10 = !{!"int", !6, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = !{!9, !11, i64 16}
!13 = !{!14, !15, i64 8}
!14 = !{!"", !6, i64 0, !15, i64 8}
!15 = !{!"any pointer", !6, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!10, !10, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !6, i64 0}
!21 = !{!11, !11, i64 0}
!22 = !{!15, !15, i64 0}
!23 = distinct !{!23, !17}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !6, i64 0}
!26 = distinct !{!26, !17}
