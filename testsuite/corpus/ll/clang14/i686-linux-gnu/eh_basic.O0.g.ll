; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.NoThrow = type { i8 }
%struct.Error = type { i32 (...)**, i32, i8* }
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

@.str = private unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", align 1
@_ZL6g_live = internal global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1
@_ZL13rethrow_count = internal global i32 0, align 4, !dbg !70
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1
@_ZL6g_nlog = internal global i32 0, align 4, !dbg !72
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL5g_log = internal global [64 x i32] zeroinitializer, align 4, !dbg !74
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1
@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7IoError = linkonce_odr dso_local constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, comdat, align 4
@_ZTI7IoError = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7IoError, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP5Error = linkonce_odr dso_local constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSP5Error, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 4
@_ZTIPKc = external constant i8*
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr dso_local constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Tracer, i32 0, i32 0) }, comdat, align 4
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*), i8* bitcast (i32 (%struct.Error*)* @_ZNK5Error4kindEv to i8*)] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 !dbg !88 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !90, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %2, align 4, !dbg !91
  call void @llvm.dbg.declare(metadata i32* %3, metadata !92, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %3, align 4, !dbg !94
  br label %7, !dbg !95

7:                                                ; preds = %20, %0
  %8 = load i32, i32* %3, align 4, !dbg !96
  %9 = icmp sle i32 %8, 7, !dbg !98
  br i1 %9, label %10, label %23, !dbg !99

10:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %4, metadata !100, metadata !DIExpression()), !dbg !102
  %11 = load i32, i32* %3, align 4, !dbg !103
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11), !dbg !104
  store i32 %12, i32* %4, align 4, !dbg !102
  %13 = load i32, i32* %3, align 4, !dbg !105
  %14 = load i32, i32* %4, align 4, !dbg !106
  %15 = load i32, i32* @_ZL6g_live, align 4, !dbg !107
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !108
  %17 = load i32, i32* %4, align 4, !dbg !109
  %18 = load i32, i32* %2, align 4, !dbg !110
  %19 = add nsw i32 %18, %17, !dbg !110
  store i32 %19, i32* %2, align 4, !dbg !110
  br label %20, !dbg !111

20:                                               ; preds = %10
  %21 = load i32, i32* %3, align 4, !dbg !112
  %22 = add nsw i32 %21, 1, !dbg !112
  store i32 %22, i32* %3, align 4, !dbg !112
  br label %7, !dbg !113, !llvm.loop !114

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !117
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !118
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %24, i32 noundef %25), !dbg !119
  %27 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !120
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %27), !dbg !121
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5), !dbg !122
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4), !dbg !123
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %29, i32 noundef %30), !dbg !124
  call void @llvm.dbg.declare(metadata %struct.NoThrow* %5, metadata !125, metadata !DIExpression()), !dbg !132
  %32 = call noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #12, !dbg !133
  %33 = load i32, i32* %2, align 4, !dbg !134
  %34 = add nsw i32 %33, %32, !dbg !134
  store i32 %34, i32* %2, align 4, !dbg !134
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0)), !dbg !135
  call void @llvm.dbg.declare(metadata i32* %6, metadata !136, metadata !DIExpression()), !dbg !138
  store i32 0, i32* %6, align 4, !dbg !138
  br label %36, !dbg !139

36:                                               ; preds = %45, %23
  %37 = load i32, i32* %6, align 4, !dbg !140
  %38 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !142
  %39 = icmp slt i32 %37, %38, !dbg !143
  br i1 %39, label %40, label %48, !dbg !144

40:                                               ; preds = %36
  %41 = load i32, i32* %6, align 4, !dbg !145
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %41, !dbg !146
  %43 = load i32, i32* %42, align 4, !dbg !146
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef %43), !dbg !147
  br label %45, !dbg !147

45:                                               ; preds = %40
  %46 = load i32, i32* %6, align 4, !dbg !148
  %47 = add nsw i32 %46, 1, !dbg !148
  store i32 %47, i32* %6, align 4, !dbg !148
  br label %36, !dbg !149, !llvm.loop !150

48:                                               ; preds = %36
  %49 = load i32, i32* %2, align 4, !dbg !152
  %50 = load i32, i32* @_ZL6g_live, align 4, !dbg !153
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i32 0, i32 0), i32 noundef %49, i32 noundef %50), !dbg !154
  %52 = load i32, i32* @_ZL6g_live, align 4, !dbg !155
  %53 = icmp eq i32 %52, 0, !dbg !156
  %54 = zext i1 %53 to i64, !dbg !155
  %55 = select i1 %53, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), !dbg !155
  %56 = call i32 @puts(i8* noundef %55), !dbg !157
  ret i32 0, !dbg !158
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !159 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca %struct.Error*, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Error*, align 4
  %10 = alloca %struct.IoError*, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !160, metadata !DIExpression()), !dbg !161
  %13 = load i32, i32* %3, align 4, !dbg !162
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15, !dbg !164

14:                                               ; preds = %1
  br label %119, !dbg !165

15:                                               ; preds = %1
  %16 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null, !dbg !166
  %17 = extractvalue { i8*, i32 } %16, 0, !dbg !166
  store i8* %17, i8** %4, align 4, !dbg !166
  %18 = extractvalue { i8*, i32 } %16, 1, !dbg !166
  store i32 %18, i32* %5, align 4, !dbg !166
  br label %19, !dbg !166

19:                                               ; preds = %15
  %20 = load i32, i32* %5, align 4, !dbg !165
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12, !dbg !165
  %22 = icmp eq i32 %20, %21, !dbg !165
  br i1 %22, label %23, label %30, !dbg !165

23:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %12, metadata !167, metadata !DIExpression()), !dbg !168
  %24 = load i8*, i8** %4, align 4, !dbg !169
  %25 = call i8* @__cxa_begin_catch(i8* %24) #12, !dbg !169
  %26 = bitcast i8* %25 to i32*, !dbg !169
  %27 = load i32, i32* %26, align 4, !dbg !169
  store i32 %27, i32* %12, align 4, !dbg !169
  %28 = load i32, i32* %12, align 4, !dbg !171
  %29 = add nsw i32 100, %28, !dbg !173
  store i32 %29, i32* %2, align 4, !dbg !174
  call void @__cxa_end_catch() #12, !dbg !175
  br label %120

30:                                               ; preds = %19
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #12, !dbg !165
  %32 = icmp eq i32 %20, %31, !dbg !165
  br i1 %32, label %33, label %42, !dbg !165

33:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata double* %11, metadata !176, metadata !DIExpression()), !dbg !178
  %34 = load i8*, i8** %4, align 4, !dbg !179
  %35 = call i8* @__cxa_begin_catch(i8* %34) #12, !dbg !179
  %36 = bitcast i8* %35 to double*, !dbg !179
  %37 = load double, double* %36, align 4, !dbg !179
  store double %37, double* %11, align 8, !dbg !179
  %38 = load double, double* %11, align 8, !dbg !181
  %39 = fmul double %38, 2.000000e+00, !dbg !182
  %40 = fptosi double %39 to i32, !dbg !183
  %41 = add nsw i32 200, %40, !dbg !184
  store i32 %41, i32* %2, align 4, !dbg !185
  call void @__cxa_end_catch() #12, !dbg !169
  br label %120

42:                                               ; preds = %30
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12, !dbg !165
  %44 = icmp eq i32 %20, %43, !dbg !165
  br i1 %44, label %45, label %59, !dbg !165

45:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata %struct.IoError** %10, metadata !186, metadata !DIExpression()), !dbg !188
  %46 = load i8*, i8** %4, align 4, !dbg !189
  %47 = call i8* @__cxa_begin_catch(i8* %46) #12, !dbg !189
  %48 = bitcast i8* %47 to %struct.IoError*, !dbg !189
  store %struct.IoError* %48, %struct.IoError** %10, align 4, !dbg !189
  %49 = load %struct.IoError*, %struct.IoError** %10, align 4, !dbg !191
  %50 = bitcast %struct.IoError* %49 to %struct.Error*, !dbg !191
  %51 = getelementptr inbounds %struct.Error, %struct.Error* %50, i32 0, i32 1, !dbg !192
  %52 = load i32, i32* %51, align 4, !dbg !192
  %53 = mul nsw i32 %52, 10, !dbg !193
  %54 = add nsw i32 300, %53, !dbg !194
  %55 = load %struct.IoError*, %struct.IoError** %10, align 4, !dbg !195
  %56 = getelementptr inbounds %struct.IoError, %struct.IoError* %55, i32 0, i32 1, !dbg !196
  %57 = load i32, i32* %56, align 4, !dbg !196
  %58 = add nsw i32 %54, %57, !dbg !197
  store i32 %58, i32* %2, align 4, !dbg !198
  call void @__cxa_end_catch(), !dbg !179
  br label %120

59:                                               ; preds = %42
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !165
  %61 = icmp eq i32 %20, %60, !dbg !165
  br i1 %61, label %62, label %78, !dbg !165

62:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata %struct.Error** %9, metadata !199, metadata !DIExpression()), !dbg !201
  %63 = load i8*, i8** %4, align 4, !dbg !202
  %64 = call i8* @__cxa_begin_catch(i8* %63) #12, !dbg !202
  %65 = bitcast i8* %64 to %struct.Error*, !dbg !202
  store %struct.Error* %65, %struct.Error** %9, align 4, !dbg !202
  %66 = load %struct.Error*, %struct.Error** %9, align 4, !dbg !204
  %67 = getelementptr inbounds %struct.Error, %struct.Error* %66, i32 0, i32 1, !dbg !205
  %68 = load i32, i32* %67, align 4, !dbg !205
  %69 = add nsw i32 400, %68, !dbg !206
  %70 = load %struct.Error*, %struct.Error** %9, align 4, !dbg !207
  %71 = bitcast %struct.Error* %70 to i32 (%struct.Error*)***, !dbg !208
  %72 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %71, align 4, !dbg !208
  %73 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %72, i64 2, !dbg !208
  %74 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %73, align 4, !dbg !208
  %75 = invoke noundef i32 %74(%struct.Error* noundef nonnull align 4 dereferenceable(12) %70)
          to label %76 unwind label %114, !dbg !208

76:                                               ; preds = %62
  %77 = add nsw i32 %69, %75, !dbg !209
  store i32 %77, i32* %2, align 4, !dbg !210
  call void @__cxa_end_catch(), !dbg !189
  br label %120

78:                                               ; preds = %59
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #12, !dbg !165
  %80 = icmp eq i32 %20, %79, !dbg !165
  br i1 %80, label %81, label %98, !dbg !165

81:                                               ; preds = %78
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !211, metadata !DIExpression()), !dbg !213
  %82 = load i8*, i8** %4, align 4, !dbg !214
  %83 = call i8* @__cxa_begin_catch(i8* %82) #12, !dbg !214
  %84 = bitcast i8* %83 to %struct.Error*, !dbg !214
  store %struct.Error* %84, %struct.Error** %7, align 4, !dbg !214
  call void @llvm.dbg.declare(metadata i32* %8, metadata !216, metadata !DIExpression()), !dbg !217
  %85 = load %struct.Error*, %struct.Error** %7, align 4, !dbg !218
  %86 = getelementptr inbounds %struct.Error, %struct.Error* %85, i32 0, i32 1, !dbg !219
  %87 = load i32, i32* %86, align 4, !dbg !219
  %88 = add nsw i32 500, %87, !dbg !220
  store i32 %88, i32* %8, align 4, !dbg !217
  %89 = load %struct.Error*, %struct.Error** %7, align 4, !dbg !221
  %90 = icmp eq %struct.Error* %89, null, !dbg !222
  br i1 %90, label %96, label %91, !dbg !222

91:                                               ; preds = %81
  %92 = bitcast %struct.Error* %89 to void (%struct.Error*)***, !dbg !222
  %93 = load void (%struct.Error*)**, void (%struct.Error*)*** %92, align 4, !dbg !222
  %94 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %93, i64 1, !dbg !222
  %95 = load void (%struct.Error*)*, void (%struct.Error*)** %94, align 4, !dbg !222
  call void %95(%struct.Error* noundef nonnull align 4 dereferenceable(12) %89) #12, !dbg !222
  br label %96, !dbg !222

96:                                               ; preds = %91, %81
  %97 = load i32, i32* %8, align 4, !dbg !223
  store i32 %97, i32* %2, align 4, !dbg !224
  call void @__cxa_end_catch() #12, !dbg !202
  br label %120

98:                                               ; preds = %78
  %99 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #12, !dbg !165
  %100 = icmp eq i32 %20, %99, !dbg !165
  br i1 %100, label %101, label %111, !dbg !165

101:                                              ; preds = %98
  call void @llvm.dbg.declare(metadata i8** %6, metadata !225, metadata !DIExpression()), !dbg !226
  %102 = load i8*, i8** %4, align 4, !dbg !227
  %103 = call i8* @__cxa_begin_catch(i8* %102) #12, !dbg !227
  store i8* %103, i8** %6, align 4, !dbg !227
  %104 = load i8*, i8** %6, align 4, !dbg !229
  %105 = getelementptr inbounds i8, i8* %104, i32 0, !dbg !229
  %106 = load i8, i8* %105, align 1, !dbg !229
  %107 = sext i8 %106 to i32, !dbg !229
  %108 = icmp eq i32 %107, 99, !dbg !230
  %109 = zext i1 %108 to i32, !dbg !231
  %110 = add nsw i32 600, %109, !dbg !232
  store i32 %110, i32* %2, align 4, !dbg !233
  call void @__cxa_end_catch() #12, !dbg !214
  br label %120

111:                                              ; preds = %98
  %112 = load i8*, i8** %4, align 4, !dbg !165
  %113 = call i8* @__cxa_begin_catch(i8* %112) #12, !dbg !165
  store i32 999, i32* %2, align 4, !dbg !234
  call void @__cxa_end_catch(), !dbg !227
  br label %120

114:                                              ; preds = %62
  %115 = landingpad { i8*, i32 }
          cleanup, !dbg !235
  %116 = extractvalue { i8*, i32 } %115, 0, !dbg !235
  store i8* %116, i8** %4, align 4, !dbg !235
  %117 = extractvalue { i8*, i32 } %115, 1, !dbg !235
  store i32 %117, i32* %5, align 4, !dbg !235
  invoke void @__cxa_end_catch()
          to label %118 unwind label %127, !dbg !189

118:                                              ; preds = %114
  br label %122, !dbg !189

119:                                              ; preds = %14
  store i32 0, i32* %2, align 4, !dbg !236
  br label %120, !dbg !236

120:                                              ; preds = %119, %23, %33, %45, %76, %96, %101, %111
  %121 = load i32, i32* %2, align 4, !dbg !237
  ret i32 %121, !dbg !237

122:                                              ; preds = %118
  %123 = load i8*, i8** %4, align 4, !dbg !189
  %124 = load i32, i32* %5, align 4, !dbg !189
  %125 = insertvalue { i8*, i32 } undef, i8* %123, 0, !dbg !189
  %126 = insertvalue { i8*, i32 } %125, i32 %124, 1, !dbg !189
  resume { i8*, i32 } %126, !dbg !189

127:                                              ; preds = %114
  %128 = landingpad { i8*, i32 }
          catch i8* null, !dbg !189
  %129 = extractvalue { i8*, i32 } %128, 0, !dbg !189
  call void @__clang_call_terminate(i8* %129) #13, !dbg !189
  unreachable, !dbg !189
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !238 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !239, metadata !DIExpression()), !dbg !240
  call void @llvm.dbg.declare(metadata i32* %3, metadata !241, metadata !DIExpression()), !dbg !242
  store i32 0, i32* %3, align 4, !dbg !242
  %8 = load i32, i32* %2, align 4, !dbg !243
  invoke void @_ZL6middlei(i32 noundef %8)
          to label %9 unwind label %10, !dbg !246

9:                                                ; preds = %1
  br label %59, !dbg !247

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !248
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !248
  store i8* %12, i8** %4, align 4, !dbg !248
  %13 = extractvalue { i8*, i32 } %11, 1, !dbg !248
  store i32 %13, i32* %5, align 4, !dbg !248
  br label %14, !dbg !248

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4, !dbg !247
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12, !dbg !247
  %17 = icmp eq i32 %15, %16, !dbg !247
  br i1 %17, label %18, label %40, !dbg !247

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %6, metadata !249, metadata !DIExpression()), !dbg !250
  %19 = load i8*, i8** %4, align 4, !dbg !247
  %20 = call i8* @__cxa_begin_catch(i8* %19) #12, !dbg !247
  %21 = bitcast i8* %20 to i32*, !dbg !247
  %22 = load i32, i32* %21, align 4, !dbg !247
  store i32 %22, i32* %6, align 4, !dbg !247
  %23 = load i32, i32* %6, align 4, !dbg !251
  %24 = load i32, i32* %3, align 4, !dbg !253
  %25 = add nsw i32 %24, %23, !dbg !253
  store i32 %25, i32* %3, align 4, !dbg !253
  %26 = call i8* @__cxa_allocate_exception(i32 12) #12, !dbg !254
  %27 = bitcast i8* %26 to %struct.Error*, !dbg !254
  %28 = load i32, i32* %6, align 4, !dbg !255
  %29 = add nsw i32 %28, 1, !dbg !256
  invoke void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %27, i32 noundef %29, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0))
          to label %30 unwind label %31, !dbg !257

