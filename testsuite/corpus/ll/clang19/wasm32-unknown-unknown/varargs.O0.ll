; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 2
@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@__const.main.fns = private unnamed_addr constant [3 x ptr] [ptr @op_add, ptr @op_mul, ptr @op_sub], align 4
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 16
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 16
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 16
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1
@words = internal constant [5 x ptr] [ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr null], align 16
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 16
@run.dispatch = internal global [8 x ptr] [ptr blockaddress(@run, %15), ptr blockaddress(@run, %31), ptr blockaddress(@run, %49), ptr blockaddress(@run, %67), ptr blockaddress(@run, %83), ptr blockaddress(@run, %104), ptr blockaddress(@run, %117), ptr blockaddress(@run, %140)], align 16
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline optnone
define hidden i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca [3 x ptr], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %2, ptr align 2 @__const.main.pt, i32 4, i1 false)
  %12 = call i64 (ptr, ...) @vsum(ptr noundef @.str.1, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @.str.2, i32 noundef 65, ptr noundef byval(%struct.Pt) align 2 %2)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %12)
  %14 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %14)
  store ptr @.str.4, ptr %3, align 4
  %16 = load ptr, ptr %3, align 4
  store ptr %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %37, %0
  %18 = load ptr, ptr %4, align 4
  %19 = load i8, ptr %18, align 1
  %20 = icmp ne i8 %19, 0
  br i1 %20, label %21, label %40

21:                                               ; preds = %17
  %22 = load ptr, ptr %4, align 4
  %23 = load i8, ptr %22, align 1
  %24 = call ptr @lookup(i8 noundef signext %23)
  store ptr %24, ptr %5, align 4
  %25 = load ptr, ptr %4, align 4
  %26 = load i8, ptr %25, align 1
  %27 = sext i8 %26 to i32
  %28 = load ptr, ptr %5, align 4
  %29 = icmp ne ptr %28, null
  br i1 %29, label %30, label %33

30:                                               ; preds = %21
  %31 = load ptr, ptr %5, align 4
  %32 = call i32 %31(i32 noundef 17, i32 noundef 5)
  br label %34

33:                                               ; preds = %21
  br label %34

34:                                               ; preds = %33, %30
  %35 = phi i32 [ %32, %30 ], [ -1, %33 ]
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %27, i32 noundef %35)
  br label %37

37:                                               ; preds = %34
  %38 = load ptr, ptr %4, align 4
  %39 = getelementptr inbounds i8, ptr %38, i32 1
  store ptr %39, ptr %4, align 4
  br label %17, !llvm.loop !2

40:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.fns, i32 12, i1 false)
  %41 = getelementptr inbounds [3 x ptr], ptr %6, i32 0, i32 0
  %42 = call i32 @apply_all(ptr noundef %41, i32 noundef 3, i32 noundef 6, i32 noundef 7)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %42)
  store i32 1, ptr %7, align 4
  store i32 5, ptr %8, align 4
  br label %44

44:                                               ; preds = %51, %40
  %45 = load i32, ptr %8, align 4
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %54

47:                                               ; preds = %44
  %48 = load i32, ptr %8, align 4
  %49 = load i32, ptr %7, align 4
  %50 = mul nsw i32 %49, %48
  store i32 %50, ptr %7, align 4
  br label %51

51:                                               ; preds = %47
  %52 = load i32, ptr %8, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, ptr %8, align 4
  br label %44, !llvm.loop !4

54:                                               ; preds = %44
  %55 = call i32 @run(ptr noundef @main.prog)
  %56 = load i32, ptr %7, align 4
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %55, i32 noundef %56)
  store i32 -2128831035, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %58

58:                                               ; preds = %69, %54
  %59 = load i32, ptr %10, align 4
  %60 = icmp ult i32 %59, 39
  br i1 %60, label %61, label %72

61:                                               ; preds = %58
  %62 = load i32, ptr %9, align 4
  %63 = load i32, ptr %10, align 4
  %64 = getelementptr inbounds [39 x i8], ptr @esc, i32 0, i32 %63
  %65 = load i8, ptr %64, align 1
  %66 = zext i8 %65 to i32
  %67 = xor i32 %62, %66
  %68 = mul i32 %67, 16777619
  store i32 %68, ptr %9, align 4
  br label %69

