; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() #0 !dbg !87 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !89, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %2, align 4, !dbg !90
  call void @llvm.dbg.declare(metadata i32* %3, metadata !91, metadata !DIExpression()), !dbg !93
  store i32 0, i32* %3, align 4, !dbg !93
  br label %7, !dbg !94

7:                                                ; preds = %20, %0
  %8 = load i32, i32* %3, align 4, !dbg !95
  %9 = icmp sle i32 %8, 7, !dbg !97
  br i1 %9, label %10, label %23, !dbg !98

10:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %4, metadata !99, metadata !DIExpression()), !dbg !101
  %11 = load i32, i32* %3, align 4, !dbg !102
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11), !dbg !103
  store i32 %12, i32* %4, align 4, !dbg !101
  %13 = load i32, i32* %3, align 4, !dbg !104
  %14 = load i32, i32* %4, align 4, !dbg !105
  %15 = load i32, i32* @_ZL6g_live, align 4, !dbg !106
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !107
  %17 = load i32, i32* %4, align 4, !dbg !108
  %18 = load i32, i32* %2, align 4, !dbg !109
  %19 = add nsw i32 %18, %17, !dbg !109
  store i32 %19, i32* %2, align 4, !dbg !109
  br label %20, !dbg !110

20:                                               ; preds = %10
  %21 = load i32, i32* %3, align 4, !dbg !111
  %22 = add nsw i32 %21, 1, !dbg !111
  store i32 %22, i32* %3, align 4, !dbg !111
  br label %7, !dbg !112, !llvm.loop !113

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !116
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !117
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %24, i32 noundef %25), !dbg !118
  %27 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !119
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %27), !dbg !120
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5), !dbg !121
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4), !dbg !122
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef %29, i32 noundef %30), !dbg !123
  call void @llvm.dbg.declare(metadata %struct.NoThrow* %5, metadata !124, metadata !DIExpression()), !dbg !131
  %32 = call noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #12, !dbg !132
  %33 = load i32, i32* %2, align 4, !dbg !133
  %34 = add nsw i32 %33, %32, !dbg !133
  store i32 %34, i32* %2, align 4, !dbg !133
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0)), !dbg !134
  call void @llvm.dbg.declare(metadata i32* %6, metadata !135, metadata !DIExpression()), !dbg !137
  store i32 0, i32* %6, align 4, !dbg !137
  br label %36, !dbg !138

36:                                               ; preds = %46, %23
  %37 = load i32, i32* %6, align 4, !dbg !139
  %38 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !141
  %39 = icmp slt i32 %37, %38, !dbg !142
  br i1 %39, label %40, label %49, !dbg !143

40:                                               ; preds = %36
  %41 = load i32, i32* %6, align 4, !dbg !144
  %42 = sext i32 %41 to i64, !dbg !145
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %42, !dbg !145
  %44 = load i32, i32* %43, align 4, !dbg !145
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %44), !dbg !146
  br label %46, !dbg !146

46:                                               ; preds = %40
  %47 = load i32, i32* %6, align 4, !dbg !147
  %48 = add nsw i32 %47, 1, !dbg !147
  store i32 %48, i32* %6, align 4, !dbg !147
  br label %36, !dbg !148, !llvm.loop !149

49:                                               ; preds = %36
  %50 = load i32, i32* %2, align 4, !dbg !151
  %51 = load i32, i32* @_ZL6g_live, align 4, !dbg !152
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i32 noundef %50, i32 noundef %51), !dbg !153
  %53 = load i32, i32* @_ZL6g_live, align 4, !dbg !154
  %54 = icmp eq i32 %53, 0, !dbg !155
  %55 = zext i1 %54 to i64, !dbg !154
  %56 = select i1 %54, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), !dbg !154
  %57 = call i32 @puts(i8* noundef %56), !dbg !156
  ret i32 0, !dbg !157
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !158 {
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
  call void @llvm.dbg.declare(metadata i32* %3, metadata !159, metadata !DIExpression()), !dbg !160
  %13 = load i32, i32* %3, align 4, !dbg !161
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15, !dbg !163

14:                                               ; preds = %1
  br label %119, !dbg !164

15:                                               ; preds = %1
  %16 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null, !dbg !165
  %17 = extractvalue { i8*, i32 } %16, 0, !dbg !165
  store i8* %17, i8** %4, align 8, !dbg !165
  %18 = extractvalue { i8*, i32 } %16, 1, !dbg !165
  store i32 %18, i32* %5, align 4, !dbg !165
  br label %19, !dbg !165

19:                                               ; preds = %15
  %20 = load i32, i32* %5, align 4, !dbg !164
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12, !dbg !164
  %22 = icmp eq i32 %20, %21, !dbg !164
  br i1 %22, label %23, label %30, !dbg !164

23:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %12, metadata !166, metadata !DIExpression()), !dbg !167
  %24 = load i8*, i8** %4, align 8, !dbg !168
  %25 = call i8* @__cxa_begin_catch(i8* %24) #12, !dbg !168
  %26 = bitcast i8* %25 to i32*, !dbg !168
  %27 = load i32, i32* %26, align 4, !dbg !168
  store i32 %27, i32* %12, align 4, !dbg !168
  %28 = load i32, i32* %12, align 4, !dbg !170
  %29 = add nsw i32 100, %28, !dbg !172
  store i32 %29, i32* %2, align 4, !dbg !173
  call void @__cxa_end_catch() #12, !dbg !174
  br label %120

30:                                               ; preds = %19
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #12, !dbg !164
  %32 = icmp eq i32 %20, %31, !dbg !164
  br i1 %32, label %33, label %42, !dbg !164

33:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata double* %11, metadata !175, metadata !DIExpression()), !dbg !177
  %34 = load i8*, i8** %4, align 8, !dbg !178
  %35 = call i8* @__cxa_begin_catch(i8* %34) #12, !dbg !178
  %36 = bitcast i8* %35 to double*, !dbg !178
  %37 = load double, double* %36, align 8, !dbg !178
  store double %37, double* %11, align 8, !dbg !178
  %38 = load double, double* %11, align 8, !dbg !180
  %39 = fmul double %38, 2.000000e+00, !dbg !181
  %40 = fptosi double %39 to i32, !dbg !182
  %41 = add nsw i32 200, %40, !dbg !183
  store i32 %41, i32* %2, align 4, !dbg !184
  call void @__cxa_end_catch() #12, !dbg !168
  br label %120

42:                                               ; preds = %30
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12, !dbg !164
  %44 = icmp eq i32 %20, %43, !dbg !164
  br i1 %44, label %45, label %59, !dbg !164

45:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata %struct.IoError** %10, metadata !185, metadata !DIExpression()), !dbg !187
  %46 = load i8*, i8** %4, align 8, !dbg !188
  %47 = call i8* @__cxa_begin_catch(i8* %46) #12, !dbg !188
  %48 = bitcast i8* %47 to %struct.IoError*, !dbg !188
  store %struct.IoError* %48, %struct.IoError** %10, align 8, !dbg !188
  %49 = load %struct.IoError*, %struct.IoError** %10, align 8, !dbg !190
  %50 = bitcast %struct.IoError* %49 to %struct.Error*, !dbg !190
  %51 = getelementptr inbounds %struct.Error, %struct.Error* %50, i32 0, i32 1, !dbg !191
  %52 = load i32, i32* %51, align 8, !dbg !191
  %53 = mul nsw i32 %52, 10, !dbg !192
  %54 = add nsw i32 300, %53, !dbg !193
  %55 = load %struct.IoError*, %struct.IoError** %10, align 8, !dbg !194
  %56 = getelementptr inbounds %struct.IoError, %struct.IoError* %55, i32 0, i32 1, !dbg !195
  %57 = load i32, i32* %56, align 8, !dbg !195
  %58 = add nsw i32 %54, %57, !dbg !196
  store i32 %58, i32* %2, align 4, !dbg !197
  call void @__cxa_end_catch(), !dbg !178
  br label %120

59:                                               ; preds = %42
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !164
  %61 = icmp eq i32 %20, %60, !dbg !164
  br i1 %61, label %62, label %78, !dbg !164

62:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata %struct.Error** %9, metadata !198, metadata !DIExpression()), !dbg !200
  %63 = load i8*, i8** %4, align 8, !dbg !201
  %64 = call i8* @__cxa_begin_catch(i8* %63) #12, !dbg !201
  %65 = bitcast i8* %64 to %struct.Error*, !dbg !201
  store %struct.Error* %65, %struct.Error** %9, align 8, !dbg !201
  %66 = load %struct.Error*, %struct.Error** %9, align 8, !dbg !203
  %67 = getelementptr inbounds %struct.Error, %struct.Error* %66, i32 0, i32 1, !dbg !204
  %68 = load i32, i32* %67, align 8, !dbg !204
  %69 = add nsw i32 400, %68, !dbg !205
  %70 = load %struct.Error*, %struct.Error** %9, align 8, !dbg !206
  %71 = bitcast %struct.Error* %70 to i32 (%struct.Error*)***, !dbg !207
  %72 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %71, align 8, !dbg !207
  %73 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %72, i64 2, !dbg !207
  %74 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %73, align 8, !dbg !207
  %75 = invoke noundef i32 %74(%struct.Error* noundef nonnull align 8 dereferenceable(24) %70)
          to label %76 unwind label %114, !dbg !207

