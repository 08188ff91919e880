; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }
%struct.__va_list = type { i8*, i8*, i8*, i32, i32 }

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 2
@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@__const.main.fns = private unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_mul, i32 (i32, i32)* @op_sub], align 8
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1
@words = internal constant [5 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i8* null], align 8
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 8
@run.dispatch = internal global [8 x i8*] [i8* blockaddress(@run, %17), i8* blockaddress(@run, %37), i8* blockaddress(@run, %59), i8* blockaddress(@run, %81), i8* blockaddress(@run, %101), i8* blockaddress(@run, %126), i8* blockaddress(@run, %142), i8* blockaddress(@run, %171)], align 8
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32 (i32, i32)*, align 8
  %7 = alloca [3 x i32 (i32, i32)*], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8**, align 8
  store i32 0, i32* %1, align 4
  %13 = bitcast %struct.Pt* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %13, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i64 4, i1 false)
  %14 = bitcast i64* %3 to i8*
  %15 = bitcast %struct.Pt* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %14, i8* align 2 %15, i64 4, i1 false)
  %16 = load i64, i64* %3, align 8
  %17 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef 65, i64 %16)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %17)
  %19 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %19)
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8** %4, align 8
  %21 = load i8*, i8** %4, align 8
  store i8* %21, i8** %5, align 8
  br label %22

22:                                               ; preds = %42, %0
  %23 = load i8*, i8** %5, align 8
  %24 = load i8, i8* %23, align 1
  %25 = icmp ne i8 %24, 0
  br i1 %25, label %26, label %45

26:                                               ; preds = %22
  %27 = load i8*, i8** %5, align 8
  %28 = load i8, i8* %27, align 1
  %29 = call i32 (i32, i32)* @lookup(i8 noundef %28)
  store i32 (i32, i32)* %29, i32 (i32, i32)** %6, align 8
  %30 = load i8*, i8** %5, align 8
  %31 = load i8, i8* %30, align 1
  %32 = zext i8 %31 to i32
  %33 = load i32 (i32, i32)*, i32 (i32, i32)** %6, align 8
  %34 = icmp ne i32 (i32, i32)* %33, null
  br i1 %34, label %35, label %38

35:                                               ; preds = %26
  %36 = load i32 (i32, i32)*, i32 (i32, i32)** %6, align 8
  %37 = call i32 %36(i32 noundef 17, i32 noundef 5)
  br label %39

38:                                               ; preds = %26
  br label %39

39:                                               ; preds = %38, %35
  %40 = phi i32 [ %37, %35 ], [ -1, %38 ]
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef %32, i32 noundef %40)
  br label %42

42:                                               ; preds = %39
  %43 = load i8*, i8** %5, align 8
  %44 = getelementptr inbounds i8, i8* %43, i32 1
  store i8* %44, i8** %5, align 8
  br label %22, !llvm.loop !10

45:                                               ; preds = %22
  %46 = bitcast [3 x i32 (i32, i32)*]* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %46, i8* align 8 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i64 24, i1 false)
  %47 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %7, i64 0, i64 0
  %48 = call i32 @apply_all(i32 (i32, i32)** noundef %47, i32 noundef 3, i32 noundef 6, i32 noundef 7)
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %48)
  store i32 1, i32* %8, align 4
  store i32 5, i32* %9, align 4
  br label %50

50:                                               ; preds = %57, %45
  %51 = load i32, i32* %9, align 4
  %52 = icmp sgt i32 %51, 0
  br i1 %52, label %53, label %60

53:                                               ; preds = %50
  %54 = load i32, i32* %9, align 4
  %55 = load i32, i32* %8, align 4
  %56 = mul nsw i32 %55, %54
  store i32 %56, i32* %8, align 4
  br label %57

57:                                               ; preds = %53
  %58 = load i32, i32* %9, align 4
  %59 = add nsw i32 %58, -1
  store i32 %59, i32* %9, align 4
  br label %50, !llvm.loop !12

60:                                               ; preds = %50
  %61 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0))
  %62 = load i32, i32* %8, align 4
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef %61, i32 noundef %62)
  store i32 -2128831035, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %64

