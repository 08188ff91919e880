; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1
@words = internal constant [5 x ptr] [ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr null], align 4
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 4
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 4
@run.dispatch = internal global [8 x ptr] [ptr blockaddress(@run, %15), ptr blockaddress(@run, %31), ptr blockaddress(@run, %49), ptr blockaddress(@run, %67), ptr blockaddress(@run, %83), ptr blockaddress(@run, %104), ptr blockaddress(@run, %117), ptr blockaddress(@run, %140)], align 4
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1

; Function Attrs: noinline optnone ssp
define i32 @main() #0 {
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
  %12 = load [1 x i32], ptr %2, align 2
  %13 = call i64 (ptr, ...) @vsum(ptr noundef @.str.1, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @.str.2, i32 noundef 65, [1 x i32] %12)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %13)
  %15 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %15)
  store ptr @.str.4, ptr %3, align 4
  %17 = load ptr, ptr %3, align 4
  store ptr %17, ptr %4, align 4
  br label %18

18:                                               ; preds = %38, %0
  %19 = load ptr, ptr %4, align 4
  %20 = load i8, ptr %19, align 1
  %21 = icmp ne i8 %20, 0
  br i1 %21, label %22, label %41

22:                                               ; preds = %18
  %23 = load ptr, ptr %4, align 4
  %24 = load i8, ptr %23, align 1
  %25 = call ptr @lookup(i8 noundef signext %24)
  store ptr %25, ptr %5, align 4
  %26 = load ptr, ptr %4, align 4
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  %29 = load ptr, ptr %5, align 4
  %30 = icmp ne ptr %29, null
  br i1 %30, label %31, label %34

31:                                               ; preds = %22
  %32 = load ptr, ptr %5, align 4
  %33 = call i32 %32(i32 noundef 17, i32 noundef 5)
  br label %35

34:                                               ; preds = %22
  br label %35

35:                                               ; preds = %34, %31
  %36 = phi i32 [ %33, %31 ], [ -1, %34 ]
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %28, i32 noundef %36)
  br label %38

38:                                               ; preds = %35
  %39 = load ptr, ptr %4, align 4
  %40 = getelementptr inbounds i8, ptr %39, i32 1
  store ptr %40, ptr %4, align 4
  br label %18, !llvm.loop !5

41:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.fns, i32 12, i1 false)
  %42 = getelementptr inbounds [3 x ptr], ptr %6, i32 0, i32 0
  %43 = call i32 @apply_all(ptr noundef %42, i32 noundef 3, i32 noundef 6, i32 noundef 7)
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %43)
  store i32 1, ptr %7, align 4
  store i32 5, ptr %8, align 4
  br label %45

45:                                               ; preds = %52, %41
  %46 = load i32, ptr %8, align 4
  %47 = icmp sgt i32 %46, 0
  br i1 %47, label %48, label %55

48:                                               ; preds = %45
  %49 = load i32, ptr %8, align 4
  %50 = load i32, ptr %7, align 4
  %51 = mul nsw i32 %50, %49
  store i32 %51, ptr %7, align 4
  br label %52

52:                                               ; preds = %48
  %53 = load i32, ptr %8, align 4
  %54 = add nsw i32 %53, -1
  store i32 %54, ptr %8, align 4
  br label %45, !llvm.loop !7

55:                                               ; preds = %45
  %56 = call i32 @run(ptr noundef @main.prog)
  %57 = load i32, ptr %7, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %56, i32 noundef %57)
  store i32 -2128831035, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %59

59:                                               ; preds = %70, %55
  %60 = load i32, ptr %10, align 4
  %61 = icmp ult i32 %60, 39
  br i1 %61, label %62, label %73

62:                                               ; preds = %59
  %63 = load i32, ptr %9, align 4
  %64 = load i32, ptr %10, align 4
  %65 = getelementptr inbounds [39 x i8], ptr @esc, i32 0, i32 %64
  %66 = load i8, ptr %65, align 1
  %67 = zext i8 %66 to i32
  %68 = xor i32 %63, %67
  %69 = mul i32 %68, 16777619
  store i32 %69, ptr %9, align 4
  br label %70

