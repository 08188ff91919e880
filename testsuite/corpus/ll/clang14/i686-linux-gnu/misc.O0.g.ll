; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @early_init() #0 !dbg !65 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !67
  %2 = add nsw i32 %1, 1, !dbg !67
  store i32 %2, i32* @ctor_ran, align 4, !dbg !67
  ret void, !dbg !68
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late_init() #0 !dbg !69 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !70
  %2 = mul nsw i32 %1, 10, !dbg !70
  store i32 %2, i32* @ctor_ran, align 4, !dbg !70
  ret void, !dbg !71
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at_exit_fn() #0 !dbg !72 {
  ret void, !dbg !73
}

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #1 !dbg !74 {
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
  call void @llvm.dbg.declare(metadata %struct.Flags* %2, metadata !77, metadata !DIExpression()), !dbg !85
  %26 = bitcast %struct.Flags* %2 to i8*, !dbg !85
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %26, i8* align 4 getelementptr inbounds ({ i8, i8, [2 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i32 12, i1 false), !dbg !85
  %27 = bitcast %struct.Flags* %2 to i16*, !dbg !86
  %28 = load i16, i16* %27, align 4, !dbg !87
  %29 = shl i16 %28, 7, !dbg !87
  %30 = ashr i16 %29, 11, !dbg !87
  %31 = sext i16 %30 to i32, !dbg !87
  %32 = add nsw i32 %31, 2, !dbg !87
  %33 = trunc i32 %32 to i16, !dbg !87
  %34 = load i16, i16* %27, align 4, !dbg !87
  %35 = and i16 %33, 31, !dbg !87
  %36 = shl i16 %35, 4, !dbg !87
  %37 = and i16 %34, -497, !dbg !87
  %38 = or i16 %37, %36, !dbg !87
  store i16 %38, i16* %27, align 4, !dbg !87
  %39 = shl i16 %35, 11, !dbg !87
  %40 = ashr i16 %39, 11, !dbg !87
  %41 = sext i16 %40 to i32, !dbg !87
  %42 = bitcast %struct.Flags* %2 to i16*, !dbg !88
  %43 = load i16, i16* %42, align 4, !dbg !88
  %44 = and i16 %43, 1, !dbg !88
  %45 = zext i16 %44 to i32, !dbg !88
  %46 = bitcast %struct.Flags* %2 to i16*, !dbg !89
  %47 = load i16, i16* %46, align 4, !dbg !89
  %48 = lshr i16 %47, 1, !dbg !89
  %49 = and i16 %48, 7, !dbg !89
  %50 = zext i16 %49 to i32, !dbg !89
  %51 = bitcast %struct.Flags* %2 to i16*, !dbg !90
  %52 = load i16, i16* %51, align 4, !dbg !90
  %53 = shl i16 %52, 7, !dbg !90
  %54 = ashr i16 %53, 11, !dbg !90
  %55 = sext i16 %54 to i32, !dbg !90
  %56 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1, !dbg !91
  %57 = bitcast i40* %56 to i64*, !dbg !91
  %58 = load i64, i64* %57, align 4, !dbg !91
  %59 = and i64 %58, 1099511627775, !dbg !91
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i32 0, i32 0), i32 noundef %45, i32 noundef %50, i32 noundef %55, i64 noundef %59, i32 noundef 12), !dbg !92
  call void @llvm.dbg.declare(metadata [7 x i8]* %3, metadata !93, metadata !DIExpression()), !dbg !98
  %61 = bitcast [7 x i8]* %3 to i8*, !dbg !98
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %61, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i32 7, i1 false), !dbg !98
  call void @llvm.dbg.declare(metadata %struct.Wire* %4, metadata !99, metadata !DIExpression()), !dbg !106
  %62 = bitcast %struct.Wire* %4 to i8*, !dbg !107
  %63 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i32 0, i32 0, !dbg !107
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %62, i8* align 1 %63, i32 7, i1 false), !dbg !107
  %64 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0, !dbg !108
  %65 = load i8, i8* %64, align 1, !dbg !108
  %66 = sext i8 %65 to i32, !dbg !109
  %67 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1, !dbg !110
  %68 = load i32, i32* %67, align 1, !dbg !110
  %69 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2, !dbg !111
  %70 = load i16, i16* %69, align 1, !dbg !111
  %71 = zext i16 %70 to i32, !dbg !112
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef %66, i32 noundef %68, i32 noundef %71, i32 noundef 7), !dbg !113
  call void @llvm.dbg.declare(metadata %struct.Msg** %5, metadata !114, metadata !DIExpression()), !dbg !123
  %73 = call i8* @malloc(i32 noundef 36), !dbg !124
  %74 = bitcast i8* %73 to %struct.Msg*, !dbg !124
  store %struct.Msg* %74, %struct.Msg** %5, align 4, !dbg !123
  %75 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !125
  %76 = getelementptr inbounds %struct.Msg, %struct.Msg* %75, i32 0, i32 0, !dbg !126
  store i32 4, i32* %76, align 4, !dbg !127
  call void @llvm.dbg.declare(metadata i32* %6, metadata !128, metadata !DIExpression()), !dbg !130
  store i32 0, i32* %6, align 4, !dbg !130
  br label %77, !dbg !131

77:                                               ; preds = %91, %0
  %78 = load i32, i32* %6, align 4, !dbg !132
  %79 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !134
  %80 = getelementptr inbounds %struct.Msg, %struct.Msg* %79, i32 0, i32 0, !dbg !135
  %81 = load i32, i32* %80, align 4, !dbg !135
  %82 = icmp slt i32 %78, %81, !dbg !136
  br i1 %82, label %83, label %94, !dbg !137

83:                                               ; preds = %77
  %84 = load i32, i32* %6, align 4, !dbg !138
  %85 = sitofp i32 %84 to double, !dbg !138
  %86 = fdiv double %85, 4.000000e+00, !dbg !139
  %87 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !140
  %88 = getelementptr inbounds %struct.Msg, %struct.Msg* %87, i32 0, i32 1, !dbg !141
  %89 = load i32, i32* %6, align 4, !dbg !142
  %90 = getelementptr inbounds [0 x double], [0 x double]* %88, i32 0, i32 %89, !dbg !140
  store double %86, double* %90, align 4, !dbg !143
  br label %91, !dbg !140

91:                                               ; preds = %83
  %92 = load i32, i32* %6, align 4, !dbg !144
  %93 = add nsw i32 %92, 1, !dbg !144
  store i32 %93, i32* %6, align 4, !dbg !144
  br label %77, !dbg !145, !llvm.loop !146

