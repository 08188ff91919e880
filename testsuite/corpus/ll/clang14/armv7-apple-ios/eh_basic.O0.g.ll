; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.NoThrow = type { i8 }
%struct.Error = type { i32 (...)**, i32, i8* }
%struct.IoError = type { %struct.Error, i32 }
%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }

@.str = private unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", align 1
@_ZL6g_live = internal global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1
@_ZL13rethrow_count = internal global i32 0, align 4, !dbg !22
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1
@_ZL6g_nlog = internal global i32 0, align 4, !dbg !24
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL5g_log = internal global [64 x i32] zeroinitializer, align 4, !dbg !26
@.str.6 = private unnamed_addr constant [19 x i8] c"\0Atotal=%d live=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"LEAK\00", align 1
@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7IoError = linkonce_odr constant [9 x i8] c"7IoError\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Error = linkonce_odr constant [7 x i8] c"5Error\00", align 1
@_ZTI5Error = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, align 4
@_ZTI7IoError = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7IoError, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP5Error = linkonce_odr constant [8 x i8] c"P5Error\00", align 1
@_ZTIP5Error = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSP5Error, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, align 4
@_ZTIPKc = external constant i8*
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr constant [8 x i8] c"6Tracer\00", align 1
@_ZTI6Tracer = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Tracer, i32 0, i32 0) }, align 4
@_ZTV5Error = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD1Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*), i8* bitcast (i32 (%struct.Error*)* @_ZNK5Error4kindEv to i8*)] }, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD1Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone ssp
define noundef i32 @main() #0 !dbg !42 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !46, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %2, align 4, !dbg !47
  call void @llvm.dbg.declare(metadata i32* %3, metadata !48, metadata !DIExpression()), !dbg !50
  store i32 0, i32* %3, align 4, !dbg !50
  br label %7, !dbg !51

7:                                                ; preds = %20, %0
  %8 = load i32, i32* %3, align 4, !dbg !52
  %9 = icmp sle i32 %8, 7, !dbg !54
  br i1 %9, label %10, label %23, !dbg !55

10:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %4, metadata !56, metadata !DIExpression()), !dbg !58
  %11 = load i32, i32* %3, align 4, !dbg !59
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11), !dbg !60
  store i32 %12, i32* %4, align 4, !dbg !58
  %13 = load i32, i32* %3, align 4, !dbg !61
  %14 = load i32, i32* %4, align 4, !dbg !62
  %15 = load i32, i32* @_ZL6g_live, align 4, !dbg !63
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !64
  %17 = load i32, i32* %4, align 4, !dbg !65
  %18 = load i32, i32* %2, align 4, !dbg !66
  %19 = add nsw i32 %18, %17, !dbg !66
  store i32 %19, i32* %2, align 4, !dbg !66
  br label %20, !dbg !67

20:                                               ; preds = %10
  %21 = load i32, i32* %3, align 4, !dbg !68
  %22 = add nsw i32 %21, 1, !dbg !68
  store i32 %22, i32* %3, align 4, !dbg !68
  br label %7, !dbg !69, !llvm.loop !70

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !73
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !74
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %24, i32 noundef %25), !dbg !75
  %27 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !76
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %27), !dbg !77
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5), !dbg !78
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4), !dbg !79
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %29, i32 noundef %30), !dbg !80
  call void @llvm.dbg.declare(metadata %struct.NoThrow* %5, metadata !81, metadata !DIExpression()), !dbg !88
  %32 = call noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #12, !dbg !89
  %33 = load i32, i32* %2, align 4, !dbg !90
  %34 = add nsw i32 %33, %32, !dbg !90
  store i32 %34, i32* %2, align 4, !dbg !90
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0)), !dbg !91
  call void @llvm.dbg.declare(metadata i32* %6, metadata !92, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %6, align 4, !dbg !94
  br label %36, !dbg !95

36:                                               ; preds = %45, %23
  %37 = load i32, i32* %6, align 4, !dbg !96
  %38 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !98
  %39 = icmp slt i32 %37, %38, !dbg !99
  br i1 %39, label %40, label %48, !dbg !100

40:                                               ; preds = %36
  %41 = load i32, i32* %6, align 4, !dbg !101
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %41, !dbg !102
  %43 = load i32, i32* %42, align 4, !dbg !102
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef %43), !dbg !103
  br label %45, !dbg !103

45:                                               ; preds = %40
  %46 = load i32, i32* %6, align 4, !dbg !104
  %47 = add nsw i32 %46, 1, !dbg !104
  store i32 %47, i32* %6, align 4, !dbg !104
  br label %36, !dbg !105, !llvm.loop !106

48:                                               ; preds = %36
  %49 = load i32, i32* %2, align 4, !dbg !108
  %50 = load i32, i32* @_ZL6g_live, align 4, !dbg !109
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i32 0, i32 0), i32 noundef %49, i32 noundef %50), !dbg !110
  %52 = load i32, i32* @_ZL6g_live, align 4, !dbg !111
  %53 = icmp eq i32 %52, 0, !dbg !112
  %54 = zext i1 %53 to i64, !dbg !111
  %55 = select i1 %53, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), !dbg !111
  %56 = call i32 @puts(i8* noundef %55), !dbg !113
  ret i32 0, !dbg !114
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !115 {
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
  call void @llvm.dbg.declare(metadata i32* %3, metadata !118, metadata !DIExpression()), !dbg !119
  %13 = load i32, i32* %3, align 4, !dbg !120
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15, !dbg !122

14:                                               ; preds = %1
  br label %119, !dbg !123

15:                                               ; preds = %1
  %16 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null, !dbg !124
  %17 = extractvalue { i8*, i32 } %16, 0, !dbg !124
  store i8* %17, i8** %4, align 4, !dbg !124
  %18 = extractvalue { i8*, i32 } %16, 1, !dbg !124
  store i32 %18, i32* %5, align 4, !dbg !124
  br label %19, !dbg !124

19:                                               ; preds = %15
  %20 = load i32, i32* %5, align 4, !dbg !123
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12, !dbg !123
  %22 = icmp eq i32 %20, %21, !dbg !123
  br i1 %22, label %23, label %30, !dbg !123

23:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %12, metadata !125, metadata !DIExpression()), !dbg !126
  %24 = load i8*, i8** %4, align 4, !dbg !127
  %25 = call i8* @__cxa_begin_catch(i8* %24) #12, !dbg !127
  %26 = bitcast i8* %25 to i32*, !dbg !127
  %27 = load i32, i32* %26, align 4, !dbg !127
  store i32 %27, i32* %12, align 4, !dbg !127
  %28 = load i32, i32* %12, align 4, !dbg !129
  %29 = add nsw i32 100, %28, !dbg !131
  store i32 %29, i32* %2, align 4, !dbg !132
  call void @__cxa_end_catch() #12, !dbg !133
  br label %120

30:                                               ; preds = %19
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #12, !dbg !123
  %32 = icmp eq i32 %20, %31, !dbg !123
  br i1 %32, label %33, label %42, !dbg !123

33:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata double* %11, metadata !134, metadata !DIExpression()), !dbg !136
  %34 = load i8*, i8** %4, align 4, !dbg !137
  %35 = call i8* @__cxa_begin_catch(i8* %34) #12, !dbg !137
  %36 = bitcast i8* %35 to double*, !dbg !137
  %37 = load double, double* %36, align 4, !dbg !137
  store double %37, double* %11, align 8, !dbg !137
  %38 = load double, double* %11, align 8, !dbg !139
  %39 = fmul double %38, 2.000000e+00, !dbg !140
  %40 = fptosi double %39 to i32, !dbg !141
  %41 = add nsw i32 200, %40, !dbg !142
  store i32 %41, i32* %2, align 4, !dbg !143
  call void @__cxa_end_catch() #12, !dbg !127
  br label %120

42:                                               ; preds = %30
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12, !dbg !123
  %44 = icmp eq i32 %20, %43, !dbg !123
  br i1 %44, label %45, label %59, !dbg !123

45:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata %struct.IoError** %10, metadata !144, metadata !DIExpression()), !dbg !181
  %46 = load i8*, i8** %4, align 4, !dbg !182
  %47 = call i8* @__cxa_begin_catch(i8* %46) #12, !dbg !182
  %48 = bitcast i8* %47 to %struct.IoError*, !dbg !182
  store %struct.IoError* %48, %struct.IoError** %10, align 4, !dbg !182
  %49 = load %struct.IoError*, %struct.IoError** %10, align 4, !dbg !184
  %50 = bitcast %struct.IoError* %49 to %struct.Error*, !dbg !184
  %51 = getelementptr inbounds %struct.Error, %struct.Error* %50, i32 0, i32 1, !dbg !185
  %52 = load i32, i32* %51, align 4, !dbg !185
  %53 = mul nsw i32 %52, 10, !dbg !186
  %54 = add nsw i32 300, %53, !dbg !187
  %55 = load %struct.IoError*, %struct.IoError** %10, align 4, !dbg !188
  %56 = getelementptr inbounds %struct.IoError, %struct.IoError* %55, i32 0, i32 1, !dbg !189
  %57 = load i32, i32* %56, align 4, !dbg !189
  %58 = add nsw i32 %54, %57, !dbg !190
  store i32 %58, i32* %2, align 4, !dbg !191
  call void @__cxa_end_catch(), !dbg !137
  br label %120

59:                                               ; preds = %42
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !123
  %61 = icmp eq i32 %20, %60, !dbg !123
  br i1 %61, label %62, label %78, !dbg !123

62:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata %struct.Error** %9, metadata !192, metadata !DIExpression()), !dbg !194
  %63 = load i8*, i8** %4, align 4, !dbg !195
  %64 = call i8* @__cxa_begin_catch(i8* %63) #12, !dbg !195
  %65 = bitcast i8* %64 to %struct.Error*, !dbg !195
  store %struct.Error* %65, %struct.Error** %9, align 4, !dbg !195
  %66 = load %struct.Error*, %struct.Error** %9, align 4, !dbg !197
  %67 = getelementptr inbounds %struct.Error, %struct.Error* %66, i32 0, i32 1, !dbg !198
  %68 = load i32, i32* %67, align 4, !dbg !198
  %69 = add nsw i32 400, %68, !dbg !199
  %70 = load %struct.Error*, %struct.Error** %9, align 4, !dbg !200
  %71 = bitcast %struct.Error* %70 to i32 (%struct.Error*)***, !dbg !201
  %72 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %71, align 4, !dbg !201
  %73 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %72, i64 2, !dbg !201
  %74 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %73, align 4, !dbg !201
  %75 = invoke noundef i32 %74(%struct.Error* noundef nonnull align 4 dereferenceable(12) %70)
          to label %76 unwind label %114, !dbg !201

