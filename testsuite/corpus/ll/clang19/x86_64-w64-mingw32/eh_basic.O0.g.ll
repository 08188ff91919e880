; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.NoThrow = type { i8 }
%struct.Error = type { ptr, i32, ptr }
%struct.IoError = type <{ %struct.Error, i32, [4 x i8] }>
%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

$_ZN7NoThrow1fEi = comdat any

$__clang_call_terminate = comdat any

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
@_ZTS7IoError = linkonce_odr dso_local constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Error }, comdat, align 8
@_ZTI7IoError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, comdat, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr dso_local constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, comdat, align 8
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1, !dbg !77
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !82
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1, !dbg !84
@_ZTS6Tracer = linkonce_odr dso_local constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6Tracer }, comdat, align 8
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, comdat, align 8
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1, !dbg !89
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, comdat, align 8
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1, !dbg !91

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 !dbg !112 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !116, !DIExpression(), !117)
  store i32 0, ptr %2, align 4, !dbg !117
    #dbg_declare(ptr %3, !118, !DIExpression(), !120)
  store i32 0, ptr %3, align 4, !dbg !120
  br label %7, !dbg !121

7:                                                ; preds = %20, %0
  %8 = load i32, ptr %3, align 4, !dbg !122
  %9 = icmp sle i32 %8, 7, !dbg !124
  br i1 %9, label %10, label %23, !dbg !125

10:                                               ; preds = %7
    #dbg_declare(ptr %4, !126, !DIExpression(), !128)
  %11 = load i32, ptr %3, align 4, !dbg !129
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11), !dbg !130
  store i32 %12, ptr %4, align 4, !dbg !128
  %13 = load i32, ptr %3, align 4, !dbg !131
  %14 = load i32, ptr %4, align 4, !dbg !132
  %15 = load i32, ptr @_ZL6g_live, align 4, !dbg !133
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !134
  %17 = load i32, ptr %4, align 4, !dbg !135
  %18 = load i32, ptr %2, align 4, !dbg !136
  %19 = add nsw i32 %18, %17, !dbg !136
  store i32 %19, ptr %2, align 4, !dbg !136
  br label %20, !dbg !137

20:                                               ; preds = %10
  %21 = load i32, ptr %3, align 4, !dbg !138
  %22 = add nsw i32 %21, 1, !dbg !138
  store i32 %22, ptr %3, align 4, !dbg !138
  br label %7, !dbg !139, !llvm.loop !140

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !143
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !144
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %24, i32 noundef %25), !dbg !145
  %27 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !146
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %27), !dbg !147
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5), !dbg !148
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4), !dbg !149
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %29, i32 noundef %30), !dbg !150
    #dbg_declare(ptr %5, !151, !DIExpression(), !158)
  %32 = call noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #9, !dbg !159
  %33 = load i32, ptr %2, align 4, !dbg !160
  %34 = add nsw i32 %33, %32, !dbg !160
  store i32 %34, ptr %2, align 4, !dbg !160
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !161
    #dbg_declare(ptr %6, !162, !DIExpression(), !164)
  store i32 0, ptr %6, align 4, !dbg !164
  br label %36, !dbg !165

36:                                               ; preds = %46, %23
  %37 = load i32, ptr %6, align 4, !dbg !166
  %38 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !168
  %39 = icmp slt i32 %37, %38, !dbg !169
  br i1 %39, label %40, label %49, !dbg !170

40:                                               ; preds = %36
  %41 = load i32, ptr %6, align 4, !dbg !171
  %42 = sext i32 %41 to i64, !dbg !172
  %43 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %42, !dbg !172
  %44 = load i32, ptr %43, align 4, !dbg !172
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %44), !dbg !173
  br label %46, !dbg !173

46:                                               ; preds = %40
  %47 = load i32, ptr %6, align 4, !dbg !174
  %48 = add nsw i32 %47, 1, !dbg !174
  store i32 %48, ptr %6, align 4, !dbg !174
  br label %36, !dbg !175, !llvm.loop !176

49:                                               ; preds = %36
  %50 = load i32, ptr %2, align 4, !dbg !178
  %51 = load i32, ptr @_ZL6g_live, align 4, !dbg !179
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %50, i32 noundef %51), !dbg !180
  %53 = load i32, ptr @_ZL6g_live, align 4, !dbg !181
  %54 = icmp eq i32 %53, 0, !dbg !182
  %55 = zext i1 %54 to i64, !dbg !181
  %56 = select i1 %54, ptr @.str.7, ptr @.str.8, !dbg !181
  %57 = call i32 @puts(ptr noundef %56), !dbg !183
  ret i32 0, !dbg !184
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #1 personality ptr @__gxx_personality_seh0 !dbg !185 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !186, !DIExpression(), !187)
  %13 = load i32, ptr %3, align 4, !dbg !188
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15, !dbg !190

14:                                               ; preds = %1
  br label %111, !dbg !191

15:                                               ; preds = %1
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI7IoError
          catch ptr @_ZTI5Error
          catch ptr @_ZTIP5Error
          catch ptr @_ZTIPKc
          catch ptr null, !dbg !192
  %17 = extractvalue { ptr, i32 } %16, 0, !dbg !192
  store ptr %17, ptr %4, align 8, !dbg !192
  %18 = extractvalue { ptr, i32 } %16, 1, !dbg !192
  store i32 %18, ptr %5, align 4, !dbg !192
  br label %19, !dbg !192

19:                                               ; preds = %15
  %20 = load i32, ptr %5, align 4, !dbg !191
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9, !dbg !191
  %22 = icmp eq i32 %20, %21, !dbg !191
  br i1 %22, label %23, label %29, !dbg !191

23:                                               ; preds = %19
    #dbg_declare(ptr %12, !193, !DIExpression(), !194)
  %24 = load ptr, ptr %4, align 8, !dbg !195
  %25 = call ptr @__cxa_begin_catch(ptr %24) #9, !dbg !195
  %26 = load i32, ptr %25, align 4, !dbg !195
  store i32 %26, ptr %12, align 4, !dbg !195
  %27 = load i32, ptr %12, align 4, !dbg !197
  %28 = add nsw i32 100, %27, !dbg !199
  store i32 %28, ptr %2, align 4, !dbg !200
  call void @__cxa_end_catch() #9, !dbg !201
  br label %112

29:                                               ; preds = %19
  %30 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #9, !dbg !191
  %31 = icmp eq i32 %20, %30, !dbg !191
  br i1 %31, label %32, label %40, !dbg !191

32:                                               ; preds = %29
    #dbg_declare(ptr %11, !202, !DIExpression(), !204)
  %33 = load ptr, ptr %4, align 8, !dbg !205
  %34 = call ptr @__cxa_begin_catch(ptr %33) #9, !dbg !205
  %35 = load double, ptr %34, align 8, !dbg !205
  store double %35, ptr %11, align 8, !dbg !205
  %36 = load double, ptr %11, align 8, !dbg !207
  %37 = fmul double %36, 2.000000e+00, !dbg !208
  %38 = fptosi double %37 to i32, !dbg !209
  %39 = add nsw i32 200, %38, !dbg !210
  store i32 %39, ptr %2, align 4, !dbg !211
  call void @__cxa_end_catch() #9, !dbg !195
  br label %112

40:                                               ; preds = %29
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #9, !dbg !191
  %42 = icmp eq i32 %20, %41, !dbg !191
  br i1 %42, label %43, label %55, !dbg !191

43:                                               ; preds = %40
    #dbg_declare(ptr %10, !212, !DIExpression(), !247)
  %44 = load ptr, ptr %4, align 8, !dbg !248
  %45 = call ptr @__cxa_begin_catch(ptr %44) #9, !dbg !248
  store ptr %45, ptr %10, align 8, !dbg !248
  %46 = load ptr, ptr %10, align 8, !dbg !250
  %47 = getelementptr inbounds %struct.Error, ptr %46, i32 0, i32 1, !dbg !251
  %48 = load i32, ptr %47, align 8, !dbg !251
  %49 = mul nsw i32 %48, 10, !dbg !252
  %50 = add nsw i32 300, %49, !dbg !253
  %51 = load ptr, ptr %10, align 8, !dbg !254
  %52 = getelementptr inbounds %struct.IoError, ptr %51, i32 0, i32 1, !dbg !255
  %53 = load i32, ptr %52, align 8, !dbg !255
  %54 = add nsw i32 %50, %53, !dbg !256
  store i32 %54, ptr %2, align 4, !dbg !257
  call void @__cxa_end_catch(), !dbg !205
  br label %112

55:                                               ; preds = %40
  %56 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9, !dbg !191
  %57 = icmp eq i32 %20, %56, !dbg !191
  br i1 %57, label %58, label %72, !dbg !191

