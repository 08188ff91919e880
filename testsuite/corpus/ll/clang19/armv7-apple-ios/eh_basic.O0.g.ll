; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.NoThrow = type { i8 }
%struct.Error = type { ptr, i32, ptr }
%struct.IoError = type { %struct.Error, i32 }
%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

@.str = private unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", align 1, !dbg !0
@_ZL6g_live = internal global i32 0, align 4, !dbg !8
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1, !dbg !29
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1, !dbg !34
@_ZL13rethrow_count = internal global i32 0, align 4, !dbg !85
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1, !dbg !39
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1, !dbg !44
@_ZL6g_nlog = internal global i32 0, align 4, !dbg !87
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !49
@_ZL5g_log = internal global [64 x i32] zeroinitializer, align 4, !dbg !89
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1, !dbg !54
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !59
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1, !dbg !64
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7IoError = linkonce_odr constant [9 x i8] c"7IoError\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr constant [7 x i8] c"5Error\00", align 1
@_ZTI5Error = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Error }, align 4
@_ZTI7IoError = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr constant [8 x i8] c"P5Error\00", align 1
@_ZTIP5Error = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, align 4
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1, !dbg !66
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !71
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1, !dbg !73
@_ZTS6Tracer = linkonce_odr constant [8 x i8] c"6Tracer\00", align 1
@_ZTI6Tracer = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Tracer }, align 4
@_ZTV5Error = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD1Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1, !dbg !78
@_ZTV7IoError = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD1Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1, !dbg !80

; Function Attrs: mustprogress noinline norecurse optnone ssp
define noundef i32 @main() #0 !dbg !101 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !105, !DIExpression(), !106)
  store i32 0, ptr %2, align 4, !dbg !106
    #dbg_declare(ptr %3, !107, !DIExpression(), !109)
  store i32 0, ptr %3, align 4, !dbg !109
  br label %7, !dbg !110

7:                                                ; preds = %20, %0
  %8 = load i32, ptr %3, align 4, !dbg !111
  %9 = icmp sle i32 %8, 7, !dbg !113
  br i1 %9, label %10, label %23, !dbg !114

10:                                               ; preds = %7
    #dbg_declare(ptr %4, !115, !DIExpression(), !117)
  %11 = load i32, ptr %3, align 4, !dbg !118
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11), !dbg !119
  store i32 %12, ptr %4, align 4, !dbg !117
  %13 = load i32, ptr %3, align 4, !dbg !120
  %14 = load i32, ptr %4, align 4, !dbg !121
  %15 = load i32, ptr @_ZL6g_live, align 4, !dbg !122
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !123
  %17 = load i32, ptr %4, align 4, !dbg !124
  %18 = load i32, ptr %2, align 4, !dbg !125
  %19 = add nsw i32 %18, %17, !dbg !125
  store i32 %19, ptr %2, align 4, !dbg !125
  br label %20, !dbg !126

20:                                               ; preds = %10
  %21 = load i32, ptr %3, align 4, !dbg !127
  %22 = add nsw i32 %21, 1, !dbg !127
  store i32 %22, ptr %3, align 4, !dbg !127
  br label %7, !dbg !128, !llvm.loop !129

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !132
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !133
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %24, i32 noundef %25), !dbg !134
  %27 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !135
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %27), !dbg !136
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5), !dbg !137
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4), !dbg !138
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %29, i32 noundef %30), !dbg !139
    #dbg_declare(ptr %5, !140, !DIExpression(), !147)
  %32 = call noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #9, !dbg !148
  %33 = load i32, ptr %2, align 4, !dbg !149
  %34 = add nsw i32 %33, %32, !dbg !149
  store i32 %34, ptr %2, align 4, !dbg !149
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !150
    #dbg_declare(ptr %6, !151, !DIExpression(), !153)
  store i32 0, ptr %6, align 4, !dbg !153
  br label %36, !dbg !154

36:                                               ; preds = %45, %23
  %37 = load i32, ptr %6, align 4, !dbg !155
  %38 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !157
  %39 = icmp slt i32 %37, %38, !dbg !158
  br i1 %39, label %40, label %48, !dbg !159

40:                                               ; preds = %36
  %41 = load i32, ptr %6, align 4, !dbg !160
  %42 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %41, !dbg !161
  %43 = load i32, ptr %42, align 4, !dbg !161
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %43), !dbg !162
  br label %45, !dbg !162

45:                                               ; preds = %40
  %46 = load i32, ptr %6, align 4, !dbg !163
  %47 = add nsw i32 %46, 1, !dbg !163
  store i32 %47, ptr %6, align 4, !dbg !163
  br label %36, !dbg !164, !llvm.loop !165

48:                                               ; preds = %36
  %49 = load i32, ptr %2, align 4, !dbg !167
  %50 = load i32, ptr @_ZL6g_live, align 4, !dbg !168
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %49, i32 noundef %50), !dbg !169
  %52 = load i32, ptr @_ZL6g_live, align 4, !dbg !170
  %53 = icmp eq i32 %52, 0, !dbg !171
  %54 = zext i1 %53 to i64, !dbg !170
  %55 = select i1 %53, ptr @.str.7, ptr @.str.8, !dbg !170
  %56 = call i32 @puts(ptr noundef %55), !dbg !172
  ret i32 0, !dbg !173
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #1 personality ptr @__gxx_personality_sj0 !dbg !174 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !177, !DIExpression(), !178)
  %13 = load i32, ptr %3, align 4, !dbg !179
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15, !dbg !181

14:                                               ; preds = %1
  br label %111, !dbg !182

15:                                               ; preds = %1
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI7IoError
          catch ptr @_ZTI5Error
          catch ptr @_ZTIP5Error
          catch ptr @_ZTIPKc
          catch ptr null, !dbg !183
  %17 = extractvalue { ptr, i32 } %16, 0, !dbg !183
  store ptr %17, ptr %4, align 4, !dbg !183
  %18 = extractvalue { ptr, i32 } %16, 1, !dbg !183
  store i32 %18, ptr %5, align 4, !dbg !183
  br label %19, !dbg !183

19:                                               ; preds = %15
  %20 = load i32, ptr %5, align 4, !dbg !182
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9, !dbg !182
  %22 = icmp eq i32 %20, %21, !dbg !182
  br i1 %22, label %23, label %29, !dbg !182

23:                                               ; preds = %19
    #dbg_declare(ptr %12, !184, !DIExpression(), !185)
  %24 = load ptr, ptr %4, align 4, !dbg !186
  %25 = call ptr @__cxa_begin_catch(ptr %24) #9, !dbg !186
  %26 = load i32, ptr %25, align 4, !dbg !186
  store i32 %26, ptr %12, align 4, !dbg !186
  %27 = load i32, ptr %12, align 4, !dbg !188
  %28 = add nsw i32 100, %27, !dbg !190
  store i32 %28, ptr %2, align 4, !dbg !191
  call void @__cxa_end_catch() #9, !dbg !192
  br label %112

29:                                               ; preds = %19
  %30 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #9, !dbg !182
  %31 = icmp eq i32 %20, %30, !dbg !182
  br i1 %31, label %32, label %40, !dbg !182

32:                                               ; preds = %29
    #dbg_declare(ptr %11, !193, !DIExpression(), !195)
  %33 = load ptr, ptr %4, align 4, !dbg !196
  %34 = call ptr @__cxa_begin_catch(ptr %33) #9, !dbg !196
  %35 = load double, ptr %34, align 4, !dbg !196
  store double %35, ptr %11, align 8, !dbg !196
  %36 = load double, ptr %11, align 8, !dbg !198
  %37 = fmul double %36, 2.000000e+00, !dbg !199
  %38 = fptosi double %37 to i32, !dbg !200
  %39 = add nsw i32 200, %38, !dbg !201
  store i32 %39, ptr %2, align 4, !dbg !202
  call void @__cxa_end_catch() #9, !dbg !186
  br label %112

40:                                               ; preds = %29
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #9, !dbg !182
  %42 = icmp eq i32 %20, %41, !dbg !182
  br i1 %42, label %43, label %55, !dbg !182

43:                                               ; preds = %40
    #dbg_declare(ptr %10, !203, !DIExpression(), !238)
  %44 = load ptr, ptr %4, align 4, !dbg !239
  %45 = call ptr @__cxa_begin_catch(ptr %44) #9, !dbg !239
  store ptr %45, ptr %10, align 4, !dbg !239
  %46 = load ptr, ptr %10, align 4, !dbg !241
  %47 = getelementptr inbounds %struct.Error, ptr %46, i32 0, i32 1, !dbg !242
  %48 = load i32, ptr %47, align 4, !dbg !242
  %49 = mul nsw i32 %48, 10, !dbg !243
  %50 = add nsw i32 300, %49, !dbg !244
  %51 = load ptr, ptr %10, align 4, !dbg !245
  %52 = getelementptr inbounds %struct.IoError, ptr %51, i32 0, i32 1, !dbg !246
  %53 = load i32, ptr %52, align 4, !dbg !246
  %54 = add nsw i32 %50, %53, !dbg !247
  store i32 %54, ptr %2, align 4, !dbg !248
  call void @__cxa_end_catch(), !dbg !196
  br label %112

55:                                               ; preds = %40
  %56 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9, !dbg !182
  %57 = icmp eq i32 %20, %56, !dbg !182
  br i1 %57, label %58, label %72, !dbg !182

58:                                               ; preds = %55
    #dbg_declare(ptr %9, !249, !DIExpression(), !251)
  %59 = load ptr, ptr %4, align 4, !dbg !252
  %60 = call ptr @__cxa_begin_catch(ptr %59) #9, !dbg !252
  store ptr %60, ptr %9, align 4, !dbg !252
  %61 = load ptr, ptr %9, align 4, !dbg !254
  %62 = getelementptr inbounds %struct.Error, ptr %61, i32 0, i32 1, !dbg !255
  %63 = load i32, ptr %62, align 4, !dbg !255
  %64 = add nsw i32 400, %63, !dbg !256
  %65 = load ptr, ptr %9, align 4, !dbg !257
  %66 = load ptr, ptr %65, align 4, !dbg !258
  %67 = getelementptr inbounds ptr, ptr %66, i64 2, !dbg !258
  %68 = load ptr, ptr %67, align 4, !dbg !258
  %69 = invoke noundef i32 %68(ptr noundef nonnull align 4 dereferenceable(12) %65)
          to label %70 unwind label %106, !dbg !258