64:                                               ; preds = %77, %60
  %65 = load i32, i32* %11, align 4
  %66 = zext i32 %65 to i64
  %67 = icmp ult i64 %66, 39
  br i1 %67, label %68, label %80

68:                                               ; preds = %64
  %69 = load i32, i32* %10, align 4
  %70 = load i32, i32* %11, align 4
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i64 0, i64 %71
  %73 = load i8, i8* %72, align 1
  %74 = zext i8 %73 to i32
  %75 = xor i32 %69, %74
  %76 = mul i32 %75, 16777619
  store i32 %76, i32* %10, align 4
  br label %77

77:                                               ; preds = %68
  %78 = load i32, i32* %11, align 4
  %79 = add i32 %78, 1
  store i32 %79, i32* %11, align 4
  br label %64, !llvm.loop !13

80:                                               ; preds = %64
  %81 = load i32, i32* %10, align 4
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef 39, i32 noundef %81)
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef 23)
  %84 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 2), align 1
  %85 = zext i8 %84 to i32
  %86 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 3), align 1
  %87 = zext i8 %86 to i32
  %88 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 5), align 1
  %89 = zext i8 %88 to i32
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef %85, i32 noundef %87, i32 noundef %89)
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i64 0, i64 0), i8*** %12, align 8
  br label %91

91:                                               ; preds = %109, %80
  %92 = load i8**, i8*** %12, align 8
  %93 = load i8*, i8** %92, align 8
  %94 = icmp ne i8* %93, null
  br i1 %94, label %95, label %112

95:                                               ; preds = %91
  %96 = load i8**, i8*** %12, align 8
  %97 = getelementptr inbounds i8*, i8** %96, i64 0
  %98 = load i8*, i8** %97, align 8
  %99 = load i8, i8* %98, align 1
  %100 = zext i8 %99 to i32
  %101 = icmp eq i32 %100, 27
  br i1 %101, label %102, label %103

102:                                              ; preds = %95
  br label %106

103:                                              ; preds = %95
  %104 = load i8**, i8*** %12, align 8
  %105 = load i8*, i8** %104, align 8
  br label %106

106:                                              ; preds = %103, %102
  %107 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), %102 ], [ %105, %103 ]
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef %107)
  br label %109

109:                                              ; preds = %106
  %110 = load i8**, i8*** %12, align 8
  %111 = getelementptr inbounds i8*, i8** %110, i32 1
  store i8** %111, i8*** %12, align 8
  br label %91, !llvm.loop !14

112:                                              ; preds = %91
  %113 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8
  %114 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %113, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i64 0), double noundef %114, i32 noundef 6)
  %116 = call i32 @putchar(i32 noundef 10)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(i8* noundef %0, ...) #3 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i64 0, i64* %5, align 8
  %10 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %10)
  %11 = bitcast %struct.__va_list* %4 to i8*
  %12 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_copy(i8* %11, i8* %12)
  %13 = load i8*, i8** %2, align 8
  store i8* %13, i8** %6, align 8
  br label %14

14:                                               ; preds = %178, %1
  %15 = load i8*, i8** %6, align 8
  %16 = load i8, i8* %15, align 1
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %18, label %181

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 8
  %20 = load i8, i8* %19, align 1
  %21 = zext i8 %20 to i32
  switch i32 %21, label %176 [
    i32 105, label %22
    i32 108, label %45
    i32 100, label %67
    i32 115, label %91
    i32 99, label %120
    i32 112, label %144
  ]

22:                                               ; preds = %18
  %23 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %24 = load i32, i32* %23, align 8
  %25 = icmp sge i32 %24, 0
  br i1 %25, label %34, label %26

26:                                               ; preds = %22
  %27 = add i32 %24, 8
  store i32 %27, i32* %23, align 8
  %28 = icmp sle i32 %27, 0
  br i1 %28, label %29, label %34

29:                                               ; preds = %26
  %30 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %31 = load i8*, i8** %30, align 8
  %32 = getelementptr inbounds i8, i8* %31, i32 %24
  %33 = bitcast i8* %32 to i32*
  br label %39

