; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Self = type { %struct.Self*, i32* }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i16, i40 }
%struct.Wire = type <{ i8, i32, i16 }>
%struct.Msg = type { i32, [0 x double] }

@ctor_ran = internal global i32 0, align 4, !dbg !0
@__const.main.f = private unnamed_addr constant { i8, i8, [2 x i8], i8, i8, i8, i8, i8, [3 x i8] } { i8 -37, i8 1, [2 x i8] undef, i8 -119, i8 103, i8 69, i8 35, i8 1, [3 x i8] undef }, align 4
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
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 4, !dbg !32
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 8) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 4, !dbg !37
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@hook = internal constant void ()* null, align 4, !dbg !26
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32, !dbg !47
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
@__dso_handle = external hidden global i8
@llvm.global_ctors = appending global [3 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @__GLOBAL_init_65535, i8* null }]

; Function Attrs: noinline nounwind optnone ssp
define internal void @early_init() #0 !dbg !67 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !69
  %2 = add nsw i32 %1, 1, !dbg !69
  store i32 %2, i32* @ctor_ran, align 4, !dbg !69
  ret void, !dbg !70
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @late_init() #0 !dbg !71 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !72
  %2 = mul nsw i32 %1, 10, !dbg !72
  store i32 %2, i32* @ctor_ran, align 4, !dbg !72
  ret void, !dbg !73
}

; Function Attrs: noinline nounwind optnone ssp
define internal void @at_exit_fn() #0 !dbg !74 {
  ret void, !dbg !75
}

; Function Attrs: noinline optnone ssp
define i32 @main() #1 !dbg !76 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Flags, align 4
  %3 = alloca [7 x i8], align 1
  %4 = alloca %struct.Wire, align 1
  %5 = alloca %struct.Msg*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 4
  %8 = alloca [8 x i32], align 4
  %9 = alloca %struct.Flags*, align 4
  %10 = alloca %struct.Flags, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca { double, double }, align 8
  %22 = alloca { double, double }, align 8
  %23 = alloca { double, double }, align 4
  %24 = alloca { float, float }, align 4
  %25 = alloca { float, float }, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Flags* %2, metadata !79, metadata !DIExpression()), !dbg !87
  %26 = bitcast %struct.Flags* %2 to i8*, !dbg !87
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %26, i8* align 4 getelementptr inbounds ({ i8, i8, [2 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i32 12, i1 false), !dbg !87
  %27 = bitcast %struct.Flags* %2 to i16*, !dbg !88
  %28 = load i16, i16* %27, align 4, !dbg !89
  %29 = shl i16 %28, 7, !dbg !89
  %30 = ashr i16 %29, 11, !dbg !89
  %31 = sext i16 %30 to i32, !dbg !89
  %32 = add nsw i32 %31, 2, !dbg !89
  %33 = trunc i32 %32 to i16, !dbg !89
  %34 = load i16, i16* %27, align 4, !dbg !89
  %35 = and i16 %33, 31, !dbg !89
  %36 = shl i16 %35, 4, !dbg !89
  %37 = and i16 %34, -497, !dbg !89
  %38 = or i16 %37, %36, !dbg !89
  store i16 %38, i16* %27, align 4, !dbg !89
  %39 = shl i16 %35, 11, !dbg !89
  %40 = ashr i16 %39, 11, !dbg !89
  %41 = sext i16 %40 to i32, !dbg !89
  %42 = bitcast %struct.Flags* %2 to i16*, !dbg !90
  %43 = load i16, i16* %42, align 4, !dbg !90
  %44 = and i16 %43, 1, !dbg !90
  %45 = zext i16 %44 to i32, !dbg !90
  %46 = bitcast %struct.Flags* %2 to i16*, !dbg !91
  %47 = load i16, i16* %46, align 4, !dbg !91
  %48 = lshr i16 %47, 1, !dbg !91
  %49 = and i16 %48, 7, !dbg !91
  %50 = zext i16 %49 to i32, !dbg !91
  %51 = bitcast %struct.Flags* %2 to i16*, !dbg !92
  %52 = load i16, i16* %51, align 4, !dbg !92
  %53 = shl i16 %52, 7, !dbg !92
  %54 = ashr i16 %53, 11, !dbg !92
  %55 = sext i16 %54 to i32, !dbg !92
  %56 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1, !dbg !93
  %57 = bitcast i40* %56 to i64*, !dbg !93
  %58 = load i64, i64* %57, align 4, !dbg !93
  %59 = and i64 %58, 1099511627775, !dbg !93
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i32 0, i32 0), i32 noundef %45, i32 noundef %50, i32 noundef %55, i64 noundef %59, i32 noundef 12), !dbg !94
  call void @llvm.dbg.declare(metadata [7 x i8]* %3, metadata !95, metadata !DIExpression()), !dbg !100
  %61 = bitcast [7 x i8]* %3 to i8*, !dbg !100
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %61, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i32 7, i1 false), !dbg !100
  call void @llvm.dbg.declare(metadata %struct.Wire* %4, metadata !101, metadata !DIExpression()), !dbg !108
  %62 = bitcast %struct.Wire* %4 to i8*, !dbg !109
  %63 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i32 0, i32 0, !dbg !109
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %62, i8* align 1 %63, i32 7, i1 false), !dbg !109
  %64 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0, !dbg !110
  %65 = load i8, i8* %64, align 1, !dbg !110
  %66 = sext i8 %65 to i32, !dbg !111
  %67 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1, !dbg !112
  %68 = load i32, i32* %67, align 1, !dbg !112
  %69 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2, !dbg !113
  %70 = load i16, i16* %69, align 1, !dbg !113
  %71 = zext i16 %70 to i32, !dbg !114
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef %66, i32 noundef %68, i32 noundef %71, i32 noundef 7), !dbg !115
  call void @llvm.dbg.declare(metadata %struct.Msg** %5, metadata !116, metadata !DIExpression()), !dbg !125
  %73 = call i8* @malloc(i32 noundef 36), !dbg !126
  %74 = bitcast i8* %73 to %struct.Msg*, !dbg !126
  store %struct.Msg* %74, %struct.Msg** %5, align 4, !dbg !125
  %75 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !127
  %76 = getelementptr inbounds %struct.Msg, %struct.Msg* %75, i32 0, i32 0, !dbg !128
  store i32 4, i32* %76, align 4, !dbg !129
  call void @llvm.dbg.declare(metadata i32* %6, metadata !130, metadata !DIExpression()), !dbg !132
  store i32 0, i32* %6, align 4, !dbg !132
  br label %77, !dbg !133

77:                                               ; preds = %91, %0
  %78 = load i32, i32* %6, align 4, !dbg !134
  %79 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !136
  %80 = getelementptr inbounds %struct.Msg, %struct.Msg* %79, i32 0, i32 0, !dbg !137
  %81 = load i32, i32* %80, align 4, !dbg !137
  %82 = icmp slt i32 %78, %81, !dbg !138
  br i1 %82, label %83, label %94, !dbg !139

83:                                               ; preds = %77
  %84 = load i32, i32* %6, align 4, !dbg !140
  %85 = sitofp i32 %84 to double, !dbg !140
  %86 = fdiv double %85, 4.000000e+00, !dbg !141
  %87 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !142
  %88 = getelementptr inbounds %struct.Msg, %struct.Msg* %87, i32 0, i32 1, !dbg !143
  %89 = load i32, i32* %6, align 4, !dbg !144
  %90 = getelementptr inbounds [0 x double], [0 x double]* %88, i32 0, i32 %89, !dbg !142
  store double %86, double* %90, align 4, !dbg !145
  br label %91, !dbg !142