70:                                               ; preds = %58
  %71 = add nsw i32 %64, %69, !dbg !259
  store i32 %71, ptr %2, align 4, !dbg !260
  call void @__cxa_end_catch(), !dbg !239
  br label %112

72:                                               ; preds = %55
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP5Error) #9, !dbg !182
  %74 = icmp eq i32 %20, %73, !dbg !182
  br i1 %74, label %75, label %90, !dbg !182

75:                                               ; preds = %72
    #dbg_declare(ptr %7, !261, !DIExpression(), !263)
  %76 = load ptr, ptr %4, align 4, !dbg !264
  %77 = call ptr @__cxa_begin_catch(ptr %76) #9, !dbg !264
  store ptr %77, ptr %7, align 4, !dbg !264
    #dbg_declare(ptr %8, !266, !DIExpression(), !267)
  %78 = load ptr, ptr %7, align 4, !dbg !268
  %79 = getelementptr inbounds %struct.Error, ptr %78, i32 0, i32 1, !dbg !269
  %80 = load i32, ptr %79, align 4, !dbg !269
  %81 = add nsw i32 500, %80, !dbg !270
  store i32 %81, ptr %8, align 4, !dbg !267
  %82 = load ptr, ptr %7, align 4, !dbg !271
  %83 = icmp eq ptr %82, null, !dbg !272
  br i1 %83, label %88, label %84, !dbg !272

84:                                               ; preds = %75
  %85 = load ptr, ptr %82, align 4, !dbg !272
  %86 = getelementptr inbounds ptr, ptr %85, i64 1, !dbg !272
  %87 = load ptr, ptr %86, align 4, !dbg !272
  call void %87(ptr noundef nonnull align 4 dereferenceable(12) %82) #9, !dbg !272
  br label %88, !dbg !272

88:                                               ; preds = %84, %75
  %89 = load i32, ptr %8, align 4, !dbg !273
  store i32 %89, ptr %2, align 4, !dbg !274
  call void @__cxa_end_catch() #9, !dbg !252
  br label %112

90:                                               ; preds = %72
  %91 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #9, !dbg !182
  %92 = icmp eq i32 %20, %91, !dbg !182
  br i1 %92, label %93, label %103, !dbg !182

93:                                               ; preds = %90
    #dbg_declare(ptr %6, !275, !DIExpression(), !276)
  %94 = load ptr, ptr %4, align 4, !dbg !277
  %95 = call ptr @__cxa_begin_catch(ptr %94) #9, !dbg !277
  store ptr %95, ptr %6, align 4, !dbg !277
  %96 = load ptr, ptr %6, align 4, !dbg !279
  %97 = getelementptr inbounds i8, ptr %96, i32 0, !dbg !279
  %98 = load i8, ptr %97, align 1, !dbg !279
  %99 = sext i8 %98 to i32, !dbg !279
  %100 = icmp eq i32 %99, 99, !dbg !280
  %101 = zext i1 %100 to i32, !dbg !281
  %102 = add nsw i32 600, %101, !dbg !282
  store i32 %102, ptr %2, align 4, !dbg !283
  call void @__cxa_end_catch() #9, !dbg !264
  br label %112

103:                                              ; preds = %90
  %104 = load ptr, ptr %4, align 4, !dbg !182
  %105 = call ptr @__cxa_begin_catch(ptr %104) #9, !dbg !182
  store i32 999, ptr %2, align 4, !dbg !284
  call void @__cxa_end_catch(), !dbg !277
  br label %112

106:                                              ; preds = %58
  %107 = landingpad { ptr, i32 }
          cleanup, !dbg !285
  %108 = extractvalue { ptr, i32 } %107, 0, !dbg !285
  store ptr %108, ptr %4, align 4, !dbg !285
  %109 = extractvalue { ptr, i32 } %107, 1, !dbg !285
  store i32 %109, ptr %5, align 4, !dbg !285
  invoke void @__cxa_end_catch()
          to label %110 unwind label %119, !dbg !239

110:                                              ; preds = %106
  br label %114, !dbg !239

111:                                              ; preds = %14
  store i32 0, ptr %2, align 4, !dbg !286
  br label %112, !dbg !286

112:                                              ; preds = %111, %23, %32, %43, %70, %88, %93, %103
  %113 = load i32, ptr %2, align 4, !dbg !287
  ret i32 %113, !dbg !287

114:                                              ; preds = %110
  %115 = load ptr, ptr %4, align 4, !dbg !239
  %116 = load i32, ptr %5, align 4, !dbg !239
  %117 = insertvalue { ptr, i32 } poison, ptr %115, 0, !dbg !239
  %118 = insertvalue { ptr, i32 } %117, i32 %116, 1, !dbg !239
  resume { ptr, i32 } %118, !dbg !239

119:                                              ; preds = %106
  %120 = landingpad { ptr, i32 }
          catch ptr null, !dbg !239
  %121 = extractvalue { ptr, i32 } %120, 0, !dbg !239
  call void @__clang_call_terminate(ptr %121) #10, !dbg !239
  unreachable, !dbg !239
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #1 personality ptr @__gxx_personality_sj0 !dbg !288 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !289, !DIExpression(), !290)
    #dbg_declare(ptr %3, !291, !DIExpression(), !292)
  store i32 0, ptr %3, align 4, !dbg !292
  %8 = load i32, ptr %2, align 4, !dbg !293
  invoke void @_ZL6middlei(i32 noundef %8)
          to label %9 unwind label %10, !dbg !296

9:                                                ; preds = %1
  br label %57, !dbg !297

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !298
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !298
  store ptr %12, ptr %4, align 4, !dbg !298
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !298
  store i32 %13, ptr %5, align 4, !dbg !298
  br label %14, !dbg !298

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4, !dbg !297
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9, !dbg !297
  %17 = icmp eq i32 %15, %16, !dbg !297
  br i1 %17, label %18, label %39, !dbg !297

18:                                               ; preds = %14
    #dbg_declare(ptr %6, !299, !DIExpression(), !300)
  %19 = load ptr, ptr %4, align 4, !dbg !297
  %20 = call ptr @__cxa_begin_catch(ptr %19) #9, !dbg !297
  %21 = load i32, ptr %20, align 4, !dbg !297
  store i32 %21, ptr %6, align 4, !dbg !297
  %22 = load i32, ptr %6, align 4, !dbg !301
  %23 = load i32, ptr %3, align 4, !dbg !303
  %24 = add nsw i32 %23, %22, !dbg !303
  store i32 %24, ptr %3, align 4, !dbg !303
  %25 = call ptr @__cxa_allocate_exception(i32 12) #9, !dbg !304
  %26 = load i32, ptr %6, align 4, !dbg !305
  %27 = add nsw i32 %26, 1, !dbg !306
  %28 = invoke noundef ptr @_ZN5ErrorC1EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %25, i32 noundef %27, ptr noundef @.str.13)
          to label %29 unwind label %30, !dbg !307

29:                                               ; preds = %18
  invoke void @__cxa_throw(ptr %25, ptr @_ZTI5Error, ptr @_ZN5ErrorD1Ev) #11
          to label %58 unwind label %34, !dbg !304

30:                                               ; preds = %18
  %31 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !308
  %32 = extractvalue { ptr, i32 } %31, 0, !dbg !308
  store ptr %32, ptr %4, align 4, !dbg !308
  %33 = extractvalue { ptr, i32 } %31, 1, !dbg !308
  store i32 %33, ptr %5, align 4, !dbg !308
  call void @__cxa_free_exception(ptr %25) #9, !dbg !304
  br label %38, !dbg !304

34:                                               ; preds = %29
  %35 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !308
  %36 = extractvalue { ptr, i32 } %35, 0, !dbg !308
  store ptr %36, ptr %4, align 4, !dbg !308
  %37 = extractvalue { ptr, i32 } %35, 1, !dbg !308
  store i32 %37, ptr %5, align 4, !dbg !308
  br label %38, !dbg !308

38:                                               ; preds = %34, %30
  call void @__cxa_end_catch() #9, !dbg !309
  br label %39, !dbg !309

39:                                               ; preds = %38, %14
  %40 = load i32, ptr %5, align 4, !dbg !310
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9, !dbg !310
  %42 = icmp eq i32 %40, %41, !dbg !310
  br i1 %42, label %43, label %54, !dbg !310

43:                                               ; preds = %39
    #dbg_declare(ptr %7, !311, !DIExpression(), !312)
  %44 = load ptr, ptr %4, align 4, !dbg !313
  %45 = call ptr @__cxa_begin_catch(ptr %44) #9, !dbg !313
  store ptr %45, ptr %7, align 4, !dbg !313
  %46 = load ptr, ptr %7, align 4, !dbg !315
  %47 = getelementptr inbounds %struct.Error, ptr %46, i32 0, i32 1, !dbg !317
  %48 = load i32, ptr %47, align 4, !dbg !317
  %49 = mul nsw i32 %48, 100, !dbg !318
  %50 = load i32, ptr %3, align 4, !dbg !319
  %51 = add nsw i32 %50, %49, !dbg !319
  store i32 %51, ptr %3, align 4, !dbg !319
  call void @__cxa_end_catch(), !dbg !320
  br label %52, !dbg !320

52:                                               ; preds = %43, %54, %57
  %53 = load i32, ptr %3, align 4, !dbg !321
  ret i32 %53, !dbg !322

54:                                               ; preds = %39
  %55 = load ptr, ptr %4, align 4, !dbg !310
  %56 = call ptr @__cxa_begin_catch(ptr %55) #9, !dbg !310
  store i32 -1, ptr %3, align 4, !dbg !323
  call void @__cxa_end_catch(), !dbg !313
  br label %52, !dbg !313

57:                                               ; preds = %9
  br label %52, !dbg !310

58:                                               ; preds = %29
  unreachable
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #1 personality ptr @__gxx_personality_sj0 !dbg !324 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !325, !DIExpression(), !326)
    #dbg_declare(ptr %4, !327, !DIExpression(), !338)
  %8 = load i32, ptr %3, align 4, !dbg !339
  %9 = invoke noundef ptr @_ZN6HolderC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %8)
          to label %10 unwind label %14, !dbg !338

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Holder, ptr %4, i32 0, i32 1, !dbg !340
  %12 = load i32, ptr %11, align 4, !dbg !340
  store i32 %12, ptr %2, align 4, !dbg !341
  %13 = call noundef ptr @_ZN6HolderD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #9, !dbg !342
  br label %30

