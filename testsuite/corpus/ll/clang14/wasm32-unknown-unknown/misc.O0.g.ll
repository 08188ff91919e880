; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Self = type { %struct.Self*, i32* }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i16, i40 }
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
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 8) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 16, !dbg !37
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@hook = internal constant void ()* null, align 4, !dbg !26
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32, !dbg !47
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: noinline nounwind optnone
define internal void @early_init() #0 !dbg !60 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !62
  %2 = add nsw i32 %1, 1, !dbg !62
  store i32 %2, i32* @ctor_ran, align 4, !dbg !62
  ret void, !dbg !63
}

; Function Attrs: noinline nounwind optnone
define internal void @late_init() #0 !dbg !64 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !65
  %2 = mul nsw i32 %1, 10, !dbg !65
  store i32 %2, i32* @ctor_ran, align 4, !dbg !65
  ret void, !dbg !66
}

; Function Attrs: noinline nounwind optnone
define internal void @at_exit_fn() #0 !dbg !67 {
  ret void, !dbg !68
}

; Function Attrs: noinline optnone
define hidden i32 @main() #1 !dbg !69 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Flags, align 8
  %3 = alloca [7 x i8], align 1
  %4 = alloca %struct.Wire, align 1
  %5 = alloca %struct.Msg*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 4
  %8 = alloca [8 x i32], align 4
  %9 = alloca %struct.Flags*, align 4
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
  call void @llvm.dbg.declare(metadata %struct.Flags* %2, metadata !72, metadata !DIExpression()), !dbg !80
  %26 = bitcast %struct.Flags* %2 to i8*, !dbg !80
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %26, i8* align 8 getelementptr inbounds ({ i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i32 16, i1 false), !dbg !80
  %27 = bitcast %struct.Flags* %2 to i16*, !dbg !81
  %28 = load i16, i16* %27, align 8, !dbg !82
  %29 = shl i16 %28, 7, !dbg !82
  %30 = ashr i16 %29, 11, !dbg !82
  %31 = sext i16 %30 to i32, !dbg !82
  %32 = add nsw i32 %31, 2, !dbg !82
  %33 = trunc i32 %32 to i16, !dbg !82
  %34 = load i16, i16* %27, align 8, !dbg !82
  %35 = and i16 %33, 31, !dbg !82
  %36 = shl i16 %35, 4, !dbg !82
  %37 = and i16 %34, -497, !dbg !82
  %38 = or i16 %37, %36, !dbg !82
  store i16 %38, i16* %27, align 8, !dbg !82
  %39 = shl i16 %35, 11, !dbg !82
  %40 = ashr i16 %39, 11, !dbg !82
  %41 = sext i16 %40 to i32, !dbg !82
  %42 = bitcast %struct.Flags* %2 to i16*, !dbg !83
  %43 = load i16, i16* %42, align 8, !dbg !83
  %44 = and i16 %43, 1, !dbg !83
  %45 = zext i16 %44 to i32, !dbg !83
  %46 = bitcast %struct.Flags* %2 to i16*, !dbg !84
  %47 = load i16, i16* %46, align 8, !dbg !84
  %48 = lshr i16 %47, 1, !dbg !84
  %49 = and i16 %48, 7, !dbg !84
  %50 = zext i16 %49 to i32, !dbg !84
  %51 = bitcast %struct.Flags* %2 to i16*, !dbg !85
  %52 = load i16, i16* %51, align 8, !dbg !85
  %53 = shl i16 %52, 7, !dbg !85
  %54 = ashr i16 %53, 11, !dbg !85
  %55 = sext i16 %54 to i32, !dbg !85
  %56 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1, !dbg !86
  %57 = bitcast i40* %56 to i64*, !dbg !86
  %58 = load i64, i64* %57, align 8, !dbg !86
  %59 = and i64 %58, 1099511627775, !dbg !86
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i32 0, i32 0), i32 noundef %45, i32 noundef %50, i32 noundef %55, i64 noundef %59, i32 noundef 16), !dbg !87
  call void @llvm.dbg.declare(metadata [7 x i8]* %3, metadata !88, metadata !DIExpression()), !dbg !93
  %61 = bitcast [7 x i8]* %3 to i8*, !dbg !93
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %61, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i32 7, i1 false), !dbg !93
  call void @llvm.dbg.declare(metadata %struct.Wire* %4, metadata !94, metadata !DIExpression()), !dbg !101
  %62 = bitcast %struct.Wire* %4 to i8*, !dbg !102
  %63 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i32 0, i32 0, !dbg !102
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %62, i8* align 1 %63, i32 7, i1 false), !dbg !102
  %64 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0, !dbg !103
  %65 = load i8, i8* %64, align 1, !dbg !103
  %66 = sext i8 %65 to i32, !dbg !104
  %67 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1, !dbg !105
  %68 = load i32, i32* %67, align 1, !dbg !105
  %69 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2, !dbg !106
  %70 = load i16, i16* %69, align 1, !dbg !106
  %71 = zext i16 %70 to i32, !dbg !107
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef %66, i32 noundef %68, i32 noundef %71, i32 noundef 7), !dbg !108
  call void @llvm.dbg.declare(metadata %struct.Msg** %5, metadata !109, metadata !DIExpression()), !dbg !118
  %73 = call i8* @malloc(i32 noundef 40), !dbg !119
  %74 = bitcast i8* %73 to %struct.Msg*, !dbg !119
  store %struct.Msg* %74, %struct.Msg** %5, align 4, !dbg !118
  %75 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !120
  %76 = getelementptr inbounds %struct.Msg, %struct.Msg* %75, i32 0, i32 0, !dbg !121
  store i32 4, i32* %76, align 8, !dbg !122
  call void @llvm.dbg.declare(metadata i32* %6, metadata !123, metadata !DIExpression()), !dbg !125
  store i32 0, i32* %6, align 4, !dbg !125
  br label %77, !dbg !126

77:                                               ; preds = %91, %0
  %78 = load i32, i32* %6, align 4, !dbg !127
  %79 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !129
  %80 = getelementptr inbounds %struct.Msg, %struct.Msg* %79, i32 0, i32 0, !dbg !130
  %81 = load i32, i32* %80, align 8, !dbg !130
  %82 = icmp slt i32 %78, %81, !dbg !131
  br i1 %82, label %83, label %94, !dbg !132

83:                                               ; preds = %77
  %84 = load i32, i32* %6, align 4, !dbg !133
  %85 = sitofp i32 %84 to double, !dbg !133
  %86 = fdiv double %85, 4.000000e+00, !dbg !134
  %87 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !135
  %88 = getelementptr inbounds %struct.Msg, %struct.Msg* %87, i32 0, i32 1, !dbg !136
  %89 = load i32, i32* %6, align 4, !dbg !137
  %90 = getelementptr inbounds [0 x double], [0 x double]* %88, i32 0, i32 %89, !dbg !135
  store double %86, double* %90, align 8, !dbg !138
  br label %91, !dbg !135

91:                                               ; preds = %83
  %92 = load i32, i32* %6, align 4, !dbg !139
  %93 = add nsw i32 %92, 1, !dbg !139
  store i32 %93, i32* %6, align 4, !dbg !139
  br label %77, !dbg !140, !llvm.loop !141

