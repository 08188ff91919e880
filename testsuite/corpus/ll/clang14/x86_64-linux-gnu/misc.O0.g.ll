; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 16) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 16, !dbg !37
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@hook = internal constant void ()* null, align 8, !dbg !26
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32, !dbg !47
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @early_init() #0 !dbg !64 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !66
  %2 = add nsw i32 %1, 1, !dbg !66
  store i32 %2, i32* @ctor_ran, align 4, !dbg !66
  ret void, !dbg !67
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late_init() #0 !dbg !68 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !69
  %2 = mul nsw i32 %1, 10, !dbg !69
  store i32 %2, i32* @ctor_ran, align 4, !dbg !69
  ret void, !dbg !70
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at_exit_fn() #0 !dbg !71 {
  ret void, !dbg !72
}

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #1 !dbg !73 {
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
  %23 = alloca { float, float }, align 4
  %24 = alloca { float, float }, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Flags* %2, metadata !76, metadata !DIExpression()), !dbg !84
  %25 = bitcast %struct.Flags* %2 to i8*, !dbg !84
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %25, i8* align 8 getelementptr inbounds ({ i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i64 16, i1 false), !dbg !84
  %26 = bitcast %struct.Flags* %2 to i16*, !dbg !85
  %27 = load i16, i16* %26, align 8, !dbg !86
  %28 = shl i16 %27, 7, !dbg !86
  %29 = ashr i16 %28, 11, !dbg !86
  %30 = sext i16 %29 to i32, !dbg !86
  %31 = add nsw i32 %30, 2, !dbg !86
  %32 = trunc i32 %31 to i16, !dbg !86
  %33 = load i16, i16* %26, align 8, !dbg !86
  %34 = and i16 %32, 31, !dbg !86
  %35 = shl i16 %34, 4, !dbg !86
  %36 = and i16 %33, -497, !dbg !86
  %37 = or i16 %36, %35, !dbg !86
  store i16 %37, i16* %26, align 8, !dbg !86
  %38 = shl i16 %34, 11, !dbg !86
  %39 = ashr i16 %38, 11, !dbg !86
  %40 = sext i16 %39 to i32, !dbg !86
  %41 = bitcast %struct.Flags* %2 to i16*, !dbg !87
  %42 = load i16, i16* %41, align 8, !dbg !87
  %43 = and i16 %42, 1, !dbg !87
  %44 = zext i16 %43 to i32, !dbg !87
  %45 = bitcast %struct.Flags* %2 to i16*, !dbg !88
  %46 = load i16, i16* %45, align 8, !dbg !88
  %47 = lshr i16 %46, 1, !dbg !88
  %48 = and i16 %47, 7, !dbg !88
  %49 = zext i16 %48 to i32, !dbg !88
  %50 = bitcast %struct.Flags* %2 to i16*, !dbg !89
  %51 = load i16, i16* %50, align 8, !dbg !89
  %52 = shl i16 %51, 7, !dbg !89
  %53 = ashr i16 %52, 11, !dbg !89
  %54 = sext i16 %53 to i32, !dbg !89
  %55 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1, !dbg !90
  %56 = bitcast i40* %55 to i64*, !dbg !90
  %57 = load i64, i64* %56, align 8, !dbg !90
  %58 = and i64 %57, 1099511627775, !dbg !90
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %44, i32 noundef %49, i32 noundef %54, i64 noundef %58, i32 noundef 16), !dbg !91
  call void @llvm.dbg.declare(metadata [7 x i8]* %3, metadata !92, metadata !DIExpression()), !dbg !97
  %60 = bitcast [7 x i8]* %3 to i8*, !dbg !97
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %60, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i64 7, i1 false), !dbg !97
  call void @llvm.dbg.declare(metadata %struct.Wire* %4, metadata !98, metadata !DIExpression()), !dbg !105
  %61 = bitcast %struct.Wire* %4 to i8*, !dbg !106
  %62 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i64 0, i64 0, !dbg !106
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %61, i8* align 1 %62, i64 7, i1 false), !dbg !106
  %63 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0, !dbg !107
  %64 = load i8, i8* %63, align 1, !dbg !107
  %65 = sext i8 %64 to i32, !dbg !108
  %66 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1, !dbg !109
  %67 = load i32, i32* %66, align 1, !dbg !109
  %68 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2, !dbg !110
  %69 = load i16, i16* %68, align 1, !dbg !110
  %70 = zext i16 %69 to i32, !dbg !111
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), i32 noundef %65, i32 noundef %67, i32 noundef %70, i32 noundef 7), !dbg !112
  call void @llvm.dbg.declare(metadata %struct.Msg** %5, metadata !113, metadata !DIExpression()), !dbg !122
  %72 = call i8* @malloc(i64 noundef 40), !dbg !123
  %73 = bitcast i8* %72 to %struct.Msg*, !dbg !123
  store %struct.Msg* %73, %struct.Msg** %5, align 8, !dbg !122
  %74 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !124
  %75 = getelementptr inbounds %struct.Msg, %struct.Msg* %74, i32 0, i32 0, !dbg !125
  store i32 4, i32* %75, align 8, !dbg !126
  call void @llvm.dbg.declare(metadata i32* %6, metadata !127, metadata !DIExpression()), !dbg !129
  store i32 0, i32* %6, align 4, !dbg !129
  br label %76, !dbg !130

76:                                               ; preds = %91, %0
  %77 = load i32, i32* %6, align 4, !dbg !131
  %78 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !133
  %79 = getelementptr inbounds %struct.Msg, %struct.Msg* %78, i32 0, i32 0, !dbg !134
  %80 = load i32, i32* %79, align 8, !dbg !134
  %81 = icmp slt i32 %77, %80, !dbg !135
  br i1 %81, label %82, label %94, !dbg !136

82:                                               ; preds = %76
  %83 = load i32, i32* %6, align 4, !dbg !137
  %84 = sitofp i32 %83 to double, !dbg !137
  %85 = fdiv double %84, 4.000000e+00, !dbg !138
  %86 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !139
  %87 = getelementptr inbounds %struct.Msg, %struct.Msg* %86, i32 0, i32 1, !dbg !140
  %88 = load i32, i32* %6, align 4, !dbg !141
  %89 = sext i32 %88 to i64, !dbg !139
  %90 = getelementptr inbounds [0 x double], [0 x double]* %87, i64 0, i64 %89, !dbg !139
  store double %85, double* %90, align 8, !dbg !142
  br label %91, !dbg !139

91:                                               ; preds = %82
  %92 = load i32, i32* %6, align 4, !dbg !143
  %93 = add nsw i32 %92, 1, !dbg !143
  store i32 %93, i32* %6, align 4, !dbg !143
  br label %76, !dbg !144, !llvm.loop !145