91:                                               ; preds = %83
  %92 = load i32, i32* %6, align 4, !dbg !146
  %93 = add nsw i32 %92, 1, !dbg !146
  store i32 %93, i32* %6, align 4, !dbg !146
  br label %77, !dbg !147, !llvm.loop !148

94:                                               ; preds = %77
  %95 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !151
  %96 = getelementptr inbounds %struct.Msg, %struct.Msg* %95, i32 0, i32 1, !dbg !152
  %97 = getelementptr inbounds [0 x double], [0 x double]* %96, i32 0, i32 3, !dbg !151
  %98 = load double, double* %97, align 4, !dbg !151
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), double noundef %98), !dbg !153
  %100 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !154
  %101 = bitcast %struct.Msg* %100 to i8*, !dbg !155
  call void @llvm.memset.p0i8.i32(i8* align 4 %101, i8 0, i32 4, i1 false), !dbg !155
  %102 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !156
  %103 = bitcast %struct.Msg* %102 to i8*, !dbg !156
  call void @free(i8* noundef %103), !dbg !157
  call void @llvm.dbg.declare(metadata i32** %7, metadata !158, metadata !DIExpression()), !dbg !159
  %104 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0, !dbg !160
  %105 = bitcast [8 x i32]* %8 to i8*, !dbg !160
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %105, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i32 32, i1 false), !dbg !160
  %106 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0, !dbg !161
  store i32* %106, i32** %7, align 4, !dbg !159
  %107 = load i32*, i32** %7, align 4, !dbg !162
  %108 = bitcast i32* %107 to i8*, !dbg !162
  call void @sort(i8* noundef %108, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc), !dbg !163
  %109 = load i32*, i32** %7, align 4, !dbg !164
  %110 = getelementptr inbounds i32, i32* %109, i32 0, !dbg !164
  %111 = load i32, i32* %110, align 4, !dbg !164
  %112 = load i32*, i32** %7, align 4, !dbg !165
  %113 = getelementptr inbounds i32, i32* %112, i32 1, !dbg !165
  %114 = load i32, i32* %113, align 4, !dbg !165
  %115 = load i32*, i32** %7, align 4, !dbg !166
  %116 = getelementptr inbounds i32, i32* %115, i32 7, !dbg !166
  %117 = load i32, i32* %116, align 4, !dbg !166
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %111, i32 noundef %114, i32 noundef %117), !dbg !167
  call void @llvm.dbg.declare(metadata %struct.Flags** %9, metadata !168, metadata !DIExpression()), !dbg !170
  %119 = bitcast %struct.Flags* %10 to i16*, !dbg !171
  %120 = load i16, i16* %119, align 4, !dbg !171
  %121 = and i16 %120, -2, !dbg !171
  %122 = or i16 %121, 0, !dbg !171
  store i16 %122, i16* %119, align 4, !dbg !171
  %123 = bitcast %struct.Flags* %10 to i16*, !dbg !171
  %124 = load i16, i16* %123, align 4, !dbg !171
  %125 = and i16 %124, -15, !dbg !171
  %126 = or i16 %125, 4, !dbg !171
  store i16 %126, i16* %123, align 4, !dbg !171
  %127 = bitcast %struct.Flags* %10 to i16*, !dbg !171
  %128 = load i16, i16* %127, align 4, !dbg !171
  %129 = and i16 %128, -497, !dbg !171
  %130 = or i16 %129, 0, !dbg !171
  store i16 %130, i16* %127, align 4, !dbg !171
  %131 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1, !dbg !171
  %132 = bitcast i40* %131 to i64*, !dbg !171
  %133 = load i64, i64* %132, align 4, !dbg !171
  %134 = and i64 %133, -1099511627776, !dbg !171
  %135 = or i64 %134, 0, !dbg !171
  store i64 %135, i64* %132, align 4, !dbg !171
  store %struct.Flags* %10, %struct.Flags** %9, align 4, !dbg !170
  %136 = load %struct.Flags*, %struct.Flags** %9, align 4, !dbg !172
  %137 = bitcast %struct.Flags* %136 to i16*, !dbg !173
  %138 = load i16, i16* %137, align 4, !dbg !173
  %139 = lshr i16 %138, 1, !dbg !173
  %140 = and i16 %139, 7, !dbg !173
  %141 = zext i16 %140 to i32, !dbg !173
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %141), !dbg !174
  %143 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)), !dbg !175
  call void @llvm.dbg.declare(metadata i32* %11, metadata !176, metadata !DIExpression()), !dbg !178
  store i32 3, i32* %11, align 4, !dbg !178
  call void @llvm.dbg.declare(metadata i32* %12, metadata !179, metadata !DIExpression()), !dbg !178
  store i32 8, i32* %12, align 4, !dbg !178
  %144 = load i32, i32* %11, align 4, !dbg !178
  %145 = load i32, i32* %12, align 4, !dbg !178
  %146 = icmp sgt i32 %144, %145, !dbg !178
  br i1 %146, label %147, label %149, !dbg !178

147:                                              ; preds = %94
  %148 = load i32, i32* %11, align 4, !dbg !178
  br label %151, !dbg !178

149:                                              ; preds = %94
  %150 = load i32, i32* %12, align 4, !dbg !178
  br label %151, !dbg !178

151:                                              ; preds = %149, %147
  %152 = phi i32 [ %148, %147 ], [ %150, %149 ], !dbg !178
  store i32 %152, i32* %13, align 4, !dbg !178
  %153 = load i32, i32* %13, align 4, !dbg !178
  call void @llvm.dbg.declare(metadata double* %14, metadata !180, metadata !DIExpression()), !dbg !182
  store double 2.500000e+00, double* %14, align 8, !dbg !182
  call void @llvm.dbg.declare(metadata double* %15, metadata !183, metadata !DIExpression()), !dbg !182
  store double -1.000000e+00, double* %15, align 8, !dbg !182
  %154 = load double, double* %14, align 8, !dbg !182
  %155 = load double, double* %15, align 8, !dbg !182
  %156 = fcmp ogt double %154, %155, !dbg !182
  br i1 %156, label %157, label %159, !dbg !182

157:                                              ; preds = %151
  %158 = load double, double* %14, align 8, !dbg !182
  br label %161, !dbg !182

159:                                              ; preds = %151
  %160 = load double, double* %15, align 8, !dbg !182
  br label %161, !dbg !182