76:                                               ; preds = %62
  %77 = add nsw i32 %69, %75, !dbg !208
  store i32 %77, i32* %2, align 4, !dbg !209
  call void @__cxa_end_catch(), !dbg !188
  br label %120

78:                                               ; preds = %59
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #12, !dbg !164
  %80 = icmp eq i32 %20, %79, !dbg !164
  br i1 %80, label %81, label %98, !dbg !164

81:                                               ; preds = %78
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !210, metadata !DIExpression()), !dbg !212
  %82 = load i8*, i8** %4, align 8, !dbg !213
  %83 = call i8* @__cxa_begin_catch(i8* %82) #12, !dbg !213
  %84 = bitcast i8* %83 to %struct.Error*, !dbg !213
  store %struct.Error* %84, %struct.Error** %7, align 8, !dbg !213
  call void @llvm.dbg.declare(metadata i32* %8, metadata !215, metadata !DIExpression()), !dbg !216
  %85 = load %struct.Error*, %struct.Error** %7, align 8, !dbg !217
  %86 = getelementptr inbounds %struct.Error, %struct.Error* %85, i32 0, i32 1, !dbg !218
  %87 = load i32, i32* %86, align 8, !dbg !218
  %88 = add nsw i32 500, %87, !dbg !219
  store i32 %88, i32* %8, align 4, !dbg !216
  %89 = load %struct.Error*, %struct.Error** %7, align 8, !dbg !220
  %90 = icmp eq %struct.Error* %89, null, !dbg !221
  br i1 %90, label %96, label %91, !dbg !221

91:                                               ; preds = %81
  %92 = bitcast %struct.Error* %89 to void (%struct.Error*)***, !dbg !221
  %93 = load void (%struct.Error*)**, void (%struct.Error*)*** %92, align 8, !dbg !221
  %94 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %93, i64 1, !dbg !221
  %95 = load void (%struct.Error*)*, void (%struct.Error*)** %94, align 8, !dbg !221
  call void %95(%struct.Error* noundef nonnull align 8 dereferenceable(24) %89) #12, !dbg !221
  br label %96, !dbg !221

96:                                               ; preds = %91, %81
  %97 = load i32, i32* %8, align 4, !dbg !222
  store i32 %97, i32* %2, align 4, !dbg !223
  call void @__cxa_end_catch() #12, !dbg !201
  br label %120

98:                                               ; preds = %78
  %99 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #12, !dbg !164
  %100 = icmp eq i32 %20, %99, !dbg !164
  br i1 %100, label %101, label %111, !dbg !164

101:                                              ; preds = %98
  call void @llvm.dbg.declare(metadata i8** %6, metadata !224, metadata !DIExpression()), !dbg !225
  %102 = load i8*, i8** %4, align 8, !dbg !226
  %103 = call i8* @__cxa_begin_catch(i8* %102) #12, !dbg !226
  store i8* %103, i8** %6, align 8, !dbg !226
  %104 = load i8*, i8** %6, align 8, !dbg !228
  %105 = getelementptr inbounds i8, i8* %104, i64 0, !dbg !228
  %106 = load i8, i8* %105, align 1, !dbg !228
  %107 = sext i8 %106 to i32, !dbg !228
  %108 = icmp eq i32 %107, 99, !dbg !229
  %109 = zext i1 %108 to i32, !dbg !230
  %110 = add nsw i32 600, %109, !dbg !231
  store i32 %110, i32* %2, align 4, !dbg !232
  call void @__cxa_end_catch() #12, !dbg !213
  br label %120

111:                                              ; preds = %98
  %112 = load i8*, i8** %4, align 8, !dbg !164
  %113 = call i8* @__cxa_begin_catch(i8* %112) #12, !dbg !164
  store i32 999, i32* %2, align 4, !dbg !233
  call void @__cxa_end_catch(), !dbg !226
  br label %120

114:                                              ; preds = %62
  %115 = landingpad { i8*, i32 }
          cleanup, !dbg !234
  %116 = extractvalue { i8*, i32 } %115, 0, !dbg !234
  store i8* %116, i8** %4, align 8, !dbg !234
  %117 = extractvalue { i8*, i32 } %115, 1, !dbg !234
  store i32 %117, i32* %5, align 4, !dbg !234
  invoke void @__cxa_end_catch()
          to label %118 unwind label %127, !dbg !188

118:                                              ; preds = %114
  br label %122, !dbg !188

119:                                              ; preds = %14
  store i32 0, i32* %2, align 4, !dbg !235
  br label %120, !dbg !235

120:                                              ; preds = %119, %23, %33, %45, %76, %96, %101, %111
  %121 = load i32, i32* %2, align 4, !dbg !236
  ret i32 %121, !dbg !236

122:                                              ; preds = %118
  %123 = load i8*, i8** %4, align 8, !dbg !188
  %124 = load i32, i32* %5, align 4, !dbg !188
  %125 = insertvalue { i8*, i32 } undef, i8* %123, 0, !dbg !188
  %126 = insertvalue { i8*, i32 } %125, i32 %124, 1, !dbg !188
  resume { i8*, i32 } %126, !dbg !188

127:                                              ; preds = %114
  %128 = landingpad { i8*, i32 }
          catch i8* null, !dbg !188
  %129 = extractvalue { i8*, i32 } %128, 0, !dbg !188
  call void @__clang_call_terminate(i8* %129) #13, !dbg !188
  unreachable, !dbg !188
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !237 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !238, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.declare(metadata i32* %3, metadata !240, metadata !DIExpression()), !dbg !241
  store i32 0, i32* %3, align 4, !dbg !241
  %8 = load i32, i32* %2, align 4, !dbg !242
  invoke void @_ZL6middlei(i32 noundef %8)
          to label %9 unwind label %10, !dbg !245

9:                                                ; preds = %1
  br label %59, !dbg !246

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !247
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !247
  store i8* %12, i8** %4, align 8, !dbg !247
  %13 = extractvalue { i8*, i32 } %11, 1, !dbg !247
  store i32 %13, i32* %5, align 4, !dbg !247
  br label %14, !dbg !247

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4, !dbg !246
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12, !dbg !246
  %17 = icmp eq i32 %15, %16, !dbg !246
  br i1 %17, label %18, label %40, !dbg !246

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %6, metadata !248, metadata !DIExpression()), !dbg !249
  %19 = load i8*, i8** %4, align 8, !dbg !246
  %20 = call i8* @__cxa_begin_catch(i8* %19) #12, !dbg !246
  %21 = bitcast i8* %20 to i32*, !dbg !246
  %22 = load i32, i32* %21, align 4, !dbg !246
  store i32 %22, i32* %6, align 4, !dbg !246
  %23 = load i32, i32* %6, align 4, !dbg !250
  %24 = load i32, i32* %3, align 4, !dbg !252
  %25 = add nsw i32 %24, %23, !dbg !252
  store i32 %25, i32* %3, align 4, !dbg !252
  %26 = call i8* @__cxa_allocate_exception(i64 24) #12, !dbg !253
  %27 = bitcast i8* %26 to %struct.Error*, !dbg !253
  %28 = load i32, i32* %6, align 4, !dbg !254
  %29 = add nsw i32 %28, 1, !dbg !255
  invoke void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 8 dereferenceable(24) %27, i32 noundef %29, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0))
          to label %30 unwind label %31, !dbg !256

30:                                               ; preds = %18
  invoke void @__cxa_throw(i8* %26, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %60 unwind label %35, !dbg !253

31:                                               ; preds = %18
  %32 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !257
  %33 = extractvalue { i8*, i32 } %32, 0, !dbg !257
  store i8* %33, i8** %4, align 8, !dbg !257
  %34 = extractvalue { i8*, i32 } %32, 1, !dbg !257
  store i32 %34, i32* %5, align 4, !dbg !257
  call void @__cxa_free_exception(i8* %26) #12, !dbg !253
  br label %39, !dbg !253

35:                                               ; preds = %30
  %36 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !257
  %37 = extractvalue { i8*, i32 } %36, 0, !dbg !257
  store i8* %37, i8** %4, align 8, !dbg !257
  %38 = extractvalue { i8*, i32 } %36, 1, !dbg !257
  store i32 %38, i32* %5, align 4, !dbg !257
  br label %39, !dbg !257

39:                                               ; preds = %35, %31
  call void @__cxa_end_catch() #12, !dbg !258
  br label %40, !dbg !258

40:                                               ; preds = %39, %14
  %41 = load i32, i32* %5, align 4, !dbg !259
  %42 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !259
  %43 = icmp eq i32 %41, %42, !dbg !259
  br i1 %43, label %44, label %56, !dbg !259

44:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !260, metadata !DIExpression()), !dbg !261
  %45 = load i8*, i8** %4, align 8, !dbg !262
  %46 = call i8* @__cxa_begin_catch(i8* %45) #12, !dbg !262
  %47 = bitcast i8* %46 to %struct.Error*, !dbg !262
  store %struct.Error* %47, %struct.Error** %7, align 8, !dbg !262
  %48 = load %struct.Error*, %struct.Error** %7, align 8, !dbg !264
  %49 = getelementptr inbounds %struct.Error, %struct.Error* %48, i32 0, i32 1, !dbg !266
  %50 = load i32, i32* %49, align 8, !dbg !266
  %51 = mul nsw i32 %50, 100, !dbg !267
  %52 = load i32, i32* %3, align 4, !dbg !268
  %53 = add nsw i32 %52, %51, !dbg !268
  store i32 %53, i32* %3, align 4, !dbg !268
  call void @__cxa_end_catch(), !dbg !269
  br label %54, !dbg !269

