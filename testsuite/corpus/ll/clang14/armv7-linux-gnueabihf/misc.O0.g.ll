; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 4, !dbg !32
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 8) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 4, !dbg !37
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@hook = internal constant void ()* null, align 4, !dbg !26
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32, !dbg !47
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]

; Function Attrs: noinline nounwind optnone
define internal void @early_init() #0 !dbg !68 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !70
  %2 = add nsw i32 %1, 1, !dbg !70
  store i32 %2, i32* @ctor_ran, align 4, !dbg !70
  ret void, !dbg !71
}

; Function Attrs: noinline nounwind optnone
define internal void @late_init() #0 !dbg !72 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !73
  %2 = mul nsw i32 %1, 10, !dbg !73
  store i32 %2, i32* @ctor_ran, align 4, !dbg !73
  ret void, !dbg !74
}

; Function Attrs: noinline nounwind optnone
define internal void @at_exit_fn() #0 !dbg !75 {
  ret void, !dbg !76
}

; Function Attrs: noinline optnone
define dso_local i32 @main() #1 !dbg !77 {
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
  %23 = alloca { float, float }, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Flags* %2, metadata !80, metadata !DIExpression()), !dbg !88
  %24 = bitcast %struct.Flags* %2 to i8*, !dbg !88
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %24, i8* align 8 getelementptr inbounds ({ i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i32 16, i1 false), !dbg !88
  %25 = bitcast %struct.Flags* %2 to i16*, !dbg !89
  %26 = load i16, i16* %25, align 8, !dbg !90
  %27 = shl i16 %26, 7, !dbg !90
  %28 = ashr i16 %27, 11, !dbg !90
  %29 = sext i16 %28 to i32, !dbg !90
  %30 = add nsw i32 %29, 2, !dbg !90
  %31 = trunc i32 %30 to i16, !dbg !90
  %32 = load i16, i16* %25, align 8, !dbg !90
  %33 = and i16 %31, 31, !dbg !90
  %34 = shl i16 %33, 4, !dbg !90
  %35 = and i16 %32, -497, !dbg !90
  %36 = or i16 %35, %34, !dbg !90
  store i16 %36, i16* %25, align 8, !dbg !90
  %37 = shl i16 %33, 11, !dbg !90
  %38 = ashr i16 %37, 11, !dbg !90
  %39 = sext i16 %38 to i32, !dbg !90
  %40 = bitcast %struct.Flags* %2 to i16*, !dbg !91
  %41 = load i16, i16* %40, align 8, !dbg !91
  %42 = and i16 %41, 1, !dbg !91
  %43 = zext i16 %42 to i32, !dbg !91
  %44 = bitcast %struct.Flags* %2 to i16*, !dbg !92
  %45 = load i16, i16* %44, align 8, !dbg !92
  %46 = lshr i16 %45, 1, !dbg !92
  %47 = and i16 %46, 7, !dbg !92
  %48 = zext i16 %47 to i32, !dbg !92
  %49 = bitcast %struct.Flags* %2 to i16*, !dbg !93
  %50 = load i16, i16* %49, align 8, !dbg !93
  %51 = shl i16 %50, 7, !dbg !93
  %52 = ashr i16 %51, 11, !dbg !93
  %53 = sext i16 %52 to i32, !dbg !93
  %54 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1, !dbg !94
  %55 = bitcast i40* %54 to i64*, !dbg !94
  %56 = load i64, i64* %55, align 8, !dbg !94
  %57 = and i64 %56, 1099511627775, !dbg !94
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i32 0, i32 0), i32 noundef %43, i32 noundef %48, i32 noundef %53, i64 noundef %57, i32 noundef 16), !dbg !95
  call void @llvm.dbg.declare(metadata [7 x i8]* %3, metadata !96, metadata !DIExpression()), !dbg !101
  %59 = bitcast [7 x i8]* %3 to i8*, !dbg !101
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %59, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i32 7, i1 false), !dbg !101
  call void @llvm.dbg.declare(metadata %struct.Wire* %4, metadata !102, metadata !DIExpression()), !dbg !109
  %60 = bitcast %struct.Wire* %4 to i8*, !dbg !110
  %61 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i32 0, i32 0, !dbg !110
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %60, i8* align 1 %61, i32 7, i1 false), !dbg !110
  %62 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0, !dbg !111
  %63 = load i8, i8* %62, align 1, !dbg !111
  %64 = zext i8 %63 to i32, !dbg !112
  %65 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1, !dbg !113
  %66 = load i32, i32* %65, align 1, !dbg !113
  %67 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2, !dbg !114
  %68 = load i16, i16* %67, align 1, !dbg !114
  %69 = zext i16 %68 to i32, !dbg !115
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef %64, i32 noundef %66, i32 noundef %69, i32 noundef 7), !dbg !116
  call void @llvm.dbg.declare(metadata %struct.Msg** %5, metadata !117, metadata !DIExpression()), !dbg !126
  %71 = call i8* @malloc(i32 noundef 40), !dbg !127
  %72 = bitcast i8* %71 to %struct.Msg*, !dbg !127
  store %struct.Msg* %72, %struct.Msg** %5, align 4, !dbg !126
  %73 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !128
  %74 = getelementptr inbounds %struct.Msg, %struct.Msg* %73, i32 0, i32 0, !dbg !129
  store i32 4, i32* %74, align 8, !dbg !130
  call void @llvm.dbg.declare(metadata i32* %6, metadata !131, metadata !DIExpression()), !dbg !133
  store i32 0, i32* %6, align 4, !dbg !133
  br label %75, !dbg !134

75:                                               ; preds = %89, %0
  %76 = load i32, i32* %6, align 4, !dbg !135
  %77 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !137
  %78 = getelementptr inbounds %struct.Msg, %struct.Msg* %77, i32 0, i32 0, !dbg !138
  %79 = load i32, i32* %78, align 8, !dbg !138
  %80 = icmp slt i32 %76, %79, !dbg !139
  br i1 %80, label %81, label %92, !dbg !140

81:                                               ; preds = %75
  %82 = load i32, i32* %6, align 4, !dbg !141
  %83 = sitofp i32 %82 to double, !dbg !141
  %84 = fdiv double %83, 4.000000e+00, !dbg !142
  %85 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !143
  %86 = getelementptr inbounds %struct.Msg, %struct.Msg* %85, i32 0, i32 1, !dbg !144
  %87 = load i32, i32* %6, align 4, !dbg !145
  %88 = getelementptr inbounds [0 x double], [0 x double]* %86, i32 0, i32 %87, !dbg !143
  store double %84, double* %88, align 8, !dbg !146
  br label %89, !dbg !143

89:                                               ; preds = %81
  %90 = load i32, i32* %6, align 4, !dbg !147
  %91 = add nsw i32 %90, 1, !dbg !147
  store i32 %91, i32* %6, align 4, !dbg !147
  br label %75, !dbg !148, !llvm.loop !149