94:                                               ; preds = %76
  %95 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !148
  %96 = getelementptr inbounds %struct.Msg, %struct.Msg* %95, i32 0, i32 1, !dbg !149
  %97 = getelementptr inbounds [0 x double], [0 x double]* %96, i64 0, i64 3, !dbg !148
  %98 = load double, double* %97, align 8, !dbg !148
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), double noundef %98), !dbg !150
  %100 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !151
  %101 = bitcast %struct.Msg* %100 to i8*, !dbg !152
  call void @llvm.memset.p0i8.i64(i8* align 8 %101, i8 0, i64 8, i1 false), !dbg !152
  %102 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !153
  %103 = bitcast %struct.Msg* %102 to i8*, !dbg !153
  call void @free(i8* noundef %103), !dbg !154
  call void @llvm.dbg.declare(metadata i32** %7, metadata !155, metadata !DIExpression()), !dbg !156
  %104 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0, !dbg !157
  %105 = bitcast [8 x i32]* %8 to i8*, !dbg !157
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %105, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i64 32, i1 false), !dbg !157
  %106 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0, !dbg !158
  store i32* %106, i32** %7, align 8, !dbg !156
  %107 = load i32*, i32** %7, align 8, !dbg !159
  %108 = bitcast i32* %107 to i8*, !dbg !159
  call void @sort(i8* noundef %108, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc), !dbg !160
  %109 = load i32*, i32** %7, align 8, !dbg !161
  %110 = getelementptr inbounds i32, i32* %109, i64 0, !dbg !161
  %111 = load i32, i32* %110, align 4, !dbg !161
  %112 = load i32*, i32** %7, align 8, !dbg !162
  %113 = getelementptr inbounds i32, i32* %112, i64 1, !dbg !162
  %114 = load i32, i32* %113, align 4, !dbg !162
  %115 = load i32*, i32** %7, align 8, !dbg !163
  %116 = getelementptr inbounds i32, i32* %115, i64 7, !dbg !163
  %117 = load i32, i32* %116, align 4, !dbg !163
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef %111, i32 noundef %114, i32 noundef %117), !dbg !164
  call void @llvm.dbg.declare(metadata %struct.Flags** %9, metadata !165, metadata !DIExpression()), !dbg !167
  %119 = bitcast %struct.Flags* %10 to i16*, !dbg !168
  %120 = load i16, i16* %119, align 8, !dbg !168
  %121 = and i16 %120, -2, !dbg !168
  %122 = or i16 %121, 0, !dbg !168
  store i16 %122, i16* %119, align 8, !dbg !168
  %123 = bitcast %struct.Flags* %10 to i16*, !dbg !168
  %124 = load i16, i16* %123, align 8, !dbg !168
  %125 = and i16 %124, -15, !dbg !168
  %126 = or i16 %125, 4, !dbg !168
  store i16 %126, i16* %123, align 8, !dbg !168
  %127 = bitcast %struct.Flags* %10 to i16*, !dbg !168
  %128 = load i16, i16* %127, align 8, !dbg !168
  %129 = and i16 %128, -497, !dbg !168
  %130 = or i16 %129, 0, !dbg !168
  store i16 %130, i16* %127, align 8, !dbg !168
  %131 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1, !dbg !168
  %132 = bitcast i40* %131 to i64*, !dbg !168
  %133 = load i64, i64* %132, align 8, !dbg !168
  %134 = and i64 %133, -1099511627776, !dbg !168
  %135 = or i64 %134, 0, !dbg !168
  store i64 %135, i64* %132, align 8, !dbg !168
  store %struct.Flags* %10, %struct.Flags** %9, align 8, !dbg !167
  %136 = load %struct.Flags*, %struct.Flags** %9, align 8, !dbg !169
  %137 = bitcast %struct.Flags* %136 to i16*, !dbg !170
  %138 = load i16, i16* %137, align 8, !dbg !170
  %139 = lshr i16 %138, 1, !dbg !170
  %140 = and i16 %139, 7, !dbg !170
  %141 = zext i16 %140 to i32, !dbg !170
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef %141), !dbg !171
  %143 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0)), !dbg !172
  call void @llvm.dbg.declare(metadata i32* %11, metadata !173, metadata !DIExpression()), !dbg !175
  store i32 3, i32* %11, align 4, !dbg !175
  call void @llvm.dbg.declare(metadata i32* %12, metadata !176, metadata !DIExpression()), !dbg !175
  store i32 8, i32* %12, align 4, !dbg !175
  %144 = load i32, i32* %11, align 4, !dbg !175
  %145 = load i32, i32* %12, align 4, !dbg !175
  %146 = icmp sgt i32 %144, %145, !dbg !175
  br i1 %146, label %147, label %149, !dbg !175

147:                                              ; preds = %94
  %148 = load i32, i32* %11, align 4, !dbg !175
  br label %151, !dbg !175

149:                                              ; preds = %94
  %150 = load i32, i32* %12, align 4, !dbg !175
  br label %151, !dbg !175

151:                                              ; preds = %149, %147
  %152 = phi i32 [ %148, %147 ], [ %150, %149 ], !dbg !175
  store i32 %152, i32* %13, align 4, !dbg !175
  %153 = load i32, i32* %13, align 4, !dbg !175
  call void @llvm.dbg.declare(metadata double* %14, metadata !177, metadata !DIExpression()), !dbg !179
  store double 2.500000e+00, double* %14, align 8, !dbg !179
  call void @llvm.dbg.declare(metadata double* %15, metadata !180, metadata !DIExpression()), !dbg !179
  store double -1.000000e+00, double* %15, align 8, !dbg !179
  %154 = load double, double* %14, align 8, !dbg !179
  %155 = load double, double* %15, align 8, !dbg !179
  %156 = fcmp ogt double %154, %155, !dbg !179
  br i1 %156, label %157, label %159, !dbg !179

157:                                              ; preds = %151
  %158 = load double, double* %14, align 8, !dbg !179
  br label %161, !dbg !179

159:                                              ; preds = %151
  %160 = load double, double* %15, align 8, !dbg !179
  br label %161, !dbg !179