54:                                               ; preds = %44, %56, %59
  %55 = load i32, i32* %3, align 4, !dbg !270
  ret i32 %55, !dbg !271

56:                                               ; preds = %40
  %57 = load i8*, i8** %4, align 8, !dbg !259
  %58 = call i8* @__cxa_begin_catch(i8* %57) #12, !dbg !259
  store i32 -1, i32* %3, align 4, !dbg !272
  call void @__cxa_end_catch(), !dbg !262
  br label %54, !dbg !262

59:                                               ; preds = %9
  br label %54, !dbg !259

60:                                               ; preds = %30
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !273 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.IoError*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !274, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.declare(metadata %struct.Holder* %4, metadata !276, metadata !DIExpression()), !dbg !278
  %8 = load i32, i32* %3, align 4, !dbg !279
  invoke void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %8)
          to label %9 unwind label %12, !dbg !278

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Holder, %struct.Holder* %4, i32 0, i32 1, !dbg !280
  %11 = load i32, i32* %10, align 4, !dbg !280
  store i32 %11, i32* %2, align 4, !dbg !281
  call void @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4) #12, !dbg !282
  br label %29

12:                                               ; preds = %1
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), !dbg !283
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !283
  store i8* %14, i8** %5, align 8, !dbg !283
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !283
  store i32 %15, i32* %6, align 4, !dbg !283
  br label %16, !dbg !283

16:                                               ; preds = %12
  %17 = load i32, i32* %6, align 4, !dbg !284
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12, !dbg !284
  %19 = icmp eq i32 %17, %18, !dbg !284
  br i1 %19, label %20, label %31, !dbg !284

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata %struct.IoError** %7, metadata !285, metadata !DIExpression()), !dbg !286
  %21 = load i8*, i8** %5, align 8, !dbg !284
  %22 = call i8* @__cxa_begin_catch(i8* %21) #12, !dbg !284
  %23 = bitcast i8* %22 to %struct.IoError*, !dbg !284
  store %struct.IoError* %23, %struct.IoError** %7, align 8, !dbg !284
  %24 = load %struct.IoError*, %struct.IoError** %7, align 8, !dbg !287
  %25 = getelementptr inbounds %struct.IoError, %struct.IoError* %24, i32 0, i32 1, !dbg !289
  %26 = load i32, i32* %25, align 8, !dbg !289
  %27 = add nsw i32 -1000, %26, !dbg !290
  store i32 %27, i32* %2, align 4, !dbg !291
  call void @__cxa_end_catch(), !dbg !292
  br label %29

28:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !292
  unreachable, !dbg !292

29:                                               ; preds = %20, %9
  %30 = load i32, i32* %2, align 4, !dbg !293
  ret i32 %30, !dbg !293

31:                                               ; preds = %16
  %32 = load i8*, i8** %5, align 8, !dbg !284
  %33 = load i32, i32* %6, align 4, !dbg !284
  %34 = insertvalue { i8*, i32 } undef, i8* %32, 0, !dbg !284
  %35 = insertvalue { i8*, i32 } %34, i32 %33, 1, !dbg !284
  resume { i8*, i32 } %35, !dbg !284
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 comdat align 2 !dbg !294 {
  %3 = alloca %struct.NoThrow*, align 8
  %4 = alloca i32, align 4
  store %struct.NoThrow* %0, %struct.NoThrow** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.NoThrow** %3, metadata !295, metadata !DIExpression()), !dbg !297
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !298, metadata !DIExpression()), !dbg !299
  %5 = load %struct.NoThrow*, %struct.NoThrow** %3, align 8
  %6 = load i32, i32* %4, align 4, !dbg !300
  %7 = add nsw i32 %6, 1, !dbg !301
  ret i32 %7, !dbg !302
}

declare i32 @puts(i8* noundef) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !303 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !306, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !308, metadata !DIExpression()), !dbg !309
  %6 = load i32, i32* %2, align 4, !dbg !310
  call void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6), !dbg !309
  %7 = load i32, i32* %2, align 4, !dbg !311
  switch i32 %7, label %61 [
    i32 0, label %8
    i32 1, label %15
    i32 2, label %18
    i32 3, label %26
    i32 4, label %34
    i32 5, label %50
    i32 6, label %53
  ], !dbg !312

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i64 4) #12, !dbg !313
  %10 = bitcast i8* %9 to i32*, !dbg !313
  store i32 42, i32* %10, align 16, !dbg !313
  invoke void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #14
          to label %69 unwind label %11, !dbg !313

11:                                               ; preds = %56, %50, %40, %29, %21, %15, %8
  %12 = landingpad { i8*, i32 }
          cleanup, !dbg !315
  %13 = extractvalue { i8*, i32 } %12, 0, !dbg !315
  store i8* %13, i8** %4, align 8, !dbg !315
  %14 = extractvalue { i8*, i32 } %12, 1, !dbg !315
  store i32 %14, i32* %5, align 4, !dbg !315
  br label %63, !dbg !315

15:                                               ; preds = %1
  %16 = call i8* @__cxa_allocate_exception(i64 8) #12, !dbg !316
  %17 = bitcast i8* %16 to double*, !dbg !316
  store double 3.500000e+00, double* %17, align 16, !dbg !316
  invoke void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTId to i8*), i8* null) #14
          to label %69 unwind label %11, !dbg !316

18:                                               ; preds = %1
  %19 = call i8* @__cxa_allocate_exception(i64 24) #12, !dbg !317
  %20 = bitcast i8* %19 to %struct.Error*, !dbg !317
  invoke void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 8 dereferenceable(24) %20, i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0))
          to label %21 unwind label %22, !dbg !318

21:                                               ; preds = %18
  invoke void @__cxa_throw(i8* %19, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #14
          to label %69 unwind label %11, !dbg !317

22:                                               ; preds = %18
  %23 = landingpad { i8*, i32 }
          cleanup, !dbg !315
  %24 = extractvalue { i8*, i32 } %23, 0, !dbg !315
  store i8* %24, i8** %4, align 8, !dbg !315
  %25 = extractvalue { i8*, i32 } %23, 1, !dbg !315
  store i32 %25, i32* %5, align 4, !dbg !315
  call void @__cxa_free_exception(i8* %19) #12, !dbg !317
  br label %63, !dbg !317

26:                                               ; preds = %1
  %27 = call i8* @__cxa_allocate_exception(i64 32) #12, !dbg !319
  %28 = bitcast i8* %27 to %struct.IoError*, !dbg !319
  invoke void @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %28, i32 noundef 9, i32 noundef 3)
          to label %29 unwind label %30, !dbg !320

29:                                               ; preds = %26
  invoke void @__cxa_throw(i8* %27, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*)) #14
          to label %69 unwind label %11, !dbg !319

30:                                               ; preds = %26
  %31 = landingpad { i8*, i32 }
          cleanup, !dbg !315
  %32 = extractvalue { i8*, i32 } %31, 0, !dbg !315
  store i8* %32, i8** %4, align 8, !dbg !315
  %33 = extractvalue { i8*, i32 } %31, 1, !dbg !315
  store i32 %33, i32* %5, align 4, !dbg !315
  call void @__cxa_free_exception(i8* %27) #12, !dbg !319
  br label %63, !dbg !319

34:                                               ; preds = %1
  %35 = call i8* @__cxa_allocate_exception(i64 8) #12, !dbg !321
  %36 = bitcast i8* %35 to %struct.Error**, !dbg !321
  %37 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 24) #15
          to label %38 unwind label %41, !dbg !322, !heapallocsite !21

38:                                               ; preds = %34
  %39 = bitcast i8* %37 to %struct.Error*, !dbg !322
  invoke void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 8 dereferenceable(24) %39, i32 noundef 11, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0))
          to label %40 unwind label %45, !dbg !323