70:                                               ; preds = %62
  %71 = load i32, ptr %10, align 4
  %72 = add i32 %71, 1
  store i32 %72, ptr %10, align 4
  br label %59, !llvm.loop !8

73:                                               ; preds = %59
  %74 = load i32, ptr %9, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 39, i32 noundef %74)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @utf8, i32 noundef 23)
  %77 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 2), align 1
  %78 = zext i8 %77 to i32
  %79 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 3), align 1
  %80 = zext i8 %79 to i32
  %81 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 5), align 1
  %82 = zext i8 %81 to i32
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %78, i32 noundef %80, i32 noundef %82)
  store ptr @words, ptr %11, align 4
  br label %84

84:                                               ; preds = %102, %73
  %85 = load ptr, ptr %11, align 4
  %86 = load ptr, ptr %85, align 4
  %87 = icmp ne ptr %86, null
  br i1 %87, label %88, label %105

88:                                               ; preds = %84
  %89 = load ptr, ptr %11, align 4
  %90 = getelementptr inbounds ptr, ptr %89, i32 0
  %91 = load ptr, ptr %90, align 4
  %92 = load i8, ptr %91, align 1
  %93 = sext i8 %92 to i32
  %94 = icmp eq i32 %93, 27
  br i1 %94, label %95, label %96

95:                                               ; preds = %88
  br label %99

96:                                               ; preds = %88
  %97 = load ptr, ptr %11, align 4
  %98 = load ptr, ptr %97, align 4
  br label %99

99:                                               ; preds = %96, %95
  %100 = phi ptr [ @.str.12, %95 ], [ %98, %96 ]
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %100)
  br label %102

102:                                              ; preds = %99
  %103 = load ptr, ptr %11, align 4
  %104 = getelementptr inbounds ptr, ptr %103, i32 1
  store ptr %104, ptr %11, align 4
  br label %84, !llvm.loop !9

105:                                              ; preds = %84
  %106 = load i32, ptr @init, align 4
  %107 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 4
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 2), i32 noundef %106, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %107, i32 noundef 6)
  %109 = call i32 @putchar(i32 noundef 10)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone ssp
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

11:                                               ; preds = %77, %1
  %12 = load ptr, ptr %6, align 4
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0
  br i1 %14, label %15, label %80

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 4
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  switch i32 %18, label %75 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %32
    i32 115, label %40
    i32 99, label %53
    i32 112, label %61
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
  br label %76

26:                                               ; preds = %15
  %27 = load ptr, ptr %3, align 4
  %28 = getelementptr inbounds i8, ptr %27, i32 8
  store ptr %28, ptr %3, align 4
  %29 = load i64, ptr %27, align 4
  %30 = load i64, ptr %5, align 8
  %31 = add nsw i64 %30, %29
  store i64 %31, ptr %5, align 8
  br label %76

32:                                               ; preds = %15
  %33 = load ptr, ptr %3, align 4
  %34 = getelementptr inbounds i8, ptr %33, i32 8
  store ptr %34, ptr %3, align 4
  %35 = load double, ptr %33, align 4
  %36 = fmul double %35, 1.000000e+01
  %37 = fptosi double %36 to i64
  %38 = load i64, ptr %5, align 8
  %39 = add nsw i64 %38, %37
  store i64 %39, ptr %5, align 8
  br label %76

40:                                               ; preds = %15
  %41 = load ptr, ptr %3, align 4
  %42 = getelementptr inbounds i8, ptr %41, i32 4
  store ptr %42, ptr %3, align 4
  %43 = load ptr, ptr %41, align 4
  store ptr %43, ptr %7, align 4
  br label %44

44:                                               ; preds = %49, %40
  %45 = load ptr, ptr %7, align 4
  %46 = getelementptr inbounds i8, ptr %45, i32 1
  store ptr %46, ptr %7, align 4
  %47 = load i8, ptr %45, align 1
  %48 = icmp ne i8 %47, 0
  br i1 %48, label %49, label %52

