; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.NoThrow = type { i8 }
%struct.Error = type { ptr, i32, ptr }
%struct.IoError = type { %struct.Error, i32 }
%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

$_ZN7NoThrow1fEi = comdat any

$_ZN6TracerC2Ei = comdat any

$_ZN5ErrorC2EiPKc = comdat any

$_ZN5ErrorD2Ev = comdat any

$_ZN7IoErrorC2Eii = comdat any

$_ZN7IoErrorD2Ev = comdat any

$_ZN6TracerD2Ev = comdat any

$_ZN5ErrorD0Ev = comdat any

$_ZNK5Error4kindEv = comdat any

$_ZN7IoErrorD0Ev = comdat any

$_ZNK7IoError4kindEv = comdat any

$_ZN6HolderC2Ei = comdat any

$_ZN6HolderD2Ev = comdat any

$_ZN6Holder5checkEi = comdat any

$_ZTS7IoError = comdat any

$_ZTS5Error = comdat any

$_ZTI5Error = comdat any

$_ZTI7IoError = comdat any

$_ZTSP5Error = comdat any

$_ZTIP5Error = comdat any

$_ZTS6Tracer = comdat any

$_ZTI6Tracer = comdat any

$_ZTV5Error = comdat any

$_ZTV7IoError = comdat any

@.str = private unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", align 1, !dbg !0
@_ZL6g_live = internal global i32 0, align 4, !dbg !8
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1, !dbg !40
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1, !dbg !45
@_ZL13rethrow_count = internal global i32 0, align 4, !dbg !96
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1, !dbg !50
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1, !dbg !55
@_ZL6g_nlog = internal global i32 0, align 4, !dbg !98
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !60
@_ZL5g_log = internal global [64 x i32] zeroinitializer, align 16, !dbg !100
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1, !dbg !65
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !70
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1, !dbg !75
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7IoError = linkonce_odr hidden constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr hidden constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Error }, comdat, align 4
@_ZTI7IoError = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, comdat, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr hidden constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, comdat, align 4
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1, !dbg !77
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !82
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1, !dbg !84
@_ZTS6Tracer = linkonce_odr hidden constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Tracer }, comdat, align 4
@_ZTV5Error = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1, !dbg !89
@_ZTV7IoError = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1, !dbg !91

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 !dbg !109 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !113, !DIExpression(), !114)
  store i32 0, ptr %2, align 4, !dbg !114
    #dbg_declare(ptr %3, !115, !DIExpression(), !117)
  store i32 0, ptr %3, align 4, !dbg !117
  br label %7, !dbg !118

7:                                                ; preds = %20, %0
  %8 = load i32, ptr %3, align 4, !dbg !119
  %9 = icmp sle i32 %8, 7, !dbg !121
  br i1 %9, label %10, label %23, !dbg !122

10:                                               ; preds = %7
    #dbg_declare(ptr %4, !123, !DIExpression(), !125)
  %11 = load i32, ptr %3, align 4, !dbg !126
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11), !dbg !127
  store i32 %12, ptr %4, align 4, !dbg !125
  %13 = load i32, ptr %3, align 4, !dbg !128
  %14 = load i32, ptr %4, align 4, !dbg !129
  %15 = load i32, ptr @_ZL6g_live, align 4, !dbg !130
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !131
  %17 = load i32, ptr %4, align 4, !dbg !132
  %18 = load i32, ptr %2, align 4, !dbg !133
  %19 = add nsw i32 %18, %17, !dbg !133
  store i32 %19, ptr %2, align 4, !dbg !133
  br label %20, !dbg !134

20:                                               ; preds = %10
  %21 = load i32, ptr %3, align 4, !dbg !135
  %22 = add nsw i32 %21, 1, !dbg !135
  store i32 %22, ptr %3, align 4, !dbg !135
  br label %7, !dbg !136, !llvm.loop !137

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !140
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !141
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %24, i32 noundef %25), !dbg !142
  %27 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !143
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %27), !dbg !144
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5), !dbg !145
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4), !dbg !146
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %29, i32 noundef %30), !dbg !147
    #dbg_declare(ptr %5, !148, !DIExpression(), !155)
  %32 = call noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #10, !dbg !156
  %33 = load i32, ptr %2, align 4, !dbg !157
  %34 = add nsw i32 %33, %32, !dbg !157
  store i32 %34, ptr %2, align 4, !dbg !157
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !158
    #dbg_declare(ptr %6, !159, !DIExpression(), !161)
  store i32 0, ptr %6, align 4, !dbg !161
  br label %36, !dbg !162

36:                                               ; preds = %45, %23
  %37 = load i32, ptr %6, align 4, !dbg !163
  %38 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !165
  %39 = icmp slt i32 %37, %38, !dbg !166
  br i1 %39, label %40, label %48, !dbg !167

40:                                               ; preds = %36
  %41 = load i32, ptr %6, align 4, !dbg !168
  %42 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %41, !dbg !169
  %43 = load i32, ptr %42, align 4, !dbg !169
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %43), !dbg !170
  br label %45, !dbg !170

45:                                               ; preds = %40
  %46 = load i32, ptr %6, align 4, !dbg !171
  %47 = add nsw i32 %46, 1, !dbg !171
  store i32 %47, ptr %6, align 4, !dbg !171
  br label %36, !dbg !172, !llvm.loop !173

48:                                               ; preds = %36
  %49 = load i32, ptr %2, align 4, !dbg !175
  %50 = load i32, ptr @_ZL6g_live, align 4, !dbg !176
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %49, i32 noundef %50), !dbg !177
  %52 = load i32, ptr @_ZL6g_live, align 4, !dbg !178
  %53 = icmp eq i32 %52, 0, !dbg !179
  %54 = zext i1 %53 to i64, !dbg !178
  %55 = select i1 %53, ptr @.str.7, ptr @.str.8, !dbg !178
  %56 = call i32 @puts(ptr noundef %55), !dbg !180
  ret i32 0, !dbg !181
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 !dbg !182 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !183, !DIExpression(), !184)
  %12 = load i32, ptr %3, align 4, !dbg !185
  invoke void @_ZL7throweri(i32 noundef %12)
          to label %104 unwind label %13, !dbg !187

13:                                               ; preds = %1
  %14 = catchswitch within none [label %15] unwind to caller, !dbg !188

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @_ZTIi, ptr @_ZTId, ptr @_ZTI7IoError, ptr @_ZTI5Error, ptr @_ZTIP5Error, ptr @_ZTIPKc, ptr null], !dbg !188
  %17 = call ptr @llvm.wasm.get.exception(token %16), !dbg !188
  store ptr %17, ptr %4, align 4, !dbg !188
  %18 = call i32 @llvm.wasm.get.ehselector(token %16), !dbg !188
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #10, !dbg !188
  %20 = icmp eq i32 %18, %19, !dbg !188
  br i1 %20, label %21, label %27, !dbg !188

21:                                               ; preds = %15
    #dbg_declare(ptr %11, !189, !DIExpression(), !190)
  %22 = load ptr, ptr %4, align 4, !dbg !191
  %23 = call ptr @__cxa_begin_catch(ptr %22) #10 [ "funclet"(token %16) ], !dbg !191
  %24 = load i32, ptr %23, align 4, !dbg !191
  store i32 %24, ptr %11, align 4, !dbg !191
  %25 = load i32, ptr %11, align 4, !dbg !193
  %26 = add nsw i32 100, %25, !dbg !195
  store i32 %26, ptr %2, align 4, !dbg !196
  call void @__cxa_end_catch() #10 [ "funclet"(token %16) ], !dbg !197
  catchret from %16 to label %114, !dbg !197

27:                                               ; preds = %15
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #10, !dbg !188
  %29 = icmp eq i32 %18, %28, !dbg !188
  br i1 %29, label %30, label %38, !dbg !188

30:                                               ; preds = %27
    #dbg_declare(ptr %10, !198, !DIExpression(), !200)
  %31 = load ptr, ptr %4, align 4, !dbg !201
  %32 = call ptr @__cxa_begin_catch(ptr %31) #10 [ "funclet"(token %16) ], !dbg !201
  %33 = load double, ptr %32, align 8, !dbg !201
  store double %33, ptr %10, align 8, !dbg !201
  %34 = load double, ptr %10, align 8, !dbg !203
  %35 = fmul double %34, 2.000000e+00, !dbg !204
  %36 = fptosi double %35 to i32, !dbg !205
  %37 = add nsw i32 200, %36, !dbg !206
  store i32 %37, ptr %2, align 4, !dbg !207
  call void @__cxa_end_catch() #10 [ "funclet"(token %16) ], !dbg !191
  catchret from %16 to label %113, !dbg !191

38:                                               ; preds = %27
  %39 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #10, !dbg !188
  %40 = icmp eq i32 %18, %39, !dbg !188
  br i1 %40, label %41, label %53, !dbg !188