40:                                               ; preds = %38
  store %struct.Error* %39, %struct.Error** %36, align 16, !dbg !321
  invoke void @__cxa_throw(i8* %35, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #14
          to label %69 unwind label %11, !dbg !321

41:                                               ; preds = %34
  %42 = landingpad { i8*, i32 }
          cleanup, !dbg !315
  %43 = extractvalue { i8*, i32 } %42, 0, !dbg !315
  store i8* %43, i8** %4, align 8, !dbg !315
  %44 = extractvalue { i8*, i32 } %42, 1, !dbg !315
  store i32 %44, i32* %5, align 4, !dbg !315
  br label %49, !dbg !315

45:                                               ; preds = %38
  %46 = landingpad { i8*, i32 }
          cleanup, !dbg !315
  %47 = extractvalue { i8*, i32 } %46, 0, !dbg !315
  store i8* %47, i8** %4, align 8, !dbg !315
  %48 = extractvalue { i8*, i32 } %46, 1, !dbg !315
  store i32 %48, i32* %5, align 4, !dbg !315
  call void @_ZdlPv(i8* noundef %37) #16, !dbg !322
  br label %49, !dbg !322

49:                                               ; preds = %45, %41
  call void @__cxa_free_exception(i8* %35) #12, !dbg !321
  br label %63, !dbg !321

50:                                               ; preds = %1
  %51 = call i8* @__cxa_allocate_exception(i64 8) #12, !dbg !324
  %52 = bitcast i8* %51 to i8**, !dbg !324
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8** %52, align 16, !dbg !324
  invoke void @__cxa_throw(i8* %51, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #14
          to label %69 unwind label %11, !dbg !324

53:                                               ; preds = %1
  %54 = call i8* @__cxa_allocate_exception(i64 4) #12, !dbg !325
  %55 = bitcast i8* %54 to %struct.Tracer*, !dbg !325
  invoke void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %55, i32 noundef 600)
          to label %56 unwind label %57, !dbg !326

56:                                               ; preds = %53
  invoke void @__cxa_throw(i8* %54, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #14
          to label %69 unwind label %11, !dbg !325

57:                                               ; preds = %53
  %58 = landingpad { i8*, i32 }
          cleanup, !dbg !315
  %59 = extractvalue { i8*, i32 } %58, 0, !dbg !315
  store i8* %59, i8** %4, align 8, !dbg !315
  %60 = extractvalue { i8*, i32 } %58, 1, !dbg !315
  store i32 %60, i32* %5, align 4, !dbg !315
  call void @__cxa_free_exception(i8* %54) #12, !dbg !325
  br label %63, !dbg !325

61:                                               ; preds = %1
  br label %62, !dbg !327

62:                                               ; preds = %61
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !328
  ret void, !dbg !328

63:                                               ; preds = %57, %49, %30, %22, %11
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !328
  br label %64, !dbg !328

64:                                               ; preds = %63
  %65 = load i8*, i8** %4, align 8, !dbg !328
  %66 = load i32, i32* %5, align 4, !dbg !328
  %67 = insertvalue { i8*, i32 } undef, i8* %65, 0, !dbg !328
  %68 = insertvalue { i8*, i32 } %67, i32 %66, 1, !dbg !328
  resume { i8*, i32 } %68, !dbg !328

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
define linkonce_odr dso_local void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 !dbg !329 {
  %3 = alloca %struct.Tracer*, align 8
  %4 = alloca i32, align 4
  store %struct.Tracer* %0, %struct.Tracer** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Tracer** %3, metadata !330, metadata !DIExpression()), !dbg !332
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !333, metadata !DIExpression()), !dbg !334
  %5 = load %struct.Tracer*, %struct.Tracer** %3, align 8
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !335
  %7 = load i32, i32* %4, align 4, !dbg !336
  store i32 %7, i32* %6, align 4, !dbg !335
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !337
  %9 = add nsw i32 %8, 1, !dbg !337
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !337
  %10 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !339
  %11 = load i32, i32* %10, align 4, !dbg !339
  call void @_ZL4notei(i32 noundef %11), !dbg !340
  ret void, !dbg !341
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #8 comdat align 2 !dbg !342 {
  %4 = alloca %struct.Error*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  store %struct.Error* %0, %struct.Error** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %4, metadata !343, metadata !DIExpression()), !dbg !344
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !345, metadata !DIExpression()), !dbg !346
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !347, metadata !DIExpression()), !dbg !348
  %7 = load %struct.Error*, %struct.Error** %4, align 8
  %8 = bitcast %struct.Error* %7 to i32 (...)***, !dbg !349
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 8, !dbg !349
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 1, !dbg !350
  %10 = load i32, i32* %5, align 4, !dbg !351
  store i32 %10, i32* %9, align 8, !dbg !350
  %11 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 2, !dbg !352
  %12 = load i8*, i8** %6, align 8, !dbg !353
  store i8* %12, i8** %11, align 8, !dbg !352
  ret void, !dbg !354
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #8 comdat align 2 !dbg !355 {
  %2 = alloca %struct.Error*, align 8
  store %struct.Error* %0, %struct.Error** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !356, metadata !DIExpression()), !dbg !357
  %3 = load %struct.Error*, %struct.Error** %2, align 8
  ret void, !dbg !358
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 comdat align 2 !dbg !359 {
  %4 = alloca %struct.IoError*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.IoError* %0, %struct.IoError** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %4, metadata !360, metadata !DIExpression()), !dbg !362
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !363, metadata !DIExpression()), !dbg !364
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !365, metadata !DIExpression()), !dbg !366
  %7 = load %struct.IoError*, %struct.IoError** %4, align 8
  %8 = bitcast %struct.IoError* %7 to %struct.Error*, !dbg !367
  %9 = load i32, i32* %5, align 4, !dbg !368
  call void @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 8 dereferenceable(24) %8, i32 noundef %9, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0)), !dbg !369
  %10 = bitcast %struct.IoError* %7 to i32 (...)***, !dbg !367
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 8, !dbg !367
  %11 = getelementptr inbounds %struct.IoError, %struct.IoError* %7, i32 0, i32 1, !dbg !370
  %12 = load i32, i32* %6, align 4, !dbg !371
  store i32 %12, i32* %11, align 8, !dbg !370
  ret void, !dbg !372
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #8 comdat align 2 !dbg !373 {
  %2 = alloca %struct.IoError*, align 8
  store %struct.IoError* %0, %struct.IoError** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !377, metadata !DIExpression()), !dbg !378
  %3 = load %struct.IoError*, %struct.IoError** %2, align 8
  %4 = bitcast %struct.IoError* %3 to %struct.Error*, !dbg !379
  call void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %4) #12, !dbg !379
  ret void, !dbg !381
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #10

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !382 {
  %2 = alloca %struct.Tracer*, align 8
  store %struct.Tracer* %0, %struct.Tracer** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Tracer** %2, metadata !383, metadata !DIExpression()), !dbg !384
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 8
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !385
  %5 = add nsw i32 %4, -1, !dbg !385
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !385
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0, !dbg !387
  %7 = load i32, i32* %6, align 4, !dbg !387
  %8 = sub nsw i32 0, %7, !dbg !388
  call void @_ZL4notei(i32 noundef %8), !dbg !389
  ret void, !dbg !390
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL4notei(i32 noundef %0) #4 !dbg !391 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !392, metadata !DIExpression()), !dbg !393
  %3 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !394
  %4 = icmp slt i32 %3, 64, !dbg !396
  br i1 %4, label %5, label %11, !dbg !397

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !398
  %7 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !399
  %8 = add nsw i32 %7, 1, !dbg !399
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !399
  %9 = sext i32 %7 to i64, !dbg !400
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %9, !dbg !400
  store i32 %6, i32* %10, align 4, !dbg !401
  br label %11, !dbg !400

11:                                               ; preds = %5, %1
  ret void, !dbg !402
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #8 comdat align 2 !dbg !403 {
  %2 = alloca %struct.Error*, align 8
  store %struct.Error* %0, %struct.Error** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !404, metadata !DIExpression()), !dbg !405
  %3 = load %struct.Error*, %struct.Error** %2, align 8
  call void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %3) #12, !dbg !406
  %4 = bitcast %struct.Error* %3 to i8*, !dbg !406
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !406
  ret void, !dbg !407
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !408 {
  %2 = alloca %struct.Error*, align 8
  store %struct.Error* %0, %struct.Error** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !409, metadata !DIExpression()), !dbg !411
  %3 = load %struct.Error*, %struct.Error** %2, align 8
  ret i32 1, !dbg !412
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #8 comdat align 2 !dbg !413 {
  %2 = alloca %struct.IoError*, align 8
  store %struct.IoError* %0, %struct.IoError** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !414, metadata !DIExpression()), !dbg !415
  %3 = load %struct.IoError*, %struct.IoError** %2, align 8
  call void @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %3) #12, !dbg !416
  %4 = bitcast %struct.IoError* %3 to i8*, !dbg !416
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !416
  ret void, !dbg !416
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #4 comdat align 2 !dbg !417 {
  %2 = alloca %struct.IoError*, align 8
  store %struct.IoError* %0, %struct.IoError** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !418, metadata !DIExpression()), !dbg !420
  %3 = load %struct.IoError*, %struct.IoError** %2, align 8
  ret i32 2, !dbg !421
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !422 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !423, metadata !DIExpression()), !dbg !424
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !425, metadata !DIExpression()), !dbg !426
  %6 = load i32, i32* %2, align 4, !dbg !427
  %7 = add nsw i32 50, %6, !dbg !428
  call void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7), !dbg !426
  %8 = load i32, i32* %2, align 4, !dbg !429
  invoke void @_ZL7throweri(i32 noundef %8)
          to label %9 unwind label %10, !dbg !431

