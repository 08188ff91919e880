; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 2
@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@__const.main.fns = private unnamed_addr constant [3 x ptr] [ptr @op_add, ptr @op_mul, ptr @op_sub], align 16
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
@run.dispatch = internal global [8 x ptr] [ptr blockaddress(@run, %17), ptr blockaddress(@run, %37), ptr blockaddress(@run, %59), ptr blockaddress(@run, %81), ptr blockaddress(@run, %101), ptr blockaddress(@run, %126), ptr blockaddress(@run, %142), ptr blockaddress(@run, %171)], align 16
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [3 x ptr], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.main.pt, i64 4, i1 false)
  %12 = load i32, ptr %2, align 2
  %13 = call i64 (ptr, ...) @vsum(ptr noundef @.str.1, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @.str.2, i32 noundef 65, i32 %12)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %13)
  %15 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %15)
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
  %25 = call ptr @lookup(i8 noundef signext %24)
  store ptr %25, ptr %5, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  %29 = load ptr, ptr %5, align 8
  %30 = icmp ne ptr %29, null
  br i1 %30, label %31, label %34

31:                                               ; preds = %22
  %32 = load ptr, ptr %5, align 8
  %33 = call i32 %32(i32 noundef 17, i32 noundef 5)
  br label %35

34:                                               ; preds = %22
  br label %35

35:                                               ; preds = %34, %31
  %36 = phi i32 [ %33, %31 ], [ -1, %34 ]
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %28, i32 noundef %36)
  br label %38

38:                                               ; preds = %35
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds i8, ptr %39, i32 1
  store ptr %40, ptr %4, align 8
  br label %18, !llvm.loop !6

41:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.fns, i64 24, i1 false)
  %42 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 0
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
  br label %45, !llvm.loop !8

55:                                               ; preds = %45
  %56 = call i32 @run(ptr noundef @main.prog)
  %57 = load i32, ptr %7, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %56, i32 noundef %57)
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
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 39, i32 noundef %76)
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @utf8, i32 noundef 23)
  %79 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 2), align 1
  %80 = zext i8 %79 to i32
  %81 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 3), align 1
  %82 = zext i8 %81 to i32
  %83 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 5), align 1
  %84 = zext i8 %83 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %80, i32 noundef %82, i32 noundef %84)
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
  %95 = sext i8 %94 to i32
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
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %102)
  br label %104

104:                                              ; preds = %101
  %105 = load ptr, ptr %11, align 8
  %106 = getelementptr inbounds ptr, ptr %105, i32 1
  store ptr %106, ptr %11, align 8
  br label %86, !llvm.loop !10

107:                                              ; preds = %86
  %108 = load i32, ptr @init, align 8
  %109 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 8
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i64 0, i64 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i64 0, i64 2), i32 noundef %108, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %109, i32 noundef 6)
  %111 = call i32 @putchar(i32 noundef 10)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(ptr noundef %0, ...) #3 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %5, align 8
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %10)
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_copy.p0(ptr %11, ptr %12)
  %13 = load ptr, ptr %2, align 8
  store ptr %13, ptr %6, align 8
  br label %14

14:                                               ; preds = %158, %1
  %15 = load ptr, ptr %6, align 8
  %16 = load i8, ptr %15, align 1
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %18, label %161

18:                                               ; preds = %14
  %19 = load ptr, ptr %6, align 8
  %20 = load i8, ptr %19, align 1
  %21 = sext i8 %20 to i32
  switch i32 %21, label %156 [
    i32 105, label %22
    i32 108, label %42
    i32 100, label %61
    i32 115, label %82
    i32 99, label %108
    i32 112, label %129
  ]

22:                                               ; preds = %18
  %23 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %24 = getelementptr inbounds %struct.__va_list_tag, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 16
  %26 = icmp ule i32 %25, 40
  br i1 %26, label %27, label %32