30:                                               ; preds = %18
  invoke void @__cxa_throw(i8* %26, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %60 unwind label %35, !dbg !254

31:                                               ; preds = %18
  %32 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !258
  %33 = extractvalue { i8*, i32 } %32, 0, !dbg !258
  store i8* %33, i8** %4, align 4, !dbg !258
  %34 = extractvalue { i8*, i32 } %32, 1, !dbg !258
  store i32 %34, i32* %5, align 4, !dbg !258
  call void @__cxa_free_exception(i8* %26) #12, !dbg !254
  br label %39, !dbg !254

35:                                               ; preds = %30
  %36 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !258
  %37 = extractvalue { i8*, i32 } %36, 0, !dbg !258
  store i8* %37, i8** %4, align 4, !dbg !258
  %38 = extractvalue { i8*, i32 } %36, 1, !dbg !258
  store i32 %38, i32* %5, align 4, !dbg !258
  br label %39, !dbg !258

39:                                               ; preds = %35, %31
  call void @__cxa_end_catch() #12, !dbg !259
  br label %40, !dbg !259

40:                                               ; preds = %39, %14
  %41 = load i32, i32* %5, align 4, !dbg !260
  %42 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !260
  %43 = icmp eq i32 %41, %42, !dbg !260
  br i1 %43, label %44, label %56, !dbg !260

44:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !261, metadata !DIExpression()), !dbg !262
  %45 = load i8*, i8** %4, align 4, !dbg !263
  %46 = call i8* @__cxa_begin_catch(i8* %45) #12, !dbg !263
  %47 = bitcast i8* %46 to %struct.Error*, !dbg !263
  store %struct.Error* %47, %struct.Error** %7, align 4, !dbg !263
  %48 = load %struct.Error*, %struct.Error** %7, align 4, !dbg !265
  %49 = getelementptr inbounds %struct.Error, %struct.Error* %48, i32 0, i32 1, !dbg !267
  %50 = load i32, i32* %49, align 4, !dbg !267
  %51 = mul nsw i32 %50, 100, !dbg !268
  %52 = load i32, i32* %3, align 4, !dbg !269
  %53 = add nsw i32 %52, %51, !dbg !269
  store i32 %53, i32* %3, align 4, !dbg !269
  call void @__cxa_end_catch(), !dbg !270
  br label %54, !dbg !270

54:                                               ; preds = %44, %56, %59
  %55 = load i32, i32* %3, align 4, !dbg !271
  ret i32 %55, !dbg !272

56:                                               ; preds = %40
  %57 = load i8*, i8** %4, align 4, !dbg !260
  %58 = call i8* @__cxa_begin_catch(i8* %57) #12, !dbg !260
  store i32 -1, i32* %3, align 4, !dbg !273
  call void @__cxa_end_catch(), !dbg !263
  br label %54, !dbg !263

59:                                               ; preds = %9
  br label %54, !dbg !260

60:                                               ; preds = %30
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !274 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.IoError*, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !275, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.declare(metadata %struct.Holder* %4, metadata !277, metadata !DIExpression()), !dbg !279
  %8 = load i32, i32* %3, align 4, !dbg !280
  invoke void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %8)
          to label %9 unwind label %12, !dbg !279

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Holder, %struct.Holder* %4, i32 0, i32 1, !dbg !281
  %11 = load i32, i32* %10, align 4, !dbg !281
  store i32 %11, i32* %2, align 4, !dbg !282
  call void @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4) #12, !dbg !283
  br label %29

12:                                               ; preds = %1
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), !dbg !284
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !284
  store i8* %14, i8** %5, align 4, !dbg !284
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !284
  store i32 %15, i32* %6, align 4, !dbg !284
  br label %16, !dbg !284

16:                                               ; preds = %12
  %17 = load i32, i32* %6, align 4, !dbg !285
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12, !dbg !285
  %19 = icmp eq i32 %17, %18, !dbg !285
  br i1 %19, label %20, label %31, !dbg !285

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata %struct.IoError** %7, metadata !286, metadata !DIExpression()), !dbg !287
  %21 = load i8*, i8** %5, align 4, !dbg !285
  %22 = call i8* @__cxa_begin_catch(i8* %21) #12, !dbg !285
  %23 = bitcast i8* %22 to %struct.IoError*, !dbg !285
  store %struct.IoError* %23, %struct.IoError** %7, align 4, !dbg !285
  %24 = load %struct.IoError*, %struct.IoError** %7, align 4, !dbg !288
  %25 = getelementptr inbounds %struct.IoError, %struct.IoError* %24, i32 0, i32 1, !dbg !290
  %26 = load i32, i32* %25, align 4, !dbg !290
  %27 = add nsw i32 -1000, %26, !dbg !291
  store i32 %27, i32* %2, align 4, !dbg !292
  call void @__cxa_end_catch(), !dbg !293
  br label %29

28:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !293
  unreachable, !dbg !293

29:                                               ; preds = %20, %9
  %30 = load i32, i32* %2, align 4, !dbg !294
  ret i32 %30, !dbg !294

31:                                               ; preds = %16
  %32 = load i8*, i8** %5, align 4, !dbg !285
  %33 = load i32, i32* %6, align 4, !dbg !285
  %34 = insertvalue { i8*, i32 } undef, i8* %32, 0, !dbg !285
  %35 = insertvalue { i8*, i32 } %34, i32 %33, 1, !dbg !285
  resume { i8*, i32 } %35, !dbg !285
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 comdat align 2 !dbg !295 {
  %3 = alloca %struct.NoThrow*, align 4
  %4 = alloca i32, align 4
  store %struct.NoThrow* %0, %struct.NoThrow** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.NoThrow** %3, metadata !296, metadata !DIExpression()), !dbg !298
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !299, metadata !DIExpression()), !dbg !300
  %5 = load %struct.NoThrow*, %struct.NoThrow** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !301
  %7 = add nsw i32 %6, 1, !dbg !302
  ret i32 %7, !dbg !303
}

declare i32 @puts(i8* noundef) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !304 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !307, metadata !DIExpression()), !dbg !308
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !309, metadata !DIExpression()), !dbg !310
  %6 = load i32, i32* %2, align 4, !dbg !311
  call void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6), !dbg !310
  %7 = load i32, i32* %2, align 4, !dbg !312
  switch i32 %7, label %61 [
    i32 0, label %8
    i32 1, label %15
    i32 2, label %18
    i32 3, label %26
    i32 4, label %34
    i32 5, label %50
    i32 6, label %53
  ], !dbg !313

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i32 4) #12, !dbg !314
  %10 = bitcast i8* %9 to i32*, !dbg !314
  store i32 42, i32* %10, align 16, !dbg !314
  invoke void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #14
          to label %69 unwind label %11, !dbg !314

11:                                               ; preds = %56, %50, %40, %29, %21, %15, %8
  %12 = landingpad { i8*, i32 }
          cleanup, !dbg !316
  %13 = extractvalue { i8*, i32 } %12, 0, !dbg !316
  store i8* %13, i8** %4, align 4, !dbg !316
  %14 = extractvalue { i8*, i32 } %12, 1, !dbg !316
  store i32 %14, i32* %5, align 4, !dbg !316
  br label %63, !dbg !316

15:                                               ; preds = %1
  %16 = call i8* @__cxa_allocate_exception(i32 8) #12, !dbg !317
  %17 = bitcast i8* %16 to double*, !dbg !317
  store double 3.500000e+00, double* %17, align 16, !dbg !317
  invoke void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTId to i8*), i8* null) #14
          to label %69 unwind label %11, !dbg !317

18:                                               ; preds = %1
  %19 = call i8* @__cxa_allocate_exception(i32 12) #12, !dbg !318
  %20 = bitcast i8* %19 to %struct.Error*, !dbg !318
  invoke void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %20, i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
          to label %21 unwind label %22, !dbg !319

21:                                               ; preds = %18
  invoke void @__cxa_throw(i8* %19, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %69 unwind label %11, !dbg !318

22:                                               ; preds = %18
  %23 = landingpad { i8*, i32 }
          cleanup, !dbg !316
  %24 = extractvalue { i8*, i32 } %23, 0, !dbg !316
  store i8* %24, i8** %4, align 4, !dbg !316
  %25 = extractvalue { i8*, i32 } %23, 1, !dbg !316
  store i32 %25, i32* %5, align 4, !dbg !316
  call void @__cxa_free_exception(i8* %19) #12, !dbg !318
  br label %63, !dbg !318

26:                                               ; preds = %1
  %27 = call i8* @__cxa_allocate_exception(i32 16) #12, !dbg !320
  %28 = bitcast i8* %27 to %struct.IoError*, !dbg !320
  invoke void @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %28, i32 noundef 9, i32 noundef 3)
          to label %29 unwind label %30, !dbg !321

29:                                               ; preds = %26
  invoke void @__cxa_throw(i8* %27, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*)) #14
          to label %69 unwind label %11, !dbg !320

30:                                               ; preds = %26
  %31 = landingpad { i8*, i32 }
          cleanup, !dbg !316
  %32 = extractvalue { i8*, i32 } %31, 0, !dbg !316
  store i8* %32, i8** %4, align 4, !dbg !316
  %33 = extractvalue { i8*, i32 } %31, 1, !dbg !316
  store i32 %33, i32* %5, align 4, !dbg !316
  call void @__cxa_free_exception(i8* %27) #12, !dbg !320
  br label %63, !dbg !320

34:                                               ; preds = %1
  %35 = call i8* @__cxa_allocate_exception(i32 4) #12, !dbg !322
  %36 = bitcast i8* %35 to %struct.Error**, !dbg !322
  %37 = invoke noalias noundef nonnull i8* @_Znwj(i32 noundef 12) #15
          to label %38 unwind label %41, !dbg !323, !heapallocsite !21

38:                                               ; preds = %34
  %39 = bitcast i8* %37 to %struct.Error*, !dbg !323
  invoke void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %39, i32 noundef 11, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0))
          to label %40 unwind label %45, !dbg !324