41:                                               ; preds = %38
    #dbg_declare(ptr %9, !208, !DIExpression(), !243)
  %42 = load ptr, ptr %4, align 4, !dbg !244
  %43 = call ptr @__cxa_begin_catch(ptr %42) #10 [ "funclet"(token %16) ], !dbg !244
  store ptr %43, ptr %9, align 4, !dbg !244
  %44 = load ptr, ptr %9, align 4, !dbg !246
  %45 = getelementptr inbounds %struct.Error, ptr %44, i32 0, i32 1, !dbg !247
  %46 = load i32, ptr %45, align 4, !dbg !247
  %47 = mul nsw i32 %46, 10, !dbg !248
  %48 = add nsw i32 300, %47, !dbg !249
  %49 = load ptr, ptr %9, align 4, !dbg !250
  %50 = getelementptr inbounds %struct.IoError, ptr %49, i32 0, i32 1, !dbg !251
  %51 = load i32, ptr %50, align 4, !dbg !251
  %52 = add nsw i32 %48, %51, !dbg !252
  store i32 %52, ptr %2, align 4, !dbg !253
  call void @__cxa_end_catch() [ "funclet"(token %16) ], !dbg !201
  catchret from %16 to label %112, !dbg !201

53:                                               ; preds = %38
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #10, !dbg !188
  %55 = icmp eq i32 %18, %54, !dbg !188
  br i1 %55, label %56, label %70, !dbg !188

56:                                               ; preds = %53
    #dbg_declare(ptr %8, !254, !DIExpression(), !256)
  %57 = load ptr, ptr %4, align 4, !dbg !257
  %58 = call ptr @__cxa_begin_catch(ptr %57) #10 [ "funclet"(token %16) ], !dbg !257
  store ptr %58, ptr %8, align 4, !dbg !257
  %59 = load ptr, ptr %8, align 4, !dbg !259
  %60 = getelementptr inbounds %struct.Error, ptr %59, i32 0, i32 1, !dbg !260
  %61 = load i32, ptr %60, align 4, !dbg !260
  %62 = add nsw i32 400, %61, !dbg !261
  %63 = load ptr, ptr %8, align 4, !dbg !262
  %64 = load ptr, ptr %63, align 4, !dbg !263
  %65 = getelementptr inbounds ptr, ptr %64, i64 2, !dbg !263
  %66 = load ptr, ptr %65, align 4, !dbg !263
  %67 = invoke noundef i32 %66(ptr noundef nonnull align 4 dereferenceable(12) %63) [ "funclet"(token %16) ]
          to label %68 unwind label %108, !dbg !263

68:                                               ; preds = %56
  %69 = add nsw i32 %62, %67, !dbg !264
  store i32 %69, ptr %2, align 4, !dbg !265
  call void @__cxa_end_catch() [ "funclet"(token %16) ], !dbg !244
  catchret from %16 to label %111, !dbg !244

70:                                               ; preds = %53
  %71 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP5Error) #10, !dbg !188
  %72 = icmp eq i32 %18, %71, !dbg !188
  br i1 %72, label %73, label %88, !dbg !188

73:                                               ; preds = %70
    #dbg_declare(ptr %6, !266, !DIExpression(), !268)
  %74 = load ptr, ptr %4, align 4, !dbg !269
  %75 = call ptr @__cxa_begin_catch(ptr %74) #10 [ "funclet"(token %16) ], !dbg !269
  store ptr %75, ptr %6, align 4, !dbg !269
    #dbg_declare(ptr %7, !271, !DIExpression(), !272)
  %76 = load ptr, ptr %6, align 4, !dbg !273
  %77 = getelementptr inbounds %struct.Error, ptr %76, i32 0, i32 1, !dbg !274
  %78 = load i32, ptr %77, align 4, !dbg !274
  %79 = add nsw i32 500, %78, !dbg !275
  store i32 %79, ptr %7, align 4, !dbg !272
  %80 = load ptr, ptr %6, align 4, !dbg !276
  %81 = icmp eq ptr %80, null, !dbg !277
  br i1 %81, label %86, label %82, !dbg !277

82:                                               ; preds = %73
  %83 = load ptr, ptr %80, align 4, !dbg !277
  %84 = getelementptr inbounds ptr, ptr %83, i64 1, !dbg !277
  %85 = load ptr, ptr %84, align 4, !dbg !277
  call void %85(ptr noundef nonnull align 4 dereferenceable(12) %80) #10 [ "funclet"(token %16) ], !dbg !277
  br label %86, !dbg !277

86:                                               ; preds = %82, %73
  %87 = load i32, ptr %7, align 4, !dbg !278
  store i32 %87, ptr %2, align 4, !dbg !279
  call void @__cxa_end_catch() #10 [ "funclet"(token %16) ], !dbg !257
  catchret from %16 to label %107, !dbg !257

88:                                               ; preds = %70
  %89 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #10, !dbg !188
  %90 = icmp eq i32 %18, %89, !dbg !188
  br i1 %90, label %91, label %101, !dbg !188

91:                                               ; preds = %88
    #dbg_declare(ptr %5, !280, !DIExpression(), !281)
  %92 = load ptr, ptr %4, align 4, !dbg !282
  %93 = call ptr @__cxa_begin_catch(ptr %92) #10 [ "funclet"(token %16) ], !dbg !282
  store ptr %93, ptr %5, align 4, !dbg !282
  %94 = load ptr, ptr %5, align 4, !dbg !284
  %95 = getelementptr inbounds i8, ptr %94, i32 0, !dbg !284
  %96 = load i8, ptr %95, align 1, !dbg !284
  %97 = sext i8 %96 to i32, !dbg !284
  %98 = icmp eq i32 %97, 99, !dbg !285
  %99 = zext i1 %98 to i32, !dbg !286
  %100 = add nsw i32 600, %99, !dbg !287
  store i32 %100, ptr %2, align 4, !dbg !288
  call void @__cxa_end_catch() #10 [ "funclet"(token %16) ], !dbg !269
  catchret from %16 to label %106, !dbg !269

101:                                              ; preds = %88
  %102 = load ptr, ptr %4, align 4, !dbg !188
  %103 = call ptr @__cxa_begin_catch(ptr %102) #10 [ "funclet"(token %16) ], !dbg !188
  store i32 999, ptr %2, align 4, !dbg !289
  call void @__cxa_end_catch() [ "funclet"(token %16) ], !dbg !282
  catchret from %16 to label %105, !dbg !282

104:                                              ; preds = %1
  br label %115, !dbg !188

105:                                              ; preds = %101
  br label %116

106:                                              ; preds = %91
  br label %116

107:                                              ; preds = %86
  br label %116

108:                                              ; preds = %56
  %109 = cleanuppad within %16 [], !dbg !244
  invoke void @__cxa_end_catch() [ "funclet"(token %109) ]
          to label %110 unwind label %118, !dbg !244

110:                                              ; preds = %108
  cleanupret from %109 unwind to caller, !dbg !244

111:                                              ; preds = %68
  br label %116

112:                                              ; preds = %41
  br label %116

113:                                              ; preds = %30
  br label %116

114:                                              ; preds = %21
  br label %116

115:                                              ; preds = %104
  store i32 0, ptr %2, align 4, !dbg !290
  br label %116, !dbg !290

116:                                              ; preds = %115, %114, %113, %112, %111, %107, %106, %105
  %117 = load i32, ptr %2, align 4, !dbg !291
  ret i32 %117, !dbg !291

118:                                              ; preds = %108
  %119 = cleanuppad within %109 [], !dbg !244
  call void @_ZSt9terminatev() #11 [ "funclet"(token %119) ], !dbg !244
  unreachable, !dbg !244
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 !dbg !292 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !293, !DIExpression(), !294)
    #dbg_declare(ptr %3, !295, !DIExpression(), !296)
  store i32 0, ptr %3, align 4, !dbg !296
  %7 = load i32, ptr %2, align 4, !dbg !297
  invoke void @_ZL6middlei(i32 noundef %7)
          to label %54 unwind label %8, !dbg !300

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %29, !dbg !301

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @_ZTIi], !dbg !301
  %12 = call ptr @llvm.wasm.get.exception(token %11), !dbg !301
  store ptr %12, ptr %4, align 4, !dbg !301
  %13 = call i32 @llvm.wasm.get.ehselector(token %11), !dbg !301
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #10, !dbg !301
  %15 = icmp eq i32 %13, %14, !dbg !301
  br i1 %15, label %16, label %28, !dbg !301

16:                                               ; preds = %10
    #dbg_declare(ptr %5, !302, !DIExpression(), !303)
  %17 = load ptr, ptr %4, align 4, !dbg !301
  %18 = call ptr @__cxa_begin_catch(ptr %17) #10 [ "funclet"(token %11) ], !dbg !301
  %19 = load i32, ptr %18, align 4, !dbg !301
  store i32 %19, ptr %5, align 4, !dbg !301
  %20 = load i32, ptr %5, align 4, !dbg !304
  %21 = load i32, ptr %3, align 4, !dbg !306
  %22 = add nsw i32 %21, %20, !dbg !306
  store i32 %22, ptr %3, align 4, !dbg !306
  %23 = call ptr @__cxa_allocate_exception(i32 12) #10 [ "funclet"(token %11) ], !dbg !307
  %24 = load i32, ptr %5, align 4, !dbg !308
  %25 = add nsw i32 %24, 1, !dbg !309
  %26 = invoke noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %23, i32 noundef %25, ptr noundef @.str.13) [ "funclet"(token %11) ]
          to label %27 unwind label %55, !dbg !310

