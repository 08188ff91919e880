; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal unnamed_addr constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 8
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %14), ptr blockaddress(@run, %33), ptr blockaddress(@run, %42), ptr blockaddress(@run, %51), ptr blockaddress(@run, %61), ptr blockaddress(@run, %76), ptr blockaddress(@run, %86), ptr blockaddress(@run, %89)], align 8
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @.str.2, i32 noundef 65, i64 262147)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3)
  br label %5

5:                                                ; preds = %33, %0
  %6 = phi ptr [ @.str.4, %0 ], [ %37, %33 ]
  %7 = load i8, ptr %6, align 1, !tbaa !6
  switch i8 %7, label %33 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
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
  %19 = load i32, ptr @init, align 8, !tbaa !9
  %20 = load double, ptr getelementptr inbounds (i8, ptr @init, i64 16), align 8, !tbaa !13
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i64 10), i32 noundef %19, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i64 4), double noundef %20, i32 noundef 6)
  %22 = tail call i32 @putchar(i32 noundef 10)
  ret i32 0

23:                                               ; preds = %5
  br label %26

24:                                               ; preds = %5
  br label %26

25:                                               ; preds = %5
  br label %26

26:                                               ; preds = %5, %23, %24, %25
  %27 = phi ptr [ getelementptr inbounds (i8, ptr @op_table, i64 16), %23 ], [ getelementptr inbounds (i8, ptr @op_table, i64 32), %24 ], [ getelementptr inbounds (i8, ptr @op_table, i64 48), %25 ], [ @op_table, %5 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !14
  %30 = icmp eq ptr %29, null
  br i1 %30, label %33, label %31

31:                                               ; preds = %26
  %32 = tail call i32 %29(i32 noundef 17, i32 noundef 5)
  br label %33

33:                                               ; preds = %5, %26, %31
  %34 = phi i32 [ %32, %31 ], [ -1, %26 ], [ -1, %5 ]
  %35 = zext i8 %7 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %35, i32 noundef %34)
  %37 = getelementptr inbounds i8, ptr %6, i64 1
  br label %5, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 24
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds i8, ptr %2, i64 28
  %9 = getelementptr inbounds i8, ptr %2, i64 16
  %10 = load ptr, ptr %9, align 8
  %11 = load i32, ptr %5, align 8
  %12 = load i32, ptr %8, align 4
  br label %13

13:                                               ; preds = %145, %1
  %14 = phi i32 [ %12, %1 ], [ %146, %145 ]
  %15 = phi i32 [ %11, %1 ], [ %147, %145 ]
  %16 = phi ptr [ %4, %1 ], [ %148, %145 ]
  %17 = phi ptr [ @.str.1, %1 ], [ %150, %145 ]
  %18 = phi i64 [ 0, %1 ], [ %149, %145 ]
  %19 = load i8, ptr %17, align 1, !tbaa !6
  switch i8 %19, label %145 [
    i8 0, label %20
    i8 105, label %24
    i8 108, label %42
    i8 100, label %59
    i8 115, label %78
    i8 99, label %103
    i8 112, label %122
  ]

20:                                               ; preds = %13
  call void @llvm.va_end.p0(ptr nonnull %2)
  %21 = getelementptr inbounds i8, ptr %3, i64 24
  %22 = load i32, ptr %21, align 8
  %23 = icmp sgt i32 %22, -1
  br i1 %23, label %159, label %151

24:                                               ; preds = %13
  %25 = icmp sgt i32 %15, -1
  br i1 %25, label %32, label %26

26:                                               ; preds = %24
  %27 = add nsw i32 %15, 8
  store i32 %27, ptr %5, align 8
  %28 = icmp ult i32 %15, -7
  br i1 %28, label %29, label %32

29:                                               ; preds = %26
  %30 = sext i32 %15 to i64
  %31 = getelementptr inbounds i8, ptr %7, i64 %30
  br label %35

32:                                               ; preds = %26, %24
  %33 = phi i32 [ %27, %26 ], [ %15, %24 ]
  %34 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %34, ptr %2, align 8
  br label %35

35:                                               ; preds = %32, %29
  %36 = phi i32 [ %27, %29 ], [ %33, %32 ]
  %37 = phi ptr [ %16, %29 ], [ %34, %32 ]
  %38 = phi ptr [ %31, %29 ], [ %16, %32 ]
  %39 = load i32, ptr %38, align 8, !tbaa !19
  %40 = sext i32 %39 to i64
  %41 = add nsw i64 %18, %40
  br label %145