92:                                               ; preds = %75
  %93 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !152
  %94 = getelementptr inbounds %struct.Msg, %struct.Msg* %93, i32 0, i32 1, !dbg !153
  %95 = getelementptr inbounds [0 x double], [0 x double]* %94, i32 0, i32 3, !dbg !152
  %96 = load double, double* %95, align 8, !dbg !152
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), double noundef %96), !dbg !154
  %98 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !155
  %99 = bitcast %struct.Msg* %98 to i8*, !dbg !156
  call void @llvm.memset.p0i8.i32(i8* align 8 %99, i8 0, i32 8, i1 false), !dbg !156
  %100 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !157
  %101 = bitcast %struct.Msg* %100 to i8*, !dbg !157
  call void @free(i8* noundef %101), !dbg !158
  call void @llvm.dbg.declare(metadata i32** %7, metadata !159, metadata !DIExpression()), !dbg !160
  %102 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0, !dbg !161
  %103 = bitcast [8 x i32]* %8 to i8*, !dbg !161
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %103, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i32 32, i1 false), !dbg !161
  %104 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0, !dbg !162
  store i32* %104, i32** %7, align 4, !dbg !160
  %105 = load i32*, i32** %7, align 4, !dbg !163
  %106 = bitcast i32* %105 to i8*, !dbg !163
  call void @sort(i8* noundef %106, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc), !dbg !164
  %107 = load i32*, i32** %7, align 4, !dbg !165
  %108 = getelementptr inbounds i32, i32* %107, i32 0, !dbg !165
  %109 = load i32, i32* %108, align 4, !dbg !165
  %110 = load i32*, i32** %7, align 4, !dbg !166
  %111 = getelementptr inbounds i32, i32* %110, i32 1, !dbg !166
  %112 = load i32, i32* %111, align 4, !dbg !166
  %113 = load i32*, i32** %7, align 4, !dbg !167
  %114 = getelementptr inbounds i32, i32* %113, i32 7, !dbg !167
  %115 = load i32, i32* %114, align 4, !dbg !167
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %109, i32 noundef %112, i32 noundef %115), !dbg !168
  call void @llvm.dbg.declare(metadata %struct.Flags** %9, metadata !169, metadata !DIExpression()), !dbg !171
  %117 = bitcast %struct.Flags* %10 to i16*, !dbg !172
  %118 = load i16, i16* %117, align 8, !dbg !172
  %119 = and i16 %118, -2, !dbg !172
  %120 = or i16 %119, 0, !dbg !172
  store i16 %120, i16* %117, align 8, !dbg !172
  %121 = bitcast %struct.Flags* %10 to i16*, !dbg !172
  %122 = load i16, i16* %121, align 8, !dbg !172
  %123 = and i16 %122, -15, !dbg !172
  %124 = or i16 %123, 4, !dbg !172
  store i16 %124, i16* %121, align 8, !dbg !172
  %125 = bitcast %struct.Flags* %10 to i16*, !dbg !172
  %126 = load i16, i16* %125, align 8, !dbg !172
  %127 = and i16 %126, -497, !dbg !172
  %128 = or i16 %127, 0, !dbg !172
  store i16 %128, i16* %125, align 8, !dbg !172
  %129 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1, !dbg !172
  %130 = bitcast i40* %129 to i64*, !dbg !172
  %131 = load i64, i64* %130, align 8, !dbg !172
  %132 = and i64 %131, -1099511627776, !dbg !172
  %133 = or i64 %132, 0, !dbg !172
  store i64 %133, i64* %130, align 8, !dbg !172
  store %struct.Flags* %10, %struct.Flags** %9, align 4, !dbg !171
  %134 = load %struct.Flags*, %struct.Flags** %9, align 4, !dbg !173
  %135 = bitcast %struct.Flags* %134 to i16*, !dbg !174
  %136 = load i16, i16* %135, align 8, !dbg !174
  %137 = lshr i16 %136, 1, !dbg !174
  %138 = and i16 %137, 7, !dbg !174
  %139 = zext i16 %138 to i32, !dbg !174
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %139), !dbg !175
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)), !dbg !176
  call void @llvm.dbg.declare(metadata i32* %11, metadata !177, metadata !DIExpression()), !dbg !179
  store i32 3, i32* %11, align 4, !dbg !179
  call void @llvm.dbg.declare(metadata i32* %12, metadata !180, metadata !DIExpression()), !dbg !179
  store i32 8, i32* %12, align 4, !dbg !179
  %142 = load i32, i32* %11, align 4, !dbg !179
  %143 = load i32, i32* %12, align 4, !dbg !179
  %144 = icmp sgt i32 %142, %143, !dbg !179
  br i1 %144, label %145, label %147, !dbg !179

145:                                              ; preds = %92
  %146 = load i32, i32* %11, align 4, !dbg !179
  br label %149, !dbg !179

147:                                              ; preds = %92
  %148 = load i32, i32* %12, align 4, !dbg !179
  br label %149, !dbg !179

149:                                              ; preds = %147, %145
  %150 = phi i32 [ %146, %145 ], [ %148, %147 ], !dbg !179
  store i32 %150, i32* %13, align 4, !dbg !179
  %151 = load i32, i32* %13, align 4, !dbg !179
  call void @llvm.dbg.declare(metadata double* %14, metadata !181, metadata !DIExpression()), !dbg !183
  store double 2.500000e+00, double* %14, align 8, !dbg !183
  call void @llvm.dbg.declare(metadata double* %15, metadata !184, metadata !DIExpression()), !dbg !183
  store double -1.000000e+00, double* %15, align 8, !dbg !183
  %152 = load double, double* %14, align 8, !dbg !183
  %153 = load double, double* %15, align 8, !dbg !183
  %154 = fcmp ogt double %152, %153, !dbg !183
  br i1 %154, label %155, label %157, !dbg !183

155:                                              ; preds = %149
  %156 = load double, double* %14, align 8, !dbg !183
  br label %159, !dbg !183

157:                                              ; preds = %149
  %158 = load double, double* %15, align 8, !dbg !183
  br label %159, !dbg !183

159:                                              ; preds = %157, %155
  %160 = phi double [ %156, %155 ], [ %158, %157 ], !dbg !183
  store double %160, double* %16, align 8, !dbg !183
  %161 = load double, double* %16, align 8, !dbg !183
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i32 noundef %151, double noundef %161), !dbg !185
  call void @llvm.dbg.declare(metadata i32* %17, metadata !186, metadata !DIExpression()), !dbg !187
  call void @llvm.dbg.declare(metadata i32* %18, metadata !188, metadata !DIExpression()), !dbg !189
  %163 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !190
  %164 = extractvalue { i32, i1 } %163, 1, !dbg !190
  %165 = extractvalue { i32, i1 } %163, 0, !dbg !190
  store i32 %165, i32* %17, align 4, !dbg !190
  %166 = zext i1 %164 to i32, !dbg !190
  store i32 %166, i32* %18, align 4, !dbg !189
  call void @llvm.dbg.declare(metadata i64* %19, metadata !191, metadata !DIExpression()), !dbg !192
  call void @llvm.dbg.declare(metadata i32* %20, metadata !193, metadata !DIExpression()), !dbg !194
  %167 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !195
  %168 = extractvalue { i64, i1 } %167, 1, !dbg !195
  %169 = extractvalue { i64, i1 } %167, 0, !dbg !195
  store i64 %169, i64* %19, align 8, !dbg !195
  %170 = zext i1 %168 to i32, !dbg !195
  store i32 %170, i32* %20, align 4, !dbg !194
  %171 = load i32, i32* %18, align 4, !dbg !196
  %172 = load i32, i32* %17, align 4, !dbg !197
  %173 = load i32, i32* %20, align 4, !dbg !198
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i32 noundef %171, i32 noundef %172, i32 noundef %173), !dbg !199
  call void @llvm.dbg.declare(metadata { double, double }* %21, metadata !200, metadata !DIExpression()), !dbg !202
  %175 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !202
  %176 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !202
  store double 1.000000e+00, double* %175, align 8, !dbg !202
  store double 2.000000e+00, double* %176, align 8, !dbg !202
  call void @llvm.dbg.declare(metadata { double, double }* %22, metadata !203, metadata !DIExpression()), !dbg !204
  %177 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !205
  %178 = load double, double* %177, align 8, !dbg !205
  %179 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !205
  %180 = load double, double* %179, align 8, !dbg !205
  %181 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !206
  %182 = load double, double* %181, align 8, !dbg !206
  %183 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !206
  %184 = load double, double* %183, align 8, !dbg !206
  %185 = fmul double %178, %182, !dbg !207
  %186 = fmul double %180, %184, !dbg !207
  %187 = fmul double %178, %184, !dbg !207
  %188 = fmul double %180, %182, !dbg !207
  %189 = fsub double %185, %186, !dbg !207
  %190 = fadd double %187, %188, !dbg !207
  %191 = fcmp uno double %189, %189, !dbg !207
  br i1 %191, label %192, label %198, !dbg !207, !prof !208

