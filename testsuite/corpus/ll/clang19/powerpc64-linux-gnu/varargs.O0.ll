; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
@__const.main.fns = private unnamed_addr constant [3 x ptr] [ptr @op_add, ptr @op_mul, ptr @op_sub], align 8
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1
@words = internal constant [5 x ptr] [ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr null], align 8
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 8
@run.dispatch = internal global [8 x ptr] [ptr blockaddress(@run, %17), ptr blockaddress(@run, %37), ptr blockaddress(@run, %59), ptr blockaddress(@run, %81), ptr blockaddress(@run, %101), ptr blockaddress(@run, %126), ptr blockaddress(@run, %142), ptr blockaddress(@run, %171)], align 8
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1

; Function Attrs: noinline optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [3 x ptr], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.main.pt, i64 4, i1 false)
  %12 = load i32, ptr %2, align 2
  %13 = call i64 (ptr, ...) @vsum(ptr noundef @.str.1, i32 noundef signext 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @.str.2, i32 noundef signext 65, i32 %12)
  %14 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %13)
  %15 = call signext i32 (i32, ...) @forward(i32 noundef signext 4, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4)
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %15)
  store ptr @.str.4, ptr %3, align 8
  %17 = load ptr, ptr %3, align 8
  store ptr %17, ptr %4, align 8
  br label %18

18:                                               ; preds = %38, %0
  %19 = load ptr, ptr %4, align 8
  %20 = load i8, ptr %19, align 1
  %21 = icmp ne i8 %20, 0
  br i1 %21, label %22, label %41

22:                                               ; preds = %18
  %23 = load ptr, ptr %4, align 8
  %24 = load i8, ptr %23, align 1
  %25 = call ptr @lookup(i8 noundef zeroext %24)
  store ptr %25, ptr %5, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = load ptr, ptr %5, align 8
  %30 = icmp ne ptr %29, null
  br i1 %30, label %31, label %34

31:                                               ; preds = %22
  %32 = load ptr, ptr %5, align 8
  %33 = call signext i32 %32(i32 noundef signext 17, i32 noundef signext 5)
  br label %35

34:                                               ; preds = %22
  br label %35

35:                                               ; preds = %34, %31
  %36 = phi i32 [ %33, %31 ], [ -1, %34 ]
  %37 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %28, i32 noundef signext %36)
  br label %38

38:                                               ; preds = %35
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds i8, ptr %39, i32 1
  store ptr %40, ptr %4, align 8
  br label %18, !llvm.loop !6

41:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.fns, i64 24, i1 false)
  %42 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 0
  %43 = call signext i32 @apply_all(ptr noundef %42, i32 noundef signext 3, i32 noundef signext 6, i32 noundef signext 7)
  %44 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %43)
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
  br label %45, !llvm.loop !8

55:                                               ; preds = %45
  %56 = call signext i32 @run(ptr noundef @main.prog)
  %57 = load i32, ptr %7, align 4
  %58 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %56, i32 noundef signext %57)
  store i32 -2128831035, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %59

59:                                               ; preds = %72, %55
  %60 = load i32, ptr %10, align 4
  %61 = zext i32 %60 to i64
  %62 = icmp ult i64 %61, 39
  br i1 %62, label %63, label %75

63:                                               ; preds = %59
  %64 = load i32, ptr %9, align 4
  %65 = load i32, ptr %10, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [39 x i8], ptr @esc, i64 0, i64 %66
  %68 = load i8, ptr %67, align 1
  %69 = zext i8 %68 to i32
  %70 = xor i32 %64, %69
  %71 = mul i32 %70, 16777619
  store i32 %71, ptr %9, align 4
  br label %72

72:                                               ; preds = %63
  %73 = load i32, ptr %10, align 4
  %74 = add i32 %73, 1
  store i32 %74, ptr %10, align 4
  br label %59, !llvm.loop !9

75:                                               ; preds = %59
  %76 = load i32, ptr %9, align 4
  %77 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext 39, i32 noundef zeroext %76)
  %78 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @utf8, i32 noundef signext 23)
  %79 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 2), align 1
  %80 = zext i8 %79 to i32
  %81 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 3), align 1
  %82 = zext i8 %81 to i32
  %83 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 5), align 1
  %84 = zext i8 %83 to i32
  %85 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %80, i32 noundef signext %82, i32 noundef signext %84)
  store ptr @words, ptr %11, align 8
  br label %86

86:                                               ; preds = %104, %75
  %87 = load ptr, ptr %11, align 8
  %88 = load ptr, ptr %87, align 8
  %89 = icmp ne ptr %88, null
  br i1 %89, label %90, label %107