161:                                              ; preds = %159, %157
  %162 = phi double [ %158, %157 ], [ %160, %159 ], !dbg !179
  store double %162, double* %16, align 8, !dbg !179
  %163 = load double, double* %16, align 8, !dbg !179
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i32 noundef %153, double noundef %163), !dbg !181
  call void @llvm.dbg.declare(metadata i32* %17, metadata !182, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.declare(metadata i32* %18, metadata !184, metadata !DIExpression()), !dbg !185
  %165 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !186
  %166 = extractvalue { i32, i1 } %165, 1, !dbg !186
  %167 = extractvalue { i32, i1 } %165, 0, !dbg !186
  store i32 %167, i32* %17, align 4, !dbg !186
  %168 = zext i1 %166 to i32, !dbg !186
  store i32 %168, i32* %18, align 4, !dbg !185
  call void @llvm.dbg.declare(metadata i64* %19, metadata !187, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.declare(metadata i32* %20, metadata !189, metadata !DIExpression()), !dbg !190
  %169 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !191
  %170 = extractvalue { i64, i1 } %169, 1, !dbg !191
  %171 = extractvalue { i64, i1 } %169, 0, !dbg !191
  store i64 %171, i64* %19, align 8, !dbg !191
  %172 = zext i1 %170 to i32, !dbg !191
  store i32 %172, i32* %20, align 4, !dbg !190
  %173 = load i32, i32* %18, align 4, !dbg !192
  %174 = load i32, i32* %17, align 4, !dbg !193
  %175 = load i32, i32* %20, align 4, !dbg !194
  %176 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i32 noundef %173, i32 noundef %174, i32 noundef %175), !dbg !195
  call void @llvm.dbg.declare(metadata { double, double }* %21, metadata !196, metadata !DIExpression()), !dbg !198
  %177 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !198
  %178 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !198
  store double 1.000000e+00, double* %177, align 8, !dbg !198
  store double 2.000000e+00, double* %178, align 8, !dbg !198
  call void @llvm.dbg.declare(metadata { double, double }* %22, metadata !199, metadata !DIExpression()), !dbg !200
  %179 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !201
  %180 = load double, double* %179, align 8, !dbg !201
  %181 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !201
  %182 = load double, double* %181, align 8, !dbg !201
  %183 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !202
  %184 = load double, double* %183, align 8, !dbg !202
  %185 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !202
  %186 = load double, double* %185, align 8, !dbg !202
  %187 = fmul double %180, %184, !dbg !203
  %188 = fmul double %182, %186, !dbg !203
  %189 = fmul double %180, %186, !dbg !203
  %190 = fmul double %182, %184, !dbg !203
  %191 = fsub double %187, %188, !dbg !203
  %192 = fadd double %189, %190, !dbg !203
  %193 = fcmp uno double %191, %191, !dbg !203
  br i1 %193, label %194, label %200, !dbg !203, !prof !204

194:                                              ; preds = %161
  %195 = fcmp uno double %192, %192, !dbg !203
  br i1 %195, label %196, label %200, !dbg !203, !prof !204

196:                                              ; preds = %194
  %197 = call { double, double } @__muldc3(double noundef %180, double noundef %182, double noundef %184, double noundef %186) #8, !dbg !203
  %198 = extractvalue { double, double } %197, 0, !dbg !203
  %199 = extractvalue { double, double } %197, 1, !dbg !203
  br label %200, !dbg !203

200:                                              ; preds = %196, %194, %161
  %201 = phi double [ %191, %161 ], [ %191, %194 ], [ %198, %196 ], !dbg !203
  %202 = phi double [ %192, %161 ], [ %192, %194 ], [ %199, %196 ], !dbg !203
  %203 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !200
  %204 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !200
  store double %201, double* %203, align 8, !dbg !200
  store double %202, double* %204, align 8, !dbg !200
  %205 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !205
  %206 = load double, double* %205, align 8, !dbg !205
  %207 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !206
  %208 = load double, double* %207, align 8, !dbg !206
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i64 0, i64 0), double noundef %206, double noundef %208), !dbg !207
  call void @llvm.dbg.declare(metadata { float, float }* %23, metadata !208, metadata !DIExpression()), !dbg !210
  %210 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !210
  %211 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !210
  store float 1.000000e+00, float* %210, align 4, !dbg !210
  store float -1.000000e+00, float* %211, align 4, !dbg !210
  %212 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !211
  %213 = load float, float* %212, align 4, !dbg !211
  %214 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !211
  %215 = load float, float* %214, align 4, !dbg !211
  %216 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !212
  %217 = load float, float* %216, align 4, !dbg !212
  %218 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !212
  %219 = load float, float* %218, align 4, !dbg !212
  %220 = fadd float %217, 1.000000e+00, !dbg !213
  %221 = call <2 x float> @__divsc3(float noundef %213, float noundef %215, float noundef %220, float noundef %219) #8, !dbg !214
  %222 = bitcast { float, float }* %24 to <2 x float>*, !dbg !214
  store <2 x float> %221, <2 x float>* %222, align 4, !dbg !214
  %223 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !214
  %224 = load float, float* %223, align 4, !dbg !214
  %225 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !214
  %226 = load float, float* %225, align 4, !dbg !214
  %227 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !215
  %228 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !215
  store float %224, float* %227, align 4, !dbg !215
  store float %226, float* %228, align 4, !dbg !215
  %229 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !216
  %230 = load float, float* %229, align 4, !dbg !216
  %231 = fpext float %230 to double, !dbg !217
  %232 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !218
  %233 = load float, float* %232, align 4, !dbg !218
  %234 = fpext float %233 to double, !dbg !219
  %235 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i64 0, i64 0), double noundef %231, double noundef %234), !dbg !220
  %236 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4, !dbg !221
  %237 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i64 0, i64 2), align 8, !dbg !222
  %238 = add nsw i32 %236, %237, !dbg !223
  %239 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 1, i32 0), align 16, !dbg !224
  %240 = getelementptr inbounds %struct.Self, %struct.Self* %239, i32 0, i32 1, !dbg !225
  %241 = load i32*, i32** %240, align 8, !dbg !225
  %242 = load i32, i32* %241, align 4, !dbg !226
  %243 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 0, i32 0), align 16, !dbg !227
  %244 = getelementptr inbounds %struct.Self, %struct.Self* %243, i32 0, i32 1, !dbg !228
  %245 = load i32*, i32** %244, align 8, !dbg !228
  %246 = load i32, i32* %245, align 4, !dbg !229
  %247 = load void ()*, void ()** @hook, align 8, !dbg !230
  %248 = icmp eq void ()* %247, null, !dbg !231
  %249 = zext i1 %248 to i32, !dbg !231
  %250 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0), i32 noundef %238, i64 noundef 32, i32 noundef %242, i32 noundef %246, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i64 1), i32 noundef %249), !dbg !232
  %251 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i64 2), align 8, !dbg !233
  %252 = fpext float %251 to double, !dbg !233
  %253 = load i32, i32* @ctor_ran, align 4, !dbg !234
  %254 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i64 0, i64 0), double noundef %252, i32 noundef 32, i32 noundef %253), !dbg !235
  %255 = call i32 @vla_sum(i32 noundef 12), !dbg !236
  %256 = call i64 @ackermann(i64 noundef 2, i64 noundef 3), !dbg !237
  %257 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i64 0, i64 0), i32 noundef %255, i64 noundef %256), !dbg !238
  ret i32 0, !dbg !239
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @printf(i8* noundef, ...) #4

declare i8* @malloc(i64 noundef) #4

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

declare void @free(i8* noundef) #4