94:                                               ; preds = %77
  %95 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !144
  %96 = getelementptr inbounds %struct.Msg, %struct.Msg* %95, i32 0, i32 1, !dbg !145
  %97 = getelementptr inbounds [0 x double], [0 x double]* %96, i32 0, i32 3, !dbg !144
  %98 = load double, double* %97, align 8, !dbg !144
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), double noundef %98), !dbg !146
  %100 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !147
  %101 = bitcast %struct.Msg* %100 to i8*, !dbg !148
  call void @llvm.memset.p0i8.i32(i8* align 8 %101, i8 0, i32 8, i1 false), !dbg !148
  %102 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !149
  %103 = bitcast %struct.Msg* %102 to i8*, !dbg !149
  call void @free(i8* noundef %103), !dbg !150
  call void @llvm.dbg.declare(metadata i32** %7, metadata !151, metadata !DIExpression()), !dbg !152
  %104 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0, !dbg !153
  %105 = bitcast [8 x i32]* %8 to i8*, !dbg !153
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %105, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i32 32, i1 false), !dbg !153
  %106 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0, !dbg !154
  store i32* %106, i32** %7, align 4, !dbg !152
  %107 = load i32*, i32** %7, align 4, !dbg !155
  %108 = bitcast i32* %107 to i8*, !dbg !155
  call void @sort(i8* noundef %108, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc), !dbg !156
  %109 = load i32*, i32** %7, align 4, !dbg !157
  %110 = getelementptr inbounds i32, i32* %109, i32 0, !dbg !157
  %111 = load i32, i32* %110, align 4, !dbg !157
  %112 = load i32*, i32** %7, align 4, !dbg !158
  %113 = getelementptr inbounds i32, i32* %112, i32 1, !dbg !158
  %114 = load i32, i32* %113, align 4, !dbg !158
  %115 = load i32*, i32** %7, align 4, !dbg !159
  %116 = getelementptr inbounds i32, i32* %115, i32 7, !dbg !159
  %117 = load i32, i32* %116, align 4, !dbg !159
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %111, i32 noundef %114, i32 noundef %117), !dbg !160
  call void @llvm.dbg.declare(metadata %struct.Flags** %9, metadata !161, metadata !DIExpression()), !dbg !163
  %119 = bitcast %struct.Flags* %10 to i16*, !dbg !164
  %120 = load i16, i16* %119, align 8, !dbg !164
  %121 = and i16 %120, -2, !dbg !164
  %122 = or i16 %121, 0, !dbg !164
  store i16 %122, i16* %119, align 8, !dbg !164
  %123 = bitcast %struct.Flags* %10 to i16*, !dbg !164
  %124 = load i16, i16* %123, align 8, !dbg !164
  %125 = and i16 %124, -15, !dbg !164
  %126 = or i16 %125, 4, !dbg !164
  store i16 %126, i16* %123, align 8, !dbg !164
  %127 = bitcast %struct.Flags* %10 to i16*, !dbg !164
  %128 = load i16, i16* %127, align 8, !dbg !164
  %129 = and i16 %128, -497, !dbg !164
  %130 = or i16 %129, 0, !dbg !164
  store i16 %130, i16* %127, align 8, !dbg !164
  %131 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1, !dbg !164
  %132 = bitcast i40* %131 to i64*, !dbg !164
  %133 = load i64, i64* %132, align 8, !dbg !164
  %134 = and i64 %133, -1099511627776, !dbg !164
  %135 = or i64 %134, 0, !dbg !164
  store i64 %135, i64* %132, align 8, !dbg !164
  store %struct.Flags* %10, %struct.Flags** %9, align 4, !dbg !163
  %136 = load %struct.Flags*, %struct.Flags** %9, align 4, !dbg !165
  %137 = bitcast %struct.Flags* %136 to i16*, !dbg !166
  %138 = load i16, i16* %137, align 8, !dbg !166
  %139 = lshr i16 %138, 1, !dbg !166
  %140 = and i16 %139, 7, !dbg !166
  %141 = zext i16 %140 to i32, !dbg !166
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %141), !dbg !167
  %143 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)), !dbg !168
  call void @llvm.dbg.declare(metadata i32* %11, metadata !169, metadata !DIExpression()), !dbg !171
  store i32 3, i32* %11, align 4, !dbg !171
  call void @llvm.dbg.declare(metadata i32* %12, metadata !172, metadata !DIExpression()), !dbg !171
  store i32 8, i32* %12, align 4, !dbg !171
  %144 = load i32, i32* %11, align 4, !dbg !171
  %145 = load i32, i32* %12, align 4, !dbg !171
  %146 = icmp sgt i32 %144, %145, !dbg !171
  br i1 %146, label %147, label %149, !dbg !171

147:                                              ; preds = %94
  %148 = load i32, i32* %11, align 4, !dbg !171
  br label %151, !dbg !171

149:                                              ; preds = %94
  %150 = load i32, i32* %12, align 4, !dbg !171
  br label %151, !dbg !171

151:                                              ; preds = %149, %147
  %152 = phi i32 [ %148, %147 ], [ %150, %149 ], !dbg !171
  store i32 %152, i32* %13, align 4, !dbg !171
  %153 = load i32, i32* %13, align 4, !dbg !171
  call void @llvm.dbg.declare(metadata double* %14, metadata !173, metadata !DIExpression()), !dbg !175
  store double 2.500000e+00, double* %14, align 8, !dbg !175
  call void @llvm.dbg.declare(metadata double* %15, metadata !176, metadata !DIExpression()), !dbg !175
  store double -1.000000e+00, double* %15, align 8, !dbg !175
  %154 = load double, double* %14, align 8, !dbg !175
  %155 = load double, double* %15, align 8, !dbg !175
  %156 = fcmp ogt double %154, %155, !dbg !175
  br i1 %156, label %157, label %159, !dbg !175

157:                                              ; preds = %151
  %158 = load double, double* %14, align 8, !dbg !175
  br label %161, !dbg !175

159:                                              ; preds = %151
  %160 = load double, double* %15, align 8, !dbg !175
  br label %161, !dbg !175