14:                                               ; preds = %1
  %15 = landingpad { ptr, i32 }
          catch ptr @_ZTI7IoError, !dbg !343
  %16 = extractvalue { ptr, i32 } %15, 0, !dbg !343
  store ptr %16, ptr %5, align 4, !dbg !343
  %17 = extractvalue { ptr, i32 } %15, 1, !dbg !343
  store i32 %17, ptr %6, align 4, !dbg !343
  br label %18, !dbg !343

18:                                               ; preds = %14
  %19 = load i32, ptr %6, align 4, !dbg !344
  %20 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #9, !dbg !344
  %21 = icmp eq i32 %19, %20, !dbg !344
  br i1 %21, label %22, label %32, !dbg !344

22:                                               ; preds = %18
    #dbg_declare(ptr %7, !345, !DIExpression(), !346)
  %23 = load ptr, ptr %5, align 4, !dbg !344
  %24 = call ptr @__cxa_begin_catch(ptr %23) #9, !dbg !344
  store ptr %24, ptr %7, align 4, !dbg !344
  %25 = load ptr, ptr %7, align 4, !dbg !347
  %26 = getelementptr inbounds %struct.IoError, ptr %25, i32 0, i32 1, !dbg !349
  %27 = load i32, ptr %26, align 4, !dbg !349
  %28 = add nsw i32 -1000, %27, !dbg !350
  store i32 %28, ptr %2, align 4, !dbg !351
  call void @__cxa_end_catch(), !dbg !352
  br label %30

29:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !352
  unreachable, !dbg !352

30:                                               ; preds = %22, %10
  %31 = load i32, ptr %2, align 4, !dbg !353
  ret i32 %31, !dbg !353

32:                                               ; preds = %18
  %33 = load ptr, ptr %5, align 4, !dbg !344
  %34 = load i32, ptr %6, align 4, !dbg !344
  %35 = insertvalue { ptr, i32 } poison, ptr %33, 0, !dbg !344
  %36 = insertvalue { ptr, i32 } %35, i32 %34, 1, !dbg !344
  resume { ptr, i32 } %36, !dbg !344
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 align 2 !dbg !354 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !355, !DIExpression(), !357)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !358, !DIExpression(), !359)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !360
  %7 = add nsw i32 %6, 1, !dbg !361
  ret i32 %7, !dbg !362
}

declare i32 @puts(ptr noundef) #2

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_sj0 !dbg !363 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !366, !DIExpression(), !367)
    #dbg_declare(ptr %3, !368, !DIExpression(), !369)
  %6 = load i32, ptr %2, align 4, !dbg !370
  %7 = call noundef ptr @_ZN6TracerC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6), !dbg !369
  %8 = load i32, ptr %2, align 4, !dbg !371
  switch i32 %8, label %58 [
    i32 0, label %9
    i32 1, label %15
    i32 2, label %17
    i32 3, label %25
    i32 4, label %33
    i32 5, label %48
    i32 6, label %50
  ], !dbg !372

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 4) #9, !dbg !373
  store i32 42, ptr %10, align 8, !dbg !373
  invoke void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #11
          to label %68 unwind label %11, !dbg !373

11:                                               ; preds = %53, %48, %38, %28, %20, %15, %9
  %12 = landingpad { ptr, i32 }
          cleanup, !dbg !375
  %13 = extractvalue { ptr, i32 } %12, 0, !dbg !375
  store ptr %13, ptr %4, align 4, !dbg !375
  %14 = extractvalue { ptr, i32 } %12, 1, !dbg !375
  store i32 %14, ptr %5, align 4, !dbg !375
  br label %61, !dbg !375

15:                                               ; preds = %1
  %16 = call ptr @__cxa_allocate_exception(i32 8) #9, !dbg !376
  store double 3.500000e+00, ptr %16, align 8, !dbg !376
  invoke void @__cxa_throw(ptr %16, ptr @_ZTId, ptr null) #11
          to label %68 unwind label %11, !dbg !376

17:                                               ; preds = %1
  %18 = call ptr @__cxa_allocate_exception(i32 12) #9, !dbg !377
  %19 = invoke noundef ptr @_ZN5ErrorC1EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %18, i32 noundef 7, ptr noundef @.str.9)
          to label %20 unwind label %21, !dbg !378

20:                                               ; preds = %17
  invoke void @__cxa_throw(ptr %18, ptr @_ZTI5Error, ptr @_ZN5ErrorD1Ev) #11
          to label %68 unwind label %11, !dbg !377

21:                                               ; preds = %17
  %22 = landingpad { ptr, i32 }
          cleanup, !dbg !375
  %23 = extractvalue { ptr, i32 } %22, 0, !dbg !375
  store ptr %23, ptr %4, align 4, !dbg !375
  %24 = extractvalue { ptr, i32 } %22, 1, !dbg !375
  store i32 %24, ptr %5, align 4, !dbg !375
  call void @__cxa_free_exception(ptr %18) #9, !dbg !377
  br label %61, !dbg !377

25:                                               ; preds = %1
  %26 = call ptr @__cxa_allocate_exception(i32 16) #9, !dbg !379
  %27 = invoke noundef ptr @_ZN7IoErrorC1Eii(ptr noundef nonnull align 4 dereferenceable(16) %26, i32 noundef 9, i32 noundef 3)
          to label %28 unwind label %29, !dbg !380

28:                                               ; preds = %25
  invoke void @__cxa_throw(ptr %26, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD1Ev) #11
          to label %68 unwind label %11, !dbg !379

29:                                               ; preds = %25
  %30 = landingpad { ptr, i32 }
          cleanup, !dbg !375
  %31 = extractvalue { ptr, i32 } %30, 0, !dbg !375
  store ptr %31, ptr %4, align 4, !dbg !375
  %32 = extractvalue { ptr, i32 } %30, 1, !dbg !375
  store i32 %32, ptr %5, align 4, !dbg !375
  call void @__cxa_free_exception(ptr %26) #9, !dbg !379
  br label %61, !dbg !379

33:                                               ; preds = %1
  %34 = call ptr @__cxa_allocate_exception(i32 4) #9, !dbg !381
  %35 = invoke noalias noundef nonnull ptr @_Znwm(i32 noundef 12) #12
          to label %36 unwind label %39, !dbg !382, !heapallocsite !209

36:                                               ; preds = %33
  %37 = invoke noundef ptr @_ZN5ErrorC1EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %35, i32 noundef 11, ptr noundef @.str.10)
          to label %38 unwind label %43, !dbg !383

38:                                               ; preds = %36
  store ptr %35, ptr %34, align 8, !dbg !381
  invoke void @__cxa_throw(ptr %34, ptr @_ZTIP5Error, ptr null) #11
          to label %68 unwind label %11, !dbg !381

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup, !dbg !375
  %41 = extractvalue { ptr, i32 } %40, 0, !dbg !375
  store ptr %41, ptr %4, align 4, !dbg !375
  %42 = extractvalue { ptr, i32 } %40, 1, !dbg !375
  store i32 %42, ptr %5, align 4, !dbg !375
  br label %47, !dbg !375

43:                                               ; preds = %36
  %44 = landingpad { ptr, i32 }
          cleanup, !dbg !375
  %45 = extractvalue { ptr, i32 } %44, 0, !dbg !375
  store ptr %45, ptr %4, align 4, !dbg !375
  %46 = extractvalue { ptr, i32 } %44, 1, !dbg !375
  store i32 %46, ptr %5, align 4, !dbg !375
  call void @_ZdlPv(ptr noundef %35) #13, !dbg !382
  br label %47, !dbg !382

47:                                               ; preds = %43, %39
  call void @__cxa_free_exception(ptr %34) #9, !dbg !381
  br label %61, !dbg !381

48:                                               ; preds = %1
  %49 = call ptr @__cxa_allocate_exception(i32 4) #9, !dbg !384
  store ptr @.str.11, ptr %49, align 8, !dbg !384
  invoke void @__cxa_throw(ptr %49, ptr @_ZTIPKc, ptr null) #11
          to label %68 unwind label %11, !dbg !384

50:                                               ; preds = %1
  %51 = call ptr @__cxa_allocate_exception(i32 4) #9, !dbg !385
  %52 = invoke noundef ptr @_ZN6TracerC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %51, i32 noundef 600)
          to label %53 unwind label %54, !dbg !386

53:                                               ; preds = %50
  invoke void @__cxa_throw(ptr %51, ptr @_ZTI6Tracer, ptr @_ZN6TracerD1Ev) #11
          to label %68 unwind label %11, !dbg !385

54:                                               ; preds = %50
  %55 = landingpad { ptr, i32 }
          cleanup, !dbg !375
  %56 = extractvalue { ptr, i32 } %55, 0, !dbg !375
  store ptr %56, ptr %4, align 4, !dbg !375
  %57 = extractvalue { ptr, i32 } %55, 1, !dbg !375
  store i32 %57, ptr %5, align 4, !dbg !375
  call void @__cxa_free_exception(ptr %51) #9, !dbg !385
  br label %61, !dbg !385

58:                                               ; preds = %1
  br label %59, !dbg !387

59:                                               ; preds = %58
  %60 = call noundef ptr @_ZN6TracerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !388
  ret void, !dbg !388

61:                                               ; preds = %54, %47, %29, %21, %11
  %62 = call noundef ptr @_ZN6TracerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !388
  br label %63, !dbg !388

63:                                               ; preds = %61
  %64 = load ptr, ptr %4, align 4, !dbg !388
  %65 = load i32, ptr %5, align 4, !dbg !388
  %66 = insertvalue { ptr, i32 } poison, ptr %64, 0, !dbg !388
  %67 = insertvalue { ptr, i32 } %66, i32 %65, 1, !dbg !388
  resume { ptr, i32 } %67, !dbg !388

