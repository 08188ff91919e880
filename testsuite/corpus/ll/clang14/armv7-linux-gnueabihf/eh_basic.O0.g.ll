; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*), i8* bitcast (i32 (%struct.Error*)* @_ZNK5Error4kindEv to i8*)] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 !dbg !91 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !93, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %2, align 4, !dbg !94
  call void @llvm.dbg.declare(metadata i32* %3, metadata !95, metadata !DIExpression()), !dbg !97
  store i32 0, i32* %3, align 4, !dbg !97
  br label %7, !dbg !98

7:                                                ; preds = %20, %0
  %8 = load i32, i32* %3, align 4, !dbg !99
  %9 = icmp sle i32 %8, 7, !dbg !101
  br i1 %9, label %10, label %23, !dbg !102

10:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %4, metadata !103, metadata !DIExpression()), !dbg !105
  %11 = load i32, i32* %3, align 4, !dbg !106
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11), !dbg !107
  store i32 %12, i32* %4, align 4, !dbg !105
  %13 = load i32, i32* %3, align 4, !dbg !108
  %14 = load i32, i32* %4, align 4, !dbg !109
  %15 = load i32, i32* @_ZL6g_live, align 4, !dbg !110
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !111
  %17 = load i32, i32* %4, align 4, !dbg !112
  %18 = load i32, i32* %2, align 4, !dbg !113
  %19 = add nsw i32 %18, %17, !dbg !113
  store i32 %19, i32* %2, align 4, !dbg !113
  br label %20, !dbg !114

20:                                               ; preds = %10
  %21 = load i32, i32* %3, align 4, !dbg !115
  %22 = add nsw i32 %21, 1, !dbg !115
  store i32 %22, i32* %3, align 4, !dbg !115
  br label %7, !dbg !116, !llvm.loop !117

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !120
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !121
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %24, i32 noundef %25), !dbg !122
  %27 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !123
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %27), !dbg !124
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5), !dbg !125
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4), !dbg !126
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %29, i32 noundef %30), !dbg !127
  call void @llvm.dbg.declare(metadata %struct.NoThrow* %5, metadata !128, metadata !DIExpression()), !dbg !135
  %32 = call noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #12, !dbg !136
  %33 = load i32, i32* %2, align 4, !dbg !137
  %34 = add nsw i32 %33, %32, !dbg !137
  store i32 %34, i32* %2, align 4, !dbg !137
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0)), !dbg !138
  call void @llvm.dbg.declare(metadata i32* %6, metadata !139, metadata !DIExpression()), !dbg !141
  store i32 0, i32* %6, align 4, !dbg !141
  br label %36, !dbg !142

36:                                               ; preds = %45, %23
  %37 = load i32, i32* %6, align 4, !dbg !143
  %38 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !145
  %39 = icmp slt i32 %37, %38, !dbg !146
  br i1 %39, label %40, label %48, !dbg !147

40:                                               ; preds = %36
  %41 = load i32, i32* %6, align 4, !dbg !148
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %41, !dbg !149
  %43 = load i32, i32* %42, align 4, !dbg !149
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef %43), !dbg !150
  br label %45, !dbg !150

45:                                               ; preds = %40
  %46 = load i32, i32* %6, align 4, !dbg !151
  %47 = add nsw i32 %46, 1, !dbg !151
  store i32 %47, i32* %6, align 4, !dbg !151
  br label %36, !dbg !152, !llvm.loop !153

48:                                               ; preds = %36
  %49 = load i32, i32* %2, align 4, !dbg !155
  %50 = load i32, i32* @_ZL6g_live, align 4, !dbg !156
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i32 0, i32 0), i32 noundef %49, i32 noundef %50), !dbg !157
  %52 = load i32, i32* @_ZL6g_live, align 4, !dbg !158
  %53 = icmp eq i32 %52, 0, !dbg !159
  %54 = zext i1 %53 to i64, !dbg !158
  %55 = select i1 %53, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), !dbg !158
  %56 = call i32 @puts(i8* noundef %55), !dbg !160
  ret i32 0, !dbg !161
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !162 {
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
  call void @llvm.dbg.declare(metadata i32* %3, metadata !163, metadata !DIExpression()), !dbg !164
  %13 = load i32, i32* %3, align 4, !dbg !165
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15, !dbg !167

14:                                               ; preds = %1
  br label %119, !dbg !168

15:                                               ; preds = %1
  %16 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null, !dbg !169
  %17 = extractvalue { i8*, i32 } %16, 0, !dbg !169
  store i8* %17, i8** %4, align 4, !dbg !169
  %18 = extractvalue { i8*, i32 } %16, 1, !dbg !169
  store i32 %18, i32* %5, align 4, !dbg !169
  br label %19, !dbg !169

19:                                               ; preds = %15
  %20 = load i32, i32* %5, align 4, !dbg !168
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12, !dbg !168
  %22 = icmp eq i32 %20, %21, !dbg !168
  br i1 %22, label %23, label %30, !dbg !168

23:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %12, metadata !170, metadata !DIExpression()), !dbg !171
  %24 = load i8*, i8** %4, align 4, !dbg !172
  %25 = call i8* @__cxa_begin_catch(i8* %24) #12, !dbg !172
  %26 = bitcast i8* %25 to i32*, !dbg !172
  %27 = load i32, i32* %26, align 4, !dbg !172
  store i32 %27, i32* %12, align 4, !dbg !172
  %28 = load i32, i32* %12, align 4, !dbg !174
  %29 = add nsw i32 100, %28, !dbg !176
  store i32 %29, i32* %2, align 4, !dbg !177
  call void @__cxa_end_catch() #12, !dbg !178
  br label %120

30:                                               ; preds = %19
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #12, !dbg !168
  %32 = icmp eq i32 %20, %31, !dbg !168
  br i1 %32, label %33, label %42, !dbg !168

33:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata double* %11, metadata !179, metadata !DIExpression()), !dbg !181
  %34 = load i8*, i8** %4, align 4, !dbg !182
  %35 = call i8* @__cxa_begin_catch(i8* %34) #12, !dbg !182
  %36 = bitcast i8* %35 to double*, !dbg !182
  %37 = load double, double* %36, align 8, !dbg !182
  store double %37, double* %11, align 8, !dbg !182
  %38 = load double, double* %11, align 8, !dbg !184
  %39 = fmul double %38, 2.000000e+00, !dbg !185
  %40 = fptosi double %39 to i32, !dbg !186
  %41 = add nsw i32 200, %40, !dbg !187
  store i32 %41, i32* %2, align 4, !dbg !188
  call void @__cxa_end_catch() #12, !dbg !172
  br label %120

42:                                               ; preds = %30
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12, !dbg !168
  %44 = icmp eq i32 %20, %43, !dbg !168
  br i1 %44, label %45, label %59, !dbg !168

45:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata %struct.IoError** %10, metadata !189, metadata !DIExpression()), !dbg !191
  %46 = load i8*, i8** %4, align 4, !dbg !192
  %47 = call i8* @__cxa_begin_catch(i8* %46) #12, !dbg !192
  %48 = bitcast i8* %47 to %struct.IoError*, !dbg !192
  store %struct.IoError* %48, %struct.IoError** %10, align 4, !dbg !192
  %49 = load %struct.IoError*, %struct.IoError** %10, align 4, !dbg !194
  %50 = bitcast %struct.IoError* %49 to %struct.Error*, !dbg !194
  %51 = getelementptr inbounds %struct.Error, %struct.Error* %50, i32 0, i32 1, !dbg !195
  %52 = load i32, i32* %51, align 4, !dbg !195
  %53 = mul nsw i32 %52, 10, !dbg !196
  %54 = add nsw i32 300, %53, !dbg !197
  %55 = load %struct.IoError*, %struct.IoError** %10, align 4, !dbg !198
  %56 = getelementptr inbounds %struct.IoError, %struct.IoError* %55, i32 0, i32 1, !dbg !199
  %57 = load i32, i32* %56, align 4, !dbg !199
  %58 = add nsw i32 %54, %57, !dbg !200
  store i32 %58, i32* %2, align 4, !dbg !201
  call void @__cxa_end_catch(), !dbg !182
  br label %120

59:                                               ; preds = %42
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !168
  %61 = icmp eq i32 %20, %60, !dbg !168
  br i1 %61, label %62, label %78, !dbg !168

62:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata %struct.Error** %9, metadata !202, metadata !DIExpression()), !dbg !204
  %63 = load i8*, i8** %4, align 4, !dbg !205
  %64 = call i8* @__cxa_begin_catch(i8* %63) #12, !dbg !205
  %65 = bitcast i8* %64 to %struct.Error*, !dbg !205
  store %struct.Error* %65, %struct.Error** %9, align 4, !dbg !205
  %66 = load %struct.Error*, %struct.Error** %9, align 4, !dbg !207
  %67 = getelementptr inbounds %struct.Error, %struct.Error* %66, i32 0, i32 1, !dbg !208
  %68 = load i32, i32* %67, align 4, !dbg !208
  %69 = add nsw i32 400, %68, !dbg !209
  %70 = load %struct.Error*, %struct.Error** %9, align 4, !dbg !210
  %71 = bitcast %struct.Error* %70 to i32 (%struct.Error*)***, !dbg !211
  %72 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %71, align 4, !dbg !211
  %73 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %72, i64 2, !dbg !211
  %74 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %73, align 4, !dbg !211
  %75 = invoke noundef i32 %74(%struct.Error* noundef nonnull align 4 dereferenceable(12) %70)
          to label %76 unwind label %114, !dbg !211