94:                                               ; preds = %77
  %95 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !149
  %96 = getelementptr inbounds %struct.Msg, %struct.Msg* %95, i32 0, i32 1, !dbg !150
  %97 = getelementptr inbounds [0 x double], [0 x double]* %96, i32 0, i32 3, !dbg !149
  %98 = load double, double* %97, align 4, !dbg !149
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), double noundef %98), !dbg !151
  %100 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !152
  %101 = bitcast %struct.Msg* %100 to i8*, !dbg !153
  call void @llvm.memset.p0i8.i32(i8* align 4 %101, i8 0, i32 4, i1 false), !dbg !153
  %102 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !154
  %103 = bitcast %struct.Msg* %102 to i8*, !dbg !154
  call void @free(i8* noundef %103), !dbg !155
  call void @llvm.dbg.declare(metadata i32** %7, metadata !156, metadata !DIExpression()), !dbg !157
  %104 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0, !dbg !158
  %105 = bitcast [8 x i32]* %8 to i8*, !dbg !158
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %105, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i32 32, i1 false), !dbg !158
  %106 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0, !dbg !159
  store i32* %106, i32** %7, align 4, !dbg !157
  %107 = load i32*, i32** %7, align 4, !dbg !160
  %108 = bitcast i32* %107 to i8*, !dbg !160
  call void @sort(i8* noundef %108, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc), !dbg !161
  %109 = load i32*, i32** %7, align 4, !dbg !162
  %110 = getelementptr inbounds i32, i32* %109, i32 0, !dbg !162
  %111 = load i32, i32* %110, align 4, !dbg !162
  %112 = load i32*, i32** %7, align 4, !dbg !163
  %113 = getelementptr inbounds i32, i32* %112, i32 1, !dbg !163
  %114 = load i32, i32* %113, align 4, !dbg !163
  %115 = load i32*, i32** %7, align 4, !dbg !164
  %116 = getelementptr inbounds i32, i32* %115, i32 7, !dbg !164
  %117 = load i32, i32* %116, align 4, !dbg !164
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %111, i32 noundef %114, i32 noundef %117), !dbg !165
  call void @llvm.dbg.declare(metadata %struct.Flags** %9, metadata !166, metadata !DIExpression()), !dbg !168
  %119 = bitcast %struct.Flags* %10 to i16*, !dbg !169
  %120 = load i16, i16* %119, align 4, !dbg !169
  %121 = and i16 %120, -2, !dbg !169
  %122 = or i16 %121, 0, !dbg !169
  store i16 %122, i16* %119, align 4, !dbg !169
  %123 = bitcast %struct.Flags* %10 to i16*, !dbg !169
  %124 = load i16, i16* %123, align 4, !dbg !169
  %125 = and i16 %124, -15, !dbg !169
  %126 = or i16 %125, 4, !dbg !169
  store i16 %126, i16* %123, align 4, !dbg !169
  %127 = bitcast %struct.Flags* %10 to i16*, !dbg !169
  %128 = load i16, i16* %127, align 4, !dbg !169
  %129 = and i16 %128, -497, !dbg !169
  %130 = or i16 %129, 0, !dbg !169
  store i16 %130, i16* %127, align 4, !dbg !169
  %131 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1, !dbg !169
  %132 = bitcast i40* %131 to i64*, !dbg !169
  %133 = load i64, i64* %132, align 4, !dbg !169
  %134 = and i64 %133, -1099511627776, !dbg !169
  %135 = or i64 %134, 0, !dbg !169
  store i64 %135, i64* %132, align 4, !dbg !169
  store %struct.Flags* %10, %struct.Flags** %9, align 4, !dbg !168
  %136 = load %struct.Flags*, %struct.Flags** %9, align 4, !dbg !170
  %137 = bitcast %struct.Flags* %136 to i16*, !dbg !171
  %138 = load i16, i16* %137, align 4, !dbg !171
  %139 = lshr i16 %138, 1, !dbg !171
  %140 = and i16 %139, 7, !dbg !171
  %141 = zext i16 %140 to i32, !dbg !171
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %141), !dbg !172
  %143 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0)), !dbg !173
  call void @llvm.dbg.declare(metadata i32* %11, metadata !174, metadata !DIExpression()), !dbg !176
  store i32 3, i32* %11, align 4, !dbg !176
  call void @llvm.dbg.declare(metadata i32* %12, metadata !177, metadata !DIExpression()), !dbg !176
  store i32 8, i32* %12, align 4, !dbg !176
  %144 = load i32, i32* %11, align 4, !dbg !176
  %145 = load i32, i32* %12, align 4, !dbg !176
  %146 = icmp sgt i32 %144, %145, !dbg !176
  br i1 %146, label %147, label %149, !dbg !176

147:                                              ; preds = %94
  %148 = load i32, i32* %11, align 4, !dbg !176
  br label %151, !dbg !176

149:                                              ; preds = %94
  %150 = load i32, i32* %12, align 4, !dbg !176
  br label %151, !dbg !176

151:                                              ; preds = %149, %147
  %152 = phi i32 [ %148, %147 ], [ %150, %149 ], !dbg !176
  store i32 %152, i32* %13, align 4, !dbg !176
  %153 = load i32, i32* %13, align 4, !dbg !176
  call void @llvm.dbg.declare(metadata double* %14, metadata !178, metadata !DIExpression()), !dbg !180
  store double 2.500000e+00, double* %14, align 8, !dbg !180
  call void @llvm.dbg.declare(metadata double* %15, metadata !181, metadata !DIExpression()), !dbg !180
  store double -1.000000e+00, double* %15, align 8, !dbg !180
  %154 = load double, double* %14, align 8, !dbg !180
  %155 = load double, double* %15, align 8, !dbg !180
  %156 = fcmp ogt double %154, %155, !dbg !180
  br i1 %156, label %157, label %159, !dbg !180

157:                                              ; preds = %151
  %158 = load double, double* %14, align 8, !dbg !180
  br label %161, !dbg !180

159:                                              ; preds = %151
  %160 = load double, double* %15, align 8, !dbg !180
  br label %161, !dbg !180

161:                                              ; preds = %159, %157
  %162 = phi double [ %158, %157 ], [ %160, %159 ], !dbg !180
  store double %162, double* %16, align 4, !dbg !180
  %163 = load double, double* %16, align 4, !dbg !180
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i32 noundef %153, double noundef %163), !dbg !182
  call void @llvm.dbg.declare(metadata i32* %17, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.declare(metadata i32* %18, metadata !185, metadata !DIExpression()), !dbg !186
  %165 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !187
  %166 = extractvalue { i32, i1 } %165, 1, !dbg !187
  %167 = extractvalue { i32, i1 } %165, 0, !dbg !187
  store i32 %167, i32* %17, align 4, !dbg !187
  %168 = zext i1 %166 to i32, !dbg !187
  store i32 %168, i32* %18, align 4, !dbg !186
  call void @llvm.dbg.declare(metadata i64* %19, metadata !188, metadata !DIExpression()), !dbg !189
  call void @llvm.dbg.declare(metadata i32* %20, metadata !190, metadata !DIExpression()), !dbg !191
  %169 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !192
  %170 = extractvalue { i64, i1 } %169, 1, !dbg !192
  %171 = extractvalue { i64, i1 } %169, 0, !dbg !192
  store i64 %171, i64* %19, align 8, !dbg !192
  %172 = zext i1 %170 to i32, !dbg !192
  store i32 %172, i32* %20, align 4, !dbg !191
  %173 = load i32, i32* %18, align 4, !dbg !193
  %174 = load i32, i32* %17, align 4, !dbg !194
  %175 = load i32, i32* %20, align 4, !dbg !195
  %176 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i32 noundef %173, i32 noundef %174, i32 noundef %175), !dbg !196
  call void @llvm.dbg.declare(metadata { double, double }* %21, metadata !197, metadata !DIExpression()), !dbg !199
  %177 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !199
  %178 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !199
  store double 1.000000e+00, double* %177, align 8, !dbg !199
  store double 2.000000e+00, double* %178, align 8, !dbg !199
  call void @llvm.dbg.declare(metadata { double, double }* %22, metadata !200, metadata !DIExpression()), !dbg !201
  %179 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !202
  %180 = load double, double* %179, align 8, !dbg !202
  %181 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !202
  %182 = load double, double* %181, align 8, !dbg !202
  %183 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !203
  %184 = load double, double* %183, align 8, !dbg !203
  %185 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !203
  %186 = load double, double* %185, align 8, !dbg !203
  %187 = fmul double %180, %184, !dbg !204
  %188 = fmul double %182, %186, !dbg !204
  %189 = fmul double %180, %186, !dbg !204
  %190 = fmul double %182, %184, !dbg !204
  %191 = fsub double %187, %188, !dbg !204
  %192 = fadd double %189, %190, !dbg !204
  %193 = fcmp uno double %191, %191, !dbg !204
  br i1 %193, label %194, label %201, !dbg !204, !prof !205