76:                                               ; preds = %62
  %77 = add nsw i32 %69, %75, !dbg !202
  store i32 %77, i32* %2, align 4, !dbg !203
  call void @__cxa_end_catch(), !dbg !182
  br label %120

78:                                               ; preds = %59
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #12, !dbg !123
  %80 = icmp eq i32 %20, %79, !dbg !123
  br i1 %80, label %81, label %98, !dbg !123

81:                                               ; preds = %78
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !204, metadata !DIExpression()), !dbg !206
  %82 = load i8*, i8** %4, align 4, !dbg !207
  %83 = call i8* @__cxa_begin_catch(i8* %82) #12, !dbg !207
  %84 = bitcast i8* %83 to %struct.Error*, !dbg !207
  store %struct.Error* %84, %struct.Error** %7, align 4, !dbg !207
  call void @llvm.dbg.declare(metadata i32* %8, metadata !209, metadata !DIExpression()), !dbg !210
  %85 = load %struct.Error*, %struct.Error** %7, align 4, !dbg !211
  %86 = getelementptr inbounds %struct.Error, %struct.Error* %85, i32 0, i32 1, !dbg !212
  %87 = load i32, i32* %86, align 4, !dbg !212
  %88 = add nsw i32 500, %87, !dbg !213
  store i32 %88, i32* %8, align 4, !dbg !210
  %89 = load %struct.Error*, %struct.Error** %7, align 4, !dbg !214
  %90 = icmp eq %struct.Error* %89, null, !dbg !215
  br i1 %90, label %96, label %91, !dbg !215

91:                                               ; preds = %81
  %92 = bitcast %struct.Error* %89 to void (%struct.Error*)***, !dbg !215
  %93 = load void (%struct.Error*)**, void (%struct.Error*)*** %92, align 4, !dbg !215
  %94 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %93, i64 1, !dbg !215
  %95 = load void (%struct.Error*)*, void (%struct.Error*)** %94, align 4, !dbg !215
  call void %95(%struct.Error* noundef nonnull align 4 dereferenceable(12) %89) #12, !dbg !215
  br label %96, !dbg !215

96:                                               ; preds = %91, %81
  %97 = load i32, i32* %8, align 4, !dbg !216
  store i32 %97, i32* %2, align 4, !dbg !217
  call void @__cxa_end_catch() #12, !dbg !195
  br label %120

98:                                               ; preds = %78
  %99 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #12, !dbg !123
  %100 = icmp eq i32 %20, %99, !dbg !123
  br i1 %100, label %101, label %111, !dbg !123

101:                                              ; preds = %98
  call void @llvm.dbg.declare(metadata i8** %6, metadata !218, metadata !DIExpression()), !dbg !219
  %102 = load i8*, i8** %4, align 4, !dbg !220
  %103 = call i8* @__cxa_begin_catch(i8* %102) #12, !dbg !220
  store i8* %103, i8** %6, align 4, !dbg !220
  %104 = load i8*, i8** %6, align 4, !dbg !222
  %105 = getelementptr inbounds i8, i8* %104, i32 0, !dbg !222
  %106 = load i8, i8* %105, align 1, !dbg !222
  %107 = sext i8 %106 to i32, !dbg !222
  %108 = icmp eq i32 %107, 99, !dbg !223
  %109 = zext i1 %108 to i32, !dbg !224
  %110 = add nsw i32 600, %109, !dbg !225
  store i32 %110, i32* %2, align 4, !dbg !226
  call void @__cxa_end_catch() #12, !dbg !207
  br label %120

111:                                              ; preds = %98
  %112 = load i8*, i8** %4, align 4, !dbg !123
  %113 = call i8* @__cxa_begin_catch(i8* %112) #12, !dbg !123
  store i32 999, i32* %2, align 4, !dbg !227
  call void @__cxa_end_catch(), !dbg !220
  br label %120

114:                                              ; preds = %62
  %115 = landingpad { i8*, i32 }
          cleanup, !dbg !228
  %116 = extractvalue { i8*, i32 } %115, 0, !dbg !228
  store i8* %116, i8** %4, align 4, !dbg !228
  %117 = extractvalue { i8*, i32 } %115, 1, !dbg !228
  store i32 %117, i32* %5, align 4, !dbg !228
  invoke void @__cxa_end_catch()
          to label %118 unwind label %127, !dbg !182

118:                                              ; preds = %114
  br label %122, !dbg !182

119:                                              ; preds = %14
  store i32 0, i32* %2, align 4, !dbg !229
  br label %120, !dbg !229

120:                                              ; preds = %119, %23, %33, %45, %76, %96, %101, %111
  %121 = load i32, i32* %2, align 4, !dbg !230
  ret i32 %121, !dbg !230

122:                                              ; preds = %118
  %123 = load i8*, i8** %4, align 4, !dbg !182
  %124 = load i32, i32* %5, align 4, !dbg !182
  %125 = insertvalue { i8*, i32 } undef, i8* %123, 0, !dbg !182
  %126 = insertvalue { i8*, i32 } %125, i32 %124, 1, !dbg !182
  resume { i8*, i32 } %126, !dbg !182

127:                                              ; preds = %114
  %128 = landingpad { i8*, i32 }
          catch i8* null, !dbg !182
  %129 = extractvalue { i8*, i32 } %128, 0, !dbg !182
  call void @__clang_call_terminate(i8* %129) #13, !dbg !182
  unreachable, !dbg !182
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !231 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !232, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.declare(metadata i32* %3, metadata !234, metadata !DIExpression()), !dbg !235
  store i32 0, i32* %3, align 4, !dbg !235
  %8 = load i32, i32* %2, align 4, !dbg !236
  invoke void @_ZL6middlei(i32 noundef %8)
          to label %9 unwind label %10, !dbg !239

9:                                                ; preds = %1
  br label %60, !dbg !240

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !241
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !241
  store i8* %12, i8** %4, align 4, !dbg !241
  %13 = extractvalue { i8*, i32 } %11, 1, !dbg !241
  store i32 %13, i32* %5, align 4, !dbg !241
  br label %14, !dbg !241

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4, !dbg !240
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12, !dbg !240
  %17 = icmp eq i32 %15, %16, !dbg !240
  br i1 %17, label %18, label %41, !dbg !240

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %6, metadata !242, metadata !DIExpression()), !dbg !243
  %19 = load i8*, i8** %4, align 4, !dbg !240
  %20 = call i8* @__cxa_begin_catch(i8* %19) #12, !dbg !240
  %21 = bitcast i8* %20 to i32*, !dbg !240
  %22 = load i32, i32* %21, align 4, !dbg !240
  store i32 %22, i32* %6, align 4, !dbg !240
  %23 = load i32, i32* %6, align 4, !dbg !244
  %24 = load i32, i32* %3, align 4, !dbg !246
  %25 = add nsw i32 %24, %23, !dbg !246
  store i32 %25, i32* %3, align 4, !dbg !246
  %26 = call i8* @__cxa_allocate_exception(i32 12) #12, !dbg !247
  %27 = bitcast i8* %26 to %struct.Error*, !dbg !247
  %28 = load i32, i32* %6, align 4, !dbg !248
  %29 = add nsw i32 %28, 1, !dbg !249
  %30 = invoke noundef %struct.Error* @_ZN5ErrorC1EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %27, i32 noundef %29, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0))
          to label %31 unwind label %32, !dbg !250

31:                                               ; preds = %18
  invoke void @__cxa_throw(i8* %26, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD1Ev to i8*)) #14
          to label %61 unwind label %36, !dbg !247

32:                                               ; preds = %18
  %33 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !251
  %34 = extractvalue { i8*, i32 } %33, 0, !dbg !251
  store i8* %34, i8** %4, align 4, !dbg !251
  %35 = extractvalue { i8*, i32 } %33, 1, !dbg !251
  store i32 %35, i32* %5, align 4, !dbg !251
  call void @__cxa_free_exception(i8* %26) #12, !dbg !247
  br label %40, !dbg !247

36:                                               ; preds = %31
  %37 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !251
  %38 = extractvalue { i8*, i32 } %37, 0, !dbg !251
  store i8* %38, i8** %4, align 4, !dbg !251
  %39 = extractvalue { i8*, i32 } %37, 1, !dbg !251
  store i32 %39, i32* %5, align 4, !dbg !251
  br label %40, !dbg !251

40:                                               ; preds = %36, %32
  call void @__cxa_end_catch() #12, !dbg !252
  br label %41, !dbg !252

41:                                               ; preds = %40, %14
  %42 = load i32, i32* %5, align 4, !dbg !253
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !253
  %44 = icmp eq i32 %42, %43, !dbg !253
  br i1 %44, label %45, label %57, !dbg !253

45:                                               ; preds = %41
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !254, metadata !DIExpression()), !dbg !255
  %46 = load i8*, i8** %4, align 4, !dbg !256
  %47 = call i8* @__cxa_begin_catch(i8* %46) #12, !dbg !256
  %48 = bitcast i8* %47 to %struct.Error*, !dbg !256
  store %struct.Error* %48, %struct.Error** %7, align 4, !dbg !256
  %49 = load %struct.Error*, %struct.Error** %7, align 4, !dbg !258
  %50 = getelementptr inbounds %struct.Error, %struct.Error* %49, i32 0, i32 1, !dbg !260
  %51 = load i32, i32* %50, align 4, !dbg !260
  %52 = mul nsw i32 %51, 100, !dbg !261
  %53 = load i32, i32* %3, align 4, !dbg !262
  %54 = add nsw i32 %53, %52, !dbg !262
  store i32 %54, i32* %3, align 4, !dbg !262
  call void @__cxa_end_catch(), !dbg !263
  br label %55, !dbg !263

55:                                               ; preds = %45, %57, %60
  %56 = load i32, i32* %3, align 4, !dbg !264
  ret i32 %56, !dbg !265

57:                                               ; preds = %41
  %58 = load i8*, i8** %4, align 4, !dbg !253
  %59 = call i8* @__cxa_begin_catch(i8* %58) #12, !dbg !253
  store i32 -1, i32* %3, align 4, !dbg !266
  call void @__cxa_end_catch(), !dbg !256
  br label %55, !dbg !256

60:                                               ; preds = %9
  br label %55, !dbg !253

61:                                               ; preds = %31
  unreachable
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !267 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.IoError*, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !268, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.declare(metadata %struct.Holder* %4, metadata !270, metadata !DIExpression()), !dbg !281
  %8 = load i32, i32* %3, align 4, !dbg !282
  %9 = invoke noundef %struct.Holder* @_ZN6HolderC1Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %8)
          to label %10 unwind label %14, !dbg !281

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Holder, %struct.Holder* %4, i32 0, i32 1, !dbg !283
  %12 = load i32, i32* %11, align 4, !dbg !283
  store i32 %12, i32* %2, align 4, !dbg !284
  %13 = call noundef %struct.Holder* @_ZN6HolderD1Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4) #12, !dbg !285
  br label %31