76:                                               ; preds = %62
  %77 = add nsw i32 %69, %75, !dbg !212
  store i32 %77, i32* %2, align 4, !dbg !213
  call void @__cxa_end_catch(), !dbg !192
  br label %120

78:                                               ; preds = %59
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #12, !dbg !168
  %80 = icmp eq i32 %20, %79, !dbg !168
  br i1 %80, label %81, label %98, !dbg !168

81:                                               ; preds = %78
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !214, metadata !DIExpression()), !dbg !216
  %82 = load i8*, i8** %4, align 4, !dbg !217
  %83 = call i8* @__cxa_begin_catch(i8* %82) #12, !dbg !217
  %84 = bitcast i8* %83 to %struct.Error*, !dbg !217
  store %struct.Error* %84, %struct.Error** %7, align 4, !dbg !217
  call void @llvm.dbg.declare(metadata i32* %8, metadata !219, metadata !DIExpression()), !dbg !220
  %85 = load %struct.Error*, %struct.Error** %7, align 4, !dbg !221
  %86 = getelementptr inbounds %struct.Error, %struct.Error* %85, i32 0, i32 1, !dbg !222
  %87 = load i32, i32* %86, align 4, !dbg !222
  %88 = add nsw i32 500, %87, !dbg !223
  store i32 %88, i32* %8, align 4, !dbg !220
  %89 = load %struct.Error*, %struct.Error** %7, align 4, !dbg !224
  %90 = icmp eq %struct.Error* %89, null, !dbg !225
  br i1 %90, label %96, label %91, !dbg !225

91:                                               ; preds = %81
  %92 = bitcast %struct.Error* %89 to void (%struct.Error*)***, !dbg !225
  %93 = load void (%struct.Error*)**, void (%struct.Error*)*** %92, align 4, !dbg !225
  %94 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %93, i64 1, !dbg !225
  %95 = load void (%struct.Error*)*, void (%struct.Error*)** %94, align 4, !dbg !225
  call void %95(%struct.Error* noundef nonnull align 4 dereferenceable(12) %89) #12, !dbg !225
  br label %96, !dbg !225

96:                                               ; preds = %91, %81
  %97 = load i32, i32* %8, align 4, !dbg !226
  store i32 %97, i32* %2, align 4, !dbg !227
  call void @__cxa_end_catch() #12, !dbg !205
  br label %120

98:                                               ; preds = %78
  %99 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #12, !dbg !168
  %100 = icmp eq i32 %20, %99, !dbg !168
  br i1 %100, label %101, label %111, !dbg !168

101:                                              ; preds = %98
  call void @llvm.dbg.declare(metadata i8** %6, metadata !228, metadata !DIExpression()), !dbg !229
  %102 = load i8*, i8** %4, align 4, !dbg !230
  %103 = call i8* @__cxa_begin_catch(i8* %102) #12, !dbg !230
  store i8* %103, i8** %6, align 4, !dbg !230
  %104 = load i8*, i8** %6, align 4, !dbg !232
  %105 = getelementptr inbounds i8, i8* %104, i32 0, !dbg !232
  %106 = load i8, i8* %105, align 1, !dbg !232
  %107 = zext i8 %106 to i32, !dbg !232
  %108 = icmp eq i32 %107, 99, !dbg !233
  %109 = zext i1 %108 to i32, !dbg !234
  %110 = add nsw i32 600, %109, !dbg !235
  store i32 %110, i32* %2, align 4, !dbg !236
  call void @__cxa_end_catch() #12, !dbg !217
  br label %120

111:                                              ; preds = %98
  %112 = load i8*, i8** %4, align 4, !dbg !168
  %113 = call i8* @__cxa_begin_catch(i8* %112) #12, !dbg !168
  store i32 999, i32* %2, align 4, !dbg !237
  call void @__cxa_end_catch(), !dbg !230
  br label %120

114:                                              ; preds = %62
  %115 = landingpad { i8*, i32 }
          cleanup, !dbg !238
  %116 = extractvalue { i8*, i32 } %115, 0, !dbg !238
  store i8* %116, i8** %4, align 4, !dbg !238
  %117 = extractvalue { i8*, i32 } %115, 1, !dbg !238
  store i32 %117, i32* %5, align 4, !dbg !238
  invoke void @__cxa_end_catch()
          to label %118 unwind label %127, !dbg !192

118:                                              ; preds = %114
  br label %122, !dbg !192

119:                                              ; preds = %14
  store i32 0, i32* %2, align 4, !dbg !239
  br label %120, !dbg !239

120:                                              ; preds = %119, %23, %33, %45, %76, %96, %101, %111
  %121 = load i32, i32* %2, align 4, !dbg !240
  ret i32 %121, !dbg !240

122:                                              ; preds = %118
  %123 = load i8*, i8** %4, align 4, !dbg !192
  %124 = load i32, i32* %5, align 4, !dbg !192
  %125 = insertvalue { i8*, i32 } undef, i8* %123, 0, !dbg !192
  %126 = insertvalue { i8*, i32 } %125, i32 %124, 1, !dbg !192
  resume { i8*, i32 } %126, !dbg !192

127:                                              ; preds = %114
  %128 = landingpad { i8*, i32 }
          catch i8* null, !dbg !192
  %129 = extractvalue { i8*, i32 } %128, 0, !dbg !192
  call void @__clang_call_terminate(i8* %129) #13, !dbg !192
  unreachable, !dbg !192
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !241 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !242, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.declare(metadata i32* %3, metadata !244, metadata !DIExpression()), !dbg !245
  store i32 0, i32* %3, align 4, !dbg !245
  %8 = load i32, i32* %2, align 4, !dbg !246
  invoke void @_ZL6middlei(i32 noundef %8)
          to label %9 unwind label %10, !dbg !249

9:                                                ; preds = %1
  br label %60, !dbg !250

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !251
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !251
  store i8* %12, i8** %4, align 4, !dbg !251
  %13 = extractvalue { i8*, i32 } %11, 1, !dbg !251
  store i32 %13, i32* %5, align 4, !dbg !251
  br label %14, !dbg !251

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4, !dbg !250
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12, !dbg !250
  %17 = icmp eq i32 %15, %16, !dbg !250
  br i1 %17, label %18, label %41, !dbg !250

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %6, metadata !252, metadata !DIExpression()), !dbg !253
  %19 = load i8*, i8** %4, align 4, !dbg !250
  %20 = call i8* @__cxa_begin_catch(i8* %19) #12, !dbg !250
  %21 = bitcast i8* %20 to i32*, !dbg !250
  %22 = load i32, i32* %21, align 4, !dbg !250
  store i32 %22, i32* %6, align 4, !dbg !250
  %23 = load i32, i32* %6, align 4, !dbg !254
  %24 = load i32, i32* %3, align 4, !dbg !256
  %25 = add nsw i32 %24, %23, !dbg !256
  store i32 %25, i32* %3, align 4, !dbg !256
  %26 = call i8* @__cxa_allocate_exception(i32 12) #12, !dbg !257
  %27 = bitcast i8* %26 to %struct.Error*, !dbg !257
  %28 = load i32, i32* %6, align 4, !dbg !258
  %29 = add nsw i32 %28, 1, !dbg !259
  %30 = invoke noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %27, i32 noundef %29, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0))
          to label %31 unwind label %32, !dbg !260

31:                                               ; preds = %18
  invoke void @__cxa_throw(i8* %26, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %61 unwind label %36, !dbg !257

32:                                               ; preds = %18
  %33 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !261
  %34 = extractvalue { i8*, i32 } %33, 0, !dbg !261
  store i8* %34, i8** %4, align 4, !dbg !261
  %35 = extractvalue { i8*, i32 } %33, 1, !dbg !261
  store i32 %35, i32* %5, align 4, !dbg !261
  call void @__cxa_free_exception(i8* %26) #12, !dbg !257
  br label %40, !dbg !257

36:                                               ; preds = %31
  %37 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !261
  %38 = extractvalue { i8*, i32 } %37, 0, !dbg !261
  store i8* %38, i8** %4, align 4, !dbg !261
  %39 = extractvalue { i8*, i32 } %37, 1, !dbg !261
  store i32 %39, i32* %5, align 4, !dbg !261
  br label %40, !dbg !261

40:                                               ; preds = %36, %32
  call void @__cxa_end_catch() #12, !dbg !262
  br label %41, !dbg !262

41:                                               ; preds = %40, %14
  %42 = load i32, i32* %5, align 4, !dbg !263
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !263
  %44 = icmp eq i32 %42, %43, !dbg !263
  br i1 %44, label %45, label %57, !dbg !263

45:                                               ; preds = %41
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !264, metadata !DIExpression()), !dbg !265
  %46 = load i8*, i8** %4, align 4, !dbg !266
  %47 = call i8* @__cxa_begin_catch(i8* %46) #12, !dbg !266
  %48 = bitcast i8* %47 to %struct.Error*, !dbg !266
  store %struct.Error* %48, %struct.Error** %7, align 4, !dbg !266
  %49 = load %struct.Error*, %struct.Error** %7, align 4, !dbg !268
  %50 = getelementptr inbounds %struct.Error, %struct.Error* %49, i32 0, i32 1, !dbg !270
  %51 = load i32, i32* %50, align 4, !dbg !270
  %52 = mul nsw i32 %51, 100, !dbg !271
  %53 = load i32, i32* %3, align 4, !dbg !272
  %54 = add nsw i32 %53, %52, !dbg !272
  store i32 %54, i32* %3, align 4, !dbg !272
  call void @__cxa_end_catch(), !dbg !273
  br label %55, !dbg !273