34:                                               ; preds = %26, %22
  %35 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %36 = load i8*, i8** %35, align 8
  %37 = getelementptr inbounds i8, i8* %36, i64 8
  store i8* %37, i8** %35, align 8
  %38 = bitcast i8* %36 to i32*
  br label %39

39:                                               ; preds = %34, %29
  %40 = phi i32* [ %33, %29 ], [ %38, %34 ]
  %41 = load i32, i32* %40, align 8
  %42 = sext i32 %41 to i64
  %43 = load i64, i64* %5, align 8
  %44 = add nsw i64 %43, %42
  store i64 %44, i64* %5, align 8
  br label %177

45:                                               ; preds = %18
  %46 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %47 = load i32, i32* %46, align 8
  %48 = icmp sge i32 %47, 0
  br i1 %48, label %57, label %49

49:                                               ; preds = %45
  %50 = add i32 %47, 8
  store i32 %50, i32* %46, align 8
  %51 = icmp sle i32 %50, 0
  br i1 %51, label %52, label %57

52:                                               ; preds = %49
  %53 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %54 = load i8*, i8** %53, align 8
  %55 = getelementptr inbounds i8, i8* %54, i32 %47
  %56 = bitcast i8* %55 to i64*
  br label %62

57:                                               ; preds = %49, %45
  %58 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %59 = load i8*, i8** %58, align 8
  %60 = getelementptr inbounds i8, i8* %59, i64 8
  store i8* %60, i8** %58, align 8
  %61 = bitcast i8* %59 to i64*
  br label %62

62:                                               ; preds = %57, %52
  %63 = phi i64* [ %56, %52 ], [ %61, %57 ]
  %64 = load i64, i64* %63, align 8
  %65 = load i64, i64* %5, align 8
  %66 = add nsw i64 %65, %64
  store i64 %66, i64* %5, align 8
  br label %177

67:                                               ; preds = %18
  %68 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 4
  %69 = load i32, i32* %68, align 4
  %70 = icmp sge i32 %69, 0
  br i1 %70, label %79, label %71

71:                                               ; preds = %67
  %72 = add i32 %69, 16
  store i32 %72, i32* %68, align 4
  %73 = icmp sle i32 %72, 0
  br i1 %73, label %74, label %79

74:                                               ; preds = %71
  %75 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 2
  %76 = load i8*, i8** %75, align 8
  %77 = getelementptr inbounds i8, i8* %76, i32 %69
  %78 = bitcast i8* %77 to double*
  br label %84

79:                                               ; preds = %71, %67
  %80 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %81 = load i8*, i8** %80, align 8
  %82 = getelementptr inbounds i8, i8* %81, i64 8
  store i8* %82, i8** %80, align 8
  %83 = bitcast i8* %81 to double*
  br label %84

84:                                               ; preds = %79, %74
  %85 = phi double* [ %78, %74 ], [ %83, %79 ]
  %86 = load double, double* %85, align 8
  %87 = fmul double %86, 1.000000e+01
  %88 = fptosi double %87 to i64
  %89 = load i64, i64* %5, align 8
  %90 = add nsw i64 %89, %88
  store i64 %90, i64* %5, align 8
  br label %177

91:                                               ; preds = %18
  %92 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %93 = load i32, i32* %92, align 8
  %94 = icmp sge i32 %93, 0
  br i1 %94, label %103, label %95

95:                                               ; preds = %91
  %96 = add i32 %93, 8
  store i32 %96, i32* %92, align 8
  %97 = icmp sle i32 %96, 0
  br i1 %97, label %98, label %103

98:                                               ; preds = %95
  %99 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %100 = load i8*, i8** %99, align 8
  %101 = getelementptr inbounds i8, i8* %100, i32 %93
  %102 = bitcast i8* %101 to i8**
  br label %108

103:                                              ; preds = %95, %91
  %104 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %105 = load i8*, i8** %104, align 8
  %106 = getelementptr inbounds i8, i8* %105, i64 8
  store i8* %106, i8** %104, align 8
  %107 = bitcast i8* %105 to i8**
  br label %108