27:                                               ; preds = %16
  invoke void @__cxa_throw(ptr %23, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #8 [ "funclet"(token %11) ]
          to label %59 unwind label %57, !dbg !307

28:                                               ; preds = %10
  invoke void @llvm.wasm.rethrow() #8 [ "funclet"(token %11) ]
          to label %59 unwind label %29, !dbg !311

29:                                               ; preds = %28, %57, %8
  %30 = catchswitch within none [label %31] unwind to caller, !dbg !312

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @_ZTI5Error, ptr null], !dbg !312
  %33 = call ptr @llvm.wasm.get.exception(token %32), !dbg !312
  store ptr %33, ptr %4, align 4, !dbg !312
  %34 = call i32 @llvm.wasm.get.ehselector(token %32), !dbg !312
  %35 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #10, !dbg !312
  %36 = icmp eq i32 %34, %35, !dbg !312
  br i1 %36, label %37, label %49, !dbg !312

37:                                               ; preds = %31
    #dbg_declare(ptr %6, !313, !DIExpression(), !314)
  %38 = load ptr, ptr %4, align 4, !dbg !315
  %39 = call ptr @__cxa_begin_catch(ptr %38) #10 [ "funclet"(token %32) ], !dbg !315
  store ptr %39, ptr %6, align 4, !dbg !315
  %40 = load ptr, ptr %6, align 4, !dbg !317
  %41 = getelementptr inbounds %struct.Error, ptr %40, i32 0, i32 1, !dbg !319
  %42 = load i32, ptr %41, align 4, !dbg !319
  %43 = mul nsw i32 %42, 100, !dbg !320
  %44 = load i32, ptr %3, align 4, !dbg !321
  %45 = add nsw i32 %44, %43, !dbg !321
  store i32 %45, ptr %3, align 4, !dbg !321
  call void @__cxa_end_catch() [ "funclet"(token %32) ], !dbg !322
  catchret from %32 to label %46, !dbg !322

46:                                               ; preds = %37
  br label %47, !dbg !322

47:                                               ; preds = %46, %52, %53
  %48 = load i32, ptr %3, align 4, !dbg !323
  ret i32 %48, !dbg !324

49:                                               ; preds = %31
  %50 = load ptr, ptr %4, align 4, !dbg !312
  %51 = call ptr @__cxa_begin_catch(ptr %50) #10 [ "funclet"(token %32) ], !dbg !312
  store i32 -1, ptr %3, align 4, !dbg !325
  call void @__cxa_end_catch() [ "funclet"(token %32) ], !dbg !315
  catchret from %32 to label %52, !dbg !315

52:                                               ; preds = %49
  br label %47, !dbg !315

53:                                               ; preds = %54
  br label %47, !dbg !312

54:                                               ; preds = %1
  br label %53, !dbg !301

55:                                               ; preds = %16
  %56 = cleanuppad within %11 [], !dbg !307
  call void @__cxa_free_exception(ptr %23) #10 [ "funclet"(token %56) ], !dbg !307
  cleanupret from %56 unwind label %57, !dbg !307

57:                                               ; preds = %27, %55
  %58 = cleanuppad within %11 [], !dbg !311
  call void @__cxa_end_catch() #10 [ "funclet"(token %58) ], !dbg !311
  cleanupret from %58 unwind label %29, !dbg !311

59:                                               ; preds = %28, %27
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 !dbg !326 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !327, !DIExpression(), !328)
    #dbg_declare(ptr %4, !329, !DIExpression(), !331)
  %7 = load i32, ptr %3, align 4, !dbg !332
  %8 = invoke noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %7)
          to label %26 unwind label %9, !dbg !331

9:                                                ; preds = %1
  %10 = catchswitch within none [label %11] unwind to caller, !dbg !333

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @_ZTI7IoError], !dbg !333
  %13 = call ptr @llvm.wasm.get.exception(token %12), !dbg !333
  store ptr %13, ptr %5, align 4, !dbg !333
  %14 = call i32 @llvm.wasm.get.ehselector(token %12), !dbg !333
  %15 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #10, !dbg !333
  %16 = icmp eq i32 %14, %15, !dbg !333
  br i1 %16, label %17, label %24, !dbg !333

17:                                               ; preds = %11
    #dbg_declare(ptr %6, !334, !DIExpression(), !335)
  %18 = load ptr, ptr %5, align 4, !dbg !333
  %19 = call ptr @__cxa_begin_catch(ptr %18) #10 [ "funclet"(token %12) ], !dbg !333
  store ptr %19, ptr %6, align 4, !dbg !333
  %20 = load ptr, ptr %6, align 4, !dbg !336
  %21 = getelementptr inbounds %struct.IoError, ptr %20, i32 0, i32 1, !dbg !338
  %22 = load i32, ptr %21, align 4, !dbg !338
  %23 = add nsw i32 -1000, %22, !dbg !339
  store i32 %23, ptr %2, align 4, !dbg !340
  call void @__cxa_end_catch() [ "funclet"(token %12) ], !dbg !341
  catchret from %12 to label %30, !dbg !341

24:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #8 [ "funclet"(token %12) ], !dbg !341
  unreachable, !dbg !341

25:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !341
  unreachable, !dbg !341

26:                                               ; preds = %1
  %27 = getelementptr inbounds %struct.Holder, ptr %4, i32 0, i32 1, !dbg !342
  %28 = load i32, ptr %27, align 4, !dbg !342
  store i32 %28, ptr %2, align 4, !dbg !343
  %29 = call noundef ptr @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #10, !dbg !344
  br label %31

30:                                               ; preds = %17
  br label %31

31:                                               ; preds = %30, %26
  %32 = load i32, ptr %2, align 4, !dbg !345
  ret i32 %32, !dbg !345
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 comdat !dbg !346 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !347, !DIExpression(), !349)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !350, !DIExpression(), !351)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !352
  %7 = add nsw i32 %6, 1, !dbg !353
  ret i32 %7, !dbg !354
}

declare i32 @puts(ptr noundef) #2

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 !dbg !355 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !358, !DIExpression(), !359)
    #dbg_declare(ptr %3, !360, !DIExpression(), !361)
  %4 = load i32, ptr %2, align 4, !dbg !362
  %5 = call noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %4), !dbg !361
  %6 = load i32, ptr %2, align 4, !dbg !363
  switch i32 %6, label %41 [
    i32 0, label %7
    i32 1, label %9
    i32 2, label %11
    i32 3, label %17
    i32 4, label %23
    i32 5, label %33
    i32 6, label %35
  ], !dbg !364

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !365
  store i32 42, ptr %8, align 16, !dbg !365
  invoke void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #8
          to label %47 unwind label %44, !dbg !365

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 8) #10, !dbg !367
  store double 3.500000e+00, ptr %10, align 16, !dbg !367
  invoke void @__cxa_throw(ptr %10, ptr @_ZTId, ptr null) #8
          to label %47 unwind label %44, !dbg !367

11:                                               ; preds = %1
  %12 = call ptr @__cxa_allocate_exception(i32 12) #10, !dbg !368
  %13 = invoke noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %12, i32 noundef 7, ptr noundef @.str.9)
          to label %14 unwind label %15, !dbg !369

14:                                               ; preds = %11
  invoke void @__cxa_throw(ptr %12, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #8
          to label %47 unwind label %44, !dbg !368

15:                                               ; preds = %11
  %16 = cleanuppad within none [], !dbg !368
  call void @__cxa_free_exception(ptr %12) #10 [ "funclet"(token %16) ], !dbg !368
  cleanupret from %16 unwind label %44, !dbg !368

17:                                               ; preds = %1
  %18 = call ptr @__cxa_allocate_exception(i32 16) #10, !dbg !370
  %19 = invoke noundef ptr @_ZN7IoErrorC2Eii(ptr noundef nonnull align 4 dereferenceable(16) %18, i32 noundef 9, i32 noundef 3)
          to label %20 unwind label %21, !dbg !371

20:                                               ; preds = %17
  invoke void @__cxa_throw(ptr %18, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #8
          to label %47 unwind label %44, !dbg !370

21:                                               ; preds = %17
  %22 = cleanuppad within none [], !dbg !370
  call void @__cxa_free_exception(ptr %18) #10 [ "funclet"(token %22) ], !dbg !370
  cleanupret from %22 unwind label %44, !dbg !370

23:                                               ; preds = %1
  %24 = call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !372
  %25 = invoke noalias noundef nonnull ptr @_Znwm(i32 noundef 12) #12
          to label %26 unwind label %31, !dbg !373, !heapallocsite !214

26:                                               ; preds = %23
  %27 = invoke noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 11, ptr noundef @.str.10)
          to label %28 unwind label %29, !dbg !374

28:                                               ; preds = %26
  store ptr %25, ptr %24, align 16, !dbg !372
  invoke void @__cxa_throw(ptr %24, ptr @_ZTIP5Error, ptr null) #8
          to label %47 unwind label %44, !dbg !372

29:                                               ; preds = %26
  %30 = cleanuppad within none [], !dbg !373
  call void @_ZdlPvm(ptr noundef %25, i32 noundef 12) #13 [ "funclet"(token %30) ], !dbg !373
  cleanupret from %30 unwind label %31, !dbg !373

31:                                               ; preds = %29, %23
  %32 = cleanuppad within none [], !dbg !372
  call void @__cxa_free_exception(ptr %24) #10 [ "funclet"(token %32) ], !dbg !372
  cleanupret from %32 unwind label %44, !dbg !372

33:                                               ; preds = %1
  %34 = call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !375
  store ptr @.str.11, ptr %34, align 16, !dbg !375
  invoke void @__cxa_throw(ptr %34, ptr @_ZTIPKc, ptr null) #8
          to label %47 unwind label %44, !dbg !375

35:                                               ; preds = %1
  %36 = call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !376
  %37 = invoke noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %36, i32 noundef 600)
          to label %38 unwind label %39, !dbg !377