55:                                               ; preds = %45, %57, %60
  %56 = load i32, i32* %3, align 4, !dbg !274
  ret i32 %56, !dbg !275

57:                                               ; preds = %41
  %58 = load i8*, i8** %4, align 4, !dbg !263
  %59 = call i8* @__cxa_begin_catch(i8* %58) #12, !dbg !263
  store i32 -1, i32* %3, align 4, !dbg !276
  call void @__cxa_end_catch(), !dbg !266
  br label %55, !dbg !266

60:                                               ; preds = %9
  br label %55, !dbg !263

61:                                               ; preds = %31
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !277 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.IoError*, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !278, metadata !DIExpression()), !dbg !279
  call void @llvm.dbg.declare(metadata %struct.Holder* %4, metadata !280, metadata !DIExpression()), !dbg !282
  %8 = load i32, i32* %3, align 4, !dbg !283
  %9 = invoke noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %8)
          to label %10 unwind label %14, !dbg !282

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Holder, %struct.Holder* %4, i32 0, i32 1, !dbg !284
  %12 = load i32, i32* %11, align 4, !dbg !284
  store i32 %12, i32* %2, align 4, !dbg !285
  %13 = call noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4) #12, !dbg !286
  br label %31

14:                                               ; preds = %1
  %15 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), !dbg !287
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !287
  store i8* %16, i8** %5, align 4, !dbg !287
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !287
  store i32 %17, i32* %6, align 4, !dbg !287
  br label %18, !dbg !287

18:                                               ; preds = %14
  %19 = load i32, i32* %6, align 4, !dbg !288
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12, !dbg !288
  %21 = icmp eq i32 %19, %20, !dbg !288
  br i1 %21, label %22, label %33, !dbg !288

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata %struct.IoError** %7, metadata !289, metadata !DIExpression()), !dbg !290
  %23 = load i8*, i8** %5, align 4, !dbg !288
  %24 = call i8* @__cxa_begin_catch(i8* %23) #12, !dbg !288
  %25 = bitcast i8* %24 to %struct.IoError*, !dbg !288
  store %struct.IoError* %25, %struct.IoError** %7, align 4, !dbg !288
  %26 = load %struct.IoError*, %struct.IoError** %7, align 4, !dbg !291
  %27 = getelementptr inbounds %struct.IoError, %struct.IoError* %26, i32 0, i32 1, !dbg !293
  %28 = load i32, i32* %27, align 4, !dbg !293
  %29 = add nsw i32 -1000, %28, !dbg !294
  store i32 %29, i32* %2, align 4, !dbg !295
  call void @__cxa_end_catch(), !dbg !296
  br label %31

30:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !296
  unreachable, !dbg !296

31:                                               ; preds = %22, %10
  %32 = load i32, i32* %2, align 4, !dbg !297
  ret i32 %32, !dbg !297

33:                                               ; preds = %18
  %34 = load i8*, i8** %5, align 4, !dbg !288
  %35 = load i32, i32* %6, align 4, !dbg !288
  %36 = insertvalue { i8*, i32 } undef, i8* %34, 0, !dbg !288
  %37 = insertvalue { i8*, i32 } %36, i32 %35, 1, !dbg !288
  resume { i8*, i32 } %37, !dbg !288
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 comdat align 2 !dbg !298 {
  %3 = alloca %struct.NoThrow*, align 4
  %4 = alloca i32, align 4
  store %struct.NoThrow* %0, %struct.NoThrow** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.NoThrow** %3, metadata !299, metadata !DIExpression()), !dbg !301
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !302, metadata !DIExpression()), !dbg !303
  %5 = load %struct.NoThrow*, %struct.NoThrow** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !304
  %7 = add nsw i32 %6, 1, !dbg !305
  ret i32 %7, !dbg !306
}

declare i32 @puts(i8* noundef) #3

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !307 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !310, metadata !DIExpression()), !dbg !311
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !312, metadata !DIExpression()), !dbg !313
  %6 = load i32, i32* %2, align 4, !dbg !314
  %7 = call noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6), !dbg !313
  %8 = load i32, i32* %2, align 4, !dbg !315
  switch i32 %8, label %66 [
    i32 0, label %9
    i32 1, label %16
    i32 2, label %19
    i32 3, label %28
    i32 4, label %37
    i32 5, label %54
    i32 6, label %57
  ], !dbg !316

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #12, !dbg !317
  %11 = bitcast i8* %10 to i32*, !dbg !317
  store i32 42, i32* %11, align 8, !dbg !317
  invoke void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #14
          to label %76 unwind label %12, !dbg !317

12:                                               ; preds = %61, %54, %44, %32, %23, %16, %9
  %13 = landingpad { i8*, i32 }
          cleanup, !dbg !319
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !319
  store i8* %14, i8** %4, align 4, !dbg !319
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !319
  store i32 %15, i32* %5, align 4, !dbg !319
  br label %69, !dbg !319

16:                                               ; preds = %1
  %17 = call i8* @__cxa_allocate_exception(i32 8) #12, !dbg !320
  %18 = bitcast i8* %17 to double*, !dbg !320
  store double 3.500000e+00, double* %18, align 8, !dbg !320
  invoke void @__cxa_throw(i8* %17, i8* bitcast (i8** @_ZTId to i8*), i8* null) #14
          to label %76 unwind label %12, !dbg !320

19:                                               ; preds = %1
  %20 = call i8* @__cxa_allocate_exception(i32 12) #12, !dbg !321
  %21 = bitcast i8* %20 to %struct.Error*, !dbg !321
  %22 = invoke noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %21, i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
          to label %23 unwind label %24, !dbg !322

23:                                               ; preds = %19
  invoke void @__cxa_throw(i8* %20, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %76 unwind label %12, !dbg !321

24:                                               ; preds = %19
  %25 = landingpad { i8*, i32 }
          cleanup, !dbg !319
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !319
  store i8* %26, i8** %4, align 4, !dbg !319
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !319
  store i32 %27, i32* %5, align 4, !dbg !319
  call void @__cxa_free_exception(i8* %20) #12, !dbg !321
  br label %69, !dbg !321

28:                                               ; preds = %1
  %29 = call i8* @__cxa_allocate_exception(i32 16) #12, !dbg !323
  %30 = bitcast i8* %29 to %struct.IoError*, !dbg !323
  %31 = invoke noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %30, i32 noundef 9, i32 noundef 3)
          to label %32 unwind label %33, !dbg !324

32:                                               ; preds = %28
  invoke void @__cxa_throw(i8* %29, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*)) #14
          to label %76 unwind label %12, !dbg !323

33:                                               ; preds = %28
  %34 = landingpad { i8*, i32 }
          cleanup, !dbg !319
  %35 = extractvalue { i8*, i32 } %34, 0, !dbg !319
  store i8* %35, i8** %4, align 4, !dbg !319
  %36 = extractvalue { i8*, i32 } %34, 1, !dbg !319
  store i32 %36, i32* %5, align 4, !dbg !319
  call void @__cxa_free_exception(i8* %29) #12, !dbg !323
  br label %69, !dbg !323

37:                                               ; preds = %1
  %38 = call i8* @__cxa_allocate_exception(i32 4) #12, !dbg !325
  %39 = bitcast i8* %38 to %struct.Error**, !dbg !325
  %40 = invoke noalias noundef nonnull i8* @_Znwj(i32 noundef 12) #15
          to label %41 unwind label %45, !dbg !326, !heapallocsite !21

41:                                               ; preds = %37
  %42 = bitcast i8* %40 to %struct.Error*, !dbg !326
  %43 = invoke noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %42, i32 noundef 11, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0))
          to label %44 unwind label %49, !dbg !327

