; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }
%struct.__va_list = type { i8* }

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 2
@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@__const.main.fns = private unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_mul, i32 (i32, i32)* @op_sub], align 4
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1
@words = internal constant [5 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i8* null], align 4
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 4
@run.dispatch = internal global [8 x i8*] [i8* blockaddress(@run, %15), i8* blockaddress(@run, %31), i8* blockaddress(@run, %49), i8* blockaddress(@run, %67), i8* blockaddress(@run, %83), i8* blockaddress(@run, %104), i8* blockaddress(@run, %117), i8* blockaddress(@run, %140)], align 4
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32 (i32, i32)*, align 4
  %6 = alloca [3 x i32 (i32, i32)*], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8**, align 4
  store i32 0, i32* %1, align 4
  %12 = bitcast %struct.Pt* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %12, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i32 4, i1 false)
  %13 = bitcast %struct.Pt* %2 to [1 x i32]*
  %14 = load [1 x i32], [1 x i32]* %13, align 2
  %15 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef 65, [1 x i32] %14)
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i64 noundef %15)
  %17 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %17)
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i8** %3, align 4
  %19 = load i8*, i8** %3, align 4
  store i8* %19, i8** %4, align 4
  br label %20

20:                                               ; preds = %40, %0
  %21 = load i8*, i8** %4, align 4
  %22 = load i8, i8* %21, align 1
  %23 = icmp ne i8 %22, 0
  br i1 %23, label %24, label %43

24:                                               ; preds = %20
  %25 = load i8*, i8** %4, align 4
  %26 = load i8, i8* %25, align 1
  %27 = call i32 (i32, i32)* @lookup(i8 noundef zeroext %26)
  store i32 (i32, i32)* %27, i32 (i32, i32)** %5, align 4
  %28 = load i8*, i8** %4, align 4
  %29 = load i8, i8* %28, align 1
  %30 = zext i8 %29 to i32
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4
  %32 = icmp ne i32 (i32, i32)* %31, null
  br i1 %32, label %33, label %36

33:                                               ; preds = %24
  %34 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4
  %35 = call i32 %34(i32 noundef 17, i32 noundef 5)
  br label %37

36:                                               ; preds = %24
  br label %37

37:                                               ; preds = %36, %33
  %38 = phi i32 [ %35, %33 ], [ -1, %36 ]
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef %30, i32 noundef %38)
  br label %40

40:                                               ; preds = %37
  %41 = load i8*, i8** %4, align 4
  %42 = getelementptr inbounds i8, i8* %41, i32 1
  store i8* %42, i8** %4, align 4
  br label %20, !llvm.loop !10

43:                                               ; preds = %20
  %44 = bitcast [3 x i32 (i32, i32)*]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %44, i8* align 4 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i32 12, i1 false)
  %45 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %6, i32 0, i32 0
  %46 = call i32 @apply_all(i32 (i32, i32)** noundef %45, i32 noundef 3, i32 noundef 6, i32 noundef 7)
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef %46)
  store i32 1, i32* %7, align 4
  store i32 5, i32* %8, align 4
  br label %48

48:                                               ; preds = %55, %43
  %49 = load i32, i32* %8, align 4
  %50 = icmp sgt i32 %49, 0
  br i1 %50, label %51, label %58

51:                                               ; preds = %48
  %52 = load i32, i32* %8, align 4
  %53 = load i32, i32* %7, align 4
  %54 = mul nsw i32 %53, %52
  store i32 %54, i32* %7, align 4
  br label %55

55:                                               ; preds = %51
  %56 = load i32, i32* %8, align 4
  %57 = add nsw i32 %56, -1
  store i32 %57, i32* %8, align 4
  br label %48, !llvm.loop !12

58:                                               ; preds = %48
  %59 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0))
  %60 = load i32, i32* %7, align 4
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef %59, i32 noundef %60)
  store i32 -2128831035, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %62

