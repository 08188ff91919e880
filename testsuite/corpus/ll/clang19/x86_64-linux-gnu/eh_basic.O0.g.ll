; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() #0 !dbg !113 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !117, !DIExpression(), !118)
  store i32 0, ptr %2, align 4, !dbg !118
    #dbg_declare(ptr %3, !119, !DIExpression(), !121)
  store i32 0, ptr %3, align 4, !dbg !121
  br label %7, !dbg !122

7:                                                ; preds = %20, %0
  %8 = load i32, ptr %3, align 4, !dbg !123
  %9 = icmp sle i32 %8, 7, !dbg !125
  br i1 %9, label %10, label %23, !dbg !126

10:                                               ; preds = %7
    #dbg_declare(ptr %4, !127, !DIExpression(), !129)
  %11 = load i32, ptr %3, align 4, !dbg !130
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11), !dbg !131
  store i32 %12, ptr %4, align 4, !dbg !129
  %13 = load i32, ptr %3, align 4, !dbg !132
  %14 = load i32, ptr %4, align 4, !dbg !133
  %15 = load i32, ptr @_ZL6g_live, align 4, !dbg !134
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !135
  %17 = load i32, ptr %4, align 4, !dbg !136
  %18 = load i32, ptr %2, align 4, !dbg !137
  %19 = add nsw i32 %18, %17, !dbg !137
  store i32 %19, ptr %2, align 4, !dbg !137
  br label %20, !dbg !138

20:                                               ; preds = %10
  %21 = load i32, ptr %3, align 4, !dbg !139
  %22 = add nsw i32 %21, 1, !dbg !139
  store i32 %22, ptr %3, align 4, !dbg !139
  br label %7, !dbg !140, !llvm.loop !141

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !144
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !145
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %24, i32 noundef %25), !dbg !146
  %27 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !147
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %27), !dbg !148
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5), !dbg !149
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4), !dbg !150
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %29, i32 noundef %30), !dbg !151
    #dbg_declare(ptr %5, !152, !DIExpression(), !159)
  %32 = call noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #9, !dbg !160
  %33 = load i32, ptr %2, align 4, !dbg !161
  %34 = add nsw i32 %33, %32, !dbg !161
  store i32 %34, ptr %2, align 4, !dbg !161
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !162
    #dbg_declare(ptr %6, !163, !DIExpression(), !165)
  store i32 0, ptr %6, align 4, !dbg !165
  br label %36, !dbg !166

36:                                               ; preds = %46, %23
  %37 = load i32, ptr %6, align 4, !dbg !167
  %38 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !169
  %39 = icmp slt i32 %37, %38, !dbg !170
  br i1 %39, label %40, label %49, !dbg !171

40:                                               ; preds = %36
  %41 = load i32, ptr %6, align 4, !dbg !172
  %42 = sext i32 %41 to i64, !dbg !173
  %43 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %42, !dbg !173
  %44 = load i32, ptr %43, align 4, !dbg !173
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %44), !dbg !174
  br label %46, !dbg !174

46:                                               ; preds = %40
  %47 = load i32, ptr %6, align 4, !dbg !175
  %48 = add nsw i32 %47, 1, !dbg !175
  store i32 %48, ptr %6, align 4, !dbg !175
  br label %36, !dbg !176, !llvm.loop !177

49:                                               ; preds = %36
  %50 = load i32, ptr %2, align 4, !dbg !179
  %51 = load i32, ptr @_ZL6g_live, align 4, !dbg !180
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %50, i32 noundef %51), !dbg !181
  %53 = load i32, ptr @_ZL6g_live, align 4, !dbg !182
  %54 = icmp eq i32 %53, 0, !dbg !183
  %55 = zext i1 %54 to i64, !dbg !182
  %56 = select i1 %54, ptr @.str.7, ptr @.str.8, !dbg !182
  %57 = call i32 @puts(ptr noundef %56), !dbg !184
  ret i32 0, !dbg !185
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 !dbg !186 {
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
    #dbg_declare(ptr %3, !187, !DIExpression(), !188)
  %13 = load i32, ptr %3, align 4, !dbg !189
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15, !dbg !191

14:                                               ; preds = %1
  br label %111, !dbg !192

15:                                               ; preds = %1
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI7IoError
          catch ptr @_ZTI5Error
          catch ptr @_ZTIP5Error
          catch ptr @_ZTIPKc
          catch ptr null, !dbg !193
  %17 = extractvalue { ptr, i32 } %16, 0, !dbg !193
  store ptr %17, ptr %4, align 8, !dbg !193
  %18 = extractvalue { ptr, i32 } %16, 1, !dbg !193
  store i32 %18, ptr %5, align 4, !dbg !193
  br label %19, !dbg !193

19:                                               ; preds = %15
  %20 = load i32, ptr %5, align 4, !dbg !192
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9, !dbg !192
  %22 = icmp eq i32 %20, %21, !dbg !192
  br i1 %22, label %23, label %29, !dbg !192

23:                                               ; preds = %19
    #dbg_declare(ptr %12, !194, !DIExpression(), !195)
  %24 = load ptr, ptr %4, align 8, !dbg !196
  %25 = call ptr @__cxa_begin_catch(ptr %24) #9, !dbg !196
  %26 = load i32, ptr %25, align 4, !dbg !196
  store i32 %26, ptr %12, align 4, !dbg !196
  %27 = load i32, ptr %12, align 4, !dbg !198
  %28 = add nsw i32 100, %27, !dbg !200
  store i32 %28, ptr %2, align 4, !dbg !201
  call void @__cxa_end_catch() #9, !dbg !202
  br label %112

29:                                               ; preds = %19
  %30 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #9, !dbg !192
  %31 = icmp eq i32 %20, %30, !dbg !192
  br i1 %31, label %32, label %40, !dbg !192

32:                                               ; preds = %29
    #dbg_declare(ptr %11, !203, !DIExpression(), !205)
  %33 = load ptr, ptr %4, align 8, !dbg !206
  %34 = call ptr @__cxa_begin_catch(ptr %33) #9, !dbg !206
  %35 = load double, ptr %34, align 8, !dbg !206
  store double %35, ptr %11, align 8, !dbg !206
  %36 = load double, ptr %11, align 8, !dbg !208
  %37 = fmul double %36, 2.000000e+00, !dbg !209
  %38 = fptosi double %37 to i32, !dbg !210
  %39 = add nsw i32 200, %38, !dbg !211
  store i32 %39, ptr %2, align 4, !dbg !212
  call void @__cxa_end_catch() #9, !dbg !196
  br label %112

40:                                               ; preds = %29
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #9, !dbg !192
  %42 = icmp eq i32 %20, %41, !dbg !192
  br i1 %42, label %43, label %55, !dbg !192

43:                                               ; preds = %40
    #dbg_declare(ptr %10, !213, !DIExpression(), !248)
  %44 = load ptr, ptr %4, align 8, !dbg !249
  %45 = call ptr @__cxa_begin_catch(ptr %44) #9, !dbg !249
  store ptr %45, ptr %10, align 8, !dbg !249
  %46 = load ptr, ptr %10, align 8, !dbg !251
  %47 = getelementptr inbounds %struct.Error, ptr %46, i32 0, i32 1, !dbg !252
  %48 = load i32, ptr %47, align 8, !dbg !252
  %49 = mul nsw i32 %48, 10, !dbg !253
  %50 = add nsw i32 300, %49, !dbg !254
  %51 = load ptr, ptr %10, align 8, !dbg !255
  %52 = getelementptr inbounds %struct.IoError, ptr %51, i32 0, i32 1, !dbg !256
  %53 = load i32, ptr %52, align 8, !dbg !256
  %54 = add nsw i32 %50, %53, !dbg !257
  store i32 %54, ptr %2, align 4, !dbg !258
  call void @__cxa_end_catch(), !dbg !206
  br label %112

55:                                               ; preds = %40
  %56 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9, !dbg !192
  %57 = icmp eq i32 %20, %56, !dbg !192
  br i1 %57, label %58, label %72, !dbg !192

58:                                               ; preds = %55
    #dbg_declare(ptr %9, !259, !DIExpression(), !261)
  %59 = load ptr, ptr %4, align 8, !dbg !262
  %60 = call ptr @__cxa_begin_catch(ptr %59) #9, !dbg !262
  store ptr %60, ptr %9, align 8, !dbg !262
  %61 = load ptr, ptr %9, align 8, !dbg !264
  %62 = getelementptr inbounds %struct.Error, ptr %61, i32 0, i32 1, !dbg !265
  %63 = load i32, ptr %62, align 8, !dbg !265
  %64 = add nsw i32 400, %63, !dbg !266
  %65 = load ptr, ptr %9, align 8, !dbg !267
  %66 = load ptr, ptr %65, align 8, !dbg !268
  %67 = getelementptr inbounds ptr, ptr %66, i64 2, !dbg !268
  %68 = load ptr, ptr %67, align 8, !dbg !268
  %69 = invoke noundef i32 %68(ptr noundef nonnull align 8 dereferenceable(24) %65)
          to label %70 unwind label %106, !dbg !268

70:                                               ; preds = %58
  %71 = add nsw i32 %64, %69, !dbg !269
  store i32 %71, ptr %2, align 4, !dbg !270
  call void @__cxa_end_catch(), !dbg !249
  br label %112

72:                                               ; preds = %55
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP5Error) #9, !dbg !192
  %74 = icmp eq i32 %20, %73, !dbg !192
  br i1 %74, label %75, label %90, !dbg !192