69:                                               ; preds = %61
  %70 = load i32, ptr %10, align 4
  %71 = add i32 %70, 1
  store i32 %71, ptr %10, align 4
  br label %58, !llvm.loop !5

72:                                               ; preds = %58
  %73 = load i32, ptr %9, align 4
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 39, i32 noundef %73)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @utf8, i32 noundef 23)
  %76 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 2), align 1
  %77 = zext i8 %76 to i32
  %78 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 3), align 1
  %79 = zext i8 %78 to i32
  %80 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 5), align 1
  %81 = zext i8 %80 to i32
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %77, i32 noundef %79, i32 noundef %81)
  store ptr @words, ptr %11, align 4
  br label %83

83:                                               ; preds = %101, %72
  %84 = load ptr, ptr %11, align 4
  %85 = load ptr, ptr %84, align 4
  %86 = icmp ne ptr %85, null
  br i1 %86, label %87, label %104

87:                                               ; preds = %83
  %88 = load ptr, ptr %11, align 4
  %89 = getelementptr inbounds ptr, ptr %88, i32 0
  %90 = load ptr, ptr %89, align 4
  %91 = load i8, ptr %90, align 1
  %92 = sext i8 %91 to i32
  %93 = icmp eq i32 %92, 27
  br i1 %93, label %94, label %95

94:                                               ; preds = %87
  br label %98

95:                                               ; preds = %87
  %96 = load ptr, ptr %11, align 4
  %97 = load ptr, ptr %96, align 4
  br label %98

98:                                               ; preds = %95, %94
  %99 = phi ptr [ @.str.12, %94 ], [ %97, %95 ]
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %99)
  br label %101

101:                                              ; preds = %98
  %102 = load ptr, ptr %11, align 4
  %103 = getelementptr inbounds ptr, ptr %102, i32 1
  store ptr %103, ptr %11, align 4
  br label %83, !llvm.loop !6

104:                                              ; preds = %83
  %105 = load i32, ptr @init, align 8
  %106 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 8
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 2), i32 noundef %105, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %106, i32 noundef 6)
  %108 = call i32 @putchar(i32 noundef 10)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i64 @vsum(ptr noundef %0, ...) #3 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  store i64 0, ptr %5, align 8
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  %10 = load ptr, ptr %2, align 4
  store ptr %10, ptr %6, align 4
  br label %11

11:                                               ; preds = %82, %1
  %12 = load ptr, ptr %6, align 4
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0
  br i1 %14, label %15, label %85

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 4
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  switch i32 %18, label %80 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %34
    i32 115, label %44
    i32 99, label %57
    i32 112, label %65
  ]

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 4
  %21 = getelementptr inbounds i8, ptr %20, i32 4
  store ptr %21, ptr %3, align 4
  %22 = load i32, ptr %20, align 4
  %23 = sext i32 %22 to i64
  %24 = load i64, ptr %5, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, ptr %5, align 8
  br label %81

26:                                               ; preds = %15
  %27 = load ptr, ptr %3, align 4
  %28 = getelementptr inbounds i8, ptr %27, i32 7
  %29 = call ptr @llvm.ptrmask.p0.i32(ptr %28, i32 -8)
  %30 = getelementptr inbounds i8, ptr %29, i32 8
  store ptr %30, ptr %3, align 4
  %31 = load i64, ptr %29, align 8
  %32 = load i64, ptr %5, align 8
  %33 = add nsw i64 %32, %31
  store i64 %33, ptr %5, align 8
  br label %81

34:                                               ; preds = %15
  %35 = load ptr, ptr %3, align 4
  %36 = getelementptr inbounds i8, ptr %35, i32 7
  %37 = call ptr @llvm.ptrmask.p0.i32(ptr %36, i32 -8)
  %38 = getelementptr inbounds i8, ptr %37, i32 8
  store ptr %38, ptr %3, align 4
  %39 = load double, ptr %37, align 8
  %40 = fmul double %39, 1.000000e+01
  %41 = fptosi double %40 to i64
  %42 = load i64, ptr %5, align 8
  %43 = add nsw i64 %42, %41
  store i64 %43, ptr %5, align 8
  br label %81