58:                                               ; preds = %55
    #dbg_declare(ptr %9, !258, !DIExpression(), !260)
  %59 = load ptr, ptr %4, align 8, !dbg !261
  %60 = call ptr @__cxa_begin_catch(ptr %59) #9, !dbg !261
  store ptr %60, ptr %9, align 8, !dbg !261
  %61 = load ptr, ptr %9, align 8, !dbg !263
  %62 = getelementptr inbounds %struct.Error, ptr %61, i32 0, i32 1, !dbg !264
  %63 = load i32, ptr %62, align 8, !dbg !264
  %64 = add nsw i32 400, %63, !dbg !265
  %65 = load ptr, ptr %9, align 8, !dbg !266
  %66 = load ptr, ptr %65, align 8, !dbg !267
  %67 = getelementptr inbounds ptr, ptr %66, i64 2, !dbg !267
  %68 = load ptr, ptr %67, align 8, !dbg !267
  %69 = invoke noundef i32 %68(ptr noundef nonnull align 8 dereferenceable(24) %65)
          to label %70 unwind label %106, !dbg !267

70:                                               ; preds = %58
  %71 = add nsw i32 %64, %69, !dbg !268
  store i32 %71, ptr %2, align 4, !dbg !269
  call void @__cxa_end_catch(), !dbg !248
  br label %112

72:                                               ; preds = %55
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP5Error) #9, !dbg !191
  %74 = icmp eq i32 %20, %73, !dbg !191
  br i1 %74, label %75, label %90, !dbg !191

75:                                               ; preds = %72
    #dbg_declare(ptr %7, !270, !DIExpression(), !272)
  %76 = load ptr, ptr %4, align 8, !dbg !273
  %77 = call ptr @__cxa_begin_catch(ptr %76) #9, !dbg !273
  store ptr %77, ptr %7, align 8, !dbg !273
    #dbg_declare(ptr %8, !275, !DIExpression(), !276)
  %78 = load ptr, ptr %7, align 8, !dbg !277
  %79 = getelementptr inbounds %struct.Error, ptr %78, i32 0, i32 1, !dbg !278
  %80 = load i32, ptr %79, align 8, !dbg !278
  %81 = add nsw i32 500, %80, !dbg !279
  store i32 %81, ptr %8, align 4, !dbg !276
  %82 = load ptr, ptr %7, align 8, !dbg !280
  %83 = icmp eq ptr %82, null, !dbg !281
  br i1 %83, label %88, label %84, !dbg !281

84:                                               ; preds = %75
  %85 = load ptr, ptr %82, align 8, !dbg !281
  %86 = getelementptr inbounds ptr, ptr %85, i64 1, !dbg !281
  %87 = load ptr, ptr %86, align 8, !dbg !281
  call void %87(ptr noundef nonnull align 8 dereferenceable(24) %82) #9, !dbg !281
  br label %88, !dbg !281

88:                                               ; preds = %84, %75
  %89 = load i32, ptr %8, align 4, !dbg !282
  store i32 %89, ptr %2, align 4, !dbg !283
  call void @__cxa_end_catch() #9, !dbg !261
  br label %112

90:                                               ; preds = %72
  %91 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #9, !dbg !191
  %92 = icmp eq i32 %20, %91, !dbg !191
  br i1 %92, label %93, label %103, !dbg !191

93:                                               ; preds = %90
    #dbg_declare(ptr %6, !284, !DIExpression(), !285)
  %94 = load ptr, ptr %4, align 8, !dbg !286
  %95 = call ptr @__cxa_begin_catch(ptr %94) #9, !dbg !286
  store ptr %95, ptr %6, align 8, !dbg !286
  %96 = load ptr, ptr %6, align 8, !dbg !288
  %97 = getelementptr inbounds i8, ptr %96, i64 0, !dbg !288
  %98 = load i8, ptr %97, align 1, !dbg !288
  %99 = sext i8 %98 to i32, !dbg !288
  %100 = icmp eq i32 %99, 99, !dbg !289
  %101 = zext i1 %100 to i32, !dbg !290
  %102 = add nsw i32 600, %101, !dbg !291
  store i32 %102, ptr %2, align 4, !dbg !292
  call void @__cxa_end_catch() #9, !dbg !273
  br label %112

103:                                              ; preds = %90
  %104 = load ptr, ptr %4, align 8, !dbg !191
  %105 = call ptr @__cxa_begin_catch(ptr %104) #9, !dbg !191
  store i32 999, ptr %2, align 4, !dbg !293
  call void @__cxa_end_catch(), !dbg !286
  br label %112

106:                                              ; preds = %58
  %107 = landingpad { ptr, i32 }
          cleanup, !dbg !294
  %108 = extractvalue { ptr, i32 } %107, 0, !dbg !294
  store ptr %108, ptr %4, align 8, !dbg !294
  %109 = extractvalue { ptr, i32 } %107, 1, !dbg !294
  store i32 %109, ptr %5, align 4, !dbg !294
  invoke void @__cxa_end_catch()
          to label %110 unwind label %119, !dbg !248

110:                                              ; preds = %106
  br label %114, !dbg !248

111:                                              ; preds = %14
  store i32 0, ptr %2, align 4, !dbg !295
  br label %112, !dbg !295

112:                                              ; preds = %111, %23, %32, %43, %70, %88, %93, %103
  %113 = load i32, ptr %2, align 4, !dbg !296
  ret i32 %113, !dbg !296

114:                                              ; preds = %110
  %115 = load ptr, ptr %4, align 8, !dbg !248
  %116 = load i32, ptr %5, align 4, !dbg !248
  %117 = insertvalue { ptr, i32 } poison, ptr %115, 0, !dbg !248
  %118 = insertvalue { ptr, i32 } %117, i32 %116, 1, !dbg !248
  resume { ptr, i32 } %118, !dbg !248

119:                                              ; preds = %106
  %120 = landingpad { ptr, i32 }
          catch ptr null, !dbg !248
  %121 = extractvalue { ptr, i32 } %120, 0, !dbg !248
  call void @__clang_call_terminate(ptr %121) #10, !dbg !248
  unreachable, !dbg !248
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #1 personality ptr @__gxx_personality_seh0 !dbg !297 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !298, !DIExpression(), !299)
    #dbg_declare(ptr %3, !300, !DIExpression(), !301)
  store i32 0, ptr %3, align 4, !dbg !301
  %8 = load i32, ptr %2, align 4, !dbg !302
  invoke void @_ZL6middlei(i32 noundef %8)
          to label %9 unwind label %10, !dbg !305

9:                                                ; preds = %1
  br label %56, !dbg !306

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !307
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !307
  store ptr %12, ptr %4, align 8, !dbg !307
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !307
  store i32 %13, ptr %5, align 4, !dbg !307
  br label %14, !dbg !307

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4, !dbg !306
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9, !dbg !306
  %17 = icmp eq i32 %15, %16, !dbg !306
  br i1 %17, label %18, label %38, !dbg !306

18:                                               ; preds = %14
    #dbg_declare(ptr %6, !308, !DIExpression(), !309)
  %19 = load ptr, ptr %4, align 8, !dbg !306
  %20 = call ptr @__cxa_begin_catch(ptr %19) #9, !dbg !306
  %21 = load i32, ptr %20, align 4, !dbg !306
  store i32 %21, ptr %6, align 4, !dbg !306
  %22 = load i32, ptr %6, align 4, !dbg !310
  %23 = load i32, ptr %3, align 4, !dbg !312
  %24 = add nsw i32 %23, %22, !dbg !312
  store i32 %24, ptr %3, align 4, !dbg !312
  %25 = call ptr @__cxa_allocate_exception(i64 24) #9, !dbg !313
  %26 = load i32, ptr %6, align 4, !dbg !314
  %27 = add nsw i32 %26, 1, !dbg !315
  invoke void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %25, i32 noundef %27, ptr noundef @.str.13)
          to label %28 unwind label %29, !dbg !316