68:                                               ; preds = %53, %48, %38, %28, %20, %15, %9
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind ssp
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN6TracerC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 !dbg !389 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !390, !DIExpression(), !392)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !393, !DIExpression(), !394)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !395
  %7 = call noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6), !dbg !395
  ret ptr %5, !dbg !396
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN5ErrorC1EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #1 align 2 !dbg !397 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !398, !DIExpression(), !399)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !400, !DIExpression(), !401)
  store ptr %2, ptr %6, align 4
    #dbg_declare(ptr %6, !402, !DIExpression(), !403)
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4, !dbg !404
  %9 = load ptr, ptr %6, align 4, !dbg !404
  %10 = call noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %8, ptr noundef %9), !dbg !404
  ret ptr %7, !dbg !405
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5ErrorD1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 align 2 !dbg !406 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !407, !DIExpression(), !408)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #9, !dbg !409
  ret ptr %3, !dbg !410
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN7IoErrorC1Eii(ptr noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #1 align 2 !dbg !411 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !412, !DIExpression(), !414)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !415, !DIExpression(), !416)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !417, !DIExpression(), !418)
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4, !dbg !419
  %9 = load i32, ptr %6, align 4, !dbg !419
  %10 = call noundef ptr @_ZN7IoErrorC2Eii(ptr noundef nonnull align 4 dereferenceable(16) %7, i32 noundef %8, i32 noundef %9), !dbg !419
  ret ptr %7, !dbg !420
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7IoErrorD1Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 align 2 !dbg !421 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !425, !DIExpression(), !426)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7IoErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %3) #9, !dbg !427
  ret ptr %3, !dbg !427
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN6TracerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 !dbg !428 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !429, !DIExpression(), !430)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !431
  ret ptr %3, !dbg !432
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 !dbg !433 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !434, !DIExpression(), !435)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !436, !DIExpression(), !437)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !438
  %7 = load i32, ptr %4, align 4, !dbg !439
  store i32 %7, ptr %6, align 4, !dbg !438
  %8 = load i32, ptr @_ZL6g_live, align 4, !dbg !440
  %9 = add nsw i32 %8, 1, !dbg !440
  store i32 %9, ptr @_ZL6g_live, align 4, !dbg !440
  %10 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !442
  %11 = load i32, ptr %10, align 4, !dbg !442
  call void @_ZL4notei(i32 noundef %11), !dbg !443
  ret ptr %5, !dbg !444
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal void @_ZL4notei(i32 noundef %0) #3 !dbg !445 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !446, !DIExpression(), !447)
  %3 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !448
  %4 = icmp slt i32 %3, 64, !dbg !450
  br i1 %4, label %5, label %10, !dbg !451

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !452
  %7 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !453
  %8 = add nsw i32 %7, 1, !dbg !453
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !453
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %7, !dbg !454
  store i32 %6, ptr %9, align 4, !dbg !455
  br label %10, !dbg !454

10:                                               ; preds = %5, %1
  ret void, !dbg !456
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #3 align 2 !dbg !457 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !458, !DIExpression(), !459)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !460, !DIExpression(), !461)
  store ptr %2, ptr %6, align 4
    #dbg_declare(ptr %6, !462, !DIExpression(), !463)
  %7 = load ptr, ptr %4, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5Error, i32 0, i32 0, i32 2), ptr %7, align 4, !dbg !464
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1, !dbg !465
  %9 = load i32, ptr %5, align 4, !dbg !466
  store i32 %9, ptr %8, align 4, !dbg !465
  %10 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 2, !dbg !467
  %11 = load ptr, ptr %6, align 4, !dbg !468
  store ptr %11, ptr %10, align 4, !dbg !467
  ret ptr %7, !dbg !469
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN5ErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 align 2 !dbg !470 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !471, !DIExpression(), !472)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ErrorD1Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #9, !dbg !473
  call void @_ZdlPv(ptr noundef %3) #13, !dbg !473
  ret void, !dbg !474
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 align 2 !dbg !475 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !476, !DIExpression(), !478)
  %3 = load ptr, ptr %2, align 4
  ret i32 1, !dbg !479
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 align 2 !dbg !480 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !481, !DIExpression(), !482)
  %3 = load ptr, ptr %2, align 4
  ret ptr %3, !dbg !483
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7IoErrorC2Eii(ptr noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 align 2 !dbg !484 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !485, !DIExpression(), !486)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !487, !DIExpression(), !488)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !489, !DIExpression(), !490)
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4, !dbg !491
  %9 = call noundef ptr @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %8, ptr noundef @.str.12), !dbg !492
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV7IoError, i32 0, i32 0, i32 2), ptr %7, align 4, !dbg !493
  %10 = getelementptr inbounds %struct.IoError, ptr %7, i32 0, i32 1, !dbg !494
  %11 = load i32, ptr %6, align 4, !dbg !495
  store i32 %11, ptr %10, align 4, !dbg !494
  ret ptr %7, !dbg !496
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 align 2 !dbg !497 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !498, !DIExpression(), !499)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7IoErrorD1Ev(ptr noundef nonnull align 4 dereferenceable(16) %3) #9, !dbg !500
  call void @_ZdlPv(ptr noundef %3) #13, !dbg !500
  ret void, !dbg !500
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 align 2 !dbg !501 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !502, !DIExpression(), !504)
  %3 = load ptr, ptr %2, align 4
  ret i32 2, !dbg !505
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7IoErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 align 2 !dbg !506 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !507, !DIExpression(), !508)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #9, !dbg !509
  ret ptr %3, !dbg !511
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 !dbg !512 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !513, !DIExpression(), !514)
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL6g_live, align 4, !dbg !515
  %5 = add nsw i32 %4, -1, !dbg !515
  store i32 %5, ptr @_ZL6g_live, align 4, !dbg !515
  %6 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0, !dbg !517
  %7 = load i32, ptr %6, align 4, !dbg !517
  %8 = sub nsw i32 0, %7, !dbg !518
  call void @_ZL4notei(i32 noundef %8), !dbg !519
  ret ptr %3, !dbg !520
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL6middlei(i32 noundef %0) #1 personality ptr @__gxx_personality_sj0 !dbg !521 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !522, !DIExpression(), !523)
    #dbg_declare(ptr %3, !524, !DIExpression(), !525)
  %6 = load i32, ptr %2, align 4, !dbg !526
  %7 = add nsw i32 50, %6, !dbg !527
  %8 = call noundef ptr @_ZN6TracerC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7), !dbg !525
  %9 = load i32, ptr %2, align 4, !dbg !528
  invoke void @_ZL7throweri(i32 noundef %9)
          to label %10 unwind label %11, !dbg !530

10:                                               ; preds = %1
  br label %26, !dbg !531

11:                                               ; preds = %1
  %12 = landingpad { ptr, i32 }
          catch ptr null, !dbg !532
  %13 = extractvalue { ptr, i32 } %12, 0, !dbg !532
  store ptr %13, ptr %4, align 4, !dbg !532
  %14 = extractvalue { ptr, i32 } %12, 1, !dbg !532
  store i32 %14, ptr %5, align 4, !dbg !532
  br label %15, !dbg !532

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 4, !dbg !531
  %17 = call ptr @__cxa_begin_catch(ptr %16) #9, !dbg !531
  %18 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !533
  %19 = add nsw i32 %18, 1, !dbg !533
  store i32 %19, ptr @_ZL13rethrow_count, align 4, !dbg !533
  invoke void @__cxa_rethrow() #11
          to label %36 unwind label %20, !dbg !535

20:                                               ; preds = %15
  %21 = landingpad { ptr, i32 }
          cleanup, !dbg !536
  %22 = extractvalue { ptr, i32 } %21, 0, !dbg !536
  store ptr %22, ptr %4, align 4, !dbg !536
  %23 = extractvalue { ptr, i32 } %21, 1, !dbg !536
  store i32 %23, ptr %5, align 4, !dbg !536
  invoke void @__cxa_end_catch()
          to label %24 unwind label %33, !dbg !537

24:                                               ; preds = %20
  %25 = call noundef ptr @_ZN6TracerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !538
  br label %28, !dbg !538

26:                                               ; preds = %10
  %27 = call noundef ptr @_ZN6TracerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !538
  ret void, !dbg !538

28:                                               ; preds = %24
  %29 = load ptr, ptr %4, align 4, !dbg !538
  %30 = load i32, ptr %5, align 4, !dbg !538
  %31 = insertvalue { ptr, i32 } poison, ptr %29, 0, !dbg !538
  %32 = insertvalue { ptr, i32 } %31, i32 %30, 1, !dbg !538
  resume { ptr, i32 } %32, !dbg !538

33:                                               ; preds = %20
  %34 = landingpad { ptr, i32 }
          catch ptr null, !dbg !537
  %35 = extractvalue { ptr, i32 } %34, 0, !dbg !537
  call void @__clang_call_terminate(ptr %35) #10, !dbg !537
  unreachable, !dbg !537

36:                                               ; preds = %15
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN6HolderC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 !dbg !539 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !540, !DIExpression(), !542)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !543, !DIExpression(), !544)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !545
  %7 = call noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6), !dbg !545
  ret ptr %5, !dbg !546
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN6HolderD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 !dbg !547 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !551, !DIExpression(), !552)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9, !dbg !553
  ret ptr %3, !dbg !553
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 personality ptr @__gxx_personality_sj0 !dbg !554 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !555, !DIExpression(), !556)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !557, !DIExpression(), !558)
  %8 = load ptr, ptr %3, align 4
  %9 = getelementptr inbounds %struct.Holder, ptr %8, i32 0, i32 0, !dbg !559
  %10 = load i32, ptr %4, align 4, !dbg !560
  %11 = invoke noundef ptr @_ZN6TracerC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %12 unwind label %17, !dbg !559

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Holder, ptr %8, i32 0, i32 1, !dbg !561
  %14 = load i32, ptr %4, align 4, !dbg !562
  %15 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %14)
          to label %16 unwind label %21, !dbg !563

16:                                               ; preds = %12
  store i32 %15, ptr %13, align 4, !dbg !561
  call void @_ZL4notei(i32 noundef 777), !dbg !564
  br label %39, !dbg !566

17:                                               ; preds = %2
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error, !dbg !567
  %19 = extractvalue { ptr, i32 } %18, 0, !dbg !567
  store ptr %19, ptr %5, align 4, !dbg !567
  %20 = extractvalue { ptr, i32 } %18, 1, !dbg !567
  store i32 %20, ptr %6, align 4, !dbg !567
  br label %26, !dbg !567