27:                                               ; preds = %22
  %28 = getelementptr inbounds %struct.__va_list_tag, ptr %23, i32 0, i32 3
  %29 = load ptr, ptr %28, align 16
  %30 = getelementptr i8, ptr %29, i32 %25
  %31 = add i32 %25, 8
  store i32 %31, ptr %24, align 16
  br label %36

32:                                               ; preds = %22
  %33 = getelementptr inbounds %struct.__va_list_tag, ptr %23, i32 0, i32 2
  %34 = load ptr, ptr %33, align 8
  %35 = getelementptr i8, ptr %34, i32 8
  store ptr %35, ptr %33, align 8
  br label %36

36:                                               ; preds = %32, %27
  %37 = phi ptr [ %30, %27 ], [ %34, %32 ]
  %38 = load i32, ptr %37, align 4
  %39 = sext i32 %38 to i64
  %40 = load i64, ptr %5, align 8
  %41 = add nsw i64 %40, %39
  store i64 %41, ptr %5, align 8
  br label %157

42:                                               ; preds = %18
  %43 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %44 = getelementptr inbounds %struct.__va_list_tag, ptr %43, i32 0, i32 0
  %45 = load i32, ptr %44, align 16
  %46 = icmp ule i32 %45, 40
  br i1 %46, label %47, label %52

47:                                               ; preds = %42
  %48 = getelementptr inbounds %struct.__va_list_tag, ptr %43, i32 0, i32 3
  %49 = load ptr, ptr %48, align 16
  %50 = getelementptr i8, ptr %49, i32 %45
  %51 = add i32 %45, 8
  store i32 %51, ptr %44, align 16
  br label %56

52:                                               ; preds = %42
  %53 = getelementptr inbounds %struct.__va_list_tag, ptr %43, i32 0, i32 2
  %54 = load ptr, ptr %53, align 8
  %55 = getelementptr i8, ptr %54, i32 8
  store ptr %55, ptr %53, align 8
  br label %56

56:                                               ; preds = %52, %47
  %57 = phi ptr [ %50, %47 ], [ %54, %52 ]
  %58 = load i64, ptr %57, align 8
  %59 = load i64, ptr %5, align 8
  %60 = add nsw i64 %59, %58
  store i64 %60, ptr %5, align 8
  br label %157

61:                                               ; preds = %18
  %62 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %63 = getelementptr inbounds %struct.__va_list_tag, ptr %62, i32 0, i32 1
  %64 = load i32, ptr %63, align 4
  %65 = icmp ule i32 %64, 160
  br i1 %65, label %66, label %71

66:                                               ; preds = %61
  %67 = getelementptr inbounds %struct.__va_list_tag, ptr %62, i32 0, i32 3
  %68 = load ptr, ptr %67, align 16
  %69 = getelementptr i8, ptr %68, i32 %64
  %70 = add i32 %64, 16
  store i32 %70, ptr %63, align 4
  br label %75

71:                                               ; preds = %61
  %72 = getelementptr inbounds %struct.__va_list_tag, ptr %62, i32 0, i32 2
  %73 = load ptr, ptr %72, align 8
  %74 = getelementptr i8, ptr %73, i32 8
  store ptr %74, ptr %72, align 8
  br label %75

75:                                               ; preds = %71, %66
  %76 = phi ptr [ %69, %66 ], [ %73, %71 ]
  %77 = load double, ptr %76, align 8
  %78 = fmul double %77, 1.000000e+01
  %79 = fptosi double %78 to i64
  %80 = load i64, ptr %5, align 8
  %81 = add nsw i64 %80, %79
  store i64 %81, ptr %5, align 8
  br label %157

82:                                               ; preds = %18
  %83 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %84 = getelementptr inbounds %struct.__va_list_tag, ptr %83, i32 0, i32 0
  %85 = load i32, ptr %84, align 16
  %86 = icmp ule i32 %85, 40
  br i1 %86, label %87, label %92