194:                                              ; preds = %161
  %195 = fcmp uno double %192, %192, !dbg !204
  br i1 %195, label %196, label %201, !dbg !204, !prof !205

196:                                              ; preds = %194
  call void @__muldc3({ double, double }* sret({ double, double }) align 4 %23, double noundef %180, double noundef %182, double noundef %184, double noundef %186) #7, !dbg !204
  %197 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 0, !dbg !204
  %198 = load double, double* %197, align 4, !dbg !204
  %199 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 1, !dbg !204
  %200 = load double, double* %199, align 4, !dbg !204
  br label %201, !dbg !204

201:                                              ; preds = %196, %194, %161
  %202 = phi double [ %191, %161 ], [ %191, %194 ], [ %198, %196 ], !dbg !204
  %203 = phi double [ %192, %161 ], [ %192, %194 ], [ %200, %196 ], !dbg !204
  %204 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !201
  %205 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !201
  store double %202, double* %204, align 8, !dbg !201
  store double %203, double* %205, align 8, !dbg !201
  %206 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !206
  %207 = load double, double* %206, align 8, !dbg !206
  %208 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !207
  %209 = load double, double* %208, align 8, !dbg !207
  %210 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i32 0, i32 0), double noundef %207, double noundef %209), !dbg !208
  call void @llvm.dbg.declare(metadata { float, float }* %24, metadata !209, metadata !DIExpression()), !dbg !211
  %211 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !211
  %212 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !211
  store float 1.000000e+00, float* %211, align 4, !dbg !211
  store float -1.000000e+00, float* %212, align 4, !dbg !211
  %213 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !212
  %214 = load float, float* %213, align 4, !dbg !212
  %215 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !212
  %216 = load float, float* %215, align 4, !dbg !212
  %217 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !213
  %218 = load float, float* %217, align 4, !dbg !213
  %219 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !213
  %220 = load float, float* %219, align 4, !dbg !213
  %221 = fadd float %218, 1.000000e+00, !dbg !214
  %222 = call i64 @__divsc3(float noundef %214, float noundef %216, float noundef %221, float noundef %220) #7, !dbg !215
  %223 = bitcast { float, float }* %25 to i64*, !dbg !215
  store i64 %222, i64* %223, align 4, !dbg !215
  %224 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 0, !dbg !215
  %225 = load float, float* %224, align 4, !dbg !215
  %226 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 1, !dbg !215
  %227 = load float, float* %226, align 4, !dbg !215
  %228 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !216
  %229 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !216
  store float %225, float* %228, align 4, !dbg !216
  store float %227, float* %229, align 4, !dbg !216
  %230 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !217
  %231 = load float, float* %230, align 4, !dbg !217
  %232 = fpext float %231 to double, !dbg !218
  %233 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !219
  %234 = load float, float* %233, align 4, !dbg !219
  %235 = fpext float %234 to double, !dbg !220
  %236 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i32 0, i32 0), double noundef %232, double noundef %235), !dbg !221
  %237 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4, !dbg !222
  %238 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 4, !dbg !223
  %239 = add nsw i32 %237, %238, !dbg !224
  %240 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 4, !dbg !225
  %241 = getelementptr inbounds %struct.Self, %struct.Self* %240, i32 0, i32 1, !dbg !226
  %242 = load i32*, i32** %241, align 4, !dbg !226
  %243 = load i32, i32* %242, align 4, !dbg !227
  %244 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 4, !dbg !228
  %245 = getelementptr inbounds %struct.Self, %struct.Self* %244, i32 0, i32 1, !dbg !229
  %246 = load i32*, i32** %245, align 4, !dbg !229
  %247 = load i32, i32* %246, align 4, !dbg !230
  %248 = load void ()*, void ()** @hook, align 4, !dbg !231
  %249 = icmp eq void ()* %248, null, !dbg !232
  %250 = zext i1 %249 to i32, !dbg !232
  %251 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i32 0, i32 0), i32 noundef %239, i32 noundef 32, i32 noundef %243, i32 noundef %247, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i64 1), i32 noundef %250), !dbg !233
  %252 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i32 2), align 8, !dbg !234
  %253 = fpext float %252 to double, !dbg !234
  %254 = load i32, i32* @ctor_ran, align 4, !dbg !235
  %255 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), double noundef %253, i32 noundef 32, i32 noundef %254), !dbg !236
  %256 = call i32 @vla_sum(i32 noundef 12), !dbg !237
  %257 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !238
  %258 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef %256, i32 noundef %257), !dbg !239
  ret i32 0, !dbg !240
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

