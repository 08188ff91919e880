; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.NoThrow = type { i8 }
%struct.Error = type { i32 (...)**, i32, i8* }
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

@.str = private unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", align 1
@_ZL6g_live = internal global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1
@_ZL13rethrow_count = internal global i32 0, align 4, !dbg !70
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1
@_ZL6g_nlog = internal global i32 0, align 4, !dbg !72
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL5g_log = internal global [64 x i32] zeroinitializer, align 16, !dbg !74
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1
@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7IoError = linkonce_odr dso_local constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, comdat, align 8
@_ZTI7IoError = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7IoError, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP5Error = linkonce_odr dso_local constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSP5Error, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 8
@_ZTIPKc = external constant i8*
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr dso_local constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Tracer, i32 0, i32 0) }, comdat, align 8
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*), i8* bitcast (i32 (%struct.Error*)* @_ZNK5Error4kindEv to i8*)] }, comdat, align 8
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 8
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 !dbg !85 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !87, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %2, align 4, !dbg !88
  call void @llvm.dbg.declare(metadata i32* %3, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %3, align 4, !dbg !91
  br label %7, !dbg !92

7:                                                ; preds = %20, %0
  %8 = load i32, i32* %3, align 4, !dbg !93
  %9 = icmp sle i32 %8, 7, !dbg !95
  br i1 %9, label %10, label %23, !dbg !96

10:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %4, metadata !97, metadata !DIExpression()), !dbg !99
  %11 = load i32, i32* %3, align 4, !dbg !100
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11), !dbg !101
  store i32 %12, i32* %4, align 4, !dbg !99
  %13 = load i32, i32* %3, align 4, !dbg !102
  %14 = load i32, i32* %4, align 4, !dbg !103
  %15 = load i32, i32* @_ZL6g_live, align 4, !dbg !104
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !105
  %17 = load i32, i32* %4, align 4, !dbg !106
  %18 = load i32, i32* %2, align 4, !dbg !107
  %19 = add nsw i32 %18, %17, !dbg !107
  store i32 %19, i32* %2, align 4, !dbg !107
  br label %20, !dbg !108

20:                                               ; preds = %10
  %21 = load i32, i32* %3, align 4, !dbg !109
  %22 = add nsw i32 %21, 1, !dbg !109
  store i32 %22, i32* %3, align 4, !dbg !109
  br label %7, !dbg !110, !llvm.loop !111

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !114
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !115
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %24, i32 noundef %25), !dbg !116
  %27 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !117
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %27), !dbg !118
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5), !dbg !119
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4), !dbg !120
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef %29, i32 noundef %30), !dbg !121
  call void @llvm.dbg.declare(metadata %struct.NoThrow* %5, metadata !122, metadata !DIExpression()), !dbg !129
  %32 = call noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #12, !dbg !130
  %33 = load i32, i32* %2, align 4, !dbg !131
  %34 = add nsw i32 %33, %32, !dbg !131
  store i32 %34, i32* %2, align 4, !dbg !131
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0)), !dbg !132
  call void @llvm.dbg.declare(metadata i32* %6, metadata !133, metadata !DIExpression()), !dbg !135
  store i32 0, i32* %6, align 4, !dbg !135
  br label %36, !dbg !136

36:                                               ; preds = %46, %23
  %37 = load i32, i32* %6, align 4, !dbg !137
  %38 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !139
  %39 = icmp slt i32 %37, %38, !dbg !140
  br i1 %39, label %40, label %49, !dbg !141

40:                                               ; preds = %36
  %41 = load i32, i32* %6, align 4, !dbg !142
  %42 = sext i32 %41 to i64, !dbg !143
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %42, !dbg !143
  %44 = load i32, i32* %43, align 4, !dbg !143
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %44), !dbg !144
  br label %46, !dbg !144

46:                                               ; preds = %40
  %47 = load i32, i32* %6, align 4, !dbg !145
  %48 = add nsw i32 %47, 1, !dbg !145
  store i32 %48, i32* %6, align 4, !dbg !145
  br label %36, !dbg !146, !llvm.loop !147

49:                                               ; preds = %36
  %50 = load i32, i32* %2, align 4, !dbg !149
  %51 = load i32, i32* @_ZL6g_live, align 4, !dbg !150
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i32 noundef %50, i32 noundef %51), !dbg !151
  %53 = load i32, i32* @_ZL6g_live, align 4, !dbg !152
  %54 = icmp eq i32 %53, 0, !dbg !153
  %55 = zext i1 %54 to i64, !dbg !152
  %56 = select i1 %54, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), !dbg !152
  %57 = call i32 @puts(i8* noundef %56), !dbg !154
  ret i32 0, !dbg !155
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !156 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca %struct.Error*, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.Error*, align 8
  %10 = alloca %struct.IoError*, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !157, metadata !DIExpression()), !dbg !158
  %13 = load i32, i32* %3, align 4, !dbg !159
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15, !dbg !161

14:                                               ; preds = %1
  br label %119, !dbg !162

15:                                               ; preds = %1
  %16 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null, !dbg !163
  %17 = extractvalue { i8*, i32 } %16, 0, !dbg !163
  store i8* %17, i8** %4, align 8, !dbg !163
  %18 = extractvalue { i8*, i32 } %16, 1, !dbg !163
  store i32 %18, i32* %5, align 4, !dbg !163
  br label %19, !dbg !163

19:                                               ; preds = %15
  %20 = load i32, i32* %5, align 4, !dbg !162
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12, !dbg !162
  %22 = icmp eq i32 %20, %21, !dbg !162
  br i1 %22, label %23, label %30, !dbg !162

23:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %12, metadata !164, metadata !DIExpression()), !dbg !165
  %24 = load i8*, i8** %4, align 8, !dbg !166
  %25 = call i8* @__cxa_begin_catch(i8* %24) #12, !dbg !166
  %26 = bitcast i8* %25 to i32*, !dbg !166
  %27 = load i32, i32* %26, align 4, !dbg !166
  store i32 %27, i32* %12, align 4, !dbg !166
  %28 = load i32, i32* %12, align 4, !dbg !168
  %29 = add nsw i32 100, %28, !dbg !170
  store i32 %29, i32* %2, align 4, !dbg !171
  call void @__cxa_end_catch() #12, !dbg !172
  br label %120

30:                                               ; preds = %19
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #12, !dbg !162
  %32 = icmp eq i32 %20, %31, !dbg !162
  br i1 %32, label %33, label %42, !dbg !162

33:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata double* %11, metadata !173, metadata !DIExpression()), !dbg !175
  %34 = load i8*, i8** %4, align 8, !dbg !176
  %35 = call i8* @__cxa_begin_catch(i8* %34) #12, !dbg !176
  %36 = bitcast i8* %35 to double*, !dbg !176
  %37 = load double, double* %36, align 8, !dbg !176
  store double %37, double* %11, align 8, !dbg !176
  %38 = load double, double* %11, align 8, !dbg !178
  %39 = fmul double %38, 2.000000e+00, !dbg !179
  %40 = fptosi double %39 to i32, !dbg !180
  %41 = add nsw i32 200, %40, !dbg !181
  store i32 %41, i32* %2, align 4, !dbg !182
  call void @__cxa_end_catch() #12, !dbg !166
  br label %120

42:                                               ; preds = %30
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12, !dbg !162
  %44 = icmp eq i32 %20, %43, !dbg !162
  br i1 %44, label %45, label %59, !dbg !162

45:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata %struct.IoError** %10, metadata !183, metadata !DIExpression()), !dbg !185
  %46 = load i8*, i8** %4, align 8, !dbg !186
  %47 = call i8* @__cxa_begin_catch(i8* %46) #12, !dbg !186
  %48 = bitcast i8* %47 to %struct.IoError*, !dbg !186
  store %struct.IoError* %48, %struct.IoError** %10, align 8, !dbg !186
  %49 = load %struct.IoError*, %struct.IoError** %10, align 8, !dbg !188
  %50 = bitcast %struct.IoError* %49 to %struct.Error*, !dbg !188
  %51 = getelementptr inbounds %struct.Error, %struct.Error* %50, i32 0, i32 1, !dbg !189
  %52 = load i32, i32* %51, align 8, !dbg !189
  %53 = mul nsw i32 %52, 10, !dbg !190
  %54 = add nsw i32 300, %53, !dbg !191
  %55 = load %struct.IoError*, %struct.IoError** %10, align 8, !dbg !192
  %56 = getelementptr inbounds %struct.IoError, %struct.IoError* %55, i32 0, i32 1, !dbg !193
  %57 = load i32, i32* %56, align 8, !dbg !193
  %58 = add nsw i32 %54, %57, !dbg !194
  store i32 %58, i32* %2, align 4, !dbg !195
  call void @__cxa_end_catch(), !dbg !176
  br label %120

59:                                               ; preds = %42
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !162
  %61 = icmp eq i32 %20, %60, !dbg !162
  br i1 %61, label %62, label %78, !dbg !162

62:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata %struct.Error** %9, metadata !196, metadata !DIExpression()), !dbg !198
  %63 = load i8*, i8** %4, align 8, !dbg !199
  %64 = call i8* @__cxa_begin_catch(i8* %63) #12, !dbg !199
  %65 = bitcast i8* %64 to %struct.Error*, !dbg !199
  store %struct.Error* %65, %struct.Error** %9, align 8, !dbg !199
  %66 = load %struct.Error*, %struct.Error** %9, align 8, !dbg !201
  %67 = getelementptr inbounds %struct.Error, %struct.Error* %66, i32 0, i32 1, !dbg !202
  %68 = load i32, i32* %67, align 8, !dbg !202
  %69 = add nsw i32 400, %68, !dbg !203
  %70 = load %struct.Error*, %struct.Error** %9, align 8, !dbg !204
  %71 = bitcast %struct.Error* %70 to i32 (%struct.Error*)***, !dbg !205
  %72 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %71, align 8, !dbg !205
  %73 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %72, i64 2, !dbg !205
  %74 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %73, align 8, !dbg !205
  %75 = invoke noundef i32 %74(%struct.Error* noundef nonnull align 8 dereferenceable(24) %70)
          to label %76 unwind label %114, !dbg !205

76:                                               ; preds = %62
  %77 = add nsw i32 %69, %75, !dbg !206
  store i32 %77, i32* %2, align 4, !dbg !207
  call void @__cxa_end_catch(), !dbg !186
  br label %120

78:                                               ; preds = %59
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #12, !dbg !162
  %80 = icmp eq i32 %20, %79, !dbg !162
  br i1 %80, label %81, label %98, !dbg !162

81:                                               ; preds = %78
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !208, metadata !DIExpression()), !dbg !210
  %82 = load i8*, i8** %4, align 8, !dbg !211
  %83 = call i8* @__cxa_begin_catch(i8* %82) #12, !dbg !211
  %84 = bitcast i8* %83 to %struct.Error*, !dbg !211
  store %struct.Error* %84, %struct.Error** %7, align 8, !dbg !211
  call void @llvm.dbg.declare(metadata i32* %8, metadata !213, metadata !DIExpression()), !dbg !214
  %85 = load %struct.Error*, %struct.Error** %7, align 8, !dbg !215
  %86 = getelementptr inbounds %struct.Error, %struct.Error* %85, i32 0, i32 1, !dbg !216
  %87 = load i32, i32* %86, align 8, !dbg !216
  %88 = add nsw i32 500, %87, !dbg !217
  store i32 %88, i32* %8, align 4, !dbg !214
  %89 = load %struct.Error*, %struct.Error** %7, align 8, !dbg !218
  %90 = icmp eq %struct.Error* %89, null, !dbg !219
  br i1 %90, label %96, label %91, !dbg !219

91:                                               ; preds = %81
  %92 = bitcast %struct.Error* %89 to void (%struct.Error*)***, !dbg !219
  %93 = load void (%struct.Error*)**, void (%struct.Error*)*** %92, align 8, !dbg !219
  %94 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %93, i64 1, !dbg !219
  %95 = load void (%struct.Error*)*, void (%struct.Error*)** %94, align 8, !dbg !219
  call void %95(%struct.Error* noundef nonnull align 8 dereferenceable(24) %89) #12, !dbg !219
  br label %96, !dbg !219

96:                                               ; preds = %91, %81
  %97 = load i32, i32* %8, align 4, !dbg !220
  store i32 %97, i32* %2, align 4, !dbg !221
  call void @__cxa_end_catch() #12, !dbg !199
  br label %120

98:                                               ; preds = %78
  %99 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #12, !dbg !162
  %100 = icmp eq i32 %20, %99, !dbg !162
  br i1 %100, label %101, label %111, !dbg !162

101:                                              ; preds = %98
  call void @llvm.dbg.declare(metadata i8** %6, metadata !222, metadata !DIExpression()), !dbg !223
  %102 = load i8*, i8** %4, align 8, !dbg !224
  %103 = call i8* @__cxa_begin_catch(i8* %102) #12, !dbg !224
  store i8* %103, i8** %6, align 8, !dbg !224
  %104 = load i8*, i8** %6, align 8, !dbg !226
  %105 = getelementptr inbounds i8, i8* %104, i64 0, !dbg !226
  %106 = load i8, i8* %105, align 1, !dbg !226
  %107 = sext i8 %106 to i32, !dbg !226
  %108 = icmp eq i32 %107, 99, !dbg !227
  %109 = zext i1 %108 to i32, !dbg !228
  %110 = add nsw i32 600, %109, !dbg !229
  store i32 %110, i32* %2, align 4, !dbg !230
  call void @__cxa_end_catch() #12, !dbg !211
  br label %120

111:                                              ; preds = %98
  %112 = load i8*, i8** %4, align 8, !dbg !162
  %113 = call i8* @__cxa_begin_catch(i8* %112) #12, !dbg !162
  store i32 999, i32* %2, align 4, !dbg !231
  call void @__cxa_end_catch(), !dbg !224
  br label %120

114:                                              ; preds = %62
  %115 = landingpad { i8*, i32 }
          cleanup, !dbg !232
  %116 = extractvalue { i8*, i32 } %115, 0, !dbg !232
  store i8* %116, i8** %4, align 8, !dbg !232
  %117 = extractvalue { i8*, i32 } %115, 1, !dbg !232
  store i32 %117, i32* %5, align 4, !dbg !232
  invoke void @__cxa_end_catch()
          to label %118 unwind label %127, !dbg !186

118:                                              ; preds = %114
  br label %122, !dbg !186

119:                                              ; preds = %14
  store i32 0, i32* %2, align 4, !dbg !233
  br label %120, !dbg !233

120:                                              ; preds = %119, %23, %33, %45, %76, %96, %101, %111
  %121 = load i32, i32* %2, align 4, !dbg !234
  ret i32 %121, !dbg !234

122:                                              ; preds = %118
  %123 = load i8*, i8** %4, align 8, !dbg !186
  %124 = load i32, i32* %5, align 4, !dbg !186
  %125 = insertvalue { i8*, i32 } undef, i8* %123, 0, !dbg !186
  %126 = insertvalue { i8*, i32 } %125, i32 %124, 1, !dbg !186
  resume { i8*, i32 } %126, !dbg !186

127:                                              ; preds = %114
  %128 = landingpad { i8*, i32 }
          catch i8* null, !dbg !186
  %129 = extractvalue { i8*, i32 } %128, 0, !dbg !186
  call void @__clang_call_terminate(i8* %129) #13, !dbg !186
  unreachable, !dbg !186
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !235 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !236, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.declare(metadata i32* %3, metadata !238, metadata !DIExpression()), !dbg !239
  store i32 0, i32* %3, align 4, !dbg !239
  %8 = load i32, i32* %2, align 4, !dbg !240
  invoke void @_ZL6middlei(i32 noundef %8)
          to label %9 unwind label %10, !dbg !243

9:                                                ; preds = %1
  br label %59, !dbg !244

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !245
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !245
  store i8* %12, i8** %4, align 8, !dbg !245
  %13 = extractvalue { i8*, i32 } %11, 1, !dbg !245
  store i32 %13, i32* %5, align 4, !dbg !245
  br label %14, !dbg !245

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4, !dbg !244
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12, !dbg !244
  %17 = icmp eq i32 %15, %16, !dbg !244
  br i1 %17, label %18, label %40, !dbg !244

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %6, metadata !246, metadata !DIExpression()), !dbg !247
  %19 = load i8*, i8** %4, align 8, !dbg !244
  %20 = call i8* @__cxa_begin_catch(i8* %19) #12, !dbg !244
  %21 = bitcast i8* %20 to i32*, !dbg !244
  %22 = load i32, i32* %21, align 4, !dbg !244
  store i32 %22, i32* %6, align 4, !dbg !244
  %23 = load i32, i32* %6, align 4, !dbg !248
  %24 = load i32, i32* %3, align 4, !dbg !250
  %25 = add nsw i32 %24, %23, !dbg !250
  store i32 %25, i32* %3, align 4, !dbg !250
  %26 = call i8* @__cxa_allocate_exception(i64 24) #12, !dbg !251
  %27 = bitcast i8* %26 to %struct.Error*, !dbg !251
  %28 = load i32, i32* %6, align 4, !dbg !252
  %29 = add nsw i32 %28, 1, !dbg !253
  invoke void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 8 dereferenceable(24) %27, i32 noundef %29, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0))
          to label %30 unwind label %31, !dbg !254

30:                                               ; preds = %18
  invoke void @__cxa_throw(i8* %26, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %60 unwind label %35, !dbg !251

31:                                               ; preds = %18
  %32 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !255
  %33 = extractvalue { i8*, i32 } %32, 0, !dbg !255
  store i8* %33, i8** %4, align 8, !dbg !255
  %34 = extractvalue { i8*, i32 } %32, 1, !dbg !255
  store i32 %34, i32* %5, align 4, !dbg !255
  call void @__cxa_free_exception(i8* %26) #12, !dbg !251
  br label %39, !dbg !251

35:                                               ; preds = %30
  %36 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !255
  %37 = extractvalue { i8*, i32 } %36, 0, !dbg !255
  store i8* %37, i8** %4, align 8, !dbg !255
  %38 = extractvalue { i8*, i32 } %36, 1, !dbg !255
  store i32 %38, i32* %5, align 4, !dbg !255
  br label %39, !dbg !255

39:                                               ; preds = %35, %31
  call void @__cxa_end_catch() #12, !dbg !256
  br label %40, !dbg !256

40:                                               ; preds = %39, %14
  %41 = load i32, i32* %5, align 4, !dbg !257
  %42 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !257
  %43 = icmp eq i32 %41, %42, !dbg !257
  br i1 %43, label %44, label %56, !dbg !257

44:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !258, metadata !DIExpression()), !dbg !259
  %45 = load i8*, i8** %4, align 8, !dbg !260
  %46 = call i8* @__cxa_begin_catch(i8* %45) #12, !dbg !260
  %47 = bitcast i8* %46 to %struct.Error*, !dbg !260
  store %struct.Error* %47, %struct.Error** %7, align 8, !dbg !260
  %48 = load %struct.Error*, %struct.Error** %7, align 8, !dbg !262
  %49 = getelementptr inbounds %struct.Error, %struct.Error* %48, i32 0, i32 1, !dbg !264
  %50 = load i32, i32* %49, align 8, !dbg !264
  %51 = mul nsw i32 %50, 100, !dbg !265
  %52 = load i32, i32* %3, align 4, !dbg !266
  %53 = add nsw i32 %52, %51, !dbg !266
  store i32 %53, i32* %3, align 4, !dbg !266
  call void @__cxa_end_catch(), !dbg !267
  br label %54, !dbg !267