108:                                              ; preds = %103, %98
  %109 = phi i8** [ %102, %98 ], [ %107, %103 ]
  %110 = load i8*, i8** %109, align 8
  store i8* %110, i8** %7, align 8
  br label %111

111:                                              ; preds = %116, %108
  %112 = load i8*, i8** %7, align 8
  %113 = getelementptr inbounds i8, i8* %112, i32 1
  store i8* %113, i8** %7, align 8
  %114 = load i8, i8* %112, align 1
  %115 = icmp ne i8 %114, 0
  br i1 %115, label %116, label %119

116:                                              ; preds = %111
  %117 = load i64, i64* %5, align 8
  %118 = add nsw i64 %117, 1
  store i64 %118, i64* %5, align 8
  br label %111, !llvm.loop !15

119:                                              ; preds = %111
  br label %177

120:                                              ; preds = %18
  %121 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %122 = load i32, i32* %121, align 8
  %123 = icmp sge i32 %122, 0
  br i1 %123, label %132, label %124

124:                                              ; preds = %120
  %125 = add i32 %122, 8
  store i32 %125, i32* %121, align 8
  %126 = icmp sle i32 %125, 0
  br i1 %126, label %127, label %132

127:                                              ; preds = %124
  %128 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %129 = load i8*, i8** %128, align 8
  %130 = getelementptr inbounds i8, i8* %129, i32 %122
  %131 = bitcast i8* %130 to i32*
  br label %137

132:                                              ; preds = %124, %120
  %133 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %134 = load i8*, i8** %133, align 8
  %135 = getelementptr inbounds i8, i8* %134, i64 8
  store i8* %135, i8** %133, align 8
  %136 = bitcast i8* %134 to i32*
  br label %137

137:                                              ; preds = %132, %127
  %138 = phi i32* [ %131, %127 ], [ %136, %132 ]
  %139 = load i32, i32* %138, align 8
  %140 = trunc i32 %139 to i8
  %141 = zext i8 %140 to i64
  %142 = load i64, i64* %5, align 8
  %143 = add nsw i64 %142, %141
  store i64 %143, i64* %5, align 8
  br label %177

144:                                              ; preds = %18
  %145 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %146 = load i32, i32* %145, align 8
  %147 = icmp sge i32 %146, 0
  br i1 %147, label %156, label %148

148:                                              ; preds = %144
  %149 = add i32 %146, 8
  store i32 %149, i32* %145, align 8
  %150 = icmp sle i32 %149, 0
  br i1 %150, label %151, label %156

151:                                              ; preds = %148
  %152 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %153 = load i8*, i8** %152, align 8
  %154 = getelementptr inbounds i8, i8* %153, i32 %146
  %155 = bitcast i8* %154 to %struct.Pt*
  br label %161

156:                                              ; preds = %148, %144
  %157 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %158 = load i8*, i8** %157, align 8
  %159 = getelementptr inbounds i8, i8* %158, i64 8
  store i8* %159, i8** %157, align 8
  %160 = bitcast i8* %158 to %struct.Pt*
  br label %161

161:                                              ; preds = %156, %151
  %162 = phi %struct.Pt* [ %155, %151 ], [ %160, %156 ]
  %163 = bitcast %struct.Pt* %8 to i8*
  %164 = bitcast %struct.Pt* %162 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %163, i8* align 8 %164, i64 4, i1 false)
  %165 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0
  %166 = load i16, i16* %165, align 2
  %167 = sext i16 %166 to i32
  %168 = mul nsw i32 %167, 100
  %169 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1
  %170 = load i16, i16* %169, align 2
  %171 = sext i16 %170 to i32
  %172 = add nsw i32 %168, %171
  %173 = sext i32 %172 to i64
  %174 = load i64, i64* %5, align 8
  %175 = add nsw i64 %174, %173
  store i64 %175, i64* %5, align 8
  br label %177

176:                                              ; preds = %18
  br label %177

177:                                              ; preds = %176, %161, %137, %119, %84, %62, %39
  br label %178

178:                                              ; preds = %177
  %179 = load i8*, i8** %6, align 8
  %180 = getelementptr inbounds i8, i8* %179, i32 1
  store i8* %180, i8** %6, align 8
  br label %14, !llvm.loop !16