42:                                               ; preds = %13
  %43 = icmp sgt i32 %15, -1
  br i1 %43, label %50, label %44

44:                                               ; preds = %42
  %45 = add nsw i32 %15, 8
  store i32 %45, ptr %5, align 8
  %46 = icmp ult i32 %15, -7
  br i1 %46, label %47, label %50

47:                                               ; preds = %44
  %48 = sext i32 %15 to i64
  %49 = getelementptr inbounds i8, ptr %7, i64 %48
  br label %53

50:                                               ; preds = %44, %42
  %51 = phi i32 [ %45, %44 ], [ %15, %42 ]
  %52 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %52, ptr %2, align 8
  br label %53

53:                                               ; preds = %50, %47
  %54 = phi i32 [ %45, %47 ], [ %51, %50 ]
  %55 = phi ptr [ %16, %47 ], [ %52, %50 ]
  %56 = phi ptr [ %49, %47 ], [ %16, %50 ]
  %57 = load i64, ptr %56, align 8, !tbaa !20
  %58 = add nsw i64 %57, %18
  br label %145

59:                                               ; preds = %13
  %60 = icmp sgt i32 %14, -1
  br i1 %60, label %67, label %61

61:                                               ; preds = %59
  %62 = add nsw i32 %14, 16
  store i32 %62, ptr %8, align 4
  %63 = icmp ult i32 %14, -15
  br i1 %63, label %64, label %67

64:                                               ; preds = %61
  %65 = sext i32 %14 to i64
  %66 = getelementptr inbounds i8, ptr %10, i64 %65
  br label %70

67:                                               ; preds = %61, %59
  %68 = phi i32 [ %62, %61 ], [ %14, %59 ]
  %69 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %69, ptr %2, align 8
  br label %70

70:                                               ; preds = %67, %64
  %71 = phi i32 [ %62, %64 ], [ %68, %67 ]
  %72 = phi ptr [ %16, %64 ], [ %69, %67 ]
  %73 = phi ptr [ %66, %64 ], [ %16, %67 ]
  %74 = load double, ptr %73, align 8, !tbaa !22
  %75 = fmul double %74, 1.000000e+01
  %76 = fptosi double %75 to i64
  %77 = add nsw i64 %18, %76
  br label %145

78:                                               ; preds = %13
  %79 = icmp sgt i32 %15, -1
  br i1 %79, label %86, label %80

80:                                               ; preds = %78
  %81 = add nsw i32 %15, 8
  store i32 %81, ptr %5, align 8
  %82 = icmp ult i32 %15, -7
  br i1 %82, label %83, label %86

83:                                               ; preds = %80
  %84 = sext i32 %15 to i64
  %85 = getelementptr inbounds i8, ptr %7, i64 %84
  br label %89

86:                                               ; preds = %80, %78
  %87 = phi i32 [ %81, %80 ], [ %15, %78 ]
  %88 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %88, ptr %2, align 8
  br label %89

89:                                               ; preds = %86, %83
  %90 = phi i32 [ %81, %83 ], [ %87, %86 ]
  %91 = phi ptr [ %16, %83 ], [ %88, %86 ]
  %92 = phi ptr [ %85, %83 ], [ %16, %86 ]
  %93 = load ptr, ptr %92, align 8, !tbaa !23
  %94 = load i8, ptr %93, align 1, !tbaa !6
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %145, label %96

96:                                               ; preds = %89, %96
  %97 = phi i64 [ %100, %96 ], [ %18, %89 ]
  %98 = phi ptr [ %99, %96 ], [ %93, %89 ]
  %99 = getelementptr inbounds i8, ptr %98, i64 1
  %100 = add nsw i64 %97, 1
  %101 = load i8, ptr %99, align 1, !tbaa !6
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %145, label %96, !llvm.loop !24

103:                                              ; preds = %13
  %104 = icmp sgt i32 %15, -1
  br i1 %104, label %111, label %105

105:                                              ; preds = %103
  %106 = add nsw i32 %15, 8
  store i32 %106, ptr %5, align 8
  %107 = icmp ult i32 %15, -7
  br i1 %107, label %108, label %111

