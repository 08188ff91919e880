; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.NoThrow = type { i8 }
%struct.Error = type { ptr, i32, ptr }
%struct.IoError = type { %struct.Error, i32 }
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
@_ZL5g_log = internal global [64 x i32] zeroinitializer, align 4, !dbg !100
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1, !dbg !65
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !70
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1, !dbg !75
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7IoError = linkonce_odr dso_local constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Error }, comdat, align 4
@_ZTI7IoError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7IoError, ptr @_ZTI5Error }, comdat, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Error = linkonce_odr dso_local constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP5Error, i32 0, ptr @_ZTI5Error }, comdat, align 4
@_ZTIPKc = external constant ptr
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1, !dbg !77
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !82
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1, !dbg !84
@_ZTS6Tracer = linkonce_odr dso_local constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Tracer }, comdat, align 4
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev, ptr @_ZN5ErrorD0Ev, ptr @_ZNK5Error4kindEv] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1, !dbg !89
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev, ptr @_ZN7IoErrorD0Ev, ptr @_ZNK7IoError4kindEv] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1, !dbg !91

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 !dbg !114 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !118, !DIExpression(), !119)
  store i32 0, ptr %2, align 4, !dbg !119
    #dbg_declare(ptr %3, !120, !DIExpression(), !122)
  store i32 0, ptr %3, align 4, !dbg !122
  br label %7, !dbg !123

7:                                                ; preds = %20, %0
  %8 = load i32, ptr %3, align 4, !dbg !124
  %9 = icmp sle i32 %8, 7, !dbg !126
  br i1 %9, label %10, label %23, !dbg !127

10:                                               ; preds = %7
    #dbg_declare(ptr %4, !128, !DIExpression(), !130)
  %11 = load i32, ptr %3, align 4, !dbg !131
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11), !dbg !132
  store i32 %12, ptr %4, align 4, !dbg !130
  %13 = load i32, ptr %3, align 4, !dbg !133
  %14 = load i32, ptr %4, align 4, !dbg !134
  %15 = load i32, ptr @_ZL6g_live, align 4, !dbg !135
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !136
  %17 = load i32, ptr %4, align 4, !dbg !137
  %18 = load i32, ptr %2, align 4, !dbg !138
  %19 = add nsw i32 %18, %17, !dbg !138
  store i32 %19, ptr %2, align 4, !dbg !138
  br label %20, !dbg !139

20:                                               ; preds = %10
  %21 = load i32, ptr %3, align 4, !dbg !140
  %22 = add nsw i32 %21, 1, !dbg !140
  store i32 %22, ptr %3, align 4, !dbg !140
  br label %7, !dbg !141, !llvm.loop !142

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !145
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !146
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %24, i32 noundef %25), !dbg !147
  %27 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !148
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %27), !dbg !149
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5), !dbg !150
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4), !dbg !151
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %29, i32 noundef %30), !dbg !152
    #dbg_declare(ptr %5, !153, !DIExpression(), !160)
  %32 = call noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #9, !dbg !161
  %33 = load i32, ptr %2, align 4, !dbg !162
  %34 = add nsw i32 %33, %32, !dbg !162
  store i32 %34, ptr %2, align 4, !dbg !162
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !163
    #dbg_declare(ptr %6, !164, !DIExpression(), !166)
  store i32 0, ptr %6, align 4, !dbg !166
  br label %36, !dbg !167

36:                                               ; preds = %45, %23
  %37 = load i32, ptr %6, align 4, !dbg !168
  %38 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !170
  %39 = icmp slt i32 %37, %38, !dbg !171
  br i1 %39, label %40, label %48, !dbg !172

40:                                               ; preds = %36
  %41 = load i32, ptr %6, align 4, !dbg !173
  %42 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %41, !dbg !174
  %43 = load i32, ptr %42, align 4, !dbg !174
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %43), !dbg !175
  br label %45, !dbg !175

45:                                               ; preds = %40
  %46 = load i32, ptr %6, align 4, !dbg !176
  %47 = add nsw i32 %46, 1, !dbg !176
  store i32 %47, ptr %6, align 4, !dbg !176
  br label %36, !dbg !177, !llvm.loop !178

48:                                               ; preds = %36
  %49 = load i32, ptr %2, align 4, !dbg !180
  %50 = load i32, ptr @_ZL6g_live, align 4, !dbg !181
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %49, i32 noundef %50), !dbg !182
  %52 = load i32, ptr @_ZL6g_live, align 4, !dbg !183
  %53 = icmp eq i32 %52, 0, !dbg !184
  %54 = zext i1 %53 to i64, !dbg !183
  %55 = select i1 %53, ptr @.str.7, ptr @.str.8, !dbg !183
  %56 = call i32 @puts(ptr noundef %55), !dbg !185
  ret i32 0, !dbg !186
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 !dbg !187 {
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
    #dbg_declare(ptr %3, !188, !DIExpression(), !189)
  %13 = load i32, ptr %3, align 4, !dbg !190
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15, !dbg !192

14:                                               ; preds = %1
  br label %111, !dbg !193

15:                                               ; preds = %1
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI7IoError
          catch ptr @_ZTI5Error
          catch ptr @_ZTIP5Error
          catch ptr @_ZTIPKc
          catch ptr null, !dbg !194
  %17 = extractvalue { ptr, i32 } %16, 0, !dbg !194
  store ptr %17, ptr %4, align 4, !dbg !194
  %18 = extractvalue { ptr, i32 } %16, 1, !dbg !194
  store i32 %18, ptr %5, align 4, !dbg !194
  br label %19, !dbg !194

19:                                               ; preds = %15
  %20 = load i32, ptr %5, align 4, !dbg !193
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9, !dbg !193
  %22 = icmp eq i32 %20, %21, !dbg !193
  br i1 %22, label %23, label %29, !dbg !193

23:                                               ; preds = %19
    #dbg_declare(ptr %12, !195, !DIExpression(), !196)
  %24 = load ptr, ptr %4, align 4, !dbg !197
  %25 = call ptr @__cxa_begin_catch(ptr %24) #9, !dbg !197
  %26 = load i32, ptr %25, align 4, !dbg !197
  store i32 %26, ptr %12, align 4, !dbg !197
  %27 = load i32, ptr %12, align 4, !dbg !199
  %28 = add nsw i32 100, %27, !dbg !201
  store i32 %28, ptr %2, align 4, !dbg !202
  call void @__cxa_end_catch() #9, !dbg !203
  br label %112

29:                                               ; preds = %19
  %30 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #9, !dbg !193
  %31 = icmp eq i32 %20, %30, !dbg !193
  br i1 %31, label %32, label %40, !dbg !193

32:                                               ; preds = %29
    #dbg_declare(ptr %11, !204, !DIExpression(), !206)
  %33 = load ptr, ptr %4, align 4, !dbg !207
  %34 = call ptr @__cxa_begin_catch(ptr %33) #9, !dbg !207
  %35 = load double, ptr %34, align 4, !dbg !207
  store double %35, ptr %11, align 8, !dbg !207
  %36 = load double, ptr %11, align 8, !dbg !209
  %37 = fmul double %36, 2.000000e+00, !dbg !210
  %38 = fptosi double %37 to i32, !dbg !211
  %39 = add nsw i32 200, %38, !dbg !212
  store i32 %39, ptr %2, align 4, !dbg !213
  call void @__cxa_end_catch() #9, !dbg !197
  br label %112

40:                                               ; preds = %29
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #9, !dbg !193
  %42 = icmp eq i32 %20, %41, !dbg !193
  br i1 %42, label %43, label %55, !dbg !193

43:                                               ; preds = %40
    #dbg_declare(ptr %10, !214, !DIExpression(), !249)
  %44 = load ptr, ptr %4, align 4, !dbg !250
  %45 = call ptr @__cxa_begin_catch(ptr %44) #9, !dbg !250
  store ptr %45, ptr %10, align 4, !dbg !250
  %46 = load ptr, ptr %10, align 4, !dbg !252
  %47 = getelementptr inbounds %struct.Error, ptr %46, i32 0, i32 1, !dbg !253
  %48 = load i32, ptr %47, align 4, !dbg !253
  %49 = mul nsw i32 %48, 10, !dbg !254
  %50 = add nsw i32 300, %49, !dbg !255
  %51 = load ptr, ptr %10, align 4, !dbg !256
  %52 = getelementptr inbounds %struct.IoError, ptr %51, i32 0, i32 1, !dbg !257
  %53 = load i32, ptr %52, align 4, !dbg !257
  %54 = add nsw i32 %50, %53, !dbg !258
  store i32 %54, ptr %2, align 4, !dbg !259
  call void @__cxa_end_catch(), !dbg !207
  br label %112

55:                                               ; preds = %40
  %56 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9, !dbg !193
  %57 = icmp eq i32 %20, %56, !dbg !193
  br i1 %57, label %58, label %72, !dbg !193

58:                                               ; preds = %55
    #dbg_declare(ptr %9, !260, !DIExpression(), !262)
  %59 = load ptr, ptr %4, align 4, !dbg !263
  %60 = call ptr @__cxa_begin_catch(ptr %59) #9, !dbg !263
  store ptr %60, ptr %9, align 4, !dbg !263
  %61 = load ptr, ptr %9, align 4, !dbg !265
  %62 = getelementptr inbounds %struct.Error, ptr %61, i32 0, i32 1, !dbg !266
  %63 = load i32, ptr %62, align 4, !dbg !266
  %64 = add nsw i32 400, %63, !dbg !267
  %65 = load ptr, ptr %9, align 4, !dbg !268
  %66 = load ptr, ptr %65, align 4, !dbg !269
  %67 = getelementptr inbounds ptr, ptr %66, i64 2, !dbg !269
  %68 = load ptr, ptr %67, align 4, !dbg !269
  %69 = invoke noundef i32 %68(ptr noundef nonnull align 4 dereferenceable(12) %65)
          to label %70 unwind label %106, !dbg !269

70:                                               ; preds = %58
  %71 = add nsw i32 %64, %69, !dbg !270
  store i32 %71, ptr %2, align 4, !dbg !271
  call void @__cxa_end_catch(), !dbg !250
  br label %112

72:                                               ; preds = %55
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP5Error) #9, !dbg !193
  %74 = icmp eq i32 %20, %73, !dbg !193
  br i1 %74, label %75, label %90, !dbg !193