14:                                               ; preds = %1
  %15 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), !dbg !286
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !286
  store i8* %16, i8** %5, align 4, !dbg !286
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !286
  store i32 %17, i32* %6, align 4, !dbg !286
  br label %18, !dbg !286

18:                                               ; preds = %14
  %19 = load i32, i32* %6, align 4, !dbg !287
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #12, !dbg !287
  %21 = icmp eq i32 %19, %20, !dbg !287
  br i1 %21, label %22, label %33, !dbg !287

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata %struct.IoError** %7, metadata !288, metadata !DIExpression()), !dbg !289
  %23 = load i8*, i8** %5, align 4, !dbg !287
  %24 = call i8* @__cxa_begin_catch(i8* %23) #12, !dbg !287
  %25 = bitcast i8* %24 to %struct.IoError*, !dbg !287
  store %struct.IoError* %25, %struct.IoError** %7, align 4, !dbg !287
  %26 = load %struct.IoError*, %struct.IoError** %7, align 4, !dbg !290
  %27 = getelementptr inbounds %struct.IoError, %struct.IoError* %26, i32 0, i32 1, !dbg !292
  %28 = load i32, i32* %27, align 4, !dbg !292
  %29 = add nsw i32 -1000, %28, !dbg !293
  store i32 %29, i32* %2, align 4, !dbg !294
  call void @__cxa_end_catch(), !dbg !295
  br label %31

30:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !295
  unreachable, !dbg !295

31:                                               ; preds = %22, %10
  %32 = load i32, i32* %2, align 4, !dbg !296
  ret i32 %32, !dbg !296

33:                                               ; preds = %18
  %34 = load i8*, i8** %5, align 4, !dbg !287
  %35 = load i32, i32* %6, align 4, !dbg !287
  %36 = insertvalue { i8*, i32 } undef, i8* %34, 0, !dbg !287
  %37 = insertvalue { i8*, i32 } %36, i32 %35, 1, !dbg !287
  resume { i8*, i32 } %37, !dbg !287
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 align 2 !dbg !297 {
  %3 = alloca %struct.NoThrow*, align 4
  %4 = alloca i32, align 4
  store %struct.NoThrow* %0, %struct.NoThrow** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.NoThrow** %3, metadata !298, metadata !DIExpression()), !dbg !300
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !301, metadata !DIExpression()), !dbg !302
  %5 = load %struct.NoThrow*, %struct.NoThrow** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !303
  %7 = add nsw i32 %6, 1, !dbg !304
  ret i32 %7, !dbg !305
}

declare i32 @puts(i8* noundef) #3

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL7throweri(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !306 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !309, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !311, metadata !DIExpression()), !dbg !312
  %6 = load i32, i32* %2, align 4, !dbg !313
  %7 = call noundef %struct.Tracer* @_ZN6TracerC1Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6), !dbg !312
  %8 = load i32, i32* %2, align 4, !dbg !314
  switch i32 %8, label %66 [
    i32 0, label %9
    i32 1, label %16
    i32 2, label %19
    i32 3, label %28
    i32 4, label %37
    i32 5, label %54
    i32 6, label %57
  ], !dbg !315

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #12, !dbg !316
  %11 = bitcast i8* %10 to i32*, !dbg !316
  store i32 42, i32* %11, align 8, !dbg !316
  invoke void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #14
          to label %76 unwind label %12, !dbg !316

12:                                               ; preds = %61, %54, %44, %32, %23, %16, %9
  %13 = landingpad { i8*, i32 }
          cleanup, !dbg !318
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !318
  store i8* %14, i8** %4, align 4, !dbg !318
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !318
  store i32 %15, i32* %5, align 4, !dbg !318
  br label %69, !dbg !318

16:                                               ; preds = %1
  %17 = call i8* @__cxa_allocate_exception(i32 8) #12, !dbg !319
  %18 = bitcast i8* %17 to double*, !dbg !319
  store double 3.500000e+00, double* %18, align 8, !dbg !319
  invoke void @__cxa_throw(i8* %17, i8* bitcast (i8** @_ZTId to i8*), i8* null) #14
          to label %76 unwind label %12, !dbg !319

19:                                               ; preds = %1
  %20 = call i8* @__cxa_allocate_exception(i32 12) #12, !dbg !320
  %21 = bitcast i8* %20 to %struct.Error*, !dbg !320
  %22 = invoke noundef %struct.Error* @_ZN5ErrorC1EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %21, i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
          to label %23 unwind label %24, !dbg !321

23:                                               ; preds = %19
  invoke void @__cxa_throw(i8* %20, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD1Ev to i8*)) #14
          to label %76 unwind label %12, !dbg !320

24:                                               ; preds = %19
  %25 = landingpad { i8*, i32 }
          cleanup, !dbg !318
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !318
  store i8* %26, i8** %4, align 4, !dbg !318
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !318
  store i32 %27, i32* %5, align 4, !dbg !318
  call void @__cxa_free_exception(i8* %20) #12, !dbg !320
  br label %69, !dbg !320

28:                                               ; preds = %1
  %29 = call i8* @__cxa_allocate_exception(i32 16) #12, !dbg !322
  %30 = bitcast i8* %29 to %struct.IoError*, !dbg !322
  %31 = invoke noundef %struct.IoError* @_ZN7IoErrorC1Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %30, i32 noundef 9, i32 noundef 3)
          to label %32 unwind label %33, !dbg !323

32:                                               ; preds = %28
  invoke void @__cxa_throw(i8* %29, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD1Ev to i8*)) #14
          to label %76 unwind label %12, !dbg !322

33:                                               ; preds = %28
  %34 = landingpad { i8*, i32 }
          cleanup, !dbg !318
  %35 = extractvalue { i8*, i32 } %34, 0, !dbg !318
  store i8* %35, i8** %4, align 4, !dbg !318
  %36 = extractvalue { i8*, i32 } %34, 1, !dbg !318
  store i32 %36, i32* %5, align 4, !dbg !318
  call void @__cxa_free_exception(i8* %29) #12, !dbg !322
  br label %69, !dbg !322

37:                                               ; preds = %1
  %38 = call i8* @__cxa_allocate_exception(i32 4) #12, !dbg !324
  %39 = bitcast i8* %38 to %struct.Error**, !dbg !324
  %40 = invoke noalias noundef nonnull i8* @_Znwm(i32 noundef 12) #15
          to label %41 unwind label %45, !dbg !325, !heapallocsite !150

41:                                               ; preds = %37
  %42 = bitcast i8* %40 to %struct.Error*, !dbg !325
  %43 = invoke noundef %struct.Error* @_ZN5ErrorC1EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %42, i32 noundef 11, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0))
          to label %44 unwind label %49, !dbg !326

44:                                               ; preds = %41
  store %struct.Error* %42, %struct.Error** %39, align 8, !dbg !324
  invoke void @__cxa_throw(i8* %38, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #14
          to label %76 unwind label %12, !dbg !324

45:                                               ; preds = %37
  %46 = landingpad { i8*, i32 }
          cleanup, !dbg !318
  %47 = extractvalue { i8*, i32 } %46, 0, !dbg !318
  store i8* %47, i8** %4, align 4, !dbg !318
  %48 = extractvalue { i8*, i32 } %46, 1, !dbg !318
  store i32 %48, i32* %5, align 4, !dbg !318
  br label %53, !dbg !318

49:                                               ; preds = %41
  %50 = landingpad { i8*, i32 }
          cleanup, !dbg !318
  %51 = extractvalue { i8*, i32 } %50, 0, !dbg !318
  store i8* %51, i8** %4, align 4, !dbg !318
  %52 = extractvalue { i8*, i32 } %50, 1, !dbg !318
  store i32 %52, i32* %5, align 4, !dbg !318
  call void @_ZdlPv(i8* noundef %40) #16, !dbg !325
  br label %53, !dbg !325

53:                                               ; preds = %49, %45
  call void @__cxa_free_exception(i8* %38) #12, !dbg !324
  br label %69, !dbg !324

54:                                               ; preds = %1
  %55 = call i8* @__cxa_allocate_exception(i32 4) #12, !dbg !327
  %56 = bitcast i8* %55 to i8**, !dbg !327
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %56, align 8, !dbg !327
  invoke void @__cxa_throw(i8* %55, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #14
          to label %76 unwind label %12, !dbg !327

57:                                               ; preds = %1
  %58 = call i8* @__cxa_allocate_exception(i32 4) #12, !dbg !328
  %59 = bitcast i8* %58 to %struct.Tracer*, !dbg !328
  %60 = invoke noundef %struct.Tracer* @_ZN6TracerC1Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %59, i32 noundef 600)
          to label %61 unwind label %62, !dbg !329

61:                                               ; preds = %57
  invoke void @__cxa_throw(i8* %58, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD1Ev to i8*)) #14
          to label %76 unwind label %12, !dbg !328

62:                                               ; preds = %57
  %63 = landingpad { i8*, i32 }
          cleanup, !dbg !318
  %64 = extractvalue { i8*, i32 } %63, 0, !dbg !318
  store i8* %64, i8** %4, align 4, !dbg !318
  %65 = extractvalue { i8*, i32 } %63, 1, !dbg !318
  store i32 %65, i32* %5, align 4, !dbg !318
  call void @__cxa_free_exception(i8* %58) #12, !dbg !328
  br label %69, !dbg !328

66:                                               ; preds = %1
  br label %67, !dbg !330

67:                                               ; preds = %66
  %68 = call noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !331
  ret void, !dbg !331

69:                                               ; preds = %62, %53, %33, %24, %12
  %70 = call noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !331
  br label %71, !dbg !331

71:                                               ; preds = %69
  %72 = load i8*, i8** %4, align 4, !dbg !331
  %73 = load i32, i32* %5, align 4, !dbg !331
  %74 = insertvalue { i8*, i32 } undef, i8* %72, 0, !dbg !331
  %75 = insertvalue { i8*, i32 } %74, i32 %73, 1, !dbg !331
  resume { i8*, i32 } %75, !dbg !331