90:                                               ; preds = %86
  %91 = load ptr, ptr %11, align 8
  %92 = getelementptr inbounds ptr, ptr %91, i64 0
  %93 = load ptr, ptr %92, align 8
  %94 = load i8, ptr %93, align 1
  %95 = zext i8 %94 to i32
  %96 = icmp eq i32 %95, 27
  br i1 %96, label %97, label %98

97:                                               ; preds = %90
  br label %101

98:                                               ; preds = %90
  %99 = load ptr, ptr %11, align 8
  %100 = load ptr, ptr %99, align 8
  br label %101

101:                                              ; preds = %98, %97
  %102 = phi ptr [ @.str.12, %97 ], [ %100, %98 ]
  %103 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %102)
  br label %104

104:                                              ; preds = %101
  %105 = load ptr, ptr %11, align 8
  %106 = getelementptr inbounds ptr, ptr %105, i32 1
  store ptr %106, ptr %11, align 8
  br label %86, !llvm.loop !10

107:                                              ; preds = %86
  %108 = load i32, ptr @init, align 8
  %109 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 8
  %110 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i64 0, i64 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i64 0, i64 2), i32 noundef signext %108, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %109, i32 noundef signext 6)
  %111 = call signext i32 @putchar(i32 noundef signext 10)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(ptr noundef %0, ...) #3 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %5, align 8
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  %10 = load ptr, ptr %2, align 8
  store ptr %10, ptr %6, align 8
  br label %11

11:                                               ; preds = %80, %1
  %12 = load ptr, ptr %6, align 8
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0
  br i1 %14, label %15, label %83

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 8
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  switch i32 %18, label %78 [
    i32 105, label %19
    i32 108, label %27
    i32 100, label %33
    i32 115, label %41
    i32 99, label %54
    i32 112, label %63
  ]

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr %21, ptr %3, align 8
  %22 = getelementptr inbounds i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4
  %24 = sext i32 %23 to i64
  %25 = load i64, ptr %5, align 8
  %26 = add nsw i64 %25, %24
  store i64 %26, ptr %5, align 8
  br label %79

27:                                               ; preds = %15
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr %29, ptr %3, align 8
  %30 = load i64, ptr %28, align 8
  %31 = load i64, ptr %5, align 8
  %32 = add nsw i64 %31, %30
  store i64 %32, ptr %5, align 8
  br label %79

33:                                               ; preds = %15
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr %35, ptr %3, align 8
  %36 = load double, ptr %34, align 8
  %37 = fmul double %36, 1.000000e+01
  %38 = fptosi double %37 to i64
  %39 = load i64, ptr %5, align 8
  %40 = add nsw i64 %39, %38
  store i64 %40, ptr %5, align 8
  br label %79

41:                                               ; preds = %15
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds i8, ptr %42, i64 8
  store ptr %43, ptr %3, align 8
  %44 = load ptr, ptr %42, align 8
  store ptr %44, ptr %7, align 8
  br label %45

45:                                               ; preds = %50, %41
  %46 = load ptr, ptr %7, align 8
  %47 = getelementptr inbounds i8, ptr %46, i32 1
  store ptr %47, ptr %7, align 8
  %48 = load i8, ptr %46, align 1
  %49 = icmp ne i8 %48, 0
  br i1 %49, label %50, label %53

50:                                               ; preds = %45
  %51 = load i64, ptr %5, align 8
  %52 = add nsw i64 %51, 1
  store i64 %52, ptr %5, align 8
  br label %45, !llvm.loop !11

53:                                               ; preds = %45
  br label %79

54:                                               ; preds = %15
  %55 = load ptr, ptr %3, align 8
  %56 = getelementptr inbounds i8, ptr %55, i64 8
  store ptr %56, ptr %3, align 8
  %57 = getelementptr inbounds i8, ptr %55, i64 4
  %58 = load i32, ptr %57, align 4
  %59 = trunc i32 %58 to i8
  %60 = zext i8 %59 to i64
  %61 = load i64, ptr %5, align 8
  %62 = add nsw i64 %61, %60
  store i64 %62, ptr %5, align 8
  br label %79

63:                                               ; preds = %15
  %64 = load ptr, ptr %3, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  store ptr %65, ptr %3, align 8
  %66 = getelementptr inbounds i8, ptr %64, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 4 %66, i64 4, i1 false)
  %67 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0
  %68 = load i16, ptr %67, align 2
  %69 = sext i16 %68 to i32
  %70 = mul nsw i32 %69, 100
  %71 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1
  %72 = load i16, ptr %71, align 2
  %73 = sext i16 %72 to i32
  %74 = add nsw i32 %70, %73
  %75 = sext i32 %74 to i64
  %76 = load i64, ptr %5, align 8
  %77 = add nsw i64 %76, %75
  store i64 %77, ptr %5, align 8
  br label %79

78:                                               ; preds = %15
  br label %79

79:                                               ; preds = %78, %63, %54, %53, %33, %27, %19
  br label %80