161:                                              ; preds = %159, %157
  %162 = phi double [ %158, %157 ], [ %160, %159 ], !dbg !175
  store double %162, double* %16, align 8, !dbg !175
  %163 = load double, double* %16, align 8, !dbg !175
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i32 noundef %153, double noundef %163), !dbg !177
  call void @llvm.dbg.declare(metadata i32* %17, metadata !178, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.declare(metadata i32* %18, metadata !180, metadata !DIExpression()), !dbg !181
  %165 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !182
  %166 = extractvalue { i32, i1 } %165, 1, !dbg !182
  %167 = extractvalue { i32, i1 } %165, 0, !dbg !182
  store i32 %167, i32* %17, align 4, !dbg !182
  %168 = zext i1 %166 to i32, !dbg !182
  store i32 %168, i32* %18, align 4, !dbg !181
  call void @llvm.dbg.declare(metadata i64* %19, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.declare(metadata i32* %20, metadata !185, metadata !DIExpression()), !dbg !186
  %169 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !187
  %170 = extractvalue { i64, i1 } %169, 1, !dbg !187
  %171 = extractvalue { i64, i1 } %169, 0, !dbg !187
  store i64 %171, i64* %19, align 8, !dbg !187
  %172 = zext i1 %170 to i32, !dbg !187
  store i32 %172, i32* %20, align 4, !dbg !186
  %173 = load i32, i32* %18, align 4, !dbg !188
  %174 = load i32, i32* %17, align 4, !dbg !189
  %175 = load i32, i32* %20, align 4, !dbg !190
  %176 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i32 noundef %173, i32 noundef %174, i32 noundef %175), !dbg !191
  call void @llvm.dbg.declare(metadata { double, double }* %21, metadata !192, metadata !DIExpression()), !dbg !194
  %177 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !194
  %178 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !194
  store double 1.000000e+00, double* %177, align 8, !dbg !194
  store double 2.000000e+00, double* %178, align 8, !dbg !194
  call void @llvm.dbg.declare(metadata { double, double }* %22, metadata !195, metadata !DIExpression()), !dbg !196
  %179 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !197
  %180 = load double, double* %179, align 8, !dbg !197
  %181 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !197
  %182 = load double, double* %181, align 8, !dbg !197
  %183 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !198
  %184 = load double, double* %183, align 8, !dbg !198
  %185 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !198
  %186 = load double, double* %185, align 8, !dbg !198
  %187 = fmul double %180, %184, !dbg !199
  %188 = fmul double %182, %186, !dbg !199
  %189 = fmul double %180, %186, !dbg !199
  %190 = fmul double %182, %184, !dbg !199
  %191 = fsub double %187, %188, !dbg !199
  %192 = fadd double %189, %190, !dbg !199
  %193 = fcmp uno double %191, %191, !dbg !199
  br i1 %193, label %194, label %201, !dbg !199, !prof !200

194:                                              ; preds = %161
  %195 = fcmp uno double %192, %192, !dbg !199
  br i1 %195, label %196, label %201, !dbg !199, !prof !200

196:                                              ; preds = %194
  call void @__muldc3({ double, double }* sret({ double, double }) align 8 %23, double noundef %180, double noundef %182, double noundef %184, double noundef %186) #7, !dbg !199
  %197 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 0, !dbg !199
  %198 = load double, double* %197, align 8, !dbg !199
  %199 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 1, !dbg !199
  %200 = load double, double* %199, align 8, !dbg !199
  br label %201, !dbg !199

201:                                              ; preds = %196, %194, %161
  %202 = phi double [ %191, %161 ], [ %191, %194 ], [ %198, %196 ], !dbg !199
  %203 = phi double [ %192, %161 ], [ %192, %194 ], [ %200, %196 ], !dbg !199
  %204 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !196
  %205 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !196
  store double %202, double* %204, align 8, !dbg !196
  store double %203, double* %205, align 8, !dbg !196
  %206 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !201
  %207 = load double, double* %206, align 8, !dbg !201
  %208 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !202
  %209 = load double, double* %208, align 8, !dbg !202
  %210 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i32 0, i32 0), double noundef %207, double noundef %209), !dbg !203
  call void @llvm.dbg.declare(metadata { float, float }* %24, metadata !204, metadata !DIExpression()), !dbg !206
  %211 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !206
  %212 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !206
  store float 1.000000e+00, float* %211, align 4, !dbg !206
  store float -1.000000e+00, float* %212, align 4, !dbg !206
  %213 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !207
  %214 = load float, float* %213, align 4, !dbg !207
  %215 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !207
  %216 = load float, float* %215, align 4, !dbg !207
  %217 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !208
  %218 = load float, float* %217, align 4, !dbg !208
  %219 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !208
  %220 = load float, float* %219, align 4, !dbg !208
  %221 = fadd float %218, 1.000000e+00, !dbg !209
  call void @__divsc3({ float, float }* sret({ float, float }) align 4 %25, float noundef %214, float noundef %216, float noundef %221, float noundef %220) #7, !dbg !210
  %222 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 0, !dbg !210
  %223 = load float, float* %222, align 4, !dbg !210
  %224 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 1, !dbg !210
  %225 = load float, float* %224, align 4, !dbg !210
  %226 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !211
  %227 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !211
  store float %223, float* %226, align 4, !dbg !211
  store float %225, float* %227, align 4, !dbg !211
  %228 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !212
  %229 = load float, float* %228, align 4, !dbg !212
  %230 = fpext float %229 to double, !dbg !213
  %231 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !214
  %232 = load float, float* %231, align 4, !dbg !214
  %233 = fpext float %232 to double, !dbg !215
  %234 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i32 0, i32 0), double noundef %230, double noundef %233), !dbg !216
  %235 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4, !dbg !217
  %236 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 8, !dbg !218
  %237 = add nsw i32 %235, %236, !dbg !219
  %238 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 8, !dbg !220
  %239 = getelementptr inbounds %struct.Self, %struct.Self* %238, i32 0, i32 1, !dbg !221
  %240 = load i32*, i32** %239, align 4, !dbg !221
  %241 = load i32, i32* %240, align 4, !dbg !222
  %242 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 16, !dbg !223
  %243 = getelementptr inbounds %struct.Self, %struct.Self* %242, i32 0, i32 1, !dbg !224
  %244 = load i32*, i32** %243, align 4, !dbg !224
  %245 = load i32, i32* %244, align 4, !dbg !225
  %246 = load void ()*, void ()** @hook, align 4, !dbg !226
  %247 = icmp eq void ()* %246, null, !dbg !227
  %248 = zext i1 %247 to i32, !dbg !227
  %249 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i32 0, i32 0), i32 noundef %237, i32 noundef 32, i32 noundef %241, i32 noundef %245, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i64 1), i32 noundef %248), !dbg !228
  %250 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i32 2), align 8, !dbg !229
  %251 = fpext float %250 to double, !dbg !229
  %252 = load i32, i32* @ctor_ran, align 4, !dbg !230
  %253 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), double noundef %251, i32 noundef 32, i32 noundef %252), !dbg !231
  %254 = call i32 @vla_sum(i32 noundef 12), !dbg !232
  %255 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !233
  %256 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef %254, i32 noundef %255), !dbg !234
  ret i32 0, !dbg !235
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

declare i32 @printf(i8* noundef, ...) #4

declare i8* @malloc(i32 noundef) #4

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #5

declare void @free(i8* noundef) #4