; Function Attrs: noinline optnone uwtable
define internal void @sort(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i8*, i8*)* noundef %3) #6 !dbg !240 {
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i8*, i8*)*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !249, metadata !DIExpression()), !dbg !250
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !251, metadata !DIExpression()), !dbg !252
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !253, metadata !DIExpression()), !dbg !254
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %8, align 8
  call void @llvm.dbg.declare(metadata i32 (i8*, i8*)** %8, metadata !255, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.declare(metadata i8** %9, metadata !257, metadata !DIExpression()), !dbg !259
  %13 = load i8*, i8** %5, align 8, !dbg !260
  store i8* %13, i8** %9, align 8, !dbg !259
  call void @llvm.dbg.declare(metadata [64 x i8]* %10, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.declare(metadata i32* %11, metadata !266, metadata !DIExpression()), !dbg !268
  store i32 1, i32* %11, align 4, !dbg !268
  br label %14, !dbg !269

14:                                               ; preds = %81, %4
  %15 = load i32, i32* %11, align 4, !dbg !270
  %16 = load i32, i32* %6, align 4, !dbg !272
  %17 = icmp slt i32 %15, %16, !dbg !273
  br i1 %17, label %18, label %84, !dbg !274

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %12, metadata !275, metadata !DIExpression()), !dbg !277
  %19 = load i32, i32* %11, align 4, !dbg !278
  store i32 %19, i32* %12, align 4, !dbg !277
  br label %20, !dbg !279

20:                                               ; preds = %77, %18
  %21 = load i32, i32* %12, align 4, !dbg !280
  %22 = icmp sgt i32 %21, 0, !dbg !282
  br i1 %22, label %23, label %40, !dbg !283

23:                                               ; preds = %20
  %24 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %8, align 8, !dbg !284
  %25 = load i8*, i8** %9, align 8, !dbg !285
  %26 = load i32, i32* %12, align 4, !dbg !286
  %27 = sub nsw i32 %26, 1, !dbg !287
  %28 = load i32, i32* %7, align 4, !dbg !288
  %29 = mul nsw i32 %27, %28, !dbg !289
  %30 = sext i32 %29 to i64, !dbg !290
  %31 = getelementptr inbounds i8, i8* %25, i64 %30, !dbg !290
  %32 = load i8*, i8** %9, align 8, !dbg !291
  %33 = load i32, i32* %12, align 4, !dbg !292
  %34 = load i32, i32* %7, align 4, !dbg !293
  %35 = mul nsw i32 %33, %34, !dbg !294
  %36 = sext i32 %35 to i64, !dbg !295
  %37 = getelementptr inbounds i8, i8* %32, i64 %36, !dbg !295
  %38 = call i32 %24(i8* noundef %31, i8* noundef %37), !dbg !284
  %39 = icmp sgt i32 %38, 0, !dbg !296
  br label %40

40:                                               ; preds = %23, %20
  %41 = phi i1 [ false, %20 ], [ %39, %23 ], !dbg !297
  br i1 %41, label %42, label %80, !dbg !298

42:                                               ; preds = %40
  %43 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0, !dbg !299
  %44 = load i8*, i8** %9, align 8, !dbg !301
  %45 = load i32, i32* %12, align 4, !dbg !302
  %46 = load i32, i32* %7, align 4, !dbg !303
  %47 = mul nsw i32 %45, %46, !dbg !304
  %48 = sext i32 %47 to i64, !dbg !305
  %49 = getelementptr inbounds i8, i8* %44, i64 %48, !dbg !305
  %50 = load i32, i32* %7, align 4, !dbg !306
  %51 = sext i32 %50 to i64, !dbg !306
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %43, i8* align 1 %49, i64 %51, i1 false), !dbg !299
  %52 = load i8*, i8** %9, align 8, !dbg !307
  %53 = load i32, i32* %12, align 4, !dbg !308
  %54 = load i32, i32* %7, align 4, !dbg !309
  %55 = mul nsw i32 %53, %54, !dbg !310
  %56 = sext i32 %55 to i64, !dbg !311
  %57 = getelementptr inbounds i8, i8* %52, i64 %56, !dbg !311
  %58 = load i8*, i8** %9, align 8, !dbg !312
  %59 = load i32, i32* %12, align 4, !dbg !313
  %60 = sub nsw i32 %59, 1, !dbg !314
  %61 = load i32, i32* %7, align 4, !dbg !315
  %62 = mul nsw i32 %60, %61, !dbg !316
  %63 = sext i32 %62 to i64, !dbg !317
  %64 = getelementptr inbounds i8, i8* %58, i64 %63, !dbg !317
  %65 = load i32, i32* %7, align 4, !dbg !318
  %66 = sext i32 %65 to i64, !dbg !318
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %57, i8* align 1 %64, i64 %66, i1 false), !dbg !319
  %67 = load i8*, i8** %9, align 8, !dbg !320
  %68 = load i32, i32* %12, align 4, !dbg !321
  %69 = sub nsw i32 %68, 1, !dbg !322
  %70 = load i32, i32* %7, align 4, !dbg !323
  %71 = mul nsw i32 %69, %70, !dbg !324
  %72 = sext i32 %71 to i64, !dbg !325
  %73 = getelementptr inbounds i8, i8* %67, i64 %72, !dbg !325
  %74 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0, !dbg !326
  %75 = load i32, i32* %7, align 4, !dbg !327
  %76 = sext i32 %75 to i64, !dbg !327
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %73, i8* align 16 %74, i64 %76, i1 false), !dbg !326
  br label %77, !dbg !328

77:                                               ; preds = %42
  %78 = load i32, i32* %12, align 4, !dbg !329
  %79 = add nsw i32 %78, -1, !dbg !329
  store i32 %79, i32* %12, align 4, !dbg !329
  br label %20, !dbg !330, !llvm.loop !331

80:                                               ; preds = %40
  br label %81, !dbg !332

81:                                               ; preds = %80
  %82 = load i32, i32* %11, align 4, !dbg !333
  %83 = add nsw i32 %82, 1, !dbg !333
  store i32 %83, i32* %11, align 4, !dbg !333
  br label %14, !dbg !334, !llvm.loop !335

84:                                               ; preds = %14
  ret void, !dbg !337
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 !dbg !338 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !339, metadata !DIExpression()), !dbg !340
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !341, metadata !DIExpression()), !dbg !342
  %5 = load i8*, i8** %4, align 8, !dbg !343
  %6 = bitcast i8* %5 to i32*, !dbg !344
  %7 = load i32, i32* %6, align 4, !dbg !345
  %8 = load i8*, i8** %3, align 8, !dbg !346
  %9 = bitcast i8* %8 to i32*, !dbg !347
  %10 = load i32, i32* %9, align 4, !dbg !348
  %11 = sub nsw i32 %7, %10, !dbg !349
  ret i32 %11, !dbg !350
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

declare { double, double } @__muldc3(double, double, double, double)