80:                                               ; preds = %79
  %81 = load ptr, ptr %6, align 8
  %82 = getelementptr inbounds i8, ptr %81, i32 1
  store ptr %82, ptr %6, align 8
  br label %11, !llvm.loop !12

83:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr %3)
  %84 = load ptr, ptr %2, align 8
  %85 = load i8, ptr %84, align 1
  %86 = zext i8 %85 to i32
  %87 = icmp eq i32 %86, 105
  br i1 %87, label %88, label %93

88:                                               ; preds = %83
  %89 = load ptr, ptr %4, align 8
  %90 = getelementptr inbounds i8, ptr %89, i64 8
  store ptr %90, ptr %4, align 8
  %91 = getelementptr inbounds i8, ptr %89, i64 4
  %92 = load i32, ptr %91, align 4
  br label %94

93:                                               ; preds = %83
  br label %94

94:                                               ; preds = %93, %88
  %95 = phi i32 [ %92, %88 ], [ 0, %93 ]
  store i32 %95, ptr %9, align 4
  call void @llvm.va_end.p0(ptr %4)
  %96 = load i64, ptr %5, align 8
  %97 = mul nsw i64 %96, 1000
  %98 = load i32, ptr %9, align 4
  %99 = sext i32 %98 to i64
  %100 = add nsw i64 %97, %99
  ret i64 %100
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @forward(i32 noundef signext %0, ...) #3 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
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
  br i1 %8, label %9, label %17

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %13, ptr %3, align 8
  %14 = getelementptr inbounds i8, ptr %12, i64 4
  %15 = load i32, ptr %14, align 4
  %16 = add nsw i32 %11, %15
  store i32 %16, ptr %4, align 4
  br label %5, !llvm.loop !13

17:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3)
  %18 = load i32, ptr %4, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(i8 noundef zeroext %0) #3 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %26, %1
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = icmp ult i64 %7, 4
  br i1 %8, label %9, label %29

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i64 0, i64 %11
  %13 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 0
  %14 = load i8, ptr %13, align 8
  %15 = zext i8 %14 to i32
  %16 = load i8, ptr %3, align 1
  %17 = zext i8 %16 to i32
  %18 = icmp eq i32 %15, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i64 0, i64 %21
  %23 = getelementptr inbounds %struct.anon.0, ptr %22, i32 0, i32 1
  %24 = load ptr, ptr %23, align 8
  store ptr %24, ptr %2, align 8
  br label %30

25:                                               ; preds = %9
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %4, align 4
  %28 = add i32 %27, 1
  store i32 %28, ptr %4, align 4
  br label %5, !llvm.loop !14

29:                                               ; preds = %5
  store ptr null, ptr %2, align 8
  br label %30