161:                                              ; preds = %159, %157
  %162 = phi double [ %158, %157 ], [ %160, %159 ], !dbg !182
  store double %162, double* %16, align 4, !dbg !182
  %163 = load double, double* %16, align 4, !dbg !182
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i32 noundef %153, double noundef %163), !dbg !184
  call void @llvm.dbg.declare(metadata i32* %17, metadata !185, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.declare(metadata i32* %18, metadata !187, metadata !DIExpression()), !dbg !188
  %165 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !189
  %166 = extractvalue { i32, i1 } %165, 1, !dbg !189
  %167 = extractvalue { i32, i1 } %165, 0, !dbg !189
  store i32 %167, i32* %17, align 4, !dbg !189
  %168 = zext i1 %166 to i32, !dbg !189
  store i32 %168, i32* %18, align 4, !dbg !188
  call void @llvm.dbg.declare(metadata i64* %19, metadata !190, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.declare(metadata i32* %20, metadata !192, metadata !DIExpression()), !dbg !193
  %169 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !194
  %170 = extractvalue { i64, i1 } %169, 1, !dbg !194
  %171 = extractvalue { i64, i1 } %169, 0, !dbg !194
  store i64 %171, i64* %19, align 8, !dbg !194
  %172 = zext i1 %170 to i32, !dbg !194
  store i32 %172, i32* %20, align 4, !dbg !193
  %173 = load i32, i32* %18, align 4, !dbg !195
  %174 = load i32, i32* %17, align 4, !dbg !196
  %175 = load i32, i32* %20, align 4, !dbg !197
  %176 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i32 noundef %173, i32 noundef %174, i32 noundef %175), !dbg !198
  call void @llvm.dbg.declare(metadata { double, double }* %21, metadata !199, metadata !DIExpression()), !dbg !201
  %177 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !201
  %178 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !201
  store double 1.000000e+00, double* %177, align 8, !dbg !201
  store double 2.000000e+00, double* %178, align 8, !dbg !201
  call void @llvm.dbg.declare(metadata { double, double }* %22, metadata !202, metadata !DIExpression()), !dbg !203
  %179 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !204
  %180 = load double, double* %179, align 8, !dbg !204
  %181 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !204
  %182 = load double, double* %181, align 8, !dbg !204
  %183 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !205
  %184 = load double, double* %183, align 8, !dbg !205
  %185 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !205
  %186 = load double, double* %185, align 8, !dbg !205
  %187 = fmul double %180, %184, !dbg !206
  %188 = fmul double %182, %186, !dbg !206
  %189 = fmul double %180, %186, !dbg !206
  %190 = fmul double %182, %184, !dbg !206
  %191 = fsub double %187, %188, !dbg !206
  %192 = fadd double %189, %190, !dbg !206
  %193 = fcmp uno double %191, %191, !dbg !206
  br i1 %193, label %194, label %203, !dbg !206, !prof !207

194:                                              ; preds = %161
  %195 = fcmp uno double %192, %192, !dbg !206
  br i1 %195, label %196, label %203, !dbg !206, !prof !207

196:                                              ; preds = %194
  %197 = call i128 @__muldc3(double noundef %180, double noundef %182, double noundef %184, double noundef %186) #8, !dbg !206
  %198 = bitcast { double, double }* %23 to i128*, !dbg !206
  store i128 %197, i128* %198, align 4, !dbg !206
  %199 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 0, !dbg !206
  %200 = load double, double* %199, align 4, !dbg !206
  %201 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 1, !dbg !206
  %202 = load double, double* %201, align 4, !dbg !206
  br label %203, !dbg !206

203:                                              ; preds = %196, %194, %161
  %204 = phi double [ %191, %161 ], [ %191, %194 ], [ %200, %196 ], !dbg !206
  %205 = phi double [ %192, %161 ], [ %192, %194 ], [ %202, %196 ], !dbg !206
  %206 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !203
  %207 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !203
  store double %204, double* %206, align 8, !dbg !203
  store double %205, double* %207, align 8, !dbg !203
  %208 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !208
  %209 = load double, double* %208, align 8, !dbg !208
  %210 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !209
  %211 = load double, double* %210, align 8, !dbg !209
  %212 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i32 0, i32 0), double noundef %209, double noundef %211), !dbg !210
  call void @llvm.dbg.declare(metadata { float, float }* %24, metadata !211, metadata !DIExpression()), !dbg !213
  %213 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !213
  %214 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !213
  store float 1.000000e+00, float* %213, align 4, !dbg !213
  store float -1.000000e+00, float* %214, align 4, !dbg !213
  %215 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !214
  %216 = load float, float* %215, align 4, !dbg !214
  %217 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !214
  %218 = load float, float* %217, align 4, !dbg !214
  %219 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !215
  %220 = load float, float* %219, align 4, !dbg !215
  %221 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !215
  %222 = load float, float* %221, align 4, !dbg !215
  %223 = fadd float %220, 1.000000e+00, !dbg !216
  %224 = call i64 @__divsc3(float noundef %216, float noundef %218, float noundef %223, float noundef %222) #8, !dbg !217
  %225 = bitcast { float, float }* %25 to i64*, !dbg !217
  store i64 %224, i64* %225, align 4, !dbg !217
  %226 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 0, !dbg !217
  %227 = load float, float* %226, align 4, !dbg !217
  %228 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 1, !dbg !217
  %229 = load float, float* %228, align 4, !dbg !217
  %230 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !218
  %231 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !218
  store float %227, float* %230, align 4, !dbg !218
  store float %229, float* %231, align 4, !dbg !218
  %232 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !219
  %233 = load float, float* %232, align 4, !dbg !219
  %234 = fpext float %233 to double, !dbg !220
  %235 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !221
  %236 = load float, float* %235, align 4, !dbg !221
  %237 = fpext float %236 to double, !dbg !222
  %238 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i32 0, i32 0), double noundef %234, double noundef %237), !dbg !223
  %239 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4, !dbg !224
  %240 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 4, !dbg !225
  %241 = add nsw i32 %239, %240, !dbg !226
  %242 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 4, !dbg !227
  %243 = getelementptr inbounds %struct.Self, %struct.Self* %242, i32 0, i32 1, !dbg !228
  %244 = load i32*, i32** %243, align 4, !dbg !228
  %245 = load i32, i32* %244, align 4, !dbg !229
  %246 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 4, !dbg !230
  %247 = getelementptr inbounds %struct.Self, %struct.Self* %246, i32 0, i32 1, !dbg !231
  %248 = load i32*, i32** %247, align 4, !dbg !231
  %249 = load i32, i32* %248, align 4, !dbg !232
  %250 = load void ()*, void ()** @hook, align 4, !dbg !233
  %251 = icmp eq void ()* %250, null, !dbg !234
  %252 = zext i1 %251 to i32, !dbg !234
  %253 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i32 0, i32 0), i32 noundef %241, i32 noundef 32, i32 noundef %245, i32 noundef %249, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i64 1), i32 noundef %252), !dbg !235
  %254 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i32 2), align 8, !dbg !236
  %255 = fpext float %254 to double, !dbg !236
  %256 = load i32, i32* @ctor_ran, align 4, !dbg !237
  %257 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), double noundef %255, i32 noundef 32, i32 noundef %256), !dbg !238
  %258 = call i32 @vla_sum(i32 noundef 12), !dbg !239
  %259 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !240
  %260 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef %258, i32 noundef %259), !dbg !241
  ret i32 0, !dbg !242
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