75:                                               ; preds = %72
    #dbg_declare(ptr %7, !272, !DIExpression(), !274)
  %76 = load ptr, ptr %4, align 4, !dbg !275
  %77 = call ptr @__cxa_begin_catch(ptr %76) #9, !dbg !275
  store ptr %77, ptr %7, align 4, !dbg !275
    #dbg_declare(ptr %8, !277, !DIExpression(), !278)
  %78 = load ptr, ptr %7, align 4, !dbg !279
  %79 = getelementptr inbounds %struct.Error, ptr %78, i32 0, i32 1, !dbg !280
  %80 = load i32, ptr %79, align 4, !dbg !280
  %81 = add nsw i32 500, %80, !dbg !281
  store i32 %81, ptr %8, align 4, !dbg !278
  %82 = load ptr, ptr %7, align 4, !dbg !282
  %83 = icmp eq ptr %82, null, !dbg !283
  br i1 %83, label %88, label %84, !dbg !283

84:                                               ; preds = %75
  %85 = load ptr, ptr %82, align 4, !dbg !283
  %86 = getelementptr inbounds ptr, ptr %85, i64 1, !dbg !283
  %87 = load ptr, ptr %86, align 4, !dbg !283
  call void %87(ptr noundef nonnull align 4 dereferenceable(12) %82) #9, !dbg !283
  br label %88, !dbg !283

88:                                               ; preds = %84, %75
  %89 = load i32, ptr %8, align 4, !dbg !284
  store i32 %89, ptr %2, align 4, !dbg !285
  call void @__cxa_end_catch() #9, !dbg !263
  br label %112

90:                                               ; preds = %72
  %91 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #9, !dbg !193
  %92 = icmp eq i32 %20, %91, !dbg !193
  br i1 %92, label %93, label %103, !dbg !193

93:                                               ; preds = %90
    #dbg_declare(ptr %6, !286, !DIExpression(), !287)
  %94 = load ptr, ptr %4, align 4, !dbg !288
  %95 = call ptr @__cxa_begin_catch(ptr %94) #9, !dbg !288
  store ptr %95, ptr %6, align 4, !dbg !288
  %96 = load ptr, ptr %6, align 4, !dbg !290
  %97 = getelementptr inbounds i8, ptr %96, i32 0, !dbg !290
  %98 = load i8, ptr %97, align 1, !dbg !290
  %99 = sext i8 %98 to i32, !dbg !290
  %100 = icmp eq i32 %99, 99, !dbg !291
  %101 = zext i1 %100 to i32, !dbg !292
  %102 = add nsw i32 600, %101, !dbg !293
  store i32 %102, ptr %2, align 4, !dbg !294
  call void @__cxa_end_catch() #9, !dbg !275
  br label %112

103:                                              ; preds = %90
  %104 = load ptr, ptr %4, align 4, !dbg !193
  %105 = call ptr @__cxa_begin_catch(ptr %104) #9, !dbg !193
  store i32 999, ptr %2, align 4, !dbg !295
  call void @__cxa_end_catch(), !dbg !288
  br label %112

106:                                              ; preds = %58
  %107 = landingpad { ptr, i32 }
          cleanup, !dbg !296
  %108 = extractvalue { ptr, i32 } %107, 0, !dbg !296
  store ptr %108, ptr %4, align 4, !dbg !296
  %109 = extractvalue { ptr, i32 } %107, 1, !dbg !296
  store i32 %109, ptr %5, align 4, !dbg !296
  invoke void @__cxa_end_catch()
          to label %110 unwind label %119, !dbg !250

110:                                              ; preds = %106
  br label %114, !dbg !250

111:                                              ; preds = %14
  store i32 0, ptr %2, align 4, !dbg !297
  br label %112, !dbg !297

112:                                              ; preds = %111, %23, %32, %43, %70, %88, %93, %103
  %113 = load i32, ptr %2, align 4, !dbg !298
  ret i32 %113, !dbg !298

114:                                              ; preds = %110
  %115 = load ptr, ptr %4, align 4, !dbg !250
  %116 = load i32, ptr %5, align 4, !dbg !250
  %117 = insertvalue { ptr, i32 } poison, ptr %115, 0, !dbg !250
  %118 = insertvalue { ptr, i32 } %117, i32 %116, 1, !dbg !250
  resume { ptr, i32 } %118, !dbg !250

119:                                              ; preds = %106
  %120 = landingpad { ptr, i32 }
          catch ptr null, !dbg !250
  %121 = extractvalue { ptr, i32 } %120, 0, !dbg !250
  call void @__clang_call_terminate(ptr %121) #10, !dbg !250
  unreachable, !dbg !250
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 !dbg !299 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !300, !DIExpression(), !301)
    #dbg_declare(ptr %3, !302, !DIExpression(), !303)
  store i32 0, ptr %3, align 4, !dbg !303
  %8 = load i32, ptr %2, align 4, !dbg !304
  invoke void @_ZL6middlei(i32 noundef %8)
          to label %9 unwind label %10, !dbg !307

9:                                                ; preds = %1
  br label %56, !dbg !308

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !309
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !309
  store ptr %12, ptr %4, align 4, !dbg !309
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !309
  store i32 %13, ptr %5, align 4, !dbg !309
  br label %14, !dbg !309

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4, !dbg !308
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9, !dbg !308
  %17 = icmp eq i32 %15, %16, !dbg !308
  br i1 %17, label %18, label %38, !dbg !308

18:                                               ; preds = %14
    #dbg_declare(ptr %6, !310, !DIExpression(), !311)
  %19 = load ptr, ptr %4, align 4, !dbg !308
  %20 = call ptr @__cxa_begin_catch(ptr %19) #9, !dbg !308
  %21 = load i32, ptr %20, align 4, !dbg !308
  store i32 %21, ptr %6, align 4, !dbg !308
  %22 = load i32, ptr %6, align 4, !dbg !312
  %23 = load i32, ptr %3, align 4, !dbg !314
  %24 = add nsw i32 %23, %22, !dbg !314
  store i32 %24, ptr %3, align 4, !dbg !314
  %25 = call ptr @__cxa_allocate_exception(i32 12) #9, !dbg !315
  %26 = load i32, ptr %6, align 4, !dbg !316
  %27 = add nsw i32 %26, 1, !dbg !317
  invoke void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %25, i32 noundef %27, ptr noundef @.str.13)
          to label %28 unwind label %29, !dbg !318