54:                                               ; preds = %44, %56, %59
  %55 = load i32, i32* %3, align 4, !dbg !268
  ret i32 %55, !dbg !269

56:                                               ; preds = %40
  %57 = load i8*, i8** %4, align 8, !dbg !257
  %58 = call i8* @__cxa_begin_catch(i8* %57) #12, !dbg !257
  store i32 -1, i32* %3, align 4, !dbg !270
  call void @__cxa_end_catch(), !dbg !260
  br label %54, !dbg !260

59:                                               ; preds = %9
  br label %54, !dbg !257

60:                                               ; preds = %30
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !271 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.IoError*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !272, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.declare(metadata %struct.Holder* %4, metadata !274, metadata !DIExpression()), !dbg !276
  %8 = load i32, i32* %3, align 4, !dbg !277
  invoke void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %8)
          to label %9 unwind label %12, !dbg !276

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Holder, %struct.Holder* %4, i32 0, i32 1, !dbg !278
  %11 = load i32, i32* %10, align 4, !dbg !278
  store i32 %11, i32* %2, align 4, !dbg !279
  call void @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4) #12, !dbg !280
  br label %29

12:                                               ; preds = %1
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), !dbg !281
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !281
  store i8* %14, i8** %5, align 8, !dbg !281
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !281
  store i32 %15, i32* %6, align 4, !dbg !281
  br label %16, !dbg !281

16:                                               ; preds = %12
  %17 = load i32, i32* %6, align 4, !dbg !282
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12, !dbg !282
  %19 = icmp eq i32 %17, %18, !dbg !282
  br i1 %19, label %20, label %31, !dbg !282

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata %struct.IoError** %7, metadata !283, metadata !DIExpression()), !dbg !284
  %21 = load i8*, i8** %5, align 8, !dbg !282
  %22 = call i8* @__cxa_begin_catch(i8* %21) #12, !dbg !282
  %23 = bitcast i8* %22 to %struct.IoError*, !dbg !282
  store %struct.IoError* %23, %struct.IoError** %7, align 8, !dbg !282
  %24 = load %struct.IoError*, %struct.IoError** %7, align 8, !dbg !285
  %25 = getelementptr inbounds %struct.IoError, %struct.IoError* %24, i32 0, i32 1, !dbg !287
  %26 = load i32, i32* %25, align 8, !dbg !287
  %27 = add nsw i32 -1000, %26, !dbg !288
  store i32 %27, i32* %2, align 4, !dbg !289
  call void @__cxa_end_catch(), !dbg !290
  br label %29

28:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !290
  unreachable, !dbg !290

29:                                               ; preds = %20, %9
  %30 = load i32, i32* %2, align 4, !dbg !291
  ret i32 %30, !dbg !291

31:                                               ; preds = %16
  %32 = load i8*, i8** %5, align 8, !dbg !282
  %33 = load i32, i32* %6, align 4, !dbg !282
  %34 = insertvalue { i8*, i32 } undef, i8* %32, 0, !dbg !282
  %35 = insertvalue { i8*, i32 } %34, i32 %33, 1, !dbg !282
  resume { i8*, i32 } %35, !dbg !282
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 comdat align 2 !dbg !292 {
  %3 = alloca %struct.NoThrow*, align 8
  %4 = alloca i32, align 4
  store %struct.NoThrow* %0, %struct.NoThrow** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.NoThrow** %3, metadata !293, metadata !DIExpression()), !dbg !295
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !296, metadata !DIExpression()), !dbg !297
  %5 = load %struct.NoThrow*, %struct.NoThrow** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !298
  %7 = add nsw i32 %6, 1, !dbg !299
  ret i32 %7, !dbg !300
}

declare dso_local i32 @puts(i8* noundef) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !301 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !304, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !306, metadata !DIExpression()), !dbg !307
  %6 = load i32, i32* %2, align 4, !dbg !308
  call void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6), !dbg !307
  %7 = load i32, i32* %2, align 4, !dbg !309
  switch i32 %7, label %61 [
    i32 0, label %8
    i32 1, label %15
    i32 2, label %18
    i32 3, label %26
    i32 4, label %34
    i32 5, label %50
    i32 6, label %53
  ], !dbg !310

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i64 4) #12, !dbg !311
  %10 = bitcast i8* %9 to i32*, !dbg !311
  store i32 42, i32* %10, align 16, !dbg !311
  invoke void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #14
          to label %69 unwind label %11, !dbg !311

11:                                               ; preds = %56, %50, %40, %29, %21, %15, %8
  %12 = landingpad { i8*, i32 }
          cleanup, !dbg !313
  %13 = extractvalue { i8*, i32 } %12, 0, !dbg !313
  store i8* %13, i8** %4, align 8, !dbg !313
  %14 = extractvalue { i8*, i32 } %12, 1, !dbg !313
  store i32 %14, i32* %5, align 4, !dbg !313
  br label %63, !dbg !313

15:                                               ; preds = %1
  %16 = call i8* @__cxa_allocate_exception(i64 8) #12, !dbg !314
  %17 = bitcast i8* %16 to double*, !dbg !314
  store double 3.500000e+00, double* %17, align 16, !dbg !314
  invoke void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTId to i8*), i8* null) #14
          to label %69 unwind label %11, !dbg !314

18:                                               ; preds = %1
  %19 = call i8* @__cxa_allocate_exception(i64 24) #12, !dbg !315
  %20 = bitcast i8* %19 to %struct.Error*, !dbg !315
  invoke void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 8 dereferenceable(24) %20, i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0))
          to label %21 unwind label %22, !dbg !316

21:                                               ; preds = %18
  invoke void @__cxa_throw(i8* %19, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %69 unwind label %11, !dbg !315

22:                                               ; preds = %18
  %23 = landingpad { i8*, i32 }
          cleanup, !dbg !313
  %24 = extractvalue { i8*, i32 } %23, 0, !dbg !313
  store i8* %24, i8** %4, align 8, !dbg !313
  %25 = extractvalue { i8*, i32 } %23, 1, !dbg !313
  store i32 %25, i32* %5, align 4, !dbg !313
  call void @__cxa_free_exception(i8* %19) #12, !dbg !315
  br label %63, !dbg !315

26:                                               ; preds = %1
  %27 = call i8* @__cxa_allocate_exception(i64 32) #12, !dbg !317
  %28 = bitcast i8* %27 to %struct.IoError*, !dbg !317
  invoke void @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %28, i32 noundef 9, i32 noundef 3)
          to label %29 unwind label %30, !dbg !318

29:                                               ; preds = %26
  invoke void @__cxa_throw(i8* %27, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*)) #14
          to label %69 unwind label %11, !dbg !317

30:                                               ; preds = %26
  %31 = landingpad { i8*, i32 }
          cleanup, !dbg !313
  %32 = extractvalue { i8*, i32 } %31, 0, !dbg !313
  store i8* %32, i8** %4, align 8, !dbg !313
  %33 = extractvalue { i8*, i32 } %31, 1, !dbg !313
  store i32 %33, i32* %5, align 4, !dbg !313
  call void @__cxa_free_exception(i8* %27) #12, !dbg !317
  br label %63, !dbg !317

34:                                               ; preds = %1
  %35 = call i8* @__cxa_allocate_exception(i64 8) #12, !dbg !319
  %36 = bitcast i8* %35 to %struct.Error**, !dbg !319
  %37 = invoke noalias noundef nonnull i8* @_Znwy(i64 noundef 24) #15
          to label %38 unwind label %41, !dbg !320, !heapallocsite !21

38:                                               ; preds = %34
  %39 = bitcast i8* %37 to %struct.Error*, !dbg !320
  invoke void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 8 dereferenceable(24) %39, i32 noundef 11, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0))
          to label %40 unwind label %45, !dbg !321