76:                                               ; preds = %61, %54, %44, %32, %23, %16, %9
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #12
  call void @_ZSt9terminatev() #13
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Tracer* @_ZN6TracerC1Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #7 align 2 !dbg !332 {
  %3 = alloca %struct.Tracer*, align 4
  %4 = alloca i32, align 4
  store %struct.Tracer* %0, %struct.Tracer** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Tracer** %3, metadata !333, metadata !DIExpression()), !dbg !335
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !336, metadata !DIExpression()), !dbg !337
  %5 = load %struct.Tracer*, %struct.Tracer** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !338
  %7 = call noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6), !dbg !338
  ret %struct.Tracer* %5, !dbg !339
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Error* @_ZN5ErrorC1EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #7 align 2 !dbg !340 {
  %4 = alloca %struct.Error*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  store %struct.Error* %0, %struct.Error** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %4, metadata !341, metadata !DIExpression()), !dbg !342
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !343, metadata !DIExpression()), !dbg !344
  store i8* %2, i8** %6, align 4
  call void @llvm.dbg.declare(metadata i8** %6, metadata !345, metadata !DIExpression()), !dbg !346
  %7 = load %struct.Error*, %struct.Error** %4, align 4
  %8 = load i32, i32* %5, align 4, !dbg !347
  %9 = load i8*, i8** %6, align 4, !dbg !347
  %10 = call noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %8, i8* noundef %9), !dbg !347
  ret %struct.Error* %7, !dbg !348
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Error* @_ZN5ErrorD1Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #8 align 2 !dbg !349 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !350, metadata !DIExpression()), !dbg !351
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  %4 = call noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %3) #12, !dbg !352
  ret %struct.Error* %3, !dbg !353
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.IoError* @_ZN7IoErrorC1Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #7 align 2 !dbg !354 {
  %4 = alloca %struct.IoError*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.IoError* %0, %struct.IoError** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %4, metadata !355, metadata !DIExpression()), !dbg !357
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !358, metadata !DIExpression()), !dbg !359
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !360, metadata !DIExpression()), !dbg !361
  %7 = load %struct.IoError*, %struct.IoError** %4, align 4
  %8 = load i32, i32* %5, align 4, !dbg !362
  %9 = load i32, i32* %6, align 4, !dbg !362
  %10 = call noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %7, i32 noundef %8, i32 noundef %9), !dbg !362
  ret %struct.IoError* %7, !dbg !363
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.IoError* @_ZN7IoErrorD1Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #8 align 2 !dbg !364 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !368, metadata !DIExpression()), !dbg !369
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = call noundef %struct.IoError* @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %3) #12, !dbg !370
  ret %struct.IoError* %3, !dbg !370
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i32 noundef) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #10

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 align 2 !dbg !371 {
  %2 = alloca %struct.Tracer*, align 4
  store %struct.Tracer* %0, %struct.Tracer** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Tracer** %2, metadata !372, metadata !DIExpression()), !dbg !373
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 4
  %4 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !374
  ret %struct.Tracer* %3, !dbg !375
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #7 align 2 !dbg !376 {
  %3 = alloca %struct.Tracer*, align 4
  %4 = alloca i32, align 4
  store %struct.Tracer* %0, %struct.Tracer** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Tracer** %3, metadata !377, metadata !DIExpression()), !dbg !378
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !379, metadata !DIExpression()), !dbg !380
  %5 = load %struct.Tracer*, %struct.Tracer** %3, align 4
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !381
  %7 = load i32, i32* %4, align 4, !dbg !382
  store i32 %7, i32* %6, align 4, !dbg !381
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !383
  %9 = add nsw i32 %8, 1, !dbg !383
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !383
  %10 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !385
  %11 = load i32, i32* %10, align 4, !dbg !385
  call void @_ZL4notei(i32 noundef %11), !dbg !386
  ret %struct.Tracer* %5, !dbg !387
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal void @_ZL4notei(i32 noundef %0) #4 !dbg !388 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !389, metadata !DIExpression()), !dbg !390
  %3 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !391
  %4 = icmp slt i32 %3, 64, !dbg !393
  br i1 %4, label %5, label %10, !dbg !394

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !395
  %7 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !396
  %8 = add nsw i32 %7, 1, !dbg !396
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !396
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %7, !dbg !397
  store i32 %6, i32* %9, align 4, !dbg !398
  br label %10, !dbg !397

10:                                               ; preds = %5, %1
  ret void, !dbg !399
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #8 align 2 !dbg !400 {
  %4 = alloca %struct.Error*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  store %struct.Error* %0, %struct.Error** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %4, metadata !401, metadata !DIExpression()), !dbg !402
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !403, metadata !DIExpression()), !dbg !404
  store i8* %2, i8** %6, align 4
  call void @llvm.dbg.declare(metadata i8** %6, metadata !405, metadata !DIExpression()), !dbg !406
  %7 = load %struct.Error*, %struct.Error** %4, align 4
  %8 = bitcast %struct.Error* %7 to i32 (...)***, !dbg !407
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4, !dbg !407
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 1, !dbg !408
  %10 = load i32, i32* %5, align 4, !dbg !409
  store i32 %10, i32* %9, align 4, !dbg !408
  %11 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 2, !dbg !410
  %12 = load i8*, i8** %6, align 4, !dbg !411
  store i8* %12, i8** %11, align 4, !dbg !410
  ret %struct.Error* %7, !dbg !412
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #8 align 2 !dbg !413 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !414, metadata !DIExpression()), !dbg !415
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  %4 = call noundef %struct.Error* @_ZN5ErrorD1Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %3) #12, !dbg !416
  %5 = bitcast %struct.Error* %3 to i8*, !dbg !416
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !416
  ret void, !dbg !417
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 align 2 !dbg !418 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !419, metadata !DIExpression()), !dbg !421
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  ret i32 1, !dbg !422
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #8 align 2 !dbg !423 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !424, metadata !DIExpression()), !dbg !425
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  ret %struct.Error* %3, !dbg !426
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 align 2 !dbg !427 {
  %4 = alloca %struct.IoError*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.IoError* %0, %struct.IoError** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %4, metadata !428, metadata !DIExpression()), !dbg !429
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !430, metadata !DIExpression()), !dbg !431
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !432, metadata !DIExpression()), !dbg !433
  %7 = load %struct.IoError*, %struct.IoError** %4, align 4
  %8 = bitcast %struct.IoError* %7 to %struct.Error*, !dbg !434
  %9 = load i32, i32* %5, align 4, !dbg !435
  %10 = call noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %9, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0)), !dbg !436
  %11 = bitcast %struct.IoError* %7 to i32 (...)***, !dbg !434
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %11, align 4, !dbg !434
  %12 = getelementptr inbounds %struct.IoError, %struct.IoError* %7, i32 0, i32 1, !dbg !437
  %13 = load i32, i32* %6, align 4, !dbg !438
  store i32 %13, i32* %12, align 4, !dbg !437
  ret %struct.IoError* %7, !dbg !439
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #8 align 2 !dbg !440 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !441, metadata !DIExpression()), !dbg !442
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = call noundef %struct.IoError* @_ZN7IoErrorD1Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %3) #12, !dbg !443
  %5 = bitcast %struct.IoError* %3 to i8*, !dbg !443
  call void @_ZdlPv(i8* noundef %5) #16, !dbg !443
  ret void, !dbg !443
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 align 2 !dbg !444 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !445, metadata !DIExpression()), !dbg !447
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  ret i32 2, !dbg !448
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.IoError* @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #8 align 2 !dbg !449 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !450, metadata !DIExpression()), !dbg !451
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = bitcast %struct.IoError* %3 to %struct.Error*, !dbg !452
  %5 = call noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %4) #12, !dbg !452
  ret %struct.IoError* %3, !dbg !454
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 align 2 !dbg !455 {
  %2 = alloca %struct.Tracer*, align 4
  store %struct.Tracer* %0, %struct.Tracer** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Tracer** %2, metadata !456, metadata !DIExpression()), !dbg !457
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 4
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !458
  %5 = add nsw i32 %4, -1, !dbg !458
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !458
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0, !dbg !460
  %7 = load i32, i32* %6, align 4, !dbg !460
  %8 = sub nsw i32 0, %7, !dbg !461
  call void @_ZL4notei(i32 noundef %8), !dbg !462
  ret %struct.Tracer* %3, !dbg !463
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL6middlei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !464 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !465, metadata !DIExpression()), !dbg !466
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !467, metadata !DIExpression()), !dbg !468
  %6 = load i32, i32* %2, align 4, !dbg !469
  %7 = add nsw i32 50, %6, !dbg !470
  %8 = call noundef %struct.Tracer* @_ZN6TracerC1Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7), !dbg !468
  %9 = load i32, i32* %2, align 4, !dbg !471
  invoke void @_ZL7throweri(i32 noundef %9)
          to label %10 unwind label %11, !dbg !473

10:                                               ; preds = %1
  br label %26, !dbg !474

11:                                               ; preds = %1
  %12 = landingpad { i8*, i32 }
          catch i8* null, !dbg !475
  %13 = extractvalue { i8*, i32 } %12, 0, !dbg !475
  store i8* %13, i8** %4, align 4, !dbg !475
  %14 = extractvalue { i8*, i32 } %12, 1, !dbg !475
  store i32 %14, i32* %5, align 4, !dbg !475
  br label %15, !dbg !475

15:                                               ; preds = %11
  %16 = load i8*, i8** %4, align 4, !dbg !474
  %17 = call i8* @__cxa_begin_catch(i8* %16) #12, !dbg !474
  %18 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !476
  %19 = add nsw i32 %18, 1, !dbg !476
  store i32 %19, i32* @_ZL13rethrow_count, align 4, !dbg !476
  invoke void @__cxa_rethrow() #14
          to label %36 unwind label %20, !dbg !478

20:                                               ; preds = %15
  %21 = landingpad { i8*, i32 }
          cleanup, !dbg !479
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !479
  store i8* %22, i8** %4, align 4, !dbg !479
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !479
  store i32 %23, i32* %5, align 4, !dbg !479
  invoke void @__cxa_end_catch()
          to label %24 unwind label %33, !dbg !480

24:                                               ; preds = %20
  %25 = call noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !481
  br label %28, !dbg !481

26:                                               ; preds = %10
  %27 = call noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #12, !dbg !481
  ret void, !dbg !481

28:                                               ; preds = %24
  %29 = load i8*, i8** %4, align 4, !dbg !481
  %30 = load i32, i32* %5, align 4, !dbg !481
  %31 = insertvalue { i8*, i32 } undef, i8* %29, 0, !dbg !481
  %32 = insertvalue { i8*, i32 } %31, i32 %30, 1, !dbg !481
  resume { i8*, i32 } %32, !dbg !481

33:                                               ; preds = %20
  %34 = landingpad { i8*, i32 }
          catch i8* null, !dbg !480
  %35 = extractvalue { i8*, i32 } %34, 0, !dbg !480
  call void @__clang_call_terminate(i8* %35) #13, !dbg !480
  unreachable, !dbg !480