; Function Attrs: noinline optnone ssp
define internal void @sort(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i8*, i8*)* noundef %3) #1 !dbg !243 {
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i8*, i8*)*, align 4
  %9 = alloca i8*, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %5, align 4
  call void @llvm.dbg.declare(metadata i8** %5, metadata !252, metadata !DIExpression()), !dbg !253
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !254, metadata !DIExpression()), !dbg !255
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !256, metadata !DIExpression()), !dbg !257
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %8, align 4
  call void @llvm.dbg.declare(metadata i32 (i8*, i8*)** %8, metadata !258, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.declare(metadata i8** %9, metadata !260, metadata !DIExpression()), !dbg !262
  %13 = load i8*, i8** %5, align 4, !dbg !263
  store i8* %13, i8** %9, align 4, !dbg !262
  call void @llvm.dbg.declare(metadata [64 x i8]* %10, metadata !264, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.declare(metadata i32* %11, metadata !269, metadata !DIExpression()), !dbg !271
  store i32 1, i32* %11, align 4, !dbg !271
  br label %14, !dbg !272

14:                                               ; preds = %72, %4
  %15 = load i32, i32* %11, align 4, !dbg !273
  %16 = load i32, i32* %6, align 4, !dbg !275
  %17 = icmp slt i32 %15, %16, !dbg !276
  br i1 %17, label %18, label %75, !dbg !277

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %12, metadata !278, metadata !DIExpression()), !dbg !280
  %19 = load i32, i32* %11, align 4, !dbg !281
  store i32 %19, i32* %12, align 4, !dbg !280
  br label %20, !dbg !282

20:                                               ; preds = %68, %18
  %21 = load i32, i32* %12, align 4, !dbg !283
  %22 = icmp sgt i32 %21, 0, !dbg !285
  br i1 %22, label %23, label %38, !dbg !286

23:                                               ; preds = %20
  %24 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %8, align 4, !dbg !287
  %25 = load i8*, i8** %9, align 4, !dbg !288
  %26 = load i32, i32* %12, align 4, !dbg !289
  %27 = sub nsw i32 %26, 1, !dbg !290
  %28 = load i32, i32* %7, align 4, !dbg !291
  %29 = mul nsw i32 %27, %28, !dbg !292
  %30 = getelementptr inbounds i8, i8* %25, i32 %29, !dbg !293
  %31 = load i8*, i8** %9, align 4, !dbg !294
  %32 = load i32, i32* %12, align 4, !dbg !295
  %33 = load i32, i32* %7, align 4, !dbg !296
  %34 = mul nsw i32 %32, %33, !dbg !297
  %35 = getelementptr inbounds i8, i8* %31, i32 %34, !dbg !298
  %36 = call i32 %24(i8* noundef %30, i8* noundef %35), !dbg !287
  %37 = icmp sgt i32 %36, 0, !dbg !299
  br label %38

38:                                               ; preds = %23, %20
  %39 = phi i1 [ false, %20 ], [ %37, %23 ], !dbg !300
  br i1 %39, label %40, label %71, !dbg !301

40:                                               ; preds = %38
  %41 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0, !dbg !302
  %42 = load i8*, i8** %9, align 4, !dbg !304
  %43 = load i32, i32* %12, align 4, !dbg !305
  %44 = load i32, i32* %7, align 4, !dbg !306
  %45 = mul nsw i32 %43, %44, !dbg !307
  %46 = getelementptr inbounds i8, i8* %42, i32 %45, !dbg !308
  %47 = load i32, i32* %7, align 4, !dbg !309
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %41, i8* align 1 %46, i32 %47, i1 false), !dbg !302
  %48 = load i8*, i8** %9, align 4, !dbg !310
  %49 = load i32, i32* %12, align 4, !dbg !311
  %50 = load i32, i32* %7, align 4, !dbg !312
  %51 = mul nsw i32 %49, %50, !dbg !313
  %52 = getelementptr inbounds i8, i8* %48, i32 %51, !dbg !314
  %53 = load i8*, i8** %9, align 4, !dbg !315
  %54 = load i32, i32* %12, align 4, !dbg !316
  %55 = sub nsw i32 %54, 1, !dbg !317
  %56 = load i32, i32* %7, align 4, !dbg !318
  %57 = mul nsw i32 %55, %56, !dbg !319
  %58 = getelementptr inbounds i8, i8* %53, i32 %57, !dbg !320
  %59 = load i32, i32* %7, align 4, !dbg !321
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %52, i8* align 1 %58, i32 %59, i1 false), !dbg !322
  %60 = load i8*, i8** %9, align 4, !dbg !323
  %61 = load i32, i32* %12, align 4, !dbg !324
  %62 = sub nsw i32 %61, 1, !dbg !325
  %63 = load i32, i32* %7, align 4, !dbg !326
  %64 = mul nsw i32 %62, %63, !dbg !327
  %65 = getelementptr inbounds i8, i8* %60, i32 %64, !dbg !328
  %66 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0, !dbg !329
  %67 = load i32, i32* %7, align 4, !dbg !330
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %65, i8* align 1 %66, i32 %67, i1 false), !dbg !329
  br label %68, !dbg !331

68:                                               ; preds = %40
  %69 = load i32, i32* %12, align 4, !dbg !332
  %70 = add nsw i32 %69, -1, !dbg !332
  store i32 %70, i32* %12, align 4, !dbg !332
  br label %20, !dbg !333, !llvm.loop !334

71:                                               ; preds = %38
  br label %72, !dbg !335

72:                                               ; preds = %71
  %73 = load i32, i32* %11, align 4, !dbg !336
  %74 = add nsw i32 %73, 1, !dbg !336
  store i32 %74, i32* %11, align 4, !dbg !336
  br label %14, !dbg !337, !llvm.loop !338

75:                                               ; preds = %14
  ret void, !dbg !340
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 !dbg !341 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !342, metadata !DIExpression()), !dbg !343
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !344, metadata !DIExpression()), !dbg !345
  %5 = load i8*, i8** %4, align 4, !dbg !346
  %6 = bitcast i8* %5 to i32*, !dbg !347
  %7 = load i32, i32* %6, align 4, !dbg !348
  %8 = load i8*, i8** %3, align 4, !dbg !349
  %9 = bitcast i8* %8 to i32*, !dbg !350
  %10 = load i32, i32* %9, align 4, !dbg !351
  %11 = sub nsw i32 %7, %10, !dbg !352
  ret i32 %11, !dbg !353
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

declare i128 @__muldc3(double, double, double, double)

declare i64 @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !354 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !357, metadata !DIExpression()), !dbg !358
  %10 = load i32, i32* %2, align 4, !dbg !359
  %11 = call i8* @llvm.stacksave(), !dbg !360
  store i8* %11, i8** %3, align 4, !dbg !360
  %12 = alloca i32, i32 %10, align 4, !dbg !360
  store i32 %10, i32* %4, align 4, !dbg !360
  call void @llvm.dbg.declare(metadata i32* %4, metadata !361, metadata !DIExpression()), !dbg !362
  call void @llvm.dbg.declare(metadata i32* %12, metadata !363, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.declare(metadata i32* %5, metadata !368, metadata !DIExpression()), !dbg !370
  store i32 0, i32* %5, align 4, !dbg !370
  br label %13, !dbg !371

13:                                               ; preds = %23, %1
  %14 = load i32, i32* %5, align 4, !dbg !372
  %15 = load i32, i32* %2, align 4, !dbg !374
  %16 = icmp slt i32 %14, %15, !dbg !375
  br i1 %16, label %17, label %26, !dbg !376

17:                                               ; preds = %13
  %18 = load i32, i32* %5, align 4, !dbg !377
  %19 = load i32, i32* %5, align 4, !dbg !378
  %20 = mul nsw i32 %18, %19, !dbg !379
  %21 = load i32, i32* %5, align 4, !dbg !380
  %22 = getelementptr inbounds i32, i32* %12, i32 %21, !dbg !381
  store i32 %20, i32* %22, align 4, !dbg !382
  br label %23, !dbg !381

23:                                               ; preds = %17
  %24 = load i32, i32* %5, align 4, !dbg !383
  %25 = add nsw i32 %24, 1, !dbg !383
  store i32 %25, i32* %5, align 4, !dbg !383
  br label %13, !dbg !384, !llvm.loop !385

26:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %6, metadata !387, metadata !DIExpression()), !dbg !388
  store i32 0, i32* %6, align 4, !dbg !388
  call void @llvm.dbg.declare(metadata i32* %7, metadata !389, metadata !DIExpression()), !dbg !391
  store i32 0, i32* %7, align 4, !dbg !391
  br label %27, !dbg !392

27:                                               ; preds = %47, %26
  %28 = load i32, i32* %7, align 4, !dbg !393
  %29 = load i32, i32* %2, align 4, !dbg !395
  %30 = icmp slt i32 %28, %29, !dbg !396
  br i1 %30, label %31, label %50, !dbg !397