28:                                               ; preds = %18
  invoke void @__cxa_throw(ptr %25, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #11
          to label %57 unwind label %33, !dbg !313

29:                                               ; preds = %18
  %30 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !317
  %31 = extractvalue { ptr, i32 } %30, 0, !dbg !317
  store ptr %31, ptr %4, align 8, !dbg !317
  %32 = extractvalue { ptr, i32 } %30, 1, !dbg !317
  store i32 %32, ptr %5, align 4, !dbg !317
  call void @__cxa_free_exception(ptr %25) #9, !dbg !313
  br label %37, !dbg !313

33:                                               ; preds = %28
  %34 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !317
  %35 = extractvalue { ptr, i32 } %34, 0, !dbg !317
  store ptr %35, ptr %4, align 8, !dbg !317
  %36 = extractvalue { ptr, i32 } %34, 1, !dbg !317
  store i32 %36, ptr %5, align 4, !dbg !317
  br label %37, !dbg !317

37:                                               ; preds = %33, %29
  call void @__cxa_end_catch() #9, !dbg !318
  br label %38, !dbg !318

38:                                               ; preds = %37, %14
  %39 = load i32, ptr %5, align 4, !dbg !319
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9, !dbg !319
  %41 = icmp eq i32 %39, %40, !dbg !319
  br i1 %41, label %42, label %53, !dbg !319

42:                                               ; preds = %38
    #dbg_declare(ptr %7, !320, !DIExpression(), !321)
  %43 = load ptr, ptr %4, align 8, !dbg !322
  %44 = call ptr @__cxa_begin_catch(ptr %43) #9, !dbg !322
  store ptr %44, ptr %7, align 8, !dbg !322
  %45 = load ptr, ptr %7, align 8, !dbg !324
  %46 = getelementptr inbounds %struct.Error, ptr %45, i32 0, i32 1, !dbg !326
  %47 = load i32, ptr %46, align 8, !dbg !326
  %48 = mul nsw i32 %47, 100, !dbg !327
  %49 = load i32, ptr %3, align 4, !dbg !328
  %50 = add nsw i32 %49, %48, !dbg !328
  store i32 %50, ptr %3, align 4, !dbg !328
  call void @__cxa_end_catch(), !dbg !329
  br label %51, !dbg !329

51:                                               ; preds = %42, %53, %56
  %52 = load i32, ptr %3, align 4, !dbg !330
  ret i32 %52, !dbg !331

53:                                               ; preds = %38
  %54 = load ptr, ptr %4, align 8, !dbg !319
  %55 = call ptr @__cxa_begin_catch(ptr %54) #9, !dbg !319
  store i32 -1, ptr %3, align 4, !dbg !332
  call void @__cxa_end_catch(), !dbg !322
  br label %51, !dbg !322

56:                                               ; preds = %9
  br label %51, !dbg !319

57:                                               ; preds = %28
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #1 personality ptr @__gxx_personality_seh0 !dbg !333 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !334, !DIExpression(), !335)
    #dbg_declare(ptr %4, !336, !DIExpression(), !338)
  %8 = load i32, ptr %3, align 4, !dbg !339
  invoke void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %8)
          to label %9 unwind label %12, !dbg !338

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Holder, ptr %4, i32 0, i32 1, !dbg !340
  %11 = load i32, ptr %10, align 4, !dbg !340
  store i32 %11, ptr %2, align 4, !dbg !341
  call void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #9, !dbg !342
  br label %28

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTI7IoError, !dbg !343
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !343
  store ptr %14, ptr %5, align 8, !dbg !343
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !343
  store i32 %15, ptr %6, align 4, !dbg !343
  br label %16, !dbg !343

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4, !dbg !344
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #9, !dbg !344
  %19 = icmp eq i32 %17, %18, !dbg !344
  br i1 %19, label %20, label %30, !dbg !344

20:                                               ; preds = %16
    #dbg_declare(ptr %7, !345, !DIExpression(), !346)
  %21 = load ptr, ptr %5, align 8, !dbg !344
  %22 = call ptr @__cxa_begin_catch(ptr %21) #9, !dbg !344
  store ptr %22, ptr %7, align 8, !dbg !344
  %23 = load ptr, ptr %7, align 8, !dbg !347
  %24 = getelementptr inbounds %struct.IoError, ptr %23, i32 0, i32 1, !dbg !349
  %25 = load i32, ptr %24, align 8, !dbg !349
  %26 = add nsw i32 -1000, %25, !dbg !350
  store i32 %26, ptr %2, align 4, !dbg !351
  call void @__cxa_end_catch(), !dbg !352
  br label %28

27:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !352
  unreachable, !dbg !352

28:                                               ; preds = %20, %9
  %29 = load i32, ptr %2, align 4, !dbg !353
  ret i32 %29, !dbg !353

30:                                               ; preds = %16
  %31 = load ptr, ptr %5, align 8, !dbg !344
  %32 = load i32, ptr %6, align 4, !dbg !344
  %33 = insertvalue { ptr, i32 } poison, ptr %31, 0, !dbg !344
  %34 = insertvalue { ptr, i32 } %33, i32 %32, 1, !dbg !344
  resume { ptr, i32 } %34, !dbg !344
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 comdat align 2 !dbg !354 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !355, !DIExpression(), !357)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !358, !DIExpression(), !359)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !360
  %7 = add nsw i32 %6, 1, !dbg !361
  ret i32 %7, !dbg !362
}

declare dso_local i32 @puts(ptr noundef) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_seh0 !dbg !363 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !366, !DIExpression(), !367)
    #dbg_declare(ptr %3, !368, !DIExpression(), !369)
  %6 = load i32, ptr %2, align 4, !dbg !370
  call void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6), !dbg !369
  %7 = load i32, ptr %2, align 4, !dbg !371
  switch i32 %7, label %53 [
    i32 0, label %8
    i32 1, label %14
    i32 2, label %16
    i32 3, label %23
    i32 4, label %30
    i32 5, label %44
    i32 6, label %46
  ], !dbg !372

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 4) #9, !dbg !373
  store i32 42, ptr %9, align 16, !dbg !373
  invoke void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #11
          to label %61 unwind label %10, !dbg !373

10:                                               ; preds = %48, %44, %34, %25, %18, %14, %8
  %11 = landingpad { ptr, i32 }
          cleanup, !dbg !375
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !375
  store ptr %12, ptr %4, align 8, !dbg !375
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !375
  store i32 %13, ptr %5, align 4, !dbg !375
  br label %55, !dbg !375

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i64 8) #9, !dbg !376
  store double 3.500000e+00, ptr %15, align 16, !dbg !376
  invoke void @__cxa_throw(ptr %15, ptr @_ZTId, ptr null) #11
          to label %61 unwind label %10, !dbg !376

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i64 24) #9, !dbg !377
  invoke void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %17, i32 noundef 7, ptr noundef @.str.9)
          to label %18 unwind label %19, !dbg !378

18:                                               ; preds = %16
  invoke void @__cxa_throw(ptr %17, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #11
          to label %61 unwind label %10, !dbg !377

19:                                               ; preds = %16
  %20 = landingpad { ptr, i32 }
          cleanup, !dbg !375
  %21 = extractvalue { ptr, i32 } %20, 0, !dbg !375
  store ptr %21, ptr %4, align 8, !dbg !375
  %22 = extractvalue { ptr, i32 } %20, 1, !dbg !375
  store i32 %22, ptr %5, align 4, !dbg !375
  call void @__cxa_free_exception(ptr %17) #9, !dbg !377
  br label %55, !dbg !377

23:                                               ; preds = %1
  %24 = call ptr @__cxa_allocate_exception(i64 32) #9, !dbg !379
  invoke void @_ZN7IoErrorC2Eii(ptr noundef nonnull align 8 dereferenceable(28) %24, i32 noundef 9, i32 noundef 3)
          to label %25 unwind label %26, !dbg !380

25:                                               ; preds = %23
  invoke void @__cxa_throw(ptr %24, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #11
          to label %61 unwind label %10, !dbg !379

26:                                               ; preds = %23
  %27 = landingpad { ptr, i32 }
          cleanup, !dbg !375
  %28 = extractvalue { ptr, i32 } %27, 0, !dbg !375
  store ptr %28, ptr %4, align 8, !dbg !375
  %29 = extractvalue { ptr, i32 } %27, 1, !dbg !375
  store i32 %29, ptr %5, align 4, !dbg !375
  call void @__cxa_free_exception(ptr %24) #9, !dbg !379
  br label %55, !dbg !379

30:                                               ; preds = %1
  %31 = call ptr @__cxa_allocate_exception(i64 8) #9, !dbg !381
  %32 = invoke noalias noundef nonnull ptr @_Znwy(i64 noundef 24) #12
          to label %33 unwind label %35, !dbg !382, !heapallocsite !218

33:                                               ; preds = %30
  invoke void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %32, i32 noundef 11, ptr noundef @.str.10)
          to label %34 unwind label %39, !dbg !383

34:                                               ; preds = %33
  store ptr %32, ptr %31, align 16, !dbg !381
  invoke void @__cxa_throw(ptr %31, ptr @_ZTIP5Error, ptr null) #11
          to label %61 unwind label %10, !dbg !381

35:                                               ; preds = %30
  %36 = landingpad { ptr, i32 }
          cleanup, !dbg !375
  %37 = extractvalue { ptr, i32 } %36, 0, !dbg !375
  store ptr %37, ptr %4, align 8, !dbg !375
  %38 = extractvalue { ptr, i32 } %36, 1, !dbg !375
  store i32 %38, ptr %5, align 4, !dbg !375
  br label %43, !dbg !375

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup, !dbg !375
  %41 = extractvalue { ptr, i32 } %40, 0, !dbg !375
  store ptr %41, ptr %4, align 8, !dbg !375
  %42 = extractvalue { ptr, i32 } %40, 1, !dbg !375
  store i32 %42, ptr %5, align 4, !dbg !375
  call void @_ZdlPv(ptr noundef %32) #13, !dbg !382
  br label %43, !dbg !382

43:                                               ; preds = %39, %35
  call void @__cxa_free_exception(ptr %31) #9, !dbg !381
  br label %55, !dbg !381

44:                                               ; preds = %1
  %45 = call ptr @__cxa_allocate_exception(i64 8) #9, !dbg !384
  store ptr @.str.11, ptr %45, align 16, !dbg !384
  invoke void @__cxa_throw(ptr %45, ptr @_ZTIPKc, ptr null) #11
          to label %61 unwind label %10, !dbg !384

46:                                               ; preds = %1
  %47 = call ptr @__cxa_allocate_exception(i64 4) #9, !dbg !385
  invoke void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %47, i32 noundef 600)
          to label %48 unwind label %49, !dbg !386