192:                                              ; preds = %159
  %193 = fcmp uno double %190, %190, !dbg !207
  br i1 %193, label %194, label %198, !dbg !207, !prof !208

194:                                              ; preds = %192
  %195 = call { double, double } @__muldc3(double noundef %178, double noundef %180, double noundef %182, double noundef %184) #7, !dbg !207
  %196 = extractvalue { double, double } %195, 0, !dbg !207
  %197 = extractvalue { double, double } %195, 1, !dbg !207
  br label %198, !dbg !207

198:                                              ; preds = %194, %192, %159
  %199 = phi double [ %189, %159 ], [ %189, %192 ], [ %196, %194 ], !dbg !207
  %200 = phi double [ %190, %159 ], [ %190, %192 ], [ %197, %194 ], !dbg !207
  %201 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !204
  %202 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !204
  store double %199, double* %201, align 8, !dbg !204
  store double %200, double* %202, align 8, !dbg !204
  %203 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !209
  %204 = load double, double* %203, align 8, !dbg !209
  %205 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !210
  %206 = load double, double* %205, align 8, !dbg !210
  %207 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i32 0, i32 0), double noundef %204, double noundef %206), !dbg !211
  call void @llvm.dbg.declare(metadata { float, float }* %23, metadata !212, metadata !DIExpression()), !dbg !214
  %208 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !214
  %209 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !214
  store float 1.000000e+00, float* %208, align 4, !dbg !214
  store float -1.000000e+00, float* %209, align 4, !dbg !214
  %210 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !215
  %211 = load float, float* %210, align 4, !dbg !215
  %212 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !215
  %213 = load float, float* %212, align 4, !dbg !215
  %214 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !216
  %215 = load float, float* %214, align 4, !dbg !216
  %216 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !216
  %217 = load float, float* %216, align 4, !dbg !216
  %218 = fadd float %215, 1.000000e+00, !dbg !217
  %219 = call { float, float } @__divsc3(float noundef %211, float noundef %213, float noundef %218, float noundef %217) #7, !dbg !218
  %220 = extractvalue { float, float } %219, 0, !dbg !218
  %221 = extractvalue { float, float } %219, 1, !dbg !218
  %222 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !219
  %223 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !219
  store float %220, float* %222, align 4, !dbg !219
  store float %221, float* %223, align 4, !dbg !219
  %224 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !220
  %225 = load float, float* %224, align 4, !dbg !220
  %226 = fpext float %225 to double, !dbg !221
  %227 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !222
  %228 = load float, float* %227, align 4, !dbg !222
  %229 = fpext float %228 to double, !dbg !223
  %230 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i32 0, i32 0), double noundef %226, double noundef %229), !dbg !224
  %231 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4, !dbg !225
  %232 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 4, !dbg !226
  %233 = add nsw i32 %231, %232, !dbg !227
  %234 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 4, !dbg !228
  %235 = getelementptr inbounds %struct.Self, %struct.Self* %234, i32 0, i32 1, !dbg !229
  %236 = load i32*, i32** %235, align 4, !dbg !229
  %237 = load i32, i32* %236, align 4, !dbg !230
  %238 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 4, !dbg !231
  %239 = getelementptr inbounds %struct.Self, %struct.Self* %238, i32 0, i32 1, !dbg !232
  %240 = load i32*, i32** %239, align 4, !dbg !232
  %241 = load i32, i32* %240, align 4, !dbg !233
  %242 = load void ()*, void ()** @hook, align 4, !dbg !234
  %243 = icmp eq void ()* %242, null, !dbg !235
  %244 = zext i1 %243 to i32, !dbg !235
  %245 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i32 0, i32 0), i32 noundef %233, i32 noundef 32, i32 noundef %237, i32 noundef %241, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i64 1), i32 noundef %244), !dbg !236
  %246 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i32 2), align 8, !dbg !237
  %247 = fpext float %246 to double, !dbg !237
  %248 = load i32, i32* @ctor_ran, align 4, !dbg !238
  %249 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), double noundef %247, i32 noundef 32, i32 noundef %248), !dbg !239
  %250 = call i32 @vla_sum(i32 noundef 12), !dbg !240
  %251 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !241
  %252 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef %250, i32 noundef %251), !dbg !242
  ret i32 0, !dbg !243
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
define internal void @sort(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i8*, i8*)* noundef %3) #1 !dbg !244 {
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i8*, i8*)*, align 4
  %9 = alloca i8*, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %5, align 4
  call void @llvm.dbg.declare(metadata i8** %5, metadata !253, metadata !DIExpression()), !dbg !254
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !255, metadata !DIExpression()), !dbg !256
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !257, metadata !DIExpression()), !dbg !258
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %8, align 4
  call void @llvm.dbg.declare(metadata i32 (i8*, i8*)** %8, metadata !259, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.declare(metadata i8** %9, metadata !261, metadata !DIExpression()), !dbg !263
  %13 = load i8*, i8** %5, align 4, !dbg !264
  store i8* %13, i8** %9, align 4, !dbg !263
  call void @llvm.dbg.declare(metadata [64 x i8]* %10, metadata !265, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.declare(metadata i32* %11, metadata !270, metadata !DIExpression()), !dbg !272
  store i32 1, i32* %11, align 4, !dbg !272
  br label %14, !dbg !273

14:                                               ; preds = %72, %4
  %15 = load i32, i32* %11, align 4, !dbg !274
  %16 = load i32, i32* %6, align 4, !dbg !276
  %17 = icmp slt i32 %15, %16, !dbg !277
  br i1 %17, label %18, label %75, !dbg !278

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %12, metadata !279, metadata !DIExpression()), !dbg !281
  %19 = load i32, i32* %11, align 4, !dbg !282
  store i32 %19, i32* %12, align 4, !dbg !281
  br label %20, !dbg !283

20:                                               ; preds = %68, %18
  %21 = load i32, i32* %12, align 4, !dbg !284
  %22 = icmp sgt i32 %21, 0, !dbg !286
  br i1 %22, label %23, label %38, !dbg !287

23:                                               ; preds = %20
  %24 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %8, align 4, !dbg !288
  %25 = load i8*, i8** %9, align 4, !dbg !289
  %26 = load i32, i32* %12, align 4, !dbg !290
  %27 = sub nsw i32 %26, 1, !dbg !291
  %28 = load i32, i32* %7, align 4, !dbg !292
  %29 = mul nsw i32 %27, %28, !dbg !293
  %30 = getelementptr inbounds i8, i8* %25, i32 %29, !dbg !294
  %31 = load i8*, i8** %9, align 4, !dbg !295
  %32 = load i32, i32* %12, align 4, !dbg !296
  %33 = load i32, i32* %7, align 4, !dbg !297
  %34 = mul nsw i32 %32, %33, !dbg !298
  %35 = getelementptr inbounds i8, i8* %31, i32 %34, !dbg !299
  %36 = call i32 %24(i8* noundef %30, i8* noundef %35), !dbg !288
  %37 = icmp sgt i32 %36, 0, !dbg !300
  br label %38

38:                                               ; preds = %23, %20
  %39 = phi i1 [ false, %20 ], [ %37, %23 ], !dbg !301
  br i1 %39, label %40, label %71, !dbg !302

40:                                               ; preds = %38
  %41 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0, !dbg !303
  %42 = load i8*, i8** %9, align 4, !dbg !305
  %43 = load i32, i32* %12, align 4, !dbg !306
  %44 = load i32, i32* %7, align 4, !dbg !307
  %45 = mul nsw i32 %43, %44, !dbg !308
  %46 = getelementptr inbounds i8, i8* %42, i32 %45, !dbg !309
  %47 = load i32, i32* %7, align 4, !dbg !310
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %41, i8* align 1 %46, i32 %47, i1 false), !dbg !303
  %48 = load i8*, i8** %9, align 4, !dbg !311
  %49 = load i32, i32* %12, align 4, !dbg !312
  %50 = load i32, i32* %7, align 4, !dbg !313
  %51 = mul nsw i32 %49, %50, !dbg !314
  %52 = getelementptr inbounds i8, i8* %48, i32 %51, !dbg !315
  %53 = load i8*, i8** %9, align 4, !dbg !316
  %54 = load i32, i32* %12, align 4, !dbg !317
  %55 = sub nsw i32 %54, 1, !dbg !318
  %56 = load i32, i32* %7, align 4, !dbg !319
  %57 = mul nsw i32 %55, %56, !dbg !320
  %58 = getelementptr inbounds i8, i8* %53, i32 %57, !dbg !321
  %59 = load i32, i32* %7, align 4, !dbg !322
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %52, i8* align 1 %58, i32 %59, i1 false), !dbg !323
  %60 = load i8*, i8** %9, align 4, !dbg !324
  %61 = load i32, i32* %12, align 4, !dbg !325
  %62 = sub nsw i32 %61, 1, !dbg !326
  %63 = load i32, i32* %7, align 4, !dbg !327
  %64 = mul nsw i32 %62, %63, !dbg !328
  %65 = getelementptr inbounds i8, i8* %60, i32 %64, !dbg !329
  %66 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0, !dbg !330
  %67 = load i32, i32* %7, align 4, !dbg !331
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %65, i8* align 1 %66, i32 %67, i1 false), !dbg !330
  br label %68, !dbg !332