181:                                              ; preds = %14
  %182 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %182)
  %183 = load i8*, i8** %2, align 8
  %184 = load i8, i8* %183, align 1
  %185 = zext i8 %184 to i32
  %186 = icmp eq i32 %185, 105
  br i1 %186, label %187, label %207

187:                                              ; preds = %181
  %188 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 3
  %189 = load i32, i32* %188, align 8
  %190 = icmp sge i32 %189, 0
  br i1 %190, label %199, label %191

191:                                              ; preds = %187
  %192 = add i32 %189, 8
  store i32 %192, i32* %188, align 8
  %193 = icmp sle i32 %192, 0
  br i1 %193, label %194, label %199

194:                                              ; preds = %191
  %195 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 1
  %196 = load i8*, i8** %195, align 8
  %197 = getelementptr inbounds i8, i8* %196, i32 %189
  %198 = bitcast i8* %197 to i32*
  br label %204

199:                                              ; preds = %191, %187
  %200 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 0
  %201 = load i8*, i8** %200, align 8
  %202 = getelementptr inbounds i8, i8* %201, i64 8
  store i8* %202, i8** %200, align 8
  %203 = bitcast i8* %201 to i32*
  br label %204

204:                                              ; preds = %199, %194
  %205 = phi i32* [ %198, %194 ], [ %203, %199 ]
  %206 = load i32, i32* %205, align 8
  br label %208

207:                                              ; preds = %181
  br label %208

208:                                              ; preds = %207, %204
  %209 = phi i32 [ %206, %204 ], [ 0, %207 ]
  store i32 %209, i32* %9, align 4
  %210 = bitcast %struct.__va_list* %4 to i8*
  call void @llvm.va_end(i8* %210)
  %211 = load i64, i64* %5, align 8
  %212 = mul nsw i64 %211, 1000
  %213 = load i32, i32* %9, align 4
  %214 = sext i32 %213 to i64
  %215 = add nsw i64 %212, %214
  ret i64 %215
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %5)
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %29, %1
  %7 = load i32, i32* %2, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, i32* %2, align 4
  %9 = icmp sgt i32 %7, 0
  br i1 %9, label %10, label %33

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4
  %12 = mul nsw i32 %11, 31
  %13 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3
  %14 = load i32, i32* %13, align 8
  %15 = icmp sge i32 %14, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %10
  %17 = add i32 %14, 8
  store i32 %17, i32* %13, align 8
  %18 = icmp sle i32 %17, 0
  br i1 %18, label %19, label %24

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1
  %21 = load i8*, i8** %20, align 8
  %22 = getelementptr inbounds i8, i8* %21, i32 %14
  %23 = bitcast i8* %22 to i32*
  br label %29

24:                                               ; preds = %16, %10
  %25 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0
  %26 = load i8*, i8** %25, align 8
  %27 = getelementptr inbounds i8, i8* %26, i64 8
  store i8* %27, i8** %25, align 8
  %28 = bitcast i8* %26 to i32*
  br label %29

29:                                               ; preds = %24, %19
  %30 = phi i32* [ %23, %19 ], [ %28, %24 ]
  %31 = load i32, i32* %30, align 8
  %32 = add nsw i32 %12, %31
  store i32 %32, i32* %4, align 4
  br label %6, !llvm.loop !17

33:                                               ; preds = %6
  %34 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %34)
  %35 = load i32, i32* %4, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32, i32)* @lookup(i8 noundef %0) #3 {
  %2 = alloca i32 (i32, i32)*, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %26, %1
  %6 = load i32, i32* %4, align 4
  %7 = zext i32 %6 to i64
  %8 = icmp ult i64 %7, 4
  br i1 %8, label %9, label %29

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %11
  %13 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %12, i32 0, i32 0
  %14 = load i8, i8* %13, align 8
  %15 = zext i8 %14 to i32
  %16 = load i8, i8* %3, align 1
  %17 = zext i8 %16 to i32
  %18 = icmp eq i32 %15, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %9
  %20 = load i32, i32* %4, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %21
  %23 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %22, i32 0, i32 1
  %24 = load i32 (i32, i32)*, i32 (i32, i32)** %23, align 8
  store i32 (i32, i32)* %24, i32 (i32, i32)** %2, align 8
  br label %30