40:                                               ; preds = %38
  store %struct.Error* %39, %struct.Error** %36, align 16, !dbg !322
  invoke void @__cxa_throw(i8* %35, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #14
          to label %69 unwind label %11, !dbg !322

41:                                               ; preds = %34
  %42 = landingpad { i8*, i32 }
          cleanup, !dbg !316
  %43 = extractvalue { i8*, i32 } %42, 0, !dbg !316
  store i8* %43, i8** %4, align 4, !dbg !316
  %44 = extractvalue { i8*, i32 } %42, 1, !dbg !316
  store i32 %44, i32* %5, align 4, !dbg !316
  br label %49, !dbg !316

45:                                               ; preds = %38
  %46 = landingpad { i8*, i32 }
          cleanup, !dbg !316
  %47 = extractvalue { i8*, i32 } %46, 0, !dbg !316
  store i8* %47, i8** %4, align 4, !dbg !316
  %48 = extractvalue { i8*, i32 } %46, 1, !dbg !316
  store i32 %48, i32* %5, align 4, !dbg !316
  call void @_ZdlPv(i8* noundef %37) #16, !dbg !323
  br label %49, !dbg !323

49:                                               ; preds = %45, %41
  call void @__cxa_free_exception(i8* %35) #12, !dbg !322
  br label %63, !dbg !322

50:                                               ; preds = %1
  %51 = call i8* @__cxa_allocate_exception(i32 4) #12, !dbg !325
  %52 = bitcast i8* %51 to i8**, !dbg !325
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %52, align 16, !dbg !325
  invoke void @__cxa_throw(i8* %51, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #14
          to label %69 unwind label %11, !dbg !325

53:                                               ; preds = %1
  %54 = call i8* @__cxa_allocate_exception(i32 4) #12, !dbg !326
  %55 = bitcast i8* %54 to %struct.Tracer*, !dbg !326
  invoke void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %55, i32 noundef 600)
          to label %56 unwind label %57, !dbg !327

56:                                               ; preds = %53
  invoke void @__cxa_throw(i8* %54, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #14
          to label %69 unwind label %11, !dbg !326

57:                                               ; preds = %53
  %58 = landingpad { i8*, i32 }
          cleanup, !dbg !316
  %59 = extractvalue { i8*, i32 } %58, 0, !dbg !316
  store i8* %59, i8** %4, align 4, !dbg !316
  %60 = extractvalue { i8*, i32 } %58, 1, !dbg !316
  store i32 %60, i32* %5, align 4, !dbg !316
  call void @__cxa_free_exception(i8* %54) #12, !dbg !326
  br label %63, !dbg !326

61:                                               ; preds = %1
  br label %62, !dbg !328

62:                                               ; preds = %61
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !329
  ret void, !dbg !329

63:                                               ; preds = %57, %49, %30, %22, %11
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !329
  br label %64, !dbg !329

64:                                               ; preds = %63
  %65 = load i8*, i8** %4, align 4, !dbg !329
  %66 = load i32, i32* %5, align 4, !dbg !329
  %67 = insertvalue { i8*, i32 } undef, i8* %65, 0, !dbg !329
  %68 = insertvalue { i8*, i32 } %67, i32 %66, 1, !dbg !329
  resume { i8*, i32 } %68, !dbg !329

69:                                               ; preds = %56, %50, %40, %29, %21, %15, %8
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #12
  call void @_ZSt9terminatev() #13
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 !dbg !330 {
  %3 = alloca %struct.Tracer*, align 4
  %4 = alloca i32, align 4
  store %struct.Tracer* %0, %struct.Tracer** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Tracer** %3, metadata !331, metadata !DIExpression()), !dbg !333
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !334, metadata !DIExpression()), !dbg !335
  %5 = load %struct.Tracer*, %struct.Tracer** %3, align 4
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !336
  %7 = load i32, i32* %4, align 4, !dbg !337
  store i32 %7, i32* %6, align 4, !dbg !336
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !338
  %9 = add nsw i32 %8, 1, !dbg !338
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !338
  %10 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !340
  %11 = load i32, i32* %10, align 4, !dbg !340
  call void @_ZL4notei(i32 noundef %11), !dbg !341
  ret void, !dbg !342
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #8 comdat align 2 !dbg !343 {
  %4 = alloca %struct.Error*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  store %struct.Error* %0, %struct.Error** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %4, metadata !344, metadata !DIExpression()), !dbg !345
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !346, metadata !DIExpression()), !dbg !347
  store i8* %2, i8** %6, align 4
  call void @llvm.dbg.declare(metadata i8** %6, metadata !348, metadata !DIExpression()), !dbg !349
  %7 = load %struct.Error*, %struct.Error** %4, align 4
  %8 = bitcast %struct.Error* %7 to i32 (...)***, !dbg !350
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4, !dbg !350
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 1, !dbg !351
  %10 = load i32, i32* %5, align 4, !dbg !352
  store i32 %10, i32* %9, align 4, !dbg !351
  %11 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 2, !dbg !353
  %12 = load i8*, i8** %6, align 4, !dbg !354
  store i8* %12, i8** %11, align 4, !dbg !353
  ret void, !dbg !355
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 !dbg !356 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !357, metadata !DIExpression()), !dbg !358
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  ret void, !dbg !359
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 comdat align 2 !dbg !360 {
  %4 = alloca %struct.IoError*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.IoError* %0, %struct.IoError** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %4, metadata !361, metadata !DIExpression()), !dbg !363
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !364, metadata !DIExpression()), !dbg !365
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !366, metadata !DIExpression()), !dbg !367
  %7 = load %struct.IoError*, %struct.IoError** %4, align 4
  %8 = bitcast %struct.IoError* %7 to %struct.Error*, !dbg !368
  %9 = load i32, i32* %5, align 4, !dbg !369
  call void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %9, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0)), !dbg !370
  %10 = bitcast %struct.IoError* %7 to i32 (...)***, !dbg !368
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 4, !dbg !368
  %11 = getelementptr inbounds %struct.IoError, %struct.IoError* %7, i32 0, i32 1, !dbg !371
  %12 = load i32, i32* %6, align 4, !dbg !372
  store i32 %12, i32* %11, align 4, !dbg !371
  ret void, !dbg !373
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 !dbg !374 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !378, metadata !DIExpression()), !dbg !379
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = bitcast %struct.IoError* %3 to %struct.Error*, !dbg !380
  call void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %4) #12, !dbg !380
  ret void, !dbg !382
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwj(i32 noundef) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #10

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !383 {
  %2 = alloca %struct.Tracer*, align 4
  store %struct.Tracer* %0, %struct.Tracer** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Tracer** %2, metadata !384, metadata !DIExpression()), !dbg !385
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 4
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !386
  %5 = add nsw i32 %4, -1, !dbg !386
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !386
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0, !dbg !388
  %7 = load i32, i32* %6, align 4, !dbg !388
  %8 = sub nsw i32 0, %7, !dbg !389
  call void @_ZL4notei(i32 noundef %8), !dbg !390
  ret void, !dbg !391
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL4notei(i32 noundef %0) #4 !dbg !392 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !393, metadata !DIExpression()), !dbg !394
  %3 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !395
  %4 = icmp slt i32 %3, 64, !dbg !397
  br i1 %4, label %5, label %10, !dbg !398

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !399
  %7 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !400
  %8 = add nsw i32 %7, 1, !dbg !400
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !400
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %7, !dbg !401
  store i32 %6, i32* %9, align 4, !dbg !402
  br label %10, !dbg !401

10:                                               ; preds = %5, %1
  ret void, !dbg !403
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 !dbg !404 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !405, metadata !DIExpression()), !dbg !406
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  call void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %3) #12, !dbg !407
  %4 = bitcast %struct.Error* %3 to i8*, !dbg !407
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !407
  ret void, !dbg !408
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !409 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !410, metadata !DIExpression()), !dbg !412
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  ret i32 1, !dbg !413
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 !dbg !414 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !415, metadata !DIExpression()), !dbg !416
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  call void @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %3) #12, !dbg !417
  %4 = bitcast %struct.IoError* %3 to i8*, !dbg !417
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !417
  ret void, !dbg !417
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 !dbg !418 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !419, metadata !DIExpression()), !dbg !421
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  ret i32 2, !dbg !422
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !423 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !424, metadata !DIExpression()), !dbg !425
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !426, metadata !DIExpression()), !dbg !427
  %6 = load i32, i32* %2, align 4, !dbg !428
  %7 = add nsw i32 50, %6, !dbg !429
  call void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7), !dbg !427
  %8 = load i32, i32* %2, align 4, !dbg !430
  invoke void @_ZL7throweri(i32 noundef %8)
          to label %9 unwind label %10, !dbg !432

9:                                                ; preds = %1
  br label %24, !dbg !433

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !434
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !434
  store i8* %12, i8** %4, align 4, !dbg !434
  %13 = extractvalue { i8*, i32 } %11, 1, !dbg !434
  store i32 %13, i32* %5, align 4, !dbg !434
  br label %14, !dbg !434

14:                                               ; preds = %10
  %15 = load i8*, i8** %4, align 4, !dbg !433
  %16 = call i8* @__cxa_begin_catch(i8* %15) #12, !dbg !433
  %17 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !435
  %18 = add nsw i32 %17, 1, !dbg !435
  store i32 %18, i32* @_ZL13rethrow_count, align 4, !dbg !435
  invoke void @__cxa_rethrow() #14
          to label %33 unwind label %19, !dbg !437

19:                                               ; preds = %14
  %20 = landingpad { i8*, i32 }
          cleanup, !dbg !438
  %21 = extractvalue { i8*, i32 } %20, 0, !dbg !438
  store i8* %21, i8** %4, align 4, !dbg !438
  %22 = extractvalue { i8*, i32 } %20, 1, !dbg !438
  store i32 %22, i32* %5, align 4, !dbg !438
  invoke void @__cxa_end_catch()
          to label %23 unwind label %30, !dbg !439