75:                                               ; preds = %72
    #dbg_declare(ptr %7, !271, !DIExpression(), !273)
  %76 = load ptr, ptr %4, align 8, !dbg !274
  %77 = call ptr @__cxa_begin_catch(ptr %76) #9, !dbg !274
  store ptr %77, ptr %7, align 8, !dbg !274
    #dbg_declare(ptr %8, !276, !DIExpression(), !277)
  %78 = load ptr, ptr %7, align 8, !dbg !278
  %79 = getelementptr inbounds %struct.Error, ptr %78, i32 0, i32 1, !dbg !279
  %80 = load i32, ptr %79, align 8, !dbg !279
  %81 = add nsw i32 500, %80, !dbg !280
  store i32 %81, ptr %8, align 4, !dbg !277
  %82 = load ptr, ptr %7, align 8, !dbg !281
  %83 = icmp eq ptr %82, null, !dbg !282
  br i1 %83, label %88, label %84, !dbg !282

84:                                               ; preds = %75
  %85 = load ptr, ptr %82, align 8, !dbg !282
  %86 = getelementptr inbounds ptr, ptr %85, i64 1, !dbg !282
  %87 = load ptr, ptr %86, align 8, !dbg !282
  call void %87(ptr noundef nonnull align 8 dereferenceable(24) %82) #9, !dbg !282
  br label %88, !dbg !282

88:                                               ; preds = %84, %75
  %89 = load i32, ptr %8, align 4, !dbg !283
  store i32 %89, ptr %2, align 4, !dbg !284
  call void @__cxa_end_catch() #9, !dbg !262
  br label %112

90:                                               ; preds = %72
  %91 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #9, !dbg !192
  %92 = icmp eq i32 %20, %91, !dbg !192
  br i1 %92, label %93, label %103, !dbg !192

93:                                               ; preds = %90
    #dbg_declare(ptr %6, !285, !DIExpression(), !286)
  %94 = load ptr, ptr %4, align 8, !dbg !287
  %95 = call ptr @__cxa_begin_catch(ptr %94) #9, !dbg !287
  store ptr %95, ptr %6, align 8, !dbg !287
  %96 = load ptr, ptr %6, align 8, !dbg !289
  %97 = getelementptr inbounds i8, ptr %96, i64 0, !dbg !289
  %98 = load i8, ptr %97, align 1, !dbg !289
  %99 = sext i8 %98 to i32, !dbg !289
  %100 = icmp eq i32 %99, 99, !dbg !290
  %101 = zext i1 %100 to i32, !dbg !291
  %102 = add nsw i32 600, %101, !dbg !292
  store i32 %102, ptr %2, align 4, !dbg !293
  call void @__cxa_end_catch() #9, !dbg !274
  br label %112

103:                                              ; preds = %90
  %104 = load ptr, ptr %4, align 8, !dbg !192
  %105 = call ptr @__cxa_begin_catch(ptr %104) #9, !dbg !192
  store i32 999, ptr %2, align 4, !dbg !294
  call void @__cxa_end_catch(), !dbg !287
  br label %112

106:                                              ; preds = %58
  %107 = landingpad { ptr, i32 }
          cleanup, !dbg !295
  %108 = extractvalue { ptr, i32 } %107, 0, !dbg !295
  store ptr %108, ptr %4, align 8, !dbg !295
  %109 = extractvalue { ptr, i32 } %107, 1, !dbg !295
  store i32 %109, ptr %5, align 4, !dbg !295
  invoke void @__cxa_end_catch()
          to label %110 unwind label %119, !dbg !249

110:                                              ; preds = %106
  br label %114, !dbg !249

111:                                              ; preds = %14
  store i32 0, ptr %2, align 4, !dbg !296
  br label %112, !dbg !296

112:                                              ; preds = %111, %23, %32, %43, %70, %88, %93, %103
  %113 = load i32, ptr %2, align 4, !dbg !297
  ret i32 %113, !dbg !297

114:                                              ; preds = %110
  %115 = load ptr, ptr %4, align 8, !dbg !249
  %116 = load i32, ptr %5, align 4, !dbg !249
  %117 = insertvalue { ptr, i32 } poison, ptr %115, 0, !dbg !249
  %118 = insertvalue { ptr, i32 } %117, i32 %116, 1, !dbg !249
  resume { ptr, i32 } %118, !dbg !249

119:                                              ; preds = %106
  %120 = landingpad { ptr, i32 }
          catch ptr null, !dbg !249
  %121 = extractvalue { ptr, i32 } %120, 0, !dbg !249
  call void @__clang_call_terminate(ptr %121) #10, !dbg !249
  unreachable, !dbg !249
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 !dbg !298 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !299, !DIExpression(), !300)
    #dbg_declare(ptr %3, !301, !DIExpression(), !302)
  store i32 0, ptr %3, align 4, !dbg !302
  %8 = load i32, ptr %2, align 4, !dbg !303
  invoke void @_ZL6middlei(i32 noundef %8)
          to label %9 unwind label %10, !dbg !306

9:                                                ; preds = %1
  br label %56, !dbg !307

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !308
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !308
  store ptr %12, ptr %4, align 8, !dbg !308
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !308
  store i32 %13, ptr %5, align 4, !dbg !308
  br label %14, !dbg !308

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4, !dbg !307
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9, !dbg !307
  %17 = icmp eq i32 %15, %16, !dbg !307
  br i1 %17, label %18, label %38, !dbg !307

18:                                               ; preds = %14
    #dbg_declare(ptr %6, !309, !DIExpression(), !310)
  %19 = load ptr, ptr %4, align 8, !dbg !307
  %20 = call ptr @__cxa_begin_catch(ptr %19) #9, !dbg !307
  %21 = load i32, ptr %20, align 4, !dbg !307
  store i32 %21, ptr %6, align 4, !dbg !307
  %22 = load i32, ptr %6, align 4, !dbg !311
  %23 = load i32, ptr %3, align 4, !dbg !313
  %24 = add nsw i32 %23, %22, !dbg !313
  store i32 %24, ptr %3, align 4, !dbg !313
  %25 = call ptr @__cxa_allocate_exception(i64 24) #9, !dbg !314
  %26 = load i32, ptr %6, align 4, !dbg !315
  %27 = add nsw i32 %26, 1, !dbg !316
  invoke void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %25, i32 noundef %27, ptr noundef @.str.13)
          to label %28 unwind label %29, !dbg !317