; Function Attrs: noinline optnone
define internal void @sort(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i8*, i8*)* noundef %3) #1 !dbg !236 {
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i8*, i8*)*, align 4
  %9 = alloca i8*, align 4
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %5, align 4
  call void @llvm.dbg.declare(metadata i8** %5, metadata !245, metadata !DIExpression()), !dbg !246
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !247, metadata !DIExpression()), !dbg !248
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !249, metadata !DIExpression()), !dbg !250
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %8, align 4
  call void @llvm.dbg.declare(metadata i32 (i8*, i8*)** %8, metadata !251, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.declare(metadata i8** %9, metadata !253, metadata !DIExpression()), !dbg !255
  %13 = load i8*, i8** %5, align 4, !dbg !256
  store i8* %13, i8** %9, align 4, !dbg !255
  call void @llvm.dbg.declare(metadata [64 x i8]* %10, metadata !257, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.declare(metadata i32* %11, metadata !262, metadata !DIExpression()), !dbg !264
  store i32 1, i32* %11, align 4, !dbg !264
  br label %14, !dbg !265

14:                                               ; preds = %72, %4
  %15 = load i32, i32* %11, align 4, !dbg !266
  %16 = load i32, i32* %6, align 4, !dbg !268
  %17 = icmp slt i32 %15, %16, !dbg !269
  br i1 %17, label %18, label %75, !dbg !270

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %12, metadata !271, metadata !DIExpression()), !dbg !273
  %19 = load i32, i32* %11, align 4, !dbg !274
  store i32 %19, i32* %12, align 4, !dbg !273
  br label %20, !dbg !275

20:                                               ; preds = %68, %18
  %21 = load i32, i32* %12, align 4, !dbg !276
  %22 = icmp sgt i32 %21, 0, !dbg !278
  br i1 %22, label %23, label %38, !dbg !279

23:                                               ; preds = %20
  %24 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %8, align 4, !dbg !280
  %25 = load i8*, i8** %9, align 4, !dbg !281
  %26 = load i32, i32* %12, align 4, !dbg !282
  %27 = sub nsw i32 %26, 1, !dbg !283
  %28 = load i32, i32* %7, align 4, !dbg !284
  %29 = mul nsw i32 %27, %28, !dbg !285
  %30 = getelementptr inbounds i8, i8* %25, i32 %29, !dbg !286
  %31 = load i8*, i8** %9, align 4, !dbg !287
  %32 = load i32, i32* %12, align 4, !dbg !288
  %33 = load i32, i32* %7, align 4, !dbg !289
  %34 = mul nsw i32 %32, %33, !dbg !290
  %35 = getelementptr inbounds i8, i8* %31, i32 %34, !dbg !291
  %36 = call i32 %24(i8* noundef %30, i8* noundef %35), !dbg !280
  %37 = icmp sgt i32 %36, 0, !dbg !292
  br label %38

38:                                               ; preds = %23, %20
  %39 = phi i1 [ false, %20 ], [ %37, %23 ], !dbg !293
  br i1 %39, label %40, label %71, !dbg !294

40:                                               ; preds = %38
  %41 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0, !dbg !295
  %42 = load i8*, i8** %9, align 4, !dbg !297
  %43 = load i32, i32* %12, align 4, !dbg !298
  %44 = load i32, i32* %7, align 4, !dbg !299
  %45 = mul nsw i32 %43, %44, !dbg !300
  %46 = getelementptr inbounds i8, i8* %42, i32 %45, !dbg !301
  %47 = load i32, i32* %7, align 4, !dbg !302
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 16 %41, i8* align 1 %46, i32 %47, i1 false), !dbg !295
  %48 = load i8*, i8** %9, align 4, !dbg !303
  %49 = load i32, i32* %12, align 4, !dbg !304
  %50 = load i32, i32* %7, align 4, !dbg !305
  %51 = mul nsw i32 %49, %50, !dbg !306
  %52 = getelementptr inbounds i8, i8* %48, i32 %51, !dbg !307
  %53 = load i8*, i8** %9, align 4, !dbg !308
  %54 = load i32, i32* %12, align 4, !dbg !309
  %55 = sub nsw i32 %54, 1, !dbg !310
  %56 = load i32, i32* %7, align 4, !dbg !311
  %57 = mul nsw i32 %55, %56, !dbg !312
  %58 = getelementptr inbounds i8, i8* %53, i32 %57, !dbg !313
  %59 = load i32, i32* %7, align 4, !dbg !314
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %52, i8* align 1 %58, i32 %59, i1 false), !dbg !315
  %60 = load i8*, i8** %9, align 4, !dbg !316
  %61 = load i32, i32* %12, align 4, !dbg !317
  %62 = sub nsw i32 %61, 1, !dbg !318
  %63 = load i32, i32* %7, align 4, !dbg !319
  %64 = mul nsw i32 %62, %63, !dbg !320
  %65 = getelementptr inbounds i8, i8* %60, i32 %64, !dbg !321
  %66 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0, !dbg !322
  %67 = load i32, i32* %7, align 4, !dbg !323
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %65, i8* align 16 %66, i32 %67, i1 false), !dbg !322
  br label %68, !dbg !324

68:                                               ; preds = %40
  %69 = load i32, i32* %12, align 4, !dbg !325
  %70 = add nsw i32 %69, -1, !dbg !325
  store i32 %70, i32* %12, align 4, !dbg !325
  br label %20, !dbg !326, !llvm.loop !327

71:                                               ; preds = %38
  br label %72, !dbg !328

72:                                               ; preds = %71
  %73 = load i32, i32* %11, align 4, !dbg !329
  %74 = add nsw i32 %73, 1, !dbg !329
  store i32 %74, i32* %11, align 4, !dbg !329
  br label %14, !dbg !330, !llvm.loop !331

75:                                               ; preds = %14
  ret void, !dbg !333
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 !dbg !334 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !335, metadata !DIExpression()), !dbg !336
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !337, metadata !DIExpression()), !dbg !338
  %5 = load i8*, i8** %4, align 4, !dbg !339
  %6 = bitcast i8* %5 to i32*, !dbg !340
  %7 = load i32, i32* %6, align 4, !dbg !341
  %8 = load i8*, i8** %3, align 4, !dbg !342
  %9 = bitcast i8* %8 to i32*, !dbg !343
  %10 = load i32, i32* %9, align 4, !dbg !344
  %11 = sub nsw i32 %7, %10, !dbg !345
  ret i32 %11, !dbg !346
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

declare void @__muldc3({ double, double }*, double, double, double, double)

declare void @__divsc3({ float, float }*, float, float, float, float)

; Function Attrs: noinline nounwind optnone
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !347 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !350, metadata !DIExpression()), !dbg !351
  %10 = load i32, i32* %2, align 4, !dbg !352
  %11 = call i8* @llvm.stacksave(), !dbg !353
  store i8* %11, i8** %3, align 4, !dbg !353
  %12 = alloca i32, i32 %10, align 16, !dbg !353
  store i32 %10, i32* %4, align 4, !dbg !353
  call void @llvm.dbg.declare(metadata i32* %4, metadata !354, metadata !DIExpression()), !dbg !355
  call void @llvm.dbg.declare(metadata i32* %12, metadata !356, metadata !DIExpression()), !dbg !360
  call void @llvm.dbg.declare(metadata i32* %5, metadata !361, metadata !DIExpression()), !dbg !363
  store i32 0, i32* %5, align 4, !dbg !363
  br label %13, !dbg !364

13:                                               ; preds = %23, %1
  %14 = load i32, i32* %5, align 4, !dbg !365
  %15 = load i32, i32* %2, align 4, !dbg !367
  %16 = icmp slt i32 %14, %15, !dbg !368
  br i1 %16, label %17, label %26, !dbg !369

17:                                               ; preds = %13
  %18 = load i32, i32* %5, align 4, !dbg !370
  %19 = load i32, i32* %5, align 4, !dbg !371
  %20 = mul nsw i32 %18, %19, !dbg !372
  %21 = load i32, i32* %5, align 4, !dbg !373
  %22 = getelementptr inbounds i32, i32* %12, i32 %21, !dbg !374
  store i32 %20, i32* %22, align 4, !dbg !375
  br label %23, !dbg !374

23:                                               ; preds = %17
  %24 = load i32, i32* %5, align 4, !dbg !376
  %25 = add nsw i32 %24, 1, !dbg !376
  store i32 %25, i32* %5, align 4, !dbg !376
  br label %13, !dbg !377, !llvm.loop !378

26:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %6, metadata !380, metadata !DIExpression()), !dbg !381
  store i32 0, i32* %6, align 4, !dbg !381
  call void @llvm.dbg.declare(metadata i32* %7, metadata !382, metadata !DIExpression()), !dbg !384
  store i32 0, i32* %7, align 4, !dbg !384
  br label %27, !dbg !385

27:                                               ; preds = %47, %26
  %28 = load i32, i32* %7, align 4, !dbg !386
  %29 = load i32, i32* %2, align 4, !dbg !388
  %30 = icmp slt i32 %28, %29, !dbg !389
  br i1 %30, label %31, label %50, !dbg !390