68:                                               ; preds = %40
  %69 = load i32, i32* %12, align 4, !dbg !333
  %70 = add nsw i32 %69, -1, !dbg !333
  store i32 %70, i32* %12, align 4, !dbg !333
  br label %20, !dbg !334, !llvm.loop !335

71:                                               ; preds = %38
  br label %72, !dbg !336

72:                                               ; preds = %71
  %73 = load i32, i32* %11, align 4, !dbg !337
  %74 = add nsw i32 %73, 1, !dbg !337
  store i32 %74, i32* %11, align 4, !dbg !337
  br label %14, !dbg !338, !llvm.loop !339

75:                                               ; preds = %14
  ret void, !dbg !341
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 !dbg !342 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !343, metadata !DIExpression()), !dbg !344
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !345, metadata !DIExpression()), !dbg !346
  %5 = load i8*, i8** %4, align 4, !dbg !347
  %6 = bitcast i8* %5 to i32*, !dbg !348
  %7 = load i32, i32* %6, align 4, !dbg !349
  %8 = load i8*, i8** %3, align 4, !dbg !350
  %9 = bitcast i8* %8 to i32*, !dbg !351
  %10 = load i32, i32* %9, align 4, !dbg !352
  %11 = sub nsw i32 %7, %10, !dbg !353
  ret i32 %11, !dbg !354
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

declare { double, double } @__muldc3(double, double, double, double)

declare { float, float } @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !355 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !358, metadata !DIExpression()), !dbg !359
  %10 = load i32, i32* %2, align 4, !dbg !360
  %11 = call i8* @llvm.stacksave(), !dbg !361
  store i8* %11, i8** %3, align 4, !dbg !361
  %12 = alloca i32, i32 %10, align 4, !dbg !361
  store i32 %10, i32* %4, align 4, !dbg !361
  call void @llvm.dbg.declare(metadata i32* %4, metadata !362, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.declare(metadata i32* %12, metadata !364, metadata !DIExpression()), !dbg !368
  call void @llvm.dbg.declare(metadata i32* %5, metadata !369, metadata !DIExpression()), !dbg !371
  store i32 0, i32* %5, align 4, !dbg !371
  br label %13, !dbg !372

13:                                               ; preds = %23, %1
  %14 = load i32, i32* %5, align 4, !dbg !373
  %15 = load i32, i32* %2, align 4, !dbg !375
  %16 = icmp slt i32 %14, %15, !dbg !376
  br i1 %16, label %17, label %26, !dbg !377

17:                                               ; preds = %13
  %18 = load i32, i32* %5, align 4, !dbg !378
  %19 = load i32, i32* %5, align 4, !dbg !379
  %20 = mul nsw i32 %18, %19, !dbg !380
  %21 = load i32, i32* %5, align 4, !dbg !381
  %22 = getelementptr inbounds i32, i32* %12, i32 %21, !dbg !382
  store i32 %20, i32* %22, align 4, !dbg !383
  br label %23, !dbg !382

23:                                               ; preds = %17
  %24 = load i32, i32* %5, align 4, !dbg !384
  %25 = add nsw i32 %24, 1, !dbg !384
  store i32 %25, i32* %5, align 4, !dbg !384
  br label %13, !dbg !385, !llvm.loop !386

26:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %6, metadata !388, metadata !DIExpression()), !dbg !389
  store i32 0, i32* %6, align 4, !dbg !389
  call void @llvm.dbg.declare(metadata i32* %7, metadata !390, metadata !DIExpression()), !dbg !392
  store i32 0, i32* %7, align 4, !dbg !392
  br label %27, !dbg !393

27:                                               ; preds = %47, %26
  %28 = load i32, i32* %7, align 4, !dbg !394
  %29 = load i32, i32* %2, align 4, !dbg !396
  %30 = icmp slt i32 %28, %29, !dbg !397
  br i1 %30, label %31, label %50, !dbg !398