; Function Attrs: noinline optnone uwtable
define internal void @sort(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i8*, i8*)* noundef %3) #1 !dbg !241 {
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i8*, i8*)*, align 4
  %9 = alloca i8*, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %5, align 4
  call void @llvm.dbg.declare(metadata i8** %5, metadata !250, metadata !DIExpression()), !dbg !251
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !252, metadata !DIExpression()), !dbg !253
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !254, metadata !DIExpression()), !dbg !255
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %8, align 4
  call void @llvm.dbg.declare(metadata i32 (i8*, i8*)** %8, metadata !256, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.declare(metadata i8** %9, metadata !258, metadata !DIExpression()), !dbg !260
  %13 = load i8*, i8** %5, align 4, !dbg !261
  store i8* %13, i8** %9, align 4, !dbg !260
  call void @llvm.dbg.declare(metadata [64 x i8]* %10, metadata !262, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.declare(metadata i32* %11, metadata !267, metadata !DIExpression()), !dbg !269
  store i32 1, i32* %11, align 4, !dbg !269
  br label %14, !dbg !270

14:                                               ; preds = %72, %4
  %15 = load i32, i32* %11, align 4, !dbg !271
  %16 = load i32, i32* %6, align 4, !dbg !273
  %17 = icmp slt i32 %15, %16, !dbg !274
  br i1 %17, label %18, label %75, !dbg !275

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %12, metadata !276, metadata !DIExpression()), !dbg !278
  %19 = load i32, i32* %11, align 4, !dbg !279
  store i32 %19, i32* %12, align 4, !dbg !278
  br label %20, !dbg !280

20:                                               ; preds = %68, %18
  %21 = load i32, i32* %12, align 4, !dbg !281
  %22 = icmp sgt i32 %21, 0, !dbg !283
  br i1 %22, label %23, label %38, !dbg !284

23:                                               ; preds = %20
  %24 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %8, align 4, !dbg !285
  %25 = load i8*, i8** %9, align 4, !dbg !286
  %26 = load i32, i32* %12, align 4, !dbg !287
  %27 = sub nsw i32 %26, 1, !dbg !288
  %28 = load i32, i32* %7, align 4, !dbg !289
  %29 = mul nsw i32 %27, %28, !dbg !290
  %30 = getelementptr inbounds i8, i8* %25, i32 %29, !dbg !291
  %31 = load i8*, i8** %9, align 4, !dbg !292
  %32 = load i32, i32* %12, align 4, !dbg !293
  %33 = load i32, i32* %7, align 4, !dbg !294
  %34 = mul nsw i32 %32, %33, !dbg !295
  %35 = getelementptr inbounds i8, i8* %31, i32 %34, !dbg !296
  %36 = call i32 %24(i8* noundef %30, i8* noundef %35), !dbg !285
  %37 = icmp sgt i32 %36, 0, !dbg !297
  br label %38

38:                                               ; preds = %23, %20
  %39 = phi i1 [ false, %20 ], [ %37, %23 ], !dbg !298
  br i1 %39, label %40, label %71, !dbg !299

40:                                               ; preds = %38
  %41 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0, !dbg !300
  %42 = load i8*, i8** %9, align 4, !dbg !302
  %43 = load i32, i32* %12, align 4, !dbg !303
  %44 = load i32, i32* %7, align 4, !dbg !304
  %45 = mul nsw i32 %43, %44, !dbg !305
  %46 = getelementptr inbounds i8, i8* %42, i32 %45, !dbg !306
  %47 = load i32, i32* %7, align 4, !dbg !307
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %41, i8* align 1 %46, i32 %47, i1 false), !dbg !300
  %48 = load i8*, i8** %9, align 4, !dbg !308
  %49 = load i32, i32* %12, align 4, !dbg !309
  %50 = load i32, i32* %7, align 4, !dbg !310
  %51 = mul nsw i32 %49, %50, !dbg !311
  %52 = getelementptr inbounds i8, i8* %48, i32 %51, !dbg !312
  %53 = load i8*, i8** %9, align 4, !dbg !313
  %54 = load i32, i32* %12, align 4, !dbg !314
  %55 = sub nsw i32 %54, 1, !dbg !315
  %56 = load i32, i32* %7, align 4, !dbg !316
  %57 = mul nsw i32 %55, %56, !dbg !317
  %58 = getelementptr inbounds i8, i8* %53, i32 %57, !dbg !318
  %59 = load i32, i32* %7, align 4, !dbg !319
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %52, i8* align 1 %58, i32 %59, i1 false), !dbg !320
  %60 = load i8*, i8** %9, align 4, !dbg !321
  %61 = load i32, i32* %12, align 4, !dbg !322
  %62 = sub nsw i32 %61, 1, !dbg !323
  %63 = load i32, i32* %7, align 4, !dbg !324
  %64 = mul nsw i32 %62, %63, !dbg !325
  %65 = getelementptr inbounds i8, i8* %60, i32 %64, !dbg !326
  %66 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0, !dbg !327
  %67 = load i32, i32* %7, align 4, !dbg !328
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %65, i8* align 1 %66, i32 %67, i1 false), !dbg !327
  br label %68, !dbg !329

68:                                               ; preds = %40
  %69 = load i32, i32* %12, align 4, !dbg !330
  %70 = add nsw i32 %69, -1, !dbg !330
  store i32 %70, i32* %12, align 4, !dbg !330
  br label %20, !dbg !331, !llvm.loop !332

71:                                               ; preds = %38
  br label %72, !dbg !333

72:                                               ; preds = %71
  %73 = load i32, i32* %11, align 4, !dbg !334
  %74 = add nsw i32 %73, 1, !dbg !334
  store i32 %74, i32* %11, align 4, !dbg !334
  br label %14, !dbg !335, !llvm.loop !336

75:                                               ; preds = %14
  ret void, !dbg !338
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 !dbg !339 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !340, metadata !DIExpression()), !dbg !341
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !342, metadata !DIExpression()), !dbg !343
  %5 = load i8*, i8** %4, align 4, !dbg !344
  %6 = bitcast i8* %5 to i32*, !dbg !345
  %7 = load i32, i32* %6, align 4, !dbg !346
  %8 = load i8*, i8** %3, align 4, !dbg !347
  %9 = bitcast i8* %8 to i32*, !dbg !348
  %10 = load i32, i32* %9, align 4, !dbg !349
  %11 = sub nsw i32 %7, %10, !dbg !350
  ret i32 %11, !dbg !351
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

declare void @__muldc3({ double, double }*, double, double, double, double)

declare i64 @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !352 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !355, metadata !DIExpression()), !dbg !356
  %10 = load i32, i32* %2, align 4, !dbg !357
  %11 = call i8* @llvm.stacksave(), !dbg !358
  store i8* %11, i8** %3, align 4, !dbg !358
  %12 = alloca i32, i32 %10, align 4, !dbg !358
  store i32 %10, i32* %4, align 4, !dbg !358
  call void @llvm.dbg.declare(metadata i32* %4, metadata !359, metadata !DIExpression()), !dbg !360
  call void @llvm.dbg.declare(metadata i32* %12, metadata !361, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.declare(metadata i32* %5, metadata !366, metadata !DIExpression()), !dbg !368
  store i32 0, i32* %5, align 4, !dbg !368
  br label %13, !dbg !369

13:                                               ; preds = %23, %1
  %14 = load i32, i32* %5, align 4, !dbg !370
  %15 = load i32, i32* %2, align 4, !dbg !372
  %16 = icmp slt i32 %14, %15, !dbg !373
  br i1 %16, label %17, label %26, !dbg !374

17:                                               ; preds = %13
  %18 = load i32, i32* %5, align 4, !dbg !375
  %19 = load i32, i32* %5, align 4, !dbg !376
  %20 = mul nsw i32 %18, %19, !dbg !377
  %21 = load i32, i32* %5, align 4, !dbg !378
  %22 = getelementptr inbounds i32, i32* %12, i32 %21, !dbg !379
  store i32 %20, i32* %22, align 4, !dbg !380
  br label %23, !dbg !379

23:                                               ; preds = %17
  %24 = load i32, i32* %5, align 4, !dbg !381
  %25 = add nsw i32 %24, 1, !dbg !381
  store i32 %25, i32* %5, align 4, !dbg !381
  br label %13, !dbg !382, !llvm.loop !383

26:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %6, metadata !385, metadata !DIExpression()), !dbg !386
  store i32 0, i32* %6, align 4, !dbg !386
  call void @llvm.dbg.declare(metadata i32* %7, metadata !387, metadata !DIExpression()), !dbg !389
  store i32 0, i32* %7, align 4, !dbg !389
  br label %27, !dbg !390

27:                                               ; preds = %47, %26
  %28 = load i32, i32* %7, align 4, !dbg !391
  %29 = load i32, i32* %2, align 4, !dbg !393
  %30 = icmp slt i32 %28, %29, !dbg !394
  br i1 %30, label %31, label %50, !dbg !395

