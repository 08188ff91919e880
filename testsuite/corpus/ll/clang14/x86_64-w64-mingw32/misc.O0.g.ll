; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Self = type { %struct.Self*, i32* }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i32, i64 }
%struct.Wire = type <{ i8, i32, i16 }>
%struct.Msg = type { i32, [0 x double] }

@ctor_ran = internal global i32 0, align 4, !dbg !0
@__const.main.f = private unnamed_addr constant { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] } { i8 -37, i8 1, [6 x i8] undef, i8 -119, i8 103, i8 69, i8 35, i8 1, [3 x i8] undef }, align 8
@.str = private unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", align 1
@__const.main.bytes = private unnamed_addr constant [7 x i8] c"\07\01\00\00\00\CD\AB", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", align 1
@constinit = private global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"sorted %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"compound %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"generic %s %s %s %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"long\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"float\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"char*\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"stmt-expr %d %.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [19 x i8] c"overflow %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"complex %.1f %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"fcomplex %.3f %.3f\0A\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", align 1
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 16, !dbg !32
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 16) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 16, !dbg !37
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@hook = internal constant void ()* null, align 8, !dbg !26
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32, !dbg !47
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @early_init() #0 !dbg !62 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !64
  %2 = add nsw i32 %1, 1, !dbg !64
  store i32 %2, i32* @ctor_ran, align 4, !dbg !64
  ret void, !dbg !65
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late_init() #0 !dbg !66 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !67
  %2 = mul nsw i32 %1, 10, !dbg !67
  store i32 %2, i32* @ctor_ran, align 4, !dbg !67
  ret void, !dbg !68
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at_exit_fn() #0 !dbg !69 {
  ret void, !dbg !70
}

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #1 !dbg !71 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Flags, align 8
  %3 = alloca [7 x i8], align 1
  %4 = alloca %struct.Wire, align 1
  %5 = alloca %struct.Msg*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca [8 x i32], align 4
  %9 = alloca %struct.Flags*, align 8
  %10 = alloca %struct.Flags, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca { double, double }, align 8
  %22 = alloca { double, double }, align 8
  %23 = alloca { double, double }, align 8
  %24 = alloca { float, float }, align 4
  %25 = alloca { float, float }, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Flags* %2, metadata !74, metadata !DIExpression()), !dbg !82
  %26 = bitcast %struct.Flags* %2 to i8*, !dbg !82
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %26, i8* align 8 getelementptr inbounds ({ i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i64 16, i1 false), !dbg !82
  %27 = bitcast %struct.Flags* %2 to i32*, !dbg !83
  %28 = load i32, i32* %27, align 8, !dbg !84
  %29 = shl i32 %28, 23, !dbg !84
  %30 = ashr i32 %29, 27, !dbg !84
  %31 = add nsw i32 %30, 2, !dbg !84
  %32 = load i32, i32* %27, align 8, !dbg !84
  %33 = and i32 %31, 31, !dbg !84
  %34 = shl i32 %33, 4, !dbg !84
  %35 = and i32 %32, -497, !dbg !84
  %36 = or i32 %35, %34, !dbg !84
  store i32 %36, i32* %27, align 8, !dbg !84
  %37 = shl i32 %33, 27, !dbg !84
  %38 = ashr i32 %37, 27, !dbg !84
  %39 = bitcast %struct.Flags* %2 to i32*, !dbg !85
  %40 = load i32, i32* %39, align 8, !dbg !85
  %41 = and i32 %40, 1, !dbg !85
  %42 = bitcast %struct.Flags* %2 to i32*, !dbg !86
  %43 = load i32, i32* %42, align 8, !dbg !86
  %44 = lshr i32 %43, 1, !dbg !86
  %45 = and i32 %44, 7, !dbg !86
  %46 = bitcast %struct.Flags* %2 to i32*, !dbg !87
  %47 = load i32, i32* %46, align 8, !dbg !87
  %48 = shl i32 %47, 23, !dbg !87
  %49 = ashr i32 %48, 27, !dbg !87
  %50 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1, !dbg !88
  %51 = load i64, i64* %50, align 8, !dbg !88
  %52 = and i64 %51, 1099511627775, !dbg !88
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %41, i32 noundef %45, i32 noundef %49, i64 noundef %52, i32 noundef 16), !dbg !89
  call void @llvm.dbg.declare(metadata [7 x i8]* %3, metadata !90, metadata !DIExpression()), !dbg !95
  %54 = bitcast [7 x i8]* %3 to i8*, !dbg !95
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %54, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i64 7, i1 false), !dbg !95
  call void @llvm.dbg.declare(metadata %struct.Wire* %4, metadata !96, metadata !DIExpression()), !dbg !103
  %55 = bitcast %struct.Wire* %4 to i8*, !dbg !104
  %56 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i64 0, i64 0, !dbg !104
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %55, i8* align 1 %56, i64 7, i1 false), !dbg !104
  %57 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0, !dbg !105
  %58 = load i8, i8* %57, align 1, !dbg !105
  %59 = sext i8 %58 to i32, !dbg !106
  %60 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1, !dbg !107
  %61 = load i32, i32* %60, align 1, !dbg !107
  %62 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2, !dbg !108
  %63 = load i16, i16* %62, align 1, !dbg !108
  %64 = zext i16 %63 to i32, !dbg !109
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), i32 noundef %59, i32 noundef %61, i32 noundef %64, i32 noundef 7), !dbg !110
  call void @llvm.dbg.declare(metadata %struct.Msg** %5, metadata !111, metadata !DIExpression()), !dbg !120
  %66 = call i8* @malloc(i64 noundef 40), !dbg !121
  %67 = bitcast i8* %66 to %struct.Msg*, !dbg !121
  store %struct.Msg* %67, %struct.Msg** %5, align 8, !dbg !120
  %68 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !122
  %69 = getelementptr inbounds %struct.Msg, %struct.Msg* %68, i32 0, i32 0, !dbg !123
  store i32 4, i32* %69, align 8, !dbg !124
  call void @llvm.dbg.declare(metadata i32* %6, metadata !125, metadata !DIExpression()), !dbg !127
  store i32 0, i32* %6, align 4, !dbg !127
  br label %70, !dbg !128

70:                                               ; preds = %85, %0
  %71 = load i32, i32* %6, align 4, !dbg !129
  %72 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !131
  %73 = getelementptr inbounds %struct.Msg, %struct.Msg* %72, i32 0, i32 0, !dbg !132
  %74 = load i32, i32* %73, align 8, !dbg !132
  %75 = icmp slt i32 %71, %74, !dbg !133
  br i1 %75, label %76, label %88, !dbg !134

76:                                               ; preds = %70
  %77 = load i32, i32* %6, align 4, !dbg !135
  %78 = sitofp i32 %77 to double, !dbg !135
  %79 = fdiv double %78, 4.000000e+00, !dbg !136
  %80 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !137
  %81 = getelementptr inbounds %struct.Msg, %struct.Msg* %80, i32 0, i32 1, !dbg !138
  %82 = load i32, i32* %6, align 4, !dbg !139
  %83 = sext i32 %82 to i64, !dbg !137
  %84 = getelementptr inbounds [0 x double], [0 x double]* %81, i64 0, i64 %83, !dbg !137
  store double %79, double* %84, align 8, !dbg !140
  br label %85, !dbg !137

85:                                               ; preds = %76
  %86 = load i32, i32* %6, align 4, !dbg !141
  %87 = add nsw i32 %86, 1, !dbg !141
  store i32 %87, i32* %6, align 4, !dbg !141
  br label %70, !dbg !142, !llvm.loop !143

