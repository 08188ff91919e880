; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [3 x ptr], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.main.pt, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 2 %2, i64 4, i1 false)
  %13 = load i64, ptr %3, align 8
  %14 = call i64 (ptr, ...) @vsum(ptr noundef @.str.1, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @.str.2, i32 noundef 65, i64 %13)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %14)
  %16 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %16)
  store ptr @.str.4, ptr %4, align 8
  %18 = load ptr, ptr %4, align 8
  store ptr %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %39, %0
  %20 = load ptr, ptr %5, align 8
  %21 = load i8, ptr %20, align 1
  %22 = icmp ne i8 %21, 0
  br i1 %22, label %23, label %42

23:                                               ; preds = %19
  %24 = load ptr, ptr %5, align 8
  %25 = load i8, ptr %24, align 1
  %26 = call ptr @lookup(i8 noundef %25)
  store ptr %26, ptr %6, align 8
  %27 = load ptr, ptr %5, align 8
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = load ptr, ptr %6, align 8
  %31 = icmp ne ptr %30, null
  br i1 %31, label %32, label %35

32:                                               ; preds = %23
  %33 = load ptr, ptr %6, align 8
  %34 = call i32 %33(i32 noundef 17, i32 noundef 5)
  br label %36

35:                                               ; preds = %23
  br label %36

36:                                               ; preds = %35, %32
  %37 = phi i32 [ %34, %32 ], [ -1, %35 ]
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %29, i32 noundef %37)
  br label %39

39:                                               ; preds = %36
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds i8, ptr %40, i32 1
  store ptr %41, ptr %5, align 8
  br label %19, !llvm.loop !6

42:                                               ; preds = %19
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.fns, i64 24, i1 false)
  %43 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 0
  %44 = call i32 @apply_all(ptr noundef %43, i32 noundef 3, i32 noundef 6, i32 noundef 7)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %44)
  store i32 1, ptr %8, align 4
  store i32 5, ptr %9, align 4
  br label %46

46:                                               ; preds = %53, %42
  %47 = load i32, ptr %9, align 4
  %48 = icmp sgt i32 %47, 0
  br i1 %48, label %49, label %56

49:                                               ; preds = %46
  %50 = load i32, ptr %9, align 4
  %51 = load i32, ptr %8, align 4
  %52 = mul nsw i32 %51, %50
  store i32 %52, ptr %8, align 4
  br label %53

53:                                               ; preds = %49
  %54 = load i32, ptr %9, align 4
  %55 = add nsw i32 %54, -1
  store i32 %55, ptr %9, align 4
  br label %46, !llvm.loop !8

56:                                               ; preds = %46
  %57 = call i32 @run(ptr noundef @main.prog)
  %58 = load i32, ptr %8, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %57, i32 noundef %58)
  store i32 -2128831035, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %60

60:                                               ; preds = %73, %56
  %61 = load i32, ptr %11, align 4
  %62 = zext i32 %61 to i64
  %63 = icmp ult i64 %62, 39
  br i1 %63, label %64, label %76

64:                                               ; preds = %60
  %65 = load i32, ptr %10, align 4
  %66 = load i32, ptr %11, align 4
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds [39 x i8], ptr @esc, i64 0, i64 %67
  %69 = load i8, ptr %68, align 1
  %70 = zext i8 %69 to i32
  %71 = xor i32 %65, %70
  %72 = mul i32 %71, 16777619
  store i32 %72, ptr %10, align 4
  br label %73

73:                                               ; preds = %64
  %74 = load i32, ptr %11, align 4
  %75 = add i32 %74, 1
  store i32 %75, ptr %11, align 4
  br label %60, !llvm.loop !9

76:                                               ; preds = %60
  %77 = load i32, ptr %10, align 4
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 39, i32 noundef %77)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @utf8, i32 noundef 23)
  %80 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 2), align 1
  %81 = zext i8 %80 to i32
  %82 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 3), align 1
  %83 = zext i8 %82 to i32
  %84 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 5), align 1
  %85 = zext i8 %84 to i32
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %81, i32 noundef %83, i32 noundef %85)
  store ptr @words, ptr %12, align 8
  br label %87