31:                                               ; preds = %27
  %32 = load i32, i32* %7, align 4, !dbg !396
  %33 = add nsw i32 %32, 1, !dbg !398
  %34 = call i8* @llvm.stacksave(), !dbg !399
  store i8* %34, i8** %8, align 4, !dbg !399
  %35 = alloca i32, i32 %33, align 4, !dbg !399
  store i32 %33, i32* %9, align 4, !dbg !399
  call void @llvm.dbg.declare(metadata i32* %9, metadata !400, metadata !DIExpression()), !dbg !401
  call void @llvm.dbg.declare(metadata i32* %35, metadata !402, metadata !DIExpression()), !dbg !406
  %36 = load i32, i32* %7, align 4, !dbg !407
  %37 = getelementptr inbounds i32, i32* %12, i32 %36, !dbg !408
  %38 = load i32, i32* %37, align 4, !dbg !408
  %39 = load i32, i32* %7, align 4, !dbg !409
  %40 = getelementptr inbounds i32, i32* %35, i32 %39, !dbg !410
  store i32 %38, i32* %40, align 4, !dbg !411
  %41 = load i32, i32* %7, align 4, !dbg !412
  %42 = getelementptr inbounds i32, i32* %35, i32 %41, !dbg !413
  %43 = load i32, i32* %42, align 4, !dbg !413
  %44 = load i32, i32* %6, align 4, !dbg !414
  %45 = add nsw i32 %44, %43, !dbg !414
  store i32 %45, i32* %6, align 4, !dbg !414
  %46 = load i8*, i8** %8, align 4, !dbg !415
  call void @llvm.stackrestore(i8* %46), !dbg !415
  br label %47, !dbg !416

47:                                               ; preds = %31
  %48 = load i32, i32* %7, align 4, !dbg !417
  %49 = add nsw i32 %48, 1, !dbg !417
  store i32 %49, i32* %7, align 4, !dbg !417
  br label %27, !dbg !418, !llvm.loop !419

50:                                               ; preds = %27
  %51 = load i32, i32* %6, align 4, !dbg !421
  %52 = load i8*, i8** %3, align 4, !dbg !422
  call void @llvm.stackrestore(i8* %52), !dbg !422
  ret i32 %51, !dbg !422
}