88:                                               ; preds = %70
  %89 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !146
  %90 = getelementptr inbounds %struct.Msg, %struct.Msg* %89, i32 0, i32 1, !dbg !147
  %91 = getelementptr inbounds [0 x double], [0 x double]* %90, i64 0, i64 3, !dbg !146
  %92 = load double, double* %91, align 8, !dbg !146
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), double noundef %92), !dbg !148
  %94 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !149
  %95 = bitcast %struct.Msg* %94 to i8*, !dbg !150
  call void @llvm.memset.p0i8.i64(i8* align 8 %95, i8 0, i64 8, i1 false), !dbg !150
  %96 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !151
  %97 = bitcast %struct.Msg* %96 to i8*, !dbg !151
  call void @free(i8* noundef %97), !dbg !152
  call void @llvm.dbg.declare(metadata i32** %7, metadata !153, metadata !DIExpression()), !dbg !154
  %98 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0, !dbg !155
  %99 = bitcast [8 x i32]* %8 to i8*, !dbg !155
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %99, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i64 32, i1 false), !dbg !155
  %100 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0, !dbg !156
  store i32* %100, i32** %7, align 8, !dbg !154
  %101 = load i32*, i32** %7, align 8, !dbg !157
  %102 = bitcast i32* %101 to i8*, !dbg !157
  call void @sort(i8* noundef %102, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc), !dbg !158
  %103 = load i32*, i32** %7, align 8, !dbg !159
  %104 = getelementptr inbounds i32, i32* %103, i64 0, !dbg !159
  %105 = load i32, i32* %104, align 4, !dbg !159
  %106 = load i32*, i32** %7, align 8, !dbg !160
  %107 = getelementptr inbounds i32, i32* %106, i64 1, !dbg !160
  %108 = load i32, i32* %107, align 4, !dbg !160
  %109 = load i32*, i32** %7, align 8, !dbg !161
  %110 = getelementptr inbounds i32, i32* %109, i64 7, !dbg !161
  %111 = load i32, i32* %110, align 4, !dbg !161
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef %105, i32 noundef %108, i32 noundef %111), !dbg !162
  call void @llvm.dbg.declare(metadata %struct.Flags** %9, metadata !163, metadata !DIExpression()), !dbg !165
  %113 = bitcast %struct.Flags* %10 to i32*, !dbg !166
  %114 = load i32, i32* %113, align 8, !dbg !166
  %115 = and i32 %114, -2, !dbg !166
  %116 = or i32 %115, 0, !dbg !166
  store i32 %116, i32* %113, align 8, !dbg !166
  %117 = bitcast %struct.Flags* %10 to i32*, !dbg !166
  %118 = load i32, i32* %117, align 8, !dbg !166
  %119 = and i32 %118, -15, !dbg !166
  %120 = or i32 %119, 4, !dbg !166
  store i32 %120, i32* %117, align 8, !dbg !166
  %121 = bitcast %struct.Flags* %10 to i32*, !dbg !166
  %122 = load i32, i32* %121, align 8, !dbg !166
  %123 = and i32 %122, -497, !dbg !166
  %124 = or i32 %123, 0, !dbg !166
  store i32 %124, i32* %121, align 8, !dbg !166
  %125 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1, !dbg !166
  %126 = load i64, i64* %125, align 8, !dbg !166
  %127 = and i64 %126, -1099511627776, !dbg !166
  %128 = or i64 %127, 0, !dbg !166
  store i64 %128, i64* %125, align 8, !dbg !166
  store %struct.Flags* %10, %struct.Flags** %9, align 8, !dbg !165
  %129 = load %struct.Flags*, %struct.Flags** %9, align 8, !dbg !167
  %130 = bitcast %struct.Flags* %129 to i32*, !dbg !168
  %131 = load i32, i32* %130, align 8, !dbg !168
  %132 = lshr i32 %131, 1, !dbg !168
  %133 = and i32 %132, 7, !dbg !168
  %134 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef %133), !dbg !169
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0)), !dbg !170
  call void @llvm.dbg.declare(metadata i32* %11, metadata !171, metadata !DIExpression()), !dbg !173
  store i32 3, i32* %11, align 4, !dbg !173
  call void @llvm.dbg.declare(metadata i32* %12, metadata !174, metadata !DIExpression()), !dbg !173
  store i32 8, i32* %12, align 4, !dbg !173
  %136 = load i32, i32* %11, align 4, !dbg !173
  %137 = load i32, i32* %12, align 4, !dbg !173
  %138 = icmp sgt i32 %136, %137, !dbg !173
  br i1 %138, label %139, label %141, !dbg !173

139:                                              ; preds = %88
  %140 = load i32, i32* %11, align 4, !dbg !173
  br label %143, !dbg !173

141:                                              ; preds = %88
  %142 = load i32, i32* %12, align 4, !dbg !173
  br label %143, !dbg !173

143:                                              ; preds = %141, %139
  %144 = phi i32 [ %140, %139 ], [ %142, %141 ], !dbg !173
  store i32 %144, i32* %13, align 4, !dbg !173
  %145 = load i32, i32* %13, align 4, !dbg !173
  call void @llvm.dbg.declare(metadata double* %14, metadata !175, metadata !DIExpression()), !dbg !177
  store double 2.500000e+00, double* %14, align 8, !dbg !177
  call void @llvm.dbg.declare(metadata double* %15, metadata !178, metadata !DIExpression()), !dbg !177
  store double -1.000000e+00, double* %15, align 8, !dbg !177
  %146 = load double, double* %14, align 8, !dbg !177
  %147 = load double, double* %15, align 8, !dbg !177
  %148 = fcmp ogt double %146, %147, !dbg !177
  br i1 %148, label %149, label %151, !dbg !177

149:                                              ; preds = %143
  %150 = load double, double* %14, align 8, !dbg !177
  br label %153, !dbg !177

151:                                              ; preds = %143
  %152 = load double, double* %15, align 8, !dbg !177
  br label %153, !dbg !177