38:                                               ; preds = %35
  invoke void @__cxa_throw(ptr %36, ptr @_ZTI6Tracer, ptr @_ZN6TracerD2Ev) #8
          to label %47 unwind label %44, !dbg !376

39:                                               ; preds = %35
  %40 = cleanuppad within none [], !dbg !376
  call void @__cxa_free_exception(ptr %36) #10 [ "funclet"(token %40) ], !dbg !376
  cleanupret from %40 unwind label %44, !dbg !376

41:                                               ; preds = %1
  br label %42, !dbg !378

42:                                               ; preds = %41
  %43 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10, !dbg !379
  ret void, !dbg !379

44:                                               ; preds = %38, %39, %33, %28, %31, %20, %21, %14, %15, %9, %7
  %45 = cleanuppad within none [], !dbg !379
  %46 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10 [ "funclet"(token %45) ], !dbg !379
  cleanupret from %45 unwind to caller, !dbg !379

47:                                               ; preds = %38, %33, %28, %20, %14, %9, %7
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat !dbg !380 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !381, !DIExpression(), !383)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !384, !DIExpression(), !385)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !386
  %7 = load i32, ptr %4, align 4, !dbg !387
  store i32 %7, ptr %6, align 4, !dbg !386
  %8 = load i32, ptr @_ZL6g_live, align 4, !dbg !388
  %9 = add nsw i32 %8, 1, !dbg !388
  store i32 %9, ptr @_ZL6g_live, align 4, !dbg !388
  %10 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !390
  %11 = load i32, ptr %10, align 4, !dbg !390
  call void @_ZL4notei(i32 noundef %11), !dbg !391
  ret ptr %5, !dbg !392
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull returned align 4 dereferenceable(12) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #3 comdat !dbg !393 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !394, !DIExpression(), !395)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !396, !DIExpression(), !397)
  store ptr %2, ptr %6, align 4
    #dbg_declare(ptr %6, !398, !DIExpression(), !399)
  %7 = load ptr, ptr %4, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5Error, i32 0, i32 0, i32 2), ptr %7, align 4, !dbg !400
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1, !dbg !401
  %9 = load i32, ptr %5, align 4, !dbg !402
  store i32 %9, ptr %8, align 4, !dbg !401
  %10 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 2, !dbg !403
  %11 = load ptr, ptr %6, align 4, !dbg !404
  store ptr %11, ptr %10, align 4, !dbg !403
  ret ptr %7, !dbg !405
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #3 comdat !dbg !406 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !407, !DIExpression(), !408)
  %3 = load ptr, ptr %2, align 4
  ret ptr %3, !dbg !409
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7IoErrorC2Eii(ptr noundef nonnull returned align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat !dbg !410 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !411, !DIExpression(), !413)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !414, !DIExpression(), !415)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !416, !DIExpression(), !417)
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4, !dbg !418
  %9 = call noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %8, ptr noundef @.str.12), !dbg !419
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV7IoError, i32 0, i32 0, i32 2), ptr %7, align 4, !dbg !420
  %10 = getelementptr inbounds %struct.IoError, ptr %7, i32 0, i32 1, !dbg !421
  %11 = load i32, ptr %6, align 4, !dbg !422
  store i32 %11, ptr %10, align 4, !dbg !421
  ret ptr %7, !dbg !423
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7IoErrorD2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #3 comdat !dbg !424 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !428, !DIExpression(), !429)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #10, !dbg !430
  ret ptr %3, !dbg !432
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat !dbg !433 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !434, !DIExpression(), !435)
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL6g_live, align 4, !dbg !436
  %5 = add nsw i32 %4, -1, !dbg !436
  store i32 %5, ptr @_ZL6g_live, align 4, !dbg !436
  %6 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0, !dbg !438
  %7 = load i32, ptr %6, align 4, !dbg !438
  %8 = sub nsw i32 0, %7, !dbg !439
  call void @_ZL4notei(i32 noundef %8), !dbg !440
  ret ptr %3, !dbg !441
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL4notei(i32 noundef %0) #3 !dbg !442 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !443, !DIExpression(), !444)
  %3 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !445
  %4 = icmp slt i32 %3, 64, !dbg !447
  br i1 %4, label %5, label %10, !dbg !448

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !449
  %7 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !450
  %8 = add nsw i32 %7, 1, !dbg !450
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !450
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %7, !dbg !451
  store i32 %6, ptr %9, align 4, !dbg !452
  br label %10, !dbg !451

10:                                               ; preds = %5, %1
  ret void, !dbg !453
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat !dbg !454 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !455, !DIExpression(), !456)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #10, !dbg !457
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 12) #13, !dbg !457
  ret void, !dbg !458
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat !dbg !459 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !460, !DIExpression(), !462)
  %3 = load ptr, ptr %2, align 4
  ret i32 1, !dbg !463
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat !dbg !464 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !465, !DIExpression(), !466)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7IoErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %3) #10, !dbg !467
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 16) #13, !dbg !467
  ret void, !dbg !467
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat !dbg !468 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !469, !DIExpression(), !471)
  %3 = load ptr, ptr %2, align 4
  ret i32 2, !dbg !472
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6middlei(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 !dbg !473 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !474, !DIExpression(), !475)
    #dbg_declare(ptr %3, !476, !DIExpression(), !477)
  %5 = load i32, ptr %2, align 4, !dbg !478
  %6 = add nsw i32 50, %5, !dbg !479
  %7 = call noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6), !dbg !477
  %8 = load i32, ptr %2, align 4, !dbg !480
  invoke void @_ZL7throweri(i32 noundef %8)
          to label %20 unwind label %9, !dbg !482

9:                                                ; preds = %1
  %10 = catchswitch within none [label %11] unwind label %26, !dbg !483

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr null], !dbg !483
  %13 = call ptr @llvm.wasm.get.exception(token %12), !dbg !483
  store ptr %13, ptr %4, align 4, !dbg !483
  %14 = call i32 @llvm.wasm.get.ehselector(token %12), !dbg !483
  br label %15, !dbg !483

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 4, !dbg !483
  %17 = call ptr @__cxa_begin_catch(ptr %16) #10 [ "funclet"(token %12) ], !dbg !483
  %18 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !484
  %19 = add nsw i32 %18, 1, !dbg !484
  store i32 %19, ptr @_ZL13rethrow_count, align 4, !dbg !484
  invoke void @__cxa_rethrow() #8 [ "funclet"(token %12) ]
          to label %29 unwind label %21, !dbg !486

20:                                               ; preds = %1
  br label %24, !dbg !483

21:                                               ; preds = %15
  %22 = cleanuppad within %12 [], !dbg !487
  invoke void @__cxa_end_catch() [ "funclet"(token %22) ]
          to label %23 unwind label %30, !dbg !487

23:                                               ; preds = %21
  cleanupret from %22 unwind label %26, !dbg !487

24:                                               ; preds = %20
  %25 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10, !dbg !488
  ret void, !dbg !488

26:                                               ; preds = %23, %9
  %27 = cleanuppad within none [], !dbg !488
  %28 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10 [ "funclet"(token %27) ], !dbg !488
  cleanupret from %27 unwind to caller, !dbg !488

29:                                               ; preds = %15
  unreachable

30:                                               ; preds = %21
  %31 = cleanuppad within %22 [], !dbg !487
  call void @_ZSt9terminatev() #11 [ "funclet"(token %31) ], !dbg !487
  unreachable, !dbg !487
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #8

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 !dbg !489 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !490, !DIExpression(), !492)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !493, !DIExpression(), !494)
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds %struct.Holder, ptr %7, i32 0, i32 0, !dbg !495
  %9 = load i32, ptr %4, align 4, !dbg !496
  %10 = invoke noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9)
          to label %11 unwind label %19, !dbg !495

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Holder, ptr %7, i32 0, i32 1, !dbg !497
  %13 = load i32, ptr %4, align 4, !dbg !498
  %14 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %13)
          to label %15 unwind label %16, !dbg !499