31:                                               ; preds = %27
  %32 = load i32, i32* %7, align 4, !dbg !391
  %33 = add nsw i32 %32, 1, !dbg !393
  %34 = call i8* @llvm.stacksave(), !dbg !394
  store i8* %34, i8** %8, align 4, !dbg !394
  %35 = alloca i32, i32 %33, align 16, !dbg !394
  store i32 %33, i32* %9, align 4, !dbg !394
  call void @llvm.dbg.declare(metadata i32* %9, metadata !395, metadata !DIExpression()), !dbg !396
  call void @llvm.dbg.declare(metadata i32* %35, metadata !397, metadata !DIExpression()), !dbg !401
  %36 = load i32, i32* %7, align 4, !dbg !402
  %37 = getelementptr inbounds i32, i32* %12, i32 %36, !dbg !403
  %38 = load i32, i32* %37, align 4, !dbg !403
  %39 = load i32, i32* %7, align 4, !dbg !404
  %40 = getelementptr inbounds i32, i32* %35, i32 %39, !dbg !405
  store i32 %38, i32* %40, align 4, !dbg !406
  %41 = load i32, i32* %7, align 4, !dbg !407
  %42 = getelementptr inbounds i32, i32* %35, i32 %41, !dbg !408
  %43 = load i32, i32* %42, align 4, !dbg !408
  %44 = load i32, i32* %6, align 4, !dbg !409
  %45 = add nsw i32 %44, %43, !dbg !409
  store i32 %45, i32* %6, align 4, !dbg !409
  %46 = load i8*, i8** %8, align 4, !dbg !410
  call void @llvm.stackrestore(i8* %46), !dbg !410
  br label %47, !dbg !411

47:                                               ; preds = %31
  %48 = load i32, i32* %7, align 4, !dbg !412
  %49 = add nsw i32 %48, 1, !dbg !412
  store i32 %49, i32* %7, align 4, !dbg !412
  br label %27, !dbg !413, !llvm.loop !414

50:                                               ; preds = %27
  %51 = load i32, i32* %6, align 4, !dbg !416
  %52 = load i8*, i8** %3, align 4, !dbg !417
  call void @llvm.stackrestore(i8* %52), !dbg !417
  ret i32 %51, !dbg !417
}