153:                                              ; preds = %151, %149
  %154 = phi double [ %150, %149 ], [ %152, %151 ], !dbg !177
  store double %154, double* %16, align 8, !dbg !177
  %155 = load double, double* %16, align 8, !dbg !177
  %156 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i32 noundef %145, double noundef %155), !dbg !179
  call void @llvm.dbg.declare(metadata i32* %17, metadata !180, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.declare(metadata i32* %18, metadata !182, metadata !DIExpression()), !dbg !183
  %157 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !184
  %158 = extractvalue { i32, i1 } %157, 1, !dbg !184
  %159 = extractvalue { i32, i1 } %157, 0, !dbg !184
  store i32 %159, i32* %17, align 4, !dbg !184
  %160 = zext i1 %158 to i32, !dbg !184
  store i32 %160, i32* %18, align 4, !dbg !183
  call void @llvm.dbg.declare(metadata i64* %19, metadata !185, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.declare(metadata i32* %20, metadata !187, metadata !DIExpression()), !dbg !188
  %161 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !189
  %162 = extractvalue { i64, i1 } %161, 1, !dbg !189
  %163 = extractvalue { i64, i1 } %161, 0, !dbg !189
  store i64 %163, i64* %19, align 8, !dbg !189
  %164 = zext i1 %162 to i32, !dbg !189
  store i32 %164, i32* %20, align 4, !dbg !188
  %165 = load i32, i32* %18, align 4, !dbg !190
  %166 = load i32, i32* %17, align 4, !dbg !191
  %167 = load i32, i32* %20, align 4, !dbg !192
  %168 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i32 noundef %165, i32 noundef %166, i32 noundef %167), !dbg !193
  call void @llvm.dbg.declare(metadata { double, double }* %21, metadata !194, metadata !DIExpression()), !dbg !196
  %169 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !196
  %170 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !196
  store double 1.000000e+00, double* %169, align 8, !dbg !196
  store double 2.000000e+00, double* %170, align 8, !dbg !196
  call void @llvm.dbg.declare(metadata { double, double }* %22, metadata !197, metadata !DIExpression()), !dbg !198
  %171 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !199
  %172 = load double, double* %171, align 8, !dbg !199
  %173 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !199
  %174 = load double, double* %173, align 8, !dbg !199
  %175 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !200
  %176 = load double, double* %175, align 8, !dbg !200
  %177 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !200
  %178 = load double, double* %177, align 8, !dbg !200
  %179 = fmul double %172, %176, !dbg !201
  %180 = fmul double %174, %178, !dbg !201
  %181 = fmul double %172, %178, !dbg !201
  %182 = fmul double %174, %176, !dbg !201
  %183 = fsub double %179, %180, !dbg !201
  %184 = fadd double %181, %182, !dbg !201
  %185 = fcmp uno double %183, %183, !dbg !201
  br i1 %185, label %186, label %193, !dbg !201, !prof !202

186:                                              ; preds = %153
  %187 = fcmp uno double %184, %184, !dbg !201
  br i1 %187, label %188, label %193, !dbg !201, !prof !202

188:                                              ; preds = %186
  call void @__muldc3({ double, double }* sret({ double, double }) align 8 %23, double noundef %172, double noundef %174, double noundef %176, double noundef %178) #7, !dbg !201
  %189 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 0, !dbg !201
  %190 = load double, double* %189, align 8, !dbg !201
  %191 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 1, !dbg !201
  %192 = load double, double* %191, align 8, !dbg !201
  br label %193, !dbg !201

193:                                              ; preds = %188, %186, %153
  %194 = phi double [ %183, %153 ], [ %183, %186 ], [ %190, %188 ], !dbg !201
  %195 = phi double [ %184, %153 ], [ %184, %186 ], [ %192, %188 ], !dbg !201
  %196 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !198
  %197 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !198
  store double %194, double* %196, align 8, !dbg !198
  store double %195, double* %197, align 8, !dbg !198
  %198 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !203
  %199 = load double, double* %198, align 8, !dbg !203
  %200 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !204
  %201 = load double, double* %200, align 8, !dbg !204
  %202 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i64 0, i64 0), double noundef %199, double noundef %201), !dbg !205
  call void @llvm.dbg.declare(metadata { float, float }* %24, metadata !206, metadata !DIExpression()), !dbg !208
  %203 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !208
  %204 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !208
  store float 1.000000e+00, float* %203, align 4, !dbg !208
  store float -1.000000e+00, float* %204, align 4, !dbg !208
  %205 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !209
  %206 = load float, float* %205, align 4, !dbg !209
  %207 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !209
  %208 = load float, float* %207, align 4, !dbg !209
  %209 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !210
  %210 = load float, float* %209, align 4, !dbg !210
  %211 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !210
  %212 = load float, float* %211, align 4, !dbg !210
  %213 = fadd float %210, 1.000000e+00, !dbg !211
  %214 = call i64 @__divsc3(float noundef %206, float noundef %208, float noundef %213, float noundef %212) #7, !dbg !212
  %215 = bitcast { float, float }* %25 to i64*, !dbg !212
  store i64 %214, i64* %215, align 4, !dbg !212
  %216 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 0, !dbg !212
  %217 = load float, float* %216, align 4, !dbg !212
  %218 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 1, !dbg !212
  %219 = load float, float* %218, align 4, !dbg !212
  %220 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !213
  %221 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !213
  store float %217, float* %220, align 4, !dbg !213
  store float %219, float* %221, align 4, !dbg !213
  %222 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !214
  %223 = load float, float* %222, align 4, !dbg !214
  %224 = fpext float %223 to double, !dbg !215
  %225 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !216
  %226 = load float, float* %225, align 4, !dbg !216
  %227 = fpext float %226 to double, !dbg !217
  %228 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i64 0, i64 0), double noundef %224, double noundef %227), !dbg !218
  %229 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4, !dbg !219
  %230 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i64 0, i64 2), align 8, !dbg !220
  %231 = add nsw i32 %229, %230, !dbg !221
  %232 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 1, i32 0), align 16, !dbg !222
  %233 = getelementptr inbounds %struct.Self, %struct.Self* %232, i32 0, i32 1, !dbg !223
  %234 = load i32*, i32** %233, align 8, !dbg !223
  %235 = load i32, i32* %234, align 4, !dbg !224
  %236 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 0, i32 0), align 16, !dbg !225
  %237 = getelementptr inbounds %struct.Self, %struct.Self* %236, i32 0, i32 1, !dbg !226
  %238 = load i32*, i32** %237, align 8, !dbg !226
  %239 = load i32, i32* %238, align 4, !dbg !227
  %240 = load void ()*, void ()** @hook, align 8, !dbg !228
  %241 = icmp eq void ()* %240, null, !dbg !229
  %242 = zext i1 %241 to i32, !dbg !229
  %243 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0), i32 noundef %231, i32 noundef 32, i32 noundef %235, i32 noundef %239, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i64 1), i32 noundef %242), !dbg !230
  %244 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i64 2), align 8, !dbg !231
  %245 = fpext float %244 to double, !dbg !231
  %246 = load i32, i32* @ctor_ran, align 4, !dbg !232
  %247 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i64 0, i64 0), double noundef %245, i32 noundef 32, i32 noundef %246), !dbg !233
  %248 = call i32 @vla_sum(i32 noundef 12), !dbg !234
  %249 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !235
  %250 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i64 0, i64 0), i32 noundef %248, i32 noundef %249), !dbg !236
  ret i32 0, !dbg !237
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare dso_local i32 @printf(i8* noundef, ...) #4

declare dso_local i8* @malloc(i64 noundef) #4

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

declare dso_local void @free(i8* noundef) #4

; Function Attrs: noinline optnone uwtable
define internal void @sort(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i8*, i8*)* noundef %3) #1 !dbg !238 {
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i8*, i8*)*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !247, metadata !DIExpression()), !dbg !248
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !249, metadata !DIExpression()), !dbg !250
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !251, metadata !DIExpression()), !dbg !252
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %8, align 8
  call void @llvm.dbg.declare(metadata i32 (i8*, i8*)** %8, metadata !253, metadata !DIExpression()), !dbg !254
  call void @llvm.dbg.declare(metadata i8** %9, metadata !255, metadata !DIExpression()), !dbg !257
  %13 = load i8*, i8** %5, align 8, !dbg !258
  store i8* %13, i8** %9, align 8, !dbg !257
  call void @llvm.dbg.declare(metadata [64 x i8]* %10, metadata !259, metadata !DIExpression()), !dbg !263
  call void @llvm.dbg.declare(metadata i32* %11, metadata !264, metadata !DIExpression()), !dbg !266
  store i32 1, i32* %11, align 4, !dbg !266
  br label %14, !dbg !267

14:                                               ; preds = %81, %4
  %15 = load i32, i32* %11, align 4, !dbg !268
  %16 = load i32, i32* %6, align 4, !dbg !270
  %17 = icmp slt i32 %15, %16, !dbg !271
  br i1 %17, label %18, label %84, !dbg !272

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %12, metadata !273, metadata !DIExpression()), !dbg !275
  %19 = load i32, i32* %11, align 4, !dbg !276
  store i32 %19, i32* %12, align 4, !dbg !275
  br label %20, !dbg !277

20:                                               ; preds = %77, %18
  %21 = load i32, i32* %12, align 4, !dbg !278
  %22 = icmp sgt i32 %21, 0, !dbg !280
  br i1 %22, label %23, label %40, !dbg !281