48:                                               ; preds = %46
  invoke void @__cxa_throw(ptr %47, ptr @_ZTI6Tracer, ptr @_ZN6TracerD2Ev) #11
          to label %61 unwind label %10, !dbg !385

49:                                               ; preds = %46
  %50 = landingpad { ptr, i32 }
          cleanup, !dbg !375
  %51 = extractvalue { ptr, i32 } %50, 0, !dbg !375
  store ptr %51, ptr %4, align 8, !dbg !375
  %52 = extractvalue { ptr, i32 } %50, 1, !dbg !375
  store i32 %52, ptr %5, align 4, !dbg !375
  call void @__cxa_free_exception(ptr %47) #9, !dbg !385
  br label %55, !dbg !385

53:                                               ; preds = %1
  br label %54, !dbg !387

54:                                               ; preds = %53
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !388
  ret void, !dbg !388

55:                                               ; preds = %49, %43, %26, %19, %10
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !388
  br label %56, !dbg !388

56:                                               ; preds = %55
  %57 = load ptr, ptr %4, align 8, !dbg !388
  %58 = load i32, ptr %5, align 4, !dbg !388
  %59 = insertvalue { ptr, i32 } poison, ptr %57, 0, !dbg !388
  %60 = insertvalue { ptr, i32 } %59, i32 %58, 1, !dbg !388
  resume { ptr, i32 } %60, !dbg !388

61:                                               ; preds = %48, %44, %34, %25, %18, %14, %8
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #10
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 !dbg !389 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !390, !DIExpression(), !392)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !393, !DIExpression(), !394)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !395
  %7 = load i32, ptr %4, align 4, !dbg !396
  store i32 %7, ptr %6, align 4, !dbg !395
  %8 = load i32, ptr @_ZL6g_live, align 4, !dbg !397
  %9 = add nsw i32 %8, 1, !dbg !397
  store i32 %9, ptr @_ZL6g_live, align 4, !dbg !397
  %10 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !399
  %11 = load i32, ptr %10, align 4, !dbg !399
  call void @_ZL4notei(i32 noundef %11), !dbg !400
  ret void, !dbg !401
}

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #3 comdat align 2 !dbg !402 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !403, !DIExpression(), !404)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !405, !DIExpression(), !406)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !407, !DIExpression(), !408)
  %7 = load ptr, ptr %4, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5Error, i32 0, i32 0, i32 2), ptr %7, align 8, !dbg !409
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1, !dbg !410
  %9 = load i32, ptr %5, align 4, !dbg !411
  store i32 %9, ptr %8, align 8, !dbg !410
  %10 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 2, !dbg !412
  %11 = load ptr, ptr %6, align 8, !dbg !413
  store ptr %11, ptr %10, align 8, !dbg !412
  ret void, !dbg !414
}

declare dso_local void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !415 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !416, !DIExpression(), !417)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !418
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorC2Eii(ptr noundef nonnull align 8 dereferenceable(28) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 !dbg !419 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !420, !DIExpression(), !422)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !423, !DIExpression(), !424)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !425, !DIExpression(), !426)
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4, !dbg !427
  call void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %7, i32 noundef %8, ptr noundef @.str.12), !dbg !428
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV7IoError, i32 0, i32 0, i32 2), ptr %7, align 8, !dbg !429
  %9 = getelementptr inbounds %struct.IoError, ptr %7, i32 0, i32 1, !dbg !430
  %10 = load i32, ptr %6, align 4, !dbg !431
  store i32 %10, ptr %9, align 8, !dbg !430
  ret void, !dbg !432
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #3 comdat align 2 !dbg !433 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !437, !DIExpression(), !438)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #9, !dbg !439
  ret void, !dbg !441
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_Znwy(i64 noundef) #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 !dbg !442 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !443, !DIExpression(), !444)
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL6g_live, align 4, !dbg !445
  %5 = add nsw i32 %4, -1, !dbg !445
  store i32 %5, ptr @_ZL6g_live, align 4, !dbg !445
  %6 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0, !dbg !447
  %7 = load i32, ptr %6, align 4, !dbg !447
  %8 = sub nsw i32 0, %7, !dbg !448
  call void @_ZL4notei(i32 noundef %8), !dbg !449
  ret void, !dbg !450
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL4notei(i32 noundef %0) #3 !dbg !451 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !452, !DIExpression(), !453)
  %3 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !454
  %4 = icmp slt i32 %3, 64, !dbg !456
  br i1 %4, label %5, label %11, !dbg !457

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !458
  %7 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !459
  %8 = add nsw i32 %7, 1, !dbg !459
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !459
  %9 = sext i32 %7 to i64, !dbg !460
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %9, !dbg !460
  store i32 %6, ptr %10, align 4, !dbg !461
  br label %11, !dbg !460

11:                                               ; preds = %5, %1
  ret void, !dbg !462
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !463 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !464, !DIExpression(), !465)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #9, !dbg !466
  call void @_ZdlPv(ptr noundef %3) #13, !dbg !466
  ret void, !dbg !467
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !468 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !469, !DIExpression(), !471)
  %3 = load ptr, ptr %2, align 8
  ret i32 1, !dbg !472
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #3 comdat align 2 !dbg !473 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !474, !DIExpression(), !475)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7IoErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %3) #9, !dbg !476
  call void @_ZdlPv(ptr noundef %3) #13, !dbg !476
  ret void, !dbg !476
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #3 comdat align 2 !dbg !477 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !478, !DIExpression(), !480)
  %3 = load ptr, ptr %2, align 8
  ret i32 2, !dbg !481
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlei(i32 noundef %0) #1 personality ptr @__gxx_personality_seh0 !dbg !482 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !483, !DIExpression(), !484)
    #dbg_declare(ptr %3, !485, !DIExpression(), !486)
  %6 = load i32, ptr %2, align 4, !dbg !487
  %7 = add nsw i32 50, %6, !dbg !488
  call void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7), !dbg !486
  %8 = load i32, ptr %2, align 4, !dbg !489
  invoke void @_ZL7throweri(i32 noundef %8)
          to label %9 unwind label %10, !dbg !491

9:                                                ; preds = %1
  br label %24, !dbg !492

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null, !dbg !493
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !493
  store ptr %12, ptr %4, align 8, !dbg !493
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !493
  store i32 %13, ptr %5, align 4, !dbg !493
  br label %14, !dbg !493

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8, !dbg !492
  %16 = call ptr @__cxa_begin_catch(ptr %15) #9, !dbg !492
  %17 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !494
  %18 = add nsw i32 %17, 1, !dbg !494
  store i32 %18, ptr @_ZL13rethrow_count, align 4, !dbg !494
  invoke void @__cxa_rethrow() #11
          to label %33 unwind label %19, !dbg !496

19:                                               ; preds = %14
  %20 = landingpad { ptr, i32 }
          cleanup, !dbg !497
  %21 = extractvalue { ptr, i32 } %20, 0, !dbg !497
  store ptr %21, ptr %4, align 8, !dbg !497
  %22 = extractvalue { ptr, i32 } %20, 1, !dbg !497
  store i32 %22, ptr %5, align 4, !dbg !497
  invoke void @__cxa_end_catch()
          to label %23 unwind label %30, !dbg !498

23:                                               ; preds = %19
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !499
  br label %25, !dbg !499

24:                                               ; preds = %9
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !499
  ret void, !dbg !499

25:                                               ; preds = %23
  %26 = load ptr, ptr %4, align 8, !dbg !499
  %27 = load i32, ptr %5, align 4, !dbg !499
  %28 = insertvalue { ptr, i32 } poison, ptr %26, 0, !dbg !499
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1, !dbg !499
  resume { ptr, i32 } %29, !dbg !499