36:                                               ; preds = %15
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Holder* @_ZN6HolderC1Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #7 align 2 !dbg !482 {
  %3 = alloca %struct.Holder*, align 4
  %4 = alloca i32, align 4
  store %struct.Holder* %0, %struct.Holder** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Holder** %3, metadata !483, metadata !DIExpression()), !dbg !485
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !486, metadata !DIExpression()), !dbg !487
  %5 = load %struct.Holder*, %struct.Holder** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !488
  %7 = call noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6), !dbg !488
  ret %struct.Holder* %5, !dbg !489
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Holder* @_ZN6HolderD1Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 !dbg !490 {
  %2 = alloca %struct.Holder*, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Holder** %2, metadata !494, metadata !DIExpression()), !dbg !495
  %3 = load %struct.Holder*, %struct.Holder** %2, align 4
  %4 = call noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %3) #12, !dbg !496
  ret %struct.Holder* %3, !dbg !496
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #11

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #7 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !497 {
  %3 = alloca %struct.Holder*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Error*, align 4
  store %struct.Holder* %0, %struct.Holder** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Holder** %3, metadata !498, metadata !DIExpression()), !dbg !499
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !500, metadata !DIExpression()), !dbg !501
  %8 = load %struct.Holder*, %struct.Holder** %3, align 4
  %9 = getelementptr inbounds %struct.Holder, %struct.Holder* %8, i32 0, i32 0, !dbg !502
  %10 = load i32, i32* %4, align 4, !dbg !503
  %11 = invoke noundef %struct.Tracer* @_ZN6TracerC1Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %12 unwind label %17, !dbg !502

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Holder, %struct.Holder* %8, i32 0, i32 1, !dbg !504
  %14 = load i32, i32* %4, align 4, !dbg !505
  %15 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %14)
          to label %16 unwind label %21, !dbg !506

16:                                               ; preds = %12
  store i32 %15, i32* %13, align 4, !dbg !504
  call void @_ZL4notei(i32 noundef 777), !dbg !507
  br label %40, !dbg !509

17:                                               ; preds = %2
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !510
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !510
  store i8* %19, i8** %5, align 4, !dbg !510
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !510
  store i32 %20, i32* %6, align 4, !dbg !510
  br label %26, !dbg !510

21:                                               ; preds = %12
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !510
  %23 = extractvalue { i8*, i32 } %22, 0, !dbg !510
  store i8* %23, i8** %5, align 4, !dbg !510
  %24 = extractvalue { i8*, i32 } %22, 1, !dbg !510
  store i32 %24, i32* %6, align 4, !dbg !510
  %25 = call noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %9) #12, !dbg !509
  br label %26, !dbg !509

26:                                               ; preds = %21, %17
  %27 = load i32, i32* %6, align 4, !dbg !509
  %28 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #12, !dbg !509
  %29 = icmp eq i32 %27, %28, !dbg !509
  br i1 %29, label %30, label %41, !dbg !509

30:                                               ; preds = %26
  call void @llvm.dbg.declare(metadata %struct.Error** %7, metadata !511, metadata !DIExpression()), !dbg !512
  %31 = load i8*, i8** %5, align 4, !dbg !509
  %32 = call i8* @__cxa_begin_catch(i8* %31) #12, !dbg !509
  %33 = bitcast i8* %32 to %struct.Error*, !dbg !509
  store %struct.Error* %33, %struct.Error** %7, align 4, !dbg !509
  call void @_ZL4notei(i32 noundef 888), !dbg !513
  invoke void @__cxa_rethrow()
          to label %34 unwind label %35, !dbg !515

34:                                               ; preds = %30
  unreachable, !dbg !515

35:                                               ; preds = %30
  %36 = landingpad { i8*, i32 }
          cleanup, !dbg !510
  %37 = extractvalue { i8*, i32 } %36, 0, !dbg !510
  store i8* %37, i8** %5, align 4, !dbg !510
  %38 = extractvalue { i8*, i32 } %36, 1, !dbg !510
  store i32 %38, i32* %6, align 4, !dbg !510
  invoke void @__cxa_end_catch()
          to label %39 unwind label %46, !dbg !515

39:                                               ; preds = %35
  br label %41, !dbg !515

40:                                               ; preds = %16
  ret %struct.Holder* %8, !dbg !510

41:                                               ; preds = %39, %26
  %42 = load i8*, i8** %5, align 4, !dbg !509
  %43 = load i32, i32* %6, align 4, !dbg !509
  %44 = insertvalue { i8*, i32 } undef, i8* %42, 0, !dbg !509
  %45 = insertvalue { i8*, i32 } %44, i32 %43, 1, !dbg !509
  resume { i8*, i32 } %45, !dbg !509

46:                                               ; preds = %35
  %47 = landingpad { i8*, i32 }
          catch i8* null, !dbg !515
  %48 = extractvalue { i8*, i32 } %47, 0, !dbg !515
  call void @__clang_call_terminate(i8* %48) #13, !dbg !515
  unreachable, !dbg !515
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #2 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !516 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !517, metadata !DIExpression()), !dbg !518
  %5 = load i32, i32* %2, align 4, !dbg !519
  %6 = icmp slt i32 %5, 0, !dbg !521
  br i1 %6, label %7, label %19, !dbg !522

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 16) #12, !dbg !523
  %9 = bitcast i8* %8 to %struct.IoError*, !dbg !523
  %10 = load i32, i32* %2, align 4, !dbg !524
  %11 = load i32, i32* %2, align 4, !dbg !525
  %12 = sub nsw i32 0, %11, !dbg !526
  %13 = invoke noundef %struct.IoError* @_ZN7IoErrorC1Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %9, i32 noundef %10, i32 noundef %12)
          to label %14 unwind label %15, !dbg !527

14:                                               ; preds = %7
  call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD1Ev to i8*)) #14, !dbg !523
  unreachable, !dbg !523

15:                                               ; preds = %7
  %16 = landingpad { i8*, i32 }
          cleanup, !dbg !528
  %17 = extractvalue { i8*, i32 } %16, 0, !dbg !528
  store i8* %17, i8** %3, align 4, !dbg !528
  %18 = extractvalue { i8*, i32 } %16, 1, !dbg !528
  store i32 %18, i32* %4, align 4, !dbg !528
  call void @__cxa_free_exception(i8* %8) #12, !dbg !523
  br label %22, !dbg !523

19:                                               ; preds = %1
  %20 = load i32, i32* %2, align 4, !dbg !529
  %21 = mul nsw i32 %20, 2, !dbg !530
  ret i32 %21, !dbg !531

22:                                               ; preds = %15
  %23 = load i8*, i8** %3, align 4, !dbg !523
  %24 = load i32, i32* %4, align 4, !dbg !523
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !523
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !523
  resume { i8*, i32 } %26, !dbg !523
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 !dbg !532 {
  %2 = alloca %struct.Holder*, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Holder** %2, metadata !533, metadata !DIExpression()), !dbg !534
  %3 = load %struct.Holder*, %struct.Holder** %2, align 4
  %4 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0, !dbg !535
  %5 = call noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %4) #12, !dbg !535
  ret %struct.Holder* %3, !dbg !537
}