62:                                               ; preds = %73, %58
  %63 = load i32, i32* %10, align 4
  %64 = icmp ult i32 %63, 39
  br i1 %64, label %65, label %76

65:                                               ; preds = %62
  %66 = load i32, i32* %9, align 4
  %67 = load i32, i32* %10, align 4
  %68 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i32 0, i32 %67
  %69 = load i8, i8* %68, align 1
  %70 = zext i8 %69 to i32
  %71 = xor i32 %66, %70
  %72 = mul i32 %71, 16777619
  store i32 %72, i32* %9, align 4
  br label %73

73:                                               ; preds = %65
  %74 = load i32, i32* %10, align 4
  %75 = add i32 %74, 1
  store i32 %75, i32* %10, align 4
  br label %62, !llvm.loop !13

76:                                               ; preds = %62
  %77 = load i32, i32* %9, align 4
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef 39, i32 noundef %77)
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i32 0, i32 0), i32 noundef 23)
  %80 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 2), align 1
  %81 = zext i8 %80 to i32
  %82 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 3), align 1
  %83 = zext i8 %82 to i32
  %84 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 5), align 1
  %85 = zext i8 %84 to i32
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i32 0, i32 0), i32 noundef %81, i32 noundef %83, i32 noundef %85)
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i32 0, i32 0), i8*** %11, align 4
  br label %87

87:                                               ; preds = %105, %76
  %88 = load i8**, i8*** %11, align 4
  %89 = load i8*, i8** %88, align 4
  %90 = icmp ne i8* %89, null
  br i1 %90, label %91, label %108

91:                                               ; preds = %87
  %92 = load i8**, i8*** %11, align 4
  %93 = getelementptr inbounds i8*, i8** %92, i32 0
  %94 = load i8*, i8** %93, align 4
  %95 = load i8, i8* %94, align 1
  %96 = zext i8 %95 to i32
  %97 = icmp eq i32 %96, 27
  br i1 %97, label %98, label %99

98:                                               ; preds = %91
  br label %102

99:                                               ; preds = %91
  %100 = load i8**, i8*** %11, align 4
  %101 = load i8*, i8** %100, align 4
  br label %102

102:                                              ; preds = %99, %98
  %103 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), %98 ], [ %101, %99 ]
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef %103)
  br label %105

105:                                              ; preds = %102
  %106 = load i8**, i8*** %11, align 4
  %107 = getelementptr inbounds i8*, i8** %106, i32 1
  store i8** %107, i8*** %11, align 4
  br label %87, !llvm.loop !14

108:                                              ; preds = %87
  %109 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8
  %110 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 1, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 2, i32 0), i32 noundef %109, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i32 0), double noundef %110, i32 noundef 6)
  %112 = call i32 @putchar(i32 noundef 10)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i64 @vsum(i8* noundef %0, ...) #3 {
  %2 = alloca i8*, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca %struct.__va_list, align 4
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i64 0, i64* %5, align 8
  %10 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %10)
  %11 = bitcast %struct.__va_list* %4 to i8*
  %12 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_copy(i8* %11, i8* %12)
  %13 = load i8*, i8** %2, align 4
  store i8* %13, i8** %6, align 4
  br label %14

14:                                               ; preds = %102, %1
  %15 = load i8*, i8** %6, align 4
  %16 = load i8, i8* %15, align 1
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %18, label %105

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 4
  %20 = load i8, i8* %19, align 1
  %21 = zext i8 %20 to i32
  switch i32 %21, label %100 [
    i32 105, label %22
    i32 108, label %31
    i32 100, label %43
    i32 115, label %57
    i32 99, label %72
    i32 112, label %82
  ]

22:                                               ; preds = %18
  %23 = bitcast %struct.__va_list* %3 to i8**
  %24 = load i8*, i8** %23, align 4
  %25 = getelementptr inbounds i8, i8* %24, i32 4
  store i8* %25, i8** %23, align 4
  %26 = bitcast i8* %24 to i32*
  %27 = load i32, i32* %26, align 4
  %28 = sext i32 %27 to i64
  %29 = load i64, i64* %5, align 8
  %30 = add nsw i64 %29, %28
  store i64 %30, i64* %5, align 8
  br label %101