28:                                               ; preds = %18
  invoke void @__cxa_throw(ptr %25, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #11
          to label %57 unwind label %33, !dbg !315

29:                                               ; preds = %18
  %30 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !319
  %31 = extractvalue { ptr, i32 } %30, 0, !dbg !319
  store ptr %31, ptr %4, align 4, !dbg !319
  %32 = extractvalue { ptr, i32 } %30, 1, !dbg !319
  store i32 %32, ptr %5, align 4, !dbg !319
  call void @__cxa_free_exception(ptr %25) #9, !dbg !315
  br label %37, !dbg !315

33:                                               ; preds = %28
  %34 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error
          catch ptr null, !dbg !319
  %35 = extractvalue { ptr, i32 } %34, 0, !dbg !319
  store ptr %35, ptr %4, align 4, !dbg !319
  %36 = extractvalue { ptr, i32 } %34, 1, !dbg !319
  store i32 %36, ptr %5, align 4, !dbg !319
  br label %37, !dbg !319

37:                                               ; preds = %33, %29
  call void @__cxa_end_catch() #9, !dbg !320
  br label %38, !dbg !320

38:                                               ; preds = %37, %14
  %39 = load i32, ptr %5, align 4, !dbg !321
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9, !dbg !321
  %41 = icmp eq i32 %39, %40, !dbg !321
  br i1 %41, label %42, label %53, !dbg !321

42:                                               ; preds = %38
    #dbg_declare(ptr %7, !322, !DIExpression(), !323)
  %43 = load ptr, ptr %4, align 4, !dbg !324
  %44 = call ptr @__cxa_begin_catch(ptr %43) #9, !dbg !324
  store ptr %44, ptr %7, align 4, !dbg !324
  %45 = load ptr, ptr %7, align 4, !dbg !326
  %46 = getelementptr inbounds %struct.Error, ptr %45, i32 0, i32 1, !dbg !328
  %47 = load i32, ptr %46, align 4, !dbg !328
  %48 = mul nsw i32 %47, 100, !dbg !329
  %49 = load i32, ptr %3, align 4, !dbg !330
  %50 = add nsw i32 %49, %48, !dbg !330
  store i32 %50, ptr %3, align 4, !dbg !330
  call void @__cxa_end_catch(), !dbg !331
  br label %51, !dbg !331

51:                                               ; preds = %42, %53, %56
  %52 = load i32, ptr %3, align 4, !dbg !332
  ret i32 %52, !dbg !333

53:                                               ; preds = %38
  %54 = load ptr, ptr %4, align 4, !dbg !321
  %55 = call ptr @__cxa_begin_catch(ptr %54) #9, !dbg !321
  store i32 -1, ptr %3, align 4, !dbg !334
  call void @__cxa_end_catch(), !dbg !324
  br label %51, !dbg !324

56:                                               ; preds = %9
  br label %51, !dbg !321

57:                                               ; preds = %28
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 !dbg !335 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !336, !DIExpression(), !337)
    #dbg_declare(ptr %4, !338, !DIExpression(), !340)
  %8 = load i32, ptr %3, align 4, !dbg !341
  invoke void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %8)
          to label %9 unwind label %12, !dbg !340

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Holder, ptr %4, i32 0, i32 1, !dbg !342
  %11 = load i32, ptr %10, align 4, !dbg !342
  store i32 %11, ptr %2, align 4, !dbg !343
  call void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #9, !dbg !344
  br label %28

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTI7IoError, !dbg !345
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !345
  store ptr %14, ptr %5, align 4, !dbg !345
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !345
  store i32 %15, ptr %6, align 4, !dbg !345
  br label %16, !dbg !345

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4, !dbg !346
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7IoError) #9, !dbg !346
  %19 = icmp eq i32 %17, %18, !dbg !346
  br i1 %19, label %20, label %30, !dbg !346

20:                                               ; preds = %16
    #dbg_declare(ptr %7, !347, !DIExpression(), !348)
  %21 = load ptr, ptr %5, align 4, !dbg !346
  %22 = call ptr @__cxa_begin_catch(ptr %21) #9, !dbg !346
  store ptr %22, ptr %7, align 4, !dbg !346
  %23 = load ptr, ptr %7, align 4, !dbg !349
  %24 = getelementptr inbounds %struct.IoError, ptr %23, i32 0, i32 1, !dbg !351
  %25 = load i32, ptr %24, align 4, !dbg !351
  %26 = add nsw i32 -1000, %25, !dbg !352
  store i32 %26, ptr %2, align 4, !dbg !353
  call void @__cxa_end_catch(), !dbg !354
  br label %28

27:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !354
  unreachable, !dbg !354

28:                                               ; preds = %20, %9
  %29 = load i32, ptr %2, align 4, !dbg !355
  ret i32 %29, !dbg !355

30:                                               ; preds = %16
  %31 = load ptr, ptr %5, align 4, !dbg !346
  %32 = load i32, ptr %6, align 4, !dbg !346
  %33 = insertvalue { ptr, i32 } poison, ptr %31, 0, !dbg !346
  %34 = insertvalue { ptr, i32 } %33, i32 %32, 1, !dbg !346
  resume { ptr, i32 } %34, !dbg !346
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7NoThrow1fEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #3 comdat align 2 !dbg !356 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !357, !DIExpression(), !359)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !360, !DIExpression(), !361)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !362
  %7 = add nsw i32 %6, 1, !dbg !363
  ret i32 %7, !dbg !364
}

declare i32 @puts(ptr noundef) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 !dbg !365 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !368, !DIExpression(), !369)
    #dbg_declare(ptr %3, !370, !DIExpression(), !371)
  %6 = load i32, ptr %2, align 4, !dbg !372
  call void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6), !dbg !371
  %7 = load i32, ptr %2, align 4, !dbg !373
  switch i32 %7, label %53 [
    i32 0, label %8
    i32 1, label %14
    i32 2, label %16
    i32 3, label %23
    i32 4, label %30
    i32 5, label %44
    i32 6, label %46
  ], !dbg !374

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i32 4) #9, !dbg !375
  store i32 42, ptr %9, align 16, !dbg !375
  invoke void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #11
          to label %61 unwind label %10, !dbg !375

10:                                               ; preds = %48, %44, %34, %25, %18, %14, %8
  %11 = landingpad { ptr, i32 }
          cleanup, !dbg !377
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !377
  store ptr %12, ptr %4, align 4, !dbg !377
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !377
  store i32 %13, ptr %5, align 4, !dbg !377
  br label %55, !dbg !377

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i32 8) #9, !dbg !378
  store double 3.500000e+00, ptr %15, align 16, !dbg !378
  invoke void @__cxa_throw(ptr %15, ptr @_ZTId, ptr null) #11
          to label %61 unwind label %10, !dbg !378

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i32 12) #9, !dbg !379
  invoke void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %17, i32 noundef 7, ptr noundef @.str.9)
          to label %18 unwind label %19, !dbg !380

18:                                               ; preds = %16
  invoke void @__cxa_throw(ptr %17, ptr @_ZTI5Error, ptr @_ZN5ErrorD2Ev) #11
          to label %61 unwind label %10, !dbg !379

19:                                               ; preds = %16
  %20 = landingpad { ptr, i32 }
          cleanup, !dbg !377
  %21 = extractvalue { ptr, i32 } %20, 0, !dbg !377
  store ptr %21, ptr %4, align 4, !dbg !377
  %22 = extractvalue { ptr, i32 } %20, 1, !dbg !377
  store i32 %22, ptr %5, align 4, !dbg !377
  call void @__cxa_free_exception(ptr %17) #9, !dbg !379
  br label %55, !dbg !379

23:                                               ; preds = %1
  %24 = call ptr @__cxa_allocate_exception(i32 16) #9, !dbg !381
  invoke void @_ZN7IoErrorC2Eii(ptr noundef nonnull align 4 dereferenceable(16) %24, i32 noundef 9, i32 noundef 3)
          to label %25 unwind label %26, !dbg !382

25:                                               ; preds = %23
  invoke void @__cxa_throw(ptr %24, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #11
          to label %61 unwind label %10, !dbg !381

26:                                               ; preds = %23
  %27 = landingpad { ptr, i32 }
          cleanup, !dbg !377
  %28 = extractvalue { ptr, i32 } %27, 0, !dbg !377
  store ptr %28, ptr %4, align 4, !dbg !377
  %29 = extractvalue { ptr, i32 } %27, 1, !dbg !377
  store i32 %29, ptr %5, align 4, !dbg !377
  call void @__cxa_free_exception(ptr %24) #9, !dbg !381
  br label %55, !dbg !381

30:                                               ; preds = %1
  %31 = call ptr @__cxa_allocate_exception(i32 4) #9, !dbg !383
  %32 = invoke noalias noundef nonnull ptr @_Znwj(i32 noundef 12) #12
          to label %33 unwind label %35, !dbg !384, !heapallocsite !220

33:                                               ; preds = %30
  invoke void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %32, i32 noundef 11, ptr noundef @.str.10)
          to label %34 unwind label %39, !dbg !385

34:                                               ; preds = %33
  store ptr %32, ptr %31, align 16, !dbg !383
  invoke void @__cxa_throw(ptr %31, ptr @_ZTIP5Error, ptr null) #11
          to label %61 unwind label %10, !dbg !383

35:                                               ; preds = %30
  %36 = landingpad { ptr, i32 }
          cleanup, !dbg !377
  %37 = extractvalue { ptr, i32 } %36, 0, !dbg !377
  store ptr %37, ptr %4, align 4, !dbg !377
  %38 = extractvalue { ptr, i32 } %36, 1, !dbg !377
  store i32 %38, ptr %5, align 4, !dbg !377
  br label %43, !dbg !377

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup, !dbg !377
  %41 = extractvalue { ptr, i32 } %40, 0, !dbg !377
  store ptr %41, ptr %4, align 4, !dbg !377
  %42 = extractvalue { ptr, i32 } %40, 1, !dbg !377
  store i32 %42, ptr %5, align 4, !dbg !377
  call void @_ZdlPvj(ptr noundef %32, i32 noundef 12) #13, !dbg !384
  br label %43, !dbg !384

43:                                               ; preds = %39, %35
  call void @__cxa_free_exception(ptr %31) #9, !dbg !383
  br label %55, !dbg !383