21:                                               ; preds = %12
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error, !dbg !567
  %23 = extractvalue { ptr, i32 } %22, 0, !dbg !567
  store ptr %23, ptr %5, align 4, !dbg !567
  %24 = extractvalue { ptr, i32 } %22, 1, !dbg !567
  store i32 %24, ptr %6, align 4, !dbg !567
  %25 = call noundef ptr @_ZN6TracerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #9, !dbg !566
  br label %26, !dbg !566

26:                                               ; preds = %21, %17
  %27 = load i32, ptr %6, align 4, !dbg !566
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9, !dbg !566
  %29 = icmp eq i32 %27, %28, !dbg !566
  br i1 %29, label %30, label %40, !dbg !566

30:                                               ; preds = %26
    #dbg_declare(ptr %7, !568, !DIExpression(), !569)
  %31 = load ptr, ptr %5, align 4, !dbg !566
  %32 = call ptr @__cxa_begin_catch(ptr %31) #9, !dbg !566
  store ptr %32, ptr %7, align 4, !dbg !566
  call void @_ZL4notei(i32 noundef 888), !dbg !570
  invoke void @__cxa_rethrow()
          to label %33 unwind label %34, !dbg !572

33:                                               ; preds = %30
  unreachable, !dbg !572

34:                                               ; preds = %30
  %35 = landingpad { ptr, i32 }
          cleanup, !dbg !567
  %36 = extractvalue { ptr, i32 } %35, 0, !dbg !567
  store ptr %36, ptr %5, align 4, !dbg !567
  %37 = extractvalue { ptr, i32 } %35, 1, !dbg !567
  store i32 %37, ptr %6, align 4, !dbg !567
  invoke void @__cxa_end_catch()
          to label %38 unwind label %45, !dbg !572

38:                                               ; preds = %34
  br label %40, !dbg !572

39:                                               ; preds = %16
  ret ptr %8, !dbg !567

40:                                               ; preds = %38, %26
  %41 = load ptr, ptr %5, align 4, !dbg !566
  %42 = load i32, ptr %6, align 4, !dbg !566
  %43 = insertvalue { ptr, i32 } poison, ptr %41, 0, !dbg !566
  %44 = insertvalue { ptr, i32 } %43, i32 %42, 1, !dbg !566
  resume { ptr, i32 } %44, !dbg !566

45:                                               ; preds = %34
  %46 = landingpad { ptr, i32 }
          catch ptr null, !dbg !572
  %47 = extractvalue { ptr, i32 } %46, 0, !dbg !572
  call void @__clang_call_terminate(ptr %47) #10, !dbg !572
  unreachable, !dbg !572
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #1 align 2 personality ptr @__gxx_personality_sj0 !dbg !573 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !574, !DIExpression(), !575)
  %5 = load i32, ptr %2, align 4, !dbg !576
  %6 = icmp slt i32 %5, 0, !dbg !578
  br i1 %6, label %7, label %18, !dbg !579

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 16) #9, !dbg !580
  %9 = load i32, ptr %2, align 4, !dbg !581
  %10 = load i32, ptr %2, align 4, !dbg !582
  %11 = sub nsw i32 0, %10, !dbg !583
  %12 = invoke noundef ptr @_ZN7IoErrorC1Eii(ptr noundef nonnull align 4 dereferenceable(16) %8, i32 noundef %9, i32 noundef %11)
          to label %13 unwind label %14, !dbg !584

13:                                               ; preds = %7
  call void @__cxa_throw(ptr %8, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD1Ev) #11, !dbg !580
  unreachable, !dbg !580

14:                                               ; preds = %7
  %15 = landingpad { ptr, i32 }
          cleanup, !dbg !585
  %16 = extractvalue { ptr, i32 } %15, 0, !dbg !585
  store ptr %16, ptr %3, align 4, !dbg !585
  %17 = extractvalue { ptr, i32 } %15, 1, !dbg !585
  store i32 %17, ptr %4, align 4, !dbg !585
  call void @__cxa_free_exception(ptr %8) #9, !dbg !580
  br label %21, !dbg !580

18:                                               ; preds = %1
  %19 = load i32, ptr %2, align 4, !dbg !586
  %20 = mul nsw i32 %19, 2, !dbg !587
  ret i32 %20, !dbg !588

21:                                               ; preds = %14
  %22 = load ptr, ptr %3, align 4, !dbg !580
  %23 = load i32, ptr %4, align 4, !dbg !580
  %24 = insertvalue { ptr, i32 } poison, ptr %22, 0, !dbg !580
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1, !dbg !580
  resume { ptr, i32 } %25, !dbg !580
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 !dbg !589 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !590, !DIExpression(), !591)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0, !dbg !592
  %5 = call noundef ptr @_ZN6TracerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #9, !dbg !592
  ret ptr %3, !dbg !594
}