declare <2 x float> @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !351 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !354, metadata !DIExpression()), !dbg !355
  %10 = load i32, i32* %2, align 4, !dbg !356
  %11 = zext i32 %10 to i64, !dbg !357
  %12 = call i8* @llvm.stacksave(), !dbg !357
  store i8* %12, i8** %3, align 8, !dbg !357
  %13 = alloca i32, i64 %11, align 16, !dbg !357
  store i64 %11, i64* %4, align 8, !dbg !357
  call void @llvm.dbg.declare(metadata i64* %4, metadata !358, metadata !DIExpression()), !dbg !360
  call void @llvm.dbg.declare(metadata i32* %13, metadata !361, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.declare(metadata i32* %5, metadata !366, metadata !DIExpression()), !dbg !368
  store i32 0, i32* %5, align 4, !dbg !368
  br label %14, !dbg !369

14:                                               ; preds = %25, %1
  %15 = load i32, i32* %5, align 4, !dbg !370
  %16 = load i32, i32* %2, align 4, !dbg !372
  %17 = icmp slt i32 %15, %16, !dbg !373
  br i1 %17, label %18, label %28, !dbg !374

18:                                               ; preds = %14
  %19 = load i32, i32* %5, align 4, !dbg !375
  %20 = load i32, i32* %5, align 4, !dbg !376
  %21 = mul nsw i32 %19, %20, !dbg !377
  %22 = load i32, i32* %5, align 4, !dbg !378
  %23 = sext i32 %22 to i64, !dbg !379
  %24 = getelementptr inbounds i32, i32* %13, i64 %23, !dbg !379
  store i32 %21, i32* %24, align 4, !dbg !380
  br label %25, !dbg !379

25:                                               ; preds = %18
  %26 = load i32, i32* %5, align 4, !dbg !381
  %27 = add nsw i32 %26, 1, !dbg !381
  store i32 %27, i32* %5, align 4, !dbg !381
  br label %14, !dbg !382, !llvm.loop !383

28:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %6, metadata !385, metadata !DIExpression()), !dbg !386
  store i32 0, i32* %6, align 4, !dbg !386
  call void @llvm.dbg.declare(metadata i32* %7, metadata !387, metadata !DIExpression()), !dbg !389
  store i32 0, i32* %7, align 4, !dbg !389
  br label %29, !dbg !390

29:                                               ; preds = %53, %28
  %30 = load i32, i32* %7, align 4, !dbg !391
  %31 = load i32, i32* %2, align 4, !dbg !393
  %32 = icmp slt i32 %30, %31, !dbg !394
  br i1 %32, label %33, label %56, !dbg !395

33:                                               ; preds = %29
  %34 = load i32, i32* %7, align 4, !dbg !396
  %35 = add nsw i32 %34, 1, !dbg !398
  %36 = zext i32 %35 to i64, !dbg !399
  %37 = call i8* @llvm.stacksave(), !dbg !399
  store i8* %37, i8** %8, align 8, !dbg !399
  %38 = alloca i32, i64 %36, align 16, !dbg !399
  store i64 %36, i64* %9, align 8, !dbg !399
  call void @llvm.dbg.declare(metadata i64* %9, metadata !400, metadata !DIExpression()), !dbg !401
  call void @llvm.dbg.declare(metadata i32* %38, metadata !402, metadata !DIExpression()), !dbg !406
  %39 = load i32, i32* %7, align 4, !dbg !407
  %40 = sext i32 %39 to i64, !dbg !408
  %41 = getelementptr inbounds i32, i32* %13, i64 %40, !dbg !408
  %42 = load i32, i32* %41, align 4, !dbg !408
  %43 = load i32, i32* %7, align 4, !dbg !409
  %44 = sext i32 %43 to i64, !dbg !410
  %45 = getelementptr inbounds i32, i32* %38, i64 %44, !dbg !410
  store i32 %42, i32* %45, align 4, !dbg !411
  %46 = load i32, i32* %7, align 4, !dbg !412
  %47 = sext i32 %46 to i64, !dbg !413
  %48 = getelementptr inbounds i32, i32* %38, i64 %47, !dbg !413
  %49 = load i32, i32* %48, align 4, !dbg !413
  %50 = load i32, i32* %6, align 4, !dbg !414
  %51 = add nsw i32 %50, %49, !dbg !414
  store i32 %51, i32* %6, align 4, !dbg !414
  %52 = load i8*, i8** %8, align 8, !dbg !415
  call void @llvm.stackrestore(i8* %52), !dbg !415
  br label %53, !dbg !416

53:                                               ; preds = %33
  %54 = load i32, i32* %7, align 4, !dbg !417
  %55 = add nsw i32 %54, 1, !dbg !417
  store i32 %55, i32* %7, align 4, !dbg !417
  br label %29, !dbg !418, !llvm.loop !419

56:                                               ; preds = %29
  %57 = load i32, i32* %6, align 4, !dbg !421
  %58 = load i8*, i8** %3, align 8, !dbg !422
  call void @llvm.stackrestore(i8* %58), !dbg !422
  ret i32 %57, !dbg !422
}

; Function Attrs: noinline optnone uwtable
define internal i64 @ackermann(i64 noundef %0, i64 noundef %1) #6 !dbg !423 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !426, metadata !DIExpression()), !dbg !427
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !428, metadata !DIExpression()), !dbg !429
  %6 = load i64, i64* %4, align 8, !dbg !430
  %7 = icmp eq i64 %6, 0, !dbg !432
  %8 = zext i1 %7 to i32, !dbg !432
  %9 = sext i32 %8 to i64, !dbg !430
  %10 = icmp ne i64 %9, 0, !dbg !433
  br i1 %10, label %11, label %14, !dbg !434

11:                                               ; preds = %2
  %12 = load i64, i64* %5, align 8, !dbg !435
  %13 = add i64 %12, 1, !dbg !436
  store i64 %13, i64* %3, align 8, !dbg !437
  br label %29, !dbg !437

14:                                               ; preds = %2
  %15 = load i64, i64* %5, align 8, !dbg !438
  %16 = icmp eq i64 %15, 0, !dbg !440
  br i1 %16, label %17, label %21, !dbg !441

17:                                               ; preds = %14
  %18 = load i64, i64* %4, align 8, !dbg !442
  %19 = sub i64 %18, 1, !dbg !443
  %20 = call i64 @ackermann(i64 noundef %19, i64 noundef 1), !dbg !444
  store i64 %20, i64* %3, align 8, !dbg !445
  br label %29, !dbg !445

21:                                               ; preds = %14
  %22 = load i64, i64* %4, align 8, !dbg !446
  %23 = sub i64 %22, 1, !dbg !447
  %24 = load i64, i64* %4, align 8, !dbg !448
  %25 = load i64, i64* %5, align 8, !dbg !449
  %26 = sub i64 %25, 1, !dbg !450
  %27 = call i64 @ackermann(i64 noundef %24, i64 noundef %26), !dbg !451
  %28 = call i64 @ackermann(i64 noundef %23, i64 noundef %27), !dbg !452
  store i64 %28, i64* %3, align 8, !dbg !453
  br label %29, !dbg !453