31:                                               ; preds = %18
  %32 = bitcast %struct.__va_list* %3 to i8**
  %33 = load i8*, i8** %32, align 4
  %34 = ptrtoint i8* %33 to i32
  %35 = add i32 %34, 7
  %36 = and i32 %35, -8
  %37 = inttoptr i32 %36 to i8*
  %38 = getelementptr inbounds i8, i8* %37, i32 8
  store i8* %38, i8** %32, align 4
  %39 = bitcast i8* %37 to i64*
  %40 = load i64, i64* %39, align 8
  %41 = load i64, i64* %5, align 8
  %42 = add nsw i64 %41, %40
  store i64 %42, i64* %5, align 8
  br label %101

43:                                               ; preds = %18
  %44 = bitcast %struct.__va_list* %3 to i8**
  %45 = load i8*, i8** %44, align 4
  %46 = ptrtoint i8* %45 to i32
  %47 = add i32 %46, 7
  %48 = and i32 %47, -8
  %49 = inttoptr i32 %48 to i8*
  %50 = getelementptr inbounds i8, i8* %49, i32 8
  store i8* %50, i8** %44, align 4
  %51 = bitcast i8* %49 to double*
  %52 = load double, double* %51, align 8
  %53 = fmul double %52, 1.000000e+01
  %54 = fptosi double %53 to i64
  %55 = load i64, i64* %5, align 8
  %56 = add nsw i64 %55, %54
  store i64 %56, i64* %5, align 8
  br label %101

57:                                               ; preds = %18
  %58 = bitcast %struct.__va_list* %3 to i8**
  %59 = load i8*, i8** %58, align 4
  %60 = getelementptr inbounds i8, i8* %59, i32 4
  store i8* %60, i8** %58, align 4
  %61 = bitcast i8* %59 to i8**
  %62 = load i8*, i8** %61, align 4
  store i8* %62, i8** %7, align 4
  br label %63

63:                                               ; preds = %68, %57
  %64 = load i8*, i8** %7, align 4
  %65 = getelementptr inbounds i8, i8* %64, i32 1
  store i8* %65, i8** %7, align 4
  %66 = load i8, i8* %64, align 1
  %67 = icmp ne i8 %66, 0
  br i1 %67, label %68, label %71

68:                                               ; preds = %63
  %69 = load i64, i64* %5, align 8
  %70 = add nsw i64 %69, 1
  store i64 %70, i64* %5, align 8
  br label %63, !llvm.loop !15

71:                                               ; preds = %63
  br label %101

72:                                               ; preds = %18
  %73 = bitcast %struct.__va_list* %3 to i8**
  %74 = load i8*, i8** %73, align 4
  %75 = getelementptr inbounds i8, i8* %74, i32 4
  store i8* %75, i8** %73, align 4
  %76 = bitcast i8* %74 to i32*
  %77 = load i32, i32* %76, align 4
  %78 = trunc i32 %77 to i8
  %79 = zext i8 %78 to i64
  %80 = load i64, i64* %5, align 8
  %81 = add nsw i64 %80, %79
  store i64 %81, i64* %5, align 8
  br label %101

82:                                               ; preds = %18
  %83 = bitcast %struct.__va_list* %3 to i8**
  %84 = load i8*, i8** %83, align 4
  %85 = getelementptr inbounds i8, i8* %84, i32 4
  store i8* %85, i8** %83, align 4
  %86 = bitcast i8* %84 to %struct.Pt*
  %87 = bitcast %struct.Pt* %8 to i8*
  %88 = bitcast %struct.Pt* %86 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %87, i8* align 4 %88, i32 4, i1 false)
  %89 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0
  %90 = load i16, i16* %89, align 2
  %91 = sext i16 %90 to i32
  %92 = mul nsw i32 %91, 100
  %93 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1
  %94 = load i16, i16* %93, align 2
  %95 = sext i16 %94 to i32
  %96 = add nsw i32 %92, %95
  %97 = sext i32 %96 to i64
  %98 = load i64, i64* %5, align 8
  %99 = add nsw i64 %98, %97
  store i64 %99, i64* %5, align 8
  br label %101