attributes #0 = { mustprogress noinline norecurse optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!94, !95, !96, !97, !98, !99}
!llvm.ident = !{!100}

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
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !28, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!11 = !{!12, !13}
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
!28 = !{!0, !29, !34, !39, !44, !49, !54, !59, !64, !66, !71, !73, !78, !8, !80, !85, !87, !89}
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 141, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 15)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 142, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 14)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 143, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 16)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 146, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 5)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 4)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 19)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 3)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !46, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 6)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !46, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 9)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !61, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 7)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "rethrow_count", linkageName: "_ZL13rethrow_count", scope: !10, file: !2, line: 77, type: !12, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "g_nlog", linkageName: "_ZL6g_nlog", scope: !10, file: !2, line: 12, type: !12, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "g_log", linkageName: "_ZL5g_log", scope: !10, file: !2, line: 11, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2048, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 64)
!94 = !{i32 7, !"Dwarf Version", i32 2}
!95 = !{i32 2, !"Debug Info Version", i32 3}
!96 = !{i32 1, !"wchar_size", i32 4}
!97 = !{i32 1, !"min_enum_size", i32 4}
!98 = !{i32 8, !"PIC Level", i32 2}
!99 = !{i32 7, !"frame-pointer", i32 2}
!100 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!101 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 134, type: !102, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{!12}
!104 = !{}
!105 = !DILocalVariable(name: "total", scope: !101, file: !2, line: 135, type: !12)
!106 = !DILocation(line: 135, column: 7, scope: !101)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 136, type: !12)
!108 = distinct !DILexicalBlock(scope: !101, file: !2, line: 136, column: 3)
!109 = !DILocation(line: 136, column: 12, scope: !108)
!110 = !DILocation(line: 136, column: 8, scope: !108)
!111 = !DILocation(line: 136, column: 19, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !2, line: 136, column: 3)
!113 = !DILocation(line: 136, column: 21, scope: !112)
!114 = !DILocation(line: 136, column: 3, scope: !108)
!115 = !DILocalVariable(name: "c", scope: !116, file: !2, line: 137, type: !12)
!116 = distinct !DILexicalBlock(scope: !112, file: !2, line: 136, column: 32)
!117 = !DILocation(line: 137, column: 9, scope: !116)
!118 = !DILocation(line: 137, column: 22, scope: !116)
!119 = !DILocation(line: 137, column: 13, scope: !116)
!120 = !DILocation(line: 138, column: 44, scope: !116)
!121 = !DILocation(line: 138, column: 47, scope: !116)
!122 = !DILocation(line: 138, column: 50, scope: !116)
!123 = !DILocation(line: 138, column: 5, scope: !116)
!124 = !DILocation(line: 139, column: 14, scope: !116)
!125 = !DILocation(line: 139, column: 11, scope: !116)
!126 = !DILocation(line: 140, column: 3, scope: !116)
!127 = !DILocation(line: 136, column: 27, scope: !112)
!128 = !DILocation(line: 136, column: 3, scope: !112)
!129 = distinct !{!129, !114, !130, !131}
!130 = !DILocation(line: 140, column: 3, scope: !108)
!131 = !{!"llvm.loop.mustprogress"}
!132 = !DILocation(line: 141, column: 29, scope: !101)
!133 = !DILocation(line: 141, column: 40, scope: !101)
!134 = !DILocation(line: 141, column: 3, scope: !101)
!135 = !DILocation(line: 142, column: 28, scope: !101)
!136 = !DILocation(line: 142, column: 3, scope: !101)
!137 = !DILocation(line: 143, column: 30, scope: !101)
!138 = !DILocation(line: 143, column: 42, scope: !101)
!139 = !DILocation(line: 143, column: 3, scope: !101)
!140 = !DILocalVariable(name: "nt", scope: !101, file: !2, line: 144, type: !141)
!141 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !2, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !142, identifier: "_ZTS7NoThrow")
!142 = !{!143}
!143 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !141, file: !2, line: 131, type: !144, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!144 = !DISubroutineType(types: !145)
!145 = !{!12, !146, !12}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!147 = !DILocation(line: 144, column: 11, scope: !101)
!148 = !DILocation(line: 145, column: 15, scope: !101)
!149 = !DILocation(line: 145, column: 9, scope: !101)
!150 = !DILocation(line: 146, column: 3, scope: !101)
!151 = !DILocalVariable(name: "i", scope: !152, file: !2, line: 147, type: !12)
!152 = distinct !DILexicalBlock(scope: !101, file: !2, line: 147, column: 3)
!153 = !DILocation(line: 147, column: 12, scope: !152)
!154 = !DILocation(line: 147, column: 8, scope: !152)
!155 = !DILocation(line: 147, column: 19, scope: !156)
!156 = distinct !DILexicalBlock(scope: !152, file: !2, line: 147, column: 3)
!157 = !DILocation(line: 147, column: 23, scope: !156)
!158 = !DILocation(line: 147, column: 21, scope: !156)
!159 = !DILocation(line: 147, column: 3, scope: !152)
!160 = !DILocation(line: 148, column: 25, scope: !156)
!161 = !DILocation(line: 148, column: 19, scope: !156)
!162 = !DILocation(line: 148, column: 5, scope: !156)
!163 = !DILocation(line: 147, column: 31, scope: !156)
!164 = !DILocation(line: 147, column: 3, scope: !156)
!165 = distinct !{!165, !159, !166, !131}
!166 = !DILocation(line: 148, column: 27, scope: !152)
!167 = !DILocation(line: 149, column: 34, scope: !101)
!168 = !DILocation(line: 149, column: 41, scope: !101)
!169 = !DILocation(line: 149, column: 3, scope: !101)
!170 = !DILocation(line: 150, column: 8, scope: !101)
!171 = !DILocation(line: 150, column: 15, scope: !101)
!172 = !DILocation(line: 150, column: 3, scope: !101)
!173 = !DILocation(line: 151, column: 3, scope: !101)
!174 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !2, file: !2, line: 54, type: !175, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !104)
!175 = !DISubroutineType(types: !176)
!176 = !{!12, !12}
!177 = !DILocalVariable(name: "how", arg: 1, scope: !174, file: !2, line: 54, type: !12)
!178 = !DILocation(line: 54, column: 25, scope: !174)
!179 = !DILocation(line: 56, column: 13, scope: !180)
!180 = distinct !DILexicalBlock(scope: !174, file: !2, line: 55, column: 7)
!181 = !DILocation(line: 56, column: 5, scope: !180)
!182 = !DILocation(line: 57, column: 3, scope: !180)
!183 = !DILocation(line: 75, column: 1, scope: !180)
!184 = !DILocalVariable(name: "v", scope: !174, file: !2, line: 57, type: !12)
!185 = !DILocation(line: 57, column: 16, scope: !174)
!186 = !DILocation(line: 61, column: 3, scope: !187)
!187 = distinct !DILexicalBlock(scope: !174, file: !2, line: 59, column: 22)
!188 = !DILocation(line: 58, column: 18, scope: !189)
!189 = distinct !DILexicalBlock(scope: !174, file: !2, line: 57, column: 19)
!190 = !DILocation(line: 58, column: 16, scope: !189)
!191 = !DILocation(line: 58, column: 5, scope: !189)
!192 = !DILocation(line: 59, column: 3, scope: !189)
!193 = !DILocalVariable(name: "d", scope: !174, file: !2, line: 59, type: !194)
!194 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!195 = !DILocation(line: 59, column: 19, scope: !174)
!196 = !DILocation(line: 63, column: 3, scope: !197)
!197 = distinct !DILexicalBlock(scope: !174, file: !2, line: 61, column: 30)
!198 = !DILocation(line: 60, column: 24, scope: !187)
!199 = !DILocation(line: 60, column: 26, scope: !187)
!200 = !DILocation(line: 60, column: 23, scope: !187)
!201 = !DILocation(line: 60, column: 16, scope: !187)
!202 = !DILocation(line: 60, column: 5, scope: !187)
!203 = !DILocalVariable(name: "e", scope: !174, file: !2, line: 61, type: !204)
!204 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !205, size: 32)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !206)
!206 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !2, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !207, vtableHolder: !209, identifier: "_ZTS7IoError")
!207 = !{!208, !229, !230, !234}
!208 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !206, baseType: !209, extraData: i32 0)
!209 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !2, line: 26, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !210, vtableHolder: !209, identifier: "_ZTS5Error")
!210 = !{!211, !214, !215, !217, !221, !224}
!211 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !2, file: !2, baseType: !212, size: 32, flags: DIFlagArtificial)
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 32)
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !102, size: 32)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !209, file: !2, line: 27, baseType: !12, size: 32, offset: 32)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !209, file: !2, line: 28, baseType: !216, size: 32, offset: 64)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!217 = !DISubprogram(name: "Error", scope: !209, file: !2, line: 29, type: !218, scopeLine: 29, flags: DIFlagPrototyped, spFlags: 0)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !220, !12, !216}
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!221 = !DISubprogram(name: "~Error", scope: !209, file: !2, line: 30, type: !222, scopeLine: 30, containingType: !209, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!222 = !DISubroutineType(types: !223)
!223 = !{null, !220}
!224 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !209, file: !2, line: 31, type: !225, scopeLine: 31, containingType: !209, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!225 = !DISubroutineType(types: !226)
!226 = !{!12, !227}
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!228 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !209)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !206, file: !2, line: 35, baseType: !12, size: 32, offset: 96)
!230 = !DISubprogram(name: "IoError", scope: !206, file: !2, line: 36, type: !231, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !233, !12, !12}
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!234 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !206, file: !2, line: 37, type: !235, scopeLine: 37, containingType: !206, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!235 = !DISubroutineType(types: !236)
!236 = !{!12, !237}
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!238 = !DILocation(line: 61, column: 27, scope: !174)
!239 = !DILocation(line: 65, column: 3, scope: !240)
!240 = distinct !DILexicalBlock(scope: !174, file: !2, line: 63, column: 22)
!241 = !DILocation(line: 62, column: 18, scope: !197)
!242 = !DILocation(line: 62, column: 20, scope: !197)
!243 = !DILocation(line: 62, column: 25, scope: !197)
!244 = !DILocation(line: 62, column: 16, scope: !197)
!245 = !DILocation(line: 62, column: 32, scope: !197)
!246 = !DILocation(line: 62, column: 34, scope: !197)
!247 = !DILocation(line: 62, column: 30, scope: !197)
!248 = !DILocation(line: 62, column: 5, scope: !197)
!249 = !DILocalVariable(name: "e", scope: !174, file: !2, line: 63, type: !250)
!250 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !209, size: 32)
!251 = !DILocation(line: 63, column: 19, scope: !174)
!252 = !DILocation(line: 69, column: 3, scope: !253)
!253 = distinct !DILexicalBlock(scope: !174, file: !2, line: 65, column: 22)
!254 = !DILocation(line: 64, column: 18, scope: !240)
!255 = !DILocation(line: 64, column: 20, scope: !240)
!256 = !DILocation(line: 64, column: 16, scope: !240)
!257 = !DILocation(line: 64, column: 27, scope: !240)
!258 = !DILocation(line: 64, column: 29, scope: !240)
!259 = !DILocation(line: 64, column: 25, scope: !240)
!260 = !DILocation(line: 64, column: 5, scope: !240)
!261 = !DILocalVariable(name: "p", scope: !174, file: !2, line: 65, type: !262)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 32)
!263 = !DILocation(line: 65, column: 19, scope: !174)
!264 = !DILocation(line: 71, column: 3, scope: !265)
!265 = distinct !DILexicalBlock(scope: !174, file: !2, line: 69, column: 27)
!266 = !DILocalVariable(name: "r", scope: !253, file: !2, line: 66, type: !12)
!267 = !DILocation(line: 66, column: 9, scope: !253)
!268 = !DILocation(line: 66, column: 19, scope: !253)
!269 = !DILocation(line: 66, column: 22, scope: !253)
!270 = !DILocation(line: 66, column: 17, scope: !253)
!271 = !DILocation(line: 67, column: 12, scope: !253)
!272 = !DILocation(line: 67, column: 5, scope: !253)
!273 = !DILocation(line: 68, column: 12, scope: !253)
!274 = !DILocation(line: 68, column: 5, scope: !253)
!275 = !DILocalVariable(name: "s", scope: !174, file: !2, line: 69, type: !216)
!276 = !DILocation(line: 69, column: 24, scope: !174)
!277 = !DILocation(line: 73, column: 3, scope: !278)
!278 = distinct !DILexicalBlock(scope: !174, file: !2, line: 71, column: 17)
!279 = !DILocation(line: 70, column: 19, scope: !265)
!280 = !DILocation(line: 70, column: 24, scope: !265)
!281 = !DILocation(line: 70, column: 18, scope: !265)
!282 = !DILocation(line: 70, column: 16, scope: !265)
!283 = !DILocation(line: 70, column: 5, scope: !265)
!284 = !DILocation(line: 72, column: 5, scope: !278)
!285 = !DILocation(line: 75, column: 1, scope: !240)
!286 = !DILocation(line: 74, column: 3, scope: !174)
!287 = !DILocation(line: 75, column: 1, scope: !174)
!288 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !2, file: !2, line: 89, type: !175, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !104)
!289 = !DILocalVariable(name: "how", arg: 1, scope: !288, file: !2, line: 89, type: !12)
!290 = !DILocation(line: 89, column: 23, scope: !288)
!291 = !DILocalVariable(name: "r", scope: !288, file: !2, line: 90, type: !12)
!292 = !DILocation(line: 90, column: 7, scope: !288)
!293 = !DILocation(line: 93, column: 14, scope: !294)
!294 = distinct !DILexicalBlock(scope: !295, file: !2, line: 92, column: 9)
!295 = distinct !DILexicalBlock(scope: !288, file: !2, line: 91, column: 7)
!296 = !DILocation(line: 93, column: 7, scope: !294)
!297 = !DILocation(line: 94, column: 5, scope: !294)
!298 = !DILocation(line: 104, column: 1, scope: !294)
!299 = !DILocalVariable(name: "v", scope: !295, file: !2, line: 94, type: !12)
!300 = !DILocation(line: 94, column: 18, scope: !295)
!301 = !DILocation(line: 95, column: 12, scope: !302)
!302 = distinct !DILexicalBlock(scope: !295, file: !2, line: 94, column: 21)
!303 = !DILocation(line: 95, column: 9, scope: !302)
!304 = !DILocation(line: 96, column: 7, scope: !302)
!305 = !DILocation(line: 96, column: 19, scope: !302)
!306 = !DILocation(line: 96, column: 21, scope: !302)
!307 = !DILocation(line: 96, column: 13, scope: !302)
!308 = !DILocation(line: 104, column: 1, scope: !302)
!309 = !DILocation(line: 97, column: 5, scope: !302)
!310 = !DILocation(line: 98, column: 3, scope: !295)
!311 = !DILocalVariable(name: "e", scope: !288, file: !2, line: 98, type: !250)
!312 = !DILocation(line: 98, column: 19, scope: !288)
!313 = !DILocation(line: 102, column: 3, scope: !314)
!314 = distinct !DILexicalBlock(scope: !288, file: !2, line: 100, column: 17)
!315 = !DILocation(line: 99, column: 10, scope: !316)
!316 = distinct !DILexicalBlock(scope: !288, file: !2, line: 98, column: 22)
!317 = !DILocation(line: 99, column: 12, scope: !316)
!318 = !DILocation(line: 99, column: 17, scope: !316)
!319 = !DILocation(line: 99, column: 7, scope: !316)
!320 = !DILocation(line: 100, column: 3, scope: !316)
!321 = !DILocation(line: 103, column: 10, scope: !288)
!322 = !DILocation(line: 103, column: 3, scope: !288)
!323 = !DILocation(line: 101, column: 7, scope: !314)
!324 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !2, file: !2, line: 123, type: !175, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !104)
!325 = !DILocalVariable(name: "x", arg: 1, scope: !324, file: !2, line: 123, type: !12)
!326 = !DILocation(line: 123, column: 24, scope: !324)
!327 = !DILocalVariable(name: "h", scope: !328, file: !2, line: 124, type: !329)
!328 = distinct !DILexicalBlock(scope: !324, file: !2, line: 123, column: 31)
!329 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !2, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !330, identifier: "_ZTS6Holder")
!330 = !{!331, !332, !333, !334}
!331 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !329, file: !2, line: 109, baseType: !13, size: 32)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !329, file: !2, line: 110, baseType: !12, size: 32, offset: 32)
!333 = !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !329, file: !2, line: 111, type: !175, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!334 = !DISubprogram(name: "Holder", scope: !329, file: !2, line: 115, type: !335, scopeLine: 115, flags: DIFlagPrototyped, spFlags: 0)
!335 = !DISubroutineType(types: !336)
!336 = !{null, !337, !12}
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !329, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!338 = !DILocation(line: 124, column: 10, scope: !328)
!339 = !DILocation(line: 124, column: 12, scope: !328)
!340 = !DILocation(line: 125, column: 12, scope: !328)
!341 = !DILocation(line: 125, column: 3, scope: !328)
!342 = !DILocation(line: 126, column: 1, scope: !324)
!343 = !DILocation(line: 128, column: 1, scope: !328)
!344 = !DILocation(line: 126, column: 1, scope: !328)
!345 = !DILocalVariable(name: "e", scope: !324, file: !2, line: 126, type: !204)
!346 = !DILocation(line: 126, column: 25, scope: !324)
!347 = !DILocation(line: 127, column: 18, scope: !348)
!348 = distinct !DILexicalBlock(scope: !324, file: !2, line: 126, column: 28)
!349 = !DILocation(line: 127, column: 20, scope: !348)
!350 = !DILocation(line: 127, column: 16, scope: !348)
!351 = !DILocation(line: 127, column: 3, scope: !348)
!352 = !DILocation(line: 128, column: 1, scope: !348)
!353 = !DILocation(line: 128, column: 1, scope: !324)
!354 = distinct !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !141, file: !2, line: 131, type: !144, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !143, retainedNodes: !104)
!355 = !DILocalVariable(name: "this", arg: 1, scope: !354, type: !356, flags: DIFlagArtificial | DIFlagObjectPointer)
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 32)
!357 = !DILocation(line: 0, scope: !354)
!358 = !DILocalVariable(name: "x", arg: 2, scope: !354, file: !2, line: 131, type: !12)
!359 = !DILocation(line: 131, column: 13, scope: !354)
!360 = !DILocation(line: 131, column: 34, scope: !354)
!361 = !DILocation(line: 131, column: 36, scope: !354)
!362 = !DILocation(line: 131, column: 27, scope: !354)
!363 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !2, file: !2, line: 40, type: !364, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !104)
!364 = !DISubroutineType(types: !365)
!365 = !{null, !12}
!366 = !DILocalVariable(name: "how", arg: 1, scope: !363, file: !2, line: 40, type: !12)
!367 = !DILocation(line: 40, column: 51, scope: !363)
!368 = !DILocalVariable(name: "t", scope: !363, file: !2, line: 41, type: !13)
!369 = !DILocation(line: 41, column: 10, scope: !363)
!370 = !DILocation(line: 41, column: 12, scope: !363)
!371 = !DILocation(line: 42, column: 11, scope: !363)
!372 = !DILocation(line: 42, column: 3, scope: !363)
!373 = !DILocation(line: 43, column: 11, scope: !374)
!374 = distinct !DILexicalBlock(scope: !363, file: !2, line: 42, column: 16)
!375 = !DILocation(line: 52, column: 1, scope: !374)
!376 = !DILocation(line: 44, column: 11, scope: !374)
!377 = !DILocation(line: 45, column: 11, scope: !374)
!378 = !DILocation(line: 45, column: 17, scope: !374)
!379 = !DILocation(line: 46, column: 11, scope: !374)
!380 = !DILocation(line: 46, column: 17, scope: !374)
!381 = !DILocation(line: 47, column: 11, scope: !374)
!382 = !DILocation(line: 47, column: 17, scope: !374)
!383 = !DILocation(line: 47, column: 21, scope: !374)
!384 = !DILocation(line: 48, column: 11, scope: !374)
!385 = !DILocation(line: 49, column: 11, scope: !374)
!386 = !DILocation(line: 49, column: 17, scope: !374)
!387 = !DILocation(line: 50, column: 12, scope: !374)
!388 = !DILocation(line: 52, column: 1, scope: !363)
!389 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC1Ei", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !16, retainedNodes: !104)
!390 = !DILocalVariable(name: "this", arg: 1, scope: !389, type: !391, flags: DIFlagArtificial | DIFlagObjectPointer)
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!392 = !DILocation(line: 0, scope: !389)
!393 = !DILocalVariable(name: "i", arg: 2, scope: !389, file: !2, line: 21, type: !12)
!394 = !DILocation(line: 21, column: 23, scope: !389)
!395 = !DILocation(line: 21, column: 34, scope: !389)
!396 = !DILocation(line: 21, column: 56, scope: !389)
!397 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC1EiPKc", scope: !209, file: !2, line: 29, type: !218, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !217, retainedNodes: !104)
!398 = !DILocalVariable(name: "this", arg: 1, scope: !397, type: !262, flags: DIFlagArtificial | DIFlagObjectPointer)
!399 = !DILocation(line: 0, scope: !397)
!400 = !DILocalVariable(name: "c", arg: 2, scope: !397, file: !2, line: 29, type: !12)
!401 = !DILocation(line: 29, column: 13, scope: !397)
!402 = !DILocalVariable(name: "w", arg: 3, scope: !397, file: !2, line: 29, type: !216)
!403 = !DILocation(line: 29, column: 28, scope: !397)
!404 = !DILocation(line: 29, column: 50, scope: !397)
!405 = !DILocation(line: 29, column: 51, scope: !397)
!406 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD1Ev", scope: !209, file: !2, line: 30, type: !222, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !221, retainedNodes: !104)
!407 = !DILocalVariable(name: "this", arg: 1, scope: !406, type: !262, flags: DIFlagArtificial | DIFlagObjectPointer)
!408 = !DILocation(line: 0, scope: !406)
!409 = !DILocation(line: 30, column: 20, scope: !406)
!410 = !DILocation(line: 30, column: 21, scope: !406)
!411 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC1Eii", scope: !206, file: !2, line: 36, type: !231, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !230, retainedNodes: !104)
!412 = !DILocalVariable(name: "this", arg: 1, scope: !411, type: !413, flags: DIFlagArtificial | DIFlagObjectPointer)
!413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 32)
!414 = !DILocation(line: 0, scope: !411)
!415 = !DILocalVariable(name: "c", arg: 2, scope: !411, file: !2, line: 36, type: !12)
!416 = !DILocation(line: 36, column: 15, scope: !411)
!417 = !DILocalVariable(name: "f", arg: 3, scope: !411, file: !2, line: 36, type: !12)
!418 = !DILocation(line: 36, column: 22, scope: !411)
!419 = !DILocation(line: 36, column: 49, scope: !411)
!420 = !DILocation(line: 36, column: 50, scope: !411)
!421 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD1Ev", scope: !206, file: !2, line: 34, type: !422, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !424, retainedNodes: !104)
!422 = !DISubroutineType(types: !423)
!423 = !{null, !233}
!424 = !DISubprogram(name: "~IoError", scope: !206, type: !422, containingType: !206, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!425 = !DILocalVariable(name: "this", arg: 1, scope: !421, type: !413, flags: DIFlagArtificial | DIFlagObjectPointer)
!426 = !DILocation(line: 0, scope: !421)
!427 = !DILocation(line: 34, column: 8, scope: !421)
!428 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD1Ev", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !25, retainedNodes: !104)
!429 = !DILocalVariable(name: "this", arg: 1, scope: !428, type: !391, flags: DIFlagArtificial | DIFlagObjectPointer)
!430 = !DILocation(line: 0, scope: !428)
!431 = !DILocation(line: 23, column: 13, scope: !428)
!432 = !DILocation(line: 23, column: 36, scope: !428)
!433 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !16, retainedNodes: !104)
!434 = !DILocalVariable(name: "this", arg: 1, scope: !433, type: !391, flags: DIFlagArtificial | DIFlagObjectPointer)
!435 = !DILocation(line: 0, scope: !433)
!436 = !DILocalVariable(name: "i", arg: 2, scope: !433, file: !2, line: 21, type: !12)
!437 = !DILocation(line: 21, column: 23, scope: !433)
!438 = !DILocation(line: 21, column: 28, scope: !433)
!439 = !DILocation(line: 21, column: 31, scope: !433)
!440 = !DILocation(line: 21, column: 36, scope: !441)
!441 = distinct !DILexicalBlock(scope: !433, file: !2, line: 21, column: 34)
!442 = !DILocation(line: 21, column: 51, scope: !441)
!443 = !DILocation(line: 21, column: 46, scope: !441)
!444 = !DILocation(line: 21, column: 56, scope: !433)
!445 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !2, file: !2, line: 14, type: !364, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !104)
!446 = !DILocalVariable(name: "v", arg: 1, scope: !445, file: !2, line: 14, type: !12)
!447 = !DILocation(line: 14, column: 22, scope: !445)
!448 = !DILocation(line: 15, column: 7, scope: !449)
!449 = distinct !DILexicalBlock(scope: !445, file: !2, line: 15, column: 7)
!450 = !DILocation(line: 15, column: 14, scope: !449)
!451 = !DILocation(line: 15, column: 7, scope: !445)
!452 = !DILocation(line: 16, column: 23, scope: !449)
!453 = !DILocation(line: 16, column: 17, scope: !449)
!454 = !DILocation(line: 16, column: 5, scope: !449)
!455 = !DILocation(line: 16, column: 21, scope: !449)
!456 = !DILocation(line: 17, column: 1, scope: !445)
!457 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !209, file: !2, line: 29, type: !218, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !217, retainedNodes: !104)
!458 = !DILocalVariable(name: "this", arg: 1, scope: !457, type: !262, flags: DIFlagArtificial | DIFlagObjectPointer)
!459 = !DILocation(line: 0, scope: !457)
!460 = !DILocalVariable(name: "c", arg: 2, scope: !457, file: !2, line: 29, type: !12)
!461 = !DILocation(line: 29, column: 13, scope: !457)
!462 = !DILocalVariable(name: "w", arg: 3, scope: !457, file: !2, line: 29, type: !216)
!463 = !DILocation(line: 29, column: 28, scope: !457)
!464 = !DILocation(line: 29, column: 50, scope: !457)
!465 = !DILocation(line: 29, column: 33, scope: !457)
!466 = !DILocation(line: 29, column: 38, scope: !457)
!467 = !DILocation(line: 29, column: 42, scope: !457)
!468 = !DILocation(line: 29, column: 47, scope: !457)
!469 = !DILocation(line: 29, column: 51, scope: !457)
!470 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !209, file: !2, line: 30, type: !222, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !221, retainedNodes: !104)
!471 = !DILocalVariable(name: "this", arg: 1, scope: !470, type: !262, flags: DIFlagArtificial | DIFlagObjectPointer)
!472 = !DILocation(line: 0, scope: !470)
!473 = !DILocation(line: 30, column: 20, scope: !470)
!474 = !DILocation(line: 30, column: 21, scope: !470)
!475 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !209, file: !2, line: 31, type: !225, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !224, retainedNodes: !104)
!476 = !DILocalVariable(name: "this", arg: 1, scope: !475, type: !477, flags: DIFlagArtificial | DIFlagObjectPointer)
!477 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 32)
!478 = !DILocation(line: 0, scope: !475)
!479 = !DILocation(line: 31, column: 30, scope: !475)
!480 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !209, file: !2, line: 30, type: !222, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !221, retainedNodes: !104)
!481 = !DILocalVariable(name: "this", arg: 1, scope: !480, type: !262, flags: DIFlagArtificial | DIFlagObjectPointer)
!482 = !DILocation(line: 0, scope: !480)
!483 = !DILocation(line: 30, column: 21, scope: !480)
!484 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !206, file: !2, line: 36, type: !231, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !230, retainedNodes: !104)
!485 = !DILocalVariable(name: "this", arg: 1, scope: !484, type: !413, flags: DIFlagArtificial | DIFlagObjectPointer)
!486 = !DILocation(line: 0, scope: !484)
!487 = !DILocalVariable(name: "c", arg: 2, scope: !484, file: !2, line: 36, type: !12)
!488 = !DILocation(line: 36, column: 15, scope: !484)
!489 = !DILocalVariable(name: "f", arg: 3, scope: !484, file: !2, line: 36, type: !12)
!490 = !DILocation(line: 36, column: 22, scope: !484)
!491 = !DILocation(line: 36, column: 33, scope: !484)
!492 = !DILocation(line: 36, column: 27, scope: !484)
!493 = !DILocation(line: 36, column: 49, scope: !484)
!494 = !DILocation(line: 36, column: 43, scope: !484)
!495 = !DILocation(line: 36, column: 46, scope: !484)
!496 = !DILocation(line: 36, column: 50, scope: !484)
!497 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !206, file: !2, line: 34, type: !422, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !424, retainedNodes: !104)
!498 = !DILocalVariable(name: "this", arg: 1, scope: !497, type: !413, flags: DIFlagArtificial | DIFlagObjectPointer)
!499 = !DILocation(line: 0, scope: !497)
!500 = !DILocation(line: 34, column: 8, scope: !497)
!501 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !206, file: !2, line: 37, type: !235, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !234, retainedNodes: !104)
!502 = !DILocalVariable(name: "this", arg: 1, scope: !501, type: !503, flags: DIFlagArtificial | DIFlagObjectPointer)
!503 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 32)
!504 = !DILocation(line: 0, scope: !501)
!505 = !DILocation(line: 37, column: 31, scope: !501)
!506 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD2Ev", scope: !206, file: !2, line: 34, type: !422, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !424, retainedNodes: !104)
!507 = !DILocalVariable(name: "this", arg: 1, scope: !506, type: !413, flags: DIFlagArtificial | DIFlagObjectPointer)
!508 = !DILocation(line: 0, scope: !506)
!509 = !DILocation(line: 34, column: 8, scope: !510)
!510 = distinct !DILexicalBlock(scope: !506, file: !2, line: 34, column: 8)
!511 = !DILocation(line: 34, column: 8, scope: !506)
!512 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !25, retainedNodes: !104)
!513 = !DILocalVariable(name: "this", arg: 1, scope: !512, type: !391, flags: DIFlagArtificial | DIFlagObjectPointer)
!514 = !DILocation(line: 0, scope: !512)
!515 = !DILocation(line: 23, column: 15, scope: !516)
!516 = distinct !DILexicalBlock(scope: !512, file: !2, line: 23, column: 13)
!517 = !DILocation(line: 23, column: 31, scope: !516)
!518 = !DILocation(line: 23, column: 30, scope: !516)
!519 = !DILocation(line: 23, column: 25, scope: !516)
!520 = !DILocation(line: 23, column: 36, scope: !512)
!521 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !2, file: !2, line: 79, type: !364, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !104)
!522 = !DILocalVariable(name: "how", arg: 1, scope: !521, file: !2, line: 79, type: !12)
!523 = !DILocation(line: 79, column: 24, scope: !521)
!524 = !DILocalVariable(name: "t", scope: !521, file: !2, line: 80, type: !13)
!525 = !DILocation(line: 80, column: 10, scope: !521)
!526 = !DILocation(line: 80, column: 17, scope: !521)
!527 = !DILocation(line: 80, column: 15, scope: !521)
!528 = !DILocation(line: 82, column: 13, scope: !529)
!529 = distinct !DILexicalBlock(scope: !521, file: !2, line: 81, column: 7)
!530 = !DILocation(line: 82, column: 5, scope: !529)
!531 = !DILocation(line: 83, column: 3, scope: !529)
!532 = !DILocation(line: 87, column: 1, scope: !529)
!533 = !DILocation(line: 84, column: 5, scope: !534)
!534 = distinct !DILexicalBlock(scope: !521, file: !2, line: 83, column: 17)
!535 = !DILocation(line: 85, column: 5, scope: !534)
!536 = !DILocation(line: 87, column: 1, scope: !534)
!537 = !DILocation(line: 86, column: 3, scope: !534)
!538 = !DILocation(line: 87, column: 1, scope: !521)
!539 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC1Ei", scope: !329, file: !2, line: 115, type: !335, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !334, retainedNodes: !104)
!540 = !DILocalVariable(name: "this", arg: 1, scope: !539, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !329, size: 32)
!542 = !DILocation(line: 0, scope: !539)
!543 = !DILocalVariable(name: "x", arg: 2, scope: !539, file: !2, line: 115, type: !12)
!544 = !DILocation(line: 115, column: 14, scope: !539)
!545 = !DILocation(line: 115, column: 17, scope: !539)
!546 = !DILocation(line: 119, column: 3, scope: !539)
!547 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD1Ev", scope: !329, file: !2, line: 108, type: !548, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !550, retainedNodes: !104)
!548 = !DISubroutineType(types: !549)
!549 = !{null, !337}
!550 = !DISubprogram(name: "~Holder", scope: !329, type: !548, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!551 = !DILocalVariable(name: "this", arg: 1, scope: !547, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!552 = !DILocation(line: 0, scope: !547)
!553 = !DILocation(line: 108, column: 8, scope: !547)
!554 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !329, file: !2, line: 115, type: !335, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !334, retainedNodes: !104)
!555 = !DILocalVariable(name: "this", arg: 1, scope: !554, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!556 = !DILocation(line: 0, scope: !554)
!557 = !DILocalVariable(name: "x", arg: 2, scope: !554, file: !2, line: 115, type: !12)
!558 = !DILocation(line: 115, column: 14, scope: !554)
!559 = !DILocation(line: 115, column: 23, scope: !554)
!560 = !DILocation(line: 115, column: 25, scope: !554)
!561 = !DILocation(line: 115, column: 29, scope: !554)
!562 = !DILocation(line: 115, column: 37, scope: !554)
!563 = !DILocation(line: 115, column: 31, scope: !554)
!564 = !DILocation(line: 116, column: 5, scope: !565)
!565 = distinct !DILexicalBlock(scope: !554, file: !2, line: 115, column: 41)
!566 = !DILocation(line: 117, column: 3, scope: !565)
!567 = !DILocation(line: 119, column: 3, scope: !554)
!568 = !DILocalVariable(name: "e", scope: !554, file: !2, line: 117, type: !250)
!569 = !DILocation(line: 117, column: 19, scope: !554)
!570 = !DILocation(line: 118, column: 5, scope: !571)
!571 = distinct !DILexicalBlock(scope: !554, file: !2, line: 117, column: 22)
!572 = !DILocation(line: 119, column: 3, scope: !571)
!573 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !329, file: !2, line: 111, type: !175, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !333, retainedNodes: !104)
!574 = !DILocalVariable(name: "x", arg: 1, scope: !573, file: !2, line: 111, type: !12)
!575 = !DILocation(line: 111, column: 24, scope: !573)
!576 = !DILocation(line: 112, column: 9, scope: !577)
!577 = distinct !DILexicalBlock(scope: !573, file: !2, line: 112, column: 9)
!578 = !DILocation(line: 112, column: 11, scope: !577)
!579 = !DILocation(line: 112, column: 9, scope: !573)
!580 = !DILocation(line: 112, column: 16, scope: !577)
!581 = !DILocation(line: 112, column: 30, scope: !577)
!582 = !DILocation(line: 112, column: 34, scope: !577)
!583 = !DILocation(line: 112, column: 33, scope: !577)
!584 = !DILocation(line: 112, column: 22, scope: !577)
!585 = !DILocation(line: 114, column: 3, scope: !577)
!586 = !DILocation(line: 113, column: 12, scope: !573)
!587 = !DILocation(line: 113, column: 14, scope: !573)
!588 = !DILocation(line: 113, column: 5, scope: !573)
!589 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !329, file: !2, line: 108, type: !548, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !550, retainedNodes: !104)
!590 = !DILocalVariable(name: "this", arg: 1, scope: !589, type: !541, flags: DIFlagArtificial | DIFlagObjectPointer)
!591 = !DILocation(line: 0, scope: !589)
!592 = !DILocation(line: 108, column: 8, scope: !593)
!593 = distinct !DILexicalBlock(scope: !589, file: !2, line: 108, column: 8)
!594 = !DILocation(line: 108, column: 8, scope: !589)