23:                                               ; preds = %19
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !440
  br label %25, !dbg !440

24:                                               ; preds = %9
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !440
  ret void, !dbg !440

25:                                               ; preds = %23
  %26 = load i8*, i8** %4, align 4, !dbg !440
  %27 = load i32, i32* %5, align 4, !dbg !440
  %28 = insertvalue { i8*, i32 } undef, i8* %26, 0, !dbg !440
  %29 = insertvalue { i8*, i32 } %28, i32 %27, 1, !dbg !440
  resume { i8*, i32 } %29, !dbg !440

30:                                               ; preds = %19
  %31 = landingpad { i8*, i32 }
          catch i8* null, !dbg !439
  %32 = extractvalue { i8*, i32 } %31, 0, !dbg !439
  call void @__clang_call_terminate(i8* %32) #13, !dbg !439
  unreachable, !dbg !439

33:                                               ; preds = %14
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !441 {
  %3 = alloca %struct.Holder*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 4
  store %struct.Holder* %0, %struct.Holder** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Holder** %3, metadata !442, metadata !DIExpression()), !dbg !444
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !445, metadata !DIExpression()), !dbg !446
  %8 = load %struct.Holder*, %struct.Holder** %3, align 4
  %9 = getelementptr inbounds %struct.Holder, %struct.Holder* %8, i32 0, i32 0, !dbg !447
  %10 = load i32, i32* %4, align 4, !dbg !448
  invoke void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %11 unwind label %16, !dbg !447

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Holder, %struct.Holder* %8, i32 0, i32 1, !dbg !449
  %13 = load i32, i32* %4, align 4, !dbg !450
  %14 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %13)
          to label %15 unwind label %20, !dbg !451

15:                                               ; preds = %11
  store i32 %14, i32* %12, align 4, !dbg !449
  call void @_ZL4notei(i32 noundef 777), !dbg !452
  br label %38, !dbg !454

16:                                               ; preds = %2
  %17 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !455
  %18 = extractvalue { i8*, i32 } %17, 0, !dbg !455
  store i8* %18, i8** %5, align 4, !dbg !455
  %19 = extractvalue { i8*, i32 } %17, 1, !dbg !455
  store i32 %19, i32* %6, align 4, !dbg !455
  br label %24, !dbg !455

20:                                               ; preds = %11
  %21 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !455
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !455
  store i8* %22, i8** %5, align 4, !dbg !455
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !455
  store i32 %23, i32* %6, align 4, !dbg !455
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %9) #12, !dbg !454
  br label %24, !dbg !454

24:                                               ; preds = %20, %16
  %25 = load i32, i32* %6, align 4, !dbg !454
  %26 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !454
  %27 = icmp eq i32 %25, %26, !dbg !454
  br i1 %27, label %28, label %39, !dbg !454

28:                                               ; preds = %24
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !456, metadata !DIExpression()), !dbg !457
  %29 = load i8*, i8** %5, align 4, !dbg !454
  %30 = call i8* @__cxa_begin_catch(i8* %29) #12, !dbg !454
  %31 = bitcast i8* %30 to %struct.Error*, !dbg !454
  store %struct.Error* %31, %struct.Error** %7, align 4, !dbg !454
  call void @_ZL4notei(i32 noundef 888), !dbg !458
  invoke void @__cxa_rethrow()
          to label %32 unwind label %33, !dbg !460

32:                                               ; preds = %28
  unreachable, !dbg !460

33:                                               ; preds = %28
  %34 = landingpad { i8*, i32 }
          cleanup, !dbg !455
  %35 = extractvalue { i8*, i32 } %34, 0, !dbg !455
  store i8* %35, i8** %5, align 4, !dbg !455
  %36 = extractvalue { i8*, i32 } %34, 1, !dbg !455
  store i32 %36, i32* %6, align 4, !dbg !455
  invoke void @__cxa_end_catch()
          to label %37 unwind label %44, !dbg !460

37:                                               ; preds = %33
  br label %39, !dbg !460

38:                                               ; preds = %15
  ret void, !dbg !455

39:                                               ; preds = %37, %24
  %40 = load i8*, i8** %5, align 4, !dbg !454
  %41 = load i32, i32* %6, align 4, !dbg !454
  %42 = insertvalue { i8*, i32 } undef, i8* %40, 0, !dbg !454
  %43 = insertvalue { i8*, i32 } %42, i32 %41, 1, !dbg !454
  resume { i8*, i32 } %43, !dbg !454

44:                                               ; preds = %33
  %45 = landingpad { i8*, i32 }
          catch i8* null, !dbg !460
  %46 = extractvalue { i8*, i32 } %45, 0, !dbg !460
  call void @__clang_call_terminate(i8* %46) #13, !dbg !460
  unreachable, !dbg !460
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 !dbg !461 {
  %2 = alloca %struct.Holder*, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Holder** %2, metadata !465, metadata !DIExpression()), !dbg !466
  %3 = load %struct.Holder*, %struct.Holder** %2, align 4
  %4 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0, !dbg !467
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %4) #12, !dbg !467
  ret void, !dbg !469
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #11

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !470 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !471, metadata !DIExpression()), !dbg !472
  %5 = load i32, i32* %2, align 4, !dbg !473
  %6 = icmp slt i32 %5, 0, !dbg !475
  br i1 %6, label %7, label %18, !dbg !476

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 16) #12, !dbg !477
  %9 = bitcast i8* %8 to %struct.IoError*, !dbg !477
  %10 = load i32, i32* %2, align 4, !dbg !478
  %11 = load i32, i32* %2, align 4, !dbg !479
  %12 = sub nsw i32 0, %11, !dbg !480
  invoke void @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %9, i32 noundef %10, i32 noundef %12)
          to label %13 unwind label %14, !dbg !481

13:                                               ; preds = %7
  call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*)) #14, !dbg !477
  unreachable, !dbg !477

14:                                               ; preds = %7
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !482
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !482
  store i8* %16, i8** %3, align 4, !dbg !482
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !482
  store i32 %17, i32* %4, align 4, !dbg !482
  call void @__cxa_free_exception(i8* %8) #12, !dbg !477
  br label %21, !dbg !477

18:                                               ; preds = %1
  %19 = load i32, i32* %2, align 4, !dbg !483
  %20 = mul nsw i32 %19, 2, !dbg !484
  ret i32 %20, !dbg !485