44:                                               ; preds = %1
  %45 = call ptr @__cxa_allocate_exception(i32 4) #9, !dbg !386
  store ptr @.str.11, ptr %45, align 16, !dbg !386
  invoke void @__cxa_throw(ptr %45, ptr @_ZTIPKc, ptr null) #11
          to label %61 unwind label %10, !dbg !386

46:                                               ; preds = %1
  %47 = call ptr @__cxa_allocate_exception(i32 4) #9, !dbg !387
  invoke void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %47, i32 noundef 600)
          to label %48 unwind label %49, !dbg !388

48:                                               ; preds = %46
  invoke void @__cxa_throw(ptr %47, ptr @_ZTI6Tracer, ptr @_ZN6TracerD2Ev) #11
          to label %61 unwind label %10, !dbg !387

49:                                               ; preds = %46
  %50 = landingpad { ptr, i32 }
          cleanup, !dbg !377
  %51 = extractvalue { ptr, i32 } %50, 0, !dbg !377
  store ptr %51, ptr %4, align 4, !dbg !377
  %52 = extractvalue { ptr, i32 } %50, 1, !dbg !377
  store i32 %52, ptr %5, align 4, !dbg !377
  call void @__cxa_free_exception(ptr %47) #9, !dbg !387
  br label %55, !dbg !387

53:                                               ; preds = %1
  br label %54, !dbg !389

54:                                               ; preds = %53
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !390
  ret void, !dbg !390

55:                                               ; preds = %49, %43, %26, %19, %10
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !390
  br label %56, !dbg !390

56:                                               ; preds = %55
  %57 = load ptr, ptr %4, align 4, !dbg !390
  %58 = load i32, ptr %5, align 4, !dbg !390
  %59 = insertvalue { ptr, i32 } poison, ptr %57, 0, !dbg !390
  %60 = insertvalue { ptr, i32 } %59, i32 %58, 1, !dbg !390
  resume { ptr, i32 } %60, !dbg !390

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
define linkonce_odr dso_local void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 !dbg !391 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !392, !DIExpression(), !394)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !395, !DIExpression(), !396)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !397
  %7 = load i32, ptr %4, align 4, !dbg !398
  store i32 %7, ptr %6, align 4, !dbg !397
  %8 = load i32, ptr @_ZL6g_live, align 4, !dbg !399
  %9 = add nsw i32 %8, 1, !dbg !399
  store i32 %9, ptr @_ZL6g_live, align 4, !dbg !399
  %10 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0, !dbg !401
  %11 = load i32, ptr %10, align 4, !dbg !401
  call void @_ZL4notei(i32 noundef %11), !dbg !402
  ret void, !dbg !403
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #3 comdat align 2 !dbg !404 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !405, !DIExpression(), !406)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !407, !DIExpression(), !408)
  store ptr %2, ptr %6, align 4
    #dbg_declare(ptr %6, !409, !DIExpression(), !410)
  %7 = load ptr, ptr %4, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5Error, i32 0, i32 0, i32 2), ptr %7, align 4, !dbg !411
  %8 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 1, !dbg !412
  %9 = load i32, ptr %5, align 4, !dbg !413
  store i32 %9, ptr %8, align 4, !dbg !412
  %10 = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 2, !dbg !414
  %11 = load ptr, ptr %6, align 4, !dbg !415
  store ptr %11, ptr %10, align 4, !dbg !414
  ret void, !dbg !416
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 !dbg !417 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !418, !DIExpression(), !419)
  %3 = load ptr, ptr %2, align 4
  ret void, !dbg !420
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorC2Eii(ptr noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 !dbg !421 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !422, !DIExpression(), !424)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !425, !DIExpression(), !426)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !427, !DIExpression(), !428)
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %5, align 4, !dbg !429
  call void @_ZN5ErrorC2EiPKc(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %8, ptr noundef @.str.12), !dbg !430
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV7IoError, i32 0, i32 0, i32 2), ptr %7, align 4, !dbg !431
  %9 = getelementptr inbounds %struct.IoError, ptr %7, i32 0, i32 1, !dbg !432
  %10 = load i32, ptr %6, align 4, !dbg !433
  store i32 %10, ptr %9, align 4, !dbg !432
  ret void, !dbg !434
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 !dbg !435 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !439, !DIExpression(), !440)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #9, !dbg !441
  ret void, !dbg !443
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwj(i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 !dbg !444 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !445, !DIExpression(), !446)
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL6g_live, align 4, !dbg !447
  %5 = add nsw i32 %4, -1, !dbg !447
  store i32 %5, ptr @_ZL6g_live, align 4, !dbg !447
  %6 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0, !dbg !449
  %7 = load i32, ptr %6, align 4, !dbg !449
  %8 = sub nsw i32 0, %7, !dbg !450
  call void @_ZL4notei(i32 noundef %8), !dbg !451
  ret void, !dbg !452
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL4notei(i32 noundef %0) #3 !dbg !453 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !454, !DIExpression(), !455)
  %3 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !456
  %4 = icmp slt i32 %3, 64, !dbg !458
  br i1 %4, label %5, label %10, !dbg !459

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !460
  %7 = load i32, ptr @_ZL6g_nlog, align 4, !dbg !461
  %8 = add nsw i32 %7, 1, !dbg !461
  store i32 %8, ptr @_ZL6g_nlog, align 4, !dbg !461
  %9 = getelementptr inbounds [64 x i32], ptr @_ZL5g_log, i32 0, i32 %7, !dbg !462
  store i32 %6, ptr %9, align 4, !dbg !463
  br label %10, !dbg !462

10:                                               ; preds = %5, %1
  ret void, !dbg !464
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 !dbg !465 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !466, !DIExpression(), !467)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN5ErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #9, !dbg !468
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 12) #13, !dbg !468
  ret void, !dbg !469
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 !dbg !470 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !471, !DIExpression(), !473)
  %3 = load ptr, ptr %2, align 4
  ret i32 1, !dbg !474
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 !dbg !475 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !476, !DIExpression(), !477)
  %3 = load ptr, ptr %2, align 4
  call void @_ZN7IoErrorD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %3) #9, !dbg !478
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 16) #13, !dbg !478
  ret void, !dbg !478
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 !dbg !479 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !480, !DIExpression(), !482)
  %3 = load ptr, ptr %2, align 4
  ret i32 2, !dbg !483
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlei(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 !dbg !484 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !485, !DIExpression(), !486)
    #dbg_declare(ptr %3, !487, !DIExpression(), !488)
  %6 = load i32, ptr %2, align 4, !dbg !489
  %7 = add nsw i32 50, %6, !dbg !490
  call void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7), !dbg !488
  %8 = load i32, ptr %2, align 4, !dbg !491
  invoke void @_ZL7throweri(i32 noundef %8)
          to label %9 unwind label %10, !dbg !493

9:                                                ; preds = %1
  br label %24, !dbg !494

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null, !dbg !495
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !495
  store ptr %12, ptr %4, align 4, !dbg !495
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !495
  store i32 %13, ptr %5, align 4, !dbg !495
  br label %14, !dbg !495

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 4, !dbg !494
  %16 = call ptr @__cxa_begin_catch(ptr %15) #9, !dbg !494
  %17 = load i32, ptr @_ZL13rethrow_count, align 4, !dbg !496
  %18 = add nsw i32 %17, 1, !dbg !496
  store i32 %18, ptr @_ZL13rethrow_count, align 4, !dbg !496
  invoke void @__cxa_rethrow() #11
          to label %33 unwind label %19, !dbg !498

19:                                               ; preds = %14
  %20 = landingpad { ptr, i32 }
          cleanup, !dbg !499
  %21 = extractvalue { ptr, i32 } %20, 0, !dbg !499
  store ptr %21, ptr %4, align 4, !dbg !499
  %22 = extractvalue { ptr, i32 } %20, 1, !dbg !499
  store i32 %22, ptr %5, align 4, !dbg !499
  invoke void @__cxa_end_catch()
          to label %23 unwind label %30, !dbg !500

23:                                               ; preds = %19
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !501
  br label %25, !dbg !501

24:                                               ; preds = %9
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9, !dbg !501
  ret void, !dbg !501

25:                                               ; preds = %23
  %26 = load ptr, ptr %4, align 4, !dbg !501
  %27 = load i32, ptr %5, align 4, !dbg !501
  %28 = insertvalue { ptr, i32 } poison, ptr %26, 0, !dbg !501
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1, !dbg !501
  resume { ptr, i32 } %29, !dbg !501

30:                                               ; preds = %19
  %31 = landingpad { ptr, i32 }
          catch ptr null, !dbg !500
  %32 = extractvalue { ptr, i32 } %31, 0, !dbg !500
  call void @__clang_call_terminate(ptr %32) #10, !dbg !500
  unreachable, !dbg !500

33:                                               ; preds = %14
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !502 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !503, !DIExpression(), !505)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !506, !DIExpression(), !507)
  %8 = load ptr, ptr %3, align 4
  %9 = getelementptr inbounds %struct.Holder, ptr %8, i32 0, i32 0, !dbg !508
  %10 = load i32, ptr %4, align 4, !dbg !509
  invoke void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %11 unwind label %16, !dbg !508

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Holder, ptr %8, i32 0, i32 1, !dbg !510
  %13 = load i32, ptr %4, align 4, !dbg !511
  %14 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %13)
          to label %15 unwind label %20, !dbg !512