30:                                               ; preds = %19
  %31 = landingpad { ptr, i32 }
          catch ptr null, !dbg !498
  %32 = extractvalue { ptr, i32 } %31, 0, !dbg !498
  call void @__clang_call_terminate(ptr %32) #10, !dbg !498
  unreachable, !dbg !498

33:                                               ; preds = %14
  unreachable
}

declare dso_local void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 !dbg !500 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !501, !DIExpression(), !503)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !504, !DIExpression(), !505)
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Holder, ptr %8, i32 0, i32 0, !dbg !506
  %10 = load i32, ptr %4, align 4, !dbg !507
  invoke void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %11 unwind label %16, !dbg !506

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Holder, ptr %8, i32 0, i32 1, !dbg !508
  %13 = load i32, ptr %4, align 4, !dbg !509
  %14 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %13)
          to label %15 unwind label %20, !dbg !510

15:                                               ; preds = %11
  store i32 %14, ptr %12, align 4, !dbg !508
  call void @_ZL4notei(i32 noundef 777), !dbg !511
  br label %37, !dbg !513

16:                                               ; preds = %2
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error, !dbg !514
  %18 = extractvalue { ptr, i32 } %17, 0, !dbg !514
  store ptr %18, ptr %5, align 8, !dbg !514
  %19 = extractvalue { ptr, i32 } %17, 1, !dbg !514
  store i32 %19, ptr %6, align 4, !dbg !514
  br label %24, !dbg !514

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error, !dbg !514
  %22 = extractvalue { ptr, i32 } %21, 0, !dbg !514
  store ptr %22, ptr %5, align 8, !dbg !514
  %23 = extractvalue { ptr, i32 } %21, 1, !dbg !514
  store i32 %23, ptr %6, align 4, !dbg !514
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #9, !dbg !513
  br label %24, !dbg !513

24:                                               ; preds = %20, %16
  %25 = load i32, ptr %6, align 4, !dbg !513
  %26 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9, !dbg !513
  %27 = icmp eq i32 %25, %26, !dbg !513
  br i1 %27, label %28, label %38, !dbg !513

28:                                               ; preds = %24
    #dbg_declare(ptr %7, !515, !DIExpression(), !516)
  %29 = load ptr, ptr %5, align 8, !dbg !513
  %30 = call ptr @__cxa_begin_catch(ptr %29) #9, !dbg !513
  store ptr %30, ptr %7, align 8, !dbg !513
  call void @_ZL4notei(i32 noundef 888), !dbg !517
  invoke void @__cxa_rethrow()
          to label %31 unwind label %32, !dbg !519

31:                                               ; preds = %28
  unreachable, !dbg !519

32:                                               ; preds = %28
  %33 = landingpad { ptr, i32 }
          cleanup, !dbg !514
  %34 = extractvalue { ptr, i32 } %33, 0, !dbg !514
  store ptr %34, ptr %5, align 8, !dbg !514
  %35 = extractvalue { ptr, i32 } %33, 1, !dbg !514
  store i32 %35, ptr %6, align 4, !dbg !514
  invoke void @__cxa_end_catch()
          to label %36 unwind label %43, !dbg !519

36:                                               ; preds = %32
  br label %38, !dbg !519

37:                                               ; preds = %15
  ret void, !dbg !514

38:                                               ; preds = %36, %24
  %39 = load ptr, ptr %5, align 8, !dbg !513
  %40 = load i32, ptr %6, align 4, !dbg !513
  %41 = insertvalue { ptr, i32 } poison, ptr %39, 0, !dbg !513
  %42 = insertvalue { ptr, i32 } %41, i32 %40, 1, !dbg !513
  resume { ptr, i32 } %42, !dbg !513

43:                                               ; preds = %32
  %44 = landingpad { ptr, i32 }
          catch ptr null, !dbg !519
  %45 = extractvalue { ptr, i32 } %44, 0, !dbg !519
  call void @__clang_call_terminate(ptr %45) #10, !dbg !519
  unreachable, !dbg !519
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !520 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !524, !DIExpression(), !525)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0, !dbg !526
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #9, !dbg !526
  ret void, !dbg !528
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #1 comdat align 2 personality ptr @__gxx_personality_seh0 !dbg !529 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !530, !DIExpression(), !531)
  %5 = load i32, ptr %2, align 4, !dbg !532
  %6 = icmp slt i32 %5, 0, !dbg !534
  br i1 %6, label %7, label %17, !dbg !535

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 32) #9, !dbg !536
  %9 = load i32, ptr %2, align 4, !dbg !537
  %10 = load i32, ptr %2, align 4, !dbg !538
  %11 = sub nsw i32 0, %10, !dbg !539
  invoke void @_ZN7IoErrorC2Eii(ptr noundef nonnull align 8 dereferenceable(28) %8, i32 noundef %9, i32 noundef %11)
          to label %12 unwind label %13, !dbg !540