108:                                              ; preds = %105
  %109 = sext i32 %15 to i64
  %110 = getelementptr inbounds i8, ptr %7, i64 %109
  br label %114

111:                                              ; preds = %105, %103
  %112 = phi i32 [ %106, %105 ], [ %15, %103 ]
  %113 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %113, ptr %2, align 8
  br label %114

114:                                              ; preds = %111, %108
  %115 = phi i32 [ %106, %108 ], [ %112, %111 ]
  %116 = phi ptr [ %16, %108 ], [ %113, %111 ]
  %117 = phi ptr [ %110, %108 ], [ %16, %111 ]
  %118 = load i32, ptr %117, align 8, !tbaa !19
  %119 = and i32 %118, 255
  %120 = zext nneg i32 %119 to i64
  %121 = add nsw i64 %18, %120
  br label %145

122:                                              ; preds = %13
  %123 = icmp sgt i32 %15, -1
  br i1 %123, label %130, label %124

124:                                              ; preds = %122
  %125 = add nsw i32 %15, 8
  store i32 %125, ptr %5, align 8
  %126 = icmp ult i32 %15, -7
  br i1 %126, label %127, label %130

127:                                              ; preds = %124
  %128 = sext i32 %15 to i64
  %129 = getelementptr inbounds i8, ptr %7, i64 %128
  br label %133

130:                                              ; preds = %124, %122
  %131 = phi i32 [ %125, %124 ], [ %15, %122 ]
  %132 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %132, ptr %2, align 8
  br label %133

133:                                              ; preds = %130, %127
  %134 = phi i32 [ %125, %127 ], [ %131, %130 ]
  %135 = phi ptr [ %16, %127 ], [ %132, %130 ]
  %136 = phi ptr [ %129, %127 ], [ %16, %130 ]
  %137 = load i16, ptr %136, align 8, !tbaa !25
  %138 = getelementptr inbounds i8, ptr %136, i64 2
  %139 = load i16, ptr %138, align 2, !tbaa !25
  %140 = sext i16 %137 to i64
  %141 = mul nsw i64 %140, 100
  %142 = sext i16 %139 to i64
  %143 = add i64 %18, %142
  %144 = add i64 %143, %141
  br label %145

145:                                              ; preds = %96, %89, %13, %35, %53, %70, %114, %133
  %146 = phi i32 [ %14, %133 ], [ %14, %114 ], [ %71, %70 ], [ %14, %53 ], [ %14, %35 ], [ %14, %13 ], [ %14, %89 ], [ %14, %96 ]
  %147 = phi i32 [ %134, %133 ], [ %115, %114 ], [ %15, %70 ], [ %54, %53 ], [ %36, %35 ], [ %15, %13 ], [ %90, %89 ], [ %90, %96 ]
  %148 = phi ptr [ %135, %133 ], [ %116, %114 ], [ %72, %70 ], [ %55, %53 ], [ %37, %35 ], [ %16, %13 ], [ %91, %89 ], [ %91, %96 ]
  %149 = phi i64 [ %144, %133 ], [ %121, %114 ], [ %77, %70 ], [ %58, %53 ], [ %41, %35 ], [ %18, %13 ], [ %18, %89 ], [ %100, %96 ]
  %150 = getelementptr inbounds i8, ptr %17, i64 1
  br label %13, !llvm.loop !27

151:                                              ; preds = %20
  %152 = add nsw i32 %22, 8
  store i32 %152, ptr %21, align 8
  %153 = icmp ult i32 %22, -7
  br i1 %153, label %154, label %159

154:                                              ; preds = %151
  %155 = getelementptr inbounds i8, ptr %3, i64 8
  %156 = load ptr, ptr %155, align 8
  %157 = sext i32 %22 to i64
  %158 = getelementptr inbounds i8, ptr %156, i64 %157
  br label %162

159:                                              ; preds = %151, %20
  %160 = load ptr, ptr %3, align 8
  %161 = getelementptr inbounds i8, ptr %160, i64 8
  store ptr %161, ptr %3, align 8
  br label %162

162:                                              ; preds = %154, %159
  %163 = phi ptr [ %158, %154 ], [ %160, %159 ]
  %164 = load i32, ptr %163, align 8, !tbaa !19
  call void @llvm.va_end.p0(ptr nonnull %3)
  %165 = mul nsw i64 %18, 1000
  %166 = sext i32 %164 to i64
  %167 = add nsw i64 %165, %166
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i64 %167
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 8
  store i32 %10, ptr %3, align 8
  %11 = icmp ult i32 %4, -7
  br i1 %11, label %15, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %13, ptr %2, align 8
  %14 = load i32, ptr %5, align 8, !tbaa !19
  br label %23