15:                                               ; preds = %11
  store i32 %14, ptr %12, align 4, !dbg !510
  call void @_ZL4notei(i32 noundef 777), !dbg !513
  br label %37, !dbg !515

16:                                               ; preds = %2
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error, !dbg !516
  %18 = extractvalue { ptr, i32 } %17, 0, !dbg !516
  store ptr %18, ptr %5, align 4, !dbg !516
  %19 = extractvalue { ptr, i32 } %17, 1, !dbg !516
  store i32 %19, ptr %6, align 4, !dbg !516
  br label %24, !dbg !516

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Error, !dbg !516
  %22 = extractvalue { ptr, i32 } %21, 0, !dbg !516
  store ptr %22, ptr %5, align 4, !dbg !516
  %23 = extractvalue { ptr, i32 } %21, 1, !dbg !516
  store i32 %23, ptr %6, align 4, !dbg !516
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #9, !dbg !515
  br label %24, !dbg !515

24:                                               ; preds = %20, %16
  %25 = load i32, ptr %6, align 4, !dbg !515
  %26 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #9, !dbg !515
  %27 = icmp eq i32 %25, %26, !dbg !515
  br i1 %27, label %28, label %38, !dbg !515

28:                                               ; preds = %24
    #dbg_declare(ptr %7, !517, !DIExpression(), !518)
  %29 = load ptr, ptr %5, align 4, !dbg !515
  %30 = call ptr @__cxa_begin_catch(ptr %29) #9, !dbg !515
  store ptr %30, ptr %7, align 4, !dbg !515
  call void @_ZL4notei(i32 noundef 888), !dbg !519
  invoke void @__cxa_rethrow()
          to label %31 unwind label %32, !dbg !521

31:                                               ; preds = %28
  unreachable, !dbg !521

32:                                               ; preds = %28
  %33 = landingpad { ptr, i32 }
          cleanup, !dbg !516
  %34 = extractvalue { ptr, i32 } %33, 0, !dbg !516
  store ptr %34, ptr %5, align 4, !dbg !516
  %35 = extractvalue { ptr, i32 } %33, 1, !dbg !516
  store i32 %35, ptr %6, align 4, !dbg !516
  invoke void @__cxa_end_catch()
          to label %36 unwind label %43, !dbg !521

36:                                               ; preds = %32
  br label %38, !dbg !521

37:                                               ; preds = %15
  ret void, !dbg !516

38:                                               ; preds = %36, %24
  %39 = load ptr, ptr %5, align 4, !dbg !515
  %40 = load i32, ptr %6, align 4, !dbg !515
  %41 = insertvalue { ptr, i32 } poison, ptr %39, 0, !dbg !515
  %42 = insertvalue { ptr, i32 } %41, i32 %40, 1, !dbg !515
  resume { ptr, i32 } %42, !dbg !515

43:                                               ; preds = %32
  %44 = landingpad { ptr, i32 }
          catch ptr null, !dbg !521
  %45 = extractvalue { ptr, i32 } %44, 0, !dbg !521
  call void @__clang_call_terminate(ptr %45) #10, !dbg !521
  unreachable, !dbg !521
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !522 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !526, !DIExpression(), !527)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0, !dbg !528
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #9, !dbg !528
  ret void, !dbg !530
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #1 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !531 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !532, !DIExpression(), !533)
  %5 = load i32, ptr %2, align 4, !dbg !534
  %6 = icmp slt i32 %5, 0, !dbg !536
  br i1 %6, label %7, label %17, !dbg !537

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 16) #9, !dbg !538
  %9 = load i32, ptr %2, align 4, !dbg !539
  %10 = load i32, ptr %2, align 4, !dbg !540
  %11 = sub nsw i32 0, %10, !dbg !541
  invoke void @_ZN7IoErrorC2Eii(ptr noundef nonnull align 4 dereferenceable(16) %8, i32 noundef %9, i32 noundef %11)
          to label %12 unwind label %13, !dbg !542

12:                                               ; preds = %7
  call void @__cxa_throw(ptr %8, ptr @_ZTI7IoError, ptr @_ZN7IoErrorD2Ev) #11, !dbg !538
  unreachable, !dbg !538

13:                                               ; preds = %7
  %14 = landingpad { ptr, i32 }
          cleanup, !dbg !543
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !543
  store ptr %15, ptr %3, align 4, !dbg !543
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !543
  store i32 %16, ptr %4, align 4, !dbg !543
  call void @__cxa_free_exception(ptr %8) #9, !dbg !538
  br label %20, !dbg !538

17:                                               ; preds = %1
  %18 = load i32, ptr %2, align 4, !dbg !544
  %19 = mul nsw i32 %18, 2, !dbg !545
  ret i32 %19, !dbg !546