44:                                               ; preds = %41
  store %struct.Error* %42, %struct.Error** %39, align 8, !dbg !325
  invoke void @__cxa_throw(i8* %38, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #14
          to label %76 unwind label %12, !dbg !325

45:                                               ; preds = %37
  %46 = landingpad { i8*, i32 }
          cleanup, !dbg !319
  %47 = extractvalue { i8*, i32 } %46, 0, !dbg !319
  store i8* %47, i8** %4, align 4, !dbg !319
  %48 = extractvalue { i8*, i32 } %46, 1, !dbg !319
  store i32 %48, i32* %5, align 4, !dbg !319
  br label %53, !dbg !319

49:                                               ; preds = %41
  %50 = landingpad { i8*, i32 }
          cleanup, !dbg !319
  %51 = extractvalue { i8*, i32 } %50, 0, !dbg !319
  store i8* %51, i8** %4, align 4, !dbg !319
  %52 = extractvalue { i8*, i32 } %50, 1, !dbg !319
  store i32 %52, i32* %5, align 4, !dbg !319
  call void @_ZdlPv(i8* noundef %40) #16, !dbg !326
  br label %53, !dbg !326

53:                                               ; preds = %49, %45
  call void @__cxa_free_exception(i8* %38) #12, !dbg !325
  br label %69, !dbg !325

54:                                               ; preds = %1
  %55 = call i8* @__cxa_allocate_exception(i32 4) #12, !dbg !328
  %56 = bitcast i8* %55 to i8**, !dbg !328
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %56, align 8, !dbg !328
  invoke void @__cxa_throw(i8* %55, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #14
          to label %76 unwind label %12, !dbg !328

57:                                               ; preds = %1
  %58 = call i8* @__cxa_allocate_exception(i32 4) #12, !dbg !329
  %59 = bitcast i8* %58 to %struct.Tracer*, !dbg !329
  %60 = invoke noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %59, i32 noundef 600)
          to label %61 unwind label %62, !dbg !330

61:                                               ; preds = %57
  invoke void @__cxa_throw(i8* %58, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #14
          to label %76 unwind label %12, !dbg !329

62:                                               ; preds = %57
  %63 = landingpad { i8*, i32 }
          cleanup, !dbg !319
  %64 = extractvalue { i8*, i32 } %63, 0, !dbg !319
  store i8* %64, i8** %4, align 4, !dbg !319
  %65 = extractvalue { i8*, i32 } %63, 1, !dbg !319
  store i32 %65, i32* %5, align 4, !dbg !319
  call void @__cxa_free_exception(i8* %58) #12, !dbg !329
  br label %69, !dbg !329

66:                                               ; preds = %1
  br label %67, !dbg !331

67:                                               ; preds = %66
  %68 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !332
  ret void, !dbg !332

69:                                               ; preds = %62, %53, %33, %24, %12
  %70 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !332
  br label %71, !dbg !332

71:                                               ; preds = %69
  %72 = load i8*, i8** %4, align 4, !dbg !332
  %73 = load i32, i32* %5, align 4, !dbg !332
  %74 = insertvalue { i8*, i32 } undef, i8* %72, 0, !dbg !332
  %75 = insertvalue { i8*, i32 } %74, i32 %73, 1, !dbg !332
  resume { i8*, i32 } %75, !dbg !332

76:                                               ; preds = %61, %54, %44, %32, %23, %16, %9
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

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 !dbg !333 {
  %3 = alloca %struct.Tracer*, align 4
  %4 = alloca i32, align 4
  store %struct.Tracer* %0, %struct.Tracer** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Tracer** %3, metadata !334, metadata !DIExpression()), !dbg !336
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !337, metadata !DIExpression()), !dbg !338
  %5 = load %struct.Tracer*, %struct.Tracer** %3, align 4
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !339
  %7 = load i32, i32* %4, align 4, !dbg !340
  store i32 %7, i32* %6, align 4, !dbg !339
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !341
  %9 = add nsw i32 %8, 1, !dbg !341
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !341
  %10 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !343
  %11 = load i32, i32* %10, align 4, !dbg !343
  call void @_ZL4notei(i32 noundef %11), !dbg !344
  ret %struct.Tracer* %5, !dbg !345
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull returned align 4 dereferenceable(12) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #8 comdat align 2 !dbg !346 {
  %4 = alloca %struct.Error*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  store %struct.Error* %0, %struct.Error** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %4, metadata !347, metadata !DIExpression()), !dbg !348
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !349, metadata !DIExpression()), !dbg !350
  store i8* %2, i8** %6, align 4
  call void @llvm.dbg.declare(metadata i8** %6, metadata !351, metadata !DIExpression()), !dbg !352
  %7 = load %struct.Error*, %struct.Error** %4, align 4
  %8 = bitcast %struct.Error* %7 to i32 (...)***, !dbg !353
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4, !dbg !353
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 1, !dbg !354
  %10 = load i32, i32* %5, align 4, !dbg !355
  store i32 %10, i32* %9, align 4, !dbg !354
  %11 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 2, !dbg !356
  %12 = load i8*, i8** %6, align 4, !dbg !357
  store i8* %12, i8** %11, align 4, !dbg !356
  ret %struct.Error* %7, !dbg !358
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 !dbg !359 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !360, metadata !DIExpression()), !dbg !361
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  ret %struct.Error* %3, !dbg !362
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull returned align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 comdat align 2 !dbg !363 {
  %4 = alloca %struct.IoError*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.IoError* %0, %struct.IoError** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %4, metadata !364, metadata !DIExpression()), !dbg !366
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !367, metadata !DIExpression()), !dbg !368
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !369, metadata !DIExpression()), !dbg !370
  %7 = load %struct.IoError*, %struct.IoError** %4, align 4
  %8 = bitcast %struct.IoError* %7 to %struct.Error*, !dbg !371
  %9 = load i32, i32* %5, align 4, !dbg !372
  %10 = call noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %9, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0)), !dbg !373
  %11 = bitcast %struct.IoError* %7 to i32 (...)***, !dbg !371
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %11, align 4, !dbg !371
  %12 = getelementptr inbounds %struct.IoError, %struct.IoError* %7, i32 0, i32 1, !dbg !374
  %13 = load i32, i32* %6, align 4, !dbg !375
  store i32 %13, i32* %12, align 4, !dbg !374
  ret %struct.IoError* %7, !dbg !376
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.IoError* @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 !dbg !377 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !381, metadata !DIExpression()), !dbg !382
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = bitcast %struct.IoError* %3 to %struct.Error*, !dbg !383
  %5 = call noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %4) #12, !dbg !383
  ret %struct.IoError* %3, !dbg !385
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwj(i32 noundef) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #10

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !386 {
  %2 = alloca %struct.Tracer*, align 4
  store %struct.Tracer* %0, %struct.Tracer** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Tracer** %2, metadata !387, metadata !DIExpression()), !dbg !388
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 4
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !389
  %5 = add nsw i32 %4, -1, !dbg !389
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !389
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0, !dbg !391
  %7 = load i32, i32* %6, align 4, !dbg !391
  %8 = sub nsw i32 0, %7, !dbg !392
  call void @_ZL4notei(i32 noundef %8), !dbg !393
  ret %struct.Tracer* %3, !dbg !394
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL4notei(i32 noundef %0) #4 !dbg !395 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !396, metadata !DIExpression()), !dbg !397
  %3 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !398
  %4 = icmp slt i32 %3, 64, !dbg !400
  br i1 %4, label %5, label %10, !dbg !401

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !402
  %7 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !403
  %8 = add nsw i32 %7, 1, !dbg !403
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !403
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %7, !dbg !404
  store i32 %6, i32* %9, align 4, !dbg !405
  br label %10, !dbg !404

10:                                               ; preds = %5, %1
  ret void, !dbg !406
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 !dbg !407 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !408, metadata !DIExpression()), !dbg !409
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  %4 = call noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %3) #12, !dbg !410
  %5 = bitcast %struct.Error* %3 to i8*, !dbg !410
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !410
  ret void, !dbg !411
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !412 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !413, metadata !DIExpression()), !dbg !415
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  ret i32 1, !dbg !416
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 !dbg !417 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !418, metadata !DIExpression()), !dbg !419
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = call noundef %struct.IoError* @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %3) #12, !dbg !420
  %5 = bitcast %struct.IoError* %3 to i8*, !dbg !420
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !420
  ret void, !dbg !420
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 !dbg !421 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !422, metadata !DIExpression()), !dbg !424
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  ret i32 2, !dbg !425
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6middlei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !426 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !427, metadata !DIExpression()), !dbg !428
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !429, metadata !DIExpression()), !dbg !430
  %6 = load i32, i32* %2, align 4, !dbg !431
  %7 = add nsw i32 50, %6, !dbg !432
  %8 = call noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7), !dbg !430
  %9 = load i32, i32* %2, align 4, !dbg !433
  invoke void @_ZL7throweri(i32 noundef %9)
          to label %10 unwind label %11, !dbg !435

10:                                               ; preds = %1
  br label %26, !dbg !436

11:                                               ; preds = %1
  %12 = landingpad { i8*, i32 }
          catch i8* null, !dbg !437
  %13 = extractvalue { i8*, i32 } %12, 0, !dbg !437
  store i8* %13, i8** %4, align 4, !dbg !437
  %14 = extractvalue { i8*, i32 } %12, 1, !dbg !437
  store i32 %14, i32* %5, align 4, !dbg !437
  br label %15, !dbg !437