23:                                               ; preds = %20
  %24 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %8, align 8, !dbg !282
  %25 = load i8*, i8** %9, align 8, !dbg !283
  %26 = load i32, i32* %12, align 4, !dbg !284
  %27 = sub nsw i32 %26, 1, !dbg !285
  %28 = load i32, i32* %7, align 4, !dbg !286
  %29 = mul nsw i32 %27, %28, !dbg !287
  %30 = sext i32 %29 to i64, !dbg !288
  %31 = getelementptr inbounds i8, i8* %25, i64 %30, !dbg !288
  %32 = load i8*, i8** %9, align 8, !dbg !289
  %33 = load i32, i32* %12, align 4, !dbg !290
  %34 = load i32, i32* %7, align 4, !dbg !291
  %35 = mul nsw i32 %33, %34, !dbg !292
  %36 = sext i32 %35 to i64, !dbg !293
  %37 = getelementptr inbounds i8, i8* %32, i64 %36, !dbg !293
  %38 = call i32 %24(i8* noundef %31, i8* noundef %37), !dbg !282
  %39 = icmp sgt i32 %38, 0, !dbg !294
  br label %40

40:                                               ; preds = %23, %20
  %41 = phi i1 [ false, %20 ], [ %39, %23 ], !dbg !295
  br i1 %41, label %42, label %80, !dbg !296

42:                                               ; preds = %40
  %43 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0, !dbg !297
  %44 = load i8*, i8** %9, align 8, !dbg !299
  %45 = load i32, i32* %12, align 4, !dbg !300
  %46 = load i32, i32* %7, align 4, !dbg !301
  %47 = mul nsw i32 %45, %46, !dbg !302
  %48 = sext i32 %47 to i64, !dbg !303
  %49 = getelementptr inbounds i8, i8* %44, i64 %48, !dbg !303
  %50 = load i32, i32* %7, align 4, !dbg !304
  %51 = sext i32 %50 to i64, !dbg !304
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %43, i8* align 1 %49, i64 %51, i1 false), !dbg !297
  %52 = load i8*, i8** %9, align 8, !dbg !305
  %53 = load i32, i32* %12, align 4, !dbg !306
  %54 = load i32, i32* %7, align 4, !dbg !307
  %55 = mul nsw i32 %53, %54, !dbg !308
  %56 = sext i32 %55 to i64, !dbg !309
  %57 = getelementptr inbounds i8, i8* %52, i64 %56, !dbg !309
  %58 = load i8*, i8** %9, align 8, !dbg !310
  %59 = load i32, i32* %12, align 4, !dbg !311
  %60 = sub nsw i32 %59, 1, !dbg !312
  %61 = load i32, i32* %7, align 4, !dbg !313
  %62 = mul nsw i32 %60, %61, !dbg !314
  %63 = sext i32 %62 to i64, !dbg !315
  %64 = getelementptr inbounds i8, i8* %58, i64 %63, !dbg !315
  %65 = load i32, i32* %7, align 4, !dbg !316
  %66 = sext i32 %65 to i64, !dbg !316
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %57, i8* align 1 %64, i64 %66, i1 false), !dbg !317
  %67 = load i8*, i8** %9, align 8, !dbg !318
  %68 = load i32, i32* %12, align 4, !dbg !319
  %69 = sub nsw i32 %68, 1, !dbg !320
  %70 = load i32, i32* %7, align 4, !dbg !321
  %71 = mul nsw i32 %69, %70, !dbg !322
  %72 = sext i32 %71 to i64, !dbg !323
  %73 = getelementptr inbounds i8, i8* %67, i64 %72, !dbg !323
  %74 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0, !dbg !324
  %75 = load i32, i32* %7, align 4, !dbg !325
  %76 = sext i32 %75 to i64, !dbg !325
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %73, i8* align 16 %74, i64 %76, i1 false), !dbg !324
  br label %77, !dbg !326

77:                                               ; preds = %42
  %78 = load i32, i32* %12, align 4, !dbg !327
  %79 = add nsw i32 %78, -1, !dbg !327
  store i32 %79, i32* %12, align 4, !dbg !327
  br label %20, !dbg !328, !llvm.loop !329

80:                                               ; preds = %40
  br label %81, !dbg !330

81:                                               ; preds = %80
  %82 = load i32, i32* %11, align 4, !dbg !331
  %83 = add nsw i32 %82, 1, !dbg !331
  store i32 %83, i32* %11, align 4, !dbg !331
  br label %14, !dbg !332, !llvm.loop !333

84:                                               ; preds = %14
  ret void, !dbg !335
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 !dbg !336 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !337, metadata !DIExpression()), !dbg !338
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !339, metadata !DIExpression()), !dbg !340
  %5 = load i8*, i8** %4, align 8, !dbg !341
  %6 = bitcast i8* %5 to i32*, !dbg !342
  %7 = load i32, i32* %6, align 4, !dbg !343
  %8 = load i8*, i8** %3, align 8, !dbg !344
  %9 = bitcast i8* %8 to i32*, !dbg !345
  %10 = load i32, i32* %9, align 4, !dbg !346
  %11 = sub nsw i32 %7, %10, !dbg !347
  ret i32 %11, !dbg !348
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

declare dso_local void @__muldc3({ double, double }*, double, double, double, double)

declare dso_local i64 @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !349 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !352, metadata !DIExpression()), !dbg !353
  %10 = load i32, i32* %2, align 4, !dbg !354
  %11 = zext i32 %10 to i64, !dbg !355
  %12 = call i8* @llvm.stacksave(), !dbg !355
  store i8* %12, i8** %3, align 8, !dbg !355
  %13 = alloca i32, i64 %11, align 16, !dbg !355
  store i64 %11, i64* %4, align 8, !dbg !355
  call void @llvm.dbg.declare(metadata i64* %4, metadata !356, metadata !DIExpression()), !dbg !357
  call void @llvm.dbg.declare(metadata i32* %13, metadata !358, metadata !DIExpression()), !dbg !362
  call void @llvm.dbg.declare(metadata i32* %5, metadata !363, metadata !DIExpression()), !dbg !365
  store i32 0, i32* %5, align 4, !dbg !365
  br label %14, !dbg !366

14:                                               ; preds = %25, %1
  %15 = load i32, i32* %5, align 4, !dbg !367
  %16 = load i32, i32* %2, align 4, !dbg !369
  %17 = icmp slt i32 %15, %16, !dbg !370
  br i1 %17, label %18, label %28, !dbg !371

18:                                               ; preds = %14
  %19 = load i32, i32* %5, align 4, !dbg !372
  %20 = load i32, i32* %5, align 4, !dbg !373
  %21 = mul nsw i32 %19, %20, !dbg !374
  %22 = load i32, i32* %5, align 4, !dbg !375
  %23 = sext i32 %22 to i64, !dbg !376
  %24 = getelementptr inbounds i32, i32* %13, i64 %23, !dbg !376
  store i32 %21, i32* %24, align 4, !dbg !377
  br label %25, !dbg !376

25:                                               ; preds = %18
  %26 = load i32, i32* %5, align 4, !dbg !378
  %27 = add nsw i32 %26, 1, !dbg !378
  store i32 %27, i32* %5, align 4, !dbg !378
  br label %14, !dbg !379, !llvm.loop !380

28:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %6, metadata !382, metadata !DIExpression()), !dbg !383
  store i32 0, i32* %6, align 4, !dbg !383
  call void @llvm.dbg.declare(metadata i32* %7, metadata !384, metadata !DIExpression()), !dbg !386
  store i32 0, i32* %7, align 4, !dbg !386
  br label %29, !dbg !387