9:                                                ; preds = %1
  br label %24, !dbg !432

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !433
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !433
  store i8* %12, i8** %4, align 8, !dbg !433
  %13 = extractvalue { i8*, i32 } %11, 1, !dbg !433
  store i32 %13, i32* %5, align 4, !dbg !433
  br label %14, !dbg !433

14:                                               ; preds = %10
  %15 = load i8*, i8** %4, align 8, !dbg !432
  %16 = call i8* @__cxa_begin_catch(i8* %15) #12, !dbg !432
  %17 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !434
  %18 = add nsw i32 %17, 1, !dbg !434
  store i32 %18, i32* @_ZL13rethrow_count, align 4, !dbg !434
  invoke void @__cxa_rethrow() #14
          to label %33 unwind label %19, !dbg !436

19:                                               ; preds = %14
  %20 = landingpad { i8*, i32 }
          cleanup, !dbg !437
  %21 = extractvalue { i8*, i32 } %20, 0, !dbg !437
  store i8* %21, i8** %4, align 8, !dbg !437
  %22 = extractvalue { i8*, i32 } %20, 1, !dbg !437
  store i32 %22, i32* %5, align 4, !dbg !437
  invoke void @__cxa_end_catch()
          to label %23 unwind label %30, !dbg !438

23:                                               ; preds = %19
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !439
  br label %25, !dbg !439

24:                                               ; preds = %9
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !439
  ret void, !dbg !439

25:                                               ; preds = %23
  %26 = load i8*, i8** %4, align 8, !dbg !439
  %27 = load i32, i32* %5, align 4, !dbg !439
  %28 = insertvalue { i8*, i32 } undef, i8* %26, 0, !dbg !439
  %29 = insertvalue { i8*, i32 } %28, i32 %27, 1, !dbg !439
  resume { i8*, i32 } %29, !dbg !439

30:                                               ; preds = %19
  %31 = landingpad { i8*, i32 }
          catch i8* null, !dbg !438
  %32 = extractvalue { i8*, i32 } %31, 0, !dbg !438
  call void @__clang_call_terminate(i8* %32) #13, !dbg !438
  unreachable, !dbg !438

33:                                               ; preds = %14
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !440 {
  %3 = alloca %struct.Holder*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 8
  store %struct.Holder* %0, %struct.Holder** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Holder** %3, metadata !441, metadata !DIExpression()), !dbg !443
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !444, metadata !DIExpression()), !dbg !445
  %8 = load %struct.Holder*, %struct.Holder** %3, align 8
  %9 = getelementptr inbounds %struct.Holder, %struct.Holder* %8, i32 0, i32 0, !dbg !446
  %10 = load i32, i32* %4, align 4, !dbg !447
  invoke void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %11 unwind label %16, !dbg !446

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Holder, %struct.Holder* %8, i32 0, i32 1, !dbg !448
  %13 = load i32, i32* %4, align 4, !dbg !449
  %14 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %13)
          to label %15 unwind label %20, !dbg !450

15:                                               ; preds = %11
  store i32 %14, i32* %12, align 4, !dbg !448
  call void @_ZL4notei(i32 noundef 777), !dbg !451
  br label %38, !dbg !453

16:                                               ; preds = %2
  %17 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !454
  %18 = extractvalue { i8*, i32 } %17, 0, !dbg !454
  store i8* %18, i8** %5, align 8, !dbg !454
  %19 = extractvalue { i8*, i32 } %17, 1, !dbg !454
  store i32 %19, i32* %6, align 4, !dbg !454
  br label %24, !dbg !454

20:                                               ; preds = %11
  %21 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !454
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !454
  store i8* %22, i8** %5, align 8, !dbg !454
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !454
  store i32 %23, i32* %6, align 4, !dbg !454
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %9) #12, !dbg !453
  br label %24, !dbg !453

24:                                               ; preds = %20, %16
  %25 = load i32, i32* %6, align 4, !dbg !453
  %26 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !453
  %27 = icmp eq i32 %25, %26, !dbg !453
  br i1 %27, label %28, label %39, !dbg !453

28:                                               ; preds = %24
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !455, metadata !DIExpression()), !dbg !456
  %29 = load i8*, i8** %5, align 8, !dbg !453
  %30 = call i8* @__cxa_begin_catch(i8* %29) #12, !dbg !453
  %31 = bitcast i8* %30 to %struct.Error*, !dbg !453
  store %struct.Error* %31, %struct.Error** %7, align 8, !dbg !453
  call void @_ZL4notei(i32 noundef 888), !dbg !457
  invoke void @__cxa_rethrow()
          to label %32 unwind label %33, !dbg !459

32:                                               ; preds = %28
  unreachable, !dbg !459

33:                                               ; preds = %28
  %34 = landingpad { i8*, i32 }
          cleanup, !dbg !454
  %35 = extractvalue { i8*, i32 } %34, 0, !dbg !454
  store i8* %35, i8** %5, align 8, !dbg !454
  %36 = extractvalue { i8*, i32 } %34, 1, !dbg !454
  store i32 %36, i32* %6, align 4, !dbg !454
  invoke void @__cxa_end_catch()
          to label %37 unwind label %44, !dbg !459

37:                                               ; preds = %33
  br label %39, !dbg !459

38:                                               ; preds = %15
  ret void, !dbg !454

39:                                               ; preds = %37, %24
  %40 = load i8*, i8** %5, align 8, !dbg !453
  %41 = load i32, i32* %6, align 4, !dbg !453
  %42 = insertvalue { i8*, i32 } undef, i8* %40, 0, !dbg !453
  %43 = insertvalue { i8*, i32 } %42, i32 %41, 1, !dbg !453
  resume { i8*, i32 } %43, !dbg !453

44:                                               ; preds = %33
  %45 = landingpad { i8*, i32 }
          catch i8* null, !dbg !459
  %46 = extractvalue { i8*, i32 } %45, 0, !dbg !459
  call void @__clang_call_terminate(i8* %46) #13, !dbg !459
  unreachable, !dbg !459
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 !dbg !460 {
  %2 = alloca %struct.Holder*, align 8
  store %struct.Holder* %0, %struct.Holder** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Holder** %2, metadata !464, metadata !DIExpression()), !dbg !465
  %3 = load %struct.Holder*, %struct.Holder** %2, align 8
  %4 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0, !dbg !466
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %4) #12, !dbg !466
  ret void, !dbg !468
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #11

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !469 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !470, metadata !DIExpression()), !dbg !471
  %5 = load i32, i32* %2, align 4, !dbg !472
  %6 = icmp slt i32 %5, 0, !dbg !474
  br i1 %6, label %7, label %18, !dbg !475

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i64 32) #12, !dbg !476
  %9 = bitcast i8* %8 to %struct.IoError*, !dbg !476
  %10 = load i32, i32* %2, align 4, !dbg !477
  %11 = load i32, i32* %2, align 4, !dbg !478
  %12 = sub nsw i32 0, %11, !dbg !479
  invoke void @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %9, i32 noundef %10, i32 noundef %12)
          to label %13 unwind label %14, !dbg !480

13:                                               ; preds = %7
  call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*)) #14, !dbg !476
  unreachable, !dbg !476

14:                                               ; preds = %7
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !481
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !481
  store i8* %16, i8** %3, align 8, !dbg !481
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !481
  store i32 %17, i32* %4, align 4, !dbg !481
  call void @__cxa_free_exception(i8* %8) #12, !dbg !476
  br label %21, !dbg !476

18:                                               ; preds = %1
  %19 = load i32, i32* %2, align 4, !dbg !482
  %20 = mul nsw i32 %19, 2, !dbg !483
  ret i32 %20, !dbg !484