; Function Attrs: noinline optnone uwtable
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 !dbg !423 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !427, metadata !DIExpression()), !dbg !428
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !429, metadata !DIExpression()), !dbg !430
  %6 = load i32, i32* %4, align 4, !dbg !431
  %7 = icmp eq i32 %6, 0, !dbg !433
  br i1 %7, label %8, label %11, !dbg !434

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4, !dbg !435
  %10 = add i32 %9, 1, !dbg !436
  store i32 %10, i32* %3, align 4, !dbg !437
  br label %26, !dbg !437

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4, !dbg !438
  %13 = icmp eq i32 %12, 0, !dbg !440
  br i1 %13, label %14, label %18, !dbg !441

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4, !dbg !442
  %16 = sub i32 %15, 1, !dbg !443
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !444
  store i32 %17, i32* %3, align 4, !dbg !445
  br label %26, !dbg !445

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4, !dbg !446
  %20 = sub i32 %19, 1, !dbg !447
  %21 = load i32, i32* %4, align 4, !dbg !448
  %22 = load i32, i32* %5, align 4, !dbg !449
  %23 = sub i32 %22, 1, !dbg !450
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23), !dbg !451
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24), !dbg !452
  store i32 %25, i32* %3, align 4, !dbg !453
  br label %26, !dbg !453

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4, !dbg !454
  ret i32 %27, !dbg !454
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #6

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

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
!56 = !{i32 1, !"NumRegisterParameters", i32 0}
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 7, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 1}
!63 = !{i32 7, !"frame-pointer", i32 2}
!64 = !{!"Debian clang version 14.0.6"}
!65 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !66)
!66 = !{}
!67 = !DILocation(line: 45, column: 75, scope: !65)
!68 = !DILocation(line: 45, column: 81, scope: !65)
!69 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !66)
!70 = !DILocation(line: 46, column: 69, scope: !69)
!71 = !DILocation(line: 46, column: 76, scope: !69)
!72 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !66)
!73 = !DILocation(line: 47, column: 60, scope: !72)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !75, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !66)
!75 = !DISubroutineType(types: !76)
!76 = !{!6}
!77 = !DILocalVariable(name: "f", scope: !74, file: !3, line: 85, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 96, elements: !79)
!79 = !{!80, !82, !83, !84}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !78, file: !3, line: 15, baseType: !81, size: 1, flags: DIFlagBitField, extraData: i64 0)
!81 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !78, file: !3, line: 16, baseType: !81, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !78, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !78, file: !3, line: 19, baseType: !5, size: 40, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!85 = !DILocation(line: 85, column: 16, scope: !74)
!86 = !DILocation(line: 86, column: 5, scope: !74)
!87 = !DILocation(line: 86, column: 11, scope: !74)
!88 = !DILocation(line: 87, column: 45, scope: !74)
!89 = !DILocation(line: 87, column: 54, scope: !74)
!90 = !DILocation(line: 87, column: 62, scope: !74)
!91 = !DILocation(line: 87, column: 91, scope: !74)
!92 = !DILocation(line: 87, column: 3, scope: !74)
!93 = !DILocalVariable(name: "bytes", scope: !74, file: !3, line: 89, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 56, elements: !96)
!95 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!96 = !{!97}
!97 = !DISubrange(count: 7)
!98 = !DILocation(line: 89, column: 17, scope: !74)
!99 = !DILocalVariable(name: "wire", scope: !74, file: !3, line: 90, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !101)
!101 = !{!102, !103, !104}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !100, file: !3, line: 23, baseType: !25, size: 8)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !100, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !100, file: !3, line: 25, baseType: !105, size: 16, offset: 40)
!105 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!106 = !DILocation(line: 90, column: 15, scope: !74)
!107 = !DILocation(line: 91, column: 3, scope: !74)
!108 = !DILocation(line: 92, column: 42, scope: !74)
!109 = !DILocation(line: 92, column: 37, scope: !74)
!110 = !DILocation(line: 92, column: 53, scope: !74)
!111 = !DILocation(line: 92, column: 79, scope: !74)
!112 = !DILocation(line: 92, column: 58, scope: !74)
!113 = !DILocation(line: 92, column: 3, scope: !74)
!114 = !DILocalVariable(name: "m", scope: !74, file: !3, line: 94, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 32, elements: !117)
!117 = !{!118, !119}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !116, file: !3, line: 29, baseType: !6, size: 32)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !116, file: !3, line: 30, baseType: !120, offset: 32)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: -1)
!123 = !DILocation(line: 94, column: 15, scope: !74)
!124 = !DILocation(line: 94, column: 19, scope: !74)
!125 = !DILocation(line: 95, column: 3, scope: !74)
!126 = !DILocation(line: 95, column: 6, scope: !74)
!127 = !DILocation(line: 95, column: 8, scope: !74)
!128 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 96, type: !6)
!129 = distinct !DILexicalBlock(scope: !74, file: !3, line: 96, column: 3)
!130 = !DILocation(line: 96, column: 12, scope: !129)
!131 = !DILocation(line: 96, column: 8, scope: !129)
!132 = !DILocation(line: 96, column: 19, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !3, line: 96, column: 3)
!134 = !DILocation(line: 96, column: 23, scope: !133)
!135 = !DILocation(line: 96, column: 26, scope: !133)
!136 = !DILocation(line: 96, column: 21, scope: !133)
!137 = !DILocation(line: 96, column: 3, scope: !129)
!138 = !DILocation(line: 96, column: 47, scope: !133)
!139 = !DILocation(line: 96, column: 49, scope: !133)
!140 = !DILocation(line: 96, column: 34, scope: !133)
!141 = !DILocation(line: 96, column: 37, scope: !133)
!142 = !DILocation(line: 96, column: 42, scope: !133)
!143 = !DILocation(line: 96, column: 45, scope: !133)
!144 = !DILocation(line: 96, column: 29, scope: !133)
!145 = !DILocation(line: 96, column: 3, scope: !133)
!146 = distinct !{!146, !137, !147, !148}
!147 = !DILocation(line: 96, column: 51, scope: !129)
!148 = !{!"llvm.loop.mustprogress"}
!149 = !DILocation(line: 97, column: 24, scope: !74)
!150 = !DILocation(line: 97, column: 27, scope: !74)
!151 = !DILocation(line: 97, column: 3, scope: !74)
!152 = !DILocation(line: 98, column: 20, scope: !74)
!153 = !DILocation(line: 98, column: 3, scope: !74)
!154 = !DILocation(line: 99, column: 8, scope: !74)
!155 = !DILocation(line: 99, column: 3, scope: !74)
!156 = !DILocalVariable(name: "lit", scope: !74, file: !3, line: 101, type: !15)
!157 = !DILocation(line: 101, column: 8, scope: !74)
!158 = !DILocation(line: 101, column: 21, scope: !74)
!159 = !DILocation(line: 101, column: 14, scope: !74)
!160 = !DILocation(line: 102, column: 8, scope: !74)
!161 = !DILocation(line: 102, column: 3, scope: !74)
!162 = !DILocation(line: 103, column: 31, scope: !74)
!163 = !DILocation(line: 103, column: 39, scope: !74)
!164 = !DILocation(line: 103, column: 47, scope: !74)
!165 = !DILocation(line: 103, column: 3, scope: !74)
!166 = !DILocalVariable(name: "fp", scope: !74, file: !3, line: 104, type: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 32)
!168 = !DILocation(line: 104, column: 17, scope: !74)
!169 = !DILocation(line: 104, column: 37, scope: !74)
!170 = !DILocation(line: 105, column: 27, scope: !74)
!171 = !DILocation(line: 105, column: 31, scope: !74)
!172 = !DILocation(line: 105, column: 3, scope: !74)
!173 = !DILocation(line: 107, column: 3, scope: !74)
!174 = !DILocalVariable(name: "_a", scope: !175, file: !3, line: 108, type: !6)
!175 = distinct !DILexicalBlock(scope: !74, file: !3, line: 108, column: 33)
!176 = !DILocation(line: 108, column: 33, scope: !175)
!177 = !DILocalVariable(name: "_b", scope: !175, file: !3, line: 108, type: !6)
!178 = !DILocalVariable(name: "_a", scope: !179, file: !3, line: 108, type: !8)
!179 = distinct !DILexicalBlock(scope: !74, file: !3, line: 108, column: 44)
!180 = !DILocation(line: 108, column: 44, scope: !179)
!181 = !DILocalVariable(name: "_b", scope: !179, file: !3, line: 108, type: !8)
!182 = !DILocation(line: 108, column: 3, scope: !74)
!183 = !DILocalVariable(name: "res", scope: !74, file: !3, line: 110, type: !6)
!184 = !DILocation(line: 110, column: 7, scope: !74)
!185 = !DILocalVariable(name: "ovf", scope: !74, file: !3, line: 111, type: !6)
!186 = !DILocation(line: 111, column: 7, scope: !74)
!187 = !DILocation(line: 111, column: 13, scope: !74)
!188 = !DILocalVariable(name: "ures", scope: !74, file: !3, line: 112, type: !5)
!189 = !DILocation(line: 112, column: 22, scope: !74)
!190 = !DILocalVariable(name: "uovf", scope: !74, file: !3, line: 113, type: !6)
!191 = !DILocation(line: 113, column: 7, scope: !74)
!192 = !DILocation(line: 113, column: 14, scope: !74)
!193 = !DILocation(line: 114, column: 33, scope: !74)
!194 = !DILocation(line: 114, column: 38, scope: !74)
!195 = !DILocation(line: 114, column: 43, scope: !74)
!196 = !DILocation(line: 114, column: 3, scope: !74)
!197 = !DILocalVariable(name: "z", scope: !74, file: !3, line: 116, type: !198)
!198 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!199 = !DILocation(line: 116, column: 19, scope: !74)
!200 = !DILocalVariable(name: "z2", scope: !74, file: !3, line: 117, type: !198)
!201 = !DILocation(line: 117, column: 19, scope: !74)
!202 = !DILocation(line: 117, column: 24, scope: !74)
!203 = !DILocation(line: 117, column: 28, scope: !74)
!204 = !DILocation(line: 117, column: 26, scope: !74)
!205 = !{!"branch_weights", i32 1, i32 1048575}
!206 = !DILocation(line: 118, column: 33, scope: !74)
!207 = !DILocation(line: 118, column: 46, scope: !74)
!208 = !DILocation(line: 118, column: 3, scope: !74)
!209 = !DILocalVariable(name: "fz", scope: !74, file: !3, line: 119, type: !210)
!210 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!211 = !DILocation(line: 119, column: 18, scope: !74)
!212 = !DILocation(line: 120, column: 8, scope: !74)
!213 = !DILocation(line: 120, column: 14, scope: !74)
!214 = !DILocation(line: 120, column: 17, scope: !74)
!215 = !DILocation(line: 120, column: 11, scope: !74)
!216 = !DILocation(line: 120, column: 6, scope: !74)
!217 = !DILocation(line: 121, column: 42, scope: !74)
!218 = !DILocation(line: 121, column: 34, scope: !74)
!219 = !DILocation(line: 121, column: 63, scope: !74)
!220 = !DILocation(line: 121, column: 55, scope: !74)
!221 = !DILocation(line: 121, column: 3, scope: !74)
!222 = !DILocation(line: 123, column: 42, scope: !74)
!223 = !DILocation(line: 123, column: 49, scope: !74)
!224 = !DILocation(line: 123, column: 47, scope: !74)
!225 = !DILocation(line: 123, column: 74, scope: !74)
!226 = !DILocation(line: 123, column: 80, scope: !74)
!227 = !DILocation(line: 123, column: 65, scope: !74)
!228 = !DILocation(line: 123, column: 95, scope: !74)
!229 = !DILocation(line: 123, column: 101, scope: !74)
!230 = !DILocation(line: 123, column: 86, scope: !74)
!231 = !DILocation(line: 124, column: 20, scope: !74)
!232 = !DILocation(line: 124, column: 25, scope: !74)
!233 = !DILocation(line: 123, column: 3, scope: !74)
!234 = !DILocation(line: 125, column: 39, scope: !74)
!235 = !DILocation(line: 125, column: 86, scope: !74)
!236 = !DILocation(line: 125, column: 3, scope: !74)
!237 = !DILocation(line: 126, column: 30, scope: !74)
!238 = !DILocation(line: 126, column: 43, scope: !74)
!239 = !DILocation(line: 126, column: 3, scope: !74)
!240 = !DILocation(line: 127, column: 3, scope: !74)
!241 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !242, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !66)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !244, !6, !6, !245}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 32)
!246 = !DISubroutineType(types: !247)
!247 = !{!6, !248, !248}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 32)
!249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!250 = !DILocalVariable(name: "base", arg: 1, scope: !241, file: !3, line: 66, type: !244)
!251 = !DILocation(line: 66, column: 24, scope: !241)
!252 = !DILocalVariable(name: "n", arg: 2, scope: !241, file: !3, line: 66, type: !6)
!253 = !DILocation(line: 66, column: 34, scope: !241)
!254 = !DILocalVariable(name: "size", arg: 3, scope: !241, file: !3, line: 66, type: !6)
!255 = !DILocation(line: 66, column: 41, scope: !241)
!256 = !DILocalVariable(name: "cmp", arg: 4, scope: !241, file: !3, line: 66, type: !245)
!257 = !DILocation(line: 66, column: 53, scope: !241)
!258 = !DILocalVariable(name: "b", scope: !241, file: !3, line: 67, type: !259)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!260 = !DILocation(line: 67, column: 9, scope: !241)
!261 = !DILocation(line: 67, column: 13, scope: !241)
!262 = !DILocalVariable(name: "tmp", scope: !241, file: !3, line: 68, type: !263)
!263 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !264)
!264 = !{!265}
!265 = !DISubrange(count: 64)
!266 = !DILocation(line: 68, column: 8, scope: !241)
!267 = !DILocalVariable(name: "i", scope: !268, file: !3, line: 69, type: !6)
!268 = distinct !DILexicalBlock(scope: !241, file: !3, line: 69, column: 3)
!269 = !DILocation(line: 69, column: 12, scope: !268)
!270 = !DILocation(line: 69, column: 8, scope: !268)
!271 = !DILocation(line: 69, column: 19, scope: !272)
!272 = distinct !DILexicalBlock(scope: !268, file: !3, line: 69, column: 3)
!273 = !DILocation(line: 69, column: 23, scope: !272)
!274 = !DILocation(line: 69, column: 21, scope: !272)
!275 = !DILocation(line: 69, column: 3, scope: !268)
!276 = !DILocalVariable(name: "j", scope: !277, file: !3, line: 70, type: !6)
!277 = distinct !DILexicalBlock(scope: !272, file: !3, line: 70, column: 5)
!278 = !DILocation(line: 70, column: 14, scope: !277)
!279 = !DILocation(line: 70, column: 18, scope: !277)
!280 = !DILocation(line: 70, column: 10, scope: !277)
!281 = !DILocation(line: 70, column: 21, scope: !282)
!282 = distinct !DILexicalBlock(scope: !277, file: !3, line: 70, column: 5)
!283 = !DILocation(line: 70, column: 23, scope: !282)
!284 = !DILocation(line: 70, column: 27, scope: !282)
!285 = !DILocation(line: 70, column: 30, scope: !282)
!286 = !DILocation(line: 70, column: 34, scope: !282)
!287 = !DILocation(line: 70, column: 39, scope: !282)
!288 = !DILocation(line: 70, column: 41, scope: !282)
!289 = !DILocation(line: 70, column: 48, scope: !282)
!290 = !DILocation(line: 70, column: 46, scope: !282)
!291 = !DILocation(line: 70, column: 36, scope: !282)
!292 = !DILocation(line: 70, column: 54, scope: !282)
!293 = !DILocation(line: 70, column: 58, scope: !282)
!294 = !DILocation(line: 70, column: 62, scope: !282)
!295 = !DILocation(line: 70, column: 60, scope: !282)
!296 = !DILocation(line: 70, column: 56, scope: !282)
!297 = !DILocation(line: 70, column: 68, scope: !282)
!298 = !DILocation(line: 0, scope: !282)
!299 = !DILocation(line: 70, column: 5, scope: !277)
!300 = !DILocation(line: 71, column: 7, scope: !301)
!301 = distinct !DILexicalBlock(scope: !282, file: !3, line: 70, column: 78)
!302 = !DILocation(line: 71, column: 29, scope: !301)
!303 = !DILocation(line: 71, column: 33, scope: !301)
!304 = !DILocation(line: 71, column: 37, scope: !301)
!305 = !DILocation(line: 71, column: 35, scope: !301)
!306 = !DILocation(line: 71, column: 31, scope: !301)
!307 = !DILocation(line: 71, column: 43, scope: !301)
!308 = !DILocation(line: 72, column: 24, scope: !301)
!309 = !DILocation(line: 72, column: 28, scope: !301)
!310 = !DILocation(line: 72, column: 32, scope: !301)
!311 = !DILocation(line: 72, column: 30, scope: !301)
!312 = !DILocation(line: 72, column: 26, scope: !301)
!313 = !DILocation(line: 72, column: 38, scope: !301)
!314 = !DILocation(line: 72, column: 43, scope: !301)
!315 = !DILocation(line: 72, column: 45, scope: !301)
!316 = !DILocation(line: 72, column: 52, scope: !301)
!317 = !DILocation(line: 72, column: 50, scope: !301)
!318 = !DILocation(line: 72, column: 40, scope: !301)
!319 = !DILocation(line: 72, column: 58, scope: !301)
!320 = !DILocation(line: 72, column: 7, scope: !301)
!321 = !DILocation(line: 73, column: 24, scope: !301)
!322 = !DILocation(line: 73, column: 29, scope: !301)
!323 = !DILocation(line: 73, column: 31, scope: !301)
!324 = !DILocation(line: 73, column: 38, scope: !301)
!325 = !DILocation(line: 73, column: 36, scope: !301)
!326 = !DILocation(line: 73, column: 26, scope: !301)
!327 = !DILocation(line: 73, column: 7, scope: !301)
!328 = !DILocation(line: 73, column: 49, scope: !301)
!329 = !DILocation(line: 74, column: 5, scope: !301)
!330 = !DILocation(line: 70, column: 73, scope: !282)
!331 = !DILocation(line: 70, column: 5, scope: !282)
!332 = distinct !{!332, !299, !333, !148}
!333 = !DILocation(line: 74, column: 5, scope: !277)
!334 = !DILocation(line: 69, column: 26, scope: !272)
!335 = !DILocation(line: 69, column: 3, scope: !272)
!336 = distinct !{!336, !275, !337, !148}
!337 = !DILocation(line: 74, column: 5, scope: !268)
!338 = !DILocation(line: 75, column: 1, scope: !241)
!339 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !246, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !66)
!340 = !DILocalVariable(name: "a", arg: 1, scope: !339, file: !3, line: 76, type: !248)
!341 = !DILocation(line: 76, column: 37, scope: !339)
!342 = !DILocalVariable(name: "b", arg: 2, scope: !339, file: !3, line: 76, type: !248)
!343 = !DILocation(line: 76, column: 52, scope: !339)
!344 = !DILocation(line: 76, column: 78, scope: !339)
!345 = !DILocation(line: 76, column: 65, scope: !339)
!346 = !DILocation(line: 76, column: 64, scope: !339)
!347 = !DILocation(line: 76, column: 96, scope: !339)
!348 = !DILocation(line: 76, column: 83, scope: !339)
!349 = !DILocation(line: 76, column: 82, scope: !339)
!350 = !DILocation(line: 76, column: 80, scope: !339)
!351 = !DILocation(line: 76, column: 57, scope: !339)
!352 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !353, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !66)
!353 = !DISubroutineType(types: !354)
!354 = !{!6, !6}
!355 = !DILocalVariable(name: "n", arg: 1, scope: !352, file: !3, line: 54, type: !6)
!356 = !DILocation(line: 54, column: 24, scope: !352)
!357 = !DILocation(line: 55, column: 9, scope: !352)
!358 = !DILocation(line: 55, column: 3, scope: !352)
!359 = !DILocalVariable(name: "__vla_expr0", scope: !352, type: !81, flags: DIFlagArtificial)
!360 = !DILocation(line: 0, scope: !352)
!361 = !DILocalVariable(name: "v", scope: !352, file: !3, line: 55, type: !362)
!362 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !363)
!363 = !{!364}
!364 = !DISubrange(count: !359)
!365 = !DILocation(line: 55, column: 7, scope: !352)
!366 = !DILocalVariable(name: "i", scope: !367, file: !3, line: 56, type: !6)
!367 = distinct !DILexicalBlock(scope: !352, file: !3, line: 56, column: 3)
!368 = !DILocation(line: 56, column: 12, scope: !367)
!369 = !DILocation(line: 56, column: 8, scope: !367)
!370 = !DILocation(line: 56, column: 19, scope: !371)
!371 = distinct !DILexicalBlock(scope: !367, file: !3, line: 56, column: 3)
!372 = !DILocation(line: 56, column: 23, scope: !371)
!373 = !DILocation(line: 56, column: 21, scope: !371)
!374 = !DILocation(line: 56, column: 3, scope: !367)
!375 = !DILocation(line: 56, column: 38, scope: !371)
!376 = !DILocation(line: 56, column: 42, scope: !371)
!377 = !DILocation(line: 56, column: 40, scope: !371)
!378 = !DILocation(line: 56, column: 33, scope: !371)
!379 = !DILocation(line: 56, column: 31, scope: !371)
!380 = !DILocation(line: 56, column: 36, scope: !371)
!381 = !DILocation(line: 56, column: 26, scope: !371)
!382 = !DILocation(line: 56, column: 3, scope: !371)
!383 = distinct !{!383, !374, !384, !148}
!384 = !DILocation(line: 56, column: 42, scope: !367)
!385 = !DILocalVariable(name: "s", scope: !352, file: !3, line: 57, type: !6)
!386 = !DILocation(line: 57, column: 7, scope: !352)
!387 = !DILocalVariable(name: "i", scope: !388, file: !3, line: 58, type: !6)
!388 = distinct !DILexicalBlock(scope: !352, file: !3, line: 58, column: 3)
!389 = !DILocation(line: 58, column: 12, scope: !388)
!390 = !DILocation(line: 58, column: 8, scope: !388)
!391 = !DILocation(line: 58, column: 19, scope: !392)
!392 = distinct !DILexicalBlock(scope: !388, file: !3, line: 58, column: 3)
!393 = !DILocation(line: 58, column: 23, scope: !392)
!394 = !DILocation(line: 58, column: 21, scope: !392)
!395 = !DILocation(line: 58, column: 3, scope: !388)
!396 = !DILocation(line: 59, column: 11, scope: !397)
!397 = distinct !DILexicalBlock(scope: !392, file: !3, line: 58, column: 31)
!398 = !DILocation(line: 59, column: 13, scope: !397)
!399 = !DILocation(line: 59, column: 5, scope: !397)
!400 = !DILocalVariable(name: "__vla_expr1", scope: !397, type: !81, flags: DIFlagArtificial)
!401 = !DILocation(line: 0, scope: !397)
!402 = !DILocalVariable(name: "w", scope: !397, file: !3, line: 59, type: !403)
!403 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !404)
!404 = !{!405}
!405 = !DISubrange(count: !400)
!406 = !DILocation(line: 59, column: 9, scope: !397)
!407 = !DILocation(line: 60, column: 14, scope: !397)
!408 = !DILocation(line: 60, column: 12, scope: !397)
!409 = !DILocation(line: 60, column: 7, scope: !397)
!410 = !DILocation(line: 60, column: 5, scope: !397)
!411 = !DILocation(line: 60, column: 10, scope: !397)
!412 = !DILocation(line: 61, column: 12, scope: !397)
!413 = !DILocation(line: 61, column: 10, scope: !397)
!414 = !DILocation(line: 61, column: 7, scope: !397)
!415 = !DILocation(line: 62, column: 3, scope: !392)
!416 = !DILocation(line: 62, column: 3, scope: !397)
!417 = !DILocation(line: 58, column: 26, scope: !392)
!418 = !DILocation(line: 58, column: 3, scope: !392)
!419 = distinct !{!419, !395, !420, !148}
!420 = !DILocation(line: 62, column: 3, scope: !388)
!421 = !DILocation(line: 63, column: 10, scope: !352)
!422 = !DILocation(line: 64, column: 1, scope: !352)
!423 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !424, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !66)
!424 = !DISubroutineType(types: !425)
!425 = !{!426, !426, !426}
!426 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!427 = !DILocalVariable(name: "m", arg: 1, scope: !423, file: !3, line: 78, type: !426)
!428 = !DILocation(line: 78, column: 46, scope: !423)
!429 = !DILocalVariable(name: "n", arg: 2, scope: !423, file: !3, line: 78, type: !426)
!430 = !DILocation(line: 78, column: 63, scope: !423)
!431 = !DILocation(line: 79, column: 24, scope: !432)
!432 = distinct !DILexicalBlock(scope: !423, file: !3, line: 79, column: 7)
!433 = !DILocation(line: 79, column: 26, scope: !432)
!434 = !DILocation(line: 79, column: 7, scope: !423)
!435 = !DILocation(line: 79, column: 43, scope: !432)
!436 = !DILocation(line: 79, column: 45, scope: !432)
!437 = !DILocation(line: 79, column: 36, scope: !432)
!438 = !DILocation(line: 80, column: 7, scope: !439)
!439 = distinct !DILexicalBlock(scope: !423, file: !3, line: 80, column: 7)
!440 = !DILocation(line: 80, column: 9, scope: !439)
!441 = !DILocation(line: 80, column: 7, scope: !423)
!442 = !DILocation(line: 80, column: 32, scope: !439)
!443 = !DILocation(line: 80, column: 34, scope: !439)
!444 = !DILocation(line: 80, column: 22, scope: !439)
!445 = !DILocation(line: 80, column: 15, scope: !439)
!446 = !DILocation(line: 81, column: 20, scope: !423)
!447 = !DILocation(line: 81, column: 22, scope: !423)
!448 = !DILocation(line: 81, column: 37, scope: !423)
!449 = !DILocation(line: 81, column: 40, scope: !423)
!450 = !DILocation(line: 81, column: 42, scope: !423)
!451 = !DILocation(line: 81, column: 27, scope: !423)
!452 = !DILocation(line: 81, column: 10, scope: !423)
!453 = !DILocation(line: 81, column: 3, scope: !423)
!454 = !DILocation(line: 82, column: 1, scope: !423)