100:                                              ; preds = %18
  br label %101

101:                                              ; preds = %100, %82, %72, %71, %43, %31, %22
  br label %102

102:                                              ; preds = %101
  %103 = load i8*, i8** %6, align 4
  %104 = getelementptr inbounds i8, i8* %103, i32 1
  store i8* %104, i8** %6, align 4
  br label %14, !llvm.loop !16

105:                                              ; preds = %14
  %106 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %106)
  %107 = load i8*, i8** %2, align 4
  %108 = load i8, i8* %107, align 1
  %109 = zext i8 %108 to i32
  %110 = icmp eq i32 %109, 105
  br i1 %110, label %111, label %117

111:                                              ; preds = %105
  %112 = bitcast %struct.__va_list* %4 to i8**
  %113 = load i8*, i8** %112, align 4
  %114 = getelementptr inbounds i8, i8* %113, i32 4
  store i8* %114, i8** %112, align 4
  %115 = bitcast i8* %113 to i32*
  %116 = load i32, i32* %115, align 4
  br label %118

117:                                              ; preds = %105
  br label %118

118:                                              ; preds = %117, %111
  %119 = phi i32 [ %116, %111 ], [ 0, %117 ]
  store i32 %119, i32* %9, align 4
  %120 = bitcast %struct.__va_list* %4 to i8*
  call void @llvm.va_end(i8* %120)
  %121 = load i64, i64* %5, align 8
  %122 = mul nsw i64 %121, 1000
  %123 = load i32, i32* %9, align 4
  %124 = sext i32 %123 to i64
  %125 = add nsw i64 %122, %124
  ret i64 %125
}

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_start(i8* %5)
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %10, %1
  %7 = load i32, i32* %2, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, i32* %2, align 4
  %9 = icmp sgt i32 %7, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4
  %12 = mul nsw i32 %11, 31
  %13 = bitcast %struct.__va_list* %3 to i8**
  %14 = load i8*, i8** %13, align 4
  %15 = getelementptr inbounds i8, i8* %14, i32 4
  store i8* %15, i8** %13, align 4
  %16 = bitcast i8* %14 to i32*
  %17 = load i32, i32* %16, align 4
  %18 = add nsw i32 %12, %17
  store i32 %18, i32* %4, align 4
  br label %6, !llvm.loop !17

19:                                               ; preds = %6
  %20 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.va_end(i8* %20)
  %21 = load i32, i32* %4, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone
define internal i32 (i32, i32)* @lookup(i8 noundef zeroext %0) #3 {
  %2 = alloca i32 (i32, i32)*, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %23, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp ult i32 %6, 4
  br i1 %7, label %8, label %26

8:                                                ; preds = %5
  %9 = load i32, i32* %4, align 4
  %10 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %9
  %11 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %10, i32 0, i32 0
  %12 = load i8, i8* %11, align 4
  %13 = zext i8 %12 to i32
  %14 = load i8, i8* %3, align 1
  %15 = zext i8 %14 to i32
  %16 = icmp eq i32 %13, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4
  %19 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %18
  %20 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %19, i32 0, i32 1
  %21 = load i32 (i32, i32)*, i32 (i32, i32)** %20, align 4
  store i32 (i32, i32)* %21, i32 (i32, i32)** %2, align 4
  br label %27

22:                                               ; preds = %8
  br label %23

23:                                               ; preds = %22
  %24 = load i32, i32* %4, align 4
  %25 = add i32 %24, 1
  store i32 %25, i32* %4, align 4
  br label %5, !llvm.loop !18

26:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 4
  br label %27