15:                                               ; preds = %11
  store i32 %14, ptr %12, align 4, !dbg !497
  call void @_ZL4notei(i32 noundef 777), !dbg !500
  br label %32, !dbg !502

16:                                               ; preds = %11
  %17 = cleanuppad within none [], !dbg !502
  %18 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #10 [ "funclet"(token %17) ], !dbg !502
  cleanupret from %17 unwind label %19, !dbg !502

19:                                               ; preds = %16, %2
  %20 = catchswitch within none [label %21] unwind to caller, !dbg !502

21:                                               ; preds = %19
  %22 = catchpad within %20 [ptr @_ZTI5Error], !dbg !502
  %23 = call ptr @llvm.wasm.get.exception(token %22), !dbg !502
  store ptr %23, ptr %5, align 4, !dbg !502
  %24 = call i32 @llvm.wasm.get.ehselector(token %22), !dbg !502
  %25 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #10, !dbg !502
  %26 = icmp eq i32 %24, %25, !dbg !502
  br i1 %26, label %27, label %31, !dbg !502

27:                                               ; preds = %21
    #dbg_declare(ptr %6, !503, !DIExpression(), !504)
  %28 = load ptr, ptr %5, align 4, !dbg !502
  %29 = call ptr @__cxa_begin_catch(ptr %28) #10 [ "funclet"(token %22) ], !dbg !502
  store ptr %29, ptr %6, align 4, !dbg !502
  call void @_ZL4notei(i32 noundef 888) [ "funclet"(token %22) ], !dbg !505
  invoke void @__cxa_rethrow() [ "funclet"(token %22) ]
          to label %30 unwind label %33, !dbg !507

30:                                               ; preds = %27
  unreachable, !dbg !507

31:                                               ; preds = %21
  call void @llvm.wasm.rethrow() #8 [ "funclet"(token %22) ], !dbg !507
  unreachable, !dbg !507

32:                                               ; preds = %15
  ret ptr %7, !dbg !508

33:                                               ; preds = %27
  %34 = cleanuppad within %22 [], !dbg !507
  invoke void @__cxa_end_catch() [ "funclet"(token %34) ]
          to label %35 unwind label %36, !dbg !507

35:                                               ; preds = %33
  cleanupret from %34 unwind to caller, !dbg !507

36:                                               ; preds = %33
  %37 = cleanuppad within %34 [], !dbg !507
  call void @_ZSt9terminatev() #11 [ "funclet"(token %37) ], !dbg !507
  unreachable, !dbg !507
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6HolderD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #3 comdat !dbg !509 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !513, !DIExpression(), !514)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0, !dbg !515
  %5 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #10, !dbg !515
  ret ptr %3, !dbg !517
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #9

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #1 comdat personality ptr @__gxx_wasm_personality_v0 !dbg !518 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !519, !DIExpression(), !520)
  %3 = load i32, ptr %2, align 4, !dbg !521
  %4 = icmp slt i32 %3, 0, !dbg !523
  br i1 %4, label %5, label %14, !dbg !524

5:                                                ; preds = %1
  %6 = call ptr @__cxa_allocate_exception(i32 16) #10, !dbg !525
  %7 = load i32, ptr %2, align 4, !dbg !526
  %8 = load i32, ptr %2, align 4, !dbg !527
  %9 = sub nsw i32 0, %8, !dbg !528
  %10 = invoke noundef ptr @_ZN7IoErrorC2Eii(ptr noundef nonnull align 4 dereferenceable(16) %6, i32 noundef %7, i32 noundef %9)
          to label %11 unwind label %12, !dbg !529