40:                                               ; preds = %38
  store %struct.Error* %39, %struct.Error** %36, align 16, !dbg !319
  invoke void @__cxa_throw(i8* %35, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #14
          to label %69 unwind label %11, !dbg !319

41:                                               ; preds = %34
  %42 = landingpad { i8*, i32 }
          cleanup, !dbg !313
  %43 = extractvalue { i8*, i32 } %42, 0, !dbg !313
  store i8* %43, i8** %4, align 8, !dbg !313
  %44 = extractvalue { i8*, i32 } %42, 1, !dbg !313
  store i32 %44, i32* %5, align 4, !dbg !313
  br label %49, !dbg !313

45:                                               ; preds = %38
  %46 = landingpad { i8*, i32 }
          cleanup, !dbg !313
  %47 = extractvalue { i8*, i32 } %46, 0, !dbg !313
  store i8* %47, i8** %4, align 8, !dbg !313
  %48 = extractvalue { i8*, i32 } %46, 1, !dbg !313
  store i32 %48, i32* %5, align 4, !dbg !313
  call void @_ZdlPv(i8* noundef %37) #16, !dbg !320
  br label %49, !dbg !320

49:                                               ; preds = %45, %41
  call void @__cxa_free_exception(i8* %35) #12, !dbg !319
  br label %63, !dbg !319

50:                                               ; preds = %1
  %51 = call i8* @__cxa_allocate_exception(i64 8) #12, !dbg !322
  %52 = bitcast i8* %51 to i8**, !dbg !322
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8** %52, align 16, !dbg !322
  invoke void @__cxa_throw(i8* %51, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #14
          to label %69 unwind label %11, !dbg !322

53:                                               ; preds = %1
  %54 = call i8* @__cxa_allocate_exception(i64 4) #12, !dbg !323
  %55 = bitcast i8* %54 to %struct.Tracer*, !dbg !323
  invoke void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %55, i32 noundef 600)
          to label %56 unwind label %57, !dbg !324

56:                                               ; preds = %53
  invoke void @__cxa_throw(i8* %54, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #14
          to label %69 unwind label %11, !dbg !323

57:                                               ; preds = %53
  %58 = landingpad { i8*, i32 }
          cleanup, !dbg !313
  %59 = extractvalue { i8*, i32 } %58, 0, !dbg !313
  store i8* %59, i8** %4, align 8, !dbg !313
  %60 = extractvalue { i8*, i32 } %58, 1, !dbg !313
  store i32 %60, i32* %5, align 4, !dbg !313
  call void @__cxa_free_exception(i8* %54) #12, !dbg !323
  br label %63, !dbg !323

61:                                               ; preds = %1
  br label %62, !dbg !325

62:                                               ; preds = %61
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !326
  ret void, !dbg !326

63:                                               ; preds = %57, %49, %30, %22, %11
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !326
  br label %64, !dbg !326

64:                                               ; preds = %63
  %65 = load i8*, i8** %4, align 8, !dbg !326
  %66 = load i32, i32* %5, align 4, !dbg !326
  %67 = insertvalue { i8*, i32 } undef, i8* %65, 0, !dbg !326
  %68 = insertvalue { i8*, i32 } %67, i32 %66, 1, !dbg !326
  resume { i8*, i32 } %68, !dbg !326

69:                                               ; preds = %56, %50, %40, %29, %21, %15, %8
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #12
  call void @_ZSt9terminatev() #13
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 !dbg !327 {
  %3 = alloca %struct.Tracer*, align 8
  %4 = alloca i32, align 4
  store %struct.Tracer* %0, %struct.Tracer** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Tracer** %3, metadata !328, metadata !DIExpression()), !dbg !330
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !331, metadata !DIExpression()), !dbg !332
  %5 = load %struct.Tracer*, %struct.Tracer** %3, align 8
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !333
  %7 = load i32, i32* %4, align 4, !dbg !334
  store i32 %7, i32* %6, align 4, !dbg !333
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !335
  %9 = add nsw i32 %8, 1, !dbg !335
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !335
  %10 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !337
  %11 = load i32, i32* %10, align 4, !dbg !337
  call void @_ZL4notei(i32 noundef %11), !dbg !338
  ret void, !dbg !339
}

declare dso_local i8* @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #8 comdat align 2 !dbg !340 {
  %4 = alloca %struct.Error*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  store %struct.Error* %0, %struct.Error** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %4, metadata !341, metadata !DIExpression()), !dbg !342
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !343, metadata !DIExpression()), !dbg !344
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !345, metadata !DIExpression()), !dbg !346
  %7 = load %struct.Error*, %struct.Error** %4, align 8
  %8 = bitcast %struct.Error* %7 to i32 (...)***, !dbg !347
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 8, !dbg !347
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 1, !dbg !348
  %10 = load i32, i32* %5, align 4, !dbg !349
  store i32 %10, i32* %9, align 8, !dbg !348
  %11 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 2, !dbg !350
  %12 = load i8*, i8** %6, align 8, !dbg !351
  store i8* %12, i8** %11, align 8, !dbg !350
  ret void, !dbg !352
}

declare dso_local void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #8 comdat align 2 !dbg !353 {
  %2 = alloca %struct.Error*, align 8
  store %struct.Error* %0, %struct.Error** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !354, metadata !DIExpression()), !dbg !355
  %3 = load %struct.Error*, %struct.Error** %2, align 8
  ret void, !dbg !356
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 comdat align 2 !dbg !357 {
  %4 = alloca %struct.IoError*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.IoError* %0, %struct.IoError** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %4, metadata !358, metadata !DIExpression()), !dbg !360
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !361, metadata !DIExpression()), !dbg !362
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !363, metadata !DIExpression()), !dbg !364
  %7 = load %struct.IoError*, %struct.IoError** %4, align 8
  %8 = bitcast %struct.IoError* %7 to %struct.Error*, !dbg !365
  %9 = load i32, i32* %5, align 4, !dbg !366
  call void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 8 dereferenceable(24) %8, i32 noundef %9, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0)), !dbg !367
  %10 = bitcast %struct.IoError* %7 to i32 (...)***, !dbg !365
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 8, !dbg !365
  %11 = getelementptr inbounds %struct.IoError, %struct.IoError* %7, i32 0, i32 1, !dbg !368
  %12 = load i32, i32* %6, align 4, !dbg !369
  store i32 %12, i32* %11, align 8, !dbg !368
  ret void, !dbg !370
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #8 comdat align 2 !dbg !371 {
  %2 = alloca %struct.IoError*, align 8
  store %struct.IoError* %0, %struct.IoError** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !375, metadata !DIExpression()), !dbg !376
  %3 = load %struct.IoError*, %struct.IoError** %2, align 8
  %4 = bitcast %struct.IoError* %3 to %struct.Error*, !dbg !377
  call void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %4) #12, !dbg !377
  ret void, !dbg !379
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @_Znwy(i64 noundef) #9

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(i8* noundef) #10

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !380 {
  %2 = alloca %struct.Tracer*, align 8
  store %struct.Tracer* %0, %struct.Tracer** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Tracer** %2, metadata !381, metadata !DIExpression()), !dbg !382
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 8
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !383
  %5 = add nsw i32 %4, -1, !dbg !383
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !383
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0, !dbg !385
  %7 = load i32, i32* %6, align 4, !dbg !385
  %8 = sub nsw i32 0, %7, !dbg !386
  call void @_ZL4notei(i32 noundef %8), !dbg !387
  ret void, !dbg !388
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL4notei(i32 noundef %0) #4 !dbg !389 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !390, metadata !DIExpression()), !dbg !391
  %3 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !392
  %4 = icmp slt i32 %3, 64, !dbg !394
  br i1 %4, label %5, label %11, !dbg !395

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !396
  %7 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !397
  %8 = add nsw i32 %7, 1, !dbg !397
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !397
  %9 = sext i32 %7 to i64, !dbg !398
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %9, !dbg !398
  store i32 %6, i32* %10, align 4, !dbg !399
  br label %11, !dbg !398

11:                                               ; preds = %5, %1
  ret void, !dbg !400
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #8 comdat align 2 !dbg !401 {
  %2 = alloca %struct.Error*, align 8
  store %struct.Error* %0, %struct.Error** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !402, metadata !DIExpression()), !dbg !403
  %3 = load %struct.Error*, %struct.Error** %2, align 8
  call void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %3) #12, !dbg !404
  %4 = bitcast %struct.Error* %3 to i8*, !dbg !404
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !404
  ret void, !dbg !405
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !406 {
  %2 = alloca %struct.Error*, align 8
  store %struct.Error* %0, %struct.Error** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !407, metadata !DIExpression()), !dbg !409
  %3 = load %struct.Error*, %struct.Error** %2, align 8
  ret i32 1, !dbg !410
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #8 comdat align 2 !dbg !411 {
  %2 = alloca %struct.IoError*, align 8
  store %struct.IoError* %0, %struct.IoError** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !412, metadata !DIExpression()), !dbg !413
  %3 = load %struct.IoError*, %struct.IoError** %2, align 8
  call void @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %3) #12, !dbg !414
  %4 = bitcast %struct.IoError* %3 to i8*, !dbg !414
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !414
  ret void, !dbg !414
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #4 comdat align 2 !dbg !415 {
  %2 = alloca %struct.IoError*, align 8
  store %struct.IoError* %0, %struct.IoError** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !416, metadata !DIExpression()), !dbg !418
  %3 = load %struct.IoError*, %struct.IoError** %2, align 8
  ret i32 2, !dbg !419
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !420 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !421, metadata !DIExpression()), !dbg !422
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !423, metadata !DIExpression()), !dbg !424
  %6 = load i32, i32* %2, align 4, !dbg !425
  %7 = add nsw i32 50, %6, !dbg !426
  call void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7), !dbg !424
  %8 = load i32, i32* %2, align 4, !dbg !427
  invoke void @_ZL7throweri(i32 noundef %8)
          to label %9 unwind label %10, !dbg !429

9:                                                ; preds = %1
  br label %24, !dbg !430

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !431
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !431
  store i8* %12, i8** %4, align 8, !dbg !431
  %13 = extractvalue { i8*, i32 } %11, 1, !dbg !431
  store i32 %13, i32* %5, align 4, !dbg !431
  br label %14, !dbg !431

14:                                               ; preds = %10
  %15 = load i8*, i8** %4, align 8, !dbg !430
  %16 = call i8* @__cxa_begin_catch(i8* %15) #12, !dbg !430
  %17 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !432
  %18 = add nsw i32 %17, 1, !dbg !432
  store i32 %18, i32* @_ZL13rethrow_count, align 4, !dbg !432
  invoke void @__cxa_rethrow() #14
          to label %33 unwind label %19, !dbg !434