27:                                               ; preds = %26, %17
  %28 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 4
  ret i32 (i32, i32)* %28
}

; Function Attrs: noinline nounwind optnone
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

; Function Attrs: noinline nounwind optnone
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

; Function Attrs: noinline nounwind optnone
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

; Function Attrs: noinline optnone
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32 (i32, i32)**, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %11

11:                                               ; preds = %25, %4
  %12 = load i32, i32* %10, align 4
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %28

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %5, align 4
  %17 = load i32, i32* %10, align 4
  %18 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i32 %17
  %19 = load i32 (i32, i32)*, i32 (i32, i32)** %18, align 4
  %20 = load i32, i32* %7, align 4
  %21 = load i32, i32* %8, align 4
  %22 = call i32 %19(i32 noundef %20, i32 noundef %21)
  %23 = load i32, i32* %9, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, i32* %9, align 4
  br label %25

25:                                               ; preds = %15
  %26 = load i32, i32* %10, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %10, align 4
  br label %11, !llvm.loop !19

28:                                               ; preds = %11
  %29 = load i32, i32* %9, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run(i32* noundef %0) #3 {
  %2 = alloca i32*, align 4
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  %8 = load i32*, i32** %2, align 4
  %9 = load i32, i32* %5, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* %5, align 4
  %11 = getelementptr inbounds i32, i32* %8, i32 %9
  %12 = load i32, i32* %11, align 4
  %13 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %12
  %14 = load i8*, i8** %13, align 4
  br label %145

15:                                               ; preds = %145
  %16 = load i32*, i32** %2, align 4
  %17 = load i32, i32* %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %5, align 4
  %19 = getelementptr inbounds i32, i32* %16, i32 %17
  %20 = load i32, i32* %19, align 4
  %21 = load i32, i32* %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %4, align 4
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %21
  store i32 %20, i32* %23, align 4
  %24 = load i32*, i32** %2, align 4
  %25 = load i32, i32* %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %5, align 4
  %27 = getelementptr inbounds i32, i32* %24, i32 %25
  %28 = load i32, i32* %27, align 4
  %29 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %28
  %30 = load i8*, i8** %29, align 4
  br label %145

31:                                               ; preds = %145
  %32 = load i32, i32* %4, align 4
  %33 = add nsw i32 %32, -1
  store i32 %33, i32* %4, align 4
  %34 = load i32, i32* %4, align 4
  %35 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4
  %37 = load i32, i32* %4, align 4
  %38 = sub nsw i32 %37, 1
  %39 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4
  %41 = add nsw i32 %40, %36
  store i32 %41, i32* %39, align 4
  %42 = load i32*, i32** %2, align 4
  %43 = load i32, i32* %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %5, align 4
  %45 = getelementptr inbounds i32, i32* %42, i32 %43
  %46 = load i32, i32* %45, align 4
  %47 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %46
  %48 = load i8*, i8** %47, align 4
  br label %145

49:                                               ; preds = %145
  %50 = load i32, i32* %4, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, i32* %4, align 4
  %52 = load i32, i32* %4, align 4
  %53 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %52
  %54 = load i32, i32* %53, align 4
  %55 = load i32, i32* %4, align 4
  %56 = sub nsw i32 %55, 1
  %57 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %56
  %58 = load i32, i32* %57, align 4
  %59 = mul nsw i32 %58, %54
  store i32 %59, i32* %57, align 4
  %60 = load i32*, i32** %2, align 4
  %61 = load i32, i32* %5, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, i32* %5, align 4
  %63 = getelementptr inbounds i32, i32* %60, i32 %61
  %64 = load i32, i32* %63, align 4
  %65 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %64
  %66 = load i8*, i8** %65, align 4
  br label %145