31:                                               ; preds = %27
  %32 = load i32, i32* %7, align 4, !dbg !399
  %33 = add nsw i32 %32, 1, !dbg !401
  %34 = call i8* @llvm.stacksave(), !dbg !402
  store i8* %34, i8** %8, align 4, !dbg !402
  %35 = alloca i32, i32 %33, align 4, !dbg !402
  store i32 %33, i32* %9, align 4, !dbg !402
  call void @llvm.dbg.declare(metadata i32* %9, metadata !403, metadata !DIExpression()), !dbg !404
  call void @llvm.dbg.declare(metadata i32* %35, metadata !405, metadata !DIExpression()), !dbg !409
  %36 = load i32, i32* %7, align 4, !dbg !410
  %37 = getelementptr inbounds i32, i32* %12, i32 %36, !dbg !411
  %38 = load i32, i32* %37, align 4, !dbg !411
  %39 = load i32, i32* %7, align 4, !dbg !412
  %40 = getelementptr inbounds i32, i32* %35, i32 %39, !dbg !413
  store i32 %38, i32* %40, align 4, !dbg !414
  %41 = load i32, i32* %7, align 4, !dbg !415
  %42 = getelementptr inbounds i32, i32* %35, i32 %41, !dbg !416
  %43 = load i32, i32* %42, align 4, !dbg !416
  %44 = load i32, i32* %6, align 4, !dbg !417
  %45 = add nsw i32 %44, %43, !dbg !417
  store i32 %45, i32* %6, align 4, !dbg !417
  %46 = load i8*, i8** %8, align 4, !dbg !418
  call void @llvm.stackrestore(i8* %46), !dbg !418
  br label %47, !dbg !419

47:                                               ; preds = %31
  %48 = load i32, i32* %7, align 4, !dbg !420
  %49 = add nsw i32 %48, 1, !dbg !420
  store i32 %49, i32* %7, align 4, !dbg !420
  br label %27, !dbg !421, !llvm.loop !422

50:                                               ; preds = %27
  %51 = load i32, i32* %6, align 4, !dbg !424
  %52 = load i8*, i8** %3, align 4, !dbg !425
  call void @llvm.stackrestore(i8* %52), !dbg !425
  ret i32 %51, !dbg !425
}