87:                                               ; preds = %82
  %88 = getelementptr inbounds %struct.__va_list_tag, ptr %83, i32 0, i32 3
  %89 = load ptr, ptr %88, align 16
  %90 = getelementptr i8, ptr %89, i32 %85
  %91 = add i32 %85, 8
  store i32 %91, ptr %84, align 16
  br label %96

92:                                               ; preds = %82
  %93 = getelementptr inbounds %struct.__va_list_tag, ptr %83, i32 0, i32 2
  %94 = load ptr, ptr %93, align 8
  %95 = getelementptr i8, ptr %94, i32 8
  store ptr %95, ptr %93, align 8
  br label %96

96:                                               ; preds = %92, %87
  %97 = phi ptr [ %90, %87 ], [ %94, %92 ]
  %98 = load ptr, ptr %97, align 8
  store ptr %98, ptr %7, align 8
  br label %99

99:                                               ; preds = %104, %96
  %100 = load ptr, ptr %7, align 8
  %101 = getelementptr inbounds i8, ptr %100, i32 1
  store ptr %101, ptr %7, align 8
  %102 = load i8, ptr %100, align 1
  %103 = icmp ne i8 %102, 0
  br i1 %103, label %104, label %107

104:                                              ; preds = %99
  %105 = load i64, ptr %5, align 8
  %106 = add nsw i64 %105, 1
  store i64 %106, ptr %5, align 8
  br label %99, !llvm.loop !11

107:                                              ; preds = %99
  br label %157

108:                                              ; preds = %18
  %109 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %110 = getelementptr inbounds %struct.__va_list_tag, ptr %109, i32 0, i32 0
  %111 = load i32, ptr %110, align 16
  %112 = icmp ule i32 %111, 40
  br i1 %112, label %113, label %118

113:                                              ; preds = %108
  %114 = getelementptr inbounds %struct.__va_list_tag, ptr %109, i32 0, i32 3
  %115 = load ptr, ptr %114, align 16
  %116 = getelementptr i8, ptr %115, i32 %111
  %117 = add i32 %111, 8
  store i32 %117, ptr %110, align 16
  br label %122

118:                                              ; preds = %108
  %119 = getelementptr inbounds %struct.__va_list_tag, ptr %109, i32 0, i32 2
  %120 = load ptr, ptr %119, align 8
  %121 = getelementptr i8, ptr %120, i32 8
  store ptr %121, ptr %119, align 8
  br label %122

122:                                              ; preds = %118, %113
  %123 = phi ptr [ %116, %113 ], [ %120, %118 ]
  %124 = load i32, ptr %123, align 4
  %125 = trunc i32 %124 to i8
  %126 = sext i8 %125 to i64
  %127 = load i64, ptr %5, align 8
  %128 = add nsw i64 %127, %126
  store i64 %128, ptr %5, align 8
  br label %157

129:                                              ; preds = %18
  %130 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %131 = getelementptr inbounds %struct.__va_list_tag, ptr %130, i32 0, i32 0
  %132 = load i32, ptr %131, align 16
  %133 = icmp ule i32 %132, 40
  br i1 %133, label %134, label %139

134:                                              ; preds = %129
  %135 = getelementptr inbounds %struct.__va_list_tag, ptr %130, i32 0, i32 3
  %136 = load ptr, ptr %135, align 16
  %137 = getelementptr i8, ptr %136, i32 %132
  %138 = add i32 %132, 8
  store i32 %138, ptr %131, align 16
  br label %143

139:                                              ; preds = %129
  %140 = getelementptr inbounds %struct.__va_list_tag, ptr %130, i32 0, i32 2
  %141 = load ptr, ptr %140, align 8
  %142 = getelementptr i8, ptr %141, i32 8
  store ptr %142, ptr %140, align 8
  br label %143