28:                                               ; preds = %18
  invoke void @__cxa_throw(ptr %25, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #11
          to label %57 unwind label %33, !dbg !314

29:                                               ; preds = %18
  %30 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !318
  %31 = extractvalue { ptr, i32 } %30, 0, !dbg !318
  store ptr %31, ptr %4, align 8, !dbg !318
  %32 = extractvalue { ptr, i32 } %30, 1, !dbg !318
  store i32 %32, ptr %5, align 4, !dbg !318
  call void @__cxa_free_exception(ptr %25) #9, !dbg !314
  br label %37, !dbg !314

33:                                               ; preds = %28
  %34 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !318
  %35 = extractvalue { ptr, i32 } %34, 0, !dbg !318
  store ptr %35, ptr %4, align 8, !dbg !318
  %36 = extractvalue { ptr, i32 } %34, 1, !dbg !318
  store i32 %36, ptr %5, align 4, !dbg !318
  br label %37, !dbg !318

37:                                               ; preds = %33, %29
  call void @__cxa_end_catch() #9, !dbg !319
  br label %38, !dbg !319

38:                                               ; preds = %37, %14
  %39 = load i32, ptr %5, align 4, !dbg !320
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9, !dbg !320
  %41 = icmp eq i32 %39, %40, !dbg !320
  br i1 %41, label %42, label %53, !dbg !320

42:                                               ; preds = %38
    #dbg_declare(ptr %7, !321, !DIExpression(), !322)
  %43 = load ptr, ptr %4, align 8, !dbg !323
  %44 = call ptr @__cxa_begin_catch(ptr %43) #9, !dbg !323
  store ptr %44, ptr %7, align 8, !dbg !323
  %45 = load ptr, ptr %7, align 8, !dbg !325
  %46 = getelementptr inbounds %struct.Error, ptr %45, i32 0, i32 1, !dbg !327
  %47 = load i32, ptr %46, align 8, !dbg !327
  %48 = mul nsw i32 %47, 100, !dbg !328
  %49 = load i32, ptr %3, align 4, !dbg !329
  %50 = add nsw i32 %49, %48, !dbg !329
  store i32 %50, ptr %3, align 4, !dbg !329
  call void @__cxa_end_catch(), !dbg !330
  br label %51, !dbg !330

51:                                               ; preds = %42, %53, %56
  %52 = load i32, ptr %3, align 4, !dbg !331
  ret i32 %52, !dbg !332

53:                                               ; preds = %38
  %54 = load ptr, ptr %4, align 8, !dbg !320
  %55 = call ptr @__cxa_begin_catch(ptr %54) #9, !dbg !320
  store i32 -1, ptr %3, align 4, !dbg !333
  call void @__cxa_end_catch(), !dbg !323
  br label %51, !dbg !323

56:                                               ; preds = %9
  br label %51, !dbg !320

57:                                               ; preds = %28
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 !dbg !334 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !335, !DIExpression(), !336)
    #dbg_declare(ptr %4, !337, !DIExpression(), !339)
  %8 = load i32, ptr %3, align 4, !dbg !340
  invoke void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %8)
          to label %9 unwind label %12, !dbg !339

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Holder, ptr %4, i32 0, i32 1, !dbg !341
  %11 = load i32, ptr %10, align 4, !dbg !341
  store i32 %11, ptr %2, align 4, !dbg !342
  call void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #9, !dbg !343
  br label %28

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTI7IoError, !dbg !344
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !344
  store ptr %14, ptr %5, align 8, !dbg !344
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !344
  store i32 %15, ptr %6, align 4, !dbg !344
  br label %16, !dbg !344

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4, !dbg !345
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #9, !dbg !345
  %19 = icmp eq i32 %17, %18, !dbg !345
  br i1 %19, label %20, label %30, !dbg !345

20:                                               ; preds = %16
    #dbg_declare(ptr %7, !346, !DIExpression(), !347)
  %21 = load ptr, ptr %5, align 8, !dbg !345
  %22 = call ptr @__cxa_begin_catch(ptr %21) #9, !dbg !345
  store ptr %22, ptr %7, align 8, !dbg !345
  %23 = load ptr, ptr %7, align 8, !dbg !348
  %24 = getelementptr inbounds %struct.IoError, ptr %23, i32 0, i32 1, !dbg !350
  %25 = load i32, ptr %24, align 8, !dbg !350
  %26 = add nsw i32 -1000, %25, !dbg !351
  store i32 %26, ptr %2, align 4, !dbg !352
  call void @__cxa_end_catch(), !dbg !353
  br label %28

27:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !353
  unreachable, !dbg !353

28:                                               ; preds = %20, %9
  %29 = load i32, ptr %2, align 4, !dbg !354
  ret i32 %29, !dbg !354

30:                                               ; preds = %16
  %31 = load ptr, ptr %5, align 8, !dbg !345
  %32 = load i32, ptr %6, align 4, !dbg !345
  %33 = insertvalue { ptr, i32 } poison, ptr %31, 0, !dbg !345
  %34 = insertvalue { ptr, i32 } %33, i32 %32, 1, !dbg !345
  resume { ptr, i32 } %34, !dbg !345
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 comdat align 2 !dbg !355 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !356, !DIExpression(), !358)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !359, !DIExpression(), !360)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !361
  %7 = add nsw i32 %6, 1, !dbg !362
  ret i32 %7, !dbg !363
}

declare i32 @puts(ptr noundef) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 !dbg !364 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !367, !DIExpression(), !368)
    #dbg_declare(ptr %3, !369, !DIExpression(), !370)
  %6 = load i32, ptr %2, align 4, !dbg !371
  call void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6), !dbg !370
  %7 = load i32, ptr %2, align 4, !dbg !372
  switch i32 %7, label %53 [
    i32 0, label %8
    i32 1, label %14
    i32 2, label %16
    i32 3, label %23
    i32 4, label %30
    i32 5, label %44
    i32 6, label %46
  ], !dbg !373

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 4) #9, !dbg !374
  store i32 42, ptr %9, align 16, !dbg !374
  invoke void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #11
          to label %61 unwind label %10, !dbg !374

10:                                               ; preds = %48, %44, %34, %25, %18, %14, %8
  %11 = landingpad { ptr, i32 }
          cleanup, !dbg !376
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !376
  store ptr %12, ptr %4, align 8, !dbg !376
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !376
  store i32 %13, ptr %5, align 4, !dbg !376
  br label %55, !dbg !376

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i64 8) #9, !dbg !377
  store double 3.500000e+00, ptr %15, align 16, !dbg !377
  invoke void @__cxa_throw(ptr %15, ptr @_ZTId, ptr null) #11
          to label %61 unwind label %10, !dbg !377

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i64 24) #9, !dbg !378
  invoke void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %17, i32 noundef 7, ptr noundef @.str.9)
          to label %18 unwind label %19, !dbg !379

18:                                               ; preds = %16
  invoke void @__cxa_throw(ptr %17, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #11
          to label %61 unwind label %10, !dbg !378

19:                                               ; preds = %16
  %20 = landingpad { ptr, i32 }
          cleanup, !dbg !376
  %21 = extractvalue { ptr, i32 } %20, 0, !dbg !376
  store ptr %21, ptr %4, align 8, !dbg !376
  %22 = extractvalue { ptr, i32 } %20, 1, !dbg !376
  store i32 %22, ptr %5, align 4, !dbg !376
  call void @__cxa_free_exception(ptr %17) #9, !dbg !378
  br label %55, !dbg !378

23:                                               ; preds = %1
  %24 = call ptr @__cxa_allocate_exception(i64 32) #9, !dbg !380
  invoke void @_ZN7IoErrorC2Eii(ptr noundef nonnull align 8 dereferenceable(28) %24, i32 noundef 9, i32 noundef 3)
          to label %25 unwind label %26, !dbg !381

25:                                               ; preds = %23
  invoke void @__cxa_throw(ptr %24, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #11
          to label %61 unwind label %10, !dbg !380

26:                                               ; preds = %23
  %27 = landingpad { ptr, i32 }
          cleanup, !dbg !376
  %28 = extractvalue { ptr, i32 } %27, 0, !dbg !376
  store ptr %28, ptr %4, align 8, !dbg !376
  %29 = extractvalue { ptr, i32 } %27, 1, !dbg !376
  store i32 %29, ptr %5, align 4, !dbg !376
  call void @__cxa_free_exception(ptr %24) #9, !dbg !380
  br label %55, !dbg !380

30:                                               ; preds = %1
  %31 = call ptr @__cxa_allocate_exception(i64 8) #9, !dbg !382
  %32 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 24) #12
          to label %33 unwind label %35, !dbg !383, !heapallocsite !219

33:                                               ; preds = %30
  invoke void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %32, i32 noundef 11, ptr noundef @.str.10)
          to label %34 unwind label %39, !dbg !384

34:                                               ; preds = %33
  store ptr %32, ptr %31, align 16, !dbg !382
  invoke void @__cxa_throw(ptr %31, ptr @_ZTIP5Error, ptr null) #11
          to label %61 unwind label %10, !dbg !382

35:                                               ; preds = %30
  %36 = landingpad { ptr, i32 }
          cleanup, !dbg !376
  %37 = extractvalue { ptr, i32 } %36, 0, !dbg !376
  store ptr %37, ptr %4, align 8, !dbg !376
  %38 = extractvalue { ptr, i32 } %36, 1, !dbg !376
  store i32 %38, ptr %5, align 4, !dbg !376
  br label %43, !dbg !376

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup, !dbg !376
  %41 = extractvalue { ptr, i32 } %40, 0, !dbg !376
  store ptr %41, ptr %4, align 8, !dbg !376
  %42 = extractvalue { ptr, i32 } %40, 1, !dbg !376
  store i32 %42, ptr %5, align 4, !dbg !376
  call void @_ZdlPvm(ptr noundef %32, i64 noundef 24) #13, !dbg !383
  br label %43, !dbg !383

43:                                               ; preds = %39, %35
  call void @__cxa_free_exception(ptr %31) #9, !dbg !382
  br label %55, !dbg !382

44:                                               ; preds = %1
  %45 = call ptr @__cxa_allocate_exception(i64 8) #9, !dbg !385
  store ptr @.str.11, ptr %45, align 16, !dbg !385
  invoke void @__cxa_throw(ptr %45, ptr @_ZTIPKc, ptr null) #11
          to label %61 unwind label %10, !dbg !385