21:                                               ; preds = %14
  %22 = load i8*, i8** %3, align 8, !dbg !476
  %23 = load i32, i32* %4, align 4, !dbg !476
  %24 = insertvalue { i8*, i32 } undef, i8* %22, 0, !dbg !476
  %25 = insertvalue { i8*, i32 } %24, i32 %23, 1, !dbg !476
  resume { i8*, i32 } %25, !dbg !476
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { cold noreturn nounwind }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85}
!llvm.ident = !{!86}

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
!79 = !{i32 7, !"Dwarf Version", i32 5}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 4}
!82 = !{i32 7, !"PIC Level", i32 2}
!83 = !{i32 7, !"PIE Level", i32 2}
!84 = !{i32 7, !"uwtable", i32 1}
!85 = !{i32 7, !"frame-pointer", i32 2}
!86 = !{!"Debian clang version 14.0.6"}
!87 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !26, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !88)
!88 = !{}
!89 = !DILocalVariable(name: "total", scope: !87, file: !3, line: 135, type: !5)
!90 = !DILocation(line: 135, column: 7, scope: !87)
!91 = !DILocalVariable(name: "i", scope: !92, file: !3, line: 136, type: !5)
!92 = distinct !DILexicalBlock(scope: !87, file: !3, line: 136, column: 3)
!93 = !DILocation(line: 136, column: 12, scope: !92)
!94 = !DILocation(line: 136, column: 8, scope: !92)
!95 = !DILocation(line: 136, column: 19, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 136, column: 3)
!97 = !DILocation(line: 136, column: 21, scope: !96)
!98 = !DILocation(line: 136, column: 3, scope: !92)
!99 = !DILocalVariable(name: "c", scope: !100, file: !3, line: 137, type: !5)
!100 = distinct !DILexicalBlock(scope: !96, file: !3, line: 136, column: 32)
!101 = !DILocation(line: 137, column: 9, scope: !100)
!102 = !DILocation(line: 137, column: 22, scope: !100)
!103 = !DILocation(line: 137, column: 13, scope: !100)
!104 = !DILocation(line: 138, column: 44, scope: !100)
!105 = !DILocation(line: 138, column: 47, scope: !100)
!106 = !DILocation(line: 138, column: 50, scope: !100)
!107 = !DILocation(line: 138, column: 5, scope: !100)
!108 = !DILocation(line: 139, column: 14, scope: !100)
!109 = !DILocation(line: 139, column: 11, scope: !100)
!110 = !DILocation(line: 140, column: 3, scope: !100)
!111 = !DILocation(line: 136, column: 27, scope: !96)
!112 = !DILocation(line: 136, column: 3, scope: !96)
!113 = distinct !{!113, !98, !114, !115}
!114 = !DILocation(line: 140, column: 3, scope: !92)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocation(line: 141, column: 29, scope: !87)
!117 = !DILocation(line: 141, column: 40, scope: !87)
!118 = !DILocation(line: 141, column: 3, scope: !87)
!119 = !DILocation(line: 142, column: 28, scope: !87)
!120 = !DILocation(line: 142, column: 3, scope: !87)
!121 = !DILocation(line: 143, column: 30, scope: !87)
!122 = !DILocation(line: 143, column: 42, scope: !87)
!123 = !DILocation(line: 143, column: 3, scope: !87)
!124 = !DILocalVariable(name: "nt", scope: !87, file: !3, line: 144, type: !125)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !126, identifier: "_ZTS7NoThrow")
!126 = !{!127}
!127 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !125, file: !3, line: 131, type: !128, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!128 = !DISubroutineType(types: !129)
!129 = !{!5, !130, !5}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!131 = !DILocation(line: 144, column: 11, scope: !87)
!132 = !DILocation(line: 145, column: 15, scope: !87)
!133 = !DILocation(line: 145, column: 9, scope: !87)
!134 = !DILocation(line: 146, column: 3, scope: !87)
!135 = !DILocalVariable(name: "i", scope: !136, file: !3, line: 147, type: !5)
!136 = distinct !DILexicalBlock(scope: !87, file: !3, line: 147, column: 3)
!137 = !DILocation(line: 147, column: 12, scope: !136)
!138 = !DILocation(line: 147, column: 8, scope: !136)
!139 = !DILocation(line: 147, column: 19, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !3, line: 147, column: 3)
!141 = !DILocation(line: 147, column: 23, scope: !140)
!142 = !DILocation(line: 147, column: 21, scope: !140)
!143 = !DILocation(line: 147, column: 3, scope: !136)
!144 = !DILocation(line: 148, column: 25, scope: !140)
!145 = !DILocation(line: 148, column: 19, scope: !140)
!146 = !DILocation(line: 148, column: 5, scope: !140)
!147 = !DILocation(line: 147, column: 31, scope: !140)
!148 = !DILocation(line: 147, column: 3, scope: !140)
!149 = distinct !{!149, !143, !150, !115}
!150 = !DILocation(line: 148, column: 27, scope: !136)
!151 = !DILocation(line: 149, column: 34, scope: !87)
!152 = !DILocation(line: 149, column: 41, scope: !87)
!153 = !DILocation(line: 149, column: 3, scope: !87)
!154 = !DILocation(line: 150, column: 8, scope: !87)
!155 = !DILocation(line: 150, column: 15, scope: !87)
!156 = !DILocation(line: 150, column: 3, scope: !87)
!157 = !DILocation(line: 151, column: 3, scope: !87)
!158 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !88)
!159 = !DILocalVariable(name: "how", arg: 1, scope: !158, file: !3, line: 54, type: !5)
!160 = !DILocation(line: 54, column: 25, scope: !158)
!161 = !DILocation(line: 56, column: 13, scope: !162)
!162 = distinct !DILexicalBlock(scope: !158, file: !3, line: 55, column: 7)
!163 = !DILocation(line: 56, column: 5, scope: !162)
!164 = !DILocation(line: 57, column: 3, scope: !162)
!165 = !DILocation(line: 75, column: 1, scope: !162)
!166 = !DILocalVariable(name: "v", scope: !158, file: !3, line: 57, type: !5)
!167 = !DILocation(line: 57, column: 16, scope: !158)
!168 = !DILocation(line: 61, column: 3, scope: !169)
!169 = distinct !DILexicalBlock(scope: !158, file: !3, line: 59, column: 22)
!170 = !DILocation(line: 58, column: 18, scope: !171)
!171 = distinct !DILexicalBlock(scope: !158, file: !3, line: 57, column: 19)
!172 = !DILocation(line: 58, column: 16, scope: !171)
!173 = !DILocation(line: 58, column: 5, scope: !171)
!174 = !DILocation(line: 59, column: 3, scope: !171)
!175 = !DILocalVariable(name: "d", scope: !158, file: !3, line: 59, type: !176)
!176 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!177 = !DILocation(line: 59, column: 19, scope: !158)
!178 = !DILocation(line: 63, column: 3, scope: !179)
!179 = distinct !DILexicalBlock(scope: !158, file: !3, line: 61, column: 30)
!180 = !DILocation(line: 60, column: 24, scope: !169)
!181 = !DILocation(line: 60, column: 26, scope: !169)
!182 = !DILocation(line: 60, column: 23, scope: !169)
!183 = !DILocation(line: 60, column: 16, scope: !169)
!184 = !DILocation(line: 60, column: 5, scope: !169)
!185 = !DILocalVariable(name: "e", scope: !158, file: !3, line: 61, type: !186)
!186 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 64)
!187 = !DILocation(line: 61, column: 27, scope: !158)
!188 = !DILocation(line: 65, column: 3, scope: !189)
!189 = distinct !DILexicalBlock(scope: !158, file: !3, line: 63, column: 22)
!190 = !DILocation(line: 62, column: 18, scope: !179)
!191 = !DILocation(line: 62, column: 20, scope: !179)
!192 = !DILocation(line: 62, column: 25, scope: !179)
!193 = !DILocation(line: 62, column: 16, scope: !179)
!194 = !DILocation(line: 62, column: 32, scope: !179)
!195 = !DILocation(line: 62, column: 34, scope: !179)
!196 = !DILocation(line: 62, column: 30, scope: !179)
!197 = !DILocation(line: 62, column: 5, scope: !179)
!198 = !DILocalVariable(name: "e", scope: !158, file: !3, line: 63, type: !199)
!199 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!200 = !DILocation(line: 63, column: 19, scope: !158)
!201 = !DILocation(line: 69, column: 3, scope: !202)
!202 = distinct !DILexicalBlock(scope: !158, file: !3, line: 65, column: 22)
!203 = !DILocation(line: 64, column: 18, scope: !189)
!204 = !DILocation(line: 64, column: 20, scope: !189)
!205 = !DILocation(line: 64, column: 16, scope: !189)
!206 = !DILocation(line: 64, column: 27, scope: !189)
!207 = !DILocation(line: 64, column: 29, scope: !189)
!208 = !DILocation(line: 64, column: 25, scope: !189)
!209 = !DILocation(line: 64, column: 5, scope: !189)
!210 = !DILocalVariable(name: "p", scope: !158, file: !3, line: 65, type: !211)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!212 = !DILocation(line: 65, column: 19, scope: !158)
!213 = !DILocation(line: 71, column: 3, scope: !214)
!214 = distinct !DILexicalBlock(scope: !158, file: !3, line: 69, column: 27)
!215 = !DILocalVariable(name: "r", scope: !202, file: !3, line: 66, type: !5)
!216 = !DILocation(line: 66, column: 9, scope: !202)
!217 = !DILocation(line: 66, column: 19, scope: !202)
!218 = !DILocation(line: 66, column: 22, scope: !202)
!219 = !DILocation(line: 66, column: 17, scope: !202)
!220 = !DILocation(line: 67, column: 12, scope: !202)
!221 = !DILocation(line: 67, column: 5, scope: !202)
!222 = !DILocation(line: 68, column: 12, scope: !202)
!223 = !DILocation(line: 68, column: 5, scope: !202)
!224 = !DILocalVariable(name: "s", scope: !158, file: !3, line: 69, type: !30)
!225 = !DILocation(line: 69, column: 24, scope: !158)
!226 = !DILocation(line: 73, column: 3, scope: !227)
!227 = distinct !DILexicalBlock(scope: !158, file: !3, line: 71, column: 17)
!228 = !DILocation(line: 70, column: 19, scope: !214)
!229 = !DILocation(line: 70, column: 24, scope: !214)
!230 = !DILocation(line: 70, column: 18, scope: !214)
!231 = !DILocation(line: 70, column: 16, scope: !214)
!232 = !DILocation(line: 70, column: 5, scope: !214)
!233 = !DILocation(line: 72, column: 5, scope: !227)
!234 = !DILocation(line: 75, column: 1, scope: !189)
!235 = !DILocation(line: 74, column: 3, scope: !158)
!236 = !DILocation(line: 75, column: 1, scope: !158)
!237 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !63, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !88)
!238 = !DILocalVariable(name: "how", arg: 1, scope: !237, file: !3, line: 89, type: !5)
!239 = !DILocation(line: 89, column: 23, scope: !237)
!240 = !DILocalVariable(name: "r", scope: !237, file: !3, line: 90, type: !5)
!241 = !DILocation(line: 90, column: 7, scope: !237)
!242 = !DILocation(line: 93, column: 14, scope: !243)
!243 = distinct !DILexicalBlock(scope: !244, file: !3, line: 92, column: 9)
!244 = distinct !DILexicalBlock(scope: !237, file: !3, line: 91, column: 7)
!245 = !DILocation(line: 93, column: 7, scope: !243)
!246 = !DILocation(line: 94, column: 5, scope: !243)
!247 = !DILocation(line: 104, column: 1, scope: !243)
!248 = !DILocalVariable(name: "v", scope: !244, file: !3, line: 94, type: !5)
!249 = !DILocation(line: 94, column: 18, scope: !244)
!250 = !DILocation(line: 95, column: 12, scope: !251)
!251 = distinct !DILexicalBlock(scope: !244, file: !3, line: 94, column: 21)
!252 = !DILocation(line: 95, column: 9, scope: !251)
!253 = !DILocation(line: 96, column: 7, scope: !251)
!254 = !DILocation(line: 96, column: 19, scope: !251)
!255 = !DILocation(line: 96, column: 21, scope: !251)
!256 = !DILocation(line: 96, column: 13, scope: !251)
!257 = !DILocation(line: 104, column: 1, scope: !251)
!258 = !DILocation(line: 97, column: 5, scope: !251)
!259 = !DILocation(line: 98, column: 3, scope: !244)
!260 = !DILocalVariable(name: "e", scope: !237, file: !3, line: 98, type: !199)
!261 = !DILocation(line: 98, column: 19, scope: !237)
!262 = !DILocation(line: 102, column: 3, scope: !263)
!263 = distinct !DILexicalBlock(scope: !237, file: !3, line: 100, column: 17)
!264 = !DILocation(line: 99, column: 10, scope: !265)
!265 = distinct !DILexicalBlock(scope: !237, file: !3, line: 98, column: 22)
!266 = !DILocation(line: 99, column: 12, scope: !265)
!267 = !DILocation(line: 99, column: 17, scope: !265)
!268 = !DILocation(line: 99, column: 7, scope: !265)
!269 = !DILocation(line: 100, column: 3, scope: !265)
!270 = !DILocation(line: 103, column: 10, scope: !237)
!271 = !DILocation(line: 103, column: 3, scope: !237)
!272 = !DILocation(line: 101, column: 7, scope: !263)
!273 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !63, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !88)
!274 = !DILocalVariable(name: "x", arg: 1, scope: !273, file: !3, line: 123, type: !5)
!275 = !DILocation(line: 123, column: 24, scope: !273)
!276 = !DILocalVariable(name: "h", scope: !277, file: !3, line: 124, type: !58)
!277 = distinct !DILexicalBlock(scope: !273, file: !3, line: 123, column: 31)
!278 = !DILocation(line: 124, column: 10, scope: !277)
!279 = !DILocation(line: 124, column: 12, scope: !277)
!280 = !DILocation(line: 125, column: 12, scope: !277)
!281 = !DILocation(line: 125, column: 3, scope: !277)
!282 = !DILocation(line: 126, column: 1, scope: !273)
!283 = !DILocation(line: 128, column: 1, scope: !277)
!284 = !DILocation(line: 126, column: 1, scope: !277)
!285 = !DILocalVariable(name: "e", scope: !273, file: !3, line: 126, type: !186)
!286 = !DILocation(line: 126, column: 25, scope: !273)
!287 = !DILocation(line: 127, column: 18, scope: !288)
!288 = distinct !DILexicalBlock(scope: !273, file: !3, line: 126, column: 28)
!289 = !DILocation(line: 127, column: 20, scope: !288)
!290 = !DILocation(line: 127, column: 16, scope: !288)
!291 = !DILocation(line: 127, column: 3, scope: !288)
!292 = !DILocation(line: 128, column: 1, scope: !288)
!293 = !DILocation(line: 128, column: 1, scope: !273)
!294 = distinct !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !125, file: !3, line: 131, type: !128, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !127, retainedNodes: !88)
!295 = !DILocalVariable(name: "this", arg: 1, scope: !294, type: !296, flags: DIFlagArtificial | DIFlagObjectPointer)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!297 = !DILocation(line: 0, scope: !294)
!298 = !DILocalVariable(name: "x", arg: 2, scope: !294, file: !3, line: 131, type: !5)
!299 = !DILocation(line: 131, column: 13, scope: !294)
!300 = !DILocation(line: 131, column: 34, scope: !294)
!301 = !DILocation(line: 131, column: 36, scope: !294)
!302 = !DILocation(line: 131, column: 27, scope: !294)
!303 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !304, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !88)
!304 = !DISubroutineType(types: !305)
!305 = !{null, !5}
!306 = !DILocalVariable(name: "how", arg: 1, scope: !303, file: !3, line: 40, type: !5)
!307 = !DILocation(line: 40, column: 51, scope: !303)
!308 = !DILocalVariable(name: "t", scope: !303, file: !3, line: 41, type: !6)
!309 = !DILocation(line: 41, column: 10, scope: !303)
!310 = !DILocation(line: 41, column: 12, scope: !303)
!311 = !DILocation(line: 42, column: 11, scope: !303)
!312 = !DILocation(line: 42, column: 3, scope: !303)
!313 = !DILocation(line: 43, column: 11, scope: !314)
!314 = distinct !DILexicalBlock(scope: !303, file: !3, line: 42, column: 16)
!315 = !DILocation(line: 52, column: 1, scope: !314)
!316 = !DILocation(line: 44, column: 11, scope: !314)
!317 = !DILocation(line: 45, column: 11, scope: !314)
!318 = !DILocation(line: 45, column: 17, scope: !314)
!319 = !DILocation(line: 46, column: 11, scope: !314)
!320 = !DILocation(line: 46, column: 17, scope: !314)
!321 = !DILocation(line: 47, column: 11, scope: !314)
!322 = !DILocation(line: 47, column: 17, scope: !314)
!323 = !DILocation(line: 47, column: 21, scope: !314)
!324 = !DILocation(line: 48, column: 11, scope: !314)
!325 = !DILocation(line: 49, column: 11, scope: !314)
!326 = !DILocation(line: 49, column: 17, scope: !314)
!327 = !DILocation(line: 50, column: 12, scope: !314)
!328 = !DILocation(line: 52, column: 1, scope: !303)
!329 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !9, retainedNodes: !88)
!330 = !DILocalVariable(name: "this", arg: 1, scope: !329, type: !331, flags: DIFlagArtificial | DIFlagObjectPointer)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!332 = !DILocation(line: 0, scope: !329)
!333 = !DILocalVariable(name: "i", arg: 2, scope: !329, file: !3, line: 21, type: !5)
!334 = !DILocation(line: 21, column: 23, scope: !329)
!335 = !DILocation(line: 21, column: 28, scope: !329)
!336 = !DILocation(line: 21, column: 31, scope: !329)
!337 = !DILocation(line: 21, column: 36, scope: !338)
!338 = distinct !DILexicalBlock(scope: !329, file: !3, line: 21, column: 34)
!339 = !DILocation(line: 21, column: 51, scope: !338)
!340 = !DILocation(line: 21, column: 46, scope: !338)
!341 = !DILocation(line: 21, column: 56, scope: !329)
!342 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !33, retainedNodes: !88)
!343 = !DILocalVariable(name: "this", arg: 1, scope: !342, type: !211, flags: DIFlagArtificial | DIFlagObjectPointer)
!344 = !DILocation(line: 0, scope: !342)
!345 = !DILocalVariable(name: "c", arg: 2, scope: !342, file: !3, line: 29, type: !5)
!346 = !DILocation(line: 29, column: 13, scope: !342)
!347 = !DILocalVariable(name: "w", arg: 3, scope: !342, file: !3, line: 29, type: !30)
!348 = !DILocation(line: 29, column: 28, scope: !342)
!349 = !DILocation(line: 29, column: 50, scope: !342)
!350 = !DILocation(line: 29, column: 33, scope: !342)
!351 = !DILocation(line: 29, column: 38, scope: !342)
!352 = !DILocation(line: 29, column: 42, scope: !342)
!353 = !DILocation(line: 29, column: 47, scope: !342)
!354 = !DILocation(line: 29, column: 51, scope: !342)
!355 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !37, retainedNodes: !88)
!356 = !DILocalVariable(name: "this", arg: 1, scope: !355, type: !211, flags: DIFlagArtificial | DIFlagObjectPointer)
!357 = !DILocation(line: 0, scope: !355)
!358 = !DILocation(line: 30, column: 21, scope: !355)
!359 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !49, retainedNodes: !88)
!360 = !DILocalVariable(name: "this", arg: 1, scope: !359, type: !361, flags: DIFlagArtificial | DIFlagObjectPointer)
!361 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!362 = !DILocation(line: 0, scope: !359)
!363 = !DILocalVariable(name: "c", arg: 2, scope: !359, file: !3, line: 36, type: !5)
!364 = !DILocation(line: 36, column: 15, scope: !359)
!365 = !DILocalVariable(name: "f", arg: 3, scope: !359, file: !3, line: 36, type: !5)
!366 = !DILocation(line: 36, column: 22, scope: !359)
!367 = !DILocation(line: 36, column: 49, scope: !359)
!368 = !DILocation(line: 36, column: 33, scope: !359)
!369 = !DILocation(line: 36, column: 27, scope: !359)
!370 = !DILocation(line: 36, column: 43, scope: !359)
!371 = !DILocation(line: 36, column: 46, scope: !359)
!372 = !DILocation(line: 36, column: 50, scope: !359)
!373 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD2Ev", scope: !45, file: !3, line: 34, type: !374, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !376, retainedNodes: !88)
!374 = !DISubroutineType(types: !375)
!375 = !{null, !52}
!376 = !DISubprogram(name: "~IoError", scope: !45, type: !374, containingType: !45, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!377 = !DILocalVariable(name: "this", arg: 1, scope: !373, type: !361, flags: DIFlagArtificial | DIFlagObjectPointer)
!378 = !DILocation(line: 0, scope: !373)
!379 = !DILocation(line: 34, column: 8, scope: !380)
!380 = distinct !DILexicalBlock(scope: !373, file: !3, line: 34, column: 8)
!381 = !DILocation(line: 34, column: 8, scope: !373)
!382 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !18, retainedNodes: !88)
!383 = !DILocalVariable(name: "this", arg: 1, scope: !382, type: !331, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DILocation(line: 0, scope: !382)
!385 = !DILocation(line: 23, column: 15, scope: !386)
!386 = distinct !DILexicalBlock(scope: !382, file: !3, line: 23, column: 13)
!387 = !DILocation(line: 23, column: 31, scope: !386)
!388 = !DILocation(line: 23, column: 30, scope: !386)
!389 = !DILocation(line: 23, column: 25, scope: !386)
!390 = !DILocation(line: 23, column: 36, scope: !382)
!391 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !304, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !88)
!392 = !DILocalVariable(name: "v", arg: 1, scope: !391, file: !3, line: 14, type: !5)
!393 = !DILocation(line: 14, column: 22, scope: !391)
!394 = !DILocation(line: 15, column: 7, scope: !395)
!395 = distinct !DILexicalBlock(scope: !391, file: !3, line: 15, column: 7)
!396 = !DILocation(line: 15, column: 14, scope: !395)
!397 = !DILocation(line: 15, column: 7, scope: !391)
!398 = !DILocation(line: 16, column: 23, scope: !395)
!399 = !DILocation(line: 16, column: 17, scope: !395)
!400 = !DILocation(line: 16, column: 5, scope: !395)
!401 = !DILocation(line: 16, column: 21, scope: !395)
!402 = !DILocation(line: 17, column: 1, scope: !391)
!403 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !37, retainedNodes: !88)
!404 = !DILocalVariable(name: "this", arg: 1, scope: !403, type: !211, flags: DIFlagArtificial | DIFlagObjectPointer)
!405 = !DILocation(line: 0, scope: !403)
!406 = !DILocation(line: 30, column: 20, scope: !403)
!407 = !DILocation(line: 30, column: 21, scope: !403)
!408 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !40, retainedNodes: !88)
!409 = !DILocalVariable(name: "this", arg: 1, scope: !408, type: !410, flags: DIFlagArtificial | DIFlagObjectPointer)
!410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!411 = !DILocation(line: 0, scope: !408)
!412 = !DILocation(line: 31, column: 30, scope: !408)
!413 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !45, file: !3, line: 34, type: !374, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !376, retainedNodes: !88)
!414 = !DILocalVariable(name: "this", arg: 1, scope: !413, type: !361, flags: DIFlagArtificial | DIFlagObjectPointer)
!415 = !DILocation(line: 0, scope: !413)
!416 = !DILocation(line: 34, column: 8, scope: !413)
!417 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !53, retainedNodes: !88)
!418 = !DILocalVariable(name: "this", arg: 1, scope: !417, type: !419, flags: DIFlagArtificial | DIFlagObjectPointer)
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!420 = !DILocation(line: 0, scope: !417)
!421 = !DILocation(line: 37, column: 31, scope: !417)
!422 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !304, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !88)
!423 = !DILocalVariable(name: "how", arg: 1, scope: !422, file: !3, line: 79, type: !5)
!424 = !DILocation(line: 79, column: 24, scope: !422)
!425 = !DILocalVariable(name: "t", scope: !422, file: !3, line: 80, type: !6)
!426 = !DILocation(line: 80, column: 10, scope: !422)
!427 = !DILocation(line: 80, column: 17, scope: !422)
!428 = !DILocation(line: 80, column: 15, scope: !422)
!429 = !DILocation(line: 82, column: 13, scope: !430)
!430 = distinct !DILexicalBlock(scope: !422, file: !3, line: 81, column: 7)
!431 = !DILocation(line: 82, column: 5, scope: !430)
!432 = !DILocation(line: 83, column: 3, scope: !430)
!433 = !DILocation(line: 87, column: 1, scope: !430)
!434 = !DILocation(line: 84, column: 5, scope: !435)
!435 = distinct !DILexicalBlock(scope: !422, file: !3, line: 83, column: 17)
!436 = !DILocation(line: 85, column: 5, scope: !435)
!437 = !DILocation(line: 87, column: 1, scope: !435)
!438 = !DILocation(line: 86, column: 3, scope: !435)
!439 = !DILocation(line: 87, column: 1, scope: !422)
!440 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !65, retainedNodes: !88)
!441 = !DILocalVariable(name: "this", arg: 1, scope: !440, type: !442, flags: DIFlagArtificial | DIFlagObjectPointer)
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!443 = !DILocation(line: 0, scope: !440)
!444 = !DILocalVariable(name: "x", arg: 2, scope: !440, file: !3, line: 115, type: !5)
!445 = !DILocation(line: 115, column: 14, scope: !440)
!446 = !DILocation(line: 115, column: 23, scope: !440)
!447 = !DILocation(line: 115, column: 25, scope: !440)
!448 = !DILocation(line: 115, column: 29, scope: !440)
!449 = !DILocation(line: 115, column: 37, scope: !440)
!450 = !DILocation(line: 115, column: 31, scope: !440)
!451 = !DILocation(line: 116, column: 5, scope: !452)
!452 = distinct !DILexicalBlock(scope: !440, file: !3, line: 115, column: 41)
!453 = !DILocation(line: 117, column: 3, scope: !452)
!454 = !DILocation(line: 119, column: 3, scope: !440)
!455 = !DILocalVariable(name: "e", scope: !440, file: !3, line: 117, type: !199)
!456 = !DILocation(line: 117, column: 19, scope: !440)
!457 = !DILocation(line: 118, column: 5, scope: !458)
!458 = distinct !DILexicalBlock(scope: !440, file: !3, line: 117, column: 22)
!459 = !DILocation(line: 119, column: 3, scope: !458)
!460 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !58, file: !3, line: 108, type: !461, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !463, retainedNodes: !88)
!461 = !DISubroutineType(types: !462)
!462 = !{null, !68}
!463 = !DISubprogram(name: "~Holder", scope: !58, type: !461, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!464 = !DILocalVariable(name: "this", arg: 1, scope: !460, type: !442, flags: DIFlagArtificial | DIFlagObjectPointer)
!465 = !DILocation(line: 0, scope: !460)
!466 = !DILocation(line: 108, column: 8, scope: !467)
!467 = distinct !DILexicalBlock(scope: !460, file: !3, line: 108, column: 8)
!468 = !DILocation(line: 108, column: 8, scope: !460)
!469 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !62, retainedNodes: !88)
!470 = !DILocalVariable(name: "x", arg: 1, scope: !469, file: !3, line: 111, type: !5)
!471 = !DILocation(line: 111, column: 24, scope: !469)
!472 = !DILocation(line: 112, column: 9, scope: !473)
!473 = distinct !DILexicalBlock(scope: !469, file: !3, line: 112, column: 9)
!474 = !DILocation(line: 112, column: 11, scope: !473)
!475 = !DILocation(line: 112, column: 9, scope: !469)
!476 = !DILocation(line: 112, column: 16, scope: !473)
!477 = !DILocation(line: 112, column: 30, scope: !473)
!478 = !DILocation(line: 112, column: 34, scope: !473)
!479 = !DILocation(line: 112, column: 33, scope: !473)
!480 = !DILocation(line: 112, column: 22, scope: !473)
!481 = !DILocation(line: 114, column: 3, scope: !473)
!482 = !DILocation(line: 113, column: 12, scope: !469)
!483 = !DILocation(line: 113, column: 14, scope: !469)
!484 = !DILocation(line: 113, column: 5, scope: !469)