19:                                               ; preds = %14
  %20 = landingpad { i8*, i32 }
          cleanup, !dbg !435
  %21 = extractvalue { i8*, i32 } %20, 0, !dbg !435
  store i8* %21, i8** %4, align 8, !dbg !435
  %22 = extractvalue { i8*, i32 } %20, 1, !dbg !435
  store i32 %22, i32* %5, align 4, !dbg !435
  invoke void @__cxa_end_catch()
          to label %23 unwind label %30, !dbg !436

23:                                               ; preds = %19
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !437
  br label %25, !dbg !437

24:                                               ; preds = %9
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !437
  ret void, !dbg !437

25:                                               ; preds = %23
  %26 = load i8*, i8** %4, align 8, !dbg !437
  %27 = load i32, i32* %5, align 4, !dbg !437
  %28 = insertvalue { i8*, i32 } undef, i8* %26, 0, !dbg !437
  %29 = insertvalue { i8*, i32 } %28, i32 %27, 1, !dbg !437
  resume { i8*, i32 } %29, !dbg !437

30:                                               ; preds = %19
  %31 = landingpad { i8*, i32 }
          catch i8* null, !dbg !436
  %32 = extractvalue { i8*, i32 } %31, 0, !dbg !436
  call void @__clang_call_terminate(i8* %32) #13, !dbg !436
  unreachable, !dbg !436

33:                                               ; preds = %14
  unreachable
}

declare dso_local void @__cxa_rethrow()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !438 {
  %3 = alloca %struct.Holder*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 8
  store %struct.Holder* %0, %struct.Holder** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Holder** %3, metadata !439, metadata !DIExpression()), !dbg !441
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !442, metadata !DIExpression()), !dbg !443
  %8 = load %struct.Holder*, %struct.Holder** %3, align 8
  %9 = getelementptr inbounds %struct.Holder, %struct.Holder* %8, i32 0, i32 0, !dbg !444
  %10 = load i32, i32* %4, align 4, !dbg !445
  invoke void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %11 unwind label %16, !dbg !444

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Holder, %struct.Holder* %8, i32 0, i32 1, !dbg !446
  %13 = load i32, i32* %4, align 4, !dbg !447
  %14 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %13)
          to label %15 unwind label %20, !dbg !448

15:                                               ; preds = %11
  store i32 %14, i32* %12, align 4, !dbg !446
  call void @_ZL4notei(i32 noundef 777), !dbg !449
  br label %38, !dbg !451

16:                                               ; preds = %2
  %17 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !452
  %18 = extractvalue { i8*, i32 } %17, 0, !dbg !452
  store i8* %18, i8** %5, align 8, !dbg !452
  %19 = extractvalue { i8*, i32 } %17, 1, !dbg !452
  store i32 %19, i32* %6, align 4, !dbg !452
  br label %24, !dbg !452

20:                                               ; preds = %11
  %21 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !452
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !452
  store i8* %22, i8** %5, align 8, !dbg !452
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !452
  store i32 %23, i32* %6, align 4, !dbg !452
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %9) #12, !dbg !451
  br label %24, !dbg !451

24:                                               ; preds = %20, %16
  %25 = load i32, i32* %6, align 4, !dbg !451
  %26 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !451
  %27 = icmp eq i32 %25, %26, !dbg !451
  br i1 %27, label %28, label %39, !dbg !451

28:                                               ; preds = %24
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !453, metadata !DIExpression()), !dbg !454
  %29 = load i8*, i8** %5, align 8, !dbg !451
  %30 = call i8* @__cxa_begin_catch(i8* %29) #12, !dbg !451
  %31 = bitcast i8* %30 to %struct.Error*, !dbg !451
  store %struct.Error* %31, %struct.Error** %7, align 8, !dbg !451
  call void @_ZL4notei(i32 noundef 888), !dbg !455
  invoke void @__cxa_rethrow()
          to label %32 unwind label %33, !dbg !457

32:                                               ; preds = %28
  unreachable, !dbg !457

33:                                               ; preds = %28
  %34 = landingpad { i8*, i32 }
          cleanup, !dbg !452
  %35 = extractvalue { i8*, i32 } %34, 0, !dbg !452
  store i8* %35, i8** %5, align 8, !dbg !452
  %36 = extractvalue { i8*, i32 } %34, 1, !dbg !452
  store i32 %36, i32* %6, align 4, !dbg !452
  invoke void @__cxa_end_catch()
          to label %37 unwind label %44, !dbg !457

37:                                               ; preds = %33
  br label %39, !dbg !457

38:                                               ; preds = %15
  ret void, !dbg !452

39:                                               ; preds = %37, %24
  %40 = load i8*, i8** %5, align 8, !dbg !451
  %41 = load i32, i32* %6, align 4, !dbg !451
  %42 = insertvalue { i8*, i32 } undef, i8* %40, 0, !dbg !451
  %43 = insertvalue { i8*, i32 } %42, i32 %41, 1, !dbg !451
  resume { i8*, i32 } %43, !dbg !451

44:                                               ; preds = %33
  %45 = landingpad { i8*, i32 }
          catch i8* null, !dbg !457
  %46 = extractvalue { i8*, i32 } %45, 0, !dbg !457
  call void @__clang_call_terminate(i8* %46) #13, !dbg !457
  unreachable, !dbg !457
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 !dbg !458 {
  %2 = alloca %struct.Holder*, align 8
  store %struct.Holder* %0, %struct.Holder** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Holder** %2, metadata !462, metadata !DIExpression()), !dbg !463
  %3 = load %struct.Holder*, %struct.Holder** %2, align 8
  %4 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0, !dbg !464
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %4) #12, !dbg !464
  ret void, !dbg !466
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #11

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !467 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !468, metadata !DIExpression()), !dbg !469
  %5 = load i32, i32* %2, align 4, !dbg !470
  %6 = icmp slt i32 %5, 0, !dbg !472
  br i1 %6, label %7, label %18, !dbg !473

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i64 32) #12, !dbg !474
  %9 = bitcast i8* %8 to %struct.IoError*, !dbg !474
  %10 = load i32, i32* %2, align 4, !dbg !475
  %11 = load i32, i32* %2, align 4, !dbg !476
  %12 = sub nsw i32 0, %11, !dbg !477
  invoke void @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %9, i32 noundef %10, i32 noundef %12)
          to label %13 unwind label %14, !dbg !478

13:                                               ; preds = %7
  call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*)) #14, !dbg !474
  unreachable, !dbg !474

14:                                               ; preds = %7
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !479
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !479
  store i8* %16, i8** %3, align 8, !dbg !479
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !479
  store i32 %17, i32* %4, align 4, !dbg !479
  call void @__cxa_free_exception(i8* %8) #12, !dbg !474
  br label %21, !dbg !474

18:                                               ; preds = %1
  %19 = load i32, i32* %2, align 4, !dbg !480
  %20 = mul nsw i32 %19, 2, !dbg !481
  ret i32 %20, !dbg !482