46:                                               ; preds = %1
  %47 = call ptr @__cxa_allocate_exception(i64 4) #9, !dbg !386
  invoke void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %47, i32 noundef 600)
          to label %48 unwind label %49, !dbg !387

48:                                               ; preds = %46
  invoke void @__cxa_throw(ptr %47, ptr @_ZTI6Tracer, ptr @_ZN6TracerD2Ev) #11
          to label %61 unwind label %10, !dbg !386

49:                                               ; preds = %46
  %50 = landingpad { ptr, i32 }
          cleanup, !dbg !376
  %51 = extractvalue { ptr, i32 } %50, 0, !dbg !376
  store ptr %51, ptr %4, align 8, !dbg !376
  %52 = extractvalue { ptr, i32 } %50, 1, !dbg !376
  store i32 %52, ptr %5, align 4, !dbg !376
  call void @__cxa_free_exception(ptr %47) #9, !dbg !386
  br label %55, !dbg !386

53:                                               ; preds = %1
  br label %54, !dbg !388

54:                                               ; preds = %53
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !389
  ret void, !dbg !389

55:                                               ; preds = %49, %43, %26, %19, %10
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !389
  br label %56, !dbg !389

56:                                               ; preds = %55
  %57 = load ptr, ptr %4, align 8, !dbg !389
  %58 = load i32, ptr %5, align 4, !dbg !389
  %59 = insertvalue { ptr, i32 } poison, ptr %57, 0, !dbg !389
  %60 = insertvalue { ptr, i32 } %59, i32 %58, 1, !dbg !389
  resume { ptr, i32 } %60, !dbg !389

61:                                               ; preds = %48, %44, %34, %25, %18, %14, %8
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 !dbg !390 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !391, !DIExpression(), !393)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !394, !DIExpression(), !395)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !396
  %7 = load i32, ptr %4, align 4, !dbg !397
  store i32 %7, ptr %6, align 4, !dbg !396
  %8 = load i32, ptr @_ZL6g_live, align 4, !dbg !398
  %9 = add nsw i32 %8, 1, !dbg !398
  store i32 %9, ptr @_ZL6g_live, align 4, !dbg !398
  %10 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !400
  %11 = load i32, ptr %10, align 4, !dbg !400
  call void @_ZL4notei(i32 noundef %11), !dbg !401
  ret void, !dbg !402
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #3 comdat align 2 !dbg !403 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !404, !DIExpression(), !405)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !406, !DIExpression(), !407)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !408, !DIExpression(), !409)
  %7 = load ptr, ptr %4, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5Error, i32 0, i32 0, i32 2), ptr %7, align 8, !dbg !410
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1, !dbg !411
  %9 = load i32, ptr %5, align 4, !dbg !412
  store i32 %9, ptr %8, align 8, !dbg !411
  %10 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 2, !dbg !413
  %11 = load ptr, ptr %6, align 8, !dbg !414
  store ptr %11, ptr %10, align 8, !dbg !413
  ret void, !dbg !415
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !416 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !417, !DIExpression(), !418)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !419
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorC2Eii(ptr noundef nonnull align 8 dereferenceable(28) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 !dbg !420 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !421, !DIExpression(), !423)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !424, !DIExpression(), !425)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !426, !DIExpression(), !427)
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4, !dbg !428
  call void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 8 dereferenceable(24) %7, i32 noundef %8, ptr noundef @.str.12), !dbg !429
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV7IoError, i32 0, i32 0, i32 2), ptr %7, align 8, !dbg !430
  %9 = getelementptr inbounds %struct.IoError, ptr %7, i32 0, i32 1, !dbg !431
  %10 = load i32, ptr %6, align 4, !dbg !432
  store i32 %10, ptr %9, align 8, !dbg !431
  ret void, !dbg !433
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #3 comdat align 2 !dbg !434 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !438, !DIExpression(), !439)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #9, !dbg !440
  ret void, !dbg !442
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 !dbg !443 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !444, !DIExpression(), !445)
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL6g_live, align 4, !dbg !446
  %5 = add nsw i32 %4, -1, !dbg !446
  store i32 %5, ptr @_ZL6g_live, align 4, !dbg !446
  %6 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0, !dbg !448
  %7 = load i32, ptr %6, align 4, !dbg !448
  %8 = sub nsw i32 0, %7, !dbg !449
  call void @_ZL4notei(i32 noundef %8), !dbg !450
  ret void, !dbg !451
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL4notei(i32 noundef %0) #3 !dbg !452 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !453, !DIExpression(), !454)
  %3 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !455
  %4 = icmp slt i32 %3, 64, !dbg !457
  br i1 %4, label %5, label %11, !dbg !458

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !459
  %7 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !460
  %8 = add nsw i32 %7, 1, !dbg !460
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !460
  %9 = sext i32 %7 to i64, !dbg !461
  %10 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i64 0, i64 %9, !dbg !461
  store i32 %6, ptr %10, align 4, !dbg !462
  br label %11, !dbg !461

11:                                               ; preds = %5, %1
  ret void, !dbg !463
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !464 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !465, !DIExpression(), !466)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #9, !dbg !467
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 24) #13, !dbg !467
  ret void, !dbg !468
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !469 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !470, !DIExpression(), !472)
  %3 = load ptr, ptr %2, align 8
  ret i32 1, !dbg !473
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #3 comdat align 2 !dbg !474 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !475, !DIExpression(), !476)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7IoErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %3) #9, !dbg !477
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #13, !dbg !477
  ret void, !dbg !477
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #3 comdat align 2 !dbg !478 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !479, !DIExpression(), !481)
  %3 = load ptr, ptr %2, align 8
  ret i32 2, !dbg !482
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlei(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 !dbg !483 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !484, !DIExpression(), !485)
    #dbg_declare(ptr %3, !486, !DIExpression(), !487)
  %6 = load i32, ptr %2, align 4, !dbg !488
  %7 = add nsw i32 50, %6, !dbg !489
  call void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7), !dbg !487
  %8 = load i32, ptr %2, align 4, !dbg !490
  invoke void @_ZL7throweri(i32 noundef %8)
          to label %9 unwind label %10, !dbg !492

9:                                                ; preds = %1
  br label %24, !dbg !493

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null, !dbg !494
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !494
  store ptr %12, ptr %4, align 8, !dbg !494
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !494
  store i32 %13, ptr %5, align 4, !dbg !494
  br label %14, !dbg !494

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8, !dbg !493
  %16 = call ptr @__cxa_begin_catch(ptr %15) #9, !dbg !493
  %17 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !495
  %18 = add nsw i32 %17, 1, !dbg !495
  store i32 %18, ptr @_ZL13rethrow_count, align 4, !dbg !495
  invoke void @__cxa_rethrow() #11
          to label %33 unwind label %19, !dbg !497

19:                                               ; preds = %14
  %20 = landingpad { ptr, i32 }
          cleanup, !dbg !498
  %21 = extractvalue { ptr, i32 } %20, 0, !dbg !498
  store ptr %21, ptr %4, align 8, !dbg !498
  %22 = extractvalue { ptr, i32 } %20, 1, !dbg !498
  store i32 %22, ptr %5, align 4, !dbg !498
  invoke void @__cxa_end_catch()
          to label %23 unwind label %30, !dbg !499

23:                                               ; preds = %19
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !500
  br label %25, !dbg !500

24:                                               ; preds = %9
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !500
  ret void, !dbg !500

25:                                               ; preds = %23
  %26 = load ptr, ptr %4, align 8, !dbg !500
  %27 = load i32, ptr %5, align 4, !dbg !500
  %28 = insertvalue { ptr, i32 } poison, ptr %26, 0, !dbg !500
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1, !dbg !500
  resume { ptr, i32 } %29, !dbg !500

30:                                               ; preds = %19
  %31 = landingpad { ptr, i32 }
          catch ptr null, !dbg !499
  %32 = extractvalue { ptr, i32 } %31, 0, !dbg !499
  call void @__clang_call_terminate(ptr %32) #10, !dbg !499
  unreachable, !dbg !499

33:                                               ; preds = %14
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !501 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !502, !DIExpression(), !504)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !505, !DIExpression(), !506)
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Holder, ptr %8, i32 0, i32 0, !dbg !507
  %10 = load i32, ptr %4, align 4, !dbg !508
  invoke void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %11 unwind label %16, !dbg !507

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Holder, ptr %8, i32 0, i32 1, !dbg !509
  %13 = load i32, ptr %4, align 4, !dbg !510
  %14 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %13)
          to label %15 unwind label %20, !dbg !511

15:                                               ; preds = %11
  store i32 %14, ptr %12, align 4, !dbg !509
  call void @_ZL4notei(i32 noundef 777), !dbg !512
  br label %37, !dbg !514