attributes #0 = { mustprogress noinline norecurse optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { cold noreturn nounwind }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", linkageName: "_ZL6g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !21, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus")
!4 = !{!5, !6}
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
!21 = !{!0, !22, !24, !26}
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "rethrow_count", linkageName: "_ZL13rethrow_count", scope: !2, file: !3, line: 77, type: !5, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "g_nlog", linkageName: "_ZL6g_nlog", scope: !2, file: !3, line: 12, type: !5, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "g_log", linkageName: "_ZL5g_log", scope: !2, file: !3, line: 11, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2048, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 64)
!31 = !{i32 7, !"Dwarf Version", i32 2}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 1, !"min_enum_size", i32 4}
!35 = !{i32 1, !"branch-target-enforcement", i32 0}
!36 = !{i32 1, !"sign-return-address", i32 0}
!37 = !{i32 1, !"sign-return-address-all", i32 0}
!38 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!39 = !{i32 7, !"PIC Level", i32 2}
!40 = !{i32 7, !"frame-pointer", i32 2}
!41 = !{!"Debian clang version 14.0.6"}
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !43, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!5}
!45 = !{}
!46 = !DILocalVariable(name: "total", scope: !42, file: !3, line: 135, type: !5)
!47 = !DILocation(line: 135, column: 7, scope: !42)
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 136, type: !5)
!49 = distinct !DILexicalBlock(scope: !42, file: !3, line: 136, column: 3)
!50 = !DILocation(line: 136, column: 12, scope: !49)
!51 = !DILocation(line: 136, column: 8, scope: !49)
!52 = !DILocation(line: 136, column: 19, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !3, line: 136, column: 3)
!54 = !DILocation(line: 136, column: 21, scope: !53)
!55 = !DILocation(line: 136, column: 3, scope: !49)
!56 = !DILocalVariable(name: "c", scope: !57, file: !3, line: 137, type: !5)
!57 = distinct !DILexicalBlock(scope: !53, file: !3, line: 136, column: 32)
!58 = !DILocation(line: 137, column: 9, scope: !57)
!59 = !DILocation(line: 137, column: 22, scope: !57)
!60 = !DILocation(line: 137, column: 13, scope: !57)
!61 = !DILocation(line: 138, column: 44, scope: !57)
!62 = !DILocation(line: 138, column: 47, scope: !57)
!63 = !DILocation(line: 138, column: 50, scope: !57)
!64 = !DILocation(line: 138, column: 5, scope: !57)
!65 = !DILocation(line: 139, column: 14, scope: !57)
!66 = !DILocation(line: 139, column: 11, scope: !57)
!67 = !DILocation(line: 140, column: 3, scope: !57)
!68 = !DILocation(line: 136, column: 27, scope: !53)
!69 = !DILocation(line: 136, column: 3, scope: !53)
!70 = distinct !{!70, !55, !71, !72}
!71 = !DILocation(line: 140, column: 3, scope: !49)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 141, column: 29, scope: !42)
!74 = !DILocation(line: 141, column: 40, scope: !42)
!75 = !DILocation(line: 141, column: 3, scope: !42)
!76 = !DILocation(line: 142, column: 28, scope: !42)
!77 = !DILocation(line: 142, column: 3, scope: !42)
!78 = !DILocation(line: 143, column: 30, scope: !42)
!79 = !DILocation(line: 143, column: 42, scope: !42)
!80 = !DILocation(line: 143, column: 3, scope: !42)
!81 = !DILocalVariable(name: "nt", scope: !42, file: !3, line: 144, type: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !83, identifier: "_ZTS7NoThrow")
!83 = !{!84}
!84 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !82, file: !3, line: 131, type: !85, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!85 = !DISubroutineType(types: !86)
!86 = !{!5, !87, !5}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!88 = !DILocation(line: 144, column: 11, scope: !42)
!89 = !DILocation(line: 145, column: 15, scope: !42)
!90 = !DILocation(line: 145, column: 9, scope: !42)
!91 = !DILocation(line: 146, column: 3, scope: !42)
!92 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 147, type: !5)
!93 = distinct !DILexicalBlock(scope: !42, file: !3, line: 147, column: 3)
!94 = !DILocation(line: 147, column: 12, scope: !93)
!95 = !DILocation(line: 147, column: 8, scope: !93)
!96 = !DILocation(line: 147, column: 19, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !3, line: 147, column: 3)
!98 = !DILocation(line: 147, column: 23, scope: !97)
!99 = !DILocation(line: 147, column: 21, scope: !97)
!100 = !DILocation(line: 147, column: 3, scope: !93)
!101 = !DILocation(line: 148, column: 25, scope: !97)
!102 = !DILocation(line: 148, column: 19, scope: !97)
!103 = !DILocation(line: 148, column: 5, scope: !97)
!104 = !DILocation(line: 147, column: 31, scope: !97)
!105 = !DILocation(line: 147, column: 3, scope: !97)
!106 = distinct !{!106, !100, !107, !72}
!107 = !DILocation(line: 148, column: 27, scope: !93)
!108 = !DILocation(line: 149, column: 34, scope: !42)
!109 = !DILocation(line: 149, column: 41, scope: !42)
!110 = !DILocation(line: 149, column: 3, scope: !42)
!111 = !DILocation(line: 150, column: 8, scope: !42)
!112 = !DILocation(line: 150, column: 15, scope: !42)
!113 = !DILocation(line: 150, column: 3, scope: !42)
!114 = !DILocation(line: 151, column: 3, scope: !42)
!115 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !116, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!116 = !DISubroutineType(types: !117)
!117 = !{!5, !5}
!118 = !DILocalVariable(name: "how", arg: 1, scope: !115, file: !3, line: 54, type: !5)
!119 = !DILocation(line: 54, column: 25, scope: !115)
!120 = !DILocation(line: 56, column: 13, scope: !121)
!121 = distinct !DILexicalBlock(scope: !115, file: !3, line: 55, column: 7)
!122 = !DILocation(line: 56, column: 5, scope: !121)
!123 = !DILocation(line: 57, column: 3, scope: !121)
!124 = !DILocation(line: 75, column: 1, scope: !121)
!125 = !DILocalVariable(name: "v", scope: !115, file: !3, line: 57, type: !5)
!126 = !DILocation(line: 57, column: 16, scope: !115)
!127 = !DILocation(line: 61, column: 3, scope: !128)
!128 = distinct !DILexicalBlock(scope: !115, file: !3, line: 59, column: 22)
!129 = !DILocation(line: 58, column: 18, scope: !130)
!130 = distinct !DILexicalBlock(scope: !115, file: !3, line: 57, column: 19)
!131 = !DILocation(line: 58, column: 16, scope: !130)
!132 = !DILocation(line: 58, column: 5, scope: !130)
!133 = !DILocation(line: 59, column: 3, scope: !130)
!134 = !DILocalVariable(name: "d", scope: !115, file: !3, line: 59, type: !135)
!135 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!136 = !DILocation(line: 59, column: 19, scope: !115)
!137 = !DILocation(line: 63, column: 3, scope: !138)
!138 = distinct !DILexicalBlock(scope: !115, file: !3, line: 61, column: 30)
!139 = !DILocation(line: 60, column: 24, scope: !128)
!140 = !DILocation(line: 60, column: 26, scope: !128)
!141 = !DILocation(line: 60, column: 23, scope: !128)
!142 = !DILocation(line: 60, column: 16, scope: !128)
!143 = !DILocation(line: 60, column: 5, scope: !128)
!144 = !DILocalVariable(name: "e", scope: !115, file: !3, line: 61, type: !145)
!145 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !146, size: 32)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !147)
!147 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !148, vtableHolder: !150, identifier: "_ZTS7IoError")
!148 = !{!149, !172, !173, !177}
!149 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !147, baseType: !150, extraData: i32 0)
!150 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 26, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !151, vtableHolder: !150, identifier: "_ZTS5Error")
!151 = !{!152, !155, !156, !160, !164, !167}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !153, size: 32, flags: DIFlagArtificial)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 32)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !43, size: 32)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !150, file: !3, line: 27, baseType: !5, size: 32, offset: 32)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !150, file: !3, line: 28, baseType: !157, size: 32, offset: 64)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 32)
!158 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !159)
!159 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!160 = !DISubprogram(name: "Error", scope: !150, file: !3, line: 29, type: !161, scopeLine: 29, flags: DIFlagPrototyped, spFlags: 0)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !163, !5, !157}
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!164 = !DISubprogram(name: "~Error", scope: !150, file: !3, line: 30, type: !165, scopeLine: 30, containingType: !150, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !163}
!167 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !150, file: !3, line: 31, type: !168, scopeLine: 31, containingType: !150, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!168 = !DISubroutineType(types: !169)
!169 = !{!5, !170}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !150)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !147, file: !3, line: 35, baseType: !5, size: 32, offset: 96)
!173 = !DISubprogram(name: "IoError", scope: !147, file: !3, line: 36, type: !174, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !176, !5, !5}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!177 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !147, file: !3, line: 37, type: !178, scopeLine: 37, containingType: !147, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!178 = !DISubroutineType(types: !179)
!179 = !{!5, !180}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!181 = !DILocation(line: 61, column: 27, scope: !115)
!182 = !DILocation(line: 65, column: 3, scope: !183)
!183 = distinct !DILexicalBlock(scope: !115, file: !3, line: 63, column: 22)
!184 = !DILocation(line: 62, column: 18, scope: !138)
!185 = !DILocation(line: 62, column: 20, scope: !138)
!186 = !DILocation(line: 62, column: 25, scope: !138)
!187 = !DILocation(line: 62, column: 16, scope: !138)
!188 = !DILocation(line: 62, column: 32, scope: !138)
!189 = !DILocation(line: 62, column: 34, scope: !138)
!190 = !DILocation(line: 62, column: 30, scope: !138)
!191 = !DILocation(line: 62, column: 5, scope: !138)
!192 = !DILocalVariable(name: "e", scope: !115, file: !3, line: 63, type: !193)
!193 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !150, size: 32)
!194 = !DILocation(line: 63, column: 19, scope: !115)
!195 = !DILocation(line: 69, column: 3, scope: !196)
!196 = distinct !DILexicalBlock(scope: !115, file: !3, line: 65, column: 22)
!197 = !DILocation(line: 64, column: 18, scope: !183)
!198 = !DILocation(line: 64, column: 20, scope: !183)
!199 = !DILocation(line: 64, column: 16, scope: !183)
!200 = !DILocation(line: 64, column: 27, scope: !183)
!201 = !DILocation(line: 64, column: 29, scope: !183)
!202 = !DILocation(line: 64, column: 25, scope: !183)
!203 = !DILocation(line: 64, column: 5, scope: !183)
!204 = !DILocalVariable(name: "p", scope: !115, file: !3, line: 65, type: !205)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 32)
!206 = !DILocation(line: 65, column: 19, scope: !115)
!207 = !DILocation(line: 71, column: 3, scope: !208)
!208 = distinct !DILexicalBlock(scope: !115, file: !3, line: 69, column: 27)
!209 = !DILocalVariable(name: "r", scope: !196, file: !3, line: 66, type: !5)
!210 = !DILocation(line: 66, column: 9, scope: !196)
!211 = !DILocation(line: 66, column: 19, scope: !196)
!212 = !DILocation(line: 66, column: 22, scope: !196)
!213 = !DILocation(line: 66, column: 17, scope: !196)
!214 = !DILocation(line: 67, column: 12, scope: !196)
!215 = !DILocation(line: 67, column: 5, scope: !196)
!216 = !DILocation(line: 68, column: 12, scope: !196)
!217 = !DILocation(line: 68, column: 5, scope: !196)
!218 = !DILocalVariable(name: "s", scope: !115, file: !3, line: 69, type: !157)
!219 = !DILocation(line: 69, column: 24, scope: !115)
!220 = !DILocation(line: 73, column: 3, scope: !221)
!221 = distinct !DILexicalBlock(scope: !115, file: !3, line: 71, column: 17)
!222 = !DILocation(line: 70, column: 19, scope: !208)
!223 = !DILocation(line: 70, column: 24, scope: !208)
!224 = !DILocation(line: 70, column: 18, scope: !208)
!225 = !DILocation(line: 70, column: 16, scope: !208)
!226 = !DILocation(line: 70, column: 5, scope: !208)
!227 = !DILocation(line: 72, column: 5, scope: !221)
!228 = !DILocation(line: 75, column: 1, scope: !183)
!229 = !DILocation(line: 74, column: 3, scope: !115)
!230 = !DILocation(line: 75, column: 1, scope: !115)
!231 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !116, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!232 = !DILocalVariable(name: "how", arg: 1, scope: !231, file: !3, line: 89, type: !5)
!233 = !DILocation(line: 89, column: 23, scope: !231)
!234 = !DILocalVariable(name: "r", scope: !231, file: !3, line: 90, type: !5)
!235 = !DILocation(line: 90, column: 7, scope: !231)
!236 = !DILocation(line: 93, column: 14, scope: !237)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 92, column: 9)
!238 = distinct !DILexicalBlock(scope: !231, file: !3, line: 91, column: 7)
!239 = !DILocation(line: 93, column: 7, scope: !237)
!240 = !DILocation(line: 94, column: 5, scope: !237)
!241 = !DILocation(line: 104, column: 1, scope: !237)
!242 = !DILocalVariable(name: "v", scope: !238, file: !3, line: 94, type: !5)
!243 = !DILocation(line: 94, column: 18, scope: !238)
!244 = !DILocation(line: 95, column: 12, scope: !245)
!245 = distinct !DILexicalBlock(scope: !238, file: !3, line: 94, column: 21)
!246 = !DILocation(line: 95, column: 9, scope: !245)
!247 = !DILocation(line: 96, column: 7, scope: !245)
!248 = !DILocation(line: 96, column: 19, scope: !245)
!249 = !DILocation(line: 96, column: 21, scope: !245)
!250 = !DILocation(line: 96, column: 13, scope: !245)
!251 = !DILocation(line: 104, column: 1, scope: !245)
!252 = !DILocation(line: 97, column: 5, scope: !245)
!253 = !DILocation(line: 98, column: 3, scope: !238)
!254 = !DILocalVariable(name: "e", scope: !231, file: !3, line: 98, type: !193)
!255 = !DILocation(line: 98, column: 19, scope: !231)
!256 = !DILocation(line: 102, column: 3, scope: !257)
!257 = distinct !DILexicalBlock(scope: !231, file: !3, line: 100, column: 17)
!258 = !DILocation(line: 99, column: 10, scope: !259)
!259 = distinct !DILexicalBlock(scope: !231, file: !3, line: 98, column: 22)
!260 = !DILocation(line: 99, column: 12, scope: !259)
!261 = !DILocation(line: 99, column: 17, scope: !259)
!262 = !DILocation(line: 99, column: 7, scope: !259)
!263 = !DILocation(line: 100, column: 3, scope: !259)
!264 = !DILocation(line: 103, column: 10, scope: !231)
!265 = !DILocation(line: 103, column: 3, scope: !231)
!266 = !DILocation(line: 101, column: 7, scope: !257)
!267 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !116, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!268 = !DILocalVariable(name: "x", arg: 1, scope: !267, file: !3, line: 123, type: !5)
!269 = !DILocation(line: 123, column: 24, scope: !267)
!270 = !DILocalVariable(name: "h", scope: !271, file: !3, line: 124, type: !272)
!271 = distinct !DILexicalBlock(scope: !267, file: !3, line: 123, column: 31)
!272 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !3, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !273, identifier: "_ZTS6Holder")
!273 = !{!274, !275, !276, !277}
!274 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !272, file: !3, line: 109, baseType: !6, size: 32)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !272, file: !3, line: 110, baseType: !5, size: 32, offset: 32)
!276 = !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !272, file: !3, line: 111, type: !116, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!277 = !DISubprogram(name: "Holder", scope: !272, file: !3, line: 115, type: !278, scopeLine: 115, flags: DIFlagPrototyped, spFlags: 0)
!278 = !DISubroutineType(types: !279)
!279 = !{null, !280, !5}
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!281 = !DILocation(line: 124, column: 10, scope: !271)
!282 = !DILocation(line: 124, column: 12, scope: !271)
!283 = !DILocation(line: 125, column: 12, scope: !271)
!284 = !DILocation(line: 125, column: 3, scope: !271)
!285 = !DILocation(line: 126, column: 1, scope: !267)
!286 = !DILocation(line: 128, column: 1, scope: !271)
!287 = !DILocation(line: 126, column: 1, scope: !271)
!288 = !DILocalVariable(name: "e", scope: !267, file: !3, line: 126, type: !145)
!289 = !DILocation(line: 126, column: 25, scope: !267)
!290 = !DILocation(line: 127, column: 18, scope: !291)
!291 = distinct !DILexicalBlock(scope: !267, file: !3, line: 126, column: 28)
!292 = !DILocation(line: 127, column: 20, scope: !291)
!293 = !DILocation(line: 127, column: 16, scope: !291)
!294 = !DILocation(line: 127, column: 3, scope: !291)
!295 = !DILocation(line: 128, column: 1, scope: !291)
!296 = !DILocation(line: 128, column: 1, scope: !267)
!297 = distinct !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !82, file: !3, line: 131, type: !85, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !84, retainedNodes: !45)
!298 = !DILocalVariable(name: "this", arg: 1, scope: !297, type: !299, flags: DIFlagArtificial | DIFlagObjectPointer)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32)
!300 = !DILocation(line: 0, scope: !297)
!301 = !DILocalVariable(name: "x", arg: 2, scope: !297, file: !3, line: 131, type: !5)
!302 = !DILocation(line: 131, column: 13, scope: !297)
!303 = !DILocation(line: 131, column: 34, scope: !297)
!304 = !DILocation(line: 131, column: 36, scope: !297)
!305 = !DILocation(line: 131, column: 27, scope: !297)
!306 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !307, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!307 = !DISubroutineType(types: !308)
!308 = !{null, !5}
!309 = !DILocalVariable(name: "how", arg: 1, scope: !306, file: !3, line: 40, type: !5)
!310 = !DILocation(line: 40, column: 51, scope: !306)
!311 = !DILocalVariable(name: "t", scope: !306, file: !3, line: 41, type: !6)
!312 = !DILocation(line: 41, column: 10, scope: !306)
!313 = !DILocation(line: 41, column: 12, scope: !306)
!314 = !DILocation(line: 42, column: 11, scope: !306)
!315 = !DILocation(line: 42, column: 3, scope: !306)
!316 = !DILocation(line: 43, column: 11, scope: !317)
!317 = distinct !DILexicalBlock(scope: !306, file: !3, line: 42, column: 16)
!318 = !DILocation(line: 52, column: 1, scope: !317)
!319 = !DILocation(line: 44, column: 11, scope: !317)
!320 = !DILocation(line: 45, column: 11, scope: !317)
!321 = !DILocation(line: 45, column: 17, scope: !317)
!322 = !DILocation(line: 46, column: 11, scope: !317)
!323 = !DILocation(line: 46, column: 17, scope: !317)
!324 = !DILocation(line: 47, column: 11, scope: !317)
!325 = !DILocation(line: 47, column: 17, scope: !317)
!326 = !DILocation(line: 47, column: 21, scope: !317)
!327 = !DILocation(line: 48, column: 11, scope: !317)
!328 = !DILocation(line: 49, column: 11, scope: !317)
!329 = !DILocation(line: 49, column: 17, scope: !317)
!330 = !DILocation(line: 50, column: 12, scope: !317)
!331 = !DILocation(line: 52, column: 1, scope: !306)
!332 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC1Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !9, retainedNodes: !45)
!333 = !DILocalVariable(name: "this", arg: 1, scope: !332, type: !334, flags: DIFlagArtificial | DIFlagObjectPointer)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!335 = !DILocation(line: 0, scope: !332)
!336 = !DILocalVariable(name: "i", arg: 2, scope: !332, file: !3, line: 21, type: !5)
!337 = !DILocation(line: 21, column: 23, scope: !332)
!338 = !DILocation(line: 21, column: 34, scope: !332)
!339 = !DILocation(line: 21, column: 56, scope: !332)
!340 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC1EiPKc", scope: !150, file: !3, line: 29, type: !161, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !160, retainedNodes: !45)
!341 = !DILocalVariable(name: "this", arg: 1, scope: !340, type: !205, flags: DIFlagArtificial | DIFlagObjectPointer)
!342 = !DILocation(line: 0, scope: !340)
!343 = !DILocalVariable(name: "c", arg: 2, scope: !340, file: !3, line: 29, type: !5)
!344 = !DILocation(line: 29, column: 13, scope: !340)
!345 = !DILocalVariable(name: "w", arg: 3, scope: !340, file: !3, line: 29, type: !157)
!346 = !DILocation(line: 29, column: 28, scope: !340)
!347 = !DILocation(line: 29, column: 50, scope: !340)
!348 = !DILocation(line: 29, column: 51, scope: !340)
!349 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD1Ev", scope: !150, file: !3, line: 30, type: !165, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !164, retainedNodes: !45)
!350 = !DILocalVariable(name: "this", arg: 1, scope: !349, type: !205, flags: DIFlagArtificial | DIFlagObjectPointer)
!351 = !DILocation(line: 0, scope: !349)
!352 = !DILocation(line: 30, column: 20, scope: !349)
!353 = !DILocation(line: 30, column: 21, scope: !349)
!354 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC1Eii", scope: !147, file: !3, line: 36, type: !174, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !173, retainedNodes: !45)
!355 = !DILocalVariable(name: "this", arg: 1, scope: !354, type: !356, flags: DIFlagArtificial | DIFlagObjectPointer)
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 32)
!357 = !DILocation(line: 0, scope: !354)
!358 = !DILocalVariable(name: "c", arg: 2, scope: !354, file: !3, line: 36, type: !5)
!359 = !DILocation(line: 36, column: 15, scope: !354)
!360 = !DILocalVariable(name: "f", arg: 3, scope: !354, file: !3, line: 36, type: !5)
!361 = !DILocation(line: 36, column: 22, scope: !354)
!362 = !DILocation(line: 36, column: 49, scope: !354)
!363 = !DILocation(line: 36, column: 50, scope: !354)
!364 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD1Ev", scope: !147, file: !3, line: 34, type: !365, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !367, retainedNodes: !45)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !176}
!367 = !DISubprogram(name: "~IoError", scope: !147, type: !365, containingType: !147, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!368 = !DILocalVariable(name: "this", arg: 1, scope: !364, type: !356, flags: DIFlagArtificial | DIFlagObjectPointer)
!369 = !DILocation(line: 0, scope: !364)
!370 = !DILocation(line: 34, column: 8, scope: !364)
!371 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD1Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !18, retainedNodes: !45)
!372 = !DILocalVariable(name: "this", arg: 1, scope: !371, type: !334, flags: DIFlagArtificial | DIFlagObjectPointer)
!373 = !DILocation(line: 0, scope: !371)
!374 = !DILocation(line: 23, column: 13, scope: !371)
!375 = !DILocation(line: 23, column: 36, scope: !371)
!376 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !9, retainedNodes: !45)
!377 = !DILocalVariable(name: "this", arg: 1, scope: !376, type: !334, flags: DIFlagArtificial | DIFlagObjectPointer)
!378 = !DILocation(line: 0, scope: !376)
!379 = !DILocalVariable(name: "i", arg: 2, scope: !376, file: !3, line: 21, type: !5)
!380 = !DILocation(line: 21, column: 23, scope: !376)
!381 = !DILocation(line: 21, column: 28, scope: !376)
!382 = !DILocation(line: 21, column: 31, scope: !376)
!383 = !DILocation(line: 21, column: 36, scope: !384)
!384 = distinct !DILexicalBlock(scope: !376, file: !3, line: 21, column: 34)
!385 = !DILocation(line: 21, column: 51, scope: !384)
!386 = !DILocation(line: 21, column: 46, scope: !384)
!387 = !DILocation(line: 21, column: 56, scope: !376)
!388 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !307, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!389 = !DILocalVariable(name: "v", arg: 1, scope: !388, file: !3, line: 14, type: !5)
!390 = !DILocation(line: 14, column: 22, scope: !388)
!391 = !DILocation(line: 15, column: 7, scope: !392)
!392 = distinct !DILexicalBlock(scope: !388, file: !3, line: 15, column: 7)
!393 = !DILocation(line: 15, column: 14, scope: !392)
!394 = !DILocation(line: 15, column: 7, scope: !388)
!395 = !DILocation(line: 16, column: 23, scope: !392)
!396 = !DILocation(line: 16, column: 17, scope: !392)
!397 = !DILocation(line: 16, column: 5, scope: !392)
!398 = !DILocation(line: 16, column: 21, scope: !392)
!399 = !DILocation(line: 17, column: 1, scope: !388)
!400 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !150, file: !3, line: 29, type: !161, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !160, retainedNodes: !45)
!401 = !DILocalVariable(name: "this", arg: 1, scope: !400, type: !205, flags: DIFlagArtificial | DIFlagObjectPointer)
!402 = !DILocation(line: 0, scope: !400)
!403 = !DILocalVariable(name: "c", arg: 2, scope: !400, file: !3, line: 29, type: !5)
!404 = !DILocation(line: 29, column: 13, scope: !400)
!405 = !DILocalVariable(name: "w", arg: 3, scope: !400, file: !3, line: 29, type: !157)
!406 = !DILocation(line: 29, column: 28, scope: !400)
!407 = !DILocation(line: 29, column: 50, scope: !400)
!408 = !DILocation(line: 29, column: 33, scope: !400)
!409 = !DILocation(line: 29, column: 38, scope: !400)
!410 = !DILocation(line: 29, column: 42, scope: !400)
!411 = !DILocation(line: 29, column: 47, scope: !400)
!412 = !DILocation(line: 29, column: 51, scope: !400)
!413 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !150, file: !3, line: 30, type: !165, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !164, retainedNodes: !45)
!414 = !DILocalVariable(name: "this", arg: 1, scope: !413, type: !205, flags: DIFlagArtificial | DIFlagObjectPointer)
!415 = !DILocation(line: 0, scope: !413)
!416 = !DILocation(line: 30, column: 20, scope: !413)
!417 = !DILocation(line: 30, column: 21, scope: !413)
!418 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !150, file: !3, line: 31, type: !168, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !167, retainedNodes: !45)
!419 = !DILocalVariable(name: "this", arg: 1, scope: !418, type: !420, flags: DIFlagArtificial | DIFlagObjectPointer)
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 32)
!421 = !DILocation(line: 0, scope: !418)
!422 = !DILocation(line: 31, column: 30, scope: !418)
!423 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !150, file: !3, line: 30, type: !165, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !164, retainedNodes: !45)
!424 = !DILocalVariable(name: "this", arg: 1, scope: !423, type: !205, flags: DIFlagArtificial | DIFlagObjectPointer)
!425 = !DILocation(line: 0, scope: !423)
!426 = !DILocation(line: 30, column: 21, scope: !423)
!427 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !147, file: !3, line: 36, type: !174, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !173, retainedNodes: !45)
!428 = !DILocalVariable(name: "this", arg: 1, scope: !427, type: !356, flags: DIFlagArtificial | DIFlagObjectPointer)
!429 = !DILocation(line: 0, scope: !427)
!430 = !DILocalVariable(name: "c", arg: 2, scope: !427, file: !3, line: 36, type: !5)
!431 = !DILocation(line: 36, column: 15, scope: !427)
!432 = !DILocalVariable(name: "f", arg: 3, scope: !427, file: !3, line: 36, type: !5)
!433 = !DILocation(line: 36, column: 22, scope: !427)
!434 = !DILocation(line: 36, column: 49, scope: !427)
!435 = !DILocation(line: 36, column: 33, scope: !427)
!436 = !DILocation(line: 36, column: 27, scope: !427)
!437 = !DILocation(line: 36, column: 43, scope: !427)
!438 = !DILocation(line: 36, column: 46, scope: !427)
!439 = !DILocation(line: 36, column: 50, scope: !427)
!440 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !147, file: !3, line: 34, type: !365, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !367, retainedNodes: !45)
!441 = !DILocalVariable(name: "this", arg: 1, scope: !440, type: !356, flags: DIFlagArtificial | DIFlagObjectPointer)
!442 = !DILocation(line: 0, scope: !440)
!443 = !DILocation(line: 34, column: 8, scope: !440)
!444 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !147, file: !3, line: 37, type: !178, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !177, retainedNodes: !45)
!445 = !DILocalVariable(name: "this", arg: 1, scope: !444, type: !446, flags: DIFlagArtificial | DIFlagObjectPointer)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 32)
!447 = !DILocation(line: 0, scope: !444)
!448 = !DILocation(line: 37, column: 31, scope: !444)
!449 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD2Ev", scope: !147, file: !3, line: 34, type: !365, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !367, retainedNodes: !45)
!450 = !DILocalVariable(name: "this", arg: 1, scope: !449, type: !356, flags: DIFlagArtificial | DIFlagObjectPointer)
!451 = !DILocation(line: 0, scope: !449)
!452 = !DILocation(line: 34, column: 8, scope: !453)
!453 = distinct !DILexicalBlock(scope: !449, file: !3, line: 34, column: 8)
!454 = !DILocation(line: 34, column: 8, scope: !449)
!455 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !18, retainedNodes: !45)
!456 = !DILocalVariable(name: "this", arg: 1, scope: !455, type: !334, flags: DIFlagArtificial | DIFlagObjectPointer)
!457 = !DILocation(line: 0, scope: !455)
!458 = !DILocation(line: 23, column: 15, scope: !459)
!459 = distinct !DILexicalBlock(scope: !455, file: !3, line: 23, column: 13)
!460 = !DILocation(line: 23, column: 31, scope: !459)
!461 = !DILocation(line: 23, column: 30, scope: !459)
!462 = !DILocation(line: 23, column: 25, scope: !459)
!463 = !DILocation(line: 23, column: 36, scope: !455)
!464 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !307, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!465 = !DILocalVariable(name: "how", arg: 1, scope: !464, file: !3, line: 79, type: !5)
!466 = !DILocation(line: 79, column: 24, scope: !464)
!467 = !DILocalVariable(name: "t", scope: !464, file: !3, line: 80, type: !6)
!468 = !DILocation(line: 80, column: 10, scope: !464)
!469 = !DILocation(line: 80, column: 17, scope: !464)
!470 = !DILocation(line: 80, column: 15, scope: !464)
!471 = !DILocation(line: 82, column: 13, scope: !472)
!472 = distinct !DILexicalBlock(scope: !464, file: !3, line: 81, column: 7)
!473 = !DILocation(line: 82, column: 5, scope: !472)
!474 = !DILocation(line: 83, column: 3, scope: !472)
!475 = !DILocation(line: 87, column: 1, scope: !472)
!476 = !DILocation(line: 84, column: 5, scope: !477)
!477 = distinct !DILexicalBlock(scope: !464, file: !3, line: 83, column: 17)
!478 = !DILocation(line: 85, column: 5, scope: !477)
!479 = !DILocation(line: 87, column: 1, scope: !477)
!480 = !DILocation(line: 86, column: 3, scope: !477)
!481 = !DILocation(line: 87, column: 1, scope: !464)
!482 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC1Ei", scope: !272, file: !3, line: 115, type: !278, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !277, retainedNodes: !45)
!483 = !DILocalVariable(name: "this", arg: 1, scope: !482, type: !484, flags: DIFlagArtificial | DIFlagObjectPointer)
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 32)
!485 = !DILocation(line: 0, scope: !482)
!486 = !DILocalVariable(name: "x", arg: 2, scope: !482, file: !3, line: 115, type: !5)
!487 = !DILocation(line: 115, column: 14, scope: !482)
!488 = !DILocation(line: 115, column: 17, scope: !482)
!489 = !DILocation(line: 119, column: 3, scope: !482)
!490 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD1Ev", scope: !272, file: !3, line: 108, type: !491, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !493, retainedNodes: !45)
!491 = !DISubroutineType(types: !492)
!492 = !{null, !280}
!493 = !DISubprogram(name: "~Holder", scope: !272, type: !491, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!494 = !DILocalVariable(name: "this", arg: 1, scope: !490, type: !484, flags: DIFlagArtificial | DIFlagObjectPointer)
!495 = !DILocation(line: 0, scope: !490)
!496 = !DILocation(line: 108, column: 8, scope: !490)
!497 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !272, file: !3, line: 115, type: !278, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !277, retainedNodes: !45)
!498 = !DILocalVariable(name: "this", arg: 1, scope: !497, type: !484, flags: DIFlagArtificial | DIFlagObjectPointer)
!499 = !DILocation(line: 0, scope: !497)
!500 = !DILocalVariable(name: "x", arg: 2, scope: !497, file: !3, line: 115, type: !5)
!501 = !DILocation(line: 115, column: 14, scope: !497)
!502 = !DILocation(line: 115, column: 23, scope: !497)
!503 = !DILocation(line: 115, column: 25, scope: !497)
!504 = !DILocation(line: 115, column: 29, scope: !497)
!505 = !DILocation(line: 115, column: 37, scope: !497)
!506 = !DILocation(line: 115, column: 31, scope: !497)
!507 = !DILocation(line: 116, column: 5, scope: !508)
!508 = distinct !DILexicalBlock(scope: !497, file: !3, line: 115, column: 41)
!509 = !DILocation(line: 117, column: 3, scope: !508)
!510 = !DILocation(line: 119, column: 3, scope: !497)
!511 = !DILocalVariable(name: "e", scope: !497, file: !3, line: 117, type: !193)
!512 = !DILocation(line: 117, column: 19, scope: !497)
!513 = !DILocation(line: 118, column: 5, scope: !514)
!514 = distinct !DILexicalBlock(scope: !497, file: !3, line: 117, column: 22)
!515 = !DILocation(line: 119, column: 3, scope: !514)
!516 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !272, file: !3, line: 111, type: !116, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !276, retainedNodes: !45)
!517 = !DILocalVariable(name: "x", arg: 1, scope: !516, file: !3, line: 111, type: !5)
!518 = !DILocation(line: 111, column: 24, scope: !516)
!519 = !DILocation(line: 112, column: 9, scope: !520)
!520 = distinct !DILexicalBlock(scope: !516, file: !3, line: 112, column: 9)
!521 = !DILocation(line: 112, column: 11, scope: !520)
!522 = !DILocation(line: 112, column: 9, scope: !516)
!523 = !DILocation(line: 112, column: 16, scope: !520)
!524 = !DILocation(line: 112, column: 30, scope: !520)
!525 = !DILocation(line: 112, column: 34, scope: !520)
!526 = !DILocation(line: 112, column: 33, scope: !520)
!527 = !DILocation(line: 112, column: 22, scope: !520)
!528 = !DILocation(line: 114, column: 3, scope: !520)
!529 = !DILocation(line: 113, column: 12, scope: !516)
!530 = !DILocation(line: 113, column: 14, scope: !516)
!531 = !DILocation(line: 113, column: 5, scope: !516)
!532 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !272, file: !3, line: 108, type: !491, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !493, retainedNodes: !45)
!533 = !DILocalVariable(name: "this", arg: 1, scope: !532, type: !484, flags: DIFlagArtificial | DIFlagObjectPointer)
!534 = !DILocation(line: 0, scope: !532)
!535 = !DILocation(line: 108, column: 8, scope: !536)
!536 = distinct !DILexicalBlock(scope: !532, file: !3, line: 108, column: 8)
!537 = !DILocation(line: 108, column: 8, scope: !532)