; Function Attrs: noinline optnone
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 !dbg !418 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !422, metadata !DIExpression()), !dbg !423
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !424, metadata !DIExpression()), !dbg !425
  %6 = load i32, i32* %4, align 4, !dbg !426
  %7 = icmp eq i32 %6, 0, !dbg !428
  br i1 %7, label %8, label %11, !dbg !429

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4, !dbg !430
  %10 = add i32 %9, 1, !dbg !431
  store i32 %10, i32* %3, align 4, !dbg !432
  br label %26, !dbg !432

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4, !dbg !433
  %13 = icmp eq i32 %12, 0, !dbg !435
  br i1 %13, label %14, label %18, !dbg !436

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4, !dbg !437
  %16 = sub i32 %15, 1, !dbg !438
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !439
  store i32 %17, i32* %3, align 4, !dbg !440
  br label %26, !dbg !440

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4, !dbg !441
  %20 = sub i32 %19, 1, !dbg !442
  %21 = load i32, i32* %4, align 4, !dbg !443
  %22 = load i32, i32* %5, align 4, !dbg !444
  %23 = sub i32 %22, 1, !dbg !445
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23), !dbg !446
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24), !dbg !447
  store i32 %25, i32* %3, align 4, !dbg !448
  br label %26, !dbg !448

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4, !dbg !449
  ret i32 %27, !dbg !449
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #6

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #6

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 32)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!11 = !{!12, !16, !20, !26, !0, !32, !37, !47}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "mid", scope: !2, file: !3, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression(DW_OP_constu, 32, DW_OP_stack_value))
!17 = distinct !DIGlobalVariable(name: "span", scope: !2, file: !3, line: 39, type: !18, isLocal: true, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 41, type: !22, isLocal: true, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "hook", scope: !2, file: !3, line: 42, type: !28, isLocal: true, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 32)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 37, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 320, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "ring", scope: !2, file: !3, line: 40, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 128, elements: !45)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Self", file: !3, line: 40, size: 64, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !40, file: !3, line: 40, baseType: !43, size: 32)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 32)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !40, file: !3, line: 40, baseType: !15, size: 32, offset: 32)
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
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{!"Debian clang version 14.0.6"}
!60 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !61)
!61 = !{}
!62 = !DILocation(line: 45, column: 75, scope: !60)
!63 = !DILocation(line: 45, column: 81, scope: !60)
!64 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !61)
!65 = !DILocation(line: 46, column: 69, scope: !64)
!66 = !DILocation(line: 46, column: 76, scope: !64)
!67 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !61)
!68 = !DILocation(line: 47, column: 60, scope: !67)
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !70, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !61)
!70 = !DISubroutineType(types: !71)
!71 = !{!6}
!72 = !DILocalVariable(name: "f", scope: !69, file: !3, line: 85, type: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !74)
!74 = !{!75, !77, !78, !79}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !73, file: !3, line: 15, baseType: !76, size: 1, flags: DIFlagBitField, extraData: i64 0)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !73, file: !3, line: 16, baseType: !76, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !73, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !73, file: !3, line: 19, baseType: !5, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!80 = !DILocation(line: 85, column: 16, scope: !69)
!81 = !DILocation(line: 86, column: 5, scope: !69)
!82 = !DILocation(line: 86, column: 11, scope: !69)
!83 = !DILocation(line: 87, column: 45, scope: !69)
!84 = !DILocation(line: 87, column: 54, scope: !69)
!85 = !DILocation(line: 87, column: 62, scope: !69)
!86 = !DILocation(line: 87, column: 91, scope: !69)
!87 = !DILocation(line: 87, column: 3, scope: !69)
!88 = !DILocalVariable(name: "bytes", scope: !69, file: !3, line: 89, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 56, elements: !91)
!90 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!91 = !{!92}
!92 = !DISubrange(count: 7)
!93 = !DILocation(line: 89, column: 17, scope: !69)
!94 = !DILocalVariable(name: "wire", scope: !69, file: !3, line: 90, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !96)
!96 = !{!97, !98, !99}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !95, file: !3, line: 23, baseType: !25, size: 8)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !95, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !95, file: !3, line: 25, baseType: !100, size: 16, offset: 40)
!100 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!101 = !DILocation(line: 90, column: 15, scope: !69)
!102 = !DILocation(line: 91, column: 3, scope: !69)
!103 = !DILocation(line: 92, column: 42, scope: !69)
!104 = !DILocation(line: 92, column: 37, scope: !69)
!105 = !DILocation(line: 92, column: 53, scope: !69)
!106 = !DILocation(line: 92, column: 79, scope: !69)
!107 = !DILocation(line: 92, column: 58, scope: !69)
!108 = !DILocation(line: 92, column: 3, scope: !69)
!109 = !DILocalVariable(name: "m", scope: !69, file: !3, line: 94, type: !110)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 32)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !112)
!112 = !{!113, !114}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !111, file: !3, line: 29, baseType: !6, size: 32)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !111, file: !3, line: 30, baseType: !115, offset: 64)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: -1)
!118 = !DILocation(line: 94, column: 15, scope: !69)
!119 = !DILocation(line: 94, column: 19, scope: !69)
!120 = !DILocation(line: 95, column: 3, scope: !69)
!121 = !DILocation(line: 95, column: 6, scope: !69)
!122 = !DILocation(line: 95, column: 8, scope: !69)
!123 = !DILocalVariable(name: "i", scope: !124, file: !3, line: 96, type: !6)
!124 = distinct !DILexicalBlock(scope: !69, file: !3, line: 96, column: 3)
!125 = !DILocation(line: 96, column: 12, scope: !124)
!126 = !DILocation(line: 96, column: 8, scope: !124)
!127 = !DILocation(line: 96, column: 19, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !3, line: 96, column: 3)
!129 = !DILocation(line: 96, column: 23, scope: !128)
!130 = !DILocation(line: 96, column: 26, scope: !128)
!131 = !DILocation(line: 96, column: 21, scope: !128)
!132 = !DILocation(line: 96, column: 3, scope: !124)
!133 = !DILocation(line: 96, column: 47, scope: !128)
!134 = !DILocation(line: 96, column: 49, scope: !128)
!135 = !DILocation(line: 96, column: 34, scope: !128)
!136 = !DILocation(line: 96, column: 37, scope: !128)
!137 = !DILocation(line: 96, column: 42, scope: !128)
!138 = !DILocation(line: 96, column: 45, scope: !128)
!139 = !DILocation(line: 96, column: 29, scope: !128)
!140 = !DILocation(line: 96, column: 3, scope: !128)
!141 = distinct !{!141, !132, !142, !143}
!142 = !DILocation(line: 96, column: 51, scope: !124)
!143 = !{!"llvm.loop.mustprogress"}
!144 = !DILocation(line: 97, column: 24, scope: !69)
!145 = !DILocation(line: 97, column: 27, scope: !69)
!146 = !DILocation(line: 97, column: 3, scope: !69)
!147 = !DILocation(line: 98, column: 20, scope: !69)
!148 = !DILocation(line: 98, column: 3, scope: !69)
!149 = !DILocation(line: 99, column: 8, scope: !69)
!150 = !DILocation(line: 99, column: 3, scope: !69)
!151 = !DILocalVariable(name: "lit", scope: !69, file: !3, line: 101, type: !15)
!152 = !DILocation(line: 101, column: 8, scope: !69)
!153 = !DILocation(line: 101, column: 21, scope: !69)
!154 = !DILocation(line: 101, column: 14, scope: !69)
!155 = !DILocation(line: 102, column: 8, scope: !69)
!156 = !DILocation(line: 102, column: 3, scope: !69)
!157 = !DILocation(line: 103, column: 31, scope: !69)
!158 = !DILocation(line: 103, column: 39, scope: !69)
!159 = !DILocation(line: 103, column: 47, scope: !69)
!160 = !DILocation(line: 103, column: 3, scope: !69)
!161 = !DILocalVariable(name: "fp", scope: !69, file: !3, line: 104, type: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 32)
!163 = !DILocation(line: 104, column: 17, scope: !69)
!164 = !DILocation(line: 104, column: 37, scope: !69)
!165 = !DILocation(line: 105, column: 27, scope: !69)
!166 = !DILocation(line: 105, column: 31, scope: !69)
!167 = !DILocation(line: 105, column: 3, scope: !69)
!168 = !DILocation(line: 107, column: 3, scope: !69)
!169 = !DILocalVariable(name: "_a", scope: !170, file: !3, line: 108, type: !6)
!170 = distinct !DILexicalBlock(scope: !69, file: !3, line: 108, column: 33)
!171 = !DILocation(line: 108, column: 33, scope: !170)
!172 = !DILocalVariable(name: "_b", scope: !170, file: !3, line: 108, type: !6)
!173 = !DILocalVariable(name: "_a", scope: !174, file: !3, line: 108, type: !8)
!174 = distinct !DILexicalBlock(scope: !69, file: !3, line: 108, column: 44)
!175 = !DILocation(line: 108, column: 44, scope: !174)
!176 = !DILocalVariable(name: "_b", scope: !174, file: !3, line: 108, type: !8)
!177 = !DILocation(line: 108, column: 3, scope: !69)
!178 = !DILocalVariable(name: "res", scope: !69, file: !3, line: 110, type: !6)
!179 = !DILocation(line: 110, column: 7, scope: !69)
!180 = !DILocalVariable(name: "ovf", scope: !69, file: !3, line: 111, type: !6)
!181 = !DILocation(line: 111, column: 7, scope: !69)
!182 = !DILocation(line: 111, column: 13, scope: !69)
!183 = !DILocalVariable(name: "ures", scope: !69, file: !3, line: 112, type: !5)
!184 = !DILocation(line: 112, column: 22, scope: !69)
!185 = !DILocalVariable(name: "uovf", scope: !69, file: !3, line: 113, type: !6)
!186 = !DILocation(line: 113, column: 7, scope: !69)
!187 = !DILocation(line: 113, column: 14, scope: !69)
!188 = !DILocation(line: 114, column: 33, scope: !69)
!189 = !DILocation(line: 114, column: 38, scope: !69)
!190 = !DILocation(line: 114, column: 43, scope: !69)
!191 = !DILocation(line: 114, column: 3, scope: !69)
!192 = !DILocalVariable(name: "z", scope: !69, file: !3, line: 116, type: !193)
!193 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!194 = !DILocation(line: 116, column: 19, scope: !69)
!195 = !DILocalVariable(name: "z2", scope: !69, file: !3, line: 117, type: !193)
!196 = !DILocation(line: 117, column: 19, scope: !69)
!197 = !DILocation(line: 117, column: 24, scope: !69)
!198 = !DILocation(line: 117, column: 28, scope: !69)
!199 = !DILocation(line: 117, column: 26, scope: !69)
!200 = !{!"branch_weights", i32 1, i32 1048575}
!201 = !DILocation(line: 118, column: 33, scope: !69)
!202 = !DILocation(line: 118, column: 46, scope: !69)
!203 = !DILocation(line: 118, column: 3, scope: !69)
!204 = !DILocalVariable(name: "fz", scope: !69, file: !3, line: 119, type: !205)
!205 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!206 = !DILocation(line: 119, column: 18, scope: !69)
!207 = !DILocation(line: 120, column: 8, scope: !69)
!208 = !DILocation(line: 120, column: 14, scope: !69)
!209 = !DILocation(line: 120, column: 17, scope: !69)
!210 = !DILocation(line: 120, column: 11, scope: !69)
!211 = !DILocation(line: 120, column: 6, scope: !69)
!212 = !DILocation(line: 121, column: 42, scope: !69)
!213 = !DILocation(line: 121, column: 34, scope: !69)
!214 = !DILocation(line: 121, column: 63, scope: !69)
!215 = !DILocation(line: 121, column: 55, scope: !69)
!216 = !DILocation(line: 121, column: 3, scope: !69)
!217 = !DILocation(line: 123, column: 42, scope: !69)
!218 = !DILocation(line: 123, column: 49, scope: !69)
!219 = !DILocation(line: 123, column: 47, scope: !69)
!220 = !DILocation(line: 123, column: 74, scope: !69)
!221 = !DILocation(line: 123, column: 80, scope: !69)
!222 = !DILocation(line: 123, column: 65, scope: !69)
!223 = !DILocation(line: 123, column: 95, scope: !69)
!224 = !DILocation(line: 123, column: 101, scope: !69)
!225 = !DILocation(line: 123, column: 86, scope: !69)
!226 = !DILocation(line: 124, column: 20, scope: !69)
!227 = !DILocation(line: 124, column: 25, scope: !69)
!228 = !DILocation(line: 123, column: 3, scope: !69)
!229 = !DILocation(line: 125, column: 39, scope: !69)
!230 = !DILocation(line: 125, column: 86, scope: !69)
!231 = !DILocation(line: 125, column: 3, scope: !69)
!232 = !DILocation(line: 126, column: 30, scope: !69)
!233 = !DILocation(line: 126, column: 43, scope: !69)
!234 = !DILocation(line: 126, column: 3, scope: !69)
!235 = !DILocation(line: 127, column: 3, scope: !69)
!236 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !237, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !61)
!237 = !DISubroutineType(types: !238)
!238 = !{null, !239, !6, !6, !240}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 32)
!241 = !DISubroutineType(types: !242)
!242 = !{!6, !243, !243}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 32)
!244 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!245 = !DILocalVariable(name: "base", arg: 1, scope: !236, file: !3, line: 66, type: !239)
!246 = !DILocation(line: 66, column: 24, scope: !236)
!247 = !DILocalVariable(name: "n", arg: 2, scope: !236, file: !3, line: 66, type: !6)
!248 = !DILocation(line: 66, column: 34, scope: !236)
!249 = !DILocalVariable(name: "size", arg: 3, scope: !236, file: !3, line: 66, type: !6)
!250 = !DILocation(line: 66, column: 41, scope: !236)
!251 = !DILocalVariable(name: "cmp", arg: 4, scope: !236, file: !3, line: 66, type: !240)
!252 = !DILocation(line: 66, column: 53, scope: !236)
!253 = !DILocalVariable(name: "b", scope: !236, file: !3, line: 67, type: !254)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!255 = !DILocation(line: 67, column: 9, scope: !236)
!256 = !DILocation(line: 67, column: 13, scope: !236)
!257 = !DILocalVariable(name: "tmp", scope: !236, file: !3, line: 68, type: !258)
!258 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !259)
!259 = !{!260}
!260 = !DISubrange(count: 64)
!261 = !DILocation(line: 68, column: 8, scope: !236)
!262 = !DILocalVariable(name: "i", scope: !263, file: !3, line: 69, type: !6)
!263 = distinct !DILexicalBlock(scope: !236, file: !3, line: 69, column: 3)
!264 = !DILocation(line: 69, column: 12, scope: !263)
!265 = !DILocation(line: 69, column: 8, scope: !263)
!266 = !DILocation(line: 69, column: 19, scope: !267)
!267 = distinct !DILexicalBlock(scope: !263, file: !3, line: 69, column: 3)
!268 = !DILocation(line: 69, column: 23, scope: !267)
!269 = !DILocation(line: 69, column: 21, scope: !267)
!270 = !DILocation(line: 69, column: 3, scope: !263)
!271 = !DILocalVariable(name: "j", scope: !272, file: !3, line: 70, type: !6)
!272 = distinct !DILexicalBlock(scope: !267, file: !3, line: 70, column: 5)
!273 = !DILocation(line: 70, column: 14, scope: !272)
!274 = !DILocation(line: 70, column: 18, scope: !272)
!275 = !DILocation(line: 70, column: 10, scope: !272)
!276 = !DILocation(line: 70, column: 21, scope: !277)
!277 = distinct !DILexicalBlock(scope: !272, file: !3, line: 70, column: 5)
!278 = !DILocation(line: 70, column: 23, scope: !277)
!279 = !DILocation(line: 70, column: 27, scope: !277)
!280 = !DILocation(line: 70, column: 30, scope: !277)
!281 = !DILocation(line: 70, column: 34, scope: !277)
!282 = !DILocation(line: 70, column: 39, scope: !277)
!283 = !DILocation(line: 70, column: 41, scope: !277)
!284 = !DILocation(line: 70, column: 48, scope: !277)
!285 = !DILocation(line: 70, column: 46, scope: !277)
!286 = !DILocation(line: 70, column: 36, scope: !277)
!287 = !DILocation(line: 70, column: 54, scope: !277)
!288 = !DILocation(line: 70, column: 58, scope: !277)
!289 = !DILocation(line: 70, column: 62, scope: !277)
!290 = !DILocation(line: 70, column: 60, scope: !277)
!291 = !DILocation(line: 70, column: 56, scope: !277)
!292 = !DILocation(line: 70, column: 68, scope: !277)
!293 = !DILocation(line: 0, scope: !277)
!294 = !DILocation(line: 70, column: 5, scope: !272)
!295 = !DILocation(line: 71, column: 7, scope: !296)
!296 = distinct !DILexicalBlock(scope: !277, file: !3, line: 70, column: 78)
!297 = !DILocation(line: 71, column: 29, scope: !296)
!298 = !DILocation(line: 71, column: 33, scope: !296)
!299 = !DILocation(line: 71, column: 37, scope: !296)
!300 = !DILocation(line: 71, column: 35, scope: !296)
!301 = !DILocation(line: 71, column: 31, scope: !296)
!302 = !DILocation(line: 71, column: 43, scope: !296)
!303 = !DILocation(line: 72, column: 24, scope: !296)
!304 = !DILocation(line: 72, column: 28, scope: !296)
!305 = !DILocation(line: 72, column: 32, scope: !296)
!306 = !DILocation(line: 72, column: 30, scope: !296)
!307 = !DILocation(line: 72, column: 26, scope: !296)
!308 = !DILocation(line: 72, column: 38, scope: !296)
!309 = !DILocation(line: 72, column: 43, scope: !296)
!310 = !DILocation(line: 72, column: 45, scope: !296)
!311 = !DILocation(line: 72, column: 52, scope: !296)
!312 = !DILocation(line: 72, column: 50, scope: !296)
!313 = !DILocation(line: 72, column: 40, scope: !296)
!314 = !DILocation(line: 72, column: 58, scope: !296)
!315 = !DILocation(line: 72, column: 7, scope: !296)
!316 = !DILocation(line: 73, column: 24, scope: !296)
!317 = !DILocation(line: 73, column: 29, scope: !296)
!318 = !DILocation(line: 73, column: 31, scope: !296)
!319 = !DILocation(line: 73, column: 38, scope: !296)
!320 = !DILocation(line: 73, column: 36, scope: !296)
!321 = !DILocation(line: 73, column: 26, scope: !296)
!322 = !DILocation(line: 73, column: 7, scope: !296)
!323 = !DILocation(line: 73, column: 49, scope: !296)
!324 = !DILocation(line: 74, column: 5, scope: !296)
!325 = !DILocation(line: 70, column: 73, scope: !277)
!326 = !DILocation(line: 70, column: 5, scope: !277)
!327 = distinct !{!327, !294, !328, !143}
!328 = !DILocation(line: 74, column: 5, scope: !272)
!329 = !DILocation(line: 69, column: 26, scope: !267)
!330 = !DILocation(line: 69, column: 3, scope: !267)
!331 = distinct !{!331, !270, !332, !143}
!332 = !DILocation(line: 74, column: 5, scope: !263)
!333 = !DILocation(line: 75, column: 1, scope: !236)
!334 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !241, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !61)
!335 = !DILocalVariable(name: "a", arg: 1, scope: !334, file: !3, line: 76, type: !243)
!336 = !DILocation(line: 76, column: 37, scope: !334)
!337 = !DILocalVariable(name: "b", arg: 2, scope: !334, file: !3, line: 76, type: !243)
!338 = !DILocation(line: 76, column: 52, scope: !334)
!339 = !DILocation(line: 76, column: 78, scope: !334)
!340 = !DILocation(line: 76, column: 65, scope: !334)
!341 = !DILocation(line: 76, column: 64, scope: !334)
!342 = !DILocation(line: 76, column: 96, scope: !334)
!343 = !DILocation(line: 76, column: 83, scope: !334)
!344 = !DILocation(line: 76, column: 82, scope: !334)
!345 = !DILocation(line: 76, column: 80, scope: !334)
!346 = !DILocation(line: 76, column: 57, scope: !334)
!347 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !348, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !61)
!348 = !DISubroutineType(types: !349)
!349 = !{!6, !6}
!350 = !DILocalVariable(name: "n", arg: 1, scope: !347, file: !3, line: 54, type: !6)
!351 = !DILocation(line: 54, column: 24, scope: !347)
!352 = !DILocation(line: 55, column: 9, scope: !347)
!353 = !DILocation(line: 55, column: 3, scope: !347)
!354 = !DILocalVariable(name: "__vla_expr0", scope: !347, type: !76, flags: DIFlagArtificial)
!355 = !DILocation(line: 0, scope: !347)
!356 = !DILocalVariable(name: "v", scope: !347, file: !3, line: 55, type: !357)
!357 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !358)
!358 = !{!359}
!359 = !DISubrange(count: !354)
!360 = !DILocation(line: 55, column: 7, scope: !347)
!361 = !DILocalVariable(name: "i", scope: !362, file: !3, line: 56, type: !6)
!362 = distinct !DILexicalBlock(scope: !347, file: !3, line: 56, column: 3)
!363 = !DILocation(line: 56, column: 12, scope: !362)
!364 = !DILocation(line: 56, column: 8, scope: !362)
!365 = !DILocation(line: 56, column: 19, scope: !366)
!366 = distinct !DILexicalBlock(scope: !362, file: !3, line: 56, column: 3)
!367 = !DILocation(line: 56, column: 23, scope: !366)
!368 = !DILocation(line: 56, column: 21, scope: !366)
!369 = !DILocation(line: 56, column: 3, scope: !362)
!370 = !DILocation(line: 56, column: 38, scope: !366)
!371 = !DILocation(line: 56, column: 42, scope: !366)
!372 = !DILocation(line: 56, column: 40, scope: !366)
!373 = !DILocation(line: 56, column: 33, scope: !366)
!374 = !DILocation(line: 56, column: 31, scope: !366)
!375 = !DILocation(line: 56, column: 36, scope: !366)
!376 = !DILocation(line: 56, column: 26, scope: !366)
!377 = !DILocation(line: 56, column: 3, scope: !366)
!378 = distinct !{!378, !369, !379, !143}
!379 = !DILocation(line: 56, column: 42, scope: !362)
!380 = !DILocalVariable(name: "s", scope: !347, file: !3, line: 57, type: !6)
!381 = !DILocation(line: 57, column: 7, scope: !347)
!382 = !DILocalVariable(name: "i", scope: !383, file: !3, line: 58, type: !6)
!383 = distinct !DILexicalBlock(scope: !347, file: !3, line: 58, column: 3)
!384 = !DILocation(line: 58, column: 12, scope: !383)
!385 = !DILocation(line: 58, column: 8, scope: !383)
!386 = !DILocation(line: 58, column: 19, scope: !387)
!387 = distinct !DILexicalBlock(scope: !383, file: !3, line: 58, column: 3)
!388 = !DILocation(line: 58, column: 23, scope: !387)
!389 = !DILocation(line: 58, column: 21, scope: !387)
!390 = !DILocation(line: 58, column: 3, scope: !383)
!391 = !DILocation(line: 59, column: 11, scope: !392)
!392 = distinct !DILexicalBlock(scope: !387, file: !3, line: 58, column: 31)
!393 = !DILocation(line: 59, column: 13, scope: !392)
!394 = !DILocation(line: 59, column: 5, scope: !392)
!395 = !DILocalVariable(name: "__vla_expr1", scope: !392, type: !76, flags: DIFlagArtificial)
!396 = !DILocation(line: 0, scope: !392)
!397 = !DILocalVariable(name: "w", scope: !392, file: !3, line: 59, type: !398)
!398 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !399)
!399 = !{!400}
!400 = !DISubrange(count: !395)
!401 = !DILocation(line: 59, column: 9, scope: !392)
!402 = !DILocation(line: 60, column: 14, scope: !392)
!403 = !DILocation(line: 60, column: 12, scope: !392)
!404 = !DILocation(line: 60, column: 7, scope: !392)
!405 = !DILocation(line: 60, column: 5, scope: !392)
!406 = !DILocation(line: 60, column: 10, scope: !392)
!407 = !DILocation(line: 61, column: 12, scope: !392)
!408 = !DILocation(line: 61, column: 10, scope: !392)
!409 = !DILocation(line: 61, column: 7, scope: !392)
!410 = !DILocation(line: 62, column: 3, scope: !387)
!411 = !DILocation(line: 62, column: 3, scope: !392)
!412 = !DILocation(line: 58, column: 26, scope: !387)
!413 = !DILocation(line: 58, column: 3, scope: !387)
!414 = distinct !{!414, !390, !415, !143}
!415 = !DILocation(line: 62, column: 3, scope: !383)
!416 = !DILocation(line: 63, column: 10, scope: !347)
!417 = !DILocation(line: 64, column: 1, scope: !347)
!418 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !419, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !61)
!419 = !DISubroutineType(types: !420)
!420 = !{!421, !421, !421}
!421 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!422 = !DILocalVariable(name: "m", arg: 1, scope: !418, file: !3, line: 78, type: !421)
!423 = !DILocation(line: 78, column: 46, scope: !418)
!424 = !DILocalVariable(name: "n", arg: 2, scope: !418, file: !3, line: 78, type: !421)
!425 = !DILocation(line: 78, column: 63, scope: !418)
!426 = !DILocation(line: 79, column: 24, scope: !427)
!427 = distinct !DILexicalBlock(scope: !418, file: !3, line: 79, column: 7)
!428 = !DILocation(line: 79, column: 26, scope: !427)
!429 = !DILocation(line: 79, column: 7, scope: !418)
!430 = !DILocation(line: 79, column: 43, scope: !427)
!431 = !DILocation(line: 79, column: 45, scope: !427)
!432 = !DILocation(line: 79, column: 36, scope: !427)
!433 = !DILocation(line: 80, column: 7, scope: !434)
!434 = distinct !DILexicalBlock(scope: !418, file: !3, line: 80, column: 7)
!435 = !DILocation(line: 80, column: 9, scope: !434)
!436 = !DILocation(line: 80, column: 7, scope: !418)
!437 = !DILocation(line: 80, column: 32, scope: !434)
!438 = !DILocation(line: 80, column: 34, scope: !434)
!439 = !DILocation(line: 80, column: 22, scope: !434)
!440 = !DILocation(line: 80, column: 15, scope: !434)
!441 = !DILocation(line: 81, column: 20, scope: !418)
!442 = !DILocation(line: 81, column: 22, scope: !418)
!443 = !DILocation(line: 81, column: 37, scope: !418)
!444 = !DILocation(line: 81, column: 40, scope: !418)
!445 = !DILocation(line: 81, column: 42, scope: !418)
!446 = !DILocation(line: 81, column: 27, scope: !418)
!447 = !DILocation(line: 81, column: 10, scope: !418)
!448 = !DILocation(line: 81, column: 3, scope: !418)
!449 = !DILocation(line: 82, column: 1, scope: !418)