30:                                               ; preds = %29, %19
  %31 = load ptr, ptr %2, align 8
  ret ptr %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @op_add(i32 noundef signext %0, i32 noundef signext %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @op_mul(i32 noundef signext %0, i32 noundef signext %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @op_sub(i32 noundef signext %0, i32 noundef signext %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline optnone uwtable
define internal signext i32 @apply_all(ptr noundef %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %26, %4
  %12 = load i32, ptr %10, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %10, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds ptr, ptr %16, i64 %18
  %20 = load ptr, ptr %19, align 8
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %8, align 4
  %23 = call signext i32 %20(i32 noundef signext %21, i32 noundef signext %22)
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %9, align 4
  br label %26

26:                                               ; preds = %15
  %27 = load i32, ptr %10, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %10, align 4
  br label %11, !llvm.loop !15

29:                                               ; preds = %11
  %30 = load i32, ptr %9, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @run(ptr noundef %0) #3 {
  %2 = alloca ptr, align 8
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %8 = load ptr, ptr %2, align 8
  %9 = load i32, ptr %5, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %5, align 4
  %11 = sext i32 %9 to i64
  %12 = getelementptr inbounds i32, ptr %8, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  br label %177

17:                                               ; preds = %177
  %18 = load ptr, ptr %2, align 8
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i32, ptr %18, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %4, align 4
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %26
  store i32 %23, ptr %27, align 4
  %28 = load ptr, ptr %2, align 8
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %5, align 4
  %31 = sext i32 %29 to i64
  %32 = getelementptr inbounds i32, ptr %28, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %34
  %36 = load ptr, ptr %35, align 8
  br label %177

37:                                               ; preds = %177
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, -1
  store i32 %39, ptr %4, align 4
  %40 = load i32, ptr %4, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %4, align 4
  %45 = sub nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = add nsw i32 %48, %43
  store i32 %49, ptr %47, align 4
  %50 = load ptr, ptr %2, align 8
  %51 = load i32, ptr %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %5, align 4
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds i32, ptr %50, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %56
  %58 = load ptr, ptr %57, align 8
  br label %177

59:                                               ; preds = %177
  %60 = load i32, ptr %4, align 4
  %61 = add nsw i32 %60, -1
  store i32 %61, ptr %4, align 4
  %62 = load i32, ptr %4, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = load i32, ptr %4, align 4
  %67 = sub nsw i32 %66, 1
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = mul nsw i32 %70, %65
  store i32 %71, ptr %69, align 4
  %72 = load ptr, ptr %2, align 8
  %73 = load i32, ptr %5, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %5, align 4
  %75 = sext i32 %73 to i64
  %76 = getelementptr inbounds i32, ptr %72, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %78
  %80 = load ptr, ptr %79, align 8
  br label %177

81:                                               ; preds = %177
  %82 = load i32, ptr %4, align 4
  %83 = sub nsw i32 %82, 2
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4
  %87 = load i32, ptr %4, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %88
  store i32 %86, ptr %89, align 4
  %90 = load i32, ptr %4, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %4, align 4
  %92 = load ptr, ptr %2, align 8
  %93 = load i32, ptr %5, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %5, align 4
  %95 = sext i32 %93 to i64
  %96 = getelementptr inbounds i32, ptr %92, i64 %95
  %97 = load i32, ptr %96, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %98
  %100 = load ptr, ptr %99, align 8
  br label %177

101:                                              ; preds = %177
  %102 = load ptr, ptr %2, align 8
  %103 = load i32, ptr %5, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %5, align 4
  %105 = sext i32 %103 to i64
  %106 = getelementptr inbounds i32, ptr %102, i64 %105
  %107 = load i32, ptr %106, align 4
  store i32 %107, ptr %6, align 4
  %108 = load i32, ptr %4, align 4
  %109 = add nsw i32 %108, -1
  store i32 %109, ptr %4, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %114, label %116

114:                                              ; preds = %101
  %115 = load i32, ptr %6, align 4
  store i32 %115, ptr %5, align 4
  br label %116

116:                                              ; preds = %114, %101
  %117 = load ptr, ptr %2, align 8
  %118 = load i32, ptr %5, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %5, align 4
  %120 = sext i32 %118 to i64
  %121 = getelementptr inbounds i32, ptr %117, i64 %120
  %122 = load i32, ptr %121, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %123
  %125 = load ptr, ptr %124, align 8
  br label %177

126:                                              ; preds = %177
  %127 = load i32, ptr %4, align 4
  %128 = sub nsw i32 %127, 1
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %129
  %131 = load i32, ptr %130, align 4
  %132 = add nsw i32 %131, -1
  store i32 %132, ptr %130, align 4
  %133 = load ptr, ptr %2, align 8
  %134 = load i32, ptr %5, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %5, align 4
  %136 = sext i32 %134 to i64
  %137 = getelementptr inbounds i32, ptr %133, i64 %136
  %138 = load i32, ptr %137, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %139
  %141 = load ptr, ptr %140, align 8
  br label %177

142:                                              ; preds = %177
  %143 = load i32, ptr %4, align 4
  %144 = sub nsw i32 %143, 1
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %145
  %147 = load i32, ptr %146, align 4
  store i32 %147, ptr %7, align 4
  %148 = load i32, ptr %4, align 4
  %149 = sub nsw i32 %148, 2
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %150
  %152 = load i32, ptr %151, align 4
  %153 = load i32, ptr %4, align 4
  %154 = sub nsw i32 %153, 1
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %155
  store i32 %152, ptr %156, align 4
  %157 = load i32, ptr %7, align 4
  %158 = load i32, ptr %4, align 4
  %159 = sub nsw i32 %158, 2
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %160
  store i32 %157, ptr %161, align 4
  %162 = load ptr, ptr %2, align 8
  %163 = load i32, ptr %5, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %5, align 4
  %165 = sext i32 %163 to i64
  %166 = getelementptr inbounds i32, ptr %162, i64 %165
  %167 = load i32, ptr %166, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %168
  %170 = load ptr, ptr %169, align 8
  br label %177

171:                                              ; preds = %177
  %172 = load i32, ptr %4, align 4
  %173 = sub nsw i32 %172, 1
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %174
  %176 = load i32, ptr %175, align 4
  ret i32 %176

177:                                              ; preds = %142, %126, %116, %81, %59, %37, %17, %1
  %178 = phi ptr [ %16, %1 ], [ %36, %17 ], [ %58, %37 ], [ %80, %59 ], [ %100, %81 ], [ %125, %116 ], [ %141, %126 ], [ %170, %142 ]
  indirectbr ptr %178, [label %17, label %37, label %59, label %81, label %101, label %126, label %142, label %171]
}

declare signext i32 @putchar(i32 noundef signext) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @op_div(i32 noundef signext %0, i32 noundef signext %1) #3 {
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

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