31:                                               ; preds = %27
  %32 = load i32, i32* %7, align 4, !dbg !398
  %33 = add nsw i32 %32, 1, !dbg !400
  %34 = call i8* @llvm.stacksave(), !dbg !401
  store i8* %34, i8** %8, align 4, !dbg !401
  %35 = alloca i32, i32 %33, align 4, !dbg !401
  store i32 %33, i32* %9, align 4, !dbg !401
  call void @llvm.dbg.declare(metadata i32* %9, metadata !402, metadata !DIExpression()), !dbg !403
  call void @llvm.dbg.declare(metadata i32* %35, metadata !404, metadata !DIExpression()), !dbg !408
  %36 = load i32, i32* %7, align 4, !dbg !409
  %37 = getelementptr inbounds i32, i32* %12, i32 %36, !dbg !410
  %38 = load i32, i32* %37, align 4, !dbg !410
  %39 = load i32, i32* %7, align 4, !dbg !411
  %40 = getelementptr inbounds i32, i32* %35, i32 %39, !dbg !412
  store i32 %38, i32* %40, align 4, !dbg !413
  %41 = load i32, i32* %7, align 4, !dbg !414
  %42 = getelementptr inbounds i32, i32* %35, i32 %41, !dbg !415
  %43 = load i32, i32* %42, align 4, !dbg !415
  %44 = load i32, i32* %6, align 4, !dbg !416
  %45 = add nsw i32 %44, %43, !dbg !416
  store i32 %45, i32* %6, align 4, !dbg !416
  %46 = load i8*, i8** %8, align 4, !dbg !417
  call void @llvm.stackrestore(i8* %46), !dbg !417
  br label %47, !dbg !418

47:                                               ; preds = %31
  %48 = load i32, i32* %7, align 4, !dbg !419
  %49 = add nsw i32 %48, 1, !dbg !419
  store i32 %49, i32* %7, align 4, !dbg !419
  br label %27, !dbg !420, !llvm.loop !421

50:                                               ; preds = %27
  %51 = load i32, i32* %6, align 4, !dbg !423
  %52 = load i8*, i8** %3, align 4, !dbg !424
  call void @llvm.stackrestore(i8* %52), !dbg !424
  ret i32 %51, !dbg !424
}

; Function Attrs: noinline optnone ssp
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 !dbg !425 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !429, metadata !DIExpression()), !dbg !430
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !431, metadata !DIExpression()), !dbg !432
  %6 = load i32, i32* %4, align 4, !dbg !433
  %7 = icmp eq i32 %6, 0, !dbg !435
  br i1 %7, label %8, label %11, !dbg !436

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4, !dbg !437
  %10 = add i32 %9, 1, !dbg !438
  store i32 %10, i32* %3, align 4, !dbg !439
  br label %26, !dbg !439

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4, !dbg !440
  %13 = icmp eq i32 %12, 0, !dbg !442
  br i1 %13, label %14, label %18, !dbg !443

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4, !dbg !444
  %16 = sub i32 %15, 1, !dbg !445
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !446
  store i32 %17, i32* %3, align 4, !dbg !447
  br label %26, !dbg !447

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4, !dbg !448
  %20 = sub i32 %19, 1, !dbg !449
  %21 = load i32, i32* %4, align 4, !dbg !450
  %22 = load i32, i32* %5, align 4, !dbg !451
  %23 = sub i32 %22, 1, !dbg !452
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23), !dbg !453
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24), !dbg !454
  store i32 %25, i32* %3, align 4, !dbg !455
  br label %26, !dbg !455

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4, !dbg !456
  ret i32 %27, !dbg !456
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #6

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #6

; Function Attrs: noinline ssp
define internal void @__GLOBAL_init_65535() #7 section "__TEXT,__StaticInit,regular,pure_instructions" !dbg !457 {
  %1 = call i32 @__cxa_atexit(void (i8*)* bitcast (void ()* @at_exit_fn to void (i8*)*), i8* null, i8* @__dso_handle) #8, !dbg !459
  ret void, !dbg !459
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #8