11:                                               ; preds = %5
  call void @__cxa_throw(ptr %6, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #8, !dbg !525
  unreachable, !dbg !525

12:                                               ; preds = %5
  %13 = cleanuppad within none [], !dbg !525
  call void @__cxa_free_exception(ptr %6) #10 [ "funclet"(token %13) ], !dbg !525
  cleanupret from %13 unwind to caller, !dbg !525

14:                                               ; preds = %1
  %15 = load i32, ptr %2, align 4, !dbg !530
  %16 = mul nsw i32 %15, 2, !dbg !531
  ret i32 %16, !dbg !532
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { noreturn }
attributes #9 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!105, !106, !107}
!llvm.ident = !{!108}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 28)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "g_live", linkageName: "_ZL6g_live", scope: !10, file: !2, line: 10, type: !12, isLocal: true, isDefinition: true)
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !39, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12, !13, !28}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tracer", file: !2, line: 19, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !14, identifier: "_ZTS6Tracer")
!14 = !{!15, !16, !20, !25}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !13, file: !2, line: 20, baseType: !12, size: 32)
!16 = !DISubprogram(name: "Tracer", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !19, !12}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DISubprogram(name: "Tracer", scope: !13, file: !2, line: 22, type: !21, scopeLine: 22, flags: DIFlagPrototyped, spFlags: 0)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !19, !23}
!23 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !24, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!25 = !DISubprogram(name: "~Tracer", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !19}
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !2, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !29, identifier: "_ZTS6Holder")
!29 = !{!30, !31, !32, !35}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !28, file: !2, line: 109, baseType: !13, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !28, file: !2, line: 110, baseType: !12, size: 32, offset: 32)
!32 = !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !28, file: !2, line: 111, type: !33, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!33 = !DISubroutineType(types: !34)
!34 = !{!12, !12}
!35 = !DISubprogram(name: "Holder", scope: !28, file: !2, line: 115, type: !36, scopeLine: 115, flags: DIFlagPrototyped, spFlags: 0)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !38, !12}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!39 = !{!0, !40, !45, !50, !55, !60, !65, !70, !75, !77, !82, !84, !89, !8, !91, !96, !98, !100}
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 141, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 15)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 142, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 14)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 143, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 16)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 146, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 5)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 4)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 19)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 3)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !57, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 6)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !57, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 9)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !72, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 7)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "rethrow_count", linkageName: "_ZL13rethrow_count", scope: !10, file: !2, line: 77, type: !12, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(name: "g_nlog", linkageName: "_ZL6g_nlog", scope: !10, file: !2, line: 12, type: !12, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "g_log", linkageName: "_ZL5g_log", scope: !10, file: !2, line: 11, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2048, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 64)
!105 = !{i32 7, !"Dwarf Version", i32 4}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!109 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 134, type: !110, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!12}
!112 = !{}
!113 = !DILocalVariable(name: "total", scope: !109, file: !2, line: 135, type: !12)
!114 = !DILocation(line: 135, column: 7, scope: !109)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 136, type: !12)
!116 = distinct !DILexicalBlock(scope: !109, file: !2, line: 136, column: 3)
!117 = !DILocation(line: 136, column: 12, scope: !116)
!118 = !DILocation(line: 136, column: 8, scope: !116)
!119 = !DILocation(line: 136, column: 19, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !2, line: 136, column: 3)
!121 = !DILocation(line: 136, column: 21, scope: !120)
!122 = !DILocation(line: 136, column: 3, scope: !116)
!123 = !DILocalVariable(name: "c", scope: !124, file: !2, line: 137, type: !12)
!124 = distinct !DILexicalBlock(scope: !120, file: !2, line: 136, column: 32)
!125 = !DILocation(line: 137, column: 9, scope: !124)
!126 = !DILocation(line: 137, column: 22, scope: !124)
!127 = !DILocation(line: 137, column: 13, scope: !124)
!128 = !DILocation(line: 138, column: 44, scope: !124)
!129 = !DILocation(line: 138, column: 47, scope: !124)
!130 = !DILocation(line: 138, column: 50, scope: !124)
!131 = !DILocation(line: 138, column: 5, scope: !124)
!132 = !DILocation(line: 139, column: 14, scope: !124)
!133 = !DILocation(line: 139, column: 11, scope: !124)
!134 = !DILocation(line: 140, column: 3, scope: !124)
!135 = !DILocation(line: 136, column: 27, scope: !120)
!136 = !DILocation(line: 136, column: 3, scope: !120)
!137 = distinct !{!137, !122, !138, !139}
!138 = !DILocation(line: 140, column: 3, scope: !116)
!139 = !{!"llvm.loop.mustprogress"}
!140 = !DILocation(line: 141, column: 29, scope: !109)
!141 = !DILocation(line: 141, column: 40, scope: !109)
!142 = !DILocation(line: 141, column: 3, scope: !109)
!143 = !DILocation(line: 142, column: 28, scope: !109)
!144 = !DILocation(line: 142, column: 3, scope: !109)
!145 = !DILocation(line: 143, column: 30, scope: !109)
!146 = !DILocation(line: 143, column: 42, scope: !109)
!147 = !DILocation(line: 143, column: 3, scope: !109)
!148 = !DILocalVariable(name: "nt", scope: !109, file: !2, line: 144, type: !149)
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !2, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !150, identifier: "_ZTS7NoThrow")
!150 = !{!151}
!151 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !149, file: !2, line: 131, type: !152, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!152 = !DISubroutineType(types: !153)
!153 = !{!12, !154, !12}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!155 = !DILocation(line: 144, column: 11, scope: !109)
!156 = !DILocation(line: 145, column: 15, scope: !109)
!157 = !DILocation(line: 145, column: 9, scope: !109)
!158 = !DILocation(line: 146, column: 3, scope: !109)
!159 = !DILocalVariable(name: "i", scope: !160, file: !2, line: 147, type: !12)
!160 = distinct !DILexicalBlock(scope: !109, file: !2, line: 147, column: 3)
!161 = !DILocation(line: 147, column: 12, scope: !160)
!162 = !DILocation(line: 147, column: 8, scope: !160)
!163 = !DILocation(line: 147, column: 19, scope: !164)
!164 = distinct !DILexicalBlock(scope: !160, file: !2, line: 147, column: 3)
!165 = !DILocation(line: 147, column: 23, scope: !164)
!166 = !DILocation(line: 147, column: 21, scope: !164)
!167 = !DILocation(line: 147, column: 3, scope: !160)
!168 = !DILocation(line: 148, column: 25, scope: !164)
!169 = !DILocation(line: 148, column: 19, scope: !164)
!170 = !DILocation(line: 148, column: 5, scope: !164)
!171 = !DILocation(line: 147, column: 31, scope: !164)
!172 = !DILocation(line: 147, column: 3, scope: !164)
!173 = distinct !{!173, !167, !174, !139}
!174 = !DILocation(line: 148, column: 27, scope: !160)
!175 = !DILocation(line: 149, column: 34, scope: !109)
!176 = !DILocation(line: 149, column: 41, scope: !109)
!177 = !DILocation(line: 149, column: 3, scope: !109)
!178 = !DILocation(line: 150, column: 8, scope: !109)
!179 = !DILocation(line: 150, column: 15, scope: !109)
!180 = !DILocation(line: 150, column: 3, scope: !109)
!181 = !DILocation(line: 151, column: 3, scope: !109)
!182 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !2, file: !2, line: 54, type: !33, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !112)
!183 = !DILocalVariable(name: "how", arg: 1, scope: !182, file: !2, line: 54, type: !12)
!184 = !DILocation(line: 54, column: 25, scope: !182)
!185 = !DILocation(line: 56, column: 13, scope: !186)
!186 = distinct !DILexicalBlock(scope: !182, file: !2, line: 55, column: 7)
!187 = !DILocation(line: 56, column: 5, scope: !186)
!188 = !DILocation(line: 57, column: 3, scope: !186)
!189 = !DILocalVariable(name: "v", scope: !182, file: !2, line: 57, type: !12)
!190 = !DILocation(line: 57, column: 16, scope: !182)
!191 = !DILocation(line: 61, column: 3, scope: !192)
!192 = distinct !DILexicalBlock(scope: !182, file: !2, line: 59, column: 22)
!193 = !DILocation(line: 58, column: 18, scope: !194)
!194 = distinct !DILexicalBlock(scope: !182, file: !2, line: 57, column: 19)
!195 = !DILocation(line: 58, column: 16, scope: !194)
!196 = !DILocation(line: 58, column: 5, scope: !194)
!197 = !DILocation(line: 59, column: 3, scope: !194)
!198 = !DILocalVariable(name: "d", scope: !182, file: !2, line: 59, type: !199)
!199 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!200 = !DILocation(line: 59, column: 19, scope: !182)
!201 = !DILocation(line: 63, column: 3, scope: !202)
!202 = distinct !DILexicalBlock(scope: !182, file: !2, line: 61, column: 30)
!203 = !DILocation(line: 60, column: 24, scope: !192)
!204 = !DILocation(line: 60, column: 26, scope: !192)
!205 = !DILocation(line: 60, column: 23, scope: !192)
!206 = !DILocation(line: 60, column: 16, scope: !192)
!207 = !DILocation(line: 60, column: 5, scope: !192)
!208 = !DILocalVariable(name: "e", scope: !182, file: !2, line: 61, type: !209)
!209 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !210, size: 32)
!210 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !211)
!211 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !2, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !212, vtableHolder: !214, identifier: "_ZTS7IoError")
!212 = !{!213, !234, !235, !239}
!213 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !211, baseType: !214, extraData: i32 0)
!214 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !2, line: 26, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !215, vtableHolder: !214, identifier: "_ZTS5Error")
!215 = !{!216, !219, !220, !222, !226, !229}
!216 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !2, file: !2, baseType: !217, size: 32, flags: DIFlagArtificial)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 32)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !110, size: 32)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !214, file: !2, line: 27, baseType: !12, size: 32, offset: 32)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !214, file: !2, line: 28, baseType: !221, size: 32, offset: 64)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!222 = !DISubprogram(name: "Error", scope: !214, file: !2, line: 29, type: !223, scopeLine: 29, flags: DIFlagPrototyped, spFlags: 0)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !225, !12, !221}
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!226 = !DISubprogram(name: "~Error", scope: !214, file: !2, line: 30, type: !227, scopeLine: 30, containingType: !214, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !225}
!229 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !214, file: !2, line: 31, type: !230, scopeLine: 31, containingType: !214, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!230 = !DISubroutineType(types: !231)
!231 = !{!12, !232}
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!233 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !214)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !211, file: !2, line: 35, baseType: !12, size: 32, offset: 96)
!235 = !DISubprogram(name: "IoError", scope: !211, file: !2, line: 36, type: !236, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!236 = !DISubroutineType(types: !237)
!237 = !{null, !238, !12, !12}
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!239 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !211, file: !2, line: 37, type: !240, scopeLine: 37, containingType: !211, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!240 = !DISubroutineType(types: !241)
!241 = !{!12, !242}
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!243 = !DILocation(line: 61, column: 27, scope: !182)
!244 = !DILocation(line: 65, column: 3, scope: !245)
!245 = distinct !DILexicalBlock(scope: !182, file: !2, line: 63, column: 22)
!246 = !DILocation(line: 62, column: 18, scope: !202)
!247 = !DILocation(line: 62, column: 20, scope: !202)
!248 = !DILocation(line: 62, column: 25, scope: !202)
!249 = !DILocation(line: 62, column: 16, scope: !202)
!250 = !DILocation(line: 62, column: 32, scope: !202)
!251 = !DILocation(line: 62, column: 34, scope: !202)
!252 = !DILocation(line: 62, column: 30, scope: !202)
!253 = !DILocation(line: 62, column: 5, scope: !202)
!254 = !DILocalVariable(name: "e", scope: !182, file: !2, line: 63, type: !255)
!255 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !214, size: 32)
!256 = !DILocation(line: 63, column: 19, scope: !182)
!257 = !DILocation(line: 69, column: 3, scope: !258)
!258 = distinct !DILexicalBlock(scope: !182, file: !2, line: 65, column: 22)
!259 = !DILocation(line: 64, column: 18, scope: !245)
!260 = !DILocation(line: 64, column: 20, scope: !245)
!261 = !DILocation(line: 64, column: 16, scope: !245)
!262 = !DILocation(line: 64, column: 27, scope: !245)
!263 = !DILocation(line: 64, column: 29, scope: !245)
!264 = !DILocation(line: 64, column: 25, scope: !245)
!265 = !DILocation(line: 64, column: 5, scope: !245)
!266 = !DILocalVariable(name: "p", scope: !182, file: !2, line: 65, type: !267)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 32)
!268 = !DILocation(line: 65, column: 19, scope: !182)
!269 = !DILocation(line: 71, column: 3, scope: !270)
!270 = distinct !DILexicalBlock(scope: !182, file: !2, line: 69, column: 27)
!271 = !DILocalVariable(name: "r", scope: !258, file: !2, line: 66, type: !12)
!272 = !DILocation(line: 66, column: 9, scope: !258)
!273 = !DILocation(line: 66, column: 19, scope: !258)
!274 = !DILocation(line: 66, column: 22, scope: !258)
!275 = !DILocation(line: 66, column: 17, scope: !258)
!276 = !DILocation(line: 67, column: 12, scope: !258)
!277 = !DILocation(line: 67, column: 5, scope: !258)
!278 = !DILocation(line: 68, column: 12, scope: !258)
!279 = !DILocation(line: 68, column: 5, scope: !258)
!280 = !DILocalVariable(name: "s", scope: !182, file: !2, line: 69, type: !221)
!281 = !DILocation(line: 69, column: 24, scope: !182)
!282 = !DILocation(line: 73, column: 3, scope: !283)
!283 = distinct !DILexicalBlock(scope: !182, file: !2, line: 71, column: 17)
!284 = !DILocation(line: 70, column: 19, scope: !270)
!285 = !DILocation(line: 70, column: 24, scope: !270)
!286 = !DILocation(line: 70, column: 18, scope: !270)
!287 = !DILocation(line: 70, column: 16, scope: !270)
!288 = !DILocation(line: 70, column: 5, scope: !270)
!289 = !DILocation(line: 72, column: 5, scope: !283)
!290 = !DILocation(line: 74, column: 3, scope: !182)
!291 = !DILocation(line: 75, column: 1, scope: !182)
!292 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !2, file: !2, line: 89, type: !33, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !112)
!293 = !DILocalVariable(name: "how", arg: 1, scope: !292, file: !2, line: 89, type: !12)
!294 = !DILocation(line: 89, column: 23, scope: !292)
!295 = !DILocalVariable(name: "r", scope: !292, file: !2, line: 90, type: !12)
!296 = !DILocation(line: 90, column: 7, scope: !292)
!297 = !DILocation(line: 93, column: 14, scope: !298)
!298 = distinct !DILexicalBlock(scope: !299, file: !2, line: 92, column: 9)
!299 = distinct !DILexicalBlock(scope: !292, file: !2, line: 91, column: 7)
!300 = !DILocation(line: 93, column: 7, scope: !298)
!301 = !DILocation(line: 94, column: 5, scope: !298)
!302 = !DILocalVariable(name: "v", scope: !299, file: !2, line: 94, type: !12)
!303 = !DILocation(line: 94, column: 18, scope: !299)
!304 = !DILocation(line: 95, column: 12, scope: !305)
!305 = distinct !DILexicalBlock(scope: !299, file: !2, line: 94, column: 21)
!306 = !DILocation(line: 95, column: 9, scope: !305)
!307 = !DILocation(line: 96, column: 7, scope: !305)
!308 = !DILocation(line: 96, column: 19, scope: !305)
!309 = !DILocation(line: 96, column: 21, scope: !305)
!310 = !DILocation(line: 96, column: 13, scope: !305)
!311 = !DILocation(line: 97, column: 5, scope: !305)
!312 = !DILocation(line: 98, column: 3, scope: !299)
!313 = !DILocalVariable(name: "e", scope: !292, file: !2, line: 98, type: !255)
!314 = !DILocation(line: 98, column: 19, scope: !292)
!315 = !DILocation(line: 102, column: 3, scope: !316)
!316 = distinct !DILexicalBlock(scope: !292, file: !2, line: 100, column: 17)
!317 = !DILocation(line: 99, column: 10, scope: !318)
!318 = distinct !DILexicalBlock(scope: !292, file: !2, line: 98, column: 22)
!319 = !DILocation(line: 99, column: 12, scope: !318)
!320 = !DILocation(line: 99, column: 17, scope: !318)
!321 = !DILocation(line: 99, column: 7, scope: !318)
!322 = !DILocation(line: 100, column: 3, scope: !318)
!323 = !DILocation(line: 103, column: 10, scope: !292)
!324 = !DILocation(line: 103, column: 3, scope: !292)
!325 = !DILocation(line: 101, column: 7, scope: !316)
!326 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !2, file: !2, line: 123, type: !33, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !112)
!327 = !DILocalVariable(name: "x", arg: 1, scope: !326, file: !2, line: 123, type: !12)
!328 = !DILocation(line: 123, column: 24, scope: !326)
!329 = !DILocalVariable(name: "h", scope: !330, file: !2, line: 124, type: !28)
!330 = distinct !DILexicalBlock(scope: !326, file: !2, line: 123, column: 31)
!331 = !DILocation(line: 124, column: 10, scope: !330)
!332 = !DILocation(line: 124, column: 12, scope: !330)
!333 = !DILocation(line: 126, column: 1, scope: !330)
!334 = !DILocalVariable(name: "e", scope: !326, file: !2, line: 126, type: !209)
!335 = !DILocation(line: 126, column: 25, scope: !326)
!336 = !DILocation(line: 127, column: 18, scope: !337)
!337 = distinct !DILexicalBlock(scope: !326, file: !2, line: 126, column: 28)
!338 = !DILocation(line: 127, column: 20, scope: !337)
!339 = !DILocation(line: 127, column: 16, scope: !337)
!340 = !DILocation(line: 127, column: 3, scope: !337)
!341 = !DILocation(line: 128, column: 1, scope: !337)
!342 = !DILocation(line: 125, column: 12, scope: !330)
!343 = !DILocation(line: 125, column: 3, scope: !330)
!344 = !DILocation(line: 126, column: 1, scope: !326)
!345 = !DILocation(line: 128, column: 1, scope: !326)
!346 = distinct !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !149, file: !2, line: 131, type: !152, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !151, retainedNodes: !112)
!347 = !DILocalVariable(name: "this", arg: 1, scope: !346, type: !348, flags: DIFlagArtificial | DIFlagObjectPointer)
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 32)
!349 = !DILocation(line: 0, scope: !346)
!350 = !DILocalVariable(name: "x", arg: 2, scope: !346, file: !2, line: 131, type: !12)
!351 = !DILocation(line: 131, column: 13, scope: !346)
!352 = !DILocation(line: 131, column: 34, scope: !346)
!353 = !DILocation(line: 131, column: 36, scope: !346)
!354 = !DILocation(line: 131, column: 27, scope: !346)
!355 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !2, file: !2, line: 40, type: !356, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !112)
!356 = !DISubroutineType(types: !357)
!357 = !{null, !12}
!358 = !DILocalVariable(name: "how", arg: 1, scope: !355, file: !2, line: 40, type: !12)
!359 = !DILocation(line: 40, column: 51, scope: !355)
!360 = !DILocalVariable(name: "t", scope: !355, file: !2, line: 41, type: !13)
!361 = !DILocation(line: 41, column: 10, scope: !355)
!362 = !DILocation(line: 41, column: 12, scope: !355)
!363 = !DILocation(line: 42, column: 11, scope: !355)
!364 = !DILocation(line: 42, column: 3, scope: !355)
!365 = !DILocation(line: 43, column: 11, scope: !366)
!366 = distinct !DILexicalBlock(scope: !355, file: !2, line: 42, column: 16)
!367 = !DILocation(line: 44, column: 11, scope: !366)
!368 = !DILocation(line: 45, column: 11, scope: !366)
!369 = !DILocation(line: 45, column: 17, scope: !366)
!370 = !DILocation(line: 46, column: 11, scope: !366)
!371 = !DILocation(line: 46, column: 17, scope: !366)
!372 = !DILocation(line: 47, column: 11, scope: !366)
!373 = !DILocation(line: 47, column: 17, scope: !366)
!374 = !DILocation(line: 47, column: 21, scope: !366)
!375 = !DILocation(line: 48, column: 11, scope: !366)
!376 = !DILocation(line: 49, column: 11, scope: !366)
!377 = !DILocation(line: 49, column: 17, scope: !366)
!378 = !DILocation(line: 50, column: 12, scope: !366)
!379 = !DILocation(line: 52, column: 1, scope: !355)
!380 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !16, retainedNodes: !112)
!381 = !DILocalVariable(name: "this", arg: 1, scope: !380, type: !382, flags: DIFlagArtificial | DIFlagObjectPointer)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!383 = !DILocation(line: 0, scope: !380)
!384 = !DILocalVariable(name: "i", arg: 2, scope: !380, file: !2, line: 21, type: !12)
!385 = !DILocation(line: 21, column: 23, scope: !380)
!386 = !DILocation(line: 21, column: 28, scope: !380)
!387 = !DILocation(line: 21, column: 31, scope: !380)
!388 = !DILocation(line: 21, column: 36, scope: !389)
!389 = distinct !DILexicalBlock(scope: !380, file: !2, line: 21, column: 34)
!390 = !DILocation(line: 21, column: 51, scope: !389)
!391 = !DILocation(line: 21, column: 46, scope: !389)
!392 = !DILocation(line: 21, column: 56, scope: !380)
!393 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !214, file: !2, line: 29, type: !223, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !222, retainedNodes: !112)
!394 = !DILocalVariable(name: "this", arg: 1, scope: !393, type: !267, flags: DIFlagArtificial | DIFlagObjectPointer)
!395 = !DILocation(line: 0, scope: !393)
!396 = !DILocalVariable(name: "c", arg: 2, scope: !393, file: !2, line: 29, type: !12)
!397 = !DILocation(line: 29, column: 13, scope: !393)
!398 = !DILocalVariable(name: "w", arg: 3, scope: !393, file: !2, line: 29, type: !221)
!399 = !DILocation(line: 29, column: 28, scope: !393)
!400 = !DILocation(line: 29, column: 50, scope: !393)
!401 = !DILocation(line: 29, column: 33, scope: !393)
!402 = !DILocation(line: 29, column: 38, scope: !393)
!403 = !DILocation(line: 29, column: 42, scope: !393)
!404 = !DILocation(line: 29, column: 47, scope: !393)
!405 = !DILocation(line: 29, column: 51, scope: !393)
!406 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !214, file: !2, line: 30, type: !227, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !226, retainedNodes: !112)
!407 = !DILocalVariable(name: "this", arg: 1, scope: !406, type: !267, flags: DIFlagArtificial | DIFlagObjectPointer)
!408 = !DILocation(line: 0, scope: !406)
!409 = !DILocation(line: 30, column: 21, scope: !406)
!410 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !211, file: !2, line: 36, type: !236, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !235, retainedNodes: !112)
!411 = !DILocalVariable(name: "this", arg: 1, scope: !410, type: !412, flags: DIFlagArtificial | DIFlagObjectPointer)
!412 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 32)
!413 = !DILocation(line: 0, scope: !410)
!414 = !DILocalVariable(name: "c", arg: 2, scope: !410, file: !2, line: 36, type: !12)
!415 = !DILocation(line: 36, column: 15, scope: !410)
!416 = !DILocalVariable(name: "f", arg: 3, scope: !410, file: !2, line: 36, type: !12)
!417 = !DILocation(line: 36, column: 22, scope: !410)
!418 = !DILocation(line: 36, column: 33, scope: !410)
!419 = !DILocation(line: 36, column: 27, scope: !410)
!420 = !DILocation(line: 36, column: 49, scope: !410)
!421 = !DILocation(line: 36, column: 43, scope: !410)
!422 = !DILocation(line: 36, column: 46, scope: !410)
!423 = !DILocation(line: 36, column: 50, scope: !410)
!424 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD2Ev", scope: !211, file: !2, line: 34, type: !425, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !427, retainedNodes: !112)
!425 = !DISubroutineType(types: !426)
!426 = !{null, !238}
!427 = !DISubprogram(name: "~IoError", scope: !211, type: !425, containingType: !211, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!428 = !DILocalVariable(name: "this", arg: 1, scope: !424, type: !412, flags: DIFlagArtificial | DIFlagObjectPointer)
!429 = !DILocation(line: 0, scope: !424)
!430 = !DILocation(line: 34, column: 8, scope: !431)
!431 = distinct !DILexicalBlock(scope: !424, file: !2, line: 34, column: 8)
!432 = !DILocation(line: 34, column: 8, scope: !424)
!433 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !25, retainedNodes: !112)
!434 = !DILocalVariable(name: "this", arg: 1, scope: !433, type: !382, flags: DIFlagArtificial | DIFlagObjectPointer)
!435 = !DILocation(line: 0, scope: !433)
!436 = !DILocation(line: 23, column: 15, scope: !437)
!437 = distinct !DILexicalBlock(scope: !433, file: !2, line: 23, column: 13)
!438 = !DILocation(line: 23, column: 31, scope: !437)
!439 = !DILocation(line: 23, column: 30, scope: !437)
!440 = !DILocation(line: 23, column: 25, scope: !437)
!441 = !DILocation(line: 23, column: 36, scope: !433)
!442 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !2, file: !2, line: 14, type: !356, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !112)
!443 = !DILocalVariable(name: "v", arg: 1, scope: !442, file: !2, line: 14, type: !12)
!444 = !DILocation(line: 14, column: 22, scope: !442)
!445 = !DILocation(line: 15, column: 7, scope: !446)
!446 = distinct !DILexicalBlock(scope: !442, file: !2, line: 15, column: 7)
!447 = !DILocation(line: 15, column: 14, scope: !446)
!448 = !DILocation(line: 15, column: 7, scope: !442)
!449 = !DILocation(line: 16, column: 23, scope: !446)
!450 = !DILocation(line: 16, column: 17, scope: !446)
!451 = !DILocation(line: 16, column: 5, scope: !446)
!452 = !DILocation(line: 16, column: 21, scope: !446)
!453 = !DILocation(line: 17, column: 1, scope: !442)
!454 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !214, file: !2, line: 30, type: !227, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !226, retainedNodes: !112)
!455 = !DILocalVariable(name: "this", arg: 1, scope: !454, type: !267, flags: DIFlagArtificial | DIFlagObjectPointer)
!456 = !DILocation(line: 0, scope: !454)
!457 = !DILocation(line: 30, column: 20, scope: !454)
!458 = !DILocation(line: 30, column: 21, scope: !454)
!459 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !214, file: !2, line: 31, type: !230, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !229, retainedNodes: !112)
!460 = !DILocalVariable(name: "this", arg: 1, scope: !459, type: !461, flags: DIFlagArtificial | DIFlagObjectPointer)
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 32)
!462 = !DILocation(line: 0, scope: !459)
!463 = !DILocation(line: 31, column: 30, scope: !459)
!464 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !211, file: !2, line: 34, type: !425, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !427, retainedNodes: !112)
!465 = !DILocalVariable(name: "this", arg: 1, scope: !464, type: !412, flags: DIFlagArtificial | DIFlagObjectPointer)
!466 = !DILocation(line: 0, scope: !464)
!467 = !DILocation(line: 34, column: 8, scope: !464)
!468 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !211, file: !2, line: 37, type: !240, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !239, retainedNodes: !112)
!469 = !DILocalVariable(name: "this", arg: 1, scope: !468, type: !470, flags: DIFlagArtificial | DIFlagObjectPointer)
!470 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 32)
!471 = !DILocation(line: 0, scope: !468)
!472 = !DILocation(line: 37, column: 31, scope: !468)
!473 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !2, file: !2, line: 79, type: !356, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !112)
!474 = !DILocalVariable(name: "how", arg: 1, scope: !473, file: !2, line: 79, type: !12)
!475 = !DILocation(line: 79, column: 24, scope: !473)
!476 = !DILocalVariable(name: "t", scope: !473, file: !2, line: 80, type: !13)
!477 = !DILocation(line: 80, column: 10, scope: !473)
!478 = !DILocation(line: 80, column: 17, scope: !473)
!479 = !DILocation(line: 80, column: 15, scope: !473)
!480 = !DILocation(line: 82, column: 13, scope: !481)
!481 = distinct !DILexicalBlock(scope: !473, file: !2, line: 81, column: 7)
!482 = !DILocation(line: 82, column: 5, scope: !481)
!483 = !DILocation(line: 83, column: 3, scope: !481)
!484 = !DILocation(line: 84, column: 5, scope: !485)
!485 = distinct !DILexicalBlock(scope: !473, file: !2, line: 83, column: 17)
!486 = !DILocation(line: 85, column: 5, scope: !485)
!487 = !DILocation(line: 86, column: 3, scope: !485)
!488 = !DILocation(line: 87, column: 1, scope: !473)
!489 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !28, file: !2, line: 115, type: !36, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !35, retainedNodes: !112)
!490 = !DILocalVariable(name: "this", arg: 1, scope: !489, type: !491, flags: DIFlagArtificial | DIFlagObjectPointer)
!491 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 32)
!492 = !DILocation(line: 0, scope: !489)
!493 = !DILocalVariable(name: "x", arg: 2, scope: !489, file: !2, line: 115, type: !12)
!494 = !DILocation(line: 115, column: 14, scope: !489)
!495 = !DILocation(line: 115, column: 23, scope: !489)
!496 = !DILocation(line: 115, column: 25, scope: !489)
!497 = !DILocation(line: 115, column: 29, scope: !489)
!498 = !DILocation(line: 115, column: 37, scope: !489)
!499 = !DILocation(line: 115, column: 31, scope: !489)
!500 = !DILocation(line: 116, column: 5, scope: !501)
!501 = distinct !DILexicalBlock(scope: !489, file: !2, line: 115, column: 41)
!502 = !DILocation(line: 117, column: 3, scope: !501)
!503 = !DILocalVariable(name: "e", scope: !489, file: !2, line: 117, type: !255)
!504 = !DILocation(line: 117, column: 19, scope: !489)
!505 = !DILocation(line: 118, column: 5, scope: !506)
!506 = distinct !DILexicalBlock(scope: !489, file: !2, line: 117, column: 22)
!507 = !DILocation(line: 119, column: 3, scope: !506)
!508 = !DILocation(line: 119, column: 3, scope: !489)
!509 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !28, file: !2, line: 108, type: !510, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !512, retainedNodes: !112)
!510 = !DISubroutineType(types: !511)
!511 = !{null, !38}
!512 = !DISubprogram(name: "~Holder", scope: !28, type: !510, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!513 = !DILocalVariable(name: "this", arg: 1, scope: !509, type: !491, flags: DIFlagArtificial | DIFlagObjectPointer)
!514 = !DILocation(line: 0, scope: !509)
!515 = !DILocation(line: 108, column: 8, scope: !516)
!516 = distinct !DILexicalBlock(scope: !509, file: !2, line: 108, column: 8)
!517 = !DILocation(line: 108, column: 8, scope: !509)
!518 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !28, file: !2, line: 111, type: !33, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !32, retainedNodes: !112)
!519 = !DILocalVariable(name: "x", arg: 1, scope: !518, file: !2, line: 111, type: !12)
!520 = !DILocation(line: 111, column: 24, scope: !518)
!521 = !DILocation(line: 112, column: 9, scope: !522)
!522 = distinct !DILexicalBlock(scope: !518, file: !2, line: 112, column: 9)
!523 = !DILocation(line: 112, column: 11, scope: !522)
!524 = !DILocation(line: 112, column: 9, scope: !518)
!525 = !DILocation(line: 112, column: 16, scope: !522)
!526 = !DILocation(line: 112, column: 30, scope: !522)
!527 = !DILocation(line: 112, column: 34, scope: !522)
!528 = !DILocation(line: 112, column: 33, scope: !522)
!529 = !DILocation(line: 112, column: 22, scope: !522)
!530 = !DILocation(line: 113, column: 12, scope: !518)
!531 = !DILocation(line: 113, column: 14, scope: !518)
!532 = !DILocation(line: 113, column: 5, scope: !518)