44:                                               ; preds = %15
  %45 = load ptr, ptr %3, align 4
  %46 = getelementptr inbounds i8, ptr %45, i32 4
  store ptr %46, ptr %3, align 4
  %47 = load ptr, ptr %45, align 4
  store ptr %47, ptr %7, align 4
  br label %48

48:                                               ; preds = %53, %44
  %49 = load ptr, ptr %7, align 4
  %50 = getelementptr inbounds i8, ptr %49, i32 1
  store ptr %50, ptr %7, align 4
  %51 = load i8, ptr %49, align 1
  %52 = icmp ne i8 %51, 0
  br i1 %52, label %53, label %56

53:                                               ; preds = %48
  %54 = load i64, ptr %5, align 8
  %55 = add nsw i64 %54, 1
  store i64 %55, ptr %5, align 8
  br label %48, !llvm.loop !7

56:                                               ; preds = %48
  br label %81

57:                                               ; preds = %15
  %58 = load ptr, ptr %3, align 4
  %59 = getelementptr inbounds i8, ptr %58, i32 4
  store ptr %59, ptr %3, align 4
  %60 = load i32, ptr %58, align 4
  %61 = trunc i32 %60 to i8
  %62 = sext i8 %61 to i64
  %63 = load i64, ptr %5, align 8
  %64 = add nsw i64 %63, %62
  store i64 %64, ptr %5, align 8
  br label %81

65:                                               ; preds = %15
  %66 = load ptr, ptr %3, align 4
  %67 = getelementptr inbounds i8, ptr %66, i32 4
  store ptr %67, ptr %3, align 4
  %68 = load ptr, ptr %66, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %8, ptr align 2 %68, i32 4, i1 false)
  %69 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0
  %70 = load i16, ptr %69, align 2
  %71 = sext i16 %70 to i32
  %72 = mul nsw i32 %71, 100
  %73 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1
  %74 = load i16, ptr %73, align 2
  %75 = sext i16 %74 to i32
  %76 = add nsw i32 %72, %75
  %77 = sext i32 %76 to i64
  %78 = load i64, ptr %5, align 8
  %79 = add nsw i64 %78, %77
  store i64 %79, ptr %5, align 8
  br label %81

80:                                               ; preds = %15
  br label %81

81:                                               ; preds = %80, %65, %57, %56, %34, %26, %19
  br label %82

82:                                               ; preds = %81
  %83 = load ptr, ptr %6, align 4
  %84 = getelementptr inbounds i8, ptr %83, i32 1
  store ptr %84, ptr %6, align 4
  br label %11, !llvm.loop !8

85:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr %3)
  %86 = load ptr, ptr %2, align 4
  %87 = load i8, ptr %86, align 1
  %88 = sext i8 %87 to i32
  %89 = icmp eq i32 %88, 105
  br i1 %89, label %90, label %94

90:                                               ; preds = %85
  %91 = load ptr, ptr %4, align 4
  %92 = getelementptr inbounds i8, ptr %91, i32 4
  store ptr %92, ptr %4, align 4
  %93 = load i32, ptr %91, align 4
  br label %95

94:                                               ; preds = %85
  br label %95

95:                                               ; preds = %94, %90
  %96 = phi i32 [ %93, %90 ], [ 0, %94 ]
  store i32 %96, ptr %9, align 4
  call void @llvm.va_end.p0(ptr %4)
  %97 = load i64, ptr %5, align 8
  %98 = mul nsw i64 %97, 1000
  %99 = load i32, ptr %9, align 4
  %100 = sext i32 %99 to i64
  %101 = add nsw i64 %98, %100
  ret i64 %101
}

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #3 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %9, %1
  %6 = load i32, ptr %2, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr %2, align 4
  %8 = icmp sgt i32 %6, 0
  br i1 %8, label %9, label %16

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load ptr, ptr %3, align 4
  %13 = getelementptr inbounds i8, ptr %12, i32 4
  store ptr %13, ptr %3, align 4
  %14 = load i32, ptr %12, align 4
  %15 = add nsw i32 %11, %14
  store i32 %15, ptr %4, align 4
  br label %5, !llvm.loop !9

16:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3)
  %17 = load i32, ptr %4, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone
define internal ptr @lookup(i8 noundef signext %0) #3 {
  %2 = alloca ptr, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %23, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %6, 4
  br i1 %7, label %8, label %26

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4
  %10 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %9
  %11 = getelementptr inbounds %struct.anon.0, ptr %10, i32 0, i32 0
  %12 = load i8, ptr %11, align 8
  %13 = sext i8 %12 to i32
  %14 = load i8, ptr %3, align 1
  %15 = sext i8 %14 to i32
  %16 = icmp eq i32 %13, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4
  %19 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %18
  %20 = getelementptr inbounds %struct.anon.0, ptr %19, i32 0, i32 1
  %21 = load ptr, ptr %20, align 4
  store ptr %21, ptr %2, align 4
  br label %27

22:                                               ; preds = %8
  br label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %4, align 4
  %25 = add i32 %24, 1
  store i32 %25, ptr %4, align 4
  br label %5, !llvm.loop !10

26:                                               ; preds = %5
  store ptr null, ptr %2, align 4
  br label %27

27:                                               ; preds = %26, %17
  %28 = load ptr, ptr %2, align 4
  ret ptr %28
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline optnone
define internal i32 @apply_all(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %25, %4
  %12 = load i32, ptr %10, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %28

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 4
  %17 = load i32, ptr %10, align 4
  %18 = getelementptr inbounds ptr, ptr %16, i32 %17
  %19 = load ptr, ptr %18, align 4
  %20 = load i32, ptr %7, align 4
  %21 = load i32, ptr %8, align 4
  %22 = call i32 %19(i32 noundef %20, i32 noundef %21)
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr %9, align 4
  br label %25

25:                                               ; preds = %15
  %26 = load i32, ptr %10, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %10, align 4
  br label %11, !llvm.loop !11

28:                                               ; preds = %11
  %29 = load i32, ptr %9, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run(ptr noundef %0) #3 {
  %2 = alloca ptr, align 4
  %3 = alloca [16 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %8 = load ptr, ptr %2, align 4
  %9 = load i32, ptr %5, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %5, align 4
  %11 = getelementptr inbounds i32, ptr %8, i32 %9
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %12
  %14 = load ptr, ptr %13, align 4
  br label %145

15:                                               ; preds = %145
  %16 = load ptr, ptr %2, align 4
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  %19 = getelementptr inbounds i32, ptr %16, i32 %17
  %20 = load i32, ptr %19, align 4
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  %23 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %21
  store i32 %20, ptr %23, align 4
  %24 = load ptr, ptr %2, align 4
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  %27 = getelementptr inbounds i32, ptr %24, i32 %25
  %28 = load i32, ptr %27, align 4
  %29 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %28
  %30 = load ptr, ptr %29, align 4
  br label %145

31:                                               ; preds = %145
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, -1
  store i32 %33, ptr %4, align 4
  %34 = load i32, ptr %4, align 4
  %35 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %34
  %36 = load i32, ptr %35, align 4
  %37 = load i32, ptr %4, align 4
  %38 = sub nsw i32 %37, 1
  %39 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %38
  %40 = load i32, ptr %39, align 4
  %41 = add nsw i32 %40, %36
  store i32 %41, ptr %39, align 4
  %42 = load ptr, ptr %2, align 4
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %5, align 4
  %45 = getelementptr inbounds i32, ptr %42, i32 %43
  %46 = load i32, ptr %45, align 4
  %47 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %46
  %48 = load ptr, ptr %47, align 4
  br label %145

49:                                               ; preds = %145
  %50 = load i32, ptr %4, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, ptr %4, align 4
  %52 = load i32, ptr %4, align 4
  %53 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %52
  %54 = load i32, ptr %53, align 4
  %55 = load i32, ptr %4, align 4
  %56 = sub nsw i32 %55, 1
  %57 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %56
  %58 = load i32, ptr %57, align 4
  %59 = mul nsw i32 %58, %54
  store i32 %59, ptr %57, align 4
  %60 = load ptr, ptr %2, align 4
  %61 = load i32, ptr %5, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %5, align 4
  %63 = getelementptr inbounds i32, ptr %60, i32 %61
  %64 = load i32, ptr %63, align 4
  %65 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %64
  %66 = load ptr, ptr %65, align 4
  br label %145

67:                                               ; preds = %145
  %68 = load i32, ptr %4, align 4
  %69 = sub nsw i32 %68, 2
  %70 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %69
  %71 = load i32, ptr %70, align 4
  %72 = load i32, ptr %4, align 4
  %73 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %72
  store i32 %71, ptr %73, align 4
  %74 = load i32, ptr %4, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %4, align 4
  %76 = load ptr, ptr %2, align 4
  %77 = load i32, ptr %5, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %5, align 4
  %79 = getelementptr inbounds i32, ptr %76, i32 %77
  %80 = load i32, ptr %79, align 4
  %81 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %80
  %82 = load ptr, ptr %81, align 4
  br label %145

83:                                               ; preds = %145
  %84 = load ptr, ptr %2, align 4
  %85 = load i32, ptr %5, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %5, align 4
  %87 = getelementptr inbounds i32, ptr %84, i32 %85
  %88 = load i32, ptr %87, align 4
  store i32 %88, ptr %6, align 4
  %89 = load i32, ptr %4, align 4
  %90 = add nsw i32 %89, -1
  store i32 %90, ptr %4, align 4
  %91 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %90
  %92 = load i32, ptr %91, align 4
  %93 = icmp ne i32 %92, 0
  br i1 %93, label %94, label %96

94:                                               ; preds = %83
  %95 = load i32, ptr %6, align 4
  store i32 %95, ptr %5, align 4
  br label %96

96:                                               ; preds = %94, %83
  %97 = load ptr, ptr %2, align 4
  %98 = load i32, ptr %5, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %5, align 4
  %100 = getelementptr inbounds i32, ptr %97, i32 %98
  %101 = load i32, ptr %100, align 4
  %102 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %101
  %103 = load ptr, ptr %102, align 4
  br label %145

104:                                              ; preds = %145
  %105 = load i32, ptr %4, align 4
  %106 = sub nsw i32 %105, 1
  %107 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %106
  %108 = load i32, ptr %107, align 4
  %109 = add nsw i32 %108, -1
  store i32 %109, ptr %107, align 4
  %110 = load ptr, ptr %2, align 4
  %111 = load i32, ptr %5, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %5, align 4
  %113 = getelementptr inbounds i32, ptr %110, i32 %111
  %114 = load i32, ptr %113, align 4
  %115 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %114
  %116 = load ptr, ptr %115, align 4
  br label %145

117:                                              ; preds = %145
  %118 = load i32, ptr %4, align 4
  %119 = sub nsw i32 %118, 1
  %120 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %119
  %121 = load i32, ptr %120, align 4
  store i32 %121, ptr %7, align 4
  %122 = load i32, ptr %4, align 4
  %123 = sub nsw i32 %122, 2
  %124 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %123
  %125 = load i32, ptr %124, align 4
  %126 = load i32, ptr %4, align 4
  %127 = sub nsw i32 %126, 1
  %128 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %127
  store i32 %125, ptr %128, align 4
  %129 = load i32, ptr %7, align 4
  %130 = load i32, ptr %4, align 4
  %131 = sub nsw i32 %130, 2
  %132 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %131
  store i32 %129, ptr %132, align 4
  %133 = load ptr, ptr %2, align 4
  %134 = load i32, ptr %5, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %5, align 4
  %136 = getelementptr inbounds i32, ptr %133, i32 %134
  %137 = load i32, ptr %136, align 4
  %138 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %137
  %139 = load ptr, ptr %138, align 4
  br label %145

140:                                              ; preds = %145
  %141 = load i32, ptr %4, align 4
  %142 = sub nsw i32 %141, 1
  %143 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %142
  %144 = load i32, ptr %143, align 4
  ret i32 %144

145:                                              ; preds = %117, %104, %96, %67, %49, %31, %15, %1
  %146 = phi ptr [ %14, %1 ], [ %30, %15 ], [ %48, %31 ], [ %66, %49 ], [ %82, %67 ], [ %103, %96 ], [ %116, %104 ], [ %139, %117 ]
  indirectbr ptr %146, [label %15, label %31, label %49, label %67, label %83, label %104, label %117, label %140]
}

declare i32 @putchar(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i32(ptr, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sdiv i32 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ]
  ret i32 %13
}

attributes #0 = { noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