; Function Attrs: noinline optnone
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 !dbg !426 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !430, metadata !DIExpression()), !dbg !431
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !432, metadata !DIExpression()), !dbg !433
  %6 = load i32, i32* %4, align 4, !dbg !434
  %7 = icmp eq i32 %6, 0, !dbg !436
  br i1 %7, label %8, label %11, !dbg !437

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4, !dbg !438
  %10 = add i32 %9, 1, !dbg !439
  store i32 %10, i32* %3, align 4, !dbg !440
  br label %26, !dbg !440

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4, !dbg !441
  %13 = icmp eq i32 %12, 0, !dbg !443
  br i1 %13, label %14, label %18, !dbg !444

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4, !dbg !445
  %16 = sub i32 %15, 1, !dbg !446
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !447
  store i32 %17, i32* %3, align 4, !dbg !448
  br label %26, !dbg !448

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4, !dbg !449
  %20 = sub i32 %19, 1, !dbg !450
  %21 = load i32, i32* %4, align 4, !dbg !451
  %22 = load i32, i32* %5, align 4, !dbg !452
  %23 = sub i32 %22, 1, !dbg !453
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23), !dbg !454
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24), !dbg !455
  store i32 %25, i32* %3, align 4, !dbg !456
  br label %26, !dbg !456

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4, !dbg !457
  ret i32 %27, !dbg !457
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #6

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #6

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "465a5be03be041c39b6d55a76aacd0aa")
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
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 1, !"min_enum_size", i32 4}
!60 = !{i32 1, !"branch-target-enforcement", i32 0}
!61 = !{i32 1, !"sign-return-address", i32 0}
!62 = !{i32 1, !"sign-return-address-all", i32 0}
!63 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!64 = !{i32 7, !"PIC Level", i32 2}
!65 = !{i32 7, !"PIE Level", i32 2}
!66 = !{i32 7, !"frame-pointer", i32 2}
!67 = !{!"Debian clang version 14.0.6"}
!68 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !69)
!69 = !{}
!70 = !DILocation(line: 45, column: 75, scope: !68)
!71 = !DILocation(line: 45, column: 81, scope: !68)
!72 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !69)
!73 = !DILocation(line: 46, column: 69, scope: !72)
!74 = !DILocation(line: 46, column: 76, scope: !72)
!75 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !69)
!76 = !DILocation(line: 47, column: 60, scope: !75)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !78, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !69)
!78 = !DISubroutineType(types: !79)
!79 = !{!6}
!80 = !DILocalVariable(name: "f", scope: !77, file: !3, line: 85, type: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !82)
!82 = !{!83, !85, !86, !87}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !81, file: !3, line: 15, baseType: !84, size: 1, flags: DIFlagBitField, extraData: i64 0)
!84 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !81, file: !3, line: 16, baseType: !84, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !81, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !81, file: !3, line: 19, baseType: !5, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!88 = !DILocation(line: 85, column: 16, scope: !77)
!89 = !DILocation(line: 86, column: 5, scope: !77)
!90 = !DILocation(line: 86, column: 11, scope: !77)
!91 = !DILocation(line: 87, column: 45, scope: !77)
!92 = !DILocation(line: 87, column: 54, scope: !77)
!93 = !DILocation(line: 87, column: 62, scope: !77)
!94 = !DILocation(line: 87, column: 91, scope: !77)
!95 = !DILocation(line: 87, column: 3, scope: !77)
!96 = !DILocalVariable(name: "bytes", scope: !77, file: !3, line: 89, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 56, elements: !99)
!98 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!99 = !{!100}
!100 = !DISubrange(count: 7)
!101 = !DILocation(line: 89, column: 17, scope: !77)
!102 = !DILocalVariable(name: "wire", scope: !77, file: !3, line: 90, type: !103)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !104)
!104 = !{!105, !106, !107}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !103, file: !3, line: 23, baseType: !25, size: 8)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !103, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !103, file: !3, line: 25, baseType: !108, size: 16, offset: 40)
!108 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!109 = !DILocation(line: 90, column: 15, scope: !77)
!110 = !DILocation(line: 91, column: 3, scope: !77)
!111 = !DILocation(line: 92, column: 42, scope: !77)
!112 = !DILocation(line: 92, column: 37, scope: !77)
!113 = !DILocation(line: 92, column: 53, scope: !77)
!114 = !DILocation(line: 92, column: 79, scope: !77)
!115 = !DILocation(line: 92, column: 58, scope: !77)
!116 = !DILocation(line: 92, column: 3, scope: !77)
!117 = !DILocalVariable(name: "m", scope: !77, file: !3, line: 94, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 32)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !120)
!120 = !{!121, !122}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !119, file: !3, line: 29, baseType: !6, size: 32)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !119, file: !3, line: 30, baseType: !123, offset: 64)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: -1)
!126 = !DILocation(line: 94, column: 15, scope: !77)
!127 = !DILocation(line: 94, column: 19, scope: !77)
!128 = !DILocation(line: 95, column: 3, scope: !77)
!129 = !DILocation(line: 95, column: 6, scope: !77)
!130 = !DILocation(line: 95, column: 8, scope: !77)
!131 = !DILocalVariable(name: "i", scope: !132, file: !3, line: 96, type: !6)
!132 = distinct !DILexicalBlock(scope: !77, file: !3, line: 96, column: 3)
!133 = !DILocation(line: 96, column: 12, scope: !132)
!134 = !DILocation(line: 96, column: 8, scope: !132)
!135 = !DILocation(line: 96, column: 19, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !3, line: 96, column: 3)
!137 = !DILocation(line: 96, column: 23, scope: !136)
!138 = !DILocation(line: 96, column: 26, scope: !136)
!139 = !DILocation(line: 96, column: 21, scope: !136)
!140 = !DILocation(line: 96, column: 3, scope: !132)
!141 = !DILocation(line: 96, column: 47, scope: !136)
!142 = !DILocation(line: 96, column: 49, scope: !136)
!143 = !DILocation(line: 96, column: 34, scope: !136)
!144 = !DILocation(line: 96, column: 37, scope: !136)
!145 = !DILocation(line: 96, column: 42, scope: !136)
!146 = !DILocation(line: 96, column: 45, scope: !136)
!147 = !DILocation(line: 96, column: 29, scope: !136)
!148 = !DILocation(line: 96, column: 3, scope: !136)
!149 = distinct !{!149, !140, !150, !151}
!150 = !DILocation(line: 96, column: 51, scope: !132)
!151 = !{!"llvm.loop.mustprogress"}
!152 = !DILocation(line: 97, column: 24, scope: !77)
!153 = !DILocation(line: 97, column: 27, scope: !77)
!154 = !DILocation(line: 97, column: 3, scope: !77)
!155 = !DILocation(line: 98, column: 20, scope: !77)
!156 = !DILocation(line: 98, column: 3, scope: !77)
!157 = !DILocation(line: 99, column: 8, scope: !77)
!158 = !DILocation(line: 99, column: 3, scope: !77)
!159 = !DILocalVariable(name: "lit", scope: !77, file: !3, line: 101, type: !15)
!160 = !DILocation(line: 101, column: 8, scope: !77)
!161 = !DILocation(line: 101, column: 21, scope: !77)
!162 = !DILocation(line: 101, column: 14, scope: !77)
!163 = !DILocation(line: 102, column: 8, scope: !77)
!164 = !DILocation(line: 102, column: 3, scope: !77)
!165 = !DILocation(line: 103, column: 31, scope: !77)
!166 = !DILocation(line: 103, column: 39, scope: !77)
!167 = !DILocation(line: 103, column: 47, scope: !77)
!168 = !DILocation(line: 103, column: 3, scope: !77)
!169 = !DILocalVariable(name: "fp", scope: !77, file: !3, line: 104, type: !170)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 32)
!171 = !DILocation(line: 104, column: 17, scope: !77)
!172 = !DILocation(line: 104, column: 37, scope: !77)
!173 = !DILocation(line: 105, column: 27, scope: !77)
!174 = !DILocation(line: 105, column: 31, scope: !77)
!175 = !DILocation(line: 105, column: 3, scope: !77)
!176 = !DILocation(line: 107, column: 3, scope: !77)
!177 = !DILocalVariable(name: "_a", scope: !178, file: !3, line: 108, type: !6)
!178 = distinct !DILexicalBlock(scope: !77, file: !3, line: 108, column: 33)
!179 = !DILocation(line: 108, column: 33, scope: !178)
!180 = !DILocalVariable(name: "_b", scope: !178, file: !3, line: 108, type: !6)
!181 = !DILocalVariable(name: "_a", scope: !182, file: !3, line: 108, type: !8)
!182 = distinct !DILexicalBlock(scope: !77, file: !3, line: 108, column: 44)
!183 = !DILocation(line: 108, column: 44, scope: !182)
!184 = !DILocalVariable(name: "_b", scope: !182, file: !3, line: 108, type: !8)
!185 = !DILocation(line: 108, column: 3, scope: !77)
!186 = !DILocalVariable(name: "res", scope: !77, file: !3, line: 110, type: !6)
!187 = !DILocation(line: 110, column: 7, scope: !77)
!188 = !DILocalVariable(name: "ovf", scope: !77, file: !3, line: 111, type: !6)
!189 = !DILocation(line: 111, column: 7, scope: !77)
!190 = !DILocation(line: 111, column: 13, scope: !77)
!191 = !DILocalVariable(name: "ures", scope: !77, file: !3, line: 112, type: !5)
!192 = !DILocation(line: 112, column: 22, scope: !77)
!193 = !DILocalVariable(name: "uovf", scope: !77, file: !3, line: 113, type: !6)
!194 = !DILocation(line: 113, column: 7, scope: !77)
!195 = !DILocation(line: 113, column: 14, scope: !77)
!196 = !DILocation(line: 114, column: 33, scope: !77)
!197 = !DILocation(line: 114, column: 38, scope: !77)
!198 = !DILocation(line: 114, column: 43, scope: !77)
!199 = !DILocation(line: 114, column: 3, scope: !77)
!200 = !DILocalVariable(name: "z", scope: !77, file: !3, line: 116, type: !201)
!201 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!202 = !DILocation(line: 116, column: 19, scope: !77)
!203 = !DILocalVariable(name: "z2", scope: !77, file: !3, line: 117, type: !201)
!204 = !DILocation(line: 117, column: 19, scope: !77)
!205 = !DILocation(line: 117, column: 24, scope: !77)
!206 = !DILocation(line: 117, column: 28, scope: !77)
!207 = !DILocation(line: 117, column: 26, scope: !77)
!208 = !{!"branch_weights", i32 1, i32 1048575}
!209 = !DILocation(line: 118, column: 33, scope: !77)
!210 = !DILocation(line: 118, column: 46, scope: !77)
!211 = !DILocation(line: 118, column: 3, scope: !77)
!212 = !DILocalVariable(name: "fz", scope: !77, file: !3, line: 119, type: !213)
!213 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!214 = !DILocation(line: 119, column: 18, scope: !77)
!215 = !DILocation(line: 120, column: 8, scope: !77)
!216 = !DILocation(line: 120, column: 14, scope: !77)
!217 = !DILocation(line: 120, column: 17, scope: !77)
!218 = !DILocation(line: 120, column: 11, scope: !77)
!219 = !DILocation(line: 120, column: 6, scope: !77)
!220 = !DILocation(line: 121, column: 42, scope: !77)
!221 = !DILocation(line: 121, column: 34, scope: !77)
!222 = !DILocation(line: 121, column: 63, scope: !77)
!223 = !DILocation(line: 121, column: 55, scope: !77)
!224 = !DILocation(line: 121, column: 3, scope: !77)
!225 = !DILocation(line: 123, column: 42, scope: !77)
!226 = !DILocation(line: 123, column: 49, scope: !77)
!227 = !DILocation(line: 123, column: 47, scope: !77)
!228 = !DILocation(line: 123, column: 74, scope: !77)
!229 = !DILocation(line: 123, column: 80, scope: !77)
!230 = !DILocation(line: 123, column: 65, scope: !77)
!231 = !DILocation(line: 123, column: 95, scope: !77)
!232 = !DILocation(line: 123, column: 101, scope: !77)
!233 = !DILocation(line: 123, column: 86, scope: !77)
!234 = !DILocation(line: 124, column: 20, scope: !77)
!235 = !DILocation(line: 124, column: 25, scope: !77)
!236 = !DILocation(line: 123, column: 3, scope: !77)
!237 = !DILocation(line: 125, column: 39, scope: !77)
!238 = !DILocation(line: 125, column: 86, scope: !77)
!239 = !DILocation(line: 125, column: 3, scope: !77)
!240 = !DILocation(line: 126, column: 30, scope: !77)
!241 = !DILocation(line: 126, column: 43, scope: !77)
!242 = !DILocation(line: 126, column: 3, scope: !77)
!243 = !DILocation(line: 127, column: 3, scope: !77)
!244 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !245, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !69)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !247, !6, !6, !248}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 32)
!249 = !DISubroutineType(types: !250)
!250 = !{!6, !251, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 32)
!252 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!253 = !DILocalVariable(name: "base", arg: 1, scope: !244, file: !3, line: 66, type: !247)
!254 = !DILocation(line: 66, column: 24, scope: !244)
!255 = !DILocalVariable(name: "n", arg: 2, scope: !244, file: !3, line: 66, type: !6)
!256 = !DILocation(line: 66, column: 34, scope: !244)
!257 = !DILocalVariable(name: "size", arg: 3, scope: !244, file: !3, line: 66, type: !6)
!258 = !DILocation(line: 66, column: 41, scope: !244)
!259 = !DILocalVariable(name: "cmp", arg: 4, scope: !244, file: !3, line: 66, type: !248)
!260 = !DILocation(line: 66, column: 53, scope: !244)
!261 = !DILocalVariable(name: "b", scope: !244, file: !3, line: 67, type: !262)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!263 = !DILocation(line: 67, column: 9, scope: !244)
!264 = !DILocation(line: 67, column: 13, scope: !244)
!265 = !DILocalVariable(name: "tmp", scope: !244, file: !3, line: 68, type: !266)
!266 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !267)
!267 = !{!268}
!268 = !DISubrange(count: 64)
!269 = !DILocation(line: 68, column: 8, scope: !244)
!270 = !DILocalVariable(name: "i", scope: !271, file: !3, line: 69, type: !6)
!271 = distinct !DILexicalBlock(scope: !244, file: !3, line: 69, column: 3)
!272 = !DILocation(line: 69, column: 12, scope: !271)
!273 = !DILocation(line: 69, column: 8, scope: !271)
!274 = !DILocation(line: 69, column: 19, scope: !275)
!275 = distinct !DILexicalBlock(scope: !271, file: !3, line: 69, column: 3)
!276 = !DILocation(line: 69, column: 23, scope: !275)
!277 = !DILocation(line: 69, column: 21, scope: !275)
!278 = !DILocation(line: 69, column: 3, scope: !271)
!279 = !DILocalVariable(name: "j", scope: !280, file: !3, line: 70, type: !6)
!280 = distinct !DILexicalBlock(scope: !275, file: !3, line: 70, column: 5)
!281 = !DILocation(line: 70, column: 14, scope: !280)
!282 = !DILocation(line: 70, column: 18, scope: !280)
!283 = !DILocation(line: 70, column: 10, scope: !280)
!284 = !DILocation(line: 70, column: 21, scope: !285)
!285 = distinct !DILexicalBlock(scope: !280, file: !3, line: 70, column: 5)
!286 = !DILocation(line: 70, column: 23, scope: !285)
!287 = !DILocation(line: 70, column: 27, scope: !285)
!288 = !DILocation(line: 70, column: 30, scope: !285)
!289 = !DILocation(line: 70, column: 34, scope: !285)
!290 = !DILocation(line: 70, column: 39, scope: !285)
!291 = !DILocation(line: 70, column: 41, scope: !285)
!292 = !DILocation(line: 70, column: 48, scope: !285)
!293 = !DILocation(line: 70, column: 46, scope: !285)
!294 = !DILocation(line: 70, column: 36, scope: !285)
!295 = !DILocation(line: 70, column: 54, scope: !285)
!296 = !DILocation(line: 70, column: 58, scope: !285)
!297 = !DILocation(line: 70, column: 62, scope: !285)
!298 = !DILocation(line: 70, column: 60, scope: !285)
!299 = !DILocation(line: 70, column: 56, scope: !285)
!300 = !DILocation(line: 70, column: 68, scope: !285)
!301 = !DILocation(line: 0, scope: !285)
!302 = !DILocation(line: 70, column: 5, scope: !280)
!303 = !DILocation(line: 71, column: 7, scope: !304)
!304 = distinct !DILexicalBlock(scope: !285, file: !3, line: 70, column: 78)
!305 = !DILocation(line: 71, column: 29, scope: !304)
!306 = !DILocation(line: 71, column: 33, scope: !304)
!307 = !DILocation(line: 71, column: 37, scope: !304)
!308 = !DILocation(line: 71, column: 35, scope: !304)
!309 = !DILocation(line: 71, column: 31, scope: !304)
!310 = !DILocation(line: 71, column: 43, scope: !304)
!311 = !DILocation(line: 72, column: 24, scope: !304)
!312 = !DILocation(line: 72, column: 28, scope: !304)
!313 = !DILocation(line: 72, column: 32, scope: !304)
!314 = !DILocation(line: 72, column: 30, scope: !304)
!315 = !DILocation(line: 72, column: 26, scope: !304)
!316 = !DILocation(line: 72, column: 38, scope: !304)
!317 = !DILocation(line: 72, column: 43, scope: !304)
!318 = !DILocation(line: 72, column: 45, scope: !304)
!319 = !DILocation(line: 72, column: 52, scope: !304)
!320 = !DILocation(line: 72, column: 50, scope: !304)
!321 = !DILocation(line: 72, column: 40, scope: !304)
!322 = !DILocation(line: 72, column: 58, scope: !304)
!323 = !DILocation(line: 72, column: 7, scope: !304)
!324 = !DILocation(line: 73, column: 24, scope: !304)
!325 = !DILocation(line: 73, column: 29, scope: !304)
!326 = !DILocation(line: 73, column: 31, scope: !304)
!327 = !DILocation(line: 73, column: 38, scope: !304)
!328 = !DILocation(line: 73, column: 36, scope: !304)
!329 = !DILocation(line: 73, column: 26, scope: !304)
!330 = !DILocation(line: 73, column: 7, scope: !304)
!331 = !DILocation(line: 73, column: 49, scope: !304)
!332 = !DILocation(line: 74, column: 5, scope: !304)
!333 = !DILocation(line: 70, column: 73, scope: !285)
!334 = !DILocation(line: 70, column: 5, scope: !285)
!335 = distinct !{!335, !302, !336, !151}
!336 = !DILocation(line: 74, column: 5, scope: !280)
!337 = !DILocation(line: 69, column: 26, scope: !275)
!338 = !DILocation(line: 69, column: 3, scope: !275)
!339 = distinct !{!339, !278, !340, !151}
!340 = !DILocation(line: 74, column: 5, scope: !271)
!341 = !DILocation(line: 75, column: 1, scope: !244)
!342 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !249, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !69)
!343 = !DILocalVariable(name: "a", arg: 1, scope: !342, file: !3, line: 76, type: !251)
!344 = !DILocation(line: 76, column: 37, scope: !342)
!345 = !DILocalVariable(name: "b", arg: 2, scope: !342, file: !3, line: 76, type: !251)
!346 = !DILocation(line: 76, column: 52, scope: !342)
!347 = !DILocation(line: 76, column: 78, scope: !342)
!348 = !DILocation(line: 76, column: 65, scope: !342)
!349 = !DILocation(line: 76, column: 64, scope: !342)
!350 = !DILocation(line: 76, column: 96, scope: !342)
!351 = !DILocation(line: 76, column: 83, scope: !342)
!352 = !DILocation(line: 76, column: 82, scope: !342)
!353 = !DILocation(line: 76, column: 80, scope: !342)
!354 = !DILocation(line: 76, column: 57, scope: !342)
!355 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !356, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !69)
!356 = !DISubroutineType(types: !357)
!357 = !{!6, !6}
!358 = !DILocalVariable(name: "n", arg: 1, scope: !355, file: !3, line: 54, type: !6)
!359 = !DILocation(line: 54, column: 24, scope: !355)
!360 = !DILocation(line: 55, column: 9, scope: !355)
!361 = !DILocation(line: 55, column: 3, scope: !355)
!362 = !DILocalVariable(name: "__vla_expr0", scope: !355, type: !84, flags: DIFlagArtificial)
!363 = !DILocation(line: 0, scope: !355)
!364 = !DILocalVariable(name: "v", scope: !355, file: !3, line: 55, type: !365)
!365 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !366)
!366 = !{!367}
!367 = !DISubrange(count: !362)
!368 = !DILocation(line: 55, column: 7, scope: !355)
!369 = !DILocalVariable(name: "i", scope: !370, file: !3, line: 56, type: !6)
!370 = distinct !DILexicalBlock(scope: !355, file: !3, line: 56, column: 3)
!371 = !DILocation(line: 56, column: 12, scope: !370)
!372 = !DILocation(line: 56, column: 8, scope: !370)
!373 = !DILocation(line: 56, column: 19, scope: !374)
!374 = distinct !DILexicalBlock(scope: !370, file: !3, line: 56, column: 3)
!375 = !DILocation(line: 56, column: 23, scope: !374)
!376 = !DILocation(line: 56, column: 21, scope: !374)
!377 = !DILocation(line: 56, column: 3, scope: !370)
!378 = !DILocation(line: 56, column: 38, scope: !374)
!379 = !DILocation(line: 56, column: 42, scope: !374)
!380 = !DILocation(line: 56, column: 40, scope: !374)
!381 = !DILocation(line: 56, column: 33, scope: !374)
!382 = !DILocation(line: 56, column: 31, scope: !374)
!383 = !DILocation(line: 56, column: 36, scope: !374)
!384 = !DILocation(line: 56, column: 26, scope: !374)
!385 = !DILocation(line: 56, column: 3, scope: !374)
!386 = distinct !{!386, !377, !387, !151}
!387 = !DILocation(line: 56, column: 42, scope: !370)
!388 = !DILocalVariable(name: "s", scope: !355, file: !3, line: 57, type: !6)
!389 = !DILocation(line: 57, column: 7, scope: !355)
!390 = !DILocalVariable(name: "i", scope: !391, file: !3, line: 58, type: !6)
!391 = distinct !DILexicalBlock(scope: !355, file: !3, line: 58, column: 3)
!392 = !DILocation(line: 58, column: 12, scope: !391)
!393 = !DILocation(line: 58, column: 8, scope: !391)
!394 = !DILocation(line: 58, column: 19, scope: !395)
!395 = distinct !DILexicalBlock(scope: !391, file: !3, line: 58, column: 3)
!396 = !DILocation(line: 58, column: 23, scope: !395)
!397 = !DILocation(line: 58, column: 21, scope: !395)
!398 = !DILocation(line: 58, column: 3, scope: !391)
!399 = !DILocation(line: 59, column: 11, scope: !400)
!400 = distinct !DILexicalBlock(scope: !395, file: !3, line: 58, column: 31)
!401 = !DILocation(line: 59, column: 13, scope: !400)
!402 = !DILocation(line: 59, column: 5, scope: !400)
!403 = !DILocalVariable(name: "__vla_expr1", scope: !400, type: !84, flags: DIFlagArtificial)
!404 = !DILocation(line: 0, scope: !400)
!405 = !DILocalVariable(name: "w", scope: !400, file: !3, line: 59, type: !406)
!406 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !407)
!407 = !{!408}
!408 = !DISubrange(count: !403)
!409 = !DILocation(line: 59, column: 9, scope: !400)
!410 = !DILocation(line: 60, column: 14, scope: !400)
!411 = !DILocation(line: 60, column: 12, scope: !400)
!412 = !DILocation(line: 60, column: 7, scope: !400)
!413 = !DILocation(line: 60, column: 5, scope: !400)
!414 = !DILocation(line: 60, column: 10, scope: !400)
!415 = !DILocation(line: 61, column: 12, scope: !400)
!416 = !DILocation(line: 61, column: 10, scope: !400)
!417 = !DILocation(line: 61, column: 7, scope: !400)
!418 = !DILocation(line: 62, column: 3, scope: !395)
!419 = !DILocation(line: 62, column: 3, scope: !400)
!420 = !DILocation(line: 58, column: 26, scope: !395)
!421 = !DILocation(line: 58, column: 3, scope: !395)
!422 = distinct !{!422, !398, !423, !151}
!423 = !DILocation(line: 62, column: 3, scope: !391)
!424 = !DILocation(line: 63, column: 10, scope: !355)
!425 = !DILocation(line: 64, column: 1, scope: !355)
!426 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !427, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !69)
!427 = !DISubroutineType(types: !428)
!428 = !{!429, !429, !429}
!429 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!430 = !DILocalVariable(name: "m", arg: 1, scope: !426, file: !3, line: 78, type: !429)
!431 = !DILocation(line: 78, column: 46, scope: !426)
!432 = !DILocalVariable(name: "n", arg: 2, scope: !426, file: !3, line: 78, type: !429)
!433 = !DILocation(line: 78, column: 63, scope: !426)
!434 = !DILocation(line: 79, column: 24, scope: !435)
!435 = distinct !DILexicalBlock(scope: !426, file: !3, line: 79, column: 7)
!436 = !DILocation(line: 79, column: 26, scope: !435)
!437 = !DILocation(line: 79, column: 7, scope: !426)
!438 = !DILocation(line: 79, column: 43, scope: !435)
!439 = !DILocation(line: 79, column: 45, scope: !435)
!440 = !DILocation(line: 79, column: 36, scope: !435)
!441 = !DILocation(line: 80, column: 7, scope: !442)
!442 = distinct !DILexicalBlock(scope: !426, file: !3, line: 80, column: 7)
!443 = !DILocation(line: 80, column: 9, scope: !442)
!444 = !DILocation(line: 80, column: 7, scope: !426)
!445 = !DILocation(line: 80, column: 32, scope: !442)
!446 = !DILocation(line: 80, column: 34, scope: !442)
!447 = !DILocation(line: 80, column: 22, scope: !442)
!448 = !DILocation(line: 80, column: 15, scope: !442)
!449 = !DILocation(line: 81, column: 20, scope: !426)
!450 = !DILocation(line: 81, column: 22, scope: !426)
!451 = !DILocation(line: 81, column: 37, scope: !426)
!452 = !DILocation(line: 81, column: 40, scope: !426)
!453 = !DILocation(line: 81, column: 42, scope: !426)
!454 = !DILocation(line: 81, column: 27, scope: !426)
!455 = !DILocation(line: 81, column: 10, scope: !426)
!456 = !DILocation(line: 81, column: 3, scope: !426)
!457 = !DILocation(line: 82, column: 1, scope: !426)