15:                                               ; preds = %11
  %16 = load i8*, i8** %4, align 4, !dbg !436
  %17 = call i8* @__cxa_begin_catch(i8* %16) #12, !dbg !436
  %18 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !438
  %19 = add nsw i32 %18, 1, !dbg !438
  store i32 %19, i32* @_ZL13rethrow_count, align 4, !dbg !438
  invoke void @__cxa_rethrow() #14
          to label %36 unwind label %20, !dbg !440

20:                                               ; preds = %15
  %21 = landingpad { i8*, i32 }
          cleanup, !dbg !441
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !441
  store i8* %22, i8** %4, align 4, !dbg !441
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !441
  store i32 %23, i32* %5, align 4, !dbg !441
  invoke void @__cxa_end_catch()
          to label %24 unwind label %33, !dbg !442

24:                                               ; preds = %20
  %25 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !443
  br label %28, !dbg !443

26:                                               ; preds = %10
  %27 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !443
  ret void, !dbg !443

28:                                               ; preds = %24
  %29 = load i8*, i8** %4, align 4, !dbg !443
  %30 = load i32, i32* %5, align 4, !dbg !443
  %31 = insertvalue { i8*, i32 } undef, i8* %29, 0, !dbg !443
  %32 = insertvalue { i8*, i32 } %31, i32 %30, 1, !dbg !443
  resume { i8*, i32 } %32, !dbg !443

33:                                               ; preds = %20
  %34 = landingpad { i8*, i32 }
          catch i8* null, !dbg !442
  %35 = extractvalue { i8*, i32 } %34, 0, !dbg !442
  call void @__clang_call_terminate(i8* %35) #13, !dbg !442
  unreachable, !dbg !442

36:                                               ; preds = %15
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !444 {
  %3 = alloca %struct.Holder*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 4
  store %struct.Holder* %0, %struct.Holder** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Holder** %3, metadata !445, metadata !DIExpression()), !dbg !447
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !448, metadata !DIExpression()), !dbg !449
  %8 = load %struct.Holder*, %struct.Holder** %3, align 4
  %9 = getelementptr inbounds %struct.Holder, %struct.Holder* %8, i32 0, i32 0, !dbg !450
  %10 = load i32, i32* %4, align 4, !dbg !451
  %11 = invoke noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %12 unwind label %17, !dbg !450

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Holder, %struct.Holder* %8, i32 0, i32 1, !dbg !452
  %14 = load i32, i32* %4, align 4, !dbg !453
  %15 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %14)
          to label %16 unwind label %21, !dbg !454

16:                                               ; preds = %12
  store i32 %15, i32* %13, align 4, !dbg !452
  call void @_ZL4notei(i32 noundef 777), !dbg !455
  br label %40, !dbg !457

17:                                               ; preds = %2
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !458
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !458
  store i8* %19, i8** %5, align 4, !dbg !458
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !458
  store i32 %20, i32* %6, align 4, !dbg !458
  br label %26, !dbg !458

21:                                               ; preds = %12
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !458
  %23 = extractvalue { i8*, i32 } %22, 0, !dbg !458
  store i8* %23, i8** %5, align 4, !dbg !458
  %24 = extractvalue { i8*, i32 } %22, 1, !dbg !458
  store i32 %24, i32* %6, align 4, !dbg !458
  %25 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %9) #12, !dbg !457
  br label %26, !dbg !457

26:                                               ; preds = %21, %17
  %27 = load i32, i32* %6, align 4, !dbg !457
  %28 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !457
  %29 = icmp eq i32 %27, %28, !dbg !457
  br i1 %29, label %30, label %41, !dbg !457

30:                                               ; preds = %26
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !459, metadata !DIExpression()), !dbg !460
  %31 = load i8*, i8** %5, align 4, !dbg !457
  %32 = call i8* @__cxa_begin_catch(i8* %31) #12, !dbg !457
  %33 = bitcast i8* %32 to %struct.Error*, !dbg !457
  store %struct.Error* %33, %struct.Error** %7, align 4, !dbg !457
  call void @_ZL4notei(i32 noundef 888), !dbg !461
  invoke void @__cxa_rethrow()
          to label %34 unwind label %35, !dbg !463

34:                                               ; preds = %30
  unreachable, !dbg !463

35:                                               ; preds = %30
  %36 = landingpad { i8*, i32 }
          cleanup, !dbg !458
  %37 = extractvalue { i8*, i32 } %36, 0, !dbg !458
  store i8* %37, i8** %5, align 4, !dbg !458
  %38 = extractvalue { i8*, i32 } %36, 1, !dbg !458
  store i32 %38, i32* %6, align 4, !dbg !458
  invoke void @__cxa_end_catch()
          to label %39 unwind label %46, !dbg !463

39:                                               ; preds = %35
  br label %41, !dbg !463

40:                                               ; preds = %16
  ret %struct.Holder* %8, !dbg !458

41:                                               ; preds = %39, %26
  %42 = load i8*, i8** %5, align 4, !dbg !457
  %43 = load i32, i32* %6, align 4, !dbg !457
  %44 = insertvalue { i8*, i32 } undef, i8* %42, 0, !dbg !457
  %45 = insertvalue { i8*, i32 } %44, i32 %43, 1, !dbg !457
  resume { i8*, i32 } %45, !dbg !457

46:                                               ; preds = %35
  %47 = landingpad { i8*, i32 }
          catch i8* null, !dbg !463
  %48 = extractvalue { i8*, i32 } %47, 0, !dbg !463
  call void @__clang_call_terminate(i8* %48) #13, !dbg !463
  unreachable, !dbg !463
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 !dbg !464 {
  %2 = alloca %struct.Holder*, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Holder** %2, metadata !468, metadata !DIExpression()), !dbg !469
  %3 = load %struct.Holder*, %struct.Holder** %2, align 4
  %4 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0, !dbg !470
  %5 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %4) #12, !dbg !470
  ret %struct.Holder* %3, !dbg !472
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #11

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !473 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !474, metadata !DIExpression()), !dbg !475
  %5 = load i32, i32* %2, align 4, !dbg !476
  %6 = icmp slt i32 %5, 0, !dbg !478
  br i1 %6, label %7, label %19, !dbg !479

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 16) #12, !dbg !480
  %9 = bitcast i8* %8 to %struct.IoError*, !dbg !480
  %10 = load i32, i32* %2, align 4, !dbg !481
  %11 = load i32, i32* %2, align 4, !dbg !482
  %12 = sub nsw i32 0, %11, !dbg !483
  %13 = invoke noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %9, i32 noundef %10, i32 noundef %12)
          to label %14 unwind label %15, !dbg !484

14:                                               ; preds = %7
  call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*)) #14, !dbg !480
  unreachable, !dbg !480

15:                                               ; preds = %7
  %16 = landingpad { i8*, i32 }
          cleanup, !dbg !485
  %17 = extractvalue { i8*, i32 } %16, 0, !dbg !485
  store i8* %17, i8** %3, align 4, !dbg !485
  %18 = extractvalue { i8*, i32 } %16, 1, !dbg !485
  store i32 %18, i32* %4, align 4, !dbg !485
  call void @__cxa_free_exception(i8* %8) #12, !dbg !480
  br label %22, !dbg !480

19:                                               ; preds = %1
  %20 = load i32, i32* %2, align 4, !dbg !486
  %21 = mul nsw i32 %20, 2, !dbg !487
  ret i32 %21, !dbg !488