21:                                               ; preds = %14
  %22 = load i8*, i8** %3, align 4, !dbg !477
  %23 = load i32, i32* %4, align 4, !dbg !477
  %24 = insertvalue { i8*, i32 } undef, i8* %22, 0, !dbg !477
  %25 = insertvalue { i8*, i32 } %24, i32 %23, 1, !dbg !477
  resume { i8*, i32 } %25, !dbg !477
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { cold noreturn nounwind }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", linkageName: "_ZL6g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !69, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "503ee8698f6944c98722d48996642b7d")
!4 = !{!5, !6, !21, !45, !58}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tracer", file: !3, line: 19, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, identifier: "_ZTS6Tracer")
!7 = !{!8, !9, !13, !18}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !6, file: !3, line: 20, baseType: !5, size: 32)
!9 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !5}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!13 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: 0)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !12, !16}
!16 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!18 = !DISubprogram(name: "~Tracer", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !12}
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 26, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !22, vtableHolder: !21, identifier: "_ZTS5Error")
!22 = !{!23, !28, !29, !33, !37, !40}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !24, size: 32, flags: DIFlagArtificial)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !26, size: 32)
!26 = !DISubroutineType(types: !27)
!27 = !{!5}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !21, file: !3, line: 27, baseType: !5, size: 32, offset: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !21, file: !3, line: 28, baseType: !30, size: 32, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!33 = !DISubprogram(name: "Error", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped, spFlags: 0)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !36, !5, !30}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!37 = !DISubprogram(name: "~Error", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, containingType: !21, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !36}
!40 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, containingType: !21, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!41 = !DISubroutineType(types: !42)
!42 = !{!5, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, vtableHolder: !21, identifier: "_ZTS7IoError")
!46 = !{!47, !48, !49, !53}
!47 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !45, baseType: !21, extraData: i32 0)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !45, file: !3, line: 35, baseType: !5, size: 32, offset: 96)
!49 = !DISubprogram(name: "IoError", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52, !5, !5}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, containingType: !45, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!54 = !DISubroutineType(types: !55)
!55 = !{!5, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!79 = !{i32 1, !"NumRegisterParameters", i32 0}
!80 = !{i32 7, !"Dwarf Version", i32 5}
!81 = !{i32 2, !"Debug Info Version", i32 3}
!82 = !{i32 1, !"wchar_size", i32 4}
!83 = !{i32 7, !"PIC Level", i32 2}
!84 = !{i32 7, !"PIE Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 1}
!86 = !{i32 7, !"frame-pointer", i32 2}
!87 = !{!"Debian clang version 14.0.6"}
!88 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !26, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !89)
!89 = !{}
!90 = !DILocalVariable(name: "total", scope: !88, file: !3, line: 135, type: !5)
!91 = !DILocation(line: 135, column: 7, scope: !88)
!92 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 136, type: !5)
!93 = distinct !DILexicalBlock(scope: !88, file: !3, line: 136, column: 3)
!94 = !DILocation(line: 136, column: 12, scope: !93)
!95 = !DILocation(line: 136, column: 8, scope: !93)
!96 = !DILocation(line: 136, column: 19, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !3, line: 136, column: 3)
!98 = !DILocation(line: 136, column: 21, scope: !97)
!99 = !DILocation(line: 136, column: 3, scope: !93)
!100 = !DILocalVariable(name: "c", scope: !101, file: !3, line: 137, type: !5)
!101 = distinct !DILexicalBlock(scope: !97, file: !3, line: 136, column: 32)
!102 = !DILocation(line: 137, column: 9, scope: !101)
!103 = !DILocation(line: 137, column: 22, scope: !101)
!104 = !DILocation(line: 137, column: 13, scope: !101)
!105 = !DILocation(line: 138, column: 44, scope: !101)
!106 = !DILocation(line: 138, column: 47, scope: !101)
!107 = !DILocation(line: 138, column: 50, scope: !101)
!108 = !DILocation(line: 138, column: 5, scope: !101)
!109 = !DILocation(line: 139, column: 14, scope: !101)
!110 = !DILocation(line: 139, column: 11, scope: !101)
!111 = !DILocation(line: 140, column: 3, scope: !101)
!112 = !DILocation(line: 136, column: 27, scope: !97)
!113 = !DILocation(line: 136, column: 3, scope: !97)
!114 = distinct !{!114, !99, !115, !116}
!115 = !DILocation(line: 140, column: 3, scope: !93)
!116 = !{!"llvm.loop.mustprogress"}
!117 = !DILocation(line: 141, column: 29, scope: !88)
!118 = !DILocation(line: 141, column: 40, scope: !88)
!119 = !DILocation(line: 141, column: 3, scope: !88)
!120 = !DILocation(line: 142, column: 28, scope: !88)
!121 = !DILocation(line: 142, column: 3, scope: !88)
!122 = !DILocation(line: 143, column: 30, scope: !88)
!123 = !DILocation(line: 143, column: 42, scope: !88)
!124 = !DILocation(line: 143, column: 3, scope: !88)
!125 = !DILocalVariable(name: "nt", scope: !88, file: !3, line: 144, type: !126)
!126 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !127, identifier: "_ZTS7NoThrow")
!127 = !{!128}
!128 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !126, file: !3, line: 131, type: !129, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!129 = !DISubroutineType(types: !130)
!130 = !{!5, !131, !5}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!132 = !DILocation(line: 144, column: 11, scope: !88)
!133 = !DILocation(line: 145, column: 15, scope: !88)
!134 = !DILocation(line: 145, column: 9, scope: !88)
!135 = !DILocation(line: 146, column: 3, scope: !88)
!136 = !DILocalVariable(name: "i", scope: !137, file: !3, line: 147, type: !5)
!137 = distinct !DILexicalBlock(scope: !88, file: !3, line: 147, column: 3)
!138 = !DILocation(line: 147, column: 12, scope: !137)
!139 = !DILocation(line: 147, column: 8, scope: !137)
!140 = !DILocation(line: 147, column: 19, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !3, line: 147, column: 3)
!142 = !DILocation(line: 147, column: 23, scope: !141)
!143 = !DILocation(line: 147, column: 21, scope: !141)
!144 = !DILocation(line: 147, column: 3, scope: !137)
!145 = !DILocation(line: 148, column: 25, scope: !141)
!146 = !DILocation(line: 148, column: 19, scope: !141)
!147 = !DILocation(line: 148, column: 5, scope: !141)
!148 = !DILocation(line: 147, column: 31, scope: !141)
!149 = !DILocation(line: 147, column: 3, scope: !141)
!150 = distinct !{!150, !144, !151, !116}
!151 = !DILocation(line: 148, column: 27, scope: !137)
!152 = !DILocation(line: 149, column: 34, scope: !88)
!153 = !DILocation(line: 149, column: 41, scope: !88)
!154 = !DILocation(line: 149, column: 3, scope: !88)
!155 = !DILocation(line: 150, column: 8, scope: !88)
!156 = !DILocation(line: 150, column: 15, scope: !88)
!157 = !DILocation(line: 150, column: 3, scope: !88)
!158 = !DILocation(line: 151, column: 3, scope: !88)
!159 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !89)
!160 = !DILocalVariable(name: "how", arg: 1, scope: !159, file: !3, line: 54, type: !5)
!161 = !DILocation(line: 54, column: 25, scope: !159)
!162 = !DILocation(line: 56, column: 13, scope: !163)
!163 = distinct !DILexicalBlock(scope: !159, file: !3, line: 55, column: 7)
!164 = !DILocation(line: 56, column: 5, scope: !163)
!165 = !DILocation(line: 57, column: 3, scope: !163)
!166 = !DILocation(line: 75, column: 1, scope: !163)
!167 = !DILocalVariable(name: "v", scope: !159, file: !3, line: 57, type: !5)
!168 = !DILocation(line: 57, column: 16, scope: !159)
!169 = !DILocation(line: 61, column: 3, scope: !170)
!170 = distinct !DILexicalBlock(scope: !159, file: !3, line: 59, column: 22)
!171 = !DILocation(line: 58, column: 18, scope: !172)
!172 = distinct !DILexicalBlock(scope: !159, file: !3, line: 57, column: 19)
!173 = !DILocation(line: 58, column: 16, scope: !172)
!174 = !DILocation(line: 58, column: 5, scope: !172)
!175 = !DILocation(line: 59, column: 3, scope: !172)
!176 = !DILocalVariable(name: "d", scope: !159, file: !3, line: 59, type: !177)
!177 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!178 = !DILocation(line: 59, column: 19, scope: !159)
!179 = !DILocation(line: 63, column: 3, scope: !180)
!180 = distinct !DILexicalBlock(scope: !159, file: !3, line: 61, column: 30)
!181 = !DILocation(line: 60, column: 24, scope: !170)
!182 = !DILocation(line: 60, column: 26, scope: !170)
!183 = !DILocation(line: 60, column: 23, scope: !170)
!184 = !DILocation(line: 60, column: 16, scope: !170)
!185 = !DILocation(line: 60, column: 5, scope: !170)
!186 = !DILocalVariable(name: "e", scope: !159, file: !3, line: 61, type: !187)
!187 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 32)
!188 = !DILocation(line: 61, column: 27, scope: !159)
!189 = !DILocation(line: 65, column: 3, scope: !190)
!190 = distinct !DILexicalBlock(scope: !159, file: !3, line: 63, column: 22)
!191 = !DILocation(line: 62, column: 18, scope: !180)
!192 = !DILocation(line: 62, column: 20, scope: !180)
!193 = !DILocation(line: 62, column: 25, scope: !180)
!194 = !DILocation(line: 62, column: 16, scope: !180)
!195 = !DILocation(line: 62, column: 32, scope: !180)
!196 = !DILocation(line: 62, column: 34, scope: !180)
!197 = !DILocation(line: 62, column: 30, scope: !180)
!198 = !DILocation(line: 62, column: 5, scope: !180)
!199 = !DILocalVariable(name: "e", scope: !159, file: !3, line: 63, type: !200)
!200 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 32)
!201 = !DILocation(line: 63, column: 19, scope: !159)
!202 = !DILocation(line: 69, column: 3, scope: !203)
!203 = distinct !DILexicalBlock(scope: !159, file: !3, line: 65, column: 22)
!204 = !DILocation(line: 64, column: 18, scope: !190)
!205 = !DILocation(line: 64, column: 20, scope: !190)
!206 = !DILocation(line: 64, column: 16, scope: !190)
!207 = !DILocation(line: 64, column: 27, scope: !190)
!208 = !DILocation(line: 64, column: 29, scope: !190)
!209 = !DILocation(line: 64, column: 25, scope: !190)
!210 = !DILocation(line: 64, column: 5, scope: !190)
!211 = !DILocalVariable(name: "p", scope: !159, file: !3, line: 65, type: !212)
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!213 = !DILocation(line: 65, column: 19, scope: !159)
!214 = !DILocation(line: 71, column: 3, scope: !215)
!215 = distinct !DILexicalBlock(scope: !159, file: !3, line: 69, column: 27)
!216 = !DILocalVariable(name: "r", scope: !203, file: !3, line: 66, type: !5)
!217 = !DILocation(line: 66, column: 9, scope: !203)
!218 = !DILocation(line: 66, column: 19, scope: !203)
!219 = !DILocation(line: 66, column: 22, scope: !203)
!220 = !DILocation(line: 66, column: 17, scope: !203)
!221 = !DILocation(line: 67, column: 12, scope: !203)
!222 = !DILocation(line: 67, column: 5, scope: !203)
!223 = !DILocation(line: 68, column: 12, scope: !203)
!224 = !DILocation(line: 68, column: 5, scope: !203)
!225 = !DILocalVariable(name: "s", scope: !159, file: !3, line: 69, type: !30)
!226 = !DILocation(line: 69, column: 24, scope: !159)
!227 = !DILocation(line: 73, column: 3, scope: !228)
!228 = distinct !DILexicalBlock(scope: !159, file: !3, line: 71, column: 17)
!229 = !DILocation(line: 70, column: 19, scope: !215)
!230 = !DILocation(line: 70, column: 24, scope: !215)
!231 = !DILocation(line: 70, column: 18, scope: !215)
!232 = !DILocation(line: 70, column: 16, scope: !215)
!233 = !DILocation(line: 70, column: 5, scope: !215)
!234 = !DILocation(line: 72, column: 5, scope: !228)
!235 = !DILocation(line: 75, column: 1, scope: !190)
!236 = !DILocation(line: 74, column: 3, scope: !159)
!237 = !DILocation(line: 75, column: 1, scope: !159)
!238 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !63, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !89)
!239 = !DILocalVariable(name: "how", arg: 1, scope: !238, file: !3, line: 89, type: !5)
!240 = !DILocation(line: 89, column: 23, scope: !238)
!241 = !DILocalVariable(name: "r", scope: !238, file: !3, line: 90, type: !5)
!242 = !DILocation(line: 90, column: 7, scope: !238)
!243 = !DILocation(line: 93, column: 14, scope: !244)
!244 = distinct !DILexicalBlock(scope: !245, file: !3, line: 92, column: 9)
!245 = distinct !DILexicalBlock(scope: !238, file: !3, line: 91, column: 7)
!246 = !DILocation(line: 93, column: 7, scope: !244)
!247 = !DILocation(line: 94, column: 5, scope: !244)
!248 = !DILocation(line: 104, column: 1, scope: !244)
!249 = !DILocalVariable(name: "v", scope: !245, file: !3, line: 94, type: !5)
!250 = !DILocation(line: 94, column: 18, scope: !245)
!251 = !DILocation(line: 95, column: 12, scope: !252)
!252 = distinct !DILexicalBlock(scope: !245, file: !3, line: 94, column: 21)
!253 = !DILocation(line: 95, column: 9, scope: !252)
!254 = !DILocation(line: 96, column: 7, scope: !252)
!255 = !DILocation(line: 96, column: 19, scope: !252)
!256 = !DILocation(line: 96, column: 21, scope: !252)
!257 = !DILocation(line: 96, column: 13, scope: !252)
!258 = !DILocation(line: 104, column: 1, scope: !252)
!259 = !DILocation(line: 97, column: 5, scope: !252)
!260 = !DILocation(line: 98, column: 3, scope: !245)
!261 = !DILocalVariable(name: "e", scope: !238, file: !3, line: 98, type: !200)
!262 = !DILocation(line: 98, column: 19, scope: !238)
!263 = !DILocation(line: 102, column: 3, scope: !264)
!264 = distinct !DILexicalBlock(scope: !238, file: !3, line: 100, column: 17)
!265 = !DILocation(line: 99, column: 10, scope: !266)
!266 = distinct !DILexicalBlock(scope: !238, file: !3, line: 98, column: 22)
!267 = !DILocation(line: 99, column: 12, scope: !266)
!268 = !DILocation(line: 99, column: 17, scope: !266)
!269 = !DILocation(line: 99, column: 7, scope: !266)
!270 = !DILocation(line: 100, column: 3, scope: !266)
!271 = !DILocation(line: 103, column: 10, scope: !238)
!272 = !DILocation(line: 103, column: 3, scope: !238)
!273 = !DILocation(line: 101, column: 7, scope: !264)
!274 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !63, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !89)
!275 = !DILocalVariable(name: "x", arg: 1, scope: !274, file: !3, line: 123, type: !5)
!276 = !DILocation(line: 123, column: 24, scope: !274)
!277 = !DILocalVariable(name: "h", scope: !278, file: !3, line: 124, type: !58)
!278 = distinct !DILexicalBlock(scope: !274, file: !3, line: 123, column: 31)
!279 = !DILocation(line: 124, column: 10, scope: !278)
!280 = !DILocation(line: 124, column: 12, scope: !278)
!281 = !DILocation(line: 125, column: 12, scope: !278)
!282 = !DILocation(line: 125, column: 3, scope: !278)
!283 = !DILocation(line: 126, column: 1, scope: !274)
!284 = !DILocation(line: 128, column: 1, scope: !278)
!285 = !DILocation(line: 126, column: 1, scope: !278)
!286 = !DILocalVariable(name: "e", scope: !274, file: !3, line: 126, type: !187)
!287 = !DILocation(line: 126, column: 25, scope: !274)
!288 = !DILocation(line: 127, column: 18, scope: !289)
!289 = distinct !DILexicalBlock(scope: !274, file: !3, line: 126, column: 28)
!290 = !DILocation(line: 127, column: 20, scope: !289)
!291 = !DILocation(line: 127, column: 16, scope: !289)
!292 = !DILocation(line: 127, column: 3, scope: !289)
!293 = !DILocation(line: 128, column: 1, scope: !289)
!294 = !DILocation(line: 128, column: 1, scope: !274)
!295 = distinct !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !126, file: !3, line: 131, type: !129, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !128, retainedNodes: !89)
!296 = !DILocalVariable(name: "this", arg: 1, scope: !295, type: !297, flags: DIFlagArtificial | DIFlagObjectPointer)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 32)
!298 = !DILocation(line: 0, scope: !295)
!299 = !DILocalVariable(name: "x", arg: 2, scope: !295, file: !3, line: 131, type: !5)
!300 = !DILocation(line: 131, column: 13, scope: !295)
!301 = !DILocation(line: 131, column: 34, scope: !295)
!302 = !DILocation(line: 131, column: 36, scope: !295)
!303 = !DILocation(line: 131, column: 27, scope: !295)
!304 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !305, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !89)
!305 = !DISubroutineType(types: !306)
!306 = !{null, !5}
!307 = !DILocalVariable(name: "how", arg: 1, scope: !304, file: !3, line: 40, type: !5)
!308 = !DILocation(line: 40, column: 51, scope: !304)
!309 = !DILocalVariable(name: "t", scope: !304, file: !3, line: 41, type: !6)
!310 = !DILocation(line: 41, column: 10, scope: !304)
!311 = !DILocation(line: 41, column: 12, scope: !304)
!312 = !DILocation(line: 42, column: 11, scope: !304)
!313 = !DILocation(line: 42, column: 3, scope: !304)
!314 = !DILocation(line: 43, column: 11, scope: !315)
!315 = distinct !DILexicalBlock(scope: !304, file: !3, line: 42, column: 16)
!316 = !DILocation(line: 52, column: 1, scope: !315)
!317 = !DILocation(line: 44, column: 11, scope: !315)
!318 = !DILocation(line: 45, column: 11, scope: !315)
!319 = !DILocation(line: 45, column: 17, scope: !315)
!320 = !DILocation(line: 46, column: 11, scope: !315)
!321 = !DILocation(line: 46, column: 17, scope: !315)
!322 = !DILocation(line: 47, column: 11, scope: !315)
!323 = !DILocation(line: 47, column: 17, scope: !315)
!324 = !DILocation(line: 47, column: 21, scope: !315)
!325 = !DILocation(line: 48, column: 11, scope: !315)
!326 = !DILocation(line: 49, column: 11, scope: !315)
!327 = !DILocation(line: 49, column: 17, scope: !315)
!328 = !DILocation(line: 50, column: 12, scope: !315)
!329 = !DILocation(line: 52, column: 1, scope: !304)
!330 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !9, retainedNodes: !89)
!331 = !DILocalVariable(name: "this", arg: 1, scope: !330, type: !332, flags: DIFlagArtificial | DIFlagObjectPointer)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!333 = !DILocation(line: 0, scope: !330)
!334 = !DILocalVariable(name: "i", arg: 2, scope: !330, file: !3, line: 21, type: !5)
!335 = !DILocation(line: 21, column: 23, scope: !330)
!336 = !DILocation(line: 21, column: 28, scope: !330)
!337 = !DILocation(line: 21, column: 31, scope: !330)
!338 = !DILocation(line: 21, column: 36, scope: !339)
!339 = distinct !DILexicalBlock(scope: !330, file: !3, line: 21, column: 34)
!340 = !DILocation(line: 21, column: 51, scope: !339)
!341 = !DILocation(line: 21, column: 46, scope: !339)
!342 = !DILocation(line: 21, column: 56, scope: !330)
!343 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !33, retainedNodes: !89)
!344 = !DILocalVariable(name: "this", arg: 1, scope: !343, type: !212, flags: DIFlagArtificial | DIFlagObjectPointer)
!345 = !DILocation(line: 0, scope: !343)
!346 = !DILocalVariable(name: "c", arg: 2, scope: !343, file: !3, line: 29, type: !5)
!347 = !DILocation(line: 29, column: 13, scope: !343)
!348 = !DILocalVariable(name: "w", arg: 3, scope: !343, file: !3, line: 29, type: !30)
!349 = !DILocation(line: 29, column: 28, scope: !343)
!350 = !DILocation(line: 29, column: 50, scope: !343)
!351 = !DILocation(line: 29, column: 33, scope: !343)
!352 = !DILocation(line: 29, column: 38, scope: !343)
!353 = !DILocation(line: 29, column: 42, scope: !343)
!354 = !DILocation(line: 29, column: 47, scope: !343)
!355 = !DILocation(line: 29, column: 51, scope: !343)
!356 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !37, retainedNodes: !89)
!357 = !DILocalVariable(name: "this", arg: 1, scope: !356, type: !212, flags: DIFlagArtificial | DIFlagObjectPointer)
!358 = !DILocation(line: 0, scope: !356)
!359 = !DILocation(line: 30, column: 21, scope: !356)
!360 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !49, retainedNodes: !89)
!361 = !DILocalVariable(name: "this", arg: 1, scope: !360, type: !362, flags: DIFlagArtificial | DIFlagObjectPointer)
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!363 = !DILocation(line: 0, scope: !360)
!364 = !DILocalVariable(name: "c", arg: 2, scope: !360, file: !3, line: 36, type: !5)
!365 = !DILocation(line: 36, column: 15, scope: !360)
!366 = !DILocalVariable(name: "f", arg: 3, scope: !360, file: !3, line: 36, type: !5)
!367 = !DILocation(line: 36, column: 22, scope: !360)
!368 = !DILocation(line: 36, column: 49, scope: !360)
!369 = !DILocation(line: 36, column: 33, scope: !360)
!370 = !DILocation(line: 36, column: 27, scope: !360)
!371 = !DILocation(line: 36, column: 43, scope: !360)
!372 = !DILocation(line: 36, column: 46, scope: !360)
!373 = !DILocation(line: 36, column: 50, scope: !360)
!374 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD2Ev", scope: !45, file: !3, line: 34, type: !375, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !377, retainedNodes: !89)
!375 = !DISubroutineType(types: !376)
!376 = !{null, !52}
!377 = !DISubprogram(name: "~IoError", scope: !45, type: !375, containingType: !45, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!378 = !DILocalVariable(name: "this", arg: 1, scope: !374, type: !362, flags: DIFlagArtificial | DIFlagObjectPointer)
!379 = !DILocation(line: 0, scope: !374)
!380 = !DILocation(line: 34, column: 8, scope: !381)
!381 = distinct !DILexicalBlock(scope: !374, file: !3, line: 34, column: 8)
!382 = !DILocation(line: 34, column: 8, scope: !374)
!383 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !18, retainedNodes: !89)
!384 = !DILocalVariable(name: "this", arg: 1, scope: !383, type: !332, flags: DIFlagArtificial | DIFlagObjectPointer)
!385 = !DILocation(line: 0, scope: !383)
!386 = !DILocation(line: 23, column: 15, scope: !387)
!387 = distinct !DILexicalBlock(scope: !383, file: !3, line: 23, column: 13)
!388 = !DILocation(line: 23, column: 31, scope: !387)
!389 = !DILocation(line: 23, column: 30, scope: !387)
!390 = !DILocation(line: 23, column: 25, scope: !387)
!391 = !DILocation(line: 23, column: 36, scope: !383)
!392 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !305, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !89)
!393 = !DILocalVariable(name: "v", arg: 1, scope: !392, file: !3, line: 14, type: !5)
!394 = !DILocation(line: 14, column: 22, scope: !392)
!395 = !DILocation(line: 15, column: 7, scope: !396)
!396 = distinct !DILexicalBlock(scope: !392, file: !3, line: 15, column: 7)
!397 = !DILocation(line: 15, column: 14, scope: !396)
!398 = !DILocation(line: 15, column: 7, scope: !392)
!399 = !DILocation(line: 16, column: 23, scope: !396)
!400 = !DILocation(line: 16, column: 17, scope: !396)
!401 = !DILocation(line: 16, column: 5, scope: !396)
!402 = !DILocation(line: 16, column: 21, scope: !396)
!403 = !DILocation(line: 17, column: 1, scope: !392)
!404 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !37, retainedNodes: !89)
!405 = !DILocalVariable(name: "this", arg: 1, scope: !404, type: !212, flags: DIFlagArtificial | DIFlagObjectPointer)
!406 = !DILocation(line: 0, scope: !404)
!407 = !DILocation(line: 30, column: 20, scope: !404)
!408 = !DILocation(line: 30, column: 21, scope: !404)
!409 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !40, retainedNodes: !89)
!410 = !DILocalVariable(name: "this", arg: 1, scope: !409, type: !411, flags: DIFlagArtificial | DIFlagObjectPointer)
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 32)
!412 = !DILocation(line: 0, scope: !409)
!413 = !DILocation(line: 31, column: 30, scope: !409)
!414 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !45, file: !3, line: 34, type: !375, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !377, retainedNodes: !89)
!415 = !DILocalVariable(name: "this", arg: 1, scope: !414, type: !362, flags: DIFlagArtificial | DIFlagObjectPointer)
!416 = !DILocation(line: 0, scope: !414)
!417 = !DILocation(line: 34, column: 8, scope: !414)
!418 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !53, retainedNodes: !89)
!419 = !DILocalVariable(name: "this", arg: 1, scope: !418, type: !420, flags: DIFlagArtificial | DIFlagObjectPointer)
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32)
!421 = !DILocation(line: 0, scope: !418)
!422 = !DILocation(line: 37, column: 31, scope: !418)
!423 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !305, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !89)
!424 = !DILocalVariable(name: "how", arg: 1, scope: !423, file: !3, line: 79, type: !5)
!425 = !DILocation(line: 79, column: 24, scope: !423)
!426 = !DILocalVariable(name: "t", scope: !423, file: !3, line: 80, type: !6)
!427 = !DILocation(line: 80, column: 10, scope: !423)
!428 = !DILocation(line: 80, column: 17, scope: !423)
!429 = !DILocation(line: 80, column: 15, scope: !423)
!430 = !DILocation(line: 82, column: 13, scope: !431)
!431 = distinct !DILexicalBlock(scope: !423, file: !3, line: 81, column: 7)
!432 = !DILocation(line: 82, column: 5, scope: !431)
!433 = !DILocation(line: 83, column: 3, scope: !431)
!434 = !DILocation(line: 87, column: 1, scope: !431)
!435 = !DILocation(line: 84, column: 5, scope: !436)
!436 = distinct !DILexicalBlock(scope: !423, file: !3, line: 83, column: 17)
!437 = !DILocation(line: 85, column: 5, scope: !436)
!438 = !DILocation(line: 87, column: 1, scope: !436)
!439 = !DILocation(line: 86, column: 3, scope: !436)
!440 = !DILocation(line: 87, column: 1, scope: !423)
!441 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !65, retainedNodes: !89)
!442 = !DILocalVariable(name: "this", arg: 1, scope: !441, type: !443, flags: DIFlagArtificial | DIFlagObjectPointer)
!443 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 32)
!444 = !DILocation(line: 0, scope: !441)
!445 = !DILocalVariable(name: "x", arg: 2, scope: !441, file: !3, line: 115, type: !5)
!446 = !DILocation(line: 115, column: 14, scope: !441)
!447 = !DILocation(line: 115, column: 23, scope: !441)
!448 = !DILocation(line: 115, column: 25, scope: !441)
!449 = !DILocation(line: 115, column: 29, scope: !441)
!450 = !DILocation(line: 115, column: 37, scope: !441)
!451 = !DILocation(line: 115, column: 31, scope: !441)
!452 = !DILocation(line: 116, column: 5, scope: !453)
!453 = distinct !DILexicalBlock(scope: !441, file: !3, line: 115, column: 41)
!454 = !DILocation(line: 117, column: 3, scope: !453)
!455 = !DILocation(line: 119, column: 3, scope: !441)
!456 = !DILocalVariable(name: "e", scope: !441, file: !3, line: 117, type: !200)
!457 = !DILocation(line: 117, column: 19, scope: !441)
!458 = !DILocation(line: 118, column: 5, scope: !459)
!459 = distinct !DILexicalBlock(scope: !441, file: !3, line: 117, column: 22)
!460 = !DILocation(line: 119, column: 3, scope: !459)
!461 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !58, file: !3, line: 108, type: !462, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !464, retainedNodes: !89)
!462 = !DISubroutineType(types: !463)
!463 = !{null, !68}
!464 = !DISubprogram(name: "~Holder", scope: !58, type: !462, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!465 = !DILocalVariable(name: "this", arg: 1, scope: !461, type: !443, flags: DIFlagArtificial | DIFlagObjectPointer)
!466 = !DILocation(line: 0, scope: !461)
!467 = !DILocation(line: 108, column: 8, scope: !468)
!468 = distinct !DILexicalBlock(scope: !461, file: !3, line: 108, column: 8)
!469 = !DILocation(line: 108, column: 8, scope: !461)
!470 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !62, retainedNodes: !89)
!471 = !DILocalVariable(name: "x", arg: 1, scope: !470, file: !3, line: 111, type: !5)
!472 = !DILocation(line: 111, column: 24, scope: !470)
!473 = !DILocation(line: 112, column: 9, scope: !474)
!474 = distinct !DILexicalBlock(scope: !470, file: !3, line: 112, column: 9)
!475 = !DILocation(line: 112, column: 11, scope: !474)
!476 = !DILocation(line: 112, column: 9, scope: !470)
!477 = !DILocation(line: 112, column: 16, scope: !474)
!478 = !DILocation(line: 112, column: 30, scope: !474)
!479 = !DILocation(line: 112, column: 34, scope: !474)
!480 = !DILocation(line: 112, column: 33, scope: !474)
!481 = !DILocation(line: 112, column: 22, scope: !474)
!482 = !DILocation(line: 114, column: 3, scope: !474)
!483 = !DILocation(line: 113, column: 12, scope: !470)
!484 = !DILocation(line: 113, column: 14, scope: !470)
!485 = !DILocation(line: 113, column: 5, scope: !470)