87:                                               ; preds = %105, %76
  %88 = load ptr, ptr %12, align 8
  %89 = load ptr, ptr %88, align 8
  %90 = icmp ne ptr %89, null
  br i1 %90, label %91, label %108

91:                                               ; preds = %87
  %92 = load ptr, ptr %12, align 8
  %93 = getelementptr inbounds ptr, ptr %92, i64 0
  %94 = load ptr, ptr %93, align 8
  %95 = load i8, ptr %94, align 1
  %96 = zext i8 %95 to i32
  %97 = icmp eq i32 %96, 27
  br i1 %97, label %98, label %99

98:                                               ; preds = %91
  br label %102

99:                                               ; preds = %91
  %100 = load ptr, ptr %12, align 8
  %101 = load ptr, ptr %100, align 8
  br label %102

102:                                              ; preds = %99, %98
  %103 = phi ptr [ @.str.12, %98 ], [ %101, %99 ]
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %103)
  br label %105

105:                                              ; preds = %102
  %106 = load ptr, ptr %12, align 8
  %107 = getelementptr inbounds ptr, ptr %106, i32 1
  store ptr %107, ptr %12, align 8
  br label %87, !llvm.loop !10

108:                                              ; preds = %87
  %109 = load i32, ptr @init, align 8
  %110 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 8
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i64 0, i64 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i64 0, i64 2), i32 noundef %109, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %110, i32 noundef 6)
  %112 = call i32 @putchar(i32 noundef 10)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(ptr noundef %0, ...) #3 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
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

11:                                               ; preds = %161, %1
  %12 = load ptr, ptr %6, align 8
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0
  br i1 %14, label %15, label %164

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 8
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  switch i32 %18, label %159 [
    i32 105, label %19
    i32 108, label %40
    i32 100, label %60
    i32 115, label %82
    i32 99, label %109
    i32 112, label %131
  ]

19:                                               ; preds = %15
  %20 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %21 = load i32, ptr %20, align 8
  %22 = icmp sge i32 %21, 0
  br i1 %22, label %30, label %23

23:                                               ; preds = %19
  %24 = add i32 %21, 8
  store i32 %24, ptr %20, align 8
  %25 = icmp sle i32 %24, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %23
  %27 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr inbounds i8, ptr %28, i32 %21
  br label %34

30:                                               ; preds = %23, %19
  %31 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  store ptr %33, ptr %31, align 8
  br label %34

34:                                               ; preds = %30, %26
  %35 = phi ptr [ %29, %26 ], [ %32, %30 ]
  %36 = load i32, ptr %35, align 8
  %37 = sext i32 %36 to i64
  %38 = load i64, ptr %5, align 8
  %39 = add nsw i64 %38, %37
  store i64 %39, ptr %5, align 8
  br label %160

40:                                               ; preds = %15
  %41 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %42 = load i32, ptr %41, align 8
  %43 = icmp sge i32 %42, 0
  br i1 %43, label %51, label %44

44:                                               ; preds = %40
  %45 = add i32 %42, 8
  store i32 %45, ptr %41, align 8
  %46 = icmp sle i32 %45, 0
  br i1 %46, label %47, label %51

47:                                               ; preds = %44
  %48 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %49 = load ptr, ptr %48, align 8
  %50 = getelementptr inbounds i8, ptr %49, i32 %42
  br label %55

51:                                               ; preds = %44, %40
  %52 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr %54, ptr %52, align 8
  br label %55

55:                                               ; preds = %51, %47
  %56 = phi ptr [ %50, %47 ], [ %53, %51 ]
  %57 = load i64, ptr %56, align 8
  %58 = load i64, ptr %5, align 8
  %59 = add nsw i64 %58, %57
  store i64 %59, ptr %5, align 8
  br label %160

60:                                               ; preds = %15
  %61 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %62 = load i32, ptr %61, align 4
  %63 = icmp sge i32 %62, 0
  br i1 %63, label %71, label %64