67:                                               ; preds = %145
  %68 = load i32, i32* %4, align 4
  %69 = sub nsw i32 %68, 2
  %70 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4
  %72 = load i32, i32* %4, align 4
  %73 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %72
  store i32 %71, i32* %73, align 4
  %74 = load i32, i32* %4, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, i32* %4, align 4
  %76 = load i32*, i32** %2, align 4
  %77 = load i32, i32* %5, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, i32* %5, align 4
  %79 = getelementptr inbounds i32, i32* %76, i32 %77
  %80 = load i32, i32* %79, align 4
  %81 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %80
  %82 = load i8*, i8** %81, align 4
  br label %145

83:                                               ; preds = %145
  %84 = load i32*, i32** %2, align 4
  %85 = load i32, i32* %5, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %5, align 4
  %87 = getelementptr inbounds i32, i32* %84, i32 %85
  %88 = load i32, i32* %87, align 4
  store i32 %88, i32* %6, align 4
  %89 = load i32, i32* %4, align 4
  %90 = add nsw i32 %89, -1
  store i32 %90, i32* %4, align 4
  %91 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %90
  %92 = load i32, i32* %91, align 4
  %93 = icmp ne i32 %92, 0
  br i1 %93, label %94, label %96

94:                                               ; preds = %83
  %95 = load i32, i32* %6, align 4
  store i32 %95, i32* %5, align 4
  br label %96

96:                                               ; preds = %94, %83
  %97 = load i32*, i32** %2, align 4
  %98 = load i32, i32* %5, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, i32* %5, align 4
  %100 = getelementptr inbounds i32, i32* %97, i32 %98
  %101 = load i32, i32* %100, align 4
  %102 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %101
  %103 = load i8*, i8** %102, align 4
  br label %145

104:                                              ; preds = %145
  %105 = load i32, i32* %4, align 4
  %106 = sub nsw i32 %105, 1
  %107 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %106
  %108 = load i32, i32* %107, align 4
  %109 = add nsw i32 %108, -1
  store i32 %109, i32* %107, align 4
  %110 = load i32*, i32** %2, align 4
  %111 = load i32, i32* %5, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, i32* %5, align 4
  %113 = getelementptr inbounds i32, i32* %110, i32 %111
  %114 = load i32, i32* %113, align 4
  %115 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %114
  %116 = load i8*, i8** %115, align 4
  br label %145

117:                                              ; preds = %145
  %118 = load i32, i32* %4, align 4
  %119 = sub nsw i32 %118, 1
  %120 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %119
  %121 = load i32, i32* %120, align 4
  store i32 %121, i32* %7, align 4
  %122 = load i32, i32* %4, align 4
  %123 = sub nsw i32 %122, 2
  %124 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %123
  %125 = load i32, i32* %124, align 4
  %126 = load i32, i32* %4, align 4
  %127 = sub nsw i32 %126, 1
  %128 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %127
  store i32 %125, i32* %128, align 4
  %129 = load i32, i32* %7, align 4
  %130 = load i32, i32* %4, align 4
  %131 = sub nsw i32 %130, 2
  %132 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %131
  store i32 %129, i32* %132, align 4
  %133 = load i32*, i32** %2, align 4
  %134 = load i32, i32* %5, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, i32* %5, align 4
  %136 = getelementptr inbounds i32, i32* %133, i32 %134
  %137 = load i32, i32* %136, align 4
  %138 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %137
  %139 = load i8*, i8** %138, align 4
  br label %145

140:                                              ; preds = %145
  %141 = load i32, i32* %4, align 4
  %142 = sub nsw i32 %141, 1
  %143 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %142
  %144 = load i32, i32* %143, align 4
  ret i32 %144

145:                                              ; preds = %117, %104, %96, %67, %49, %31, %15, %1
  %146 = phi i8* [ %14, %1 ], [ %30, %15 ], [ %48, %31 ], [ %66, %49 ], [ %82, %67 ], [ %103, %96 ], [ %116, %104 ], [ %139, %117 ]
  indirectbr i8* %146, [label %15, label %31, label %49, label %67, label %83, label %104, label %117, label %140]
}

declare i32 @putchar(i32 noundef) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: noinline nounwind optnone
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

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
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