16:                                               ; preds = %2
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error, !dbg !515
  %18 = extractvalue { ptr, i32 } %17, 0, !dbg !515
  store ptr %18, ptr %5, align 8, !dbg !515
  %19 = extractvalue { ptr, i32 } %17, 1, !dbg !515
  store i32 %19, ptr %6, align 4, !dbg !515
  br label %24, !dbg !515

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error, !dbg !515
  %22 = extractvalue { ptr, i32 } %21, 0, !dbg !515
  store ptr %22, ptr %5, align 8, !dbg !515
  %23 = extractvalue { ptr, i32 } %21, 1, !dbg !515
  store i32 %23, ptr %6, align 4, !dbg !515
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #9, !dbg !514
  br label %24, !dbg !514

24:                                               ; preds = %20, %16
  %25 = load i32, ptr %6, align 4, !dbg !514
  %26 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9, !dbg !514
  %27 = icmp eq i32 %25, %26, !dbg !514
  br i1 %27, label %28, label %38, !dbg !514

28:                                               ; preds = %24
    #dbg_declare(ptr %7, !516, !DIExpression(), !517)
  %29 = load ptr, ptr %5, align 8, !dbg !514
  %30 = call ptr @__cxa_begin_catch(ptr %29) #9, !dbg !514
  store ptr %30, ptr %7, align 8, !dbg !514
  call void @_ZL4notei(i32 noundef 888), !dbg !518
  invoke void @__cxa_rethrow()
          to label %31 unwind label %32, !dbg !520

31:                                               ; preds = %28
  unreachable, !dbg !520

32:                                               ; preds = %28
  %33 = landingpad { ptr, i32 }
          cleanup, !dbg !515
  %34 = extractvalue { ptr, i32 } %33, 0, !dbg !515
  store ptr %34, ptr %5, align 8, !dbg !515
  %35 = extractvalue { ptr, i32 } %33, 1, !dbg !515
  store i32 %35, ptr %6, align 4, !dbg !515
  invoke void @__cxa_end_catch()
          to label %36 unwind label %43, !dbg !520

36:                                               ; preds = %32
  br label %38, !dbg !520

37:                                               ; preds = %15
  ret void, !dbg !515

38:                                               ; preds = %36, %24
  %39 = load ptr, ptr %5, align 8, !dbg !514
  %40 = load i32, ptr %6, align 4, !dbg !514
  %41 = insertvalue { ptr, i32 } poison, ptr %39, 0, !dbg !514
  %42 = insertvalue { ptr, i32 } %41, i32 %40, 1, !dbg !514
  resume { ptr, i32 } %42, !dbg !514

43:                                               ; preds = %32
  %44 = landingpad { ptr, i32 }
          catch ptr null, !dbg !520
  %45 = extractvalue { ptr, i32 } %44, 0, !dbg !520
  call void @__clang_call_terminate(ptr %45) #10, !dbg !520
  unreachable, !dbg !520
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !521 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !525, !DIExpression(), !526)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0, !dbg !527
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #9, !dbg !527
  ret void, !dbg !529
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #1 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !530 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !531, !DIExpression(), !532)
  %5 = load i32, ptr %2, align 4, !dbg !533
  %6 = icmp slt i32 %5, 0, !dbg !535
  br i1 %6, label %7, label %17, !dbg !536

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 32) #9, !dbg !537
  %9 = load i32, ptr %2, align 4, !dbg !538
  %10 = load i32, ptr %2, align 4, !dbg !539
  %11 = sub nsw i32 0, %10, !dbg !540
  invoke void @_ZN7IoErrorC2Eii(ptr noundef nonnull align 8 dereferenceable(28) %8, i32 noundef %9, i32 noundef %11)
          to label %12 unwind label %13, !dbg !541