25:                                               ; preds = %9
  br label %26

26:                                               ; preds = %25
  %27 = load i32, i32* %4, align 4
  %28 = add i32 %27, 1
  store i32 %28, i32* %4, align 4
  br label %5, !llvm.loop !18

29:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 8
  br label %30

30:                                               ; preds = %29, %19
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 8
  ret i32 (i32, i32)* %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline optnone uwtable
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32 (i32, i32)**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %5, align 8
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %11

11:                                               ; preds = %26, %4
  %12 = load i32, i32* %10, align 4
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %5, align 8
  %17 = load i32, i32* %10, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i64 %18
  %20 = load i32 (i32, i32)*, i32 (i32, i32)** %19, align 8
  %21 = load i32, i32* %7, align 4
  %22 = load i32, i32* %8, align 4
  %23 = call i32 %20(i32 noundef %21, i32 noundef %22)
  %24 = load i32, i32* %9, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, i32* %9, align 4
  br label %26

26:                                               ; preds = %15
  %27 = load i32, i32* %10, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %10, align 4
  br label %11, !llvm.loop !19

29:                                               ; preds = %11
  %30 = load i32, i32* %9, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i32* noundef %0) #3 {
  %2 = alloca i32*, align 8
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  %8 = load i32*, i32** %2, align 8
  %9 = load i32, i32* %5, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* %5, align 4
  %11 = sext i32 %9 to i64
  %12 = getelementptr inbounds i32, i32* %8, i64 %11
  %13 = load i32, i32* %12, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %14
  %16 = load i8*, i8** %15, align 8
  br label %177

17:                                               ; preds = %177
  %18 = load i32*, i32** %2, align 8
  %19 = load i32, i32* %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %5, align 4
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i32, i32* %18, i64 %21
  %23 = load i32, i32* %22, align 4
  %24 = load i32, i32* %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %4, align 4
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %26
  store i32 %23, i32* %27, align 4
  %28 = load i32*, i32** %2, align 8
  %29 = load i32, i32* %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %5, align 4
  %31 = sext i32 %29 to i64
  %32 = getelementptr inbounds i32, i32* %28, i64 %31
  %33 = load i32, i32* %32, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %34
  %36 = load i8*, i8** %35, align 8
  br label %177

37:                                               ; preds = %177
  %38 = load i32, i32* %4, align 4
  %39 = add nsw i32 %38, -1
  store i32 %39, i32* %4, align 4
  %40 = load i32, i32* %4, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %41
  %43 = load i32, i32* %42, align 4
  %44 = load i32, i32* %4, align 4
  %45 = sub nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %46
  %48 = load i32, i32* %47, align 4
  %49 = add nsw i32 %48, %43
  store i32 %49, i32* %47, align 4
  %50 = load i32*, i32** %2, align 8
  %51 = load i32, i32* %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %5, align 4
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds i32, i32* %50, i64 %53
  %55 = load i32, i32* %54, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %56
  %58 = load i8*, i8** %57, align 8
  br label %177

59:                                               ; preds = %177
  %60 = load i32, i32* %4, align 4
  %61 = add nsw i32 %60, -1
  store i32 %61, i32* %4, align 4
  %62 = load i32, i32* %4, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %63
  %65 = load i32, i32* %64, align 4
  %66 = load i32, i32* %4, align 4
  %67 = sub nsw i32 %66, 1
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %68
  %70 = load i32, i32* %69, align 4
  %71 = mul nsw i32 %70, %65
  store i32 %71, i32* %69, align 4
  %72 = load i32*, i32** %2, align 8
  %73 = load i32, i32* %5, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %5, align 4
  %75 = sext i32 %73 to i64
  %76 = getelementptr inbounds i32, i32* %72, i64 %75
  %77 = load i32, i32* %76, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %78
  %80 = load i8*, i8** %79, align 8
  br label %177