15:                                               ; preds = %9
  %16 = sext i32 %4 to i64
  %17 = getelementptr inbounds i8, ptr %7, i64 %16
  %18 = load i32, ptr %17, align 8, !tbaa !19
  %19 = icmp sgt i32 %4, -9
  br i1 %19, label %23, label %20

20:                                               ; preds = %15
  %21 = add nsw i32 %4, 16
  store i32 %21, ptr %3, align 8
  %22 = icmp ult i32 %10, -7
  br i1 %22, label %28, label %23

23:                                               ; preds = %15, %20, %12
  %24 = phi i32 [ %18, %20 ], [ %18, %15 ], [ %14, %12 ]
  %25 = phi ptr [ %5, %20 ], [ %5, %15 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %26, ptr %2, align 8
  %27 = load i32, ptr %25, align 8, !tbaa !19
  br label %36

28:                                               ; preds = %20
  %29 = sext i32 %10 to i64
  %30 = getelementptr inbounds i8, ptr %7, i64 %29
  %31 = load i32, ptr %30, align 8, !tbaa !19
  %32 = icmp sgt i32 %4, -17
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  %34 = add nsw i32 %4, 24
  store i32 %34, ptr %3, align 8
  %35 = icmp ult i32 %21, -7
  br i1 %35, label %42, label %36

36:                                               ; preds = %28, %33, %23
  %37 = phi i32 [ %31, %33 ], [ %31, %28 ], [ %27, %23 ]
  %38 = phi ptr [ %5, %33 ], [ %5, %28 ], [ %26, %23 ]
  %39 = phi i32 [ %18, %33 ], [ %18, %28 ], [ %24, %23 ]
  %40 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr %40, ptr %2, align 8
  %41 = load i32, ptr %38, align 8, !tbaa !19
  br label %53

42:                                               ; preds = %33
  %43 = sext i32 %21 to i64
  %44 = getelementptr inbounds i8, ptr %7, i64 %43
  %45 = load i32, ptr %44, align 8, !tbaa !19
  %46 = icmp sgt i32 %4, -25
  br i1 %46, label %53, label %47

47:                                               ; preds = %42
  %48 = add nsw i32 %4, 32
  store i32 %48, ptr %3, align 8
  %49 = icmp ult i32 %34, -7
  br i1 %49, label %50, label %53

50:                                               ; preds = %47
  %51 = sext i32 %34 to i64
  %52 = getelementptr inbounds i8, ptr %7, i64 %51
  br label %59

53:                                               ; preds = %36, %47, %42
  %54 = phi i32 [ %41, %36 ], [ %45, %47 ], [ %45, %42 ]
  %55 = phi ptr [ %40, %36 ], [ %5, %47 ], [ %5, %42 ]
  %56 = phi i32 [ %39, %36 ], [ %18, %47 ], [ %18, %42 ]
  %57 = phi i32 [ %37, %36 ], [ %31, %47 ], [ %31, %42 ]
  %58 = getelementptr inbounds i8, ptr %55, i64 8
  store ptr %58, ptr %2, align 8
  br label %59

59:                                               ; preds = %53, %50
  %60 = phi i32 [ %45, %50 ], [ %54, %53 ]
  %61 = phi i32 [ %18, %50 ], [ %56, %53 ]
  %62 = phi i32 [ %31, %50 ], [ %57, %53 ]
  %63 = phi ptr [ %52, %50 ], [ %55, %53 ]
  %64 = mul nsw i32 %61, 31
  %65 = add nsw i32 %62, %64
  %66 = mul nsw i32 %65, 31
  %67 = add nsw i32 %60, %66
  %68 = mul nsw i32 %67, 31
  %69 = load i32, ptr %63, align 8, !tbaa !19
  %70 = add nsw i32 %69, %68
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i32 %70
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
  %2 = alloca [16 x i32], align 4
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
  %19 = load i32, ptr %18, align 4, !tbaa !19
  %20 = add nsw i32 %5, 1
  %21 = sext i32 %5 to i64
  %22 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %21
  store i32 %19, ptr %22, align 4, !tbaa !19
  %23 = add nsw i32 %15, 2
  %24 = getelementptr i8, ptr %18, i64 4
  br label %25

25:                                               ; preds = %14, %71, %51, %42, %33
  %26 = phi ptr [ %24, %14 ], [ %75, %71 ], [ %60, %51 ], [ %50, %42 ], [ %41, %33 ]
  %27 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %57, %51 ], [ %47, %42 ], [ %38, %33 ]
  %28 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %56, %51 ], [ %7, %42 ], [ %7, %33 ]
  %29 = load i32, ptr %26, align 4, !tbaa !19
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !23
  br label %3