12:                                               ; preds = %7
  call void @__cxa_throw(ptr %8, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #11, !dbg !536
  unreachable, !dbg !536

13:                                               ; preds = %7
  %14 = landingpad { ptr, i32 }
          cleanup, !dbg !541
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !541
  store ptr %15, ptr %3, align 8, !dbg !541
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !541
  store i32 %16, ptr %4, align 4, !dbg !541
  call void @__cxa_free_exception(ptr %8) #9, !dbg !536
  br label %20, !dbg !536

17:                                               ; preds = %1
  %18 = load i32, ptr %2, align 4, !dbg !542
  %19 = mul nsw i32 %18, 2, !dbg !543
  ret i32 %19, !dbg !544

20:                                               ; preds = %13
  %21 = load ptr, ptr %3, align 8, !dbg !536
  %22 = load i32, ptr %4, align 4, !dbg !536
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0, !dbg !536
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1, !dbg !536
  resume { ptr, i32 } %24, !dbg !536
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

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
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DISubprogram(name: "Tracer", scope: !13, file: !2, line: 22, type: !21, scopeLine: 22, flags: DIFlagPrototyped, spFlags: 0)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !19, !23}
!23 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !24, size: 64)
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
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!107 = !{i32 1, !"wchar_size", i32 2}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"uwtable", i32 2}
!110 = !{i32 1, !"MaxTLSAlign", i32 65536}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 134, type: !113, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!12}
!115 = !{}
!116 = !DILocalVariable(name: "total", scope: !112, file: !2, line: 135, type: !12)
!117 = !DILocation(line: 135, column: 7, scope: !112)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 136, type: !12)
!119 = distinct !DILexicalBlock(scope: !112, file: !2, line: 136, column: 3)
!120 = !DILocation(line: 136, column: 12, scope: !119)
!121 = !DILocation(line: 136, column: 8, scope: !119)
!122 = !DILocation(line: 136, column: 19, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !2, line: 136, column: 3)
!124 = !DILocation(line: 136, column: 21, scope: !123)
!125 = !DILocation(line: 136, column: 3, scope: !119)
!126 = !DILocalVariable(name: "c", scope: !127, file: !2, line: 137, type: !12)
!127 = distinct !DILexicalBlock(scope: !123, file: !2, line: 136, column: 32)
!128 = !DILocation(line: 137, column: 9, scope: !127)
!129 = !DILocation(line: 137, column: 22, scope: !127)
!130 = !DILocation(line: 137, column: 13, scope: !127)
!131 = !DILocation(line: 138, column: 44, scope: !127)
!132 = !DILocation(line: 138, column: 47, scope: !127)
!133 = !DILocation(line: 138, column: 50, scope: !127)
!134 = !DILocation(line: 138, column: 5, scope: !127)
!135 = !DILocation(line: 139, column: 14, scope: !127)
!136 = !DILocation(line: 139, column: 11, scope: !127)
!137 = !DILocation(line: 140, column: 3, scope: !127)
!138 = !DILocation(line: 136, column: 27, scope: !123)
!139 = !DILocation(line: 136, column: 3, scope: !123)
!140 = distinct !{!140, !125, !141, !142}
!141 = !DILocation(line: 140, column: 3, scope: !119)
!142 = !{!"llvm.loop.mustprogress"}
!143 = !DILocation(line: 141, column: 29, scope: !112)
!144 = !DILocation(line: 141, column: 40, scope: !112)
!145 = !DILocation(line: 141, column: 3, scope: !112)
!146 = !DILocation(line: 142, column: 28, scope: !112)
!147 = !DILocation(line: 142, column: 3, scope: !112)
!148 = !DILocation(line: 143, column: 30, scope: !112)
!149 = !DILocation(line: 143, column: 42, scope: !112)
!150 = !DILocation(line: 143, column: 3, scope: !112)
!151 = !DILocalVariable(name: "nt", scope: !112, file: !2, line: 144, type: !152)
!152 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !2, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !153, identifier: "_ZTS7NoThrow")
!153 = !{!154}
!154 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !152, file: !2, line: 131, type: !155, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!155 = !DISubroutineType(types: !156)
!156 = !{!12, !157, !12}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!158 = !DILocation(line: 144, column: 11, scope: !112)
!159 = !DILocation(line: 145, column: 15, scope: !112)
!160 = !DILocation(line: 145, column: 9, scope: !112)
!161 = !DILocation(line: 146, column: 3, scope: !112)
!162 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 147, type: !12)
!163 = distinct !DILexicalBlock(scope: !112, file: !2, line: 147, column: 3)
!164 = !DILocation(line: 147, column: 12, scope: !163)
!165 = !DILocation(line: 147, column: 8, scope: !163)
!166 = !DILocation(line: 147, column: 19, scope: !167)
!167 = distinct !DILexicalBlock(scope: !163, file: !2, line: 147, column: 3)
!168 = !DILocation(line: 147, column: 23, scope: !167)
!169 = !DILocation(line: 147, column: 21, scope: !167)
!170 = !DILocation(line: 147, column: 3, scope: !163)
!171 = !DILocation(line: 148, column: 25, scope: !167)
!172 = !DILocation(line: 148, column: 19, scope: !167)
!173 = !DILocation(line: 148, column: 5, scope: !167)
!174 = !DILocation(line: 147, column: 31, scope: !167)
!175 = !DILocation(line: 147, column: 3, scope: !167)
!176 = distinct !{!176, !170, !177, !142}
!177 = !DILocation(line: 148, column: 27, scope: !163)
!178 = !DILocation(line: 149, column: 34, scope: !112)
!179 = !DILocation(line: 149, column: 41, scope: !112)
!180 = !DILocation(line: 149, column: 3, scope: !112)
!181 = !DILocation(line: 150, column: 8, scope: !112)
!182 = !DILocation(line: 150, column: 15, scope: !112)
!183 = !DILocation(line: 150, column: 3, scope: !112)
!184 = !DILocation(line: 151, column: 3, scope: !112)
!185 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !2, file: !2, line: 54, type: !33, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !115)
!186 = !DILocalVariable(name: "how", arg: 1, scope: !185, file: !2, line: 54, type: !12)
!187 = !DILocation(line: 54, column: 25, scope: !185)
!188 = !DILocation(line: 56, column: 13, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !2, line: 55, column: 7)
!190 = !DILocation(line: 56, column: 5, scope: !189)
!191 = !DILocation(line: 57, column: 3, scope: !189)
!192 = !DILocation(line: 75, column: 1, scope: !189)
!193 = !DILocalVariable(name: "v", scope: !185, file: !2, line: 57, type: !12)
!194 = !DILocation(line: 57, column: 16, scope: !185)
!195 = !DILocation(line: 61, column: 3, scope: !196)
!196 = distinct !DILexicalBlock(scope: !185, file: !2, line: 59, column: 22)
!197 = !DILocation(line: 58, column: 18, scope: !198)
!198 = distinct !DILexicalBlock(scope: !185, file: !2, line: 57, column: 19)
!199 = !DILocation(line: 58, column: 16, scope: !198)
!200 = !DILocation(line: 58, column: 5, scope: !198)
!201 = !DILocation(line: 59, column: 3, scope: !198)
!202 = !DILocalVariable(name: "d", scope: !185, file: !2, line: 59, type: !203)
!203 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!204 = !DILocation(line: 59, column: 19, scope: !185)
!205 = !DILocation(line: 63, column: 3, scope: !206)
!206 = distinct !DILexicalBlock(scope: !185, file: !2, line: 61, column: 30)
!207 = !DILocation(line: 60, column: 24, scope: !196)
!208 = !DILocation(line: 60, column: 26, scope: !196)
!209 = !DILocation(line: 60, column: 23, scope: !196)
!210 = !DILocation(line: 60, column: 16, scope: !196)
!211 = !DILocation(line: 60, column: 5, scope: !196)
!212 = !DILocalVariable(name: "e", scope: !185, file: !2, line: 61, type: !213)
!213 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !214, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !215)
!215 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !2, line: 34, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !216, vtableHolder: !218, identifier: "_ZTS7IoError")
!216 = !{!217, !238, !239, !243}
!217 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !215, baseType: !218, extraData: i32 0)
!218 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !2, line: 26, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !219, vtableHolder: !218, identifier: "_ZTS5Error")
!219 = !{!220, !223, !224, !226, !230, !233}
!220 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !2, file: !2, baseType: !221, size: 64, flags: DIFlagArtificial)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !113, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !218, file: !2, line: 27, baseType: !12, size: 32, offset: 64)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !218, file: !2, line: 28, baseType: !225, size: 64, offset: 128)
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!226 = !DISubprogram(name: "Error", scope: !218, file: !2, line: 29, type: !227, scopeLine: 29, flags: DIFlagPrototyped, spFlags: 0)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !229, !12, !225}
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!230 = !DISubprogram(name: "~Error", scope: !218, file: !2, line: 30, type: !231, scopeLine: 30, containingType: !218, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !229}
!233 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !218, file: !2, line: 31, type: !234, scopeLine: 31, containingType: !218, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!234 = !DISubroutineType(types: !235)
!235 = !{!12, !236}
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!237 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !218)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !215, file: !2, line: 35, baseType: !12, size: 32, offset: 192)
!239 = !DISubprogram(name: "IoError", scope: !215, file: !2, line: 36, type: !240, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!240 = !DISubroutineType(types: !241)
!241 = !{null, !242, !12, !12}
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!243 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !215, file: !2, line: 37, type: !244, scopeLine: 37, containingType: !215, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!244 = !DISubroutineType(types: !245)
!245 = !{!12, !246}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!247 = !DILocation(line: 61, column: 27, scope: !185)
!248 = !DILocation(line: 65, column: 3, scope: !249)
!249 = distinct !DILexicalBlock(scope: !185, file: !2, line: 63, column: 22)
!250 = !DILocation(line: 62, column: 18, scope: !206)
!251 = !DILocation(line: 62, column: 20, scope: !206)
!252 = !DILocation(line: 62, column: 25, scope: !206)
!253 = !DILocation(line: 62, column: 16, scope: !206)
!254 = !DILocation(line: 62, column: 32, scope: !206)
!255 = !DILocation(line: 62, column: 34, scope: !206)
!256 = !DILocation(line: 62, column: 30, scope: !206)
!257 = !DILocation(line: 62, column: 5, scope: !206)
!258 = !DILocalVariable(name: "e", scope: !185, file: !2, line: 63, type: !259)
!259 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !218, size: 64)
!260 = !DILocation(line: 63, column: 19, scope: !185)
!261 = !DILocation(line: 69, column: 3, scope: !262)
!262 = distinct !DILexicalBlock(scope: !185, file: !2, line: 65, column: 22)
!263 = !DILocation(line: 64, column: 18, scope: !249)
!264 = !DILocation(line: 64, column: 20, scope: !249)
!265 = !DILocation(line: 64, column: 16, scope: !249)
!266 = !DILocation(line: 64, column: 27, scope: !249)
!267 = !DILocation(line: 64, column: 29, scope: !249)
!268 = !DILocation(line: 64, column: 25, scope: !249)
!269 = !DILocation(line: 64, column: 5, scope: !249)
!270 = !DILocalVariable(name: "p", scope: !185, file: !2, line: 65, type: !271)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!272 = !DILocation(line: 65, column: 19, scope: !185)
!273 = !DILocation(line: 71, column: 3, scope: !274)
!274 = distinct !DILexicalBlock(scope: !185, file: !2, line: 69, column: 27)
!275 = !DILocalVariable(name: "r", scope: !262, file: !2, line: 66, type: !12)
!276 = !DILocation(line: 66, column: 9, scope: !262)
!277 = !DILocation(line: 66, column: 19, scope: !262)
!278 = !DILocation(line: 66, column: 22, scope: !262)
!279 = !DILocation(line: 66, column: 17, scope: !262)
!280 = !DILocation(line: 67, column: 12, scope: !262)
!281 = !DILocation(line: 67, column: 5, scope: !262)
!282 = !DILocation(line: 68, column: 12, scope: !262)
!283 = !DILocation(line: 68, column: 5, scope: !262)
!284 = !DILocalVariable(name: "s", scope: !185, file: !2, line: 69, type: !225)
!285 = !DILocation(line: 69, column: 24, scope: !185)
!286 = !DILocation(line: 73, column: 3, scope: !287)
!287 = distinct !DILexicalBlock(scope: !185, file: !2, line: 71, column: 17)
!288 = !DILocation(line: 70, column: 19, scope: !274)
!289 = !DILocation(line: 70, column: 24, scope: !274)
!290 = !DILocation(line: 70, column: 18, scope: !274)
!291 = !DILocation(line: 70, column: 16, scope: !274)
!292 = !DILocation(line: 70, column: 5, scope: !274)
!293 = !DILocation(line: 72, column: 5, scope: !287)
!294 = !DILocation(line: 75, column: 1, scope: !249)
!295 = !DILocation(line: 74, column: 3, scope: !185)
!296 = !DILocation(line: 75, column: 1, scope: !185)
!297 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !2, file: !2, line: 89, type: !33, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !115)
!298 = !DILocalVariable(name: "how", arg: 1, scope: !297, file: !2, line: 89, type: !12)
!299 = !DILocation(line: 89, column: 23, scope: !297)
!300 = !DILocalVariable(name: "r", scope: !297, file: !2, line: 90, type: !12)
!301 = !DILocation(line: 90, column: 7, scope: !297)
!302 = !DILocation(line: 93, column: 14, scope: !303)
!303 = distinct !DILexicalBlock(scope: !304, file: !2, line: 92, column: 9)
!304 = distinct !DILexicalBlock(scope: !297, file: !2, line: 91, column: 7)
!305 = !DILocation(line: 93, column: 7, scope: !303)
!306 = !DILocation(line: 94, column: 5, scope: !303)
!307 = !DILocation(line: 104, column: 1, scope: !303)
!308 = !DILocalVariable(name: "v", scope: !304, file: !2, line: 94, type: !12)
!309 = !DILocation(line: 94, column: 18, scope: !304)
!310 = !DILocation(line: 95, column: 12, scope: !311)
!311 = distinct !DILexicalBlock(scope: !304, file: !2, line: 94, column: 21)
!312 = !DILocation(line: 95, column: 9, scope: !311)
!313 = !DILocation(line: 96, column: 7, scope: !311)
!314 = !DILocation(line: 96, column: 19, scope: !311)
!315 = !DILocation(line: 96, column: 21, scope: !311)
!316 = !DILocation(line: 96, column: 13, scope: !311)
!317 = !DILocation(line: 104, column: 1, scope: !311)
!318 = !DILocation(line: 97, column: 5, scope: !311)
!319 = !DILocation(line: 98, column: 3, scope: !304)
!320 = !DILocalVariable(name: "e", scope: !297, file: !2, line: 98, type: !259)
!321 = !DILocation(line: 98, column: 19, scope: !297)
!322 = !DILocation(line: 102, column: 3, scope: !323)
!323 = distinct !DILexicalBlock(scope: !297, file: !2, line: 100, column: 17)
!324 = !DILocation(line: 99, column: 10, scope: !325)
!325 = distinct !DILexicalBlock(scope: !297, file: !2, line: 98, column: 22)
!326 = !DILocation(line: 99, column: 12, scope: !325)
!327 = !DILocation(line: 99, column: 17, scope: !325)
!328 = !DILocation(line: 99, column: 7, scope: !325)
!329 = !DILocation(line: 100, column: 3, scope: !325)
!330 = !DILocation(line: 103, column: 10, scope: !297)
!331 = !DILocation(line: 103, column: 3, scope: !297)
!332 = !DILocation(line: 101, column: 7, scope: !323)
!333 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !2, file: !2, line: 123, type: !33, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !115)
!334 = !DILocalVariable(name: "x", arg: 1, scope: !333, file: !2, line: 123, type: !12)
!335 = !DILocation(line: 123, column: 24, scope: !333)
!336 = !DILocalVariable(name: "h", scope: !337, file: !2, line: 124, type: !28)
!337 = distinct !DILexicalBlock(scope: !333, file: !2, line: 123, column: 31)
!338 = !DILocation(line: 124, column: 10, scope: !337)
!339 = !DILocation(line: 124, column: 12, scope: !337)
!340 = !DILocation(line: 125, column: 12, scope: !337)
!341 = !DILocation(line: 125, column: 3, scope: !337)
!342 = !DILocation(line: 126, column: 1, scope: !333)
!343 = !DILocation(line: 128, column: 1, scope: !337)
!344 = !DILocation(line: 126, column: 1, scope: !337)
!345 = !DILocalVariable(name: "e", scope: !333, file: !2, line: 126, type: !213)
!346 = !DILocation(line: 126, column: 25, scope: !333)
!347 = !DILocation(line: 127, column: 18, scope: !348)
!348 = distinct !DILexicalBlock(scope: !333, file: !2, line: 126, column: 28)
!349 = !DILocation(line: 127, column: 20, scope: !348)
!350 = !DILocation(line: 127, column: 16, scope: !348)
!351 = !DILocation(line: 127, column: 3, scope: !348)
!352 = !DILocation(line: 128, column: 1, scope: !348)
!353 = !DILocation(line: 128, column: 1, scope: !333)
!354 = distinct !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !152, file: !2, line: 131, type: !155, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !154, retainedNodes: !115)
!355 = !DILocalVariable(name: "this", arg: 1, scope: !354, type: !356, flags: DIFlagArtificial | DIFlagObjectPointer)
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!357 = !DILocation(line: 0, scope: !354)
!358 = !DILocalVariable(name: "x", arg: 2, scope: !354, file: !2, line: 131, type: !12)
!359 = !DILocation(line: 131, column: 13, scope: !354)
!360 = !DILocation(line: 131, column: 34, scope: !354)
!361 = !DILocation(line: 131, column: 36, scope: !354)
!362 = !DILocation(line: 131, column: 27, scope: !354)
!363 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !2, file: !2, line: 40, type: !364, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !115)
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
!389 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !16, retainedNodes: !115)
!390 = !DILocalVariable(name: "this", arg: 1, scope: !389, type: !391, flags: DIFlagArtificial | DIFlagObjectPointer)
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!392 = !DILocation(line: 0, scope: !389)
!393 = !DILocalVariable(name: "i", arg: 2, scope: !389, file: !2, line: 21, type: !12)
!394 = !DILocation(line: 21, column: 23, scope: !389)
!395 = !DILocation(line: 21, column: 28, scope: !389)
!396 = !DILocation(line: 21, column: 31, scope: !389)
!397 = !DILocation(line: 21, column: 36, scope: !398)
!398 = distinct !DILexicalBlock(scope: !389, file: !2, line: 21, column: 34)
!399 = !DILocation(line: 21, column: 51, scope: !398)
!400 = !DILocation(line: 21, column: 46, scope: !398)
!401 = !DILocation(line: 21, column: 56, scope: !389)
!402 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !218, file: !2, line: 29, type: !227, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !226, retainedNodes: !115)
!403 = !DILocalVariable(name: "this", arg: 1, scope: !402, type: !271, flags: DIFlagArtificial | DIFlagObjectPointer)
!404 = !DILocation(line: 0, scope: !402)
!405 = !DILocalVariable(name: "c", arg: 2, scope: !402, file: !2, line: 29, type: !12)
!406 = !DILocation(line: 29, column: 13, scope: !402)
!407 = !DILocalVariable(name: "w", arg: 3, scope: !402, file: !2, line: 29, type: !225)
!408 = !DILocation(line: 29, column: 28, scope: !402)
!409 = !DILocation(line: 29, column: 50, scope: !402)
!410 = !DILocation(line: 29, column: 33, scope: !402)
!411 = !DILocation(line: 29, column: 38, scope: !402)
!412 = !DILocation(line: 29, column: 42, scope: !402)
!413 = !DILocation(line: 29, column: 47, scope: !402)
!414 = !DILocation(line: 29, column: 51, scope: !402)
!415 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !218, file: !2, line: 30, type: !231, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !230, retainedNodes: !115)
!416 = !DILocalVariable(name: "this", arg: 1, scope: !415, type: !271, flags: DIFlagArtificial | DIFlagObjectPointer)
!417 = !DILocation(line: 0, scope: !415)
!418 = !DILocation(line: 30, column: 21, scope: !415)
!419 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !215, file: !2, line: 36, type: !240, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !239, retainedNodes: !115)
!420 = !DILocalVariable(name: "this", arg: 1, scope: !419, type: !421, flags: DIFlagArtificial | DIFlagObjectPointer)
!421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!422 = !DILocation(line: 0, scope: !419)
!423 = !DILocalVariable(name: "c", arg: 2, scope: !419, file: !2, line: 36, type: !12)
!424 = !DILocation(line: 36, column: 15, scope: !419)
!425 = !DILocalVariable(name: "f", arg: 3, scope: !419, file: !2, line: 36, type: !12)
!426 = !DILocation(line: 36, column: 22, scope: !419)
!427 = !DILocation(line: 36, column: 33, scope: !419)
!428 = !DILocation(line: 36, column: 27, scope: !419)
!429 = !DILocation(line: 36, column: 49, scope: !419)
!430 = !DILocation(line: 36, column: 43, scope: !419)
!431 = !DILocation(line: 36, column: 46, scope: !419)
!432 = !DILocation(line: 36, column: 50, scope: !419)
!433 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD2Ev", scope: !215, file: !2, line: 34, type: !434, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !436, retainedNodes: !115)
!434 = !DISubroutineType(types: !435)
!435 = !{null, !242}
!436 = !DISubprogram(name: "~IoError", scope: !215, type: !434, containingType: !215, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!437 = !DILocalVariable(name: "this", arg: 1, scope: !433, type: !421, flags: DIFlagArtificial | DIFlagObjectPointer)
!438 = !DILocation(line: 0, scope: !433)
!439 = !DILocation(line: 34, column: 8, scope: !440)
!440 = distinct !DILexicalBlock(scope: !433, file: !2, line: 34, column: 8)
!441 = !DILocation(line: 34, column: 8, scope: !433)
!442 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !25, retainedNodes: !115)
!443 = !DILocalVariable(name: "this", arg: 1, scope: !442, type: !391, flags: DIFlagArtificial | DIFlagObjectPointer)
!444 = !DILocation(line: 0, scope: !442)
!445 = !DILocation(line: 23, column: 15, scope: !446)
!446 = distinct !DILexicalBlock(scope: !442, file: !2, line: 23, column: 13)
!447 = !DILocation(line: 23, column: 31, scope: !446)
!448 = !DILocation(line: 23, column: 30, scope: !446)
!449 = !DILocation(line: 23, column: 25, scope: !446)
!450 = !DILocation(line: 23, column: 36, scope: !442)
!451 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !2, file: !2, line: 14, type: !364, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !115)
!452 = !DILocalVariable(name: "v", arg: 1, scope: !451, file: !2, line: 14, type: !12)
!453 = !DILocation(line: 14, column: 22, scope: !451)
!454 = !DILocation(line: 15, column: 7, scope: !455)
!455 = distinct !DILexicalBlock(scope: !451, file: !2, line: 15, column: 7)
!456 = !DILocation(line: 15, column: 14, scope: !455)
!457 = !DILocation(line: 15, column: 7, scope: !451)
!458 = !DILocation(line: 16, column: 23, scope: !455)
!459 = !DILocation(line: 16, column: 17, scope: !455)
!460 = !DILocation(line: 16, column: 5, scope: !455)
!461 = !DILocation(line: 16, column: 21, scope: !455)
!462 = !DILocation(line: 17, column: 1, scope: !451)
!463 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !218, file: !2, line: 30, type: !231, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !230, retainedNodes: !115)
!464 = !DILocalVariable(name: "this", arg: 1, scope: !463, type: !271, flags: DIFlagArtificial | DIFlagObjectPointer)
!465 = !DILocation(line: 0, scope: !463)
!466 = !DILocation(line: 30, column: 20, scope: !463)
!467 = !DILocation(line: 30, column: 21, scope: !463)
!468 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !218, file: !2, line: 31, type: !234, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !233, retainedNodes: !115)
!469 = !DILocalVariable(name: "this", arg: 1, scope: !468, type: !470, flags: DIFlagArtificial | DIFlagObjectPointer)
!470 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!471 = !DILocation(line: 0, scope: !468)
!472 = !DILocation(line: 31, column: 30, scope: !468)
!473 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !215, file: !2, line: 34, type: !434, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !436, retainedNodes: !115)
!474 = !DILocalVariable(name: "this", arg: 1, scope: !473, type: !421, flags: DIFlagArtificial | DIFlagObjectPointer)
!475 = !DILocation(line: 0, scope: !473)
!476 = !DILocation(line: 34, column: 8, scope: !473)
!477 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !215, file: !2, line: 37, type: !244, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !243, retainedNodes: !115)
!478 = !DILocalVariable(name: "this", arg: 1, scope: !477, type: !479, flags: DIFlagArtificial | DIFlagObjectPointer)
!479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!480 = !DILocation(line: 0, scope: !477)
!481 = !DILocation(line: 37, column: 31, scope: !477)
!482 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !2, file: !2, line: 79, type: !364, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !115)
!483 = !DILocalVariable(name: "how", arg: 1, scope: !482, file: !2, line: 79, type: !12)
!484 = !DILocation(line: 79, column: 24, scope: !482)
!485 = !DILocalVariable(name: "t", scope: !482, file: !2, line: 80, type: !13)
!486 = !DILocation(line: 80, column: 10, scope: !482)
!487 = !DILocation(line: 80, column: 17, scope: !482)
!488 = !DILocation(line: 80, column: 15, scope: !482)
!489 = !DILocation(line: 82, column: 13, scope: !490)
!490 = distinct !DILexicalBlock(scope: !482, file: !2, line: 81, column: 7)
!491 = !DILocation(line: 82, column: 5, scope: !490)
!492 = !DILocation(line: 83, column: 3, scope: !490)
!493 = !DILocation(line: 87, column: 1, scope: !490)
!494 = !DILocation(line: 84, column: 5, scope: !495)
!495 = distinct !DILexicalBlock(scope: !482, file: !2, line: 83, column: 17)
!496 = !DILocation(line: 85, column: 5, scope: !495)
!497 = !DILocation(line: 87, column: 1, scope: !495)
!498 = !DILocation(line: 86, column: 3, scope: !495)
!499 = !DILocation(line: 87, column: 1, scope: !482)
!500 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !28, file: !2, line: 115, type: !36, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !35, retainedNodes: !115)
!501 = !DILocalVariable(name: "this", arg: 1, scope: !500, type: !502, flags: DIFlagArtificial | DIFlagObjectPointer)
!502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!503 = !DILocation(line: 0, scope: !500)
!504 = !DILocalVariable(name: "x", arg: 2, scope: !500, file: !2, line: 115, type: !12)
!505 = !DILocation(line: 115, column: 14, scope: !500)
!506 = !DILocation(line: 115, column: 23, scope: !500)
!507 = !DILocation(line: 115, column: 25, scope: !500)
!508 = !DILocation(line: 115, column: 29, scope: !500)
!509 = !DILocation(line: 115, column: 37, scope: !500)
!510 = !DILocation(line: 115, column: 31, scope: !500)
!511 = !DILocation(line: 116, column: 5, scope: !512)
!512 = distinct !DILexicalBlock(scope: !500, file: !2, line: 115, column: 41)
!513 = !DILocation(line: 117, column: 3, scope: !512)
!514 = !DILocation(line: 119, column: 3, scope: !500)
!515 = !DILocalVariable(name: "e", scope: !500, file: !2, line: 117, type: !259)
!516 = !DILocation(line: 117, column: 19, scope: !500)
!517 = !DILocation(line: 118, column: 5, scope: !518)
!518 = distinct !DILexicalBlock(scope: !500, file: !2, line: 117, column: 22)
!519 = !DILocation(line: 119, column: 3, scope: !518)
!520 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !28, file: !2, line: 108, type: !521, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !523, retainedNodes: !115)
!521 = !DISubroutineType(types: !522)
!522 = !{null, !38}
!523 = !DISubprogram(name: "~Holder", scope: !28, type: !521, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!524 = !DILocalVariable(name: "this", arg: 1, scope: !520, type: !502, flags: DIFlagArtificial | DIFlagObjectPointer)
!525 = !DILocation(line: 0, scope: !520)
!526 = !DILocation(line: 108, column: 8, scope: !527)
!527 = distinct !DILexicalBlock(scope: !520, file: !2, line: 108, column: 8)
!528 = !DILocation(line: 108, column: 8, scope: !520)
!529 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !28, file: !2, line: 111, type: !33, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !32, retainedNodes: !115)
!530 = !DILocalVariable(name: "x", arg: 1, scope: !529, file: !2, line: 111, type: !12)
!531 = !DILocation(line: 111, column: 24, scope: !529)
!532 = !DILocation(line: 112, column: 9, scope: !533)
!533 = distinct !DILexicalBlock(scope: !529, file: !2, line: 112, column: 9)
!534 = !DILocation(line: 112, column: 11, scope: !533)
!535 = !DILocation(line: 112, column: 9, scope: !529)
!536 = !DILocation(line: 112, column: 16, scope: !533)
!537 = !DILocation(line: 112, column: 30, scope: !533)
!538 = !DILocation(line: 112, column: 34, scope: !533)
!539 = !DILocation(line: 112, column: 33, scope: !533)
!540 = !DILocation(line: 112, column: 22, scope: !533)
!541 = !DILocation(line: 114, column: 3, scope: !533)
!542 = !DILocation(line: 113, column: 12, scope: !529)
!543 = !DILocation(line: 113, column: 14, scope: !529)
!544 = !DILocation(line: 113, column: 5, scope: !529)