64:                                               ; preds = %60
  %65 = add i32 %62, 16
  store i32 %65, ptr %61, align 4
  %66 = icmp sle i32 %65, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %64
  %68 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr inbounds i8, ptr %69, i32 %62
  br label %75

71:                                               ; preds = %64, %60
  %72 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %73 = load ptr, ptr %72, align 8
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  store ptr %74, ptr %72, align 8
  br label %75

75:                                               ; preds = %71, %67
  %76 = phi ptr [ %70, %67 ], [ %73, %71 ]
  %77 = load double, ptr %76, align 8
  %78 = fmul double %77, 1.000000e+01
  %79 = fptosi double %78 to i64
  %80 = load i64, ptr %5, align 8
  %81 = add nsw i64 %80, %79
  store i64 %81, ptr %5, align 8
  br label %160

82:                                               ; preds = %15
  %83 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %84 = load i32, ptr %83, align 8
  %85 = icmp sge i32 %84, 0
  br i1 %85, label %93, label %86

86:                                               ; preds = %82
  %87 = add i32 %84, 8
  store i32 %87, ptr %83, align 8
  %88 = icmp sle i32 %87, 0
  br i1 %88, label %89, label %93

89:                                               ; preds = %86
  %90 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %91 = load ptr, ptr %90, align 8
  %92 = getelementptr inbounds i8, ptr %91, i32 %84
  br label %97

93:                                               ; preds = %86, %82
  %94 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %95 = load ptr, ptr %94, align 8
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  store ptr %96, ptr %94, align 8
  br label %97

97:                                               ; preds = %93, %89
  %98 = phi ptr [ %92, %89 ], [ %95, %93 ]
  %99 = load ptr, ptr %98, align 8
  store ptr %99, ptr %7, align 8
  br label %100

100:                                              ; preds = %105, %97
  %101 = load ptr, ptr %7, align 8
  %102 = getelementptr inbounds i8, ptr %101, i32 1
  store ptr %102, ptr %7, align 8
  %103 = load i8, ptr %101, align 1
  %104 = icmp ne i8 %103, 0
  br i1 %104, label %105, label %108

105:                                              ; preds = %100
  %106 = load i64, ptr %5, align 8
  %107 = add nsw i64 %106, 1
  store i64 %107, ptr %5, align 8
  br label %100, !llvm.loop !11

108:                                              ; preds = %100
  br label %160

109:                                              ; preds = %15
  %110 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %111 = load i32, ptr %110, align 8
  %112 = icmp sge i32 %111, 0
  br i1 %112, label %120, label %113

113:                                              ; preds = %109
  %114 = add i32 %111, 8
  store i32 %114, ptr %110, align 8
  %115 = icmp sle i32 %114, 0
  br i1 %115, label %116, label %120

116:                                              ; preds = %113
  %117 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %118 = load ptr, ptr %117, align 8
  %119 = getelementptr inbounds i8, ptr %118, i32 %111
  br label %124

120:                                              ; preds = %113, %109
  %121 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %122 = load ptr, ptr %121, align 8
  %123 = getelementptr inbounds i8, ptr %122, i64 8
  store ptr %123, ptr %121, align 8
  br label %124

124:                                              ; preds = %120, %116
  %125 = phi ptr [ %119, %116 ], [ %122, %120 ]
  %126 = load i32, ptr %125, align 8
  %127 = trunc i32 %126 to i8
  %128 = zext i8 %127 to i64
  %129 = load i64, ptr %5, align 8
  %130 = add nsw i64 %129, %128
  store i64 %130, ptr %5, align 8
  br label %160

131:                                              ; preds = %15
  %132 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %133 = load i32, ptr %132, align 8
  %134 = icmp sge i32 %133, 0
  br i1 %134, label %142, label %135

135:                                              ; preds = %131
  %136 = add i32 %133, 8
  store i32 %136, ptr %132, align 8
  %137 = icmp sle i32 %136, 0
  br i1 %137, label %138, label %142

138:                                              ; preds = %135
  %139 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %140 = load ptr, ptr %139, align 8
  %141 = getelementptr inbounds i8, ptr %140, i32 %133
  br label %146