81:                                               ; preds = %177
  %82 = load i32, i32* %4, align 4
  %83 = sub nsw i32 %82, 2
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %84
  %86 = load i32, i32* %85, align 4
  %87 = load i32, i32* %4, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %88
  store i32 %86, i32* %89, align 4
  %90 = load i32, i32* %4, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %4, align 4
  %92 = load i32*, i32** %2, align 8
  %93 = load i32, i32* %5, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, i32* %5, align 4
  %95 = sext i32 %93 to i64
  %96 = getelementptr inbounds i32, i32* %92, i64 %95
  %97 = load i32, i32* %96, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %98
  %100 = load i8*, i8** %99, align 8
  br label %177

101:                                              ; preds = %177
  %102 = load i32*, i32** %2, align 8
  %103 = load i32, i32* %5, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, i32* %5, align 4
  %105 = sext i32 %103 to i64
  %106 = getelementptr inbounds i32, i32* %102, i64 %105
  %107 = load i32, i32* %106, align 4
  store i32 %107, i32* %6, align 4
  %108 = load i32, i32* %4, align 4
  %109 = add nsw i32 %108, -1
  store i32 %109, i32* %4, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %110
  %112 = load i32, i32* %111, align 4
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %114, label %116

114:                                              ; preds = %101
  %115 = load i32, i32* %6, align 4
  store i32 %115, i32* %5, align 4
  br label %116

116:                                              ; preds = %114, %101
  %117 = load i32*, i32** %2, align 8
  %118 = load i32, i32* %5, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, i32* %5, align 4
  %120 = sext i32 %118 to i64
  %121 = getelementptr inbounds i32, i32* %117, i64 %120
  %122 = load i32, i32* %121, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %123
  %125 = load i8*, i8** %124, align 8
  br label %177

126:                                              ; preds = %177
  %127 = load i32, i32* %4, align 4
  %128 = sub nsw i32 %127, 1
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %129
  %131 = load i32, i32* %130, align 4
  %132 = add nsw i32 %131, -1
  store i32 %132, i32* %130, align 4
  %133 = load i32*, i32** %2, align 8
  %134 = load i32, i32* %5, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, i32* %5, align 4
  %136 = sext i32 %134 to i64
  %137 = getelementptr inbounds i32, i32* %133, i64 %136
  %138 = load i32, i32* %137, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %139
  %141 = load i8*, i8** %140, align 8
  br label %177

142:                                              ; preds = %177
  %143 = load i32, i32* %4, align 4
  %144 = sub nsw i32 %143, 1
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %145
  %147 = load i32, i32* %146, align 4
  store i32 %147, i32* %7, align 4
  %148 = load i32, i32* %4, align 4
  %149 = sub nsw i32 %148, 2
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %150
  %152 = load i32, i32* %151, align 4
  %153 = load i32, i32* %4, align 4
  %154 = sub nsw i32 %153, 1
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %155
  store i32 %152, i32* %156, align 4
  %157 = load i32, i32* %7, align 4
  %158 = load i32, i32* %4, align 4
  %159 = sub nsw i32 %158, 2
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %160
  store i32 %157, i32* %161, align 4
  %162 = load i32*, i32** %2, align 8
  %163 = load i32, i32* %5, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, i32* %5, align 4
  %165 = sext i32 %163 to i64
  %166 = getelementptr inbounds i32, i32* %162, i64 %165
  %167 = load i32, i32* %166, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %168
  %170 = load i8*, i8** %169, align 8
  br label %177

171:                                              ; preds = %177
  %172 = load i32, i32* %4, align 4
  %173 = sub nsw i32 %172, 1
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %174
  %176 = load i32, i32* %175, align 4
  ret i32 %176

177:                                              ; preds = %142, %126, %116, %81, %59, %37, %17, %1
  %178 = phi i8* [ %16, %1 ], [ %36, %17 ], [ %58, %37 ], [ %80, %59 ], [ %100, %81 ], [ %125, %116 ], [ %141, %126 ], [ %170, %142 ]
  indirectbr i8* %178, [label %17, label %37, label %59, label %81, label %101, label %126, label %142, label %171]
}

declare i32 @putchar(i32 noundef) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4
  %9 = load i32, i32* %4, align 4
  %10 = sdiv i32 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ]
  ret i32 %13
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