22:                                               ; preds = %15
  %23 = load i8*, i8** %3, align 4, !dbg !480
  %24 = load i32, i32* %4, align 4, !dbg !480
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !480
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !480
  resume { i8*, i32 } %26, !dbg !480
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { cold noreturn nounwind }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89}
!llvm.ident = !{!90}

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
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!79 = !{i32 7, !"Dwarf Version", i32 5}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 4}
!82 = !{i32 1, !"min_enum_size", i32 4}
!83 = !{i32 1, !"branch-target-enforcement", i32 0}
!84 = !{i32 1, !"sign-return-address", i32 0}
!85 = !{i32 1, !"sign-return-address-all", i32 0}
!86 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!87 = !{i32 7, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"frame-pointer", i32 2}
!90 = !{!"Debian clang version 14.0.6"}
!91 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !26, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !92)
!92 = !{}
!93 = !DILocalVariable(name: "total", scope: !91, file: !3, line: 135, type: !5)
!94 = !DILocation(line: 135, column: 7, scope: !91)
!95 = !DILocalVariable(name: "i", scope: !96, file: !3, line: 136, type: !5)
!96 = distinct !DILexicalBlock(scope: !91, file: !3, line: 136, column: 3)
!97 = !DILocation(line: 136, column: 12, scope: !96)
!98 = !DILocation(line: 136, column: 8, scope: !96)
!99 = !DILocation(line: 136, column: 19, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !3, line: 136, column: 3)
!101 = !DILocation(line: 136, column: 21, scope: !100)
!102 = !DILocation(line: 136, column: 3, scope: !96)
!103 = !DILocalVariable(name: "c", scope: !104, file: !3, line: 137, type: !5)
!104 = distinct !DILexicalBlock(scope: !100, file: !3, line: 136, column: 32)
!105 = !DILocation(line: 137, column: 9, scope: !104)
!106 = !DILocation(line: 137, column: 22, scope: !104)
!107 = !DILocation(line: 137, column: 13, scope: !104)
!108 = !DILocation(line: 138, column: 44, scope: !104)
!109 = !DILocation(line: 138, column: 47, scope: !104)
!110 = !DILocation(line: 138, column: 50, scope: !104)
!111 = !DILocation(line: 138, column: 5, scope: !104)
!112 = !DILocation(line: 139, column: 14, scope: !104)
!113 = !DILocation(line: 139, column: 11, scope: !104)
!114 = !DILocation(line: 140, column: 3, scope: !104)
!115 = !DILocation(line: 136, column: 27, scope: !100)
!116 = !DILocation(line: 136, column: 3, scope: !100)
!117 = distinct !{!117, !102, !118, !119}
!118 = !DILocation(line: 140, column: 3, scope: !96)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 141, column: 29, scope: !91)
!121 = !DILocation(line: 141, column: 40, scope: !91)
!122 = !DILocation(line: 141, column: 3, scope: !91)
!123 = !DILocation(line: 142, column: 28, scope: !91)
!124 = !DILocation(line: 142, column: 3, scope: !91)
!125 = !DILocation(line: 143, column: 30, scope: !91)
!126 = !DILocation(line: 143, column: 42, scope: !91)
!127 = !DILocation(line: 143, column: 3, scope: !91)
!128 = !DILocalVariable(name: "nt", scope: !91, file: !3, line: 144, type: !129)
!129 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !130, identifier: "_ZTS7NoThrow")
!130 = !{!131}
!131 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !129, file: !3, line: 131, type: !132, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!132 = !DISubroutineType(types: !133)
!133 = !{!5, !134, !5}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!135 = !DILocation(line: 144, column: 11, scope: !91)
!136 = !DILocation(line: 145, column: 15, scope: !91)
!137 = !DILocation(line: 145, column: 9, scope: !91)
!138 = !DILocation(line: 146, column: 3, scope: !91)
!139 = !DILocalVariable(name: "i", scope: !140, file: !3, line: 147, type: !5)
!140 = distinct !DILexicalBlock(scope: !91, file: !3, line: 147, column: 3)
!141 = !DILocation(line: 147, column: 12, scope: !140)
!142 = !DILocation(line: 147, column: 8, scope: !140)
!143 = !DILocation(line: 147, column: 19, scope: !144)
!144 = distinct !DILexicalBlock(scope: !140, file: !3, line: 147, column: 3)
!145 = !DILocation(line: 147, column: 23, scope: !144)
!146 = !DILocation(line: 147, column: 21, scope: !144)
!147 = !DILocation(line: 147, column: 3, scope: !140)
!148 = !DILocation(line: 148, column: 25, scope: !144)
!149 = !DILocation(line: 148, column: 19, scope: !144)
!150 = !DILocation(line: 148, column: 5, scope: !144)
!151 = !DILocation(line: 147, column: 31, scope: !144)
!152 = !DILocation(line: 147, column: 3, scope: !144)
!153 = distinct !{!153, !147, !154, !119}
!154 = !DILocation(line: 148, column: 27, scope: !140)
!155 = !DILocation(line: 149, column: 34, scope: !91)
!156 = !DILocation(line: 149, column: 41, scope: !91)
!157 = !DILocation(line: 149, column: 3, scope: !91)
!158 = !DILocation(line: 150, column: 8, scope: !91)
!159 = !DILocation(line: 150, column: 15, scope: !91)
!160 = !DILocation(line: 150, column: 3, scope: !91)
!161 = !DILocation(line: 151, column: 3, scope: !91)
!162 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !92)
!163 = !DILocalVariable(name: "how", arg: 1, scope: !162, file: !3, line: 54, type: !5)
!164 = !DILocation(line: 54, column: 25, scope: !162)
!165 = !DILocation(line: 56, column: 13, scope: !166)
!166 = distinct !DILexicalBlock(scope: !162, file: !3, line: 55, column: 7)
!167 = !DILocation(line: 56, column: 5, scope: !166)
!168 = !DILocation(line: 57, column: 3, scope: !166)
!169 = !DILocation(line: 75, column: 1, scope: !166)
!170 = !DILocalVariable(name: "v", scope: !162, file: !3, line: 57, type: !5)
!171 = !DILocation(line: 57, column: 16, scope: !162)
!172 = !DILocation(line: 61, column: 3, scope: !173)
!173 = distinct !DILexicalBlock(scope: !162, file: !3, line: 59, column: 22)
!174 = !DILocation(line: 58, column: 18, scope: !175)
!175 = distinct !DILexicalBlock(scope: !162, file: !3, line: 57, column: 19)
!176 = !DILocation(line: 58, column: 16, scope: !175)
!177 = !DILocation(line: 58, column: 5, scope: !175)
!178 = !DILocation(line: 59, column: 3, scope: !175)
!179 = !DILocalVariable(name: "d", scope: !162, file: !3, line: 59, type: !180)
!180 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!181 = !DILocation(line: 59, column: 19, scope: !162)
!182 = !DILocation(line: 63, column: 3, scope: !183)
!183 = distinct !DILexicalBlock(scope: !162, file: !3, line: 61, column: 30)
!184 = !DILocation(line: 60, column: 24, scope: !173)
!185 = !DILocation(line: 60, column: 26, scope: !173)
!186 = !DILocation(line: 60, column: 23, scope: !173)
!187 = !DILocation(line: 60, column: 16, scope: !173)
!188 = !DILocation(line: 60, column: 5, scope: !173)
!189 = !DILocalVariable(name: "e", scope: !162, file: !3, line: 61, type: !190)
!190 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 32)
!191 = !DILocation(line: 61, column: 27, scope: !162)
!192 = !DILocation(line: 65, column: 3, scope: !193)
!193 = distinct !DILexicalBlock(scope: !162, file: !3, line: 63, column: 22)
!194 = !DILocation(line: 62, column: 18, scope: !183)
!195 = !DILocation(line: 62, column: 20, scope: !183)
!196 = !DILocation(line: 62, column: 25, scope: !183)
!197 = !DILocation(line: 62, column: 16, scope: !183)
!198 = !DILocation(line: 62, column: 32, scope: !183)
!199 = !DILocation(line: 62, column: 34, scope: !183)
!200 = !DILocation(line: 62, column: 30, scope: !183)
!201 = !DILocation(line: 62, column: 5, scope: !183)
!202 = !DILocalVariable(name: "e", scope: !162, file: !3, line: 63, type: !203)
!203 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 32)
!204 = !DILocation(line: 63, column: 19, scope: !162)
!205 = !DILocation(line: 69, column: 3, scope: !206)
!206 = distinct !DILexicalBlock(scope: !162, file: !3, line: 65, column: 22)
!207 = !DILocation(line: 64, column: 18, scope: !193)
!208 = !DILocation(line: 64, column: 20, scope: !193)
!209 = !DILocation(line: 64, column: 16, scope: !193)
!210 = !DILocation(line: 64, column: 27, scope: !193)
!211 = !DILocation(line: 64, column: 29, scope: !193)
!212 = !DILocation(line: 64, column: 25, scope: !193)
!213 = !DILocation(line: 64, column: 5, scope: !193)
!214 = !DILocalVariable(name: "p", scope: !162, file: !3, line: 65, type: !215)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!216 = !DILocation(line: 65, column: 19, scope: !162)
!217 = !DILocation(line: 71, column: 3, scope: !218)
!218 = distinct !DILexicalBlock(scope: !162, file: !3, line: 69, column: 27)
!219 = !DILocalVariable(name: "r", scope: !206, file: !3, line: 66, type: !5)
!220 = !DILocation(line: 66, column: 9, scope: !206)
!221 = !DILocation(line: 66, column: 19, scope: !206)
!222 = !DILocation(line: 66, column: 22, scope: !206)
!223 = !DILocation(line: 66, column: 17, scope: !206)
!224 = !DILocation(line: 67, column: 12, scope: !206)
!225 = !DILocation(line: 67, column: 5, scope: !206)
!226 = !DILocation(line: 68, column: 12, scope: !206)
!227 = !DILocation(line: 68, column: 5, scope: !206)
!228 = !DILocalVariable(name: "s", scope: !162, file: !3, line: 69, type: !30)
!229 = !DILocation(line: 69, column: 24, scope: !162)
!230 = !DILocation(line: 73, column: 3, scope: !231)
!231 = distinct !DILexicalBlock(scope: !162, file: !3, line: 71, column: 17)
!232 = !DILocation(line: 70, column: 19, scope: !218)
!233 = !DILocation(line: 70, column: 24, scope: !218)
!234 = !DILocation(line: 70, column: 18, scope: !218)
!235 = !DILocation(line: 70, column: 16, scope: !218)
!236 = !DILocation(line: 70, column: 5, scope: !218)
!237 = !DILocation(line: 72, column: 5, scope: !231)
!238 = !DILocation(line: 75, column: 1, scope: !193)
!239 = !DILocation(line: 74, column: 3, scope: !162)
!240 = !DILocation(line: 75, column: 1, scope: !162)
!241 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !63, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !92)
!242 = !DILocalVariable(name: "how", arg: 1, scope: !241, file: !3, line: 89, type: !5)
!243 = !DILocation(line: 89, column: 23, scope: !241)
!244 = !DILocalVariable(name: "r", scope: !241, file: !3, line: 90, type: !5)
!245 = !DILocation(line: 90, column: 7, scope: !241)
!246 = !DILocation(line: 93, column: 14, scope: !247)
!247 = distinct !DILexicalBlock(scope: !248, file: !3, line: 92, column: 9)
!248 = distinct !DILexicalBlock(scope: !241, file: !3, line: 91, column: 7)
!249 = !DILocation(line: 93, column: 7, scope: !247)
!250 = !DILocation(line: 94, column: 5, scope: !247)
!251 = !DILocation(line: 104, column: 1, scope: !247)
!252 = !DILocalVariable(name: "v", scope: !248, file: !3, line: 94, type: !5)
!253 = !DILocation(line: 94, column: 18, scope: !248)
!254 = !DILocation(line: 95, column: 12, scope: !255)
!255 = distinct !DILexicalBlock(scope: !248, file: !3, line: 94, column: 21)
!256 = !DILocation(line: 95, column: 9, scope: !255)
!257 = !DILocation(line: 96, column: 7, scope: !255)
!258 = !DILocation(line: 96, column: 19, scope: !255)
!259 = !DILocation(line: 96, column: 21, scope: !255)
!260 = !DILocation(line: 96, column: 13, scope: !255)
!261 = !DILocation(line: 104, column: 1, scope: !255)
!262 = !DILocation(line: 97, column: 5, scope: !255)
!263 = !DILocation(line: 98, column: 3, scope: !248)
!264 = !DILocalVariable(name: "e", scope: !241, file: !3, line: 98, type: !203)
!265 = !DILocation(line: 98, column: 19, scope: !241)
!266 = !DILocation(line: 102, column: 3, scope: !267)
!267 = distinct !DILexicalBlock(scope: !241, file: !3, line: 100, column: 17)
!268 = !DILocation(line: 99, column: 10, scope: !269)
!269 = distinct !DILexicalBlock(scope: !241, file: !3, line: 98, column: 22)
!270 = !DILocation(line: 99, column: 12, scope: !269)
!271 = !DILocation(line: 99, column: 17, scope: !269)
!272 = !DILocation(line: 99, column: 7, scope: !269)
!273 = !DILocation(line: 100, column: 3, scope: !269)
!274 = !DILocation(line: 103, column: 10, scope: !241)
!275 = !DILocation(line: 103, column: 3, scope: !241)
!276 = !DILocation(line: 101, column: 7, scope: !267)
!277 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !63, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !92)
!278 = !DILocalVariable(name: "x", arg: 1, scope: !277, file: !3, line: 123, type: !5)
!279 = !DILocation(line: 123, column: 24, scope: !277)
!280 = !DILocalVariable(name: "h", scope: !281, file: !3, line: 124, type: !58)
!281 = distinct !DILexicalBlock(scope: !277, file: !3, line: 123, column: 31)
!282 = !DILocation(line: 124, column: 10, scope: !281)
!283 = !DILocation(line: 124, column: 12, scope: !281)
!284 = !DILocation(line: 125, column: 12, scope: !281)
!285 = !DILocation(line: 125, column: 3, scope: !281)
!286 = !DILocation(line: 126, column: 1, scope: !277)
!287 = !DILocation(line: 128, column: 1, scope: !281)
!288 = !DILocation(line: 126, column: 1, scope: !281)
!289 = !DILocalVariable(name: "e", scope: !277, file: !3, line: 126, type: !190)
!290 = !DILocation(line: 126, column: 25, scope: !277)
!291 = !DILocation(line: 127, column: 18, scope: !292)
!292 = distinct !DILexicalBlock(scope: !277, file: !3, line: 126, column: 28)
!293 = !DILocation(line: 127, column: 20, scope: !292)
!294 = !DILocation(line: 127, column: 16, scope: !292)
!295 = !DILocation(line: 127, column: 3, scope: !292)
!296 = !DILocation(line: 128, column: 1, scope: !292)
!297 = !DILocation(line: 128, column: 1, scope: !277)
!298 = distinct !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !129, file: !3, line: 131, type: !132, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !131, retainedNodes: !92)
!299 = !DILocalVariable(name: "this", arg: 1, scope: !298, type: !300, flags: DIFlagArtificial | DIFlagObjectPointer)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 32)
!301 = !DILocation(line: 0, scope: !298)
!302 = !DILocalVariable(name: "x", arg: 2, scope: !298, file: !3, line: 131, type: !5)
!303 = !DILocation(line: 131, column: 13, scope: !298)
!304 = !DILocation(line: 131, column: 34, scope: !298)
!305 = !DILocation(line: 131, column: 36, scope: !298)
!306 = !DILocation(line: 131, column: 27, scope: !298)
!307 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !308, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !92)
!308 = !DISubroutineType(types: !309)
!309 = !{null, !5}
!310 = !DILocalVariable(name: "how", arg: 1, scope: !307, file: !3, line: 40, type: !5)
!311 = !DILocation(line: 40, column: 51, scope: !307)
!312 = !DILocalVariable(name: "t", scope: !307, file: !3, line: 41, type: !6)
!313 = !DILocation(line: 41, column: 10, scope: !307)
!314 = !DILocation(line: 41, column: 12, scope: !307)
!315 = !DILocation(line: 42, column: 11, scope: !307)
!316 = !DILocation(line: 42, column: 3, scope: !307)
!317 = !DILocation(line: 43, column: 11, scope: !318)
!318 = distinct !DILexicalBlock(scope: !307, file: !3, line: 42, column: 16)
!319 = !DILocation(line: 52, column: 1, scope: !318)
!320 = !DILocation(line: 44, column: 11, scope: !318)
!321 = !DILocation(line: 45, column: 11, scope: !318)
!322 = !DILocation(line: 45, column: 17, scope: !318)
!323 = !DILocation(line: 46, column: 11, scope: !318)
!324 = !DILocation(line: 46, column: 17, scope: !318)
!325 = !DILocation(line: 47, column: 11, scope: !318)
!326 = !DILocation(line: 47, column: 17, scope: !318)
!327 = !DILocation(line: 47, column: 21, scope: !318)
!328 = !DILocation(line: 48, column: 11, scope: !318)
!329 = !DILocation(line: 49, column: 11, scope: !318)
!330 = !DILocation(line: 49, column: 17, scope: !318)
!331 = !DILocation(line: 50, column: 12, scope: !318)
!332 = !DILocation(line: 52, column: 1, scope: !307)
!333 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !9, retainedNodes: !92)
!334 = !DILocalVariable(name: "this", arg: 1, scope: !333, type: !335, flags: DIFlagArtificial | DIFlagObjectPointer)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!336 = !DILocation(line: 0, scope: !333)
!337 = !DILocalVariable(name: "i", arg: 2, scope: !333, file: !3, line: 21, type: !5)
!338 = !DILocation(line: 21, column: 23, scope: !333)
!339 = !DILocation(line: 21, column: 28, scope: !333)
!340 = !DILocation(line: 21, column: 31, scope: !333)
!341 = !DILocation(line: 21, column: 36, scope: !342)
!342 = distinct !DILexicalBlock(scope: !333, file: !3, line: 21, column: 34)
!343 = !DILocation(line: 21, column: 51, scope: !342)
!344 = !DILocation(line: 21, column: 46, scope: !342)
!345 = !DILocation(line: 21, column: 56, scope: !333)
!346 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !33, retainedNodes: !92)
!347 = !DILocalVariable(name: "this", arg: 1, scope: !346, type: !215, flags: DIFlagArtificial | DIFlagObjectPointer)
!348 = !DILocation(line: 0, scope: !346)
!349 = !DILocalVariable(name: "c", arg: 2, scope: !346, file: !3, line: 29, type: !5)
!350 = !DILocation(line: 29, column: 13, scope: !346)
!351 = !DILocalVariable(name: "w", arg: 3, scope: !346, file: !3, line: 29, type: !30)
!352 = !DILocation(line: 29, column: 28, scope: !346)
!353 = !DILocation(line: 29, column: 50, scope: !346)
!354 = !DILocation(line: 29, column: 33, scope: !346)
!355 = !DILocation(line: 29, column: 38, scope: !346)
!356 = !DILocation(line: 29, column: 42, scope: !346)
!357 = !DILocation(line: 29, column: 47, scope: !346)
!358 = !DILocation(line: 29, column: 51, scope: !346)
!359 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !37, retainedNodes: !92)
!360 = !DILocalVariable(name: "this", arg: 1, scope: !359, type: !215, flags: DIFlagArtificial | DIFlagObjectPointer)
!361 = !DILocation(line: 0, scope: !359)
!362 = !DILocation(line: 30, column: 21, scope: !359)
!363 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !49, retainedNodes: !92)
!364 = !DILocalVariable(name: "this", arg: 1, scope: !363, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!366 = !DILocation(line: 0, scope: !363)
!367 = !DILocalVariable(name: "c", arg: 2, scope: !363, file: !3, line: 36, type: !5)
!368 = !DILocation(line: 36, column: 15, scope: !363)
!369 = !DILocalVariable(name: "f", arg: 3, scope: !363, file: !3, line: 36, type: !5)
!370 = !DILocation(line: 36, column: 22, scope: !363)
!371 = !DILocation(line: 36, column: 49, scope: !363)
!372 = !DILocation(line: 36, column: 33, scope: !363)
!373 = !DILocation(line: 36, column: 27, scope: !363)
!374 = !DILocation(line: 36, column: 43, scope: !363)
!375 = !DILocation(line: 36, column: 46, scope: !363)
!376 = !DILocation(line: 36, column: 50, scope: !363)
!377 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD2Ev", scope: !45, file: !3, line: 34, type: !378, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !380, retainedNodes: !92)
!378 = !DISubroutineType(types: !379)
!379 = !{null, !52}
!380 = !DISubprogram(name: "~IoError", scope: !45, type: !378, containingType: !45, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!381 = !DILocalVariable(name: "this", arg: 1, scope: !377, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!382 = !DILocation(line: 0, scope: !377)
!383 = !DILocation(line: 34, column: 8, scope: !384)
!384 = distinct !DILexicalBlock(scope: !377, file: !3, line: 34, column: 8)
!385 = !DILocation(line: 34, column: 8, scope: !377)
!386 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !18, retainedNodes: !92)
!387 = !DILocalVariable(name: "this", arg: 1, scope: !386, type: !335, flags: DIFlagArtificial | DIFlagObjectPointer)
!388 = !DILocation(line: 0, scope: !386)
!389 = !DILocation(line: 23, column: 15, scope: !390)
!390 = distinct !DILexicalBlock(scope: !386, file: !3, line: 23, column: 13)
!391 = !DILocation(line: 23, column: 31, scope: !390)
!392 = !DILocation(line: 23, column: 30, scope: !390)
!393 = !DILocation(line: 23, column: 25, scope: !390)
!394 = !DILocation(line: 23, column: 36, scope: !386)
!395 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !308, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !92)
!396 = !DILocalVariable(name: "v", arg: 1, scope: !395, file: !3, line: 14, type: !5)
!397 = !DILocation(line: 14, column: 22, scope: !395)
!398 = !DILocation(line: 15, column: 7, scope: !399)
!399 = distinct !DILexicalBlock(scope: !395, file: !3, line: 15, column: 7)
!400 = !DILocation(line: 15, column: 14, scope: !399)
!401 = !DILocation(line: 15, column: 7, scope: !395)
!402 = !DILocation(line: 16, column: 23, scope: !399)
!403 = !DILocation(line: 16, column: 17, scope: !399)
!404 = !DILocation(line: 16, column: 5, scope: !399)
!405 = !DILocation(line: 16, column: 21, scope: !399)
!406 = !DILocation(line: 17, column: 1, scope: !395)
!407 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !37, retainedNodes: !92)
!408 = !DILocalVariable(name: "this", arg: 1, scope: !407, type: !215, flags: DIFlagArtificial | DIFlagObjectPointer)
!409 = !DILocation(line: 0, scope: !407)
!410 = !DILocation(line: 30, column: 20, scope: !407)
!411 = !DILocation(line: 30, column: 21, scope: !407)
!412 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !40, retainedNodes: !92)
!413 = !DILocalVariable(name: "this", arg: 1, scope: !412, type: !414, flags: DIFlagArtificial | DIFlagObjectPointer)
!414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 32)
!415 = !DILocation(line: 0, scope: !412)
!416 = !DILocation(line: 31, column: 30, scope: !412)
!417 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !45, file: !3, line: 34, type: !378, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !380, retainedNodes: !92)
!418 = !DILocalVariable(name: "this", arg: 1, scope: !417, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!419 = !DILocation(line: 0, scope: !417)
!420 = !DILocation(line: 34, column: 8, scope: !417)
!421 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !53, retainedNodes: !92)
!422 = !DILocalVariable(name: "this", arg: 1, scope: !421, type: !423, flags: DIFlagArtificial | DIFlagObjectPointer)
!423 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32)
!424 = !DILocation(line: 0, scope: !421)
!425 = !DILocation(line: 37, column: 31, scope: !421)
!426 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !308, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !92)
!427 = !DILocalVariable(name: "how", arg: 1, scope: !426, file: !3, line: 79, type: !5)
!428 = !DILocation(line: 79, column: 24, scope: !426)
!429 = !DILocalVariable(name: "t", scope: !426, file: !3, line: 80, type: !6)
!430 = !DILocation(line: 80, column: 10, scope: !426)
!431 = !DILocation(line: 80, column: 17, scope: !426)
!432 = !DILocation(line: 80, column: 15, scope: !426)
!433 = !DILocation(line: 82, column: 13, scope: !434)
!434 = distinct !DILexicalBlock(scope: !426, file: !3, line: 81, column: 7)
!435 = !DILocation(line: 82, column: 5, scope: !434)
!436 = !DILocation(line: 83, column: 3, scope: !434)
!437 = !DILocation(line: 87, column: 1, scope: !434)
!438 = !DILocation(line: 84, column: 5, scope: !439)
!439 = distinct !DILexicalBlock(scope: !426, file: !3, line: 83, column: 17)
!440 = !DILocation(line: 85, column: 5, scope: !439)
!441 = !DILocation(line: 87, column: 1, scope: !439)
!442 = !DILocation(line: 86, column: 3, scope: !439)
!443 = !DILocation(line: 87, column: 1, scope: !426)
!444 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !65, retainedNodes: !92)
!445 = !DILocalVariable(name: "this", arg: 1, scope: !444, type: !446, flags: DIFlagArtificial | DIFlagObjectPointer)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 32)
!447 = !DILocation(line: 0, scope: !444)
!448 = !DILocalVariable(name: "x", arg: 2, scope: !444, file: !3, line: 115, type: !5)
!449 = !DILocation(line: 115, column: 14, scope: !444)
!450 = !DILocation(line: 115, column: 23, scope: !444)
!451 = !DILocation(line: 115, column: 25, scope: !444)
!452 = !DILocation(line: 115, column: 29, scope: !444)
!453 = !DILocation(line: 115, column: 37, scope: !444)
!454 = !DILocation(line: 115, column: 31, scope: !444)
!455 = !DILocation(line: 116, column: 5, scope: !456)
!456 = distinct !DILexicalBlock(scope: !444, file: !3, line: 115, column: 41)
!457 = !DILocation(line: 117, column: 3, scope: !456)
!458 = !DILocation(line: 119, column: 3, scope: !444)
!459 = !DILocalVariable(name: "e", scope: !444, file: !3, line: 117, type: !203)
!460 = !DILocation(line: 117, column: 19, scope: !444)
!461 = !DILocation(line: 118, column: 5, scope: !462)
!462 = distinct !DILexicalBlock(scope: !444, file: !3, line: 117, column: 22)
!463 = !DILocation(line: 119, column: 3, scope: !462)
!464 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !58, file: !3, line: 108, type: !465, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !467, retainedNodes: !92)
!465 = !DISubroutineType(types: !466)
!466 = !{null, !68}
!467 = !DISubprogram(name: "~Holder", scope: !58, type: !465, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!468 = !DILocalVariable(name: "this", arg: 1, scope: !464, type: !446, flags: DIFlagArtificial | DIFlagObjectPointer)
!469 = !DILocation(line: 0, scope: !464)
!470 = !DILocation(line: 108, column: 8, scope: !471)
!471 = distinct !DILexicalBlock(scope: !464, file: !3, line: 108, column: 8)
!472 = !DILocation(line: 108, column: 8, scope: !464)
!473 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !62, retainedNodes: !92)
!474 = !DILocalVariable(name: "x", arg: 1, scope: !473, file: !3, line: 111, type: !5)
!475 = !DILocation(line: 111, column: 24, scope: !473)
!476 = !DILocation(line: 112, column: 9, scope: !477)
!477 = distinct !DILexicalBlock(scope: !473, file: !3, line: 112, column: 9)
!478 = !DILocation(line: 112, column: 11, scope: !477)
!479 = !DILocation(line: 112, column: 9, scope: !473)
!480 = !DILocation(line: 112, column: 16, scope: !477)
!481 = !DILocation(line: 112, column: 30, scope: !477)
!482 = !DILocation(line: 112, column: 34, scope: !477)
!483 = !DILocation(line: 112, column: 33, scope: !477)
!484 = !DILocation(line: 112, column: 22, scope: !477)
!485 = !DILocation(line: 114, column: 3, scope: !477)
!486 = !DILocation(line: 113, column: 12, scope: !473)
!487 = !DILocation(line: 113, column: 14, scope: !473)
!488 = !DILocation(line: 113, column: 5, scope: !473)