29:                                               ; preds = %21, %17, %11
  %30 = load i64, i64* %3, align 8, !dbg !454
  ret i64 %30, !dbg !454
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #7

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "465a5be03be041c39b6d55a76aacd0aa")
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
!19 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
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
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 7, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 1}
!62 = !{i32 7, !"frame-pointer", i32 2}
!63 = !{!"Debian clang version 14.0.6"}
!64 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !65)
!65 = !{}
!66 = !DILocation(line: 45, column: 75, scope: !64)
!67 = !DILocation(line: 45, column: 81, scope: !64)
!68 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !65)
!69 = !DILocation(line: 46, column: 69, scope: !68)
!70 = !DILocation(line: 46, column: 76, scope: !68)
!71 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !65)
!72 = !DILocation(line: 47, column: 60, scope: !71)
!73 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !74, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!74 = !DISubroutineType(types: !75)
!75 = !{!6}
!76 = !DILocalVariable(name: "f", scope: !73, file: !3, line: 85, type: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !78)
!78 = !{!79, !81, !82, !83}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !77, file: !3, line: 15, baseType: !80, size: 1, flags: DIFlagBitField, extraData: i64 0)
!80 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !77, file: !3, line: 16, baseType: !80, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !77, file: !3, line: 17, baseType: !6, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !77, file: !3, line: 19, baseType: !5, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!84 = !DILocation(line: 85, column: 16, scope: !73)
!85 = !DILocation(line: 86, column: 5, scope: !73)
!86 = !DILocation(line: 86, column: 11, scope: !73)
!87 = !DILocation(line: 87, column: 45, scope: !73)
!88 = !DILocation(line: 87, column: 54, scope: !73)
!89 = !DILocation(line: 87, column: 62, scope: !73)
!90 = !DILocation(line: 87, column: 91, scope: !73)
!91 = !DILocation(line: 87, column: 3, scope: !73)
!92 = !DILocalVariable(name: "bytes", scope: !73, file: !3, line: 89, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 56, elements: !95)
!94 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!95 = !{!96}
!96 = !DISubrange(count: 7)
!97 = !DILocation(line: 89, column: 17, scope: !73)
!98 = !DILocalVariable(name: "wire", scope: !73, file: !3, line: 90, type: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !100)
!100 = !{!101, !102, !103}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !99, file: !3, line: 23, baseType: !25, size: 8)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !99, file: !3, line: 24, baseType: !6, size: 32, offset: 8)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !99, file: !3, line: 25, baseType: !104, size: 16, offset: 40)
!104 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!105 = !DILocation(line: 90, column: 15, scope: !73)
!106 = !DILocation(line: 91, column: 3, scope: !73)
!107 = !DILocation(line: 92, column: 42, scope: !73)
!108 = !DILocation(line: 92, column: 37, scope: !73)
!109 = !DILocation(line: 92, column: 53, scope: !73)
!110 = !DILocation(line: 92, column: 79, scope: !73)
!111 = !DILocation(line: 92, column: 58, scope: !73)
!112 = !DILocation(line: 92, column: 3, scope: !73)
!113 = !DILocalVariable(name: "m", scope: !73, file: !3, line: 94, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !116)
!116 = !{!117, !118}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !115, file: !3, line: 29, baseType: !6, size: 32)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !115, file: !3, line: 30, baseType: !119, offset: 64)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: -1)
!122 = !DILocation(line: 94, column: 15, scope: !73)
!123 = !DILocation(line: 94, column: 19, scope: !73)
!124 = !DILocation(line: 95, column: 3, scope: !73)
!125 = !DILocation(line: 95, column: 6, scope: !73)
!126 = !DILocation(line: 95, column: 8, scope: !73)
!127 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 96, type: !6)
!128 = distinct !DILexicalBlock(scope: !73, file: !3, line: 96, column: 3)
!129 = !DILocation(line: 96, column: 12, scope: !128)
!130 = !DILocation(line: 96, column: 8, scope: !128)
!131 = !DILocation(line: 96, column: 19, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !3, line: 96, column: 3)
!133 = !DILocation(line: 96, column: 23, scope: !132)
!134 = !DILocation(line: 96, column: 26, scope: !132)
!135 = !DILocation(line: 96, column: 21, scope: !132)
!136 = !DILocation(line: 96, column: 3, scope: !128)
!137 = !DILocation(line: 96, column: 47, scope: !132)
!138 = !DILocation(line: 96, column: 49, scope: !132)
!139 = !DILocation(line: 96, column: 34, scope: !132)
!140 = !DILocation(line: 96, column: 37, scope: !132)
!141 = !DILocation(line: 96, column: 42, scope: !132)
!142 = !DILocation(line: 96, column: 45, scope: !132)
!143 = !DILocation(line: 96, column: 29, scope: !132)
!144 = !DILocation(line: 96, column: 3, scope: !132)
!145 = distinct !{!145, !136, !146, !147}
!146 = !DILocation(line: 96, column: 51, scope: !128)
!147 = !{!"llvm.loop.mustprogress"}
!148 = !DILocation(line: 97, column: 24, scope: !73)
!149 = !DILocation(line: 97, column: 27, scope: !73)
!150 = !DILocation(line: 97, column: 3, scope: !73)
!151 = !DILocation(line: 98, column: 20, scope: !73)
!152 = !DILocation(line: 98, column: 3, scope: !73)
!153 = !DILocation(line: 99, column: 8, scope: !73)
!154 = !DILocation(line: 99, column: 3, scope: !73)
!155 = !DILocalVariable(name: "lit", scope: !73, file: !3, line: 101, type: !15)
!156 = !DILocation(line: 101, column: 8, scope: !73)
!157 = !DILocation(line: 101, column: 21, scope: !73)
!158 = !DILocation(line: 101, column: 14, scope: !73)
!159 = !DILocation(line: 102, column: 8, scope: !73)
!160 = !DILocation(line: 102, column: 3, scope: !73)
!161 = !DILocation(line: 103, column: 31, scope: !73)
!162 = !DILocation(line: 103, column: 39, scope: !73)
!163 = !DILocation(line: 103, column: 47, scope: !73)
!164 = !DILocation(line: 103, column: 3, scope: !73)
!165 = !DILocalVariable(name: "fp", scope: !73, file: !3, line: 104, type: !166)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!167 = !DILocation(line: 104, column: 17, scope: !73)
!168 = !DILocation(line: 104, column: 37, scope: !73)
!169 = !DILocation(line: 105, column: 27, scope: !73)
!170 = !DILocation(line: 105, column: 31, scope: !73)
!171 = !DILocation(line: 105, column: 3, scope: !73)
!172 = !DILocation(line: 107, column: 3, scope: !73)
!173 = !DILocalVariable(name: "_a", scope: !174, file: !3, line: 108, type: !6)
!174 = distinct !DILexicalBlock(scope: !73, file: !3, line: 108, column: 33)
!175 = !DILocation(line: 108, column: 33, scope: !174)
!176 = !DILocalVariable(name: "_b", scope: !174, file: !3, line: 108, type: !6)
!177 = !DILocalVariable(name: "_a", scope: !178, file: !3, line: 108, type: !8)
!178 = distinct !DILexicalBlock(scope: !73, file: !3, line: 108, column: 44)
!179 = !DILocation(line: 108, column: 44, scope: !178)
!180 = !DILocalVariable(name: "_b", scope: !178, file: !3, line: 108, type: !8)
!181 = !DILocation(line: 108, column: 3, scope: !73)
!182 = !DILocalVariable(name: "res", scope: !73, file: !3, line: 110, type: !6)
!183 = !DILocation(line: 110, column: 7, scope: !73)
!184 = !DILocalVariable(name: "ovf", scope: !73, file: !3, line: 111, type: !6)
!185 = !DILocation(line: 111, column: 7, scope: !73)
!186 = !DILocation(line: 111, column: 13, scope: !73)
!187 = !DILocalVariable(name: "ures", scope: !73, file: !3, line: 112, type: !5)
!188 = !DILocation(line: 112, column: 22, scope: !73)
!189 = !DILocalVariable(name: "uovf", scope: !73, file: !3, line: 113, type: !6)
!190 = !DILocation(line: 113, column: 7, scope: !73)
!191 = !DILocation(line: 113, column: 14, scope: !73)
!192 = !DILocation(line: 114, column: 33, scope: !73)
!193 = !DILocation(line: 114, column: 38, scope: !73)
!194 = !DILocation(line: 114, column: 43, scope: !73)
!195 = !DILocation(line: 114, column: 3, scope: !73)
!196 = !DILocalVariable(name: "z", scope: !73, file: !3, line: 116, type: !197)
!197 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!198 = !DILocation(line: 116, column: 19, scope: !73)
!199 = !DILocalVariable(name: "z2", scope: !73, file: !3, line: 117, type: !197)
!200 = !DILocation(line: 117, column: 19, scope: !73)
!201 = !DILocation(line: 117, column: 24, scope: !73)
!202 = !DILocation(line: 117, column: 28, scope: !73)
!203 = !DILocation(line: 117, column: 26, scope: !73)
!204 = !{!"branch_weights", i32 1, i32 1048575}
!205 = !DILocation(line: 118, column: 33, scope: !73)
!206 = !DILocation(line: 118, column: 46, scope: !73)
!207 = !DILocation(line: 118, column: 3, scope: !73)
!208 = !DILocalVariable(name: "fz", scope: !73, file: !3, line: 119, type: !209)
!209 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!210 = !DILocation(line: 119, column: 18, scope: !73)
!211 = !DILocation(line: 120, column: 8, scope: !73)
!212 = !DILocation(line: 120, column: 14, scope: !73)
!213 = !DILocation(line: 120, column: 17, scope: !73)
!214 = !DILocation(line: 120, column: 11, scope: !73)
!215 = !DILocation(line: 120, column: 6, scope: !73)
!216 = !DILocation(line: 121, column: 42, scope: !73)
!217 = !DILocation(line: 121, column: 34, scope: !73)
!218 = !DILocation(line: 121, column: 63, scope: !73)
!219 = !DILocation(line: 121, column: 55, scope: !73)
!220 = !DILocation(line: 121, column: 3, scope: !73)
!221 = !DILocation(line: 123, column: 42, scope: !73)
!222 = !DILocation(line: 123, column: 49, scope: !73)
!223 = !DILocation(line: 123, column: 47, scope: !73)
!224 = !DILocation(line: 123, column: 74, scope: !73)
!225 = !DILocation(line: 123, column: 80, scope: !73)
!226 = !DILocation(line: 123, column: 65, scope: !73)
!227 = !DILocation(line: 123, column: 95, scope: !73)
!228 = !DILocation(line: 123, column: 101, scope: !73)
!229 = !DILocation(line: 123, column: 86, scope: !73)
!230 = !DILocation(line: 124, column: 20, scope: !73)
!231 = !DILocation(line: 124, column: 25, scope: !73)
!232 = !DILocation(line: 123, column: 3, scope: !73)
!233 = !DILocation(line: 125, column: 39, scope: !73)
!234 = !DILocation(line: 125, column: 86, scope: !73)
!235 = !DILocation(line: 125, column: 3, scope: !73)
!236 = !DILocation(line: 126, column: 30, scope: !73)
!237 = !DILocation(line: 126, column: 43, scope: !73)
!238 = !DILocation(line: 126, column: 3, scope: !73)
!239 = !DILocation(line: 127, column: 3, scope: !73)
!240 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !241, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !65)
!241 = !DISubroutineType(types: !242)
!242 = !{null, !243, !6, !6, !244}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!245 = !DISubroutineType(types: !246)
!246 = !{!6, !247, !247}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!249 = !DILocalVariable(name: "base", arg: 1, scope: !240, file: !3, line: 66, type: !243)
!250 = !DILocation(line: 66, column: 24, scope: !240)
!251 = !DILocalVariable(name: "n", arg: 2, scope: !240, file: !3, line: 66, type: !6)
!252 = !DILocation(line: 66, column: 34, scope: !240)
!253 = !DILocalVariable(name: "size", arg: 3, scope: !240, file: !3, line: 66, type: !6)
!254 = !DILocation(line: 66, column: 41, scope: !240)
!255 = !DILocalVariable(name: "cmp", arg: 4, scope: !240, file: !3, line: 66, type: !244)
!256 = !DILocation(line: 66, column: 53, scope: !240)
!257 = !DILocalVariable(name: "b", scope: !240, file: !3, line: 67, type: !258)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!259 = !DILocation(line: 67, column: 9, scope: !240)
!260 = !DILocation(line: 67, column: 13, scope: !240)
!261 = !DILocalVariable(name: "tmp", scope: !240, file: !3, line: 68, type: !262)
!262 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !263)
!263 = !{!264}
!264 = !DISubrange(count: 64)
!265 = !DILocation(line: 68, column: 8, scope: !240)
!266 = !DILocalVariable(name: "i", scope: !267, file: !3, line: 69, type: !6)
!267 = distinct !DILexicalBlock(scope: !240, file: !3, line: 69, column: 3)
!268 = !DILocation(line: 69, column: 12, scope: !267)
!269 = !DILocation(line: 69, column: 8, scope: !267)
!270 = !DILocation(line: 69, column: 19, scope: !271)
!271 = distinct !DILexicalBlock(scope: !267, file: !3, line: 69, column: 3)
!272 = !DILocation(line: 69, column: 23, scope: !271)
!273 = !DILocation(line: 69, column: 21, scope: !271)
!274 = !DILocation(line: 69, column: 3, scope: !267)
!275 = !DILocalVariable(name: "j", scope: !276, file: !3, line: 70, type: !6)
!276 = distinct !DILexicalBlock(scope: !271, file: !3, line: 70, column: 5)
!277 = !DILocation(line: 70, column: 14, scope: !276)
!278 = !DILocation(line: 70, column: 18, scope: !276)
!279 = !DILocation(line: 70, column: 10, scope: !276)
!280 = !DILocation(line: 70, column: 21, scope: !281)
!281 = distinct !DILexicalBlock(scope: !276, file: !3, line: 70, column: 5)
!282 = !DILocation(line: 70, column: 23, scope: !281)
!283 = !DILocation(line: 70, column: 27, scope: !281)
!284 = !DILocation(line: 70, column: 30, scope: !281)
!285 = !DILocation(line: 70, column: 34, scope: !281)
!286 = !DILocation(line: 70, column: 39, scope: !281)
!287 = !DILocation(line: 70, column: 41, scope: !281)
!288 = !DILocation(line: 70, column: 48, scope: !281)
!289 = !DILocation(line: 70, column: 46, scope: !281)
!290 = !DILocation(line: 70, column: 36, scope: !281)
!291 = !DILocation(line: 70, column: 54, scope: !281)
!292 = !DILocation(line: 70, column: 58, scope: !281)
!293 = !DILocation(line: 70, column: 62, scope: !281)
!294 = !DILocation(line: 70, column: 60, scope: !281)
!295 = !DILocation(line: 70, column: 56, scope: !281)
!296 = !DILocation(line: 70, column: 68, scope: !281)
!297 = !DILocation(line: 0, scope: !281)
!298 = !DILocation(line: 70, column: 5, scope: !276)
!299 = !DILocation(line: 71, column: 7, scope: !300)
!300 = distinct !DILexicalBlock(scope: !281, file: !3, line: 70, column: 78)
!301 = !DILocation(line: 71, column: 29, scope: !300)
!302 = !DILocation(line: 71, column: 33, scope: !300)
!303 = !DILocation(line: 71, column: 37, scope: !300)
!304 = !DILocation(line: 71, column: 35, scope: !300)
!305 = !DILocation(line: 71, column: 31, scope: !300)
!306 = !DILocation(line: 71, column: 43, scope: !300)
!307 = !DILocation(line: 72, column: 24, scope: !300)
!308 = !DILocation(line: 72, column: 28, scope: !300)
!309 = !DILocation(line: 72, column: 32, scope: !300)
!310 = !DILocation(line: 72, column: 30, scope: !300)
!311 = !DILocation(line: 72, column: 26, scope: !300)
!312 = !DILocation(line: 72, column: 38, scope: !300)
!313 = !DILocation(line: 72, column: 43, scope: !300)
!314 = !DILocation(line: 72, column: 45, scope: !300)
!315 = !DILocation(line: 72, column: 52, scope: !300)
!316 = !DILocation(line: 72, column: 50, scope: !300)
!317 = !DILocation(line: 72, column: 40, scope: !300)
!318 = !DILocation(line: 72, column: 58, scope: !300)
!319 = !DILocation(line: 72, column: 7, scope: !300)
!320 = !DILocation(line: 73, column: 24, scope: !300)
!321 = !DILocation(line: 73, column: 29, scope: !300)
!322 = !DILocation(line: 73, column: 31, scope: !300)
!323 = !DILocation(line: 73, column: 38, scope: !300)
!324 = !DILocation(line: 73, column: 36, scope: !300)
!325 = !DILocation(line: 73, column: 26, scope: !300)
!326 = !DILocation(line: 73, column: 7, scope: !300)
!327 = !DILocation(line: 73, column: 49, scope: !300)
!328 = !DILocation(line: 74, column: 5, scope: !300)
!329 = !DILocation(line: 70, column: 73, scope: !281)
!330 = !DILocation(line: 70, column: 5, scope: !281)
!331 = distinct !{!331, !298, !332, !147}
!332 = !DILocation(line: 74, column: 5, scope: !276)
!333 = !DILocation(line: 69, column: 26, scope: !271)
!334 = !DILocation(line: 69, column: 3, scope: !271)
!335 = distinct !{!335, !274, !336, !147}
!336 = !DILocation(line: 74, column: 5, scope: !267)
!337 = !DILocation(line: 75, column: 1, scope: !240)
!338 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !245, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !65)
!339 = !DILocalVariable(name: "a", arg: 1, scope: !338, file: !3, line: 76, type: !247)
!340 = !DILocation(line: 76, column: 37, scope: !338)
!341 = !DILocalVariable(name: "b", arg: 2, scope: !338, file: !3, line: 76, type: !247)
!342 = !DILocation(line: 76, column: 52, scope: !338)
!343 = !DILocation(line: 76, column: 78, scope: !338)
!344 = !DILocation(line: 76, column: 65, scope: !338)
!345 = !DILocation(line: 76, column: 64, scope: !338)
!346 = !DILocation(line: 76, column: 96, scope: !338)
!347 = !DILocation(line: 76, column: 83, scope: !338)
!348 = !DILocation(line: 76, column: 82, scope: !338)
!349 = !DILocation(line: 76, column: 80, scope: !338)
!350 = !DILocation(line: 76, column: 57, scope: !338)
!351 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !352, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !65)
!352 = !DISubroutineType(types: !353)
!353 = !{!6, !6}
!354 = !DILocalVariable(name: "n", arg: 1, scope: !351, file: !3, line: 54, type: !6)
!355 = !DILocation(line: 54, column: 24, scope: !351)
!356 = !DILocation(line: 55, column: 9, scope: !351)
!357 = !DILocation(line: 55, column: 3, scope: !351)
!358 = !DILocalVariable(name: "__vla_expr0", scope: !351, type: !359, flags: DIFlagArtificial)
!359 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!360 = !DILocation(line: 0, scope: !351)
!361 = !DILocalVariable(name: "v", scope: !351, file: !3, line: 55, type: !362)
!362 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !363)
!363 = !{!364}
!364 = !DISubrange(count: !358)
!365 = !DILocation(line: 55, column: 7, scope: !351)
!366 = !DILocalVariable(name: "i", scope: !367, file: !3, line: 56, type: !6)
!367 = distinct !DILexicalBlock(scope: !351, file: !3, line: 56, column: 3)
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
!383 = distinct !{!383, !374, !384, !147}
!384 = !DILocation(line: 56, column: 42, scope: !367)
!385 = !DILocalVariable(name: "s", scope: !351, file: !3, line: 57, type: !6)
!386 = !DILocation(line: 57, column: 7, scope: !351)
!387 = !DILocalVariable(name: "i", scope: !388, file: !3, line: 58, type: !6)
!388 = distinct !DILexicalBlock(scope: !351, file: !3, line: 58, column: 3)
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
!400 = !DILocalVariable(name: "__vla_expr1", scope: !397, type: !359, flags: DIFlagArtificial)
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
!419 = distinct !{!419, !395, !420, !147}
!420 = !DILocation(line: 62, column: 3, scope: !388)
!421 = !DILocation(line: 63, column: 10, scope: !351)
!422 = !DILocation(line: 64, column: 1, scope: !351)
!423 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !424, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !65)
!424 = !DISubroutineType(types: !425)
!425 = !{!359, !359, !359}
!426 = !DILocalVariable(name: "m", arg: 1, scope: !423, file: !3, line: 78, type: !359)
!427 = !DILocation(line: 78, column: 46, scope: !423)
!428 = !DILocalVariable(name: "n", arg: 2, scope: !423, file: !3, line: 78, type: !359)
!429 = !DILocation(line: 78, column: 63, scope: !423)
!430 = !DILocation(line: 79, column: 24, scope: !431)
!431 = distinct !DILexicalBlock(scope: !423, file: !3, line: 79, column: 7)
!432 = !DILocation(line: 79, column: 26, scope: !431)
!433 = !DILocation(line: 79, column: 7, scope: !431)
!434 = !DILocation(line: 79, column: 7, scope: !423)
!435 = !DILocation(line: 79, column: 43, scope: !431)
!436 = !DILocation(line: 79, column: 45, scope: !431)
!437 = !DILocation(line: 79, column: 36, scope: !431)
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