29:                                               ; preds = %53, %28
  %30 = load i32, i32* %7, align 4, !dbg !388
  %31 = load i32, i32* %2, align 4, !dbg !390
  %32 = icmp slt i32 %30, %31, !dbg !391
  br i1 %32, label %33, label %56, !dbg !392

33:                                               ; preds = %29
  %34 = load i32, i32* %7, align 4, !dbg !393
  %35 = add nsw i32 %34, 1, !dbg !395
  %36 = zext i32 %35 to i64, !dbg !396
  %37 = call i8* @llvm.stacksave(), !dbg !396
  store i8* %37, i8** %8, align 8, !dbg !396
  %38 = alloca i32, i64 %36, align 16, !dbg !396
  store i64 %36, i64* %9, align 8, !dbg !396
  call void @llvm.dbg.declare(metadata i64* %9, metadata !397, metadata !DIExpression()), !dbg !398
  call void @llvm.dbg.declare(metadata i32* %38, metadata !399, metadata !DIExpression()), !dbg !403
  %39 = load i32, i32* %7, align 4, !dbg !404
  %40 = sext i32 %39 to i64, !dbg !405
  %41 = getelementptr inbounds i32, i32* %13, i64 %40, !dbg !405
  %42 = load i32, i32* %41, align 4, !dbg !405
  %43 = load i32, i32* %7, align 4, !dbg !406
  %44 = sext i32 %43 to i64, !dbg !407
  %45 = getelementptr inbounds i32, i32* %38, i64 %44, !dbg !407
  store i32 %42, i32* %45, align 4, !dbg !408
  %46 = load i32, i32* %7, align 4, !dbg !409
  %47 = sext i32 %46 to i64, !dbg !410
  %48 = getelementptr inbounds i32, i32* %38, i64 %47, !dbg !410
  %49 = load i32, i32* %48, align 4, !dbg !410
  %50 = load i32, i32* %6, align 4, !dbg !411
  %51 = add nsw i32 %50, %49, !dbg !411
  store i32 %51, i32* %6, align 4, !dbg !411
  %52 = load i8*, i8** %8, align 8, !dbg !412
  call void @llvm.stackrestore(i8* %52), !dbg !412
  br label %53, !dbg !413

53:                                               ; preds = %33
  %54 = load i32, i32* %7, align 4, !dbg !414
  %55 = add nsw i32 %54, 1, !dbg !414
  store i32 %55, i32* %7, align 4, !dbg !414
  br label %29, !dbg !415, !llvm.loop !416

56:                                               ; preds = %29
  %57 = load i32, i32* %6, align 4, !dbg !418
  %58 = load i8*, i8** %3, align 8, !dbg !419
  call void @llvm.stackrestore(i8* %58), !dbg !419
  ret i32 %57, !dbg !419
}