20:                                               ; preds = %13
  %21 = load ptr, ptr %3, align 4, !dbg !538
  %22 = load i32, ptr %4, align 4, !dbg !538
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0, !dbg !538
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1, !dbg !538
  resume { ptr, i32 } %24, !dbg !538
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111, !112}
!llvm.ident = !{!113}

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
!105 = !{i32 1, !"NumRegisterParameters", i32 0}
!106 = !{i32 7, !"Dwarf Version", i32 5}
!107 = !{i32 2, !"Debug Info Version", i32 3}
!108 = !{i32 1, !"wchar_size", i32 4}
!109 = !{i32 8, !"PIC Level", i32 2}
!110 = !{i32 7, !"PIE Level", i32 2}
!111 = !{i32 7, !"uwtable", i32 2}
!112 = !{i32 7, !"frame-pointer", i32 2}
!113 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!114 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 134, type: !115, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!12}
!117 = !{}
!118 = !DILocalVariable(name: "total", scope: !114, file: !2, line: 135, type: !12)
!119 = !DILocation(line: 135, column: 7, scope: !114)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 136, type: !12)
!121 = distinct !DILexicalBlock(scope: !114, file: !2, line: 136, column: 3)
!122 = !DILocation(line: 136, column: 12, scope: !121)
!123 = !DILocation(line: 136, column: 8, scope: !121)
!124 = !DILocation(line: 136, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !2, line: 136, column: 3)
!126 = !DILocation(line: 136, column: 21, scope: !125)
!127 = !DILocation(line: 136, column: 3, scope: !121)
!128 = !DILocalVariable(name: "c", scope: !129, file: !2, line: 137, type: !12)
!129 = distinct !DILexicalBlock(scope: !125, file: !2, line: 136, column: 32)
!130 = !DILocation(line: 137, column: 9, scope: !129)
!131 = !DILocation(line: 137, column: 22, scope: !129)
!132 = !DILocation(line: 137, column: 13, scope: !129)
!133 = !DILocation(line: 138, column: 44, scope: !129)
!134 = !DILocation(line: 138, column: 47, scope: !129)
!135 = !DILocation(line: 138, column: 50, scope: !129)
!136 = !DILocation(line: 138, column: 5, scope: !129)
!137 = !DILocation(line: 139, column: 14, scope: !129)
!138 = !DILocation(line: 139, column: 11, scope: !129)
!139 = !DILocation(line: 140, column: 3, scope: !129)
!140 = !DILocation(line: 136, column: 27, scope: !125)
!141 = !DILocation(line: 136, column: 3, scope: !125)
!142 = distinct !{!142, !127, !143, !144}
!143 = !DILocation(line: 140, column: 3, scope: !121)
!144 = !{!"llvm.loop.mustprogress"}
!145 = !DILocation(line: 141, column: 29, scope: !114)
!146 = !DILocation(line: 141, column: 40, scope: !114)
!147 = !DILocation(line: 141, column: 3, scope: !114)
!148 = !DILocation(line: 142, column: 28, scope: !114)
!149 = !DILocation(line: 142, column: 3, scope: !114)
!150 = !DILocation(line: 143, column: 30, scope: !114)
!151 = !DILocation(line: 143, column: 42, scope: !114)
!152 = !DILocation(line: 143, column: 3, scope: !114)
!153 = !DILocalVariable(name: "nt", scope: !114, file: !2, line: 144, type: !154)
!154 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !2, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !155, identifier: "_ZTS7NoThrow")
!155 = !{!156}
!156 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !154, file: !2, line: 131, type: !157, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!157 = !DISubroutineType(types: !158)
!158 = !{!12, !159, !12}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!160 = !DILocation(line: 144, column: 11, scope: !114)
!161 = !DILocation(line: 145, column: 15, scope: !114)
!162 = !DILocation(line: 145, column: 9, scope: !114)
!163 = !DILocation(line: 146, column: 3, scope: !114)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 147, type: !12)
!165 = distinct !DILexicalBlock(scope: !114, file: !2, line: 147, column: 3)
!166 = !DILocation(line: 147, column: 12, scope: !165)
!167 = !DILocation(line: 147, column: 8, scope: !165)
!168 = !DILocation(line: 147, column: 19, scope: !169)
!169 = distinct !DILexicalBlock(scope: !165, file: !2, line: 147, column: 3)
!170 = !DILocation(line: 147, column: 23, scope: !169)
!171 = !DILocation(line: 147, column: 21, scope: !169)
!172 = !DILocation(line: 147, column: 3, scope: !165)
!173 = !DILocation(line: 148, column: 25, scope: !169)
!174 = !DILocation(line: 148, column: 19, scope: !169)
!175 = !DILocation(line: 148, column: 5, scope: !169)
!176 = !DILocation(line: 147, column: 31, scope: !169)
!177 = !DILocation(line: 147, column: 3, scope: !169)
!178 = distinct !{!178, !172, !179, !144}
!179 = !DILocation(line: 148, column: 27, scope: !165)
!180 = !DILocation(line: 149, column: 34, scope: !114)
!181 = !DILocation(line: 149, column: 41, scope: !114)
!182 = !DILocation(line: 149, column: 3, scope: !114)
!183 = !DILocation(line: 150, column: 8, scope: !114)
!184 = !DILocation(line: 150, column: 15, scope: !114)
!185 = !DILocation(line: 150, column: 3, scope: !114)
!186 = !DILocation(line: 151, column: 3, scope: !114)
!187 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !2, file: !2, line: 54, type: !33, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !117)
!188 = !DILocalVariable(name: "how", arg: 1, scope: !187, file: !2, line: 54, type: !12)
!189 = !DILocation(line: 54, column: 25, scope: !187)
!190 = !DILocation(line: 56, column: 13, scope: !191)
!191 = distinct !DILexicalBlock(scope: !187, file: !2, line: 55, column: 7)
!192 = !DILocation(line: 56, column: 5, scope: !191)
!193 = !DILocation(line: 57, column: 3, scope: !191)
!194 = !DILocation(line: 75, column: 1, scope: !191)
!195 = !DILocalVariable(name: "v", scope: !187, file: !2, line: 57, type: !12)
!196 = !DILocation(line: 57, column: 16, scope: !187)
!197 = !DILocation(line: 61, column: 3, scope: !198)
!198 = distinct !DILexicalBlock(scope: !187, file: !2, line: 59, column: 22)
!199 = !DILocation(line: 58, column: 18, scope: !200)
!200 = distinct !DILexicalBlock(scope: !187, file: !2, line: 57, column: 19)
!201 = !DILocation(line: 58, column: 16, scope: !200)
!202 = !DILocation(line: 58, column: 5, scope: !200)
!203 = !DILocation(line: 59, column: 3, scope: !200)
!204 = !DILocalVariable(name: "d", scope: !187, file: !2, line: 59, type: !205)
!205 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!206 = !DILocation(line: 59, column: 19, scope: !187)
!207 = !DILocation(line: 63, column: 3, scope: !208)
!208 = distinct !DILexicalBlock(scope: !187, file: !2, line: 61, column: 30)
!209 = !DILocation(line: 60, column: 24, scope: !198)
!210 = !DILocation(line: 60, column: 26, scope: !198)
!211 = !DILocation(line: 60, column: 23, scope: !198)
!212 = !DILocation(line: 60, column: 16, scope: !198)
!213 = !DILocation(line: 60, column: 5, scope: !198)
!214 = !DILocalVariable(name: "e", scope: !187, file: !2, line: 61, type: !215)
!215 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !216, size: 32)
!216 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !217)
!217 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !2, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !218, vtableHolder: !220, identifier: "_ZTS7IoError")
!218 = !{!219, !240, !241, !245}
!219 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !217, baseType: !220, extraData: i32 0)
!220 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !2, line: 26, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !221, vtableHolder: !220, identifier: "_ZTS5Error")
!221 = !{!222, !225, !226, !228, !232, !235}
!222 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !2, file: !2, baseType: !223, size: 32, flags: DIFlagArtificial)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 32)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !115, size: 32)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !220, file: !2, line: 27, baseType: !12, size: 32, offset: 32)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !220, file: !2, line: 28, baseType: !227, size: 32, offset: 64)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!228 = !DISubprogram(name: "Error", scope: !220, file: !2, line: 29, type: !229, scopeLine: 29, flags: DIFlagPrototyped, spFlags: 0)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !231, !12, !227}
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!232 = !DISubprogram(name: "~Error", scope: !220, file: !2, line: 30, type: !233, scopeLine: 30, containingType: !220, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!233 = !DISubroutineType(types: !234)
!234 = !{null, !231}
!235 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !220, file: !2, line: 31, type: !236, scopeLine: 31, containingType: !220, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!236 = !DISubroutineType(types: !237)
!237 = !{!12, !238}
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!239 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !220)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !217, file: !2, line: 35, baseType: !12, size: 32, offset: 96)
!241 = !DISubprogram(name: "IoError", scope: !217, file: !2, line: 36, type: !242, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !244, !12, !12}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!245 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !217, file: !2, line: 37, type: !246, scopeLine: 37, containingType: !217, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!246 = !DISubroutineType(types: !247)
!247 = !{!12, !248}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!249 = !DILocation(line: 61, column: 27, scope: !187)
!250 = !DILocation(line: 65, column: 3, scope: !251)
!251 = distinct !DILexicalBlock(scope: !187, file: !2, line: 63, column: 22)
!252 = !DILocation(line: 62, column: 18, scope: !208)
!253 = !DILocation(line: 62, column: 20, scope: !208)
!254 = !DILocation(line: 62, column: 25, scope: !208)
!255 = !DILocation(line: 62, column: 16, scope: !208)
!256 = !DILocation(line: 62, column: 32, scope: !208)
!257 = !DILocation(line: 62, column: 34, scope: !208)
!258 = !DILocation(line: 62, column: 30, scope: !208)
!259 = !DILocation(line: 62, column: 5, scope: !208)
!260 = !DILocalVariable(name: "e", scope: !187, file: !2, line: 63, type: !261)
!261 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !220, size: 32)
!262 = !DILocation(line: 63, column: 19, scope: !187)
!263 = !DILocation(line: 69, column: 3, scope: !264)
!264 = distinct !DILexicalBlock(scope: !187, file: !2, line: 65, column: 22)
!265 = !DILocation(line: 64, column: 18, scope: !251)
!266 = !DILocation(line: 64, column: 20, scope: !251)
!267 = !DILocation(line: 64, column: 16, scope: !251)
!268 = !DILocation(line: 64, column: 27, scope: !251)
!269 = !DILocation(line: 64, column: 29, scope: !251)
!270 = !DILocation(line: 64, column: 25, scope: !251)
!271 = !DILocation(line: 64, column: 5, scope: !251)
!272 = !DILocalVariable(name: "p", scope: !187, file: !2, line: 65, type: !273)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 32)
!274 = !DILocation(line: 65, column: 19, scope: !187)
!275 = !DILocation(line: 71, column: 3, scope: !276)
!276 = distinct !DILexicalBlock(scope: !187, file: !2, line: 69, column: 27)
!277 = !DILocalVariable(name: "r", scope: !264, file: !2, line: 66, type: !12)
!278 = !DILocation(line: 66, column: 9, scope: !264)
!279 = !DILocation(line: 66, column: 19, scope: !264)
!280 = !DILocation(line: 66, column: 22, scope: !264)
!281 = !DILocation(line: 66, column: 17, scope: !264)
!282 = !DILocation(line: 67, column: 12, scope: !264)
!283 = !DILocation(line: 67, column: 5, scope: !264)
!284 = !DILocation(line: 68, column: 12, scope: !264)
!285 = !DILocation(line: 68, column: 5, scope: !264)
!286 = !DILocalVariable(name: "s", scope: !187, file: !2, line: 69, type: !227)
!287 = !DILocation(line: 69, column: 24, scope: !187)
!288 = !DILocation(line: 73, column: 3, scope: !289)
!289 = distinct !DILexicalBlock(scope: !187, file: !2, line: 71, column: 17)
!290 = !DILocation(line: 70, column: 19, scope: !276)
!291 = !DILocation(line: 70, column: 24, scope: !276)
!292 = !DILocation(line: 70, column: 18, scope: !276)
!293 = !DILocation(line: 70, column: 16, scope: !276)
!294 = !DILocation(line: 70, column: 5, scope: !276)
!295 = !DILocation(line: 72, column: 5, scope: !289)
!296 = !DILocation(line: 75, column: 1, scope: !251)
!297 = !DILocation(line: 74, column: 3, scope: !187)
!298 = !DILocation(line: 75, column: 1, scope: !187)
!299 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !2, file: !2, line: 89, type: !33, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !117)
!300 = !DILocalVariable(name: "how", arg: 1, scope: !299, file: !2, line: 89, type: !12)
!301 = !DILocation(line: 89, column: 23, scope: !299)
!302 = !DILocalVariable(name: "r", scope: !299, file: !2, line: 90, type: !12)
!303 = !DILocation(line: 90, column: 7, scope: !299)
!304 = !DILocation(line: 93, column: 14, scope: !305)
!305 = distinct !DILexicalBlock(scope: !306, file: !2, line: 92, column: 9)
!306 = distinct !DILexicalBlock(scope: !299, file: !2, line: 91, column: 7)
!307 = !DILocation(line: 93, column: 7, scope: !305)
!308 = !DILocation(line: 94, column: 5, scope: !305)
!309 = !DILocation(line: 104, column: 1, scope: !305)
!310 = !DILocalVariable(name: "v", scope: !306, file: !2, line: 94, type: !12)
!311 = !DILocation(line: 94, column: 18, scope: !306)
!312 = !DILocation(line: 95, column: 12, scope: !313)
!313 = distinct !DILexicalBlock(scope: !306, file: !2, line: 94, column: 21)
!314 = !DILocation(line: 95, column: 9, scope: !313)
!315 = !DILocation(line: 96, column: 7, scope: !313)
!316 = !DILocation(line: 96, column: 19, scope: !313)
!317 = !DILocation(line: 96, column: 21, scope: !313)
!318 = !DILocation(line: 96, column: 13, scope: !313)
!319 = !DILocation(line: 104, column: 1, scope: !313)
!320 = !DILocation(line: 97, column: 5, scope: !313)
!321 = !DILocation(line: 98, column: 3, scope: !306)
!322 = !DILocalVariable(name: "e", scope: !299, file: !2, line: 98, type: !261)
!323 = !DILocation(line: 98, column: 19, scope: !299)
!324 = !DILocation(line: 102, column: 3, scope: !325)
!325 = distinct !DILexicalBlock(scope: !299, file: !2, line: 100, column: 17)
!326 = !DILocation(line: 99, column: 10, scope: !327)
!327 = distinct !DILexicalBlock(scope: !299, file: !2, line: 98, column: 22)
!328 = !DILocation(line: 99, column: 12, scope: !327)
!329 = !DILocation(line: 99, column: 17, scope: !327)
!330 = !DILocation(line: 99, column: 7, scope: !327)
!331 = !DILocation(line: 100, column: 3, scope: !327)
!332 = !DILocation(line: 103, column: 10, scope: !299)
!333 = !DILocation(line: 103, column: 3, scope: !299)
!334 = !DILocation(line: 101, column: 7, scope: !325)
!335 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !2, file: !2, line: 123, type: !33, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !117)
!336 = !DILocalVariable(name: "x", arg: 1, scope: !335, file: !2, line: 123, type: !12)
!337 = !DILocation(line: 123, column: 24, scope: !335)
!338 = !DILocalVariable(name: "h", scope: !339, file: !2, line: 124, type: !28)
!339 = distinct !DILexicalBlock(scope: !335, file: !2, line: 123, column: 31)
!340 = !DILocation(line: 124, column: 10, scope: !339)
!341 = !DILocation(line: 124, column: 12, scope: !339)
!342 = !DILocation(line: 125, column: 12, scope: !339)
!343 = !DILocation(line: 125, column: 3, scope: !339)
!344 = !DILocation(line: 126, column: 1, scope: !335)
!345 = !DILocation(line: 128, column: 1, scope: !339)
!346 = !DILocation(line: 126, column: 1, scope: !339)
!347 = !DILocalVariable(name: "e", scope: !335, file: !2, line: 126, type: !215)
!348 = !DILocation(line: 126, column: 25, scope: !335)
!349 = !DILocation(line: 127, column: 18, scope: !350)
!350 = distinct !DILexicalBlock(scope: !335, file: !2, line: 126, column: 28)
!351 = !DILocation(line: 127, column: 20, scope: !350)
!352 = !DILocation(line: 127, column: 16, scope: !350)
!353 = !DILocation(line: 127, column: 3, scope: !350)
!354 = !DILocation(line: 128, column: 1, scope: !350)
!355 = !DILocation(line: 128, column: 1, scope: !335)
!356 = distinct !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !154, file: !2, line: 131, type: !157, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !156, retainedNodes: !117)
!357 = !DILocalVariable(name: "this", arg: 1, scope: !356, type: !358, flags: DIFlagArtificial | DIFlagObjectPointer)
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 32)
!359 = !DILocation(line: 0, scope: !356)
!360 = !DILocalVariable(name: "x", arg: 2, scope: !356, file: !2, line: 131, type: !12)
!361 = !DILocation(line: 131, column: 13, scope: !356)
!362 = !DILocation(line: 131, column: 34, scope: !356)
!363 = !DILocation(line: 131, column: 36, scope: !356)
!364 = !DILocation(line: 131, column: 27, scope: !356)
!365 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !2, file: !2, line: 40, type: !366, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !117)
!366 = !DISubroutineType(types: !367)
!367 = !{null, !12}
!368 = !DILocalVariable(name: "how", arg: 1, scope: !365, file: !2, line: 40, type: !12)
!369 = !DILocation(line: 40, column: 51, scope: !365)
!370 = !DILocalVariable(name: "t", scope: !365, file: !2, line: 41, type: !13)
!371 = !DILocation(line: 41, column: 10, scope: !365)
!372 = !DILocation(line: 41, column: 12, scope: !365)
!373 = !DILocation(line: 42, column: 11, scope: !365)
!374 = !DILocation(line: 42, column: 3, scope: !365)
!375 = !DILocation(line: 43, column: 11, scope: !376)
!376 = distinct !DILexicalBlock(scope: !365, file: !2, line: 42, column: 16)
!377 = !DILocation(line: 52, column: 1, scope: !376)
!378 = !DILocation(line: 44, column: 11, scope: !376)
!379 = !DILocation(line: 45, column: 11, scope: !376)
!380 = !DILocation(line: 45, column: 17, scope: !376)
!381 = !DILocation(line: 46, column: 11, scope: !376)
!382 = !DILocation(line: 46, column: 17, scope: !376)
!383 = !DILocation(line: 47, column: 11, scope: !376)
!384 = !DILocation(line: 47, column: 17, scope: !376)
!385 = !DILocation(line: 47, column: 21, scope: !376)
!386 = !DILocation(line: 48, column: 11, scope: !376)
!387 = !DILocation(line: 49, column: 11, scope: !376)
!388 = !DILocation(line: 49, column: 17, scope: !376)
!389 = !DILocation(line: 50, column: 12, scope: !376)
!390 = !DILocation(line: 52, column: 1, scope: !365)
!391 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !13, file: !2, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !16, retainedNodes: !117)
!392 = !DILocalVariable(name: "this", arg: 1, scope: !391, type: !393, flags: DIFlagArtificial | DIFlagObjectPointer)
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!394 = !DILocation(line: 0, scope: !391)
!395 = !DILocalVariable(name: "i", arg: 2, scope: !391, file: !2, line: 21, type: !12)
!396 = !DILocation(line: 21, column: 23, scope: !391)
!397 = !DILocation(line: 21, column: 28, scope: !391)
!398 = !DILocation(line: 21, column: 31, scope: !391)
!399 = !DILocation(line: 21, column: 36, scope: !400)
!400 = distinct !DILexicalBlock(scope: !391, file: !2, line: 21, column: 34)
!401 = !DILocation(line: 21, column: 51, scope: !400)
!402 = !DILocation(line: 21, column: 46, scope: !400)
!403 = !DILocation(line: 21, column: 56, scope: !391)
!404 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !220, file: !2, line: 29, type: !229, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !228, retainedNodes: !117)
!405 = !DILocalVariable(name: "this", arg: 1, scope: !404, type: !273, flags: DIFlagArtificial | DIFlagObjectPointer)
!406 = !DILocation(line: 0, scope: !404)
!407 = !DILocalVariable(name: "c", arg: 2, scope: !404, file: !2, line: 29, type: !12)
!408 = !DILocation(line: 29, column: 13, scope: !404)
!409 = !DILocalVariable(name: "w", arg: 3, scope: !404, file: !2, line: 29, type: !227)
!410 = !DILocation(line: 29, column: 28, scope: !404)
!411 = !DILocation(line: 29, column: 50, scope: !404)
!412 = !DILocation(line: 29, column: 33, scope: !404)
!413 = !DILocation(line: 29, column: 38, scope: !404)
!414 = !DILocation(line: 29, column: 42, scope: !404)
!415 = !DILocation(line: 29, column: 47, scope: !404)
!416 = !DILocation(line: 29, column: 51, scope: !404)
!417 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !220, file: !2, line: 30, type: !233, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !232, retainedNodes: !117)
!418 = !DILocalVariable(name: "this", arg: 1, scope: !417, type: !273, flags: DIFlagArtificial | DIFlagObjectPointer)
!419 = !DILocation(line: 0, scope: !417)
!420 = !DILocation(line: 30, column: 21, scope: !417)
!421 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !217, file: !2, line: 36, type: !242, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !241, retainedNodes: !117)
!422 = !DILocalVariable(name: "this", arg: 1, scope: !421, type: !423, flags: DIFlagArtificial | DIFlagObjectPointer)
!423 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 32)
!424 = !DILocation(line: 0, scope: !421)
!425 = !DILocalVariable(name: "c", arg: 2, scope: !421, file: !2, line: 36, type: !12)
!426 = !DILocation(line: 36, column: 15, scope: !421)
!427 = !DILocalVariable(name: "f", arg: 3, scope: !421, file: !2, line: 36, type: !12)
!428 = !DILocation(line: 36, column: 22, scope: !421)
!429 = !DILocation(line: 36, column: 33, scope: !421)
!430 = !DILocation(line: 36, column: 27, scope: !421)
!431 = !DILocation(line: 36, column: 49, scope: !421)
!432 = !DILocation(line: 36, column: 43, scope: !421)
!433 = !DILocation(line: 36, column: 46, scope: !421)
!434 = !DILocation(line: 36, column: 50, scope: !421)
!435 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD2Ev", scope: !217, file: !2, line: 34, type: !436, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !438, retainedNodes: !117)
!436 = !DISubroutineType(types: !437)
!437 = !{null, !244}
!438 = !DISubprogram(name: "~IoError", scope: !217, type: !436, containingType: !217, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!439 = !DILocalVariable(name: "this", arg: 1, scope: !435, type: !423, flags: DIFlagArtificial | DIFlagObjectPointer)
!440 = !DILocation(line: 0, scope: !435)
!441 = !DILocation(line: 34, column: 8, scope: !442)
!442 = distinct !DILexicalBlock(scope: !435, file: !2, line: 34, column: 8)
!443 = !DILocation(line: 34, column: 8, scope: !435)
!444 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !13, file: !2, line: 23, type: !26, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !25, retainedNodes: !117)
!445 = !DILocalVariable(name: "this", arg: 1, scope: !444, type: !393, flags: DIFlagArtificial | DIFlagObjectPointer)
!446 = !DILocation(line: 0, scope: !444)
!447 = !DILocation(line: 23, column: 15, scope: !448)
!448 = distinct !DILexicalBlock(scope: !444, file: !2, line: 23, column: 13)
!449 = !DILocation(line: 23, column: 31, scope: !448)
!450 = !DILocation(line: 23, column: 30, scope: !448)
!451 = !DILocation(line: 23, column: 25, scope: !448)
!452 = !DILocation(line: 23, column: 36, scope: !444)
!453 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !2, file: !2, line: 14, type: !366, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !117)
!454 = !DILocalVariable(name: "v", arg: 1, scope: !453, file: !2, line: 14, type: !12)
!455 = !DILocation(line: 14, column: 22, scope: !453)
!456 = !DILocation(line: 15, column: 7, scope: !457)
!457 = distinct !DILexicalBlock(scope: !453, file: !2, line: 15, column: 7)
!458 = !DILocation(line: 15, column: 14, scope: !457)
!459 = !DILocation(line: 15, column: 7, scope: !453)
!460 = !DILocation(line: 16, column: 23, scope: !457)
!461 = !DILocation(line: 16, column: 17, scope: !457)
!462 = !DILocation(line: 16, column: 5, scope: !457)
!463 = !DILocation(line: 16, column: 21, scope: !457)
!464 = !DILocation(line: 17, column: 1, scope: !453)
!465 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !220, file: !2, line: 30, type: !233, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !232, retainedNodes: !117)
!466 = !DILocalVariable(name: "this", arg: 1, scope: !465, type: !273, flags: DIFlagArtificial | DIFlagObjectPointer)
!467 = !DILocation(line: 0, scope: !465)
!468 = !DILocation(line: 30, column: 20, scope: !465)
!469 = !DILocation(line: 30, column: 21, scope: !465)
!470 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !220, file: !2, line: 31, type: !236, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !235, retainedNodes: !117)
!471 = !DILocalVariable(name: "this", arg: 1, scope: !470, type: !472, flags: DIFlagArtificial | DIFlagObjectPointer)
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 32)
!473 = !DILocation(line: 0, scope: !470)
!474 = !DILocation(line: 31, column: 30, scope: !470)
!475 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !217, file: !2, line: 34, type: !436, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !438, retainedNodes: !117)
!476 = !DILocalVariable(name: "this", arg: 1, scope: !475, type: !423, flags: DIFlagArtificial | DIFlagObjectPointer)
!477 = !DILocation(line: 0, scope: !475)
!478 = !DILocation(line: 34, column: 8, scope: !475)
!479 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !217, file: !2, line: 37, type: !246, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !245, retainedNodes: !117)
!480 = !DILocalVariable(name: "this", arg: 1, scope: !479, type: !481, flags: DIFlagArtificial | DIFlagObjectPointer)
!481 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 32)
!482 = !DILocation(line: 0, scope: !479)
!483 = !DILocation(line: 37, column: 31, scope: !479)
!484 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !2, file: !2, line: 79, type: !366, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !117)
!485 = !DILocalVariable(name: "how", arg: 1, scope: !484, file: !2, line: 79, type: !12)
!486 = !DILocation(line: 79, column: 24, scope: !484)
!487 = !DILocalVariable(name: "t", scope: !484, file: !2, line: 80, type: !13)
!488 = !DILocation(line: 80, column: 10, scope: !484)
!489 = !DILocation(line: 80, column: 17, scope: !484)
!490 = !DILocation(line: 80, column: 15, scope: !484)
!491 = !DILocation(line: 82, column: 13, scope: !492)
!492 = distinct !DILexicalBlock(scope: !484, file: !2, line: 81, column: 7)
!493 = !DILocation(line: 82, column: 5, scope: !492)
!494 = !DILocation(line: 83, column: 3, scope: !492)
!495 = !DILocation(line: 87, column: 1, scope: !492)
!496 = !DILocation(line: 84, column: 5, scope: !497)
!497 = distinct !DILexicalBlock(scope: !484, file: !2, line: 83, column: 17)
!498 = !DILocation(line: 85, column: 5, scope: !497)
!499 = !DILocation(line: 87, column: 1, scope: !497)
!500 = !DILocation(line: 86, column: 3, scope: !497)
!501 = !DILocation(line: 87, column: 1, scope: !484)
!502 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !28, file: !2, line: 115, type: !36, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !35, retainedNodes: !117)
!503 = !DILocalVariable(name: "this", arg: 1, scope: !502, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 32)
!505 = !DILocation(line: 0, scope: !502)
!506 = !DILocalVariable(name: "x", arg: 2, scope: !502, file: !2, line: 115, type: !12)
!507 = !DILocation(line: 115, column: 14, scope: !502)
!508 = !DILocation(line: 115, column: 23, scope: !502)
!509 = !DILocation(line: 115, column: 25, scope: !502)
!510 = !DILocation(line: 115, column: 29, scope: !502)
!511 = !DILocation(line: 115, column: 37, scope: !502)
!512 = !DILocation(line: 115, column: 31, scope: !502)
!513 = !DILocation(line: 116, column: 5, scope: !514)
!514 = distinct !DILexicalBlock(scope: !502, file: !2, line: 115, column: 41)
!515 = !DILocation(line: 117, column: 3, scope: !514)
!516 = !DILocation(line: 119, column: 3, scope: !502)
!517 = !DILocalVariable(name: "e", scope: !502, file: !2, line: 117, type: !261)
!518 = !DILocation(line: 117, column: 19, scope: !502)
!519 = !DILocation(line: 118, column: 5, scope: !520)
!520 = distinct !DILexicalBlock(scope: !502, file: !2, line: 117, column: 22)
!521 = !DILocation(line: 119, column: 3, scope: !520)
!522 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !28, file: !2, line: 108, type: !523, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !525, retainedNodes: !117)
!523 = !DISubroutineType(types: !524)
!524 = !{null, !38}
!525 = !DISubprogram(name: "~Holder", scope: !28, type: !523, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!526 = !DILocalVariable(name: "this", arg: 1, scope: !522, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!527 = !DILocation(line: 0, scope: !522)
!528 = !DILocation(line: 108, column: 8, scope: !529)
!529 = distinct !DILexicalBlock(scope: !522, file: !2, line: 108, column: 8)
!530 = !DILocation(line: 108, column: 8, scope: !522)
!531 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !28, file: !2, line: 111, type: !33, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !32, retainedNodes: !117)
!532 = !DILocalVariable(name: "x", arg: 1, scope: !531, file: !2, line: 111, type: !12)
!533 = !DILocation(line: 111, column: 24, scope: !531)
!534 = !DILocation(line: 112, column: 9, scope: !535)
!535 = distinct !DILexicalBlock(scope: !531, file: !2, line: 112, column: 9)
!536 = !DILocation(line: 112, column: 11, scope: !535)
!537 = !DILocation(line: 112, column: 9, scope: !531)
!538 = !DILocation(line: 112, column: 16, scope: !535)
!539 = !DILocation(line: 112, column: 30, scope: !535)
!540 = !DILocation(line: 112, column: 34, scope: !535)
!541 = !DILocation(line: 112, column: 33, scope: !535)
!542 = !DILocation(line: 112, column: 22, scope: !535)
!543 = !DILocation(line: 114, column: 3, scope: !535)
!544 = !DILocation(line: 113, column: 12, scope: !531)
!545 = !DILocation(line: 113, column: 14, scope: !531)
!546 = !DILocation(line: 113, column: 5, scope: !531)