attributes #0 = { noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { noinline ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
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
!56 = !{i32 7, !"Dwarf Version", i32 2}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 1, !"min_enum_size", i32 4}
!60 = !{i32 1, !"branch-target-enforcement", i32 0}
!61 = !{i32 1, !"sign-return-address", i32 0}
!62 = !{i32 1, !"sign-return-address-all", i32 0}
!63 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!64 = !{i32 7, !"PIC Level", i32 2}
!65 = !{i32 7, !"frame-pointer", i32 2}
!66 = !{!"Debian clang version 14.0.6"}
!67 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !68)
!68 = !{}
!69 = !DILocation(line: 45, column: 75, scope: !67)
!70 = !DILocation(line: 45, column: 81, scope: !67)
!71 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !68)
!72 = !DILocation(line: 46, column: 69, scope: !71)
!73 = !DILocation(line: 46, column: 76, scope: !71)
!74 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !68)
!75 = !DILocation(line: 47, column: 60, scope: !74)
!76 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !77, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !68)
!77 = !DISubroutineType(types: !78)
!78 = !{!6}
!79 = !DILocalVariable(name: "f", scope: !76, file: !3, line: 85, type: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 96, elements: !81)
!81 = !{!82, !84, !85, !86}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !80, file: !3, line: 15, baseType: !83, size: 1, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !80, file: !3, line: 16, baseType: !83, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !80, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !80, file: !3, line: 19, baseType: !5, size: 40, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!87 = !DILocation(line: 85, column: 16, scope: !76)
!88 = !DILocation(line: 86, column: 5, scope: !76)
!89 = !DILocation(line: 86, column: 11, scope: !76)
!90 = !DILocation(line: 87, column: 45, scope: !76)
!91 = !DILocation(line: 87, column: 54, scope: !76)
!92 = !DILocation(line: 87, column: 62, scope: !76)
!93 = !DILocation(line: 87, column: 91, scope: !76)
!94 = !DILocation(line: 87, column: 3, scope: !76)
!95 = !DILocalVariable(name: "bytes", scope: !76, file: !3, line: 89, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 56, elements: !98)
!97 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!98 = !{!99}
!99 = !DISubrange(count: 7)
!100 = !DILocation(line: 89, column: 17, scope: !76)
!101 = !DILocalVariable(name: "wire", scope: !76, file: !3, line: 90, type: !102)
!102 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !103)
!103 = !{!104, !105, !106}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !102, file: !3, line: 23, baseType: !25, size: 8)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !102, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !102, file: !3, line: 25, baseType: !107, size: 16, offset: 40)
!107 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!108 = !DILocation(line: 90, column: 15, scope: !76)
!109 = !DILocation(line: 91, column: 3, scope: !76)
!110 = !DILocation(line: 92, column: 42, scope: !76)
!111 = !DILocation(line: 92, column: 37, scope: !76)
!112 = !DILocation(line: 92, column: 53, scope: !76)
!113 = !DILocation(line: 92, column: 79, scope: !76)
!114 = !DILocation(line: 92, column: 58, scope: !76)
!115 = !DILocation(line: 92, column: 3, scope: !76)
!116 = !DILocalVariable(name: "m", scope: !76, file: !3, line: 94, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 32)
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 32, elements: !119)
!119 = !{!120, !121}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !118, file: !3, line: 29, baseType: !6, size: 32)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !118, file: !3, line: 30, baseType: !122, offset: 32)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: -1)
!125 = !DILocation(line: 94, column: 15, scope: !76)
!126 = !DILocation(line: 94, column: 19, scope: !76)
!127 = !DILocation(line: 95, column: 3, scope: !76)
!128 = !DILocation(line: 95, column: 6, scope: !76)
!129 = !DILocation(line: 95, column: 8, scope: !76)
!130 = !DILocalVariable(name: "i", scope: !131, file: !3, line: 96, type: !6)
!131 = distinct !DILexicalBlock(scope: !76, file: !3, line: 96, column: 3)
!132 = !DILocation(line: 96, column: 12, scope: !131)
!133 = !DILocation(line: 96, column: 8, scope: !131)
!134 = !DILocation(line: 96, column: 19, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !3, line: 96, column: 3)
!136 = !DILocation(line: 96, column: 23, scope: !135)
!137 = !DILocation(line: 96, column: 26, scope: !135)
!138 = !DILocation(line: 96, column: 21, scope: !135)
!139 = !DILocation(line: 96, column: 3, scope: !131)
!140 = !DILocation(line: 96, column: 47, scope: !135)
!141 = !DILocation(line: 96, column: 49, scope: !135)
!142 = !DILocation(line: 96, column: 34, scope: !135)
!143 = !DILocation(line: 96, column: 37, scope: !135)
!144 = !DILocation(line: 96, column: 42, scope: !135)
!145 = !DILocation(line: 96, column: 45, scope: !135)
!146 = !DILocation(line: 96, column: 29, scope: !135)
!147 = !DILocation(line: 96, column: 3, scope: !135)
!148 = distinct !{!148, !139, !149, !150}
!149 = !DILocation(line: 96, column: 51, scope: !131)
!150 = !{!"llvm.loop.mustprogress"}
!151 = !DILocation(line: 97, column: 24, scope: !76)
!152 = !DILocation(line: 97, column: 27, scope: !76)
!153 = !DILocation(line: 97, column: 3, scope: !76)
!154 = !DILocation(line: 98, column: 20, scope: !76)
!155 = !DILocation(line: 98, column: 3, scope: !76)
!156 = !DILocation(line: 99, column: 8, scope: !76)
!157 = !DILocation(line: 99, column: 3, scope: !76)
!158 = !DILocalVariable(name: "lit", scope: !76, file: !3, line: 101, type: !15)
!159 = !DILocation(line: 101, column: 8, scope: !76)
!160 = !DILocation(line: 101, column: 21, scope: !76)
!161 = !DILocation(line: 101, column: 14, scope: !76)
!162 = !DILocation(line: 102, column: 8, scope: !76)
!163 = !DILocation(line: 102, column: 3, scope: !76)
!164 = !DILocation(line: 103, column: 31, scope: !76)
!165 = !DILocation(line: 103, column: 39, scope: !76)
!166 = !DILocation(line: 103, column: 47, scope: !76)
!167 = !DILocation(line: 103, column: 3, scope: !76)
!168 = !DILocalVariable(name: "fp", scope: !76, file: !3, line: 104, type: !169)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 32)
!170 = !DILocation(line: 104, column: 17, scope: !76)
!171 = !DILocation(line: 104, column: 37, scope: !76)
!172 = !DILocation(line: 105, column: 27, scope: !76)
!173 = !DILocation(line: 105, column: 31, scope: !76)
!174 = !DILocation(line: 105, column: 3, scope: !76)
!175 = !DILocation(line: 107, column: 3, scope: !76)
!176 = !DILocalVariable(name: "_a", scope: !177, file: !3, line: 108, type: !6)
!177 = distinct !DILexicalBlock(scope: !76, file: !3, line: 108, column: 33)
!178 = !DILocation(line: 108, column: 33, scope: !177)
!179 = !DILocalVariable(name: "_b", scope: !177, file: !3, line: 108, type: !6)
!180 = !DILocalVariable(name: "_a", scope: !181, file: !3, line: 108, type: !8)
!181 = distinct !DILexicalBlock(scope: !76, file: !3, line: 108, column: 44)
!182 = !DILocation(line: 108, column: 44, scope: !181)
!183 = !DILocalVariable(name: "_b", scope: !181, file: !3, line: 108, type: !8)
!184 = !DILocation(line: 108, column: 3, scope: !76)
!185 = !DILocalVariable(name: "res", scope: !76, file: !3, line: 110, type: !6)
!186 = !DILocation(line: 110, column: 7, scope: !76)
!187 = !DILocalVariable(name: "ovf", scope: !76, file: !3, line: 111, type: !6)
!188 = !DILocation(line: 111, column: 7, scope: !76)
!189 = !DILocation(line: 111, column: 13, scope: !76)
!190 = !DILocalVariable(name: "ures", scope: !76, file: !3, line: 112, type: !5)
!191 = !DILocation(line: 112, column: 22, scope: !76)
!192 = !DILocalVariable(name: "uovf", scope: !76, file: !3, line: 113, type: !6)
!193 = !DILocation(line: 113, column: 7, scope: !76)
!194 = !DILocation(line: 113, column: 14, scope: !76)
!195 = !DILocation(line: 114, column: 33, scope: !76)
!196 = !DILocation(line: 114, column: 38, scope: !76)
!197 = !DILocation(line: 114, column: 43, scope: !76)
!198 = !DILocation(line: 114, column: 3, scope: !76)
!199 = !DILocalVariable(name: "z", scope: !76, file: !3, line: 116, type: !200)
!200 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!201 = !DILocation(line: 116, column: 19, scope: !76)
!202 = !DILocalVariable(name: "z2", scope: !76, file: !3, line: 117, type: !200)
!203 = !DILocation(line: 117, column: 19, scope: !76)
!204 = !DILocation(line: 117, column: 24, scope: !76)
!205 = !DILocation(line: 117, column: 28, scope: !76)
!206 = !DILocation(line: 117, column: 26, scope: !76)
!207 = !{!"branch_weights", i32 1, i32 1048575}
!208 = !DILocation(line: 118, column: 33, scope: !76)
!209 = !DILocation(line: 118, column: 46, scope: !76)
!210 = !DILocation(line: 118, column: 3, scope: !76)
!211 = !DILocalVariable(name: "fz", scope: !76, file: !3, line: 119, type: !212)
!212 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!213 = !DILocation(line: 119, column: 18, scope: !76)
!214 = !DILocation(line: 120, column: 8, scope: !76)
!215 = !DILocation(line: 120, column: 14, scope: !76)
!216 = !DILocation(line: 120, column: 17, scope: !76)
!217 = !DILocation(line: 120, column: 11, scope: !76)
!218 = !DILocation(line: 120, column: 6, scope: !76)
!219 = !DILocation(line: 121, column: 42, scope: !76)
!220 = !DILocation(line: 121, column: 34, scope: !76)
!221 = !DILocation(line: 121, column: 63, scope: !76)
!222 = !DILocation(line: 121, column: 55, scope: !76)
!223 = !DILocation(line: 121, column: 3, scope: !76)
!224 = !DILocation(line: 123, column: 42, scope: !76)
!225 = !DILocation(line: 123, column: 49, scope: !76)
!226 = !DILocation(line: 123, column: 47, scope: !76)
!227 = !DILocation(line: 123, column: 74, scope: !76)
!228 = !DILocation(line: 123, column: 80, scope: !76)
!229 = !DILocation(line: 123, column: 65, scope: !76)
!230 = !DILocation(line: 123, column: 95, scope: !76)
!231 = !DILocation(line: 123, column: 101, scope: !76)
!232 = !DILocation(line: 123, column: 86, scope: !76)
!233 = !DILocation(line: 124, column: 20, scope: !76)
!234 = !DILocation(line: 124, column: 25, scope: !76)
!235 = !DILocation(line: 123, column: 3, scope: !76)
!236 = !DILocation(line: 125, column: 39, scope: !76)
!237 = !DILocation(line: 125, column: 86, scope: !76)
!238 = !DILocation(line: 125, column: 3, scope: !76)
!239 = !DILocation(line: 126, column: 30, scope: !76)
!240 = !DILocation(line: 126, column: 43, scope: !76)
!241 = !DILocation(line: 126, column: 3, scope: !76)
!242 = !DILocation(line: 127, column: 3, scope: !76)
!243 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !244, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !68)
!244 = !DISubroutineType(types: !245)
!245 = !{null, !246, !6, !6, !247}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 32)
!248 = !DISubroutineType(types: !249)
!249 = !{!6, !250, !250}
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 32)
!251 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!252 = !DILocalVariable(name: "base", arg: 1, scope: !243, file: !3, line: 66, type: !246)
!253 = !DILocation(line: 66, column: 24, scope: !243)
!254 = !DILocalVariable(name: "n", arg: 2, scope: !243, file: !3, line: 66, type: !6)
!255 = !DILocation(line: 66, column: 34, scope: !243)
!256 = !DILocalVariable(name: "size", arg: 3, scope: !243, file: !3, line: 66, type: !6)
!257 = !DILocation(line: 66, column: 41, scope: !243)
!258 = !DILocalVariable(name: "cmp", arg: 4, scope: !243, file: !3, line: 66, type: !247)
!259 = !DILocation(line: 66, column: 53, scope: !243)
!260 = !DILocalVariable(name: "b", scope: !243, file: !3, line: 67, type: !261)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!262 = !DILocation(line: 67, column: 9, scope: !243)
!263 = !DILocation(line: 67, column: 13, scope: !243)
!264 = !DILocalVariable(name: "tmp", scope: !243, file: !3, line: 68, type: !265)
!265 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !266)
!266 = !{!267}
!267 = !DISubrange(count: 64)
!268 = !DILocation(line: 68, column: 8, scope: !243)
!269 = !DILocalVariable(name: "i", scope: !270, file: !3, line: 69, type: !6)
!270 = distinct !DILexicalBlock(scope: !243, file: !3, line: 69, column: 3)
!271 = !DILocation(line: 69, column: 12, scope: !270)
!272 = !DILocation(line: 69, column: 8, scope: !270)
!273 = !DILocation(line: 69, column: 19, scope: !274)
!274 = distinct !DILexicalBlock(scope: !270, file: !3, line: 69, column: 3)
!275 = !DILocation(line: 69, column: 23, scope: !274)
!276 = !DILocation(line: 69, column: 21, scope: !274)
!277 = !DILocation(line: 69, column: 3, scope: !270)
!278 = !DILocalVariable(name: "j", scope: !279, file: !3, line: 70, type: !6)
!279 = distinct !DILexicalBlock(scope: !274, file: !3, line: 70, column: 5)
!280 = !DILocation(line: 70, column: 14, scope: !279)
!281 = !DILocation(line: 70, column: 18, scope: !279)
!282 = !DILocation(line: 70, column: 10, scope: !279)
!283 = !DILocation(line: 70, column: 21, scope: !284)
!284 = distinct !DILexicalBlock(scope: !279, file: !3, line: 70, column: 5)
!285 = !DILocation(line: 70, column: 23, scope: !284)
!286 = !DILocation(line: 70, column: 27, scope: !284)
!287 = !DILocation(line: 70, column: 30, scope: !284)
!288 = !DILocation(line: 70, column: 34, scope: !284)
!289 = !DILocation(line: 70, column: 39, scope: !284)
!290 = !DILocation(line: 70, column: 41, scope: !284)
!291 = !DILocation(line: 70, column: 48, scope: !284)
!292 = !DILocation(line: 70, column: 46, scope: !284)
!293 = !DILocation(line: 70, column: 36, scope: !284)
!294 = !DILocation(line: 70, column: 54, scope: !284)
!295 = !DILocation(line: 70, column: 58, scope: !284)
!296 = !DILocation(line: 70, column: 62, scope: !284)
!297 = !DILocation(line: 70, column: 60, scope: !284)
!298 = !DILocation(line: 70, column: 56, scope: !284)
!299 = !DILocation(line: 70, column: 68, scope: !284)
!300 = !DILocation(line: 0, scope: !284)
!301 = !DILocation(line: 70, column: 5, scope: !279)
!302 = !DILocation(line: 71, column: 7, scope: !303)
!303 = distinct !DILexicalBlock(scope: !284, file: !3, line: 70, column: 78)
!304 = !DILocation(line: 71, column: 29, scope: !303)
!305 = !DILocation(line: 71, column: 33, scope: !303)
!306 = !DILocation(line: 71, column: 37, scope: !303)
!307 = !DILocation(line: 71, column: 35, scope: !303)
!308 = !DILocation(line: 71, column: 31, scope: !303)
!309 = !DILocation(line: 71, column: 43, scope: !303)
!310 = !DILocation(line: 72, column: 24, scope: !303)
!311 = !DILocation(line: 72, column: 28, scope: !303)
!312 = !DILocation(line: 72, column: 32, scope: !303)
!313 = !DILocation(line: 72, column: 30, scope: !303)
!314 = !DILocation(line: 72, column: 26, scope: !303)
!315 = !DILocation(line: 72, column: 38, scope: !303)
!316 = !DILocation(line: 72, column: 43, scope: !303)
!317 = !DILocation(line: 72, column: 45, scope: !303)
!318 = !DILocation(line: 72, column: 52, scope: !303)
!319 = !DILocation(line: 72, column: 50, scope: !303)
!320 = !DILocation(line: 72, column: 40, scope: !303)
!321 = !DILocation(line: 72, column: 58, scope: !303)
!322 = !DILocation(line: 72, column: 7, scope: !303)
!323 = !DILocation(line: 73, column: 24, scope: !303)
!324 = !DILocation(line: 73, column: 29, scope: !303)
!325 = !DILocation(line: 73, column: 31, scope: !303)
!326 = !DILocation(line: 73, column: 38, scope: !303)
!327 = !DILocation(line: 73, column: 36, scope: !303)
!328 = !DILocation(line: 73, column: 26, scope: !303)
!329 = !DILocation(line: 73, column: 7, scope: !303)
!330 = !DILocation(line: 73, column: 49, scope: !303)
!331 = !DILocation(line: 74, column: 5, scope: !303)
!332 = !DILocation(line: 70, column: 73, scope: !284)
!333 = !DILocation(line: 70, column: 5, scope: !284)
!334 = distinct !{!334, !301, !335, !150}
!335 = !DILocation(line: 74, column: 5, scope: !279)
!336 = !DILocation(line: 69, column: 26, scope: !274)
!337 = !DILocation(line: 69, column: 3, scope: !274)
!338 = distinct !{!338, !277, !339, !150}
!339 = !DILocation(line: 74, column: 5, scope: !270)
!340 = !DILocation(line: 75, column: 1, scope: !243)
!341 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !248, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !68)
!342 = !DILocalVariable(name: "a", arg: 1, scope: !341, file: !3, line: 76, type: !250)
!343 = !DILocation(line: 76, column: 37, scope: !341)
!344 = !DILocalVariable(name: "b", arg: 2, scope: !341, file: !3, line: 76, type: !250)
!345 = !DILocation(line: 76, column: 52, scope: !341)
!346 = !DILocation(line: 76, column: 78, scope: !341)
!347 = !DILocation(line: 76, column: 65, scope: !341)
!348 = !DILocation(line: 76, column: 64, scope: !341)
!349 = !DILocation(line: 76, column: 96, scope: !341)
!350 = !DILocation(line: 76, column: 83, scope: !341)
!351 = !DILocation(line: 76, column: 82, scope: !341)
!352 = !DILocation(line: 76, column: 80, scope: !341)
!353 = !DILocation(line: 76, column: 57, scope: !341)
!354 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !355, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !68)
!355 = !DISubroutineType(types: !356)
!356 = !{!6, !6}
!357 = !DILocalVariable(name: "n", arg: 1, scope: !354, file: !3, line: 54, type: !6)
!358 = !DILocation(line: 54, column: 24, scope: !354)
!359 = !DILocation(line: 55, column: 9, scope: !354)
!360 = !DILocation(line: 55, column: 3, scope: !354)
!361 = !DILocalVariable(name: "__vla_expr0", scope: !354, type: !83, flags: DIFlagArtificial)
!362 = !DILocation(line: 0, scope: !354)
!363 = !DILocalVariable(name: "v", scope: !354, file: !3, line: 55, type: !364)
!364 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !365)
!365 = !{!366}
!366 = !DISubrange(count: !361)
!367 = !DILocation(line: 55, column: 7, scope: !354)
!368 = !DILocalVariable(name: "i", scope: !369, file: !3, line: 56, type: !6)
!369 = distinct !DILexicalBlock(scope: !354, file: !3, line: 56, column: 3)
!370 = !DILocation(line: 56, column: 12, scope: !369)
!371 = !DILocation(line: 56, column: 8, scope: !369)
!372 = !DILocation(line: 56, column: 19, scope: !373)
!373 = distinct !DILexicalBlock(scope: !369, file: !3, line: 56, column: 3)
!374 = !DILocation(line: 56, column: 23, scope: !373)
!375 = !DILocation(line: 56, column: 21, scope: !373)
!376 = !DILocation(line: 56, column: 3, scope: !369)
!377 = !DILocation(line: 56, column: 38, scope: !373)
!378 = !DILocation(line: 56, column: 42, scope: !373)
!379 = !DILocation(line: 56, column: 40, scope: !373)
!380 = !DILocation(line: 56, column: 33, scope: !373)
!381 = !DILocation(line: 56, column: 31, scope: !373)
!382 = !DILocation(line: 56, column: 36, scope: !373)
!383 = !DILocation(line: 56, column: 26, scope: !373)
!384 = !DILocation(line: 56, column: 3, scope: !373)
!385 = distinct !{!385, !376, !386, !150}
!386 = !DILocation(line: 56, column: 42, scope: !369)
!387 = !DILocalVariable(name: "s", scope: !354, file: !3, line: 57, type: !6)
!388 = !DILocation(line: 57, column: 7, scope: !354)
!389 = !DILocalVariable(name: "i", scope: !390, file: !3, line: 58, type: !6)
!390 = distinct !DILexicalBlock(scope: !354, file: !3, line: 58, column: 3)
!391 = !DILocation(line: 58, column: 12, scope: !390)
!392 = !DILocation(line: 58, column: 8, scope: !390)
!393 = !DILocation(line: 58, column: 19, scope: !394)
!394 = distinct !DILexicalBlock(scope: !390, file: !3, line: 58, column: 3)
!395 = !DILocation(line: 58, column: 23, scope: !394)
!396 = !DILocation(line: 58, column: 21, scope: !394)
!397 = !DILocation(line: 58, column: 3, scope: !390)
!398 = !DILocation(line: 59, column: 11, scope: !399)
!399 = distinct !DILexicalBlock(scope: !394, file: !3, line: 58, column: 31)
!400 = !DILocation(line: 59, column: 13, scope: !399)
!401 = !DILocation(line: 59, column: 5, scope: !399)
!402 = !DILocalVariable(name: "__vla_expr1", scope: !399, type: !83, flags: DIFlagArtificial)
!403 = !DILocation(line: 0, scope: !399)
!404 = !DILocalVariable(name: "w", scope: !399, file: !3, line: 59, type: !405)
!405 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !406)
!406 = !{!407}
!407 = !DISubrange(count: !402)
!408 = !DILocation(line: 59, column: 9, scope: !399)
!409 = !DILocation(line: 60, column: 14, scope: !399)
!410 = !DILocation(line: 60, column: 12, scope: !399)
!411 = !DILocation(line: 60, column: 7, scope: !399)
!412 = !DILocation(line: 60, column: 5, scope: !399)
!413 = !DILocation(line: 60, column: 10, scope: !399)
!414 = !DILocation(line: 61, column: 12, scope: !399)
!415 = !DILocation(line: 61, column: 10, scope: !399)
!416 = !DILocation(line: 61, column: 7, scope: !399)
!417 = !DILocation(line: 62, column: 3, scope: !394)
!418 = !DILocation(line: 62, column: 3, scope: !399)
!419 = !DILocation(line: 58, column: 26, scope: !394)
!420 = !DILocation(line: 58, column: 3, scope: !394)
!421 = distinct !{!421, !397, !422, !150}
!422 = !DILocation(line: 62, column: 3, scope: !390)
!423 = !DILocation(line: 63, column: 10, scope: !354)
!424 = !DILocation(line: 64, column: 1, scope: !354)
!425 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !426, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !68)
!426 = !DISubroutineType(types: !427)
!427 = !{!428, !428, !428}
!428 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!429 = !DILocalVariable(name: "m", arg: 1, scope: !425, file: !3, line: 78, type: !428)
!430 = !DILocation(line: 78, column: 46, scope: !425)
!431 = !DILocalVariable(name: "n", arg: 2, scope: !425, file: !3, line: 78, type: !428)
!432 = !DILocation(line: 78, column: 63, scope: !425)
!433 = !DILocation(line: 79, column: 24, scope: !434)
!434 = distinct !DILexicalBlock(scope: !425, file: !3, line: 79, column: 7)
!435 = !DILocation(line: 79, column: 26, scope: !434)
!436 = !DILocation(line: 79, column: 7, scope: !425)
!437 = !DILocation(line: 79, column: 43, scope: !434)
!438 = !DILocation(line: 79, column: 45, scope: !434)
!439 = !DILocation(line: 79, column: 36, scope: !434)
!440 = !DILocation(line: 80, column: 7, scope: !441)
!441 = distinct !DILexicalBlock(scope: !425, file: !3, line: 80, column: 7)
!442 = !DILocation(line: 80, column: 9, scope: !441)
!443 = !DILocation(line: 80, column: 7, scope: !425)
!444 = !DILocation(line: 80, column: 32, scope: !441)
!445 = !DILocation(line: 80, column: 34, scope: !441)
!446 = !DILocation(line: 80, column: 22, scope: !441)
!447 = !DILocation(line: 80, column: 15, scope: !441)
!448 = !DILocation(line: 81, column: 20, scope: !425)
!449 = !DILocation(line: 81, column: 22, scope: !425)
!450 = !DILocation(line: 81, column: 37, scope: !425)
!451 = !DILocation(line: 81, column: 40, scope: !425)
!452 = !DILocation(line: 81, column: 42, scope: !425)
!453 = !DILocation(line: 81, column: 27, scope: !425)
!454 = !DILocation(line: 81, column: 10, scope: !425)
!455 = !DILocation(line: 81, column: 3, scope: !425)
!456 = !DILocation(line: 82, column: 1, scope: !425)
!457 = distinct !DISubprogram(linkageName: "__GLOBAL_init_65535", scope: !3, file: !3, type: !458, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !68)
!458 = !DISubroutineType(types: !68)
!459 = !DILocation(line: 0, scope: !457)