; Function Attrs: noinline optnone uwtable
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 !dbg !420 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !424, metadata !DIExpression()), !dbg !425
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !426, metadata !DIExpression()), !dbg !427
  %6 = load i32, i32* %4, align 4, !dbg !428
  %7 = icmp eq i32 %6, 0, !dbg !430
  br i1 %7, label %8, label %11, !dbg !431

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4, !dbg !432
  %10 = add i32 %9, 1, !dbg !433
  store i32 %10, i32* %3, align 4, !dbg !434
  br label %26, !dbg !434

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4, !dbg !435
  %13 = icmp eq i32 %12, 0, !dbg !437
  br i1 %13, label %14, label %18, !dbg !438

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4, !dbg !439
  %16 = sub i32 %15, 1, !dbg !440
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !441
  store i32 %17, i32* %3, align 4, !dbg !442
  br label %26, !dbg !442

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4, !dbg !443
  %20 = sub i32 %19, 1, !dbg !444
  %21 = load i32, i32* %4, align 4, !dbg !445
  %22 = load i32, i32* %5, align 4, !dbg !446
  %23 = sub i32 %22, 1, !dbg !447
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23), !dbg !448
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24), !dbg !449
  store i32 %25, i32* %3, align 4, !dbg !450
  br label %26, !dbg !450

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4, !dbg !451
  ret i32 %27, !dbg !451
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #6

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!11 = !{!12, !16, !20, !26, !0, !32, !37, !47}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "mid", scope: !2, file: !3, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression(DW_OP_constu, 32, DW_OP_stack_value))
!17 = distinct !DIGlobalVariable(name: "span", scope: !2, file: !3, line: 39, type: !18, isLocal: true, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 41, type: !22, isLocal: true, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "hook", scope: !2, file: !3, line: 42, type: !28, isLocal: true, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 37, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 320, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "ring", scope: !2, file: !3, line: 40, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 256, elements: !45)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Self", file: !3, line: 40, size: 128, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !40, file: !3, line: 40, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !40, file: !3, line: 40, baseType: !15, size: 64, offset: 64)
!45 = !{!46}
!46 = !DISubrange(count: 2)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "aligned_g", scope: !2, file: !3, line: 34, type: !49, isLocal: true, isDefinition: true)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Aligned", file: !3, line: 33, size: 256, align: 256, elements: !50)
!50 = !{!51}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !49, file: !3, line: 33, baseType: !52, size: 96)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 96, elements: !54)
!53 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!54 = !{!55}
!55 = !DISubrange(count: 3)
!56 = !{i32 7, !"Dwarf Version", i32 4}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 2}
!59 = !{i32 7, !"PIC Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 1}
!61 = !{!"Debian clang version 14.0.6"}
!62 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!63 = !{}
!64 = !DILocation(line: 45, column: 75, scope: !62)
!65 = !DILocation(line: 45, column: 81, scope: !62)
!66 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!67 = !DILocation(line: 46, column: 69, scope: !66)
!68 = !DILocation(line: 46, column: 76, scope: !66)
!69 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!70 = !DILocation(line: 47, column: 60, scope: !69)
!71 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !72, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!72 = !DISubroutineType(types: !73)
!73 = !{!6}
!74 = !DILocalVariable(name: "f", scope: !71, file: !3, line: 85, type: !75)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !76)
!76 = !{!77, !79, !80, !81}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !75, file: !3, line: 15, baseType: !78, size: 1, flags: DIFlagBitField, extraData: i64 0)
!78 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !75, file: !3, line: 16, baseType: !78, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !75, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !75, file: !3, line: 19, baseType: !5, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!82 = !DILocation(line: 85, column: 16, scope: !71)
!83 = !DILocation(line: 86, column: 5, scope: !71)
!84 = !DILocation(line: 86, column: 11, scope: !71)
!85 = !DILocation(line: 87, column: 45, scope: !71)
!86 = !DILocation(line: 87, column: 54, scope: !71)
!87 = !DILocation(line: 87, column: 62, scope: !71)
!88 = !DILocation(line: 87, column: 91, scope: !71)
!89 = !DILocation(line: 87, column: 3, scope: !71)
!90 = !DILocalVariable(name: "bytes", scope: !71, file: !3, line: 89, type: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 56, elements: !93)
!92 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!93 = !{!94}
!94 = !DISubrange(count: 7)
!95 = !DILocation(line: 89, column: 17, scope: !71)
!96 = !DILocalVariable(name: "wire", scope: !71, file: !3, line: 90, type: !97)
!97 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !98)
!98 = !{!99, !100, !101}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !97, file: !3, line: 23, baseType: !25, size: 8)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !97, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !97, file: !3, line: 25, baseType: !102, size: 16, offset: 40)
!102 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!103 = !DILocation(line: 90, column: 15, scope: !71)
!104 = !DILocation(line: 91, column: 3, scope: !71)
!105 = !DILocation(line: 92, column: 42, scope: !71)
!106 = !DILocation(line: 92, column: 37, scope: !71)
!107 = !DILocation(line: 92, column: 53, scope: !71)
!108 = !DILocation(line: 92, column: 79, scope: !71)
!109 = !DILocation(line: 92, column: 58, scope: !71)
!110 = !DILocation(line: 92, column: 3, scope: !71)
!111 = !DILocalVariable(name: "m", scope: !71, file: !3, line: 94, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !114)
!114 = !{!115, !116}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !113, file: !3, line: 29, baseType: !6, size: 32)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !113, file: !3, line: 30, baseType: !117, offset: 64)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: -1)
!120 = !DILocation(line: 94, column: 15, scope: !71)
!121 = !DILocation(line: 94, column: 19, scope: !71)
!122 = !DILocation(line: 95, column: 3, scope: !71)
!123 = !DILocation(line: 95, column: 6, scope: !71)
!124 = !DILocation(line: 95, column: 8, scope: !71)
!125 = !DILocalVariable(name: "i", scope: !126, file: !3, line: 96, type: !6)
!126 = distinct !DILexicalBlock(scope: !71, file: !3, line: 96, column: 3)
!127 = !DILocation(line: 96, column: 12, scope: !126)
!128 = !DILocation(line: 96, column: 8, scope: !126)
!129 = !DILocation(line: 96, column: 19, scope: !130)
!130 = distinct !DILexicalBlock(scope: !126, file: !3, line: 96, column: 3)
!131 = !DILocation(line: 96, column: 23, scope: !130)
!132 = !DILocation(line: 96, column: 26, scope: !130)
!133 = !DILocation(line: 96, column: 21, scope: !130)
!134 = !DILocation(line: 96, column: 3, scope: !126)
!135 = !DILocation(line: 96, column: 47, scope: !130)
!136 = !DILocation(line: 96, column: 49, scope: !130)
!137 = !DILocation(line: 96, column: 34, scope: !130)
!138 = !DILocation(line: 96, column: 37, scope: !130)
!139 = !DILocation(line: 96, column: 42, scope: !130)
!140 = !DILocation(line: 96, column: 45, scope: !130)
!141 = !DILocation(line: 96, column: 29, scope: !130)
!142 = !DILocation(line: 96, column: 3, scope: !130)
!143 = distinct !{!143, !134, !144, !145}
!144 = !DILocation(line: 96, column: 51, scope: !126)
!145 = !{!"llvm.loop.mustprogress"}
!146 = !DILocation(line: 97, column: 24, scope: !71)
!147 = !DILocation(line: 97, column: 27, scope: !71)
!148 = !DILocation(line: 97, column: 3, scope: !71)
!149 = !DILocation(line: 98, column: 20, scope: !71)
!150 = !DILocation(line: 98, column: 3, scope: !71)
!151 = !DILocation(line: 99, column: 8, scope: !71)
!152 = !DILocation(line: 99, column: 3, scope: !71)
!153 = !DILocalVariable(name: "lit", scope: !71, file: !3, line: 101, type: !15)
!154 = !DILocation(line: 101, column: 8, scope: !71)
!155 = !DILocation(line: 101, column: 21, scope: !71)
!156 = !DILocation(line: 101, column: 14, scope: !71)
!157 = !DILocation(line: 102, column: 8, scope: !71)
!158 = !DILocation(line: 102, column: 3, scope: !71)
!159 = !DILocation(line: 103, column: 31, scope: !71)
!160 = !DILocation(line: 103, column: 39, scope: !71)
!161 = !DILocation(line: 103, column: 47, scope: !71)
!162 = !DILocation(line: 103, column: 3, scope: !71)
!163 = !DILocalVariable(name: "fp", scope: !71, file: !3, line: 104, type: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!165 = !DILocation(line: 104, column: 17, scope: !71)
!166 = !DILocation(line: 104, column: 37, scope: !71)
!167 = !DILocation(line: 105, column: 27, scope: !71)
!168 = !DILocation(line: 105, column: 31, scope: !71)
!169 = !DILocation(line: 105, column: 3, scope: !71)
!170 = !DILocation(line: 107, column: 3, scope: !71)
!171 = !DILocalVariable(name: "_a", scope: !172, file: !3, line: 108, type: !6)
!172 = distinct !DILexicalBlock(scope: !71, file: !3, line: 108, column: 33)
!173 = !DILocation(line: 108, column: 33, scope: !172)
!174 = !DILocalVariable(name: "_b", scope: !172, file: !3, line: 108, type: !6)
!175 = !DILocalVariable(name: "_a", scope: !176, file: !3, line: 108, type: !8)
!176 = distinct !DILexicalBlock(scope: !71, file: !3, line: 108, column: 44)
!177 = !DILocation(line: 108, column: 44, scope: !176)
!178 = !DILocalVariable(name: "_b", scope: !176, file: !3, line: 108, type: !8)
!179 = !DILocation(line: 108, column: 3, scope: !71)
!180 = !DILocalVariable(name: "res", scope: !71, file: !3, line: 110, type: !6)
!181 = !DILocation(line: 110, column: 7, scope: !71)
!182 = !DILocalVariable(name: "ovf", scope: !71, file: !3, line: 111, type: !6)
!183 = !DILocation(line: 111, column: 7, scope: !71)
!184 = !DILocation(line: 111, column: 13, scope: !71)
!185 = !DILocalVariable(name: "ures", scope: !71, file: !3, line: 112, type: !5)
!186 = !DILocation(line: 112, column: 22, scope: !71)
!187 = !DILocalVariable(name: "uovf", scope: !71, file: !3, line: 113, type: !6)
!188 = !DILocation(line: 113, column: 7, scope: !71)
!189 = !DILocation(line: 113, column: 14, scope: !71)
!190 = !DILocation(line: 114, column: 33, scope: !71)
!191 = !DILocation(line: 114, column: 38, scope: !71)
!192 = !DILocation(line: 114, column: 43, scope: !71)
!193 = !DILocation(line: 114, column: 3, scope: !71)
!194 = !DILocalVariable(name: "z", scope: !71, file: !3, line: 116, type: !195)
!195 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!196 = !DILocation(line: 116, column: 19, scope: !71)
!197 = !DILocalVariable(name: "z2", scope: !71, file: !3, line: 117, type: !195)
!198 = !DILocation(line: 117, column: 19, scope: !71)
!199 = !DILocation(line: 117, column: 24, scope: !71)
!200 = !DILocation(line: 117, column: 28, scope: !71)
!201 = !DILocation(line: 117, column: 26, scope: !71)
!202 = !{!"branch_weights", i32 1, i32 1048575}
!203 = !DILocation(line: 118, column: 33, scope: !71)
!204 = !DILocation(line: 118, column: 46, scope: !71)
!205 = !DILocation(line: 118, column: 3, scope: !71)
!206 = !DILocalVariable(name: "fz", scope: !71, file: !3, line: 119, type: !207)
!207 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!208 = !DILocation(line: 119, column: 18, scope: !71)
!209 = !DILocation(line: 120, column: 8, scope: !71)
!210 = !DILocation(line: 120, column: 14, scope: !71)
!211 = !DILocation(line: 120, column: 17, scope: !71)
!212 = !DILocation(line: 120, column: 11, scope: !71)
!213 = !DILocation(line: 120, column: 6, scope: !71)
!214 = !DILocation(line: 121, column: 42, scope: !71)
!215 = !DILocation(line: 121, column: 34, scope: !71)
!216 = !DILocation(line: 121, column: 63, scope: !71)
!217 = !DILocation(line: 121, column: 55, scope: !71)
!218 = !DILocation(line: 121, column: 3, scope: !71)
!219 = !DILocation(line: 123, column: 42, scope: !71)
!220 = !DILocation(line: 123, column: 49, scope: !71)
!221 = !DILocation(line: 123, column: 47, scope: !71)
!222 = !DILocation(line: 123, column: 74, scope: !71)
!223 = !DILocation(line: 123, column: 80, scope: !71)
!224 = !DILocation(line: 123, column: 65, scope: !71)
!225 = !DILocation(line: 123, column: 95, scope: !71)
!226 = !DILocation(line: 123, column: 101, scope: !71)
!227 = !DILocation(line: 123, column: 86, scope: !71)
!228 = !DILocation(line: 124, column: 20, scope: !71)
!229 = !DILocation(line: 124, column: 25, scope: !71)
!230 = !DILocation(line: 123, column: 3, scope: !71)
!231 = !DILocation(line: 125, column: 39, scope: !71)
!232 = !DILocation(line: 125, column: 86, scope: !71)
!233 = !DILocation(line: 125, column: 3, scope: !71)
!234 = !DILocation(line: 126, column: 30, scope: !71)
!235 = !DILocation(line: 126, column: 43, scope: !71)
!236 = !DILocation(line: 126, column: 3, scope: !71)
!237 = !DILocation(line: 127, column: 3, scope: !71)
!238 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !239, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !241, !6, !6, !242}
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!243 = !DISubroutineType(types: !244)
!244 = !{!6, !245, !245}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!247 = !DILocalVariable(name: "base", arg: 1, scope: !238, file: !3, line: 66, type: !241)
!248 = !DILocation(line: 66, column: 24, scope: !238)
!249 = !DILocalVariable(name: "n", arg: 2, scope: !238, file: !3, line: 66, type: !6)
!250 = !DILocation(line: 66, column: 34, scope: !238)
!251 = !DILocalVariable(name: "size", arg: 3, scope: !238, file: !3, line: 66, type: !6)
!252 = !DILocation(line: 66, column: 41, scope: !238)
!253 = !DILocalVariable(name: "cmp", arg: 4, scope: !238, file: !3, line: 66, type: !242)
!254 = !DILocation(line: 66, column: 53, scope: !238)
!255 = !DILocalVariable(name: "b", scope: !238, file: !3, line: 67, type: !256)
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!257 = !DILocation(line: 67, column: 9, scope: !238)
!258 = !DILocation(line: 67, column: 13, scope: !238)
!259 = !DILocalVariable(name: "tmp", scope: !238, file: !3, line: 68, type: !260)
!260 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !261)
!261 = !{!262}
!262 = !DISubrange(count: 64)
!263 = !DILocation(line: 68, column: 8, scope: !238)
!264 = !DILocalVariable(name: "i", scope: !265, file: !3, line: 69, type: !6)
!265 = distinct !DILexicalBlock(scope: !238, file: !3, line: 69, column: 3)
!266 = !DILocation(line: 69, column: 12, scope: !265)
!267 = !DILocation(line: 69, column: 8, scope: !265)
!268 = !DILocation(line: 69, column: 19, scope: !269)
!269 = distinct !DILexicalBlock(scope: !265, file: !3, line: 69, column: 3)
!270 = !DILocation(line: 69, column: 23, scope: !269)
!271 = !DILocation(line: 69, column: 21, scope: !269)
!272 = !DILocation(line: 69, column: 3, scope: !265)
!273 = !DILocalVariable(name: "j", scope: !274, file: !3, line: 70, type: !6)
!274 = distinct !DILexicalBlock(scope: !269, file: !3, line: 70, column: 5)
!275 = !DILocation(line: 70, column: 14, scope: !274)
!276 = !DILocation(line: 70, column: 18, scope: !274)
!277 = !DILocation(line: 70, column: 10, scope: !274)
!278 = !DILocation(line: 70, column: 21, scope: !279)
!279 = distinct !DILexicalBlock(scope: !274, file: !3, line: 70, column: 5)
!280 = !DILocation(line: 70, column: 23, scope: !279)
!281 = !DILocation(line: 70, column: 27, scope: !279)
!282 = !DILocation(line: 70, column: 30, scope: !279)
!283 = !DILocation(line: 70, column: 34, scope: !279)
!284 = !DILocation(line: 70, column: 39, scope: !279)
!285 = !DILocation(line: 70, column: 41, scope: !279)
!286 = !DILocation(line: 70, column: 48, scope: !279)
!287 = !DILocation(line: 70, column: 46, scope: !279)
!288 = !DILocation(line: 70, column: 36, scope: !279)
!289 = !DILocation(line: 70, column: 54, scope: !279)
!290 = !DILocation(line: 70, column: 58, scope: !279)
!291 = !DILocation(line: 70, column: 62, scope: !279)
!292 = !DILocation(line: 70, column: 60, scope: !279)
!293 = !DILocation(line: 70, column: 56, scope: !279)
!294 = !DILocation(line: 70, column: 68, scope: !279)
!295 = !DILocation(line: 0, scope: !279)
!296 = !DILocation(line: 70, column: 5, scope: !274)
!297 = !DILocation(line: 71, column: 7, scope: !298)
!298 = distinct !DILexicalBlock(scope: !279, file: !3, line: 70, column: 78)
!299 = !DILocation(line: 71, column: 29, scope: !298)
!300 = !DILocation(line: 71, column: 33, scope: !298)
!301 = !DILocation(line: 71, column: 37, scope: !298)
!302 = !DILocation(line: 71, column: 35, scope: !298)
!303 = !DILocation(line: 71, column: 31, scope: !298)
!304 = !DILocation(line: 71, column: 43, scope: !298)
!305 = !DILocation(line: 72, column: 24, scope: !298)
!306 = !DILocation(line: 72, column: 28, scope: !298)
!307 = !DILocation(line: 72, column: 32, scope: !298)
!308 = !DILocation(line: 72, column: 30, scope: !298)
!309 = !DILocation(line: 72, column: 26, scope: !298)
!310 = !DILocation(line: 72, column: 38, scope: !298)
!311 = !DILocation(line: 72, column: 43, scope: !298)
!312 = !DILocation(line: 72, column: 45, scope: !298)
!313 = !DILocation(line: 72, column: 52, scope: !298)
!314 = !DILocation(line: 72, column: 50, scope: !298)
!315 = !DILocation(line: 72, column: 40, scope: !298)
!316 = !DILocation(line: 72, column: 58, scope: !298)
!317 = !DILocation(line: 72, column: 7, scope: !298)
!318 = !DILocation(line: 73, column: 24, scope: !298)
!319 = !DILocation(line: 73, column: 29, scope: !298)
!320 = !DILocation(line: 73, column: 31, scope: !298)
!321 = !DILocation(line: 73, column: 38, scope: !298)
!322 = !DILocation(line: 73, column: 36, scope: !298)
!323 = !DILocation(line: 73, column: 26, scope: !298)
!324 = !DILocation(line: 73, column: 7, scope: !298)
!325 = !DILocation(line: 73, column: 49, scope: !298)
!326 = !DILocation(line: 74, column: 5, scope: !298)
!327 = !DILocation(line: 70, column: 73, scope: !279)
!328 = !DILocation(line: 70, column: 5, scope: !279)
!329 = distinct !{!329, !296, !330, !145}
!330 = !DILocation(line: 74, column: 5, scope: !274)
!331 = !DILocation(line: 69, column: 26, scope: !269)
!332 = !DILocation(line: 69, column: 3, scope: !269)
!333 = distinct !{!333, !272, !334, !145}
!334 = !DILocation(line: 74, column: 5, scope: !265)
!335 = !DILocation(line: 75, column: 1, scope: !238)
!336 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !243, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!337 = !DILocalVariable(name: "a", arg: 1, scope: !336, file: !3, line: 76, type: !245)
!338 = !DILocation(line: 76, column: 37, scope: !336)
!339 = !DILocalVariable(name: "b", arg: 2, scope: !336, file: !3, line: 76, type: !245)
!340 = !DILocation(line: 76, column: 52, scope: !336)
!341 = !DILocation(line: 76, column: 78, scope: !336)
!342 = !DILocation(line: 76, column: 65, scope: !336)
!343 = !DILocation(line: 76, column: 64, scope: !336)
!344 = !DILocation(line: 76, column: 96, scope: !336)
!345 = !DILocation(line: 76, column: 83, scope: !336)
!346 = !DILocation(line: 76, column: 82, scope: !336)
!347 = !DILocation(line: 76, column: 80, scope: !336)
!348 = !DILocation(line: 76, column: 57, scope: !336)
!349 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !350, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!350 = !DISubroutineType(types: !351)
!351 = !{!6, !6}
!352 = !DILocalVariable(name: "n", arg: 1, scope: !349, file: !3, line: 54, type: !6)
!353 = !DILocation(line: 54, column: 24, scope: !349)
!354 = !DILocation(line: 55, column: 9, scope: !349)
!355 = !DILocation(line: 55, column: 3, scope: !349)
!356 = !DILocalVariable(name: "__vla_expr0", scope: !349, type: !5, flags: DIFlagArtificial)
!357 = !DILocation(line: 0, scope: !349)
!358 = !DILocalVariable(name: "v", scope: !349, file: !3, line: 55, type: !359)
!359 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !360)
!360 = !{!361}
!361 = !DISubrange(count: !356)
!362 = !DILocation(line: 55, column: 7, scope: !349)
!363 = !DILocalVariable(name: "i", scope: !364, file: !3, line: 56, type: !6)
!364 = distinct !DILexicalBlock(scope: !349, file: !3, line: 56, column: 3)
!365 = !DILocation(line: 56, column: 12, scope: !364)
!366 = !DILocation(line: 56, column: 8, scope: !364)
!367 = !DILocation(line: 56, column: 19, scope: !368)
!368 = distinct !DILexicalBlock(scope: !364, file: !3, line: 56, column: 3)
!369 = !DILocation(line: 56, column: 23, scope: !368)
!370 = !DILocation(line: 56, column: 21, scope: !368)
!371 = !DILocation(line: 56, column: 3, scope: !364)
!372 = !DILocation(line: 56, column: 38, scope: !368)
!373 = !DILocation(line: 56, column: 42, scope: !368)
!374 = !DILocation(line: 56, column: 40, scope: !368)
!375 = !DILocation(line: 56, column: 33, scope: !368)
!376 = !DILocation(line: 56, column: 31, scope: !368)
!377 = !DILocation(line: 56, column: 36, scope: !368)
!378 = !DILocation(line: 56, column: 26, scope: !368)
!379 = !DILocation(line: 56, column: 3, scope: !368)
!380 = distinct !{!380, !371, !381, !145}
!381 = !DILocation(line: 56, column: 42, scope: !364)
!382 = !DILocalVariable(name: "s", scope: !349, file: !3, line: 57, type: !6)
!383 = !DILocation(line: 57, column: 7, scope: !349)
!384 = !DILocalVariable(name: "i", scope: !385, file: !3, line: 58, type: !6)
!385 = distinct !DILexicalBlock(scope: !349, file: !3, line: 58, column: 3)
!386 = !DILocation(line: 58, column: 12, scope: !385)
!387 = !DILocation(line: 58, column: 8, scope: !385)
!388 = !DILocation(line: 58, column: 19, scope: !389)
!389 = distinct !DILexicalBlock(scope: !385, file: !3, line: 58, column: 3)
!390 = !DILocation(line: 58, column: 23, scope: !389)
!391 = !DILocation(line: 58, column: 21, scope: !389)
!392 = !DILocation(line: 58, column: 3, scope: !385)
!393 = !DILocation(line: 59, column: 11, scope: !394)
!394 = distinct !DILexicalBlock(scope: !389, file: !3, line: 58, column: 31)
!395 = !DILocation(line: 59, column: 13, scope: !394)
!396 = !DILocation(line: 59, column: 5, scope: !394)
!397 = !DILocalVariable(name: "__vla_expr1", scope: !394, type: !5, flags: DIFlagArtificial)
!398 = !DILocation(line: 0, scope: !394)
!399 = !DILocalVariable(name: "w", scope: !394, file: !3, line: 59, type: !400)
!400 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !401)
!401 = !{!402}
!402 = !DISubrange(count: !397)
!403 = !DILocation(line: 59, column: 9, scope: !394)
!404 = !DILocation(line: 60, column: 14, scope: !394)
!405 = !DILocation(line: 60, column: 12, scope: !394)
!406 = !DILocation(line: 60, column: 7, scope: !394)
!407 = !DILocation(line: 60, column: 5, scope: !394)
!408 = !DILocation(line: 60, column: 10, scope: !394)
!409 = !DILocation(line: 61, column: 12, scope: !394)
!410 = !DILocation(line: 61, column: 10, scope: !394)
!411 = !DILocation(line: 61, column: 7, scope: !394)
!412 = !DILocation(line: 62, column: 3, scope: !389)
!413 = !DILocation(line: 62, column: 3, scope: !394)
!414 = !DILocation(line: 58, column: 26, scope: !389)
!415 = !DILocation(line: 58, column: 3, scope: !389)
!416 = distinct !{!416, !392, !417, !145}
!417 = !DILocation(line: 62, column: 3, scope: !385)
!418 = !DILocation(line: 63, column: 10, scope: !349)
!419 = !DILocation(line: 64, column: 1, scope: !349)
!420 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !421, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!421 = !DISubroutineType(types: !422)
!422 = !{!423, !423, !423}
!423 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!424 = !DILocalVariable(name: "m", arg: 1, scope: !420, file: !3, line: 78, type: !423)
!425 = !DILocation(line: 78, column: 46, scope: !420)
!426 = !DILocalVariable(name: "n", arg: 2, scope: !420, file: !3, line: 78, type: !423)
!427 = !DILocation(line: 78, column: 63, scope: !420)
!428 = !DILocation(line: 79, column: 24, scope: !429)
!429 = distinct !DILexicalBlock(scope: !420, file: !3, line: 79, column: 7)
!430 = !DILocation(line: 79, column: 26, scope: !429)
!431 = !DILocation(line: 79, column: 7, scope: !420)
!432 = !DILocation(line: 79, column: 43, scope: !429)
!433 = !DILocation(line: 79, column: 45, scope: !429)
!434 = !DILocation(line: 79, column: 36, scope: !429)
!435 = !DILocation(line: 80, column: 7, scope: !436)
!436 = distinct !DILexicalBlock(scope: !420, file: !3, line: 80, column: 7)
!437 = !DILocation(line: 80, column: 9, scope: !436)
!438 = !DILocation(line: 80, column: 7, scope: !420)
!439 = !DILocation(line: 80, column: 32, scope: !436)
!440 = !DILocation(line: 80, column: 34, scope: !436)
!441 = !DILocation(line: 80, column: 22, scope: !436)
!442 = !DILocation(line: 80, column: 15, scope: !436)
!443 = !DILocation(line: 81, column: 20, scope: !420)
!444 = !DILocation(line: 81, column: 22, scope: !420)
!445 = !DILocation(line: 81, column: 37, scope: !420)
!446 = !DILocation(line: 81, column: 40, scope: !420)
!447 = !DILocation(line: 81, column: 42, scope: !420)
!448 = !DILocation(line: 81, column: 27, scope: !420)
!449 = !DILocation(line: 81, column: 10, scope: !420)
!450 = !DILocation(line: 81, column: 3, scope: !420)
!451 = !DILocation(line: 82, column: 1, scope: !420)