49:                                               ; preds = %44
  %50 = load i64, ptr %5, align 8
  %51 = add nsw i64 %50, 1
  store i64 %51, ptr %5, align 8
  br label %44, !llvm.loop !10

52:                                               ; preds = %44
  br label %76

53:                                               ; preds = %15
  %54 = load ptr, ptr %3, align 4
  %55 = getelementptr inbounds i8, ptr %54, i32 4
  store ptr %55, ptr %3, align 4
  %56 = load i32, ptr %54, align 4
  %57 = trunc i32 %56 to i8
  %58 = sext i8 %57 to i64
  %59 = load i64, ptr %5, align 8
  %60 = add nsw i64 %59, %58
  store i64 %60, ptr %5, align 8
  br label %76

61:                                               ; preds = %15
  %62 = load ptr, ptr %3, align 4
  %63 = getelementptr inbounds i8, ptr %62, i32 4
  store ptr %63, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %8, ptr align 4 %62, i32 4, i1 false)
  %64 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0
  %65 = load i16, ptr %64, align 2
  %66 = sext i16 %65 to i32
  %67 = mul nsw i32 %66, 100
  %68 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1
  %69 = load i16, ptr %68, align 2
  %70 = sext i16 %69 to i32
  %71 = add nsw i32 %67, %70
  %72 = sext i32 %71 to i64
  %73 = load i64, ptr %5, align 8
  %74 = add nsw i64 %73, %72
  store i64 %74, ptr %5, align 8
  br label %76

75:                                               ; preds = %15
  br label %76

76:                                               ; preds = %75, %61, %53, %52, %32, %26, %19
  br label %77

77:                                               ; preds = %76
  %78 = load ptr, ptr %6, align 4
  %79 = getelementptr inbounds i8, ptr %78, i32 1
  store ptr %79, ptr %6, align 4
  br label %11, !llvm.loop !11

80:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr %3)
  %81 = load ptr, ptr %2, align 4
  %82 = load i8, ptr %81, align 1
  %83 = sext i8 %82 to i32
  %84 = icmp eq i32 %83, 105
  br i1 %84, label %85, label %89

85:                                               ; preds = %80
  %86 = load ptr, ptr %4, align 4
  %87 = getelementptr inbounds i8, ptr %86, i32 4
  store ptr %87, ptr %4, align 4
  %88 = load i32, ptr %86, align 4
  br label %90

89:                                               ; preds = %80
  br label %90

90:                                               ; preds = %89, %85
  %91 = phi i32 [ %88, %85 ], [ 0, %89 ]
  store i32 %91, ptr %9, align 4
  call void @llvm.va_end.p0(ptr %4)
  %92 = load i64, ptr %5, align 8
  %93 = mul nsw i64 %92, 1000
  %94 = load i32, ptr %9, align 4
  %95 = sext i32 %94 to i64
  %96 = add nsw i64 %93, %95
  ret i64 %96
}

; Function Attrs: noinline nounwind optnone ssp
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
  br label %5, !llvm.loop !12

16:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3)
  %17 = load i32, ptr %4, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone ssp
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
  %12 = load i8, ptr %11, align 4
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
  br label %5, !llvm.loop !13

26:                                               ; preds = %5
  store ptr null, ptr %2, align 4
  br label %27

27:                                               ; preds = %26, %17
  %28 = load ptr, ptr %2, align 4
  ret ptr %28
}

; Function Attrs: noinline nounwind optnone ssp
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

; Function Attrs: noinline nounwind optnone ssp
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

; Function Attrs: noinline nounwind optnone ssp
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

; Function Attrs: noinline optnone ssp
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
  br label %11, !llvm.loop !14

28:                                               ; preds = %11
  %29 = load i32, ptr %9, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @run(ptr noundef %0) #3 {
  %2 = alloca ptr, align 4
  %3 = alloca [16 x i32], align 4
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone ssp
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

attributes #0 = { noinline optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