143:                                              ; preds = %139, %134
  %144 = phi ptr [ %137, %134 ], [ %141, %139 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 %144, i64 4, i1 false)
  %145 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0
  %146 = load i16, ptr %145, align 2
  %147 = sext i16 %146 to i32
  %148 = mul nsw i32 %147, 100
  %149 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1
  %150 = load i16, ptr %149, align 2
  %151 = sext i16 %150 to i32
  %152 = add nsw i32 %148, %151
  %153 = sext i32 %152 to i64
  %154 = load i64, ptr %5, align 8
  %155 = add nsw i64 %154, %153
  store i64 %155, ptr %5, align 8
  br label %157

156:                                              ; preds = %18
  br label %157

157:                                              ; preds = %156, %143, %122, %107, %75, %56, %36
  br label %158

158:                                              ; preds = %157
  %159 = load ptr, ptr %6, align 8
  %160 = getelementptr inbounds i8, ptr %159, i32 1
  store ptr %160, ptr %6, align 8
  br label %14, !llvm.loop !12

161:                                              ; preds = %14
  %162 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %162)
  %163 = load ptr, ptr %2, align 8
  %164 = load i8, ptr %163, align 1
  %165 = sext i8 %164 to i32
  %166 = icmp eq i32 %165, 105
  br i1 %166, label %167, label %184

167:                                              ; preds = %161
  %168 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %169 = getelementptr inbounds %struct.__va_list_tag, ptr %168, i32 0, i32 0
  %170 = load i32, ptr %169, align 16
  %171 = icmp ule i32 %170, 40
  br i1 %171, label %172, label %177

172:                                              ; preds = %167
  %173 = getelementptr inbounds %struct.__va_list_tag, ptr %168, i32 0, i32 3
  %174 = load ptr, ptr %173, align 16
  %175 = getelementptr i8, ptr %174, i32 %170
  %176 = add i32 %170, 8
  store i32 %176, ptr %169, align 16
  br label %181

177:                                              ; preds = %167
  %178 = getelementptr inbounds %struct.__va_list_tag, ptr %168, i32 0, i32 2
  %179 = load ptr, ptr %178, align 8
  %180 = getelementptr i8, ptr %179, i32 8
  store ptr %180, ptr %178, align 8
  br label %181

181:                                              ; preds = %177, %172
  %182 = phi ptr [ %175, %172 ], [ %179, %177 ]
  %183 = load i32, ptr %182, align 4
  br label %185

184:                                              ; preds = %161
  br label %185

185:                                              ; preds = %184, %181
  %186 = phi i32 [ %183, %181 ], [ 0, %184 ]
  store i32 %186, ptr %9, align 4
  %187 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %187)
  %188 = load i64, ptr %5, align 8
  %189 = mul nsw i64 %188, 1000
  %190 = load i32, ptr %9, align 4
  %191 = sext i32 %190 to i64
  %192 = add nsw i64 %189, %191
  ret i64 %192
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #3 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %5)
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %26, %1
  %7 = load i32, ptr %2, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr %2, align 4
  %9 = icmp sgt i32 %7, 0
  br i1 %9, label %10, label %30

10:                                               ; preds = %6
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 31
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 16
  %16 = icmp ule i32 %15, 40
  br i1 %16, label %17, label %22

17:                                               ; preds = %10
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 3
  %19 = load ptr, ptr %18, align 16
  %20 = getelementptr i8, ptr %19, i32 %15
  %21 = add i32 %15, 8
  store i32 %21, ptr %14, align 16
  br label %26

22:                                               ; preds = %10
  %23 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr i8, ptr %24, i32 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %17
  %27 = phi ptr [ %20, %17 ], [ %24, %22 ]
  %28 = load i32, ptr %27, align 4
  %29 = add nsw i32 %12, %28
  store i32 %29, ptr %4, align 4
  br label %6, !llvm.loop !13

30:                                               ; preds = %6
  %31 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %31)
  %32 = load i32, ptr %4, align 4
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(i8 noundef signext %0) #3 {
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
  %14 = load i8, ptr %13, align 16
  %15 = sext i8 %14 to i32
  %16 = load i8, ptr %3, align 1
  %17 = sext i8 %16 to i32
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
  %3 = alloca [16 x i32], align 16
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

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