33:                                               ; preds = %91
  %34 = trunc nsw i64 %92 to i32
  %35 = load i32, ptr %9, align 4, !tbaa !19
  %36 = load i32, ptr %12, align 4, !tbaa !19
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %12, align 4, !tbaa !19
  %38 = add nsw i32 %34, 1
  %39 = shl i64 %92, 32
  %40 = ashr exact i64 %39, 30
  %41 = getelementptr inbounds i8, ptr @main.prog, i64 %40
  br label %25

42:                                               ; preds = %91
  %43 = trunc nsw i64 %92 to i32
  %44 = load i32, ptr %9, align 4, !tbaa !19
  %45 = load i32, ptr %12, align 4, !tbaa !19
  %46 = mul nsw i32 %45, %44
  store i32 %46, ptr %12, align 4, !tbaa !19
  %47 = add nsw i32 %43, 1
  %48 = shl i64 %92, 32
  %49 = ashr exact i64 %48, 30
  %50 = getelementptr inbounds i8, ptr @main.prog, i64 %49
  br label %25

51:                                               ; preds = %91
  %52 = trunc nsw i64 %92 to i32
  %53 = load i32, ptr %12, align 4, !tbaa !19
  %54 = sext i32 %5 to i64
  %55 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %54
  store i32 %53, ptr %55, align 4, !tbaa !19
  %56 = add nsw i32 %5, 1
  %57 = add nsw i32 %52, 1
  %58 = shl i64 %92, 32
  %59 = ashr exact i64 %58, 30
  %60 = getelementptr inbounds i8, ptr @main.prog, i64 %59
  br label %25

61:                                               ; preds = %91
  %62 = trunc nsw i64 %92 to i32
  %63 = add nsw i32 %62, 1
  %64 = load i32, ptr %9, align 4, !tbaa !19
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %71, label %66

66:                                               ; preds = %61
  %67 = shl i64 %92, 32
  %68 = ashr exact i64 %67, 30
  %69 = getelementptr inbounds i8, ptr @main.prog, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !19
  br label %71

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ]
  %73 = add nsw i32 %72, 1
  %74 = sext i32 %72 to i64
  %75 = getelementptr inbounds i32, ptr @main.prog, i64 %74
  br label %25

76:                                               ; preds = %91
  %77 = load i32, ptr %9, align 4, !tbaa !19
  %78 = add nsw i32 %77, -1
  store i32 %78, ptr %9, align 4, !tbaa !19
  br label %79

79:                                               ; preds = %76, %86
  %80 = getelementptr inbounds i32, ptr @main.prog, i64 %92
  %81 = load i32, ptr %80, align 4, !tbaa !19
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %82
  %84 = load ptr, ptr %83, align 8, !tbaa !23
  %85 = add nsw i64 %92, 1
  br label %91

86:                                               ; preds = %91
  %87 = load i32, ptr %9, align 4, !tbaa !19
  %88 = load i32, ptr %12, align 4, !tbaa !19
  store i32 %88, ptr %9, align 4, !tbaa !19
  store i32 %87, ptr %12, align 4, !tbaa !19
  br label %79

89:                                               ; preds = %91
  %90 = load i32, ptr %9, align 4, !tbaa !19
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

attributes #0 = { uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"", !11, i64 0, !7, i64 4, !12, i64 16}
!11 = !{!"int", !7, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!10, !12, i64 16}
!14 = !{!15, !16, i64 8}
!15 = !{!"", !7, i64 0, !16, i64 8}
!16 = !{!"any pointer", !7, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!11, !11, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !7, i64 0}
!22 = !{!12, !12, i64 0}
!23 = !{!16, !16, i64 0}
!24 = distinct !{!24, !18}
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !7, i64 0}
!27 = distinct !{!27, !18}