12:                                               ; preds = %7
  call void @__cxa_throw(ptr %8, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #11, !dbg !537
  unreachable, !dbg !537

13:                                               ; preds = %7
  %14 = landingpad { ptr, i32 }
          cleanup, !dbg !542
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !542
  store ptr %15, ptr %3, align 8, !dbg !542
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !542
  store i32 %16, ptr %4, align 4, !dbg !542
  call void @__cxa_free_exception(ptr %8) #9, !dbg !537
  br label %20, !dbg !537

17:                                               ; preds = %1
  %18 = load i32, ptr %2, align 4, !dbg !543
  %19 = mul nsw i32 %18, 2, !dbg !544
  ret i32 %19, !dbg !545

20:                                               ; preds = %13
  %21 = load ptr, ptr %3, align 8, !dbg !537
  %22 = load i32, ptr %4, align 4, !dbg !537
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0, !dbg !537
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1, !dbg !537
  resume { ptr, i32 } %24, !dbg !537
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "503ee8698f6944c98722d48996642b7d")
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
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 2}
!111 = !{i32 7, !"frame-pointer", i32 2}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 134, type: !114, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!12}
!116 = !{}
!117 = !DILocalVariable(name: "total", scope: !113, file: !2, line: 135, type: !12)
!118 = !DILocation(line: 135, column: 7, scope: !113)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 136, type: !12)
!120 = distinct !DILexicalBlock(scope: !113, file: !2, line: 136, column: 3)
!121 = !DILocation(line: 136, column: 12, scope: !120)
!122 = !DILocation(line: 136, column: 8, scope: !120)
!123 = !DILocation(line: 136, column: 19, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !2, line: 136, column: 3)
!125 = !DILocation(line: 136, column: 21, scope: !124)
!126 = !DILocation(line: 136, column: 3, scope: !120)
!127 = !DILocalVariable(name: "c", scope: !128, file: !2, line: 137, type: !12)
!128 = distinct !DILexicalBlock(scope: !124, file: !2, line: 136, column: 32)
!129 = !DILocation(line: 137, column: 9, scope: !128)
!130 = !DILocation(line: 137, column: 22, scope: !128)
!131 = !DILocation(line: 137, column: 13, scope: !128)
!132 = !DILocation(line: 138, column: 44, scope: !128)
!133 = !DILocation(line: 138, column: 47, scope: !128)
!134 = !DILocation(line: 138, column: 50, scope: !128)
!135 = !DILocation(line: 138, column: 5, scope: !128)
!136 = !DILocation(line: 139, column: 14, scope: !128)
!137 = !DILocation(line: 139, column: 11, scope: !128)
!138 = !DILocation(line: 140, column: 3, scope: !128)
!139 = !DILocation(line: 136, column: 27, scope: !124)
!140 = !DILocation(line: 136, column: 3, scope: !124)
!141 = distinct !{!141, !126, !142, !143}
!142 = !DILocation(line: 140, column: 3, scope: !120)
!143 = !{!"llvm.loop.mustprogress"}
!144 = !DILocation(line: 141, column: 29, scope: !113)
!145 = !DILocation(line: 141, column: 40, scope: !113)
!146 = !DILocation(line: 141, column: 3, scope: !113)
!147 = !DILocation(line: 142, column: 28, scope: !113)
!148 = !DILocation(line: 142, column: 3, scope: !113)
!149 = !DILocation(line: 143, column: 30, scope: !113)
!150 = !DILocation(line: 143, column: 42, scope: !113)
!151 = !DILocation(line: 143, column: 3, scope: !113)
!152 = !DILocalVariable(name: "nt", scope: !113, file: !2, line: 144, type: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !2, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !154, identifier: "_ZTS7NoThrow")
!154 = !{!155}
!155 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !153, file: !2, line: 131, type: !156, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!156 = !DISubroutineType(types: !157)
!157 = !{!12, !158, !12}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!159 = !DILocation(line: 144, column: 11, scope: !113)
!160 = !DILocation(line: 145, column: 15, scope: !113)
!161 = !DILocation(line: 145, column: 9, scope: !113)
!162 = !DILocation(line: 146, column: 3, scope: !113)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 147, type: !12)
!164 = distinct !DILexicalBlock(scope: !113, file: !2, line: 147, column: 3)
!165 = !DILocation(line: 147, column: 12, scope: !164)
!166 = !DILocation(line: 147, column: 8, scope: !164)
!167 = !DILocation(line: 147, column: 19, scope: !168)
!168 = distinct !DILexicalBlock(scope: !164, file: !2, line: 147, column: 3)
!169 = !DILocation(line: 147, column: 23, scope: !168)
!170 = !DILocation(line: 147, column: 21, scope: !168)
!171 = !DILocation(line: 147, column: 3, scope: !164)
!172 = !DILocation(line: 148, column: 25, scope: !168)
!173 = !DILocation(line: 148, column: 19, scope: !168)
!174 = !DILocation(line: 148, column: 5, scope: !168)
!175 = !DILocation(line: 147, column: 31, scope: !168)
!176 = !DILocation(line: 147, column: 3, scope: !168)
!177 = distinct !{!177, !171, !178, !143}
!178 = !DILocation(line: 148, column: 27, scope: !164)
!179 = !DILocation(line: 149, column: 34, scope: !113)
!180 = !DILocation(line: 149, column: 41, scope: !113)
!181 = !DILocation(line: 149, column: 3, scope: !113)
!182 = !DILocation(line: 150, column: 8, scope: !113)
!183 = !DILocation(line: 150, column: 15, scope: !113)
!184 = !DILocation(line: 150, column: 3, scope: !113)
!185 = !DILocation(line: 151, column: 3, scope: !113)
!186 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !2, file: !2, line: 54, type: !33, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !116)
!187 = !DILocalVariable(name: "how", arg: 1, scope: !186, file: !2, line: 54, type: !12)
!188 = !DILocation(line: 54, column: 25, scope: !186)
!189 = !DILocation(line: 56, column: 13, scope: !190)
!190 = distinct !DILexicalBlock(scope: !186, file: !2, line: 55, column: 7)
!191 = !DILocation(line: 56, column: 5, scope: !190)
!192 = !DILocation(line: 57, column: 3, scope: !190)
!193 = !DILocation(line: 75, column: 1, scope: !190)
!194 = !DILocalVariable(name: "v", scope: !186, file: !2, line: 57, type: !12)
!195 = !DILocation(line: 57, column: 16, scope: !186)
!196 = !DILocation(line: 61, column: 3, scope: !197)
!197 = distinct !DILexicalBlock(scope: !186, file: !2, line: 59, column: 22)
!198 = !DILocation(line: 58, column: 18, scope: !199)
!199 = distinct !DILexicalBlock(scope: !186, file: !2, line: 57, column: 19)
!200 = !DILocation(line: 58, column: 16, scope: !199)
!201 = !DILocation(line: 58, column: 5, scope: !199)
!202 = !DILocation(line: 59, column: 3, scope: !199)
!203 = !DILocalVariable(name: "d", scope: !186, file: !2, line: 59, type: !204)
!204 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!205 = !DILocation(line: 59, column: 19, scope: !186)
!206 = !DILocation(line: 63, column: 3, scope: !207)
!207 = distinct !DILexicalBlock(scope: !186, file: !2, line: 61, column: 30)
!208 = !DILocation(line: 60, column: 24, scope: !197)
!209 = !DILocation(line: 60, column: 26, scope: !197)
!210 = !DILocation(line: 60, column: 23, scope: !197)
!211 = !DILocation(line: 60, column: 16, scope: !197)
!212 = !DILocation(line: 60, column: 5, scope: !197)
!213 = !DILocalVariable(name: "e", scope: !186, file: !2, line: 61, type: !214)
!214 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !215, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !216)
!216 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !2, line: 34, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !217, vtableHolder: !219, identifier: "_ZTS7IoError")
!217 = !{!218, !239, !240, !244}
!218 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !216, baseType: !219, extraData: i32 0)
!219 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !2, line: 26, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !220, vtableHolder: !219, identifier: "_ZTS5Error")
!220 = !{!221, !224, !225, !227, !231, !234}
!221 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !2, file: !2, baseType: !222, size: 64, flags: DIFlagArtificial)
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !223, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !114, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !219, file: !2, line: 27, baseType: !12, size: 32, offset: 64)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !219, file: !2, line: 28, baseType: !226, size: 64, offset: 128)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!227 = !DISubprogram(name: "Error", scope: !219, file: !2, line: 29, type: !228, scopeLine: 29, flags: DIFlagPrototyped, spFlags: 0)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !230, !12, !226}
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!231 = !DISubprogram(name: "~Error", scope: !219, file: !2, line: 30, type: !232, scopeLine: 30, containingType: !219, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!232 = !DISubroutineType(types: !233)
!233 = !{null, !230}
!234 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !219, file: !2, line: 31, type: !235, scopeLine: 31, containingType: !219, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!235 = !DISubroutineType(types: !236)
!236 = !{!12, !237}
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!238 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !219)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !216, file: !2, line: 35, baseType: !12, size: 32, offset: 192)
!240 = !DISubprogram(name: "IoError", scope: !216, file: !2, line: 36, type: !241, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!241 = !DISubroutineType(types: !242)
!242 = !{null, !243, !12, !12}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!244 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !216, file: !2, line: 37, type: !245, scopeLine: 37, containingType: !216, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!245 = !DISubroutineType(types: !246)
!246 = !{!12, !247}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!248 = !DILocation(line: 61, column: 27, scope: !186)
!249 = !DILocation(line: 65, column: 3, scope: !250)
!250 = distinct !DILexicalBlock(scope: !186, file: !2, line: 63, column: 22)
!251 = !DILocation(line: 62, column: 18, scope: !207)
!252 = !DILocation(line: 62, column: 20, scope: !207)
!253 = !DILocation(line: 62, column: 25, scope: !207)
!254 = !DILocation(line: 62, column: 16, scope: !207)
!255 = !DILocation(line: 62, column: 32, scope: !207)
!256 = !DILocation(line: 62, column: 34, scope: !207)
!257 = !DILocation(line: 62, column: 30, scope: !207)
!258 = !DILocation(line: 62, column: 5, scope: !207)
!259 = !DILocalVariable(name: "e", scope: !186, file: !2, line: 63, type: !260)
!260 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !219, size: 64)
!261 = !DILocation(line: 63, column: 19, scope: !186)
!262 = !DILocation(line: 69, column: 3, scope: !263)
!263 = distinct !DILexicalBlock(scope: !186, file: !2, line: 65, column: 22)
!264 = !DILocation(line: 64, column: 18, scope: !250)
!265 = !DILocation(line: 64, column: 20, scope: !250)
!266 = !DILocation(line: 64, column: 16, scope: !250)
!267 = !DILocation(line: 64, column: 27, scope: !250)
!268 = !DILocation(line: 64, column: 29, scope: !250)
!269 = !DILocation(line: 64, column: 25, scope: !250)
!270 = !DILocation(line: 64, column: 5, scope: !250)
!271 = !DILocalVariable(name: "p", scope: !186, file: !2, line: 65, type: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!273 = !DILocation(line: 65, column: 19, scope: !186)
!274 = !DILocation(line: 71, column: 3, scope: !275)
!275 = distinct !DILexicalBlock(scope: !186, file: !2, line: 69, column: 27)
!276 = !DILocalVariable(name: "r", scope: !263, file: !2, line: 66, type: !12)
!277 = !DILocation(line: 66, column: 9, scope: !263)
!278 = !DILocation(line: 66, column: 19, scope: !263)
!279 = !DILocation(line: 66, column: 22, scope: !263)
!280 = !DILocation(line: 66, column: 17, scope: !263)
!281 = !DILocation(line: 67, column: 12, scope: !263)
!282 = !DILocation(line: 67, column: 5, scope: !263)
!283 = !DILocation(line: 68, column: 12, scope: !263)
!284 = !DILocation(line: 68, column: 5, scope: !263)
!285 = !DILocalVariable(name: "s", scope: !186, file: !2, line: 69, type: !226)
!286 = !DILocation(line: 69, column: 24, scope: !186)
!287 = !DILocation(line: 73, column: 3, scope: !288)
!288 = distinct !DILexicalBlock(scope: !186, file: !2, line: 71, column: 17)
!289 = !DILocation(line: 70, column: 19, scope: !275)
!290 = !DILocation(line: 70, column: 24, scope: !275)
!291 = !DILocation(line: 70, column: 18, scope: !275)
!292 = !DILocation(line: 70, column: 16, scope: !275)
!293 = !DILocation(line: 70, column: 5, scope: !275)
!294 = !DILocation(line: 72, column: 5, scope: !288)
!295 = !DILocation(line: 75, column: 1, scope: !250)
!296 = !DILocation(line: 74, column: 3, scope: !186)
!297 = !DILocation(line: 75, column: 1, scope: !186)
!298 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !2, file: !2, line: 89, type: !33, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !116)
!299 = !DILocalVariable(name: "how", arg: 1, scope: !298, file: !2, line: 89, type: !12)
!300 = !DILocation(line: 89, column: 23, scope: !298)
!301 = !DILocalVariable(name: "r", scope: !298, file: !2, line: 90, type: !12)
!302 = !DILocation(line: 90, column: 7, scope: !298)
!303 = !DILocation(line: 93, column: 14, scope: !304)
!304 = distinct !DILexicalBlock(scope: !305, file: !2, line: 92, column: 9)
!305 = distinct !DILexicalBlock(scope: !298, file: !2, line: 91, column: 7)
!306 = !DILocation(line: 93, column: 7, scope: !304)
!307 = !DILocation(line: 94, column: 5, scope: !304)
!308 = !DILocation(line: 104, column: 1, scope: !304)
!309 = !DILocalVariable(name: "v", scope: !305, file: !2, line: 94, type: !12)
!310 = !DILocation(line: 94, column: 18, scope: !305)
!311 = !DILocation(line: 95, column: 12, scope: !312)
!312 = distinct !DILexicalBlock(scope: !305, file: !2, line: 94, column: 21)
!313 = !DILocation(line: 95, column: 9, scope: !312)
!314 = !DILocation(line: 96, column: 7, scope: !312)
!315 = !DILocation(line: 96, column: 19, scope: !312)
!316 = !DILocation(line: 96, column: 21, scope: !312)
!317 = !DILocation(line: 96, column: 13, scope: !312)
!318 = !DILocation(line: 104, column: 1, scope: !312)
!319 = !DILocation(line: 97, column: 5, scope: !312)
!320 = !DILocation(line: 98, column: 3, scope: !305)
!321 = !DILocalVariable(name: "e", scope: !298, file: !2, line: 98, type: !260)
!322 = !DILocation(line: 98, column: 19, scope: !298)
!323 = !DILocation(line: 102, column: 3, scope: !324)
!324 = distinct !DILexicalBlock(scope: !298, file: !2, line: 100, column: 17)
!325 = !DILocation(line: 99, column: 10, scope: !326)
!326 = distinct !DILexicalBlock(scope: !298, file: !2, line: 98, column: 22)
!327 = !DILocation(line: 99, column: 12, scope: !326)
!328 = !DILocation(line: 99, column: 17, scope: !326)
!329 = !DILocation(line: 99, column: 7, scope: !326)
!330 = !DILocation(line: 100, column: 3, scope: !326)
!331 = !DILocation(line: 103, column: 10, scope: !298)
!332 = !DILocation(line: 103, column: 3, scope: !298)
!333 = !DILocation(line: 101, column: 7, scope: !324)
!334 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !2, file: !2, line: 123, type: !33, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !116)
!335 = !DILocalVariable(name: "x", arg: 1, scope: !334, file: !2, line: 123, type: !12)
!336 = !DILocation(line: 123, column: 24, scope: !334)
!337 = !DILocalVariable(name: "h", scope: !338, file: !2, line: 124, type: !28)
!338 = distinct !DILexicalBlock(scope: !334, file: !2, line: 123, column: 31)
!339 = !DILocation(line: 124, column: 10, scope: !338)
!340 = !DILocation(line: 124, column: 12, scope: !338)
!341 = !DILocation(line: 125, column: 12, scope: !338)
!342 = !DILocation(line: 125, column: 3, scope: !338)
!343 = !DILocation(line: 126, column: 1, scope: !334)
!344 = !DILocation(line: 128, column: 1, scope: !338)
!345 = !DILocation(line: 126, column: 1, scope: !338)
!346 = !DILocalVariable(name: "e", scope: !334, file: !2, line: 126, type: !214)
!347 = !DILocation(line: 126, column: 25, scope: !334)
!348 = !DILocation(line: 127, column: 18, scope: !349)
!349 = distinct !DILexicalBlock(scope: !334, file: !2, line: 126, column: 28)
!350 = !DILocation(line: 127, column: 20, scope: !349)
!351 = !DILocation(line: 127, column: 16, scope: !349)
!352 = !DILocation(line: 127, column: 3, scope: !349)
!353 = !DILocation(line: 128, column: 1, scope: !349)
!354 = !DILocation(line: 128, column: 1, scope: !334)
!355 = distinct !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !153, file: !2, line: 131, type: !156, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !155, retainedNodes: !116)
!356 = !DILocalVariable(name: "this", arg: 1, scope: !355, type: !357, flags: DIFlagArtificial | DIFlagObjectPointer)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!358 = !DILocation(line: 0, scope: !355)
!359 = !DILocalVariable(name: "x", arg: 2, scope: !355, file: !2, line: 131, type: !12)
!360 = !DILocation(line: 131, column: 13, scope: !355)
!361 = !DILocation(line: 131, column: 34, scope: !355)
!362 = !DILocation(line: 131, column: 36, scope: !355)
!363 = !DILocation(line: 131, column: 27, scope: !355)
!364 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !2, file: !2, line: 40, type: !365, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !116)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !12}
!367 = !DILocalVariable(name: "how", arg: 1, scope: !364, file: !2, line: 40, type: !12)
!368 = !DILocation(line: 40, column: 51, scope: !364)
!369 = !DILocalVariable(name: "t", scope: !364, file: !2, line: 41, type: !13)
!370 = !DILocation(line: 41, column: 10, scope: !364)
!371 = !DILocation(line: 41, column: 12, scope: !364)
!372 = !DILocation(line: 42, column: 11, scope: !364)
!373 = !DILocation(line: 42, column: 3, scope: !364)
!374 = !DILocation(line: 43, column: 11, scope: !375)
!375 = distinct !DILexicalBlock(scope: !364, file: !2, line: 42, column: 16)
!376 = !DILocation(line: 52, column: 1, scope: !375)
!377 = !DILocation(line: 44, column: 11, scope: !375)
!378 = !DILocation(line: 45, column: 11, scope: !375)
!379 = !DILocation(line: 45, column: 17, scope: !375)
!380 = !DILocation(line: 46, column: 11, scope: !375)
!381 = !DILocation(line: 46, column: 17, scope: !375)
!382 = !DILocation(line: 47, column: 11, scope: !375)
!383 = !DILocation(line: 47, column: 17, scope: !375)
!384 = !DILocation(line: 47, column: 21, scope: !375)
!385 = !DILocation(line: 48, column: 11, scope: !375)
!386 = !DILocation(line: 49, column: 11, scope: !375)
!387 = !DILocation(line: 49, column: 17, scope: !375)
!388 = !DILocation(line: 50, column: 12, scope: !375)
!389 = !DILocation(line: 52, column: 1, scope: !364)
!390 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !16, retainedNodes: !116)
!391 = !DILocalVariable(name: "this", arg: 1, scope: !390, type: !392, flags: DIFlagArtificial | DIFlagObjectPointer)
!392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!393 = !DILocation(line: 0, scope: !390)
!394 = !DILocalVariable(name: "i", arg: 2, scope: !390, file: !2, line: 21, type: !12)
!395 = !DILocation(line: 21, column: 23, scope: !390)
!396 = !DILocation(line: 21, column: 28, scope: !390)
!397 = !DILocation(line: 21, column: 31, scope: !390)
!398 = !DILocation(line: 21, column: 36, scope: !399)
!399 = distinct !DILexicalBlock(scope: !390, file: !2, line: 21, column: 34)
!400 = !DILocation(line: 21, column: 51, scope: !399)
!401 = !DILocation(line: 21, column: 46, scope: !399)
!402 = !DILocation(line: 21, column: 56, scope: !390)
!403 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !219, file: !2, line: 29, type: !228, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !227, retainedNodes: !116)
!404 = !DILocalVariable(name: "this", arg: 1, scope: !403, type: !272, flags: DIFlagArtificial | DIFlagObjectPointer)
!405 = !DILocation(line: 0, scope: !403)
!406 = !DILocalVariable(name: "c", arg: 2, scope: !403, file: !2, line: 29, type: !12)
!407 = !DILocation(line: 29, column: 13, scope: !403)
!408 = !DILocalVariable(name: "w", arg: 3, scope: !403, file: !2, line: 29, type: !226)
!409 = !DILocation(line: 29, column: 28, scope: !403)
!410 = !DILocation(line: 29, column: 50, scope: !403)
!411 = !DILocation(line: 29, column: 33, scope: !403)
!412 = !DILocation(line: 29, column: 38, scope: !403)
!413 = !DILocation(line: 29, column: 42, scope: !403)
!414 = !DILocation(line: 29, column: 47, scope: !403)
!415 = !DILocation(line: 29, column: 51, scope: !403)
!416 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !219, file: !2, line: 30, type: !232, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !231, retainedNodes: !116)
!417 = !DILocalVariable(name: "this", arg: 1, scope: !416, type: !272, flags: DIFlagArtificial | DIFlagObjectPointer)
!418 = !DILocation(line: 0, scope: !416)
!419 = !DILocation(line: 30, column: 21, scope: !416)
!420 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !216, file: !2, line: 36, type: !241, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !240, retainedNodes: !116)
!421 = !DILocalVariable(name: "this", arg: 1, scope: !420, type: !422, flags: DIFlagArtificial | DIFlagObjectPointer)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!423 = !DILocation(line: 0, scope: !420)
!424 = !DILocalVariable(name: "c", arg: 2, scope: !420, file: !2, line: 36, type: !12)
!425 = !DILocation(line: 36, column: 15, scope: !420)
!426 = !DILocalVariable(name: "f", arg: 3, scope: !420, file: !2, line: 36, type: !12)
!427 = !DILocation(line: 36, column: 22, scope: !420)
!428 = !DILocation(line: 36, column: 33, scope: !420)
!429 = !DILocation(line: 36, column: 27, scope: !420)
!430 = !DILocation(line: 36, column: 49, scope: !420)
!431 = !DILocation(line: 36, column: 43, scope: !420)
!432 = !DILocation(line: 36, column: 46, scope: !420)
!433 = !DILocation(line: 36, column: 50, scope: !420)
!434 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD2Ev", scope: !216, file: !2, line: 34, type: !435, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !437, retainedNodes: !116)
!435 = !DISubroutineType(types: !436)
!436 = !{null, !243}
!437 = !DISubprogram(name: "~IoError", scope: !216, type: !435, containingType: !216, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!438 = !DILocalVariable(name: "this", arg: 1, scope: !434, type: !422, flags: DIFlagArtificial | DIFlagObjectPointer)
!439 = !DILocation(line: 0, scope: !434)
!440 = !DILocation(line: 34, column: 8, scope: !441)
!441 = distinct !DILexicalBlock(scope: !434, file: !2, line: 34, column: 8)
!442 = !DILocation(line: 34, column: 8, scope: !434)
!443 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !25, retainedNodes: !116)
!444 = !DILocalVariable(name: "this", arg: 1, scope: !443, type: !392, flags: DIFlagArtificial | DIFlagObjectPointer)
!445 = !DILocation(line: 0, scope: !443)
!446 = !DILocation(line: 23, column: 15, scope: !447)
!447 = distinct !DILexicalBlock(scope: !443, file: !2, line: 23, column: 13)
!448 = !DILocation(line: 23, column: 31, scope: !447)
!449 = !DILocation(line: 23, column: 30, scope: !447)
!450 = !DILocation(line: 23, column: 25, scope: !447)
!451 = !DILocation(line: 23, column: 36, scope: !443)
!452 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !2, file: !2, line: 14, type: !365, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !116)
!453 = !DILocalVariable(name: "v", arg: 1, scope: !452, file: !2, line: 14, type: !12)
!454 = !DILocation(line: 14, column: 22, scope: !452)
!455 = !DILocation(line: 15, column: 7, scope: !456)
!456 = distinct !DILexicalBlock(scope: !452, file: !2, line: 15, column: 7)
!457 = !DILocation(line: 15, column: 14, scope: !456)
!458 = !DILocation(line: 15, column: 7, scope: !452)
!459 = !DILocation(line: 16, column: 23, scope: !456)
!460 = !DILocation(line: 16, column: 17, scope: !456)
!461 = !DILocation(line: 16, column: 5, scope: !456)
!462 = !DILocation(line: 16, column: 21, scope: !456)
!463 = !DILocation(line: 17, column: 1, scope: !452)
!464 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !219, file: !2, line: 30, type: !232, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !231, retainedNodes: !116)
!465 = !DILocalVariable(name: "this", arg: 1, scope: !464, type: !272, flags: DIFlagArtificial | DIFlagObjectPointer)
!466 = !DILocation(line: 0, scope: !464)
!467 = !DILocation(line: 30, column: 20, scope: !464)
!468 = !DILocation(line: 30, column: 21, scope: !464)
!469 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !219, file: !2, line: 31, type: !235, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !234, retainedNodes: !116)
!470 = !DILocalVariable(name: "this", arg: 1, scope: !469, type: !471, flags: DIFlagArtificial | DIFlagObjectPointer)
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!472 = !DILocation(line: 0, scope: !469)
!473 = !DILocation(line: 31, column: 30, scope: !469)
!474 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !216, file: !2, line: 34, type: !435, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !437, retainedNodes: !116)
!475 = !DILocalVariable(name: "this", arg: 1, scope: !474, type: !422, flags: DIFlagArtificial | DIFlagObjectPointer)
!476 = !DILocation(line: 0, scope: !474)
!477 = !DILocation(line: 34, column: 8, scope: !474)
!478 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !216, file: !2, line: 37, type: !245, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !244, retainedNodes: !116)
!479 = !DILocalVariable(name: "this", arg: 1, scope: !478, type: !480, flags: DIFlagArtificial | DIFlagObjectPointer)
!480 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!481 = !DILocation(line: 0, scope: !478)
!482 = !DILocation(line: 37, column: 31, scope: !478)
!483 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !2, file: !2, line: 79, type: !365, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !116)
!484 = !DILocalVariable(name: "how", arg: 1, scope: !483, file: !2, line: 79, type: !12)
!485 = !DILocation(line: 79, column: 24, scope: !483)
!486 = !DILocalVariable(name: "t", scope: !483, file: !2, line: 80, type: !13)
!487 = !DILocation(line: 80, column: 10, scope: !483)
!488 = !DILocation(line: 80, column: 17, scope: !483)
!489 = !DILocation(line: 80, column: 15, scope: !483)
!490 = !DILocation(line: 82, column: 13, scope: !491)
!491 = distinct !DILexicalBlock(scope: !483, file: !2, line: 81, column: 7)
!492 = !DILocation(line: 82, column: 5, scope: !491)
!493 = !DILocation(line: 83, column: 3, scope: !491)
!494 = !DILocation(line: 87, column: 1, scope: !491)
!495 = !DILocation(line: 84, column: 5, scope: !496)
!496 = distinct !DILexicalBlock(scope: !483, file: !2, line: 83, column: 17)
!497 = !DILocation(line: 85, column: 5, scope: !496)
!498 = !DILocation(line: 87, column: 1, scope: !496)
!499 = !DILocation(line: 86, column: 3, scope: !496)
!500 = !DILocation(line: 87, column: 1, scope: !483)
!501 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !28, file: !2, line: 115, type: !36, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !35, retainedNodes: !116)
!502 = !DILocalVariable(name: "this", arg: 1, scope: !501, type: !503, flags: DIFlagArtificial | DIFlagObjectPointer)
!503 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!504 = !DILocation(line: 0, scope: !501)
!505 = !DILocalVariable(name: "x", arg: 2, scope: !501, file: !2, line: 115, type: !12)
!506 = !DILocation(line: 115, column: 14, scope: !501)
!507 = !DILocation(line: 115, column: 23, scope: !501)
!508 = !DILocation(line: 115, column: 25, scope: !501)
!509 = !DILocation(line: 115, column: 29, scope: !501)
!510 = !DILocation(line: 115, column: 37, scope: !501)
!511 = !DILocation(line: 115, column: 31, scope: !501)
!512 = !DILocation(line: 116, column: 5, scope: !513)
!513 = distinct !DILexicalBlock(scope: !501, file: !2, line: 115, column: 41)
!514 = !DILocation(line: 117, column: 3, scope: !513)
!515 = !DILocation(line: 119, column: 3, scope: !501)
!516 = !DILocalVariable(name: "e", scope: !501, file: !2, line: 117, type: !260)
!517 = !DILocation(line: 117, column: 19, scope: !501)
!518 = !DILocation(line: 118, column: 5, scope: !519)
!519 = distinct !DILexicalBlock(scope: !501, file: !2, line: 117, column: 22)
!520 = !DILocation(line: 119, column: 3, scope: !519)
!521 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !28, file: !2, line: 108, type: !522, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !524, retainedNodes: !116)
!522 = !DISubroutineType(types: !523)
!523 = !{null, !38}
!524 = !DISubprogram(name: "~Holder", scope: !28, type: !522, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!525 = !DILocalVariable(name: "this", arg: 1, scope: !521, type: !503, flags: DIFlagArtificial | DIFlagObjectPointer)
!526 = !DILocation(line: 0, scope: !521)
!527 = !DILocation(line: 108, column: 8, scope: !528)
!528 = distinct !DILexicalBlock(scope: !521, file: !2, line: 108, column: 8)
!529 = !DILocation(line: 108, column: 8, scope: !521)
!530 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !28, file: !2, line: 111, type: !33, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !32, retainedNodes: !116)
!531 = !DILocalVariable(name: "x", arg: 1, scope: !530, file: !2, line: 111, type: !12)
!532 = !DILocation(line: 111, column: 24, scope: !530)
!533 = !DILocation(line: 112, column: 9, scope: !534)
!534 = distinct !DILexicalBlock(scope: !530, file: !2, line: 112, column: 9)
!535 = !DILocation(line: 112, column: 11, scope: !534)
!536 = !DILocation(line: 112, column: 9, scope: !530)
!537 = !DILocation(line: 112, column: 16, scope: !534)
!538 = !DILocation(line: 112, column: 30, scope: !534)
!539 = !DILocation(line: 112, column: 34, scope: !534)
!540 = !DILocation(line: 112, column: 33, scope: !534)
!541 = !DILocation(line: 112, column: 22, scope: !534)
!542 = !DILocation(line: 114, column: 3, scope: !534)
!543 = !DILocation(line: 113, column: 12, scope: !530)
!544 = !DILocation(line: 113, column: 14, scope: !530)
!545 = !DILocation(line: 113, column: 5, scope: !530)