21:                                               ; preds = %14
  %22 = load i8*, i8** %3, align 8, !dbg !474
  %23 = load i32, i32* %4, align 4, !dbg !474
  %24 = insertvalue { i8*, i32 } undef, i8* %22, 0, !dbg !474
  %25 = insertvalue { i8*, i32 } %24, i32 %23, 1, !dbg !474
  resume { i8*, i32 } %25, !dbg !474
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { cold noreturn nounwind }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83}
!llvm.ident = !{!84}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", linkageName: "_ZL6g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !69, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus")
!4 = !{!5, !6, !21, !45, !58}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tracer", file: !3, line: 19, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, identifier: "_ZTS6Tracer")
!7 = !{!8, !9, !13, !18}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !6, file: !3, line: 20, baseType: !5, size: 32)
!9 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !5}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!13 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: 0)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !12, !16}
!16 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!18 = !DISubprogram(name: "~Tracer", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !12}
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 26, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !22, vtableHolder: !21, identifier: "_ZTS5Error")
!22 = !{!23, !28, !29, !33, !37, !40}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !24, size: 64, flags: DIFlagArtificial)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !26, size: 64)
!26 = !DISubroutineType(types: !27)
!27 = !{!5}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !21, file: !3, line: 27, baseType: !5, size: 32, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !21, file: !3, line: 28, baseType: !30, size: 64, offset: 128)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!33 = !DISubprogram(name: "Error", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped, spFlags: 0)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !36, !5, !30}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!37 = !DISubprogram(name: "~Error", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, containingType: !21, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !36}
!40 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, containingType: !21, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!41 = !DISubroutineType(types: !42)
!42 = !{!5, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, vtableHolder: !21, identifier: "_ZTS7IoError")
!46 = !{!47, !48, !49, !53}
!47 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !45, baseType: !21, extraData: i32 0)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !45, file: !3, line: 35, baseType: !5, size: 32, offset: 192)
!49 = !DISubprogram(name: "IoError", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52, !5, !5}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, containingType: !45, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!54 = !DISubroutineType(types: !55)
!55 = !{!5, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !3, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !59, identifier: "_ZTS6Holder")
!59 = !{!60, !61, !62, !65}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !58, file: !3, line: 109, baseType: !6, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !58, file: !3, line: 110, baseType: !5, size: 32, offset: 32)
!62 = !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!63 = !DISubroutineType(types: !64)
!64 = !{!5, !5}
!65 = !DISubprogram(name: "Holder", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped, spFlags: 0)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !68, !5}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!69 = !{!0, !70, !72, !74}
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "rethrow_count", linkageName: "_ZL13rethrow_count", scope: !2, file: !3, line: 77, type: !5, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "g_nlog", linkageName: "_ZL6g_nlog", scope: !2, file: !3, line: 12, type: !5, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "g_log", linkageName: "_ZL5g_log", scope: !2, file: !3, line: 11, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2048, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 64)
!79 = !{i32 7, !"Dwarf Version", i32 4}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 2}
!82 = !{i32 7, !"PIC Level", i32 2}
!83 = !{i32 7, !"uwtable", i32 1}
!84 = !{!"Debian clang version 14.0.6"}
!85 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !26, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !86)
!86 = !{}
!87 = !DILocalVariable(name: "total", scope: !85, file: !3, line: 135, type: !5)
!88 = !DILocation(line: 135, column: 7, scope: !85)
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 136, type: !5)
!90 = distinct !DILexicalBlock(scope: !85, file: !3, line: 136, column: 3)
!91 = !DILocation(line: 136, column: 12, scope: !90)
!92 = !DILocation(line: 136, column: 8, scope: !90)
!93 = !DILocation(line: 136, column: 19, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 136, column: 3)
!95 = !DILocation(line: 136, column: 21, scope: !94)
!96 = !DILocation(line: 136, column: 3, scope: !90)
!97 = !DILocalVariable(name: "c", scope: !98, file: !3, line: 137, type: !5)
!98 = distinct !DILexicalBlock(scope: !94, file: !3, line: 136, column: 32)
!99 = !DILocation(line: 137, column: 9, scope: !98)
!100 = !DILocation(line: 137, column: 22, scope: !98)
!101 = !DILocation(line: 137, column: 13, scope: !98)
!102 = !DILocation(line: 138, column: 44, scope: !98)
!103 = !DILocation(line: 138, column: 47, scope: !98)
!104 = !DILocation(line: 138, column: 50, scope: !98)
!105 = !DILocation(line: 138, column: 5, scope: !98)
!106 = !DILocation(line: 139, column: 14, scope: !98)
!107 = !DILocation(line: 139, column: 11, scope: !98)
!108 = !DILocation(line: 140, column: 3, scope: !98)
!109 = !DILocation(line: 136, column: 27, scope: !94)
!110 = !DILocation(line: 136, column: 3, scope: !94)
!111 = distinct !{!111, !96, !112, !113}
!112 = !DILocation(line: 140, column: 3, scope: !90)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocation(line: 141, column: 29, scope: !85)
!115 = !DILocation(line: 141, column: 40, scope: !85)
!116 = !DILocation(line: 141, column: 3, scope: !85)
!117 = !DILocation(line: 142, column: 28, scope: !85)
!118 = !DILocation(line: 142, column: 3, scope: !85)
!119 = !DILocation(line: 143, column: 30, scope: !85)
!120 = !DILocation(line: 143, column: 42, scope: !85)
!121 = !DILocation(line: 143, column: 3, scope: !85)
!122 = !DILocalVariable(name: "nt", scope: !85, file: !3, line: 144, type: !123)
!123 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !124, identifier: "_ZTS7NoThrow")
!124 = !{!125}
!125 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !123, file: !3, line: 131, type: !126, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!126 = !DISubroutineType(types: !127)
!127 = !{!5, !128, !5}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!129 = !DILocation(line: 144, column: 11, scope: !85)
!130 = !DILocation(line: 145, column: 15, scope: !85)
!131 = !DILocation(line: 145, column: 9, scope: !85)
!132 = !DILocation(line: 146, column: 3, scope: !85)
!133 = !DILocalVariable(name: "i", scope: !134, file: !3, line: 147, type: !5)
!134 = distinct !DILexicalBlock(scope: !85, file: !3, line: 147, column: 3)
!135 = !DILocation(line: 147, column: 12, scope: !134)
!136 = !DILocation(line: 147, column: 8, scope: !134)
!137 = !DILocation(line: 147, column: 19, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !3, line: 147, column: 3)
!139 = !DILocation(line: 147, column: 23, scope: !138)
!140 = !DILocation(line: 147, column: 21, scope: !138)
!141 = !DILocation(line: 147, column: 3, scope: !134)
!142 = !DILocation(line: 148, column: 25, scope: !138)
!143 = !DILocation(line: 148, column: 19, scope: !138)
!144 = !DILocation(line: 148, column: 5, scope: !138)
!145 = !DILocation(line: 147, column: 31, scope: !138)
!146 = !DILocation(line: 147, column: 3, scope: !138)
!147 = distinct !{!147, !141, !148, !113}
!148 = !DILocation(line: 148, column: 27, scope: !134)
!149 = !DILocation(line: 149, column: 34, scope: !85)
!150 = !DILocation(line: 149, column: 41, scope: !85)
!151 = !DILocation(line: 149, column: 3, scope: !85)
!152 = !DILocation(line: 150, column: 8, scope: !85)
!153 = !DILocation(line: 150, column: 15, scope: !85)
!154 = !DILocation(line: 150, column: 3, scope: !85)
!155 = !DILocation(line: 151, column: 3, scope: !85)
!156 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!157 = !DILocalVariable(name: "how", arg: 1, scope: !156, file: !3, line: 54, type: !5)
!158 = !DILocation(line: 54, column: 25, scope: !156)
!159 = !DILocation(line: 56, column: 13, scope: !160)
!160 = distinct !DILexicalBlock(scope: !156, file: !3, line: 55, column: 7)
!161 = !DILocation(line: 56, column: 5, scope: !160)
!162 = !DILocation(line: 57, column: 3, scope: !160)
!163 = !DILocation(line: 75, column: 1, scope: !160)
!164 = !DILocalVariable(name: "v", scope: !156, file: !3, line: 57, type: !5)
!165 = !DILocation(line: 57, column: 16, scope: !156)
!166 = !DILocation(line: 61, column: 3, scope: !167)
!167 = distinct !DILexicalBlock(scope: !156, file: !3, line: 59, column: 22)
!168 = !DILocation(line: 58, column: 18, scope: !169)
!169 = distinct !DILexicalBlock(scope: !156, file: !3, line: 57, column: 19)
!170 = !DILocation(line: 58, column: 16, scope: !169)
!171 = !DILocation(line: 58, column: 5, scope: !169)
!172 = !DILocation(line: 59, column: 3, scope: !169)
!173 = !DILocalVariable(name: "d", scope: !156, file: !3, line: 59, type: !174)
!174 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!175 = !DILocation(line: 59, column: 19, scope: !156)
!176 = !DILocation(line: 63, column: 3, scope: !177)
!177 = distinct !DILexicalBlock(scope: !156, file: !3, line: 61, column: 30)
!178 = !DILocation(line: 60, column: 24, scope: !167)
!179 = !DILocation(line: 60, column: 26, scope: !167)
!180 = !DILocation(line: 60, column: 23, scope: !167)
!181 = !DILocation(line: 60, column: 16, scope: !167)
!182 = !DILocation(line: 60, column: 5, scope: !167)
!183 = !DILocalVariable(name: "e", scope: !156, file: !3, line: 61, type: !184)
!184 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 64)
!185 = !DILocation(line: 61, column: 27, scope: !156)
!186 = !DILocation(line: 65, column: 3, scope: !187)
!187 = distinct !DILexicalBlock(scope: !156, file: !3, line: 63, column: 22)
!188 = !DILocation(line: 62, column: 18, scope: !177)
!189 = !DILocation(line: 62, column: 20, scope: !177)
!190 = !DILocation(line: 62, column: 25, scope: !177)
!191 = !DILocation(line: 62, column: 16, scope: !177)
!192 = !DILocation(line: 62, column: 32, scope: !177)
!193 = !DILocation(line: 62, column: 34, scope: !177)
!194 = !DILocation(line: 62, column: 30, scope: !177)
!195 = !DILocation(line: 62, column: 5, scope: !177)
!196 = !DILocalVariable(name: "e", scope: !156, file: !3, line: 63, type: !197)
!197 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!198 = !DILocation(line: 63, column: 19, scope: !156)
!199 = !DILocation(line: 69, column: 3, scope: !200)
!200 = distinct !DILexicalBlock(scope: !156, file: !3, line: 65, column: 22)
!201 = !DILocation(line: 64, column: 18, scope: !187)
!202 = !DILocation(line: 64, column: 20, scope: !187)
!203 = !DILocation(line: 64, column: 16, scope: !187)
!204 = !DILocation(line: 64, column: 27, scope: !187)
!205 = !DILocation(line: 64, column: 29, scope: !187)
!206 = !DILocation(line: 64, column: 25, scope: !187)
!207 = !DILocation(line: 64, column: 5, scope: !187)
!208 = !DILocalVariable(name: "p", scope: !156, file: !3, line: 65, type: !209)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!210 = !DILocation(line: 65, column: 19, scope: !156)
!211 = !DILocation(line: 71, column: 3, scope: !212)
!212 = distinct !DILexicalBlock(scope: !156, file: !3, line: 69, column: 27)
!213 = !DILocalVariable(name: "r", scope: !200, file: !3, line: 66, type: !5)
!214 = !DILocation(line: 66, column: 9, scope: !200)
!215 = !DILocation(line: 66, column: 19, scope: !200)
!216 = !DILocation(line: 66, column: 22, scope: !200)
!217 = !DILocation(line: 66, column: 17, scope: !200)
!218 = !DILocation(line: 67, column: 12, scope: !200)
!219 = !DILocation(line: 67, column: 5, scope: !200)
!220 = !DILocation(line: 68, column: 12, scope: !200)
!221 = !DILocation(line: 68, column: 5, scope: !200)
!222 = !DILocalVariable(name: "s", scope: !156, file: !3, line: 69, type: !30)
!223 = !DILocation(line: 69, column: 24, scope: !156)
!224 = !DILocation(line: 73, column: 3, scope: !225)
!225 = distinct !DILexicalBlock(scope: !156, file: !3, line: 71, column: 17)
!226 = !DILocation(line: 70, column: 19, scope: !212)
!227 = !DILocation(line: 70, column: 24, scope: !212)
!228 = !DILocation(line: 70, column: 18, scope: !212)
!229 = !DILocation(line: 70, column: 16, scope: !212)
!230 = !DILocation(line: 70, column: 5, scope: !212)
!231 = !DILocation(line: 72, column: 5, scope: !225)
!232 = !DILocation(line: 75, column: 1, scope: !187)
!233 = !DILocation(line: 74, column: 3, scope: !156)
!234 = !DILocation(line: 75, column: 1, scope: !156)
!235 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !63, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!236 = !DILocalVariable(name: "how", arg: 1, scope: !235, file: !3, line: 89, type: !5)
!237 = !DILocation(line: 89, column: 23, scope: !235)
!238 = !DILocalVariable(name: "r", scope: !235, file: !3, line: 90, type: !5)
!239 = !DILocation(line: 90, column: 7, scope: !235)
!240 = !DILocation(line: 93, column: 14, scope: !241)
!241 = distinct !DILexicalBlock(scope: !242, file: !3, line: 92, column: 9)
!242 = distinct !DILexicalBlock(scope: !235, file: !3, line: 91, column: 7)
!243 = !DILocation(line: 93, column: 7, scope: !241)
!244 = !DILocation(line: 94, column: 5, scope: !241)
!245 = !DILocation(line: 104, column: 1, scope: !241)
!246 = !DILocalVariable(name: "v", scope: !242, file: !3, line: 94, type: !5)
!247 = !DILocation(line: 94, column: 18, scope: !242)
!248 = !DILocation(line: 95, column: 12, scope: !249)
!249 = distinct !DILexicalBlock(scope: !242, file: !3, line: 94, column: 21)
!250 = !DILocation(line: 95, column: 9, scope: !249)
!251 = !DILocation(line: 96, column: 7, scope: !249)
!252 = !DILocation(line: 96, column: 19, scope: !249)
!253 = !DILocation(line: 96, column: 21, scope: !249)
!254 = !DILocation(line: 96, column: 13, scope: !249)
!255 = !DILocation(line: 104, column: 1, scope: !249)
!256 = !DILocation(line: 97, column: 5, scope: !249)
!257 = !DILocation(line: 98, column: 3, scope: !242)
!258 = !DILocalVariable(name: "e", scope: !235, file: !3, line: 98, type: !197)
!259 = !DILocation(line: 98, column: 19, scope: !235)
!260 = !DILocation(line: 102, column: 3, scope: !261)
!261 = distinct !DILexicalBlock(scope: !235, file: !3, line: 100, column: 17)
!262 = !DILocation(line: 99, column: 10, scope: !263)
!263 = distinct !DILexicalBlock(scope: !235, file: !3, line: 98, column: 22)
!264 = !DILocation(line: 99, column: 12, scope: !263)
!265 = !DILocation(line: 99, column: 17, scope: !263)
!266 = !DILocation(line: 99, column: 7, scope: !263)
!267 = !DILocation(line: 100, column: 3, scope: !263)
!268 = !DILocation(line: 103, column: 10, scope: !235)
!269 = !DILocation(line: 103, column: 3, scope: !235)
!270 = !DILocation(line: 101, column: 7, scope: !261)
!271 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !63, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!272 = !DILocalVariable(name: "x", arg: 1, scope: !271, file: !3, line: 123, type: !5)
!273 = !DILocation(line: 123, column: 24, scope: !271)
!274 = !DILocalVariable(name: "h", scope: !275, file: !3, line: 124, type: !58)
!275 = distinct !DILexicalBlock(scope: !271, file: !3, line: 123, column: 31)
!276 = !DILocation(line: 124, column: 10, scope: !275)
!277 = !DILocation(line: 124, column: 12, scope: !275)
!278 = !DILocation(line: 125, column: 12, scope: !275)
!279 = !DILocation(line: 125, column: 3, scope: !275)
!280 = !DILocation(line: 126, column: 1, scope: !271)
!281 = !DILocation(line: 128, column: 1, scope: !275)
!282 = !DILocation(line: 126, column: 1, scope: !275)
!283 = !DILocalVariable(name: "e", scope: !271, file: !3, line: 126, type: !184)
!284 = !DILocation(line: 126, column: 25, scope: !271)
!285 = !DILocation(line: 127, column: 18, scope: !286)
!286 = distinct !DILexicalBlock(scope: !271, file: !3, line: 126, column: 28)
!287 = !DILocation(line: 127, column: 20, scope: !286)
!288 = !DILocation(line: 127, column: 16, scope: !286)
!289 = !DILocation(line: 127, column: 3, scope: !286)
!290 = !DILocation(line: 128, column: 1, scope: !286)
!291 = !DILocation(line: 128, column: 1, scope: !271)
!292 = distinct !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !123, file: !3, line: 131, type: !126, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !125, retainedNodes: !86)
!293 = !DILocalVariable(name: "this", arg: 1, scope: !292, type: !294, flags: DIFlagArtificial | DIFlagObjectPointer)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!295 = !DILocation(line: 0, scope: !292)
!296 = !DILocalVariable(name: "x", arg: 2, scope: !292, file: !3, line: 131, type: !5)
!297 = !DILocation(line: 131, column: 13, scope: !292)
!298 = !DILocation(line: 131, column: 34, scope: !292)
!299 = !DILocation(line: 131, column: 36, scope: !292)
!300 = !DILocation(line: 131, column: 27, scope: !292)
!301 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !302, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!302 = !DISubroutineType(types: !303)
!303 = !{null, !5}
!304 = !DILocalVariable(name: "how", arg: 1, scope: !301, file: !3, line: 40, type: !5)
!305 = !DILocation(line: 40, column: 51, scope: !301)
!306 = !DILocalVariable(name: "t", scope: !301, file: !3, line: 41, type: !6)
!307 = !DILocation(line: 41, column: 10, scope: !301)
!308 = !DILocation(line: 41, column: 12, scope: !301)
!309 = !DILocation(line: 42, column: 11, scope: !301)
!310 = !DILocation(line: 42, column: 3, scope: !301)
!311 = !DILocation(line: 43, column: 11, scope: !312)
!312 = distinct !DILexicalBlock(scope: !301, file: !3, line: 42, column: 16)
!313 = !DILocation(line: 52, column: 1, scope: !312)
!314 = !DILocation(line: 44, column: 11, scope: !312)
!315 = !DILocation(line: 45, column: 11, scope: !312)
!316 = !DILocation(line: 45, column: 17, scope: !312)
!317 = !DILocation(line: 46, column: 11, scope: !312)
!318 = !DILocation(line: 46, column: 17, scope: !312)
!319 = !DILocation(line: 47, column: 11, scope: !312)
!320 = !DILocation(line: 47, column: 17, scope: !312)
!321 = !DILocation(line: 47, column: 21, scope: !312)
!322 = !DILocation(line: 48, column: 11, scope: !312)
!323 = !DILocation(line: 49, column: 11, scope: !312)
!324 = !DILocation(line: 49, column: 17, scope: !312)
!325 = !DILocation(line: 50, column: 12, scope: !312)
!326 = !DILocation(line: 52, column: 1, scope: !301)
!327 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !9, retainedNodes: !86)
!328 = !DILocalVariable(name: "this", arg: 1, scope: !327, type: !329, flags: DIFlagArtificial | DIFlagObjectPointer)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!330 = !DILocation(line: 0, scope: !327)
!331 = !DILocalVariable(name: "i", arg: 2, scope: !327, file: !3, line: 21, type: !5)
!332 = !DILocation(line: 21, column: 23, scope: !327)
!333 = !DILocation(line: 21, column: 28, scope: !327)
!334 = !DILocation(line: 21, column: 31, scope: !327)
!335 = !DILocation(line: 21, column: 36, scope: !336)
!336 = distinct !DILexicalBlock(scope: !327, file: !3, line: 21, column: 34)
!337 = !DILocation(line: 21, column: 51, scope: !336)
!338 = !DILocation(line: 21, column: 46, scope: !336)
!339 = !DILocation(line: 21, column: 56, scope: !327)
!340 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !33, retainedNodes: !86)
!341 = !DILocalVariable(name: "this", arg: 1, scope: !340, type: !209, flags: DIFlagArtificial | DIFlagObjectPointer)
!342 = !DILocation(line: 0, scope: !340)
!343 = !DILocalVariable(name: "c", arg: 2, scope: !340, file: !3, line: 29, type: !5)
!344 = !DILocation(line: 29, column: 13, scope: !340)
!345 = !DILocalVariable(name: "w", arg: 3, scope: !340, file: !3, line: 29, type: !30)
!346 = !DILocation(line: 29, column: 28, scope: !340)
!347 = !DILocation(line: 29, column: 50, scope: !340)
!348 = !DILocation(line: 29, column: 33, scope: !340)
!349 = !DILocation(line: 29, column: 38, scope: !340)
!350 = !DILocation(line: 29, column: 42, scope: !340)
!351 = !DILocation(line: 29, column: 47, scope: !340)
!352 = !DILocation(line: 29, column: 51, scope: !340)
!353 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !37, retainedNodes: !86)
!354 = !DILocalVariable(name: "this", arg: 1, scope: !353, type: !209, flags: DIFlagArtificial | DIFlagObjectPointer)
!355 = !DILocation(line: 0, scope: !353)
!356 = !DILocation(line: 30, column: 21, scope: !353)
!357 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !49, retainedNodes: !86)
!358 = !DILocalVariable(name: "this", arg: 1, scope: !357, type: !359, flags: DIFlagArtificial | DIFlagObjectPointer)
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!360 = !DILocation(line: 0, scope: !357)
!361 = !DILocalVariable(name: "c", arg: 2, scope: !357, file: !3, line: 36, type: !5)
!362 = !DILocation(line: 36, column: 15, scope: !357)
!363 = !DILocalVariable(name: "f", arg: 3, scope: !357, file: !3, line: 36, type: !5)
!364 = !DILocation(line: 36, column: 22, scope: !357)
!365 = !DILocation(line: 36, column: 49, scope: !357)
!366 = !DILocation(line: 36, column: 33, scope: !357)
!367 = !DILocation(line: 36, column: 27, scope: !357)
!368 = !DILocation(line: 36, column: 43, scope: !357)
!369 = !DILocation(line: 36, column: 46, scope: !357)
!370 = !DILocation(line: 36, column: 50, scope: !357)
!371 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD2Ev", scope: !45, file: !3, line: 34, type: !372, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !374, retainedNodes: !86)
!372 = !DISubroutineType(types: !373)
!373 = !{null, !52}
!374 = !DISubprogram(name: "~IoError", scope: !45, type: !372, containingType: !45, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!375 = !DILocalVariable(name: "this", arg: 1, scope: !371, type: !359, flags: DIFlagArtificial | DIFlagObjectPointer)
!376 = !DILocation(line: 0, scope: !371)
!377 = !DILocation(line: 34, column: 8, scope: !378)
!378 = distinct !DILexicalBlock(scope: !371, file: !3, line: 34, column: 8)
!379 = !DILocation(line: 34, column: 8, scope: !371)
!380 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !18, retainedNodes: !86)
!381 = !DILocalVariable(name: "this", arg: 1, scope: !380, type: !329, flags: DIFlagArtificial | DIFlagObjectPointer)
!382 = !DILocation(line: 0, scope: !380)
!383 = !DILocation(line: 23, column: 15, scope: !384)
!384 = distinct !DILexicalBlock(scope: !380, file: !3, line: 23, column: 13)
!385 = !DILocation(line: 23, column: 31, scope: !384)
!386 = !DILocation(line: 23, column: 30, scope: !384)
!387 = !DILocation(line: 23, column: 25, scope: !384)
!388 = !DILocation(line: 23, column: 36, scope: !380)
!389 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !302, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!390 = !DILocalVariable(name: "v", arg: 1, scope: !389, file: !3, line: 14, type: !5)
!391 = !DILocation(line: 14, column: 22, scope: !389)
!392 = !DILocation(line: 15, column: 7, scope: !393)
!393 = distinct !DILexicalBlock(scope: !389, file: !3, line: 15, column: 7)
!394 = !DILocation(line: 15, column: 14, scope: !393)
!395 = !DILocation(line: 15, column: 7, scope: !389)
!396 = !DILocation(line: 16, column: 23, scope: !393)
!397 = !DILocation(line: 16, column: 17, scope: !393)
!398 = !DILocation(line: 16, column: 5, scope: !393)
!399 = !DILocation(line: 16, column: 21, scope: !393)
!400 = !DILocation(line: 17, column: 1, scope: !389)
!401 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !37, retainedNodes: !86)
!402 = !DILocalVariable(name: "this", arg: 1, scope: !401, type: !209, flags: DIFlagArtificial | DIFlagObjectPointer)
!403 = !DILocation(line: 0, scope: !401)
!404 = !DILocation(line: 30, column: 20, scope: !401)
!405 = !DILocation(line: 30, column: 21, scope: !401)
!406 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !40, retainedNodes: !86)
!407 = !DILocalVariable(name: "this", arg: 1, scope: !406, type: !408, flags: DIFlagArtificial | DIFlagObjectPointer)
!408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!409 = !DILocation(line: 0, scope: !406)
!410 = !DILocation(line: 31, column: 30, scope: !406)
!411 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !45, file: !3, line: 34, type: !372, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !374, retainedNodes: !86)
!412 = !DILocalVariable(name: "this", arg: 1, scope: !411, type: !359, flags: DIFlagArtificial | DIFlagObjectPointer)
!413 = !DILocation(line: 0, scope: !411)
!414 = !DILocation(line: 34, column: 8, scope: !411)
!415 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !53, retainedNodes: !86)
!416 = !DILocalVariable(name: "this", arg: 1, scope: !415, type: !417, flags: DIFlagArtificial | DIFlagObjectPointer)
!417 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!418 = !DILocation(line: 0, scope: !415)
!419 = !DILocation(line: 37, column: 31, scope: !415)
!420 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !302, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!421 = !DILocalVariable(name: "how", arg: 1, scope: !420, file: !3, line: 79, type: !5)
!422 = !DILocation(line: 79, column: 24, scope: !420)
!423 = !DILocalVariable(name: "t", scope: !420, file: !3, line: 80, type: !6)
!424 = !DILocation(line: 80, column: 10, scope: !420)
!425 = !DILocation(line: 80, column: 17, scope: !420)
!426 = !DILocation(line: 80, column: 15, scope: !420)
!427 = !DILocation(line: 82, column: 13, scope: !428)
!428 = distinct !DILexicalBlock(scope: !420, file: !3, line: 81, column: 7)
!429 = !DILocation(line: 82, column: 5, scope: !428)
!430 = !DILocation(line: 83, column: 3, scope: !428)
!431 = !DILocation(line: 87, column: 1, scope: !428)
!432 = !DILocation(line: 84, column: 5, scope: !433)
!433 = distinct !DILexicalBlock(scope: !420, file: !3, line: 83, column: 17)
!434 = !DILocation(line: 85, column: 5, scope: !433)
!435 = !DILocation(line: 87, column: 1, scope: !433)
!436 = !DILocation(line: 86, column: 3, scope: !433)
!437 = !DILocation(line: 87, column: 1, scope: !420)
!438 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !65, retainedNodes: !86)
!439 = !DILocalVariable(name: "this", arg: 1, scope: !438, type: !440, flags: DIFlagArtificial | DIFlagObjectPointer)
!440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!441 = !DILocation(line: 0, scope: !438)
!442 = !DILocalVariable(name: "x", arg: 2, scope: !438, file: !3, line: 115, type: !5)
!443 = !DILocation(line: 115, column: 14, scope: !438)
!444 = !DILocation(line: 115, column: 23, scope: !438)
!445 = !DILocation(line: 115, column: 25, scope: !438)
!446 = !DILocation(line: 115, column: 29, scope: !438)
!447 = !DILocation(line: 115, column: 37, scope: !438)
!448 = !DILocation(line: 115, column: 31, scope: !438)
!449 = !DILocation(line: 116, column: 5, scope: !450)
!450 = distinct !DILexicalBlock(scope: !438, file: !3, line: 115, column: 41)
!451 = !DILocation(line: 117, column: 3, scope: !450)
!452 = !DILocation(line: 119, column: 3, scope: !438)
!453 = !DILocalVariable(name: "e", scope: !438, file: !3, line: 117, type: !197)
!454 = !DILocation(line: 117, column: 19, scope: !438)
!455 = !DILocation(line: 118, column: 5, scope: !456)
!456 = distinct !DILexicalBlock(scope: !438, file: !3, line: 117, column: 22)
!457 = !DILocation(line: 119, column: 3, scope: !456)
!458 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !58, file: !3, line: 108, type: !459, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !461, retainedNodes: !86)
!459 = !DISubroutineType(types: !460)
!460 = !{null, !68}
!461 = !DISubprogram(name: "~Holder", scope: !58, type: !459, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!462 = !DILocalVariable(name: "this", arg: 1, scope: !458, type: !440, flags: DIFlagArtificial | DIFlagObjectPointer)
!463 = !DILocation(line: 0, scope: !458)
!464 = !DILocation(line: 108, column: 8, scope: !465)
!465 = distinct !DILexicalBlock(scope: !458, file: !3, line: 108, column: 8)
!466 = !DILocation(line: 108, column: 8, scope: !458)
!467 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !62, retainedNodes: !86)
!468 = !DILocalVariable(name: "x", arg: 1, scope: !467, file: !3, line: 111, type: !5)
!469 = !DILocation(line: 111, column: 24, scope: !467)
!470 = !DILocation(line: 112, column: 9, scope: !471)
!471 = distinct !DILexicalBlock(scope: !467, file: !3, line: 112, column: 9)
!472 = !DILocation(line: 112, column: 11, scope: !471)
!473 = !DILocation(line: 112, column: 9, scope: !467)
!474 = !DILocation(line: 112, column: 16, scope: !471)
!475 = !DILocation(line: 112, column: 30, scope: !471)
!476 = !DILocation(line: 112, column: 34, scope: !471)
!477 = !DILocation(line: 112, column: 33, scope: !471)
!478 = !DILocation(line: 112, column: 22, scope: !471)
!479 = !DILocation(line: 114, column: 3, scope: !471)
!480 = !DILocation(line: 113, column: 12, scope: !467)
!481 = !DILocation(line: 113, column: 14, scope: !467)
!482 = !DILocation(line: 113, column: 5, scope: !467)