142:                                              ; preds = %135, %131
  %143 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %144 = load ptr, ptr %143, align 8
  %145 = getelementptr inbounds i8, ptr %144, i64 8
  store ptr %145, ptr %143, align 8
  br label %146

146:                                              ; preds = %142, %138
  %147 = phi ptr [ %141, %138 ], [ %144, %142 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 8 %147, i64 4, i1 false)
  %148 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0
  %149 = load i16, ptr %148, align 2
  %150 = sext i16 %149 to i32
  %151 = mul nsw i32 %150, 100
  %152 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1
  %153 = load i16, ptr %152, align 2
  %154 = sext i16 %153 to i32
  %155 = add nsw i32 %151, %154
  %156 = sext i32 %155 to i64
  %157 = load i64, ptr %5, align 8
  %158 = add nsw i64 %157, %156
  store i64 %158, ptr %5, align 8
  br label %160

159:                                              ; preds = %15
  br label %160

160:                                              ; preds = %159, %146, %124, %108, %75, %55, %34
  br label %161

161:                                              ; preds = %160
  %162 = load ptr, ptr %6, align 8
  %163 = getelementptr inbounds i8, ptr %162, i32 1
  store ptr %163, ptr %6, align 8
  br label %11, !llvm.loop !12

164:                                              ; preds = %11
  call void @llvm.va_end.p0(ptr %3)
  %165 = load ptr, ptr %2, align 8
  %166 = load i8, ptr %165, align 1
  %167 = zext i8 %166 to i32
  %168 = icmp eq i32 %167, 105
  br i1 %168, label %169, label %187

169:                                              ; preds = %164
  %170 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %171 = load i32, ptr %170, align 8
  %172 = icmp sge i32 %171, 0
  br i1 %172, label %180, label %173

173:                                              ; preds = %169
  %174 = add i32 %171, 8
  store i32 %174, ptr %170, align 8
  %175 = icmp sle i32 %174, 0
  br i1 %175, label %176, label %180

176:                                              ; preds = %173
  %177 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %178 = load ptr, ptr %177, align 8
  %179 = getelementptr inbounds i8, ptr %178, i32 %171
  br label %184

180:                                              ; preds = %173, %169
  %181 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %182 = load ptr, ptr %181, align 8
  %183 = getelementptr inbounds i8, ptr %182, i64 8
  store ptr %183, ptr %181, align 8
  br label %184

184:                                              ; preds = %180, %176
  %185 = phi ptr [ %179, %176 ], [ %182, %180 ]
  %186 = load i32, ptr %185, align 8
  br label %188

187:                                              ; preds = %164
  br label %188

188:                                              ; preds = %187, %184
  %189 = phi i32 [ %186, %184 ], [ 0, %187 ]
  store i32 %189, ptr %9, align 4
  call void @llvm.va_end.p0(ptr %4)
  %190 = load i64, ptr %5, align 8
  %191 = mul nsw i64 %190, 1000
  %192 = load i32, ptr %9, align 4
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %191, %193
  ret i64 %194
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %26, %1
  %6 = load i32, ptr %2, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr %2, align 4
  %8 = icmp sgt i32 %6, 0
  br i1 %8, label %9, label %30

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %13 = load i32, ptr %12, align 8
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %22, label %15

15:                                               ; preds = %9
  %16 = add i32 %13, 8
  store i32 %16, ptr %12, align 8
  %17 = icmp sle i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %20, i32 %13
  br label %26

22:                                               ; preds = %15, %9
  %23 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi ptr [ %21, %18 ], [ %24, %22 ]
  %28 = load i32, ptr %27, align 8
  %29 = add nsw i32 %11, %28
  store i32 %29, ptr %4, align 4
  br label %5, !llvm.loop !13

30:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3)
  %31 = load i32, ptr %4, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(i8 noundef %0) #3 {
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline optnone uwtable
define internal i32 @apply_all(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
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
  %23 = call i32 %20(i32 noundef %21, i32 noundef %22)
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
define internal i32 @run(ptr noundef %0) #3 {
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

declare i32 @putchar(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
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

attributes #0 = { noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
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
