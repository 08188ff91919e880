; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.NoThrow = type { i8 }
%struct.Error = type { i32 (...)**, i32, i8* }
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
@_ZTS7IoError = linkonce_odr hidden constant [9 x i8] c"7IoError\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Error = linkonce_odr hidden constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, comdat, align 4
@_ZTI7IoError = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7IoError, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP5Error = linkonce_odr hidden constant [8 x i8] c"P5Error\00", comdat, align 1
@_ZTIP5Error = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSP5Error, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*) }, comdat, align 4
@_ZTIPKc = external constant i8*
@.str.9 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"c-string\00", align 1
@_ZTS6Tracer = linkonce_odr hidden constant [8 x i8] c"6Tracer\00", comdat, align 1
@_ZTI6Tracer = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Tracer, i32 0, i32 0) }, comdat, align 4
@_ZTV5Error = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*), i8* bitcast (i32 (%struct.Error*)* @_ZNK5Error4kindEv to i8*)] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 !dbg !83 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.NoThrow, align 1
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !85, metadata !DIExpression()), !dbg !86
  store i32 0, i32* %2, align 4, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %3, metadata !87, metadata !DIExpression()), !dbg !89
  store i32 0, i32* %3, align 4, !dbg !89
  br label %7, !dbg !90

7:                                                ; preds = %20, %0
  %8 = load i32, i32* %3, align 4, !dbg !91
  %9 = icmp sle i32 %8, 7, !dbg !93
  br i1 %9, label %10, label %23, !dbg !94

10:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %4, metadata !95, metadata !DIExpression()), !dbg !97
  %11 = load i32, i32* %3, align 4, !dbg !98
  %12 = call noundef i32 @_ZL8classifyi(i32 noundef %11), !dbg !99
  store i32 %12, i32* %4, align 4, !dbg !97
  %13 = load i32, i32* %3, align 4, !dbg !100
  %14 = load i32, i32* %4, align 4, !dbg !101
  %15 = load i32, i32* @_ZL6g_live, align 4, !dbg !102
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !103
  %17 = load i32, i32* %4, align 4, !dbg !104
  %18 = load i32, i32* %2, align 4, !dbg !105
  %19 = add nsw i32 %18, %17, !dbg !105
  store i32 %19, i32* %2, align 4, !dbg !105
  br label %20, !dbg !106

20:                                               ; preds = %10
  %21 = load i32, i32* %3, align 4, !dbg !107
  %22 = add nsw i32 %21, 1, !dbg !107
  store i32 %22, i32* %3, align 4, !dbg !107
  br label %7, !dbg !108, !llvm.loop !109

23:                                               ; preds = %7
  %24 = call noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !112
  %25 = call noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !113
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %24, i32 noundef %25), !dbg !114
  %27 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !115
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %27), !dbg !116
  %29 = call noundef i32 @_ZL7guardedi(i32 noundef 5), !dbg !117
  %30 = call noundef i32 @_ZL7guardedi(i32 noundef -4), !dbg !118
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %29, i32 noundef %30), !dbg !119
  call void @llvm.dbg.declare(metadata %struct.NoThrow* %5, metadata !120, metadata !DIExpression()), !dbg !127
  %32 = call noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %5, i32 noundef 1) #5, !dbg !128
  %33 = load i32, i32* %2, align 4, !dbg !129
  %34 = add nsw i32 %33, %32, !dbg !129
  store i32 %34, i32* %2, align 4, !dbg !129
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0)), !dbg !130
  call void @llvm.dbg.declare(metadata i32* %6, metadata !131, metadata !DIExpression()), !dbg !133
  store i32 0, i32* %6, align 4, !dbg !133
  br label %36, !dbg !134

36:                                               ; preds = %45, %23
  %37 = load i32, i32* %6, align 4, !dbg !135
  %38 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !137
  %39 = icmp slt i32 %37, %38, !dbg !138
  br i1 %39, label %40, label %48, !dbg !139

40:                                               ; preds = %36
  %41 = load i32, i32* %6, align 4, !dbg !140
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %41, !dbg !141
  %43 = load i32, i32* %42, align 4, !dbg !141
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef %43), !dbg !142
  br label %45, !dbg !142

45:                                               ; preds = %40
  %46 = load i32, i32* %6, align 4, !dbg !143
  %47 = add nsw i32 %46, 1, !dbg !143
  store i32 %47, i32* %6, align 4, !dbg !143
  br label %36, !dbg !144, !llvm.loop !145

48:                                               ; preds = %36
  %49 = load i32, i32* %2, align 4, !dbg !147
  %50 = load i32, i32* @_ZL6g_live, align 4, !dbg !148
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i32 0, i32 0), i32 noundef %49, i32 noundef %50), !dbg !149
  %52 = load i32, i32* @_ZL6g_live, align 4, !dbg !150
  %53 = icmp eq i32 %52, 0, !dbg !151
  %54 = zext i1 %53 to i64, !dbg !150
  %55 = select i1 %53, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), !dbg !150
  %56 = call i32 @puts(i8* noundef %55), !dbg !152
  ret i32 0, !dbg !153
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8classifyi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !154 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.Error*, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Error*, align 4
  %9 = alloca %struct.IoError*, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !155, metadata !DIExpression()), !dbg !156
  %12 = load i32, i32* %3, align 4, !dbg !157
  invoke void @_ZL7throweri(i32 noundef %12)
          to label %112 unwind label %13, !dbg !159

13:                                               ; preds = %1
  %14 = catchswitch within none [label %15] unwind to caller, !dbg !160

15:                                               ; preds = %13
  %16 = catchpad within %14 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast (i8** @_ZTId to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* bitcast (i8** @_ZTIPKc to i8*), i8* null], !dbg !160
  %17 = call i8* @llvm.wasm.get.exception(token %16), !dbg !160
  store i8* %17, i8** %4, align 4, !dbg !160
  %18 = call i32 @llvm.wasm.get.ehselector(token %16), !dbg !160
  %19 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5, !dbg !160
  %20 = icmp eq i32 %18, %19, !dbg !160
  br i1 %20, label %21, label %28, !dbg !160

21:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i32* %11, metadata !161, metadata !DIExpression()), !dbg !162
  %22 = load i8*, i8** %4, align 4, !dbg !163
  %23 = call i8* @__cxa_begin_catch(i8* %22) #5 [ "funclet"(token %16) ], !dbg !163
  %24 = bitcast i8* %23 to i32*, !dbg !163
  %25 = load i32, i32* %24, align 4, !dbg !163
  store i32 %25, i32* %11, align 4, !dbg !163
  %26 = load i32, i32* %11, align 4, !dbg !165
  %27 = add nsw i32 100, %26, !dbg !167
  store i32 %27, i32* %2, align 4, !dbg !168
  call void @__cxa_end_catch() #5 [ "funclet"(token %16) ], !dbg !169
  catchret from %16 to label %122, !dbg !169

28:                                               ; preds = %15
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #5, !dbg !160
  %30 = icmp eq i32 %18, %29, !dbg !160
  br i1 %30, label %31, label %40, !dbg !160

31:                                               ; preds = %28
  call void @llvm.dbg.declare(metadata double* %10, metadata !170, metadata !DIExpression()), !dbg !172
  %32 = load i8*, i8** %4, align 4, !dbg !173
  %33 = call i8* @__cxa_begin_catch(i8* %32) #5 [ "funclet"(token %16) ], !dbg !173
  %34 = bitcast i8* %33 to double*, !dbg !173
  %35 = load double, double* %34, align 8, !dbg !173
  store double %35, double* %10, align 8, !dbg !173
  %36 = load double, double* %10, align 8, !dbg !175
  %37 = fmul double %36, 2.000000e+00, !dbg !176
  %38 = fptosi double %37 to i32, !dbg !177
  %39 = add nsw i32 200, %38, !dbg !178
  store i32 %39, i32* %2, align 4, !dbg !179
  call void @__cxa_end_catch() #5 [ "funclet"(token %16) ], !dbg !163
  catchret from %16 to label %121, !dbg !163

40:                                               ; preds = %28
  %41 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #5, !dbg !160
  %42 = icmp eq i32 %18, %41, !dbg !160
  br i1 %42, label %43, label %57, !dbg !160

43:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata %struct.IoError** %9, metadata !180, metadata !DIExpression()), !dbg !182
  %44 = load i8*, i8** %4, align 4, !dbg !183
  %45 = call i8* @__cxa_begin_catch(i8* %44) #5 [ "funclet"(token %16) ], !dbg !183
  %46 = bitcast i8* %45 to %struct.IoError*, !dbg !183
  store %struct.IoError* %46, %struct.IoError** %9, align 4, !dbg !183
  %47 = load %struct.IoError*, %struct.IoError** %9, align 4, !dbg !185
  %48 = bitcast %struct.IoError* %47 to %struct.Error*, !dbg !185
  %49 = getelementptr inbounds %struct.Error, %struct.Error* %48, i32 0, i32 1, !dbg !186
  %50 = load i32, i32* %49, align 4, !dbg !186
  %51 = mul nsw i32 %50, 10, !dbg !187
  %52 = add nsw i32 300, %51, !dbg !188
  %53 = load %struct.IoError*, %struct.IoError** %9, align 4, !dbg !189
  %54 = getelementptr inbounds %struct.IoError, %struct.IoError* %53, i32 0, i32 1, !dbg !190
  %55 = load i32, i32* %54, align 4, !dbg !190
  %56 = add nsw i32 %52, %55, !dbg !191
  store i32 %56, i32* %2, align 4, !dbg !192
  call void @__cxa_end_catch() [ "funclet"(token %16) ], !dbg !173
  catchret from %16 to label %120, !dbg !173

57:                                               ; preds = %40
  %58 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #5, !dbg !160
  %59 = icmp eq i32 %18, %58, !dbg !160
  br i1 %59, label %60, label %76, !dbg !160

60:                                               ; preds = %57
  call void @llvm.dbg.declare(metadata %struct.Error** %8, metadata !193, metadata !DIExpression()), !dbg !195
  %61 = load i8*, i8** %4, align 4, !dbg !196
  %62 = call i8* @__cxa_begin_catch(i8* %61) #5 [ "funclet"(token %16) ], !dbg !196
  %63 = bitcast i8* %62 to %struct.Error*, !dbg !196
  store %struct.Error* %63, %struct.Error** %8, align 4, !dbg !196
  %64 = load %struct.Error*, %struct.Error** %8, align 4, !dbg !198
  %65 = getelementptr inbounds %struct.Error, %struct.Error* %64, i32 0, i32 1, !dbg !199
  %66 = load i32, i32* %65, align 4, !dbg !199
  %67 = add nsw i32 400, %66, !dbg !200
  %68 = load %struct.Error*, %struct.Error** %8, align 4, !dbg !201
  %69 = bitcast %struct.Error* %68 to i32 (%struct.Error*)***, !dbg !202
  %70 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %69, align 4, !dbg !202
  %71 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %70, i64 2, !dbg !202
  %72 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %71, align 4, !dbg !202
  %73 = invoke noundef i32 %72(%struct.Error* noundef nonnull align 4 dereferenceable(12) %68) [ "funclet"(token %16) ]
          to label %74 unwind label %116, !dbg !202

74:                                               ; preds = %60
  %75 = add nsw i32 %67, %73, !dbg !203
  store i32 %75, i32* %2, align 4, !dbg !204
  call void @__cxa_end_catch() [ "funclet"(token %16) ], !dbg !183
  catchret from %16 to label %119, !dbg !183

76:                                               ; preds = %57
  %77 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #5, !dbg !160
  %78 = icmp eq i32 %18, %77, !dbg !160
  br i1 %78, label %79, label %96, !dbg !160

79:                                               ; preds = %76
  call void @llvm.dbg.declare(metadata %struct.Error** %6, metadata !205, metadata !DIExpression()), !dbg !207
  %80 = load i8*, i8** %4, align 4, !dbg !208
  %81 = call i8* @__cxa_begin_catch(i8* %80) #5 [ "funclet"(token %16) ], !dbg !208
  %82 = bitcast i8* %81 to %struct.Error*, !dbg !208
  store %struct.Error* %82, %struct.Error** %6, align 4, !dbg !208
  call void @llvm.dbg.declare(metadata i32* %7, metadata !210, metadata !DIExpression()), !dbg !211
  %83 = load %struct.Error*, %struct.Error** %6, align 4, !dbg !212
  %84 = getelementptr inbounds %struct.Error, %struct.Error* %83, i32 0, i32 1, !dbg !213
  %85 = load i32, i32* %84, align 4, !dbg !213
  %86 = add nsw i32 500, %85, !dbg !214
  store i32 %86, i32* %7, align 4, !dbg !211
  %87 = load %struct.Error*, %struct.Error** %6, align 4, !dbg !215
  %88 = icmp eq %struct.Error* %87, null, !dbg !216
  br i1 %88, label %94, label %89, !dbg !216

89:                                               ; preds = %79
  %90 = bitcast %struct.Error* %87 to void (%struct.Error*)***, !dbg !216
  %91 = load void (%struct.Error*)**, void (%struct.Error*)*** %90, align 4, !dbg !216
  %92 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %91, i64 1, !dbg !216
  %93 = load void (%struct.Error*)*, void (%struct.Error*)** %92, align 4, !dbg !216
  call void %93(%struct.Error* noundef nonnull align 4 dereferenceable(12) %87) #5 [ "funclet"(token %16) ], !dbg !216
  br label %94, !dbg !216

94:                                               ; preds = %89, %79
  %95 = load i32, i32* %7, align 4, !dbg !217
  store i32 %95, i32* %2, align 4, !dbg !218
  call void @__cxa_end_catch() #5 [ "funclet"(token %16) ], !dbg !196
  catchret from %16 to label %115, !dbg !196

96:                                               ; preds = %76
  %97 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #5, !dbg !160
  %98 = icmp eq i32 %18, %97, !dbg !160
  br i1 %98, label %99, label %109, !dbg !160

99:                                               ; preds = %96
  call void @llvm.dbg.declare(metadata i8** %5, metadata !219, metadata !DIExpression()), !dbg !220
  %100 = load i8*, i8** %4, align 4, !dbg !221
  %101 = call i8* @__cxa_begin_catch(i8* %100) #5 [ "funclet"(token %16) ], !dbg !221
  store i8* %101, i8** %5, align 4, !dbg !221
  %102 = load i8*, i8** %5, align 4, !dbg !223
  %103 = getelementptr inbounds i8, i8* %102, i32 0, !dbg !223
  %104 = load i8, i8* %103, align 1, !dbg !223
  %105 = sext i8 %104 to i32, !dbg !223
  %106 = icmp eq i32 %105, 99, !dbg !224
  %107 = zext i1 %106 to i32, !dbg !225
  %108 = add nsw i32 600, %107, !dbg !226
  store i32 %108, i32* %2, align 4, !dbg !227
  call void @__cxa_end_catch() #5 [ "funclet"(token %16) ], !dbg !208
  catchret from %16 to label %114, !dbg !208

109:                                              ; preds = %96
  %110 = load i8*, i8** %4, align 4, !dbg !160
  %111 = call i8* @__cxa_begin_catch(i8* %110) #5 [ "funclet"(token %16) ], !dbg !160
  store i32 999, i32* %2, align 4, !dbg !228
  call void @__cxa_end_catch() [ "funclet"(token %16) ], !dbg !221
  catchret from %16 to label %113, !dbg !221

112:                                              ; preds = %1
  br label %123, !dbg !160

113:                                              ; preds = %109
  br label %124

114:                                              ; preds = %99
  br label %124

115:                                              ; preds = %94
  br label %124

116:                                              ; preds = %60
  %117 = cleanuppad within %16 [], !dbg !183
  invoke void @__cxa_end_catch() [ "funclet"(token %117) ]
          to label %118 unwind label %126, !dbg !183

118:                                              ; preds = %116
  cleanupret from %117 unwind to caller, !dbg !183

119:                                              ; preds = %74
  br label %124

120:                                              ; preds = %43
  br label %124

121:                                              ; preds = %31
  br label %124

122:                                              ; preds = %21
  br label %124

123:                                              ; preds = %112
  store i32 0, i32* %2, align 4, !dbg !229
  br label %124, !dbg !229

124:                                              ; preds = %123, %122, %121, %120, %119, %115, %114, %113
  %125 = load i32, i32* %2, align 4, !dbg !230
  ret i32 %125, !dbg !230

126:                                              ; preds = %116
  %127 = cleanuppad within %117 [], !dbg !183
  call void @_ZSt9terminatev() #13 [ "funclet"(token %127) ], !dbg !183
  unreachable, !dbg !183
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL6nestedi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !231 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Error*, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !232, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.declare(metadata i32* %3, metadata !234, metadata !DIExpression()), !dbg !235
  store i32 0, i32* %3, align 4, !dbg !235
  %7 = load i32, i32* %2, align 4, !dbg !236
  invoke void @_ZL6middlei(i32 noundef %7)
          to label %57 unwind label %8, !dbg !239

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %31, !dbg !240

10:                                               ; preds = %8
  %11 = catchpad within %9 [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !240
  %12 = call i8* @llvm.wasm.get.exception(token %11), !dbg !240
  store i8* %12, i8** %4, align 4, !dbg !240
  %13 = call i32 @llvm.wasm.get.ehselector(token %11), !dbg !240
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5, !dbg !240
  %15 = icmp eq i32 %13, %14, !dbg !240
  br i1 %15, label %16, label %30, !dbg !240

16:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %5, metadata !241, metadata !DIExpression()), !dbg !242
  %17 = load i8*, i8** %4, align 4, !dbg !240
  %18 = call i8* @__cxa_begin_catch(i8* %17) #5 [ "funclet"(token %11) ], !dbg !240
  %19 = bitcast i8* %18 to i32*, !dbg !240
  %20 = load i32, i32* %19, align 4, !dbg !240
  store i32 %20, i32* %5, align 4, !dbg !240
  %21 = load i32, i32* %5, align 4, !dbg !243
  %22 = load i32, i32* %3, align 4, !dbg !245
  %23 = add nsw i32 %22, %21, !dbg !245
  store i32 %23, i32* %3, align 4, !dbg !245
  %24 = call i8* @__cxa_allocate_exception(i32 12) #5 [ "funclet"(token %11) ], !dbg !246
  %25 = bitcast i8* %24 to %struct.Error*, !dbg !246
  %26 = load i32, i32* %5, align 4, !dbg !247
  %27 = add nsw i32 %26, 1, !dbg !248
  %28 = invoke noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %25, i32 noundef %27, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0)) [ "funclet"(token %11) ]
          to label %29 unwind label %58, !dbg !249

29:                                               ; preds = %16
  invoke void @__cxa_throw(i8* %24, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #11 [ "funclet"(token %11) ]
          to label %62 unwind label %60, !dbg !246

30:                                               ; preds = %10
  invoke void @llvm.wasm.rethrow() #11 [ "funclet"(token %11) ]
          to label %62 unwind label %31, !dbg !250

31:                                               ; preds = %30, %60, %8
  %32 = catchswitch within none [label %33] unwind to caller, !dbg !251

33:                                               ; preds = %31
  %34 = catchpad within %32 [i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* null], !dbg !251
  %35 = call i8* @llvm.wasm.get.exception(token %34), !dbg !251
  store i8* %35, i8** %4, align 4, !dbg !251
  %36 = call i32 @llvm.wasm.get.ehselector(token %34), !dbg !251
  %37 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #5, !dbg !251
  %38 = icmp eq i32 %36, %37, !dbg !251
  br i1 %38, label %39, label %52, !dbg !251

39:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata %struct.Error** %6, metadata !252, metadata !DIExpression()), !dbg !253
  %40 = load i8*, i8** %4, align 4, !dbg !254
  %41 = call i8* @__cxa_begin_catch(i8* %40) #5 [ "funclet"(token %34) ], !dbg !254
  %42 = bitcast i8* %41 to %struct.Error*, !dbg !254
  store %struct.Error* %42, %struct.Error** %6, align 4, !dbg !254
  %43 = load %struct.Error*, %struct.Error** %6, align 4, !dbg !256
  %44 = getelementptr inbounds %struct.Error, %struct.Error* %43, i32 0, i32 1, !dbg !258
  %45 = load i32, i32* %44, align 4, !dbg !258
  %46 = mul nsw i32 %45, 100, !dbg !259
  %47 = load i32, i32* %3, align 4, !dbg !260
  %48 = add nsw i32 %47, %46, !dbg !260
  store i32 %48, i32* %3, align 4, !dbg !260
  call void @__cxa_end_catch() [ "funclet"(token %34) ], !dbg !261
  catchret from %34 to label %49, !dbg !261

49:                                               ; preds = %39
  br label %50, !dbg !261

50:                                               ; preds = %49, %55, %56
  %51 = load i32, i32* %3, align 4, !dbg !262
  ret i32 %51, !dbg !263

52:                                               ; preds = %33
  %53 = load i8*, i8** %4, align 4, !dbg !251
  %54 = call i8* @__cxa_begin_catch(i8* %53) #5 [ "funclet"(token %34) ], !dbg !251
  store i32 -1, i32* %3, align 4, !dbg !264
  call void @__cxa_end_catch() [ "funclet"(token %34) ], !dbg !254
  catchret from %34 to label %55, !dbg !254

55:                                               ; preds = %52
  br label %50, !dbg !254

56:                                               ; preds = %57
  br label %50, !dbg !251

57:                                               ; preds = %1
  br label %56, !dbg !240

58:                                               ; preds = %16
  %59 = cleanuppad within %11 [], !dbg !246
  call void @__cxa_free_exception(i8* %24) #5 [ "funclet"(token %59) ], !dbg !246
  cleanupret from %59 unwind label %60, !dbg !246

60:                                               ; preds = %29, %58
  %61 = cleanuppad within %11 [], !dbg !250
  call void @__cxa_end_catch() #5 [ "funclet"(token %61) ], !dbg !250
  cleanupret from %61 unwind label %31, !dbg !250

62:                                               ; preds = %30, %29
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !265 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Holder, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.IoError*, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !266, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.declare(metadata %struct.Holder* %4, metadata !268, metadata !DIExpression()), !dbg !270
  %7 = load i32, i32* %3, align 4, !dbg !271
  %8 = invoke noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4, i32 noundef %7)
          to label %27 unwind label %9, !dbg !270

9:                                                ; preds = %1
  %10 = catchswitch within none [label %11] unwind to caller, !dbg !272

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)], !dbg !272
  %13 = call i8* @llvm.wasm.get.exception(token %12), !dbg !272
  store i8* %13, i8** %5, align 4, !dbg !272
  %14 = call i32 @llvm.wasm.get.ehselector(token %12), !dbg !272
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #5, !dbg !272
  %16 = icmp eq i32 %14, %15, !dbg !272
  br i1 %16, label %17, label %25, !dbg !272

17:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata %struct.IoError** %6, metadata !273, metadata !DIExpression()), !dbg !274
  %18 = load i8*, i8** %5, align 4, !dbg !272
  %19 = call i8* @__cxa_begin_catch(i8* %18) #5 [ "funclet"(token %12) ], !dbg !272
  %20 = bitcast i8* %19 to %struct.IoError*, !dbg !272
  store %struct.IoError* %20, %struct.IoError** %6, align 4, !dbg !272
  %21 = load %struct.IoError*, %struct.IoError** %6, align 4, !dbg !275
  %22 = getelementptr inbounds %struct.IoError, %struct.IoError* %21, i32 0, i32 1, !dbg !277
  %23 = load i32, i32* %22, align 4, !dbg !277
  %24 = add nsw i32 -1000, %23, !dbg !278
  store i32 %24, i32* %2, align 4, !dbg !279
  call void @__cxa_end_catch() [ "funclet"(token %12) ], !dbg !280
  catchret from %12 to label %31, !dbg !280

25:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #11 [ "funclet"(token %12) ], !dbg !280
  unreachable, !dbg !280

26:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !280
  unreachable, !dbg !280

27:                                               ; preds = %1
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %4, i32 0, i32 1, !dbg !281
  %29 = load i32, i32* %28, align 4, !dbg !281
  store i32 %29, i32* %2, align 4, !dbg !282
  %30 = call noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %4) #5, !dbg !283
  br label %32

31:                                               ; preds = %17
  br label %32

32:                                               ; preds = %31, %27
  %33 = load i32, i32* %2, align 4, !dbg !284
  ret i32 %33, !dbg !284
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN7NoThrow1fEi(%struct.NoThrow* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 comdat !dbg !285 {
  %3 = alloca %struct.NoThrow*, align 4
  %4 = alloca i32, align 4
  store %struct.NoThrow* %0, %struct.NoThrow** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.NoThrow** %3, metadata !286, metadata !DIExpression()), !dbg !288
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !289, metadata !DIExpression()), !dbg !290
  %5 = load %struct.NoThrow*, %struct.NoThrow** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !291
  %7 = add nsw i32 %6, 1, !dbg !292
  ret i32 %7, !dbg !293
}

declare i32 @puts(i8* noundef) #3

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !294 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !297, metadata !DIExpression()), !dbg !298
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !299, metadata !DIExpression()), !dbg !300
  %4 = load i32, i32* %2, align 4, !dbg !301
  %5 = call noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %4), !dbg !300
  %6 = load i32, i32* %2, align 4, !dbg !302
  switch i32 %6, label %49 [
    i32 0, label %7
    i32 1, label %10
    i32 2, label %13
    i32 3, label %20
    i32 4, label %27
    i32 5, label %39
    i32 6, label %42
  ], !dbg !303

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #5, !dbg !304
  %9 = bitcast i8* %8 to i32*, !dbg !304
  store i32 42, i32* %9, align 16, !dbg !304
  invoke void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %55 unwind label %52, !dbg !304

10:                                               ; preds = %1
  %11 = call i8* @__cxa_allocate_exception(i32 8) #5, !dbg !306
  %12 = bitcast i8* %11 to double*, !dbg !306
  store double 3.500000e+00, double* %12, align 16, !dbg !306
  invoke void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTId to i8*), i8* null) #11
          to label %55 unwind label %52, !dbg !306

13:                                               ; preds = %1
  %14 = call i8* @__cxa_allocate_exception(i32 12) #5, !dbg !307
  %15 = bitcast i8* %14 to %struct.Error*, !dbg !307
  %16 = invoke noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %15, i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
          to label %17 unwind label %18, !dbg !308

17:                                               ; preds = %13
  invoke void @__cxa_throw(i8* %14, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #11
          to label %55 unwind label %52, !dbg !307

18:                                               ; preds = %13
  %19 = cleanuppad within none [], !dbg !307
  call void @__cxa_free_exception(i8* %14) #5 [ "funclet"(token %19) ], !dbg !307
  cleanupret from %19 unwind label %52, !dbg !307

20:                                               ; preds = %1
  %21 = call i8* @__cxa_allocate_exception(i32 16) #5, !dbg !309
  %22 = bitcast i8* %21 to %struct.IoError*, !dbg !309
  %23 = invoke noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %22, i32 noundef 9, i32 noundef 3)
          to label %24 unwind label %25, !dbg !310

24:                                               ; preds = %20
  invoke void @__cxa_throw(i8* %21, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*)) #11
          to label %55 unwind label %52, !dbg !309

25:                                               ; preds = %20
  %26 = cleanuppad within none [], !dbg !309
  call void @__cxa_free_exception(i8* %21) #5 [ "funclet"(token %26) ], !dbg !309
  cleanupret from %26 unwind label %52, !dbg !309

27:                                               ; preds = %1
  %28 = call i8* @__cxa_allocate_exception(i32 4) #5, !dbg !311
  %29 = bitcast i8* %28 to %struct.Error**, !dbg !311
  %30 = invoke noalias noundef nonnull i8* @_Znwm(i32 noundef 12) #14
          to label %31 unwind label %37, !dbg !312, !heapallocsite !21

31:                                               ; preds = %27
  %32 = bitcast i8* %30 to %struct.Error*, !dbg !312
  %33 = invoke noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %32, i32 noundef 11, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0))
          to label %34 unwind label %35, !dbg !313

34:                                               ; preds = %31
  store %struct.Error* %32, %struct.Error** %29, align 16, !dbg !311
  invoke void @__cxa_throw(i8* %28, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #11
          to label %55 unwind label %52, !dbg !311

35:                                               ; preds = %31
  %36 = cleanuppad within none [], !dbg !312
  call void @_ZdlPv(i8* noundef %30) #15 [ "funclet"(token %36) ], !dbg !312
  cleanupret from %36 unwind label %37, !dbg !312

37:                                               ; preds = %35, %27
  %38 = cleanuppad within none [], !dbg !311
  call void @__cxa_free_exception(i8* %28) #5 [ "funclet"(token %38) ], !dbg !311
  cleanupret from %38 unwind label %52, !dbg !311

39:                                               ; preds = %1
  %40 = call i8* @__cxa_allocate_exception(i32 4) #5, !dbg !314
  %41 = bitcast i8* %40 to i8**, !dbg !314
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %41, align 16, !dbg !314
  invoke void @__cxa_throw(i8* %40, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11
          to label %55 unwind label %52, !dbg !314

42:                                               ; preds = %1
  %43 = call i8* @__cxa_allocate_exception(i32 4) #5, !dbg !315
  %44 = bitcast i8* %43 to %struct.Tracer*, !dbg !315
  %45 = invoke noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %44, i32 noundef 600)
          to label %46 unwind label %47, !dbg !316

46:                                               ; preds = %42
  invoke void @__cxa_throw(i8* %43, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #11
          to label %55 unwind label %52, !dbg !315

47:                                               ; preds = %42
  %48 = cleanuppad within none [], !dbg !315
  call void @__cxa_free_exception(i8* %43) #5 [ "funclet"(token %48) ], !dbg !315
  cleanupret from %48 unwind label %52, !dbg !315

49:                                               ; preds = %1
  br label %50, !dbg !317

50:                                               ; preds = %49
  %51 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #5, !dbg !318
  ret void, !dbg !318

52:                                               ; preds = %46, %47, %39, %34, %37, %24, %25, %17, %18, %10, %7
  %53 = cleanuppad within none [], !dbg !318
  %54 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #5 [ "funclet"(token %53) ], !dbg !318
  cleanupret from %53 unwind to caller, !dbg !318

55:                                               ; preds = %46, %39, %34, %24, %17, %10, %7
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #5

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #7 comdat !dbg !319 {
  %3 = alloca %struct.Tracer*, align 4
  %4 = alloca i32, align 4
  store %struct.Tracer* %0, %struct.Tracer** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Tracer** %3, metadata !320, metadata !DIExpression()), !dbg !322
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !323, metadata !DIExpression()), !dbg !324
  %5 = load %struct.Tracer*, %struct.Tracer** %3, align 4
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !325
  %7 = load i32, i32* %4, align 4, !dbg !326
  store i32 %7, i32* %6, align 4, !dbg !325
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !327
  %9 = add nsw i32 %8, 1, !dbg !327
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !327
  %10 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0, !dbg !329
  %11 = load i32, i32* %10, align 4, !dbg !329
  call void @_ZL4notei(i32 noundef %11), !dbg !330
  ret %struct.Tracer* %5, !dbg !331
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull returned align 4 dereferenceable(12) %0, i32 noundef %1, i8* noundef %2) unnamed_addr #8 comdat !dbg !332 {
  %4 = alloca %struct.Error*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  store %struct.Error* %0, %struct.Error** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %4, metadata !333, metadata !DIExpression()), !dbg !334
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !335, metadata !DIExpression()), !dbg !336
  store i8* %2, i8** %6, align 4
  call void @llvm.dbg.declare(metadata i8** %6, metadata !337, metadata !DIExpression()), !dbg !338
  %7 = load %struct.Error*, %struct.Error** %4, align 4
  %8 = bitcast %struct.Error* %7 to i32 (...)***, !dbg !339
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4, !dbg !339
  %9 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 1, !dbg !340
  %10 = load i32, i32* %5, align 4, !dbg !341
  store i32 %10, i32* %9, align 4, !dbg !340
  %11 = getelementptr inbounds %struct.Error, %struct.Error* %7, i32 0, i32 2, !dbg !342
  %12 = load i8*, i8** %6, align 4, !dbg !343
  store i8* %12, i8** %11, align 4, !dbg !342
  ret %struct.Error* %7, !dbg !344
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #8 comdat !dbg !345 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !346, metadata !DIExpression()), !dbg !347
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  ret %struct.Error* %3, !dbg !348
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull returned align 4 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 comdat !dbg !349 {
  %4 = alloca %struct.IoError*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.IoError* %0, %struct.IoError** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %4, metadata !350, metadata !DIExpression()), !dbg !352
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !353, metadata !DIExpression()), !dbg !354
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !355, metadata !DIExpression()), !dbg !356
  %7 = load %struct.IoError*, %struct.IoError** %4, align 4
  %8 = bitcast %struct.IoError* %7 to %struct.Error*, !dbg !357
  %9 = load i32, i32* %5, align 4, !dbg !358
  %10 = call noundef %struct.Error* @_ZN5ErrorC2EiPKc(%struct.Error* noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %9, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0)), !dbg !359
  %11 = bitcast %struct.IoError* %7 to i32 (...)***, !dbg !357
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %11, align 4, !dbg !357
  %12 = getelementptr inbounds %struct.IoError, %struct.IoError* %7, i32 0, i32 1, !dbg !360
  %13 = load i32, i32* %6, align 4, !dbg !361
  store i32 %13, i32* %12, align 4, !dbg !360
  ret %struct.IoError* %7, !dbg !362
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.IoError* @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #8 comdat !dbg !363 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !367, metadata !DIExpression()), !dbg !368
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = bitcast %struct.IoError* %3 to %struct.Error*, !dbg !369
  %5 = call noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %4) #5, !dbg !369
  ret %struct.IoError* %3, !dbg !371
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i32 noundef) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #10

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat !dbg !372 {
  %2 = alloca %struct.Tracer*, align 4
  store %struct.Tracer* %0, %struct.Tracer** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Tracer** %2, metadata !373, metadata !DIExpression()), !dbg !374
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 4
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !375
  %5 = add nsw i32 %4, -1, !dbg !375
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !375
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0, !dbg !377
  %7 = load i32, i32* %6, align 4, !dbg !377
  %8 = sub nsw i32 0, %7, !dbg !378
  call void @_ZL4notei(i32 noundef %8), !dbg !379
  ret %struct.Tracer* %3, !dbg !380
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL4notei(i32 noundef %0) #4 !dbg !381 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !382, metadata !DIExpression()), !dbg !383
  %3 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !384
  %4 = icmp slt i32 %3, 64, !dbg !386
  br i1 %4, label %5, label %10, !dbg !387

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !388
  %7 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !389
  %8 = add nsw i32 %7, 1, !dbg !389
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !389
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %7, !dbg !390
  store i32 %6, i32* %9, align 4, !dbg !391
  br label %10, !dbg !390

10:                                               ; preds = %5, %1
  ret void, !dbg !392
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #8 comdat !dbg !393 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !394, metadata !DIExpression()), !dbg !395
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  %4 = call noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %3) #5, !dbg !396
  %5 = bitcast %struct.Error* %3 to i8*, !dbg !396
  call void @_ZdlPv(i8* noundef %5) #15, !dbg !396
  ret void, !dbg !397
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #4 comdat !dbg !398 {
  %2 = alloca %struct.Error*, align 4
  store %struct.Error* %0, %struct.Error** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Error** %2, metadata !399, metadata !DIExpression()), !dbg !401
  %3 = load %struct.Error*, %struct.Error** %2, align 4
  ret i32 1, !dbg !402
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #8 comdat !dbg !403 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !404, metadata !DIExpression()), !dbg !405
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  %4 = call noundef %struct.IoError* @_ZN7IoErrorD2Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %3) #5, !dbg !406
  %5 = bitcast %struct.IoError* %3 to i8*, !dbg !406
  call void @_ZdlPv(i8* noundef %5) #15, !dbg !406
  ret void, !dbg !406
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 comdat !dbg !407 {
  %2 = alloca %struct.IoError*, align 4
  store %struct.IoError* %0, %struct.IoError** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.IoError** %2, metadata !408, metadata !DIExpression()), !dbg !410
  %3 = load %struct.IoError*, %struct.IoError** %2, align 4
  ret i32 2, !dbg !411
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6middlei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !412 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 4
  %4 = alloca i8*, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !413, metadata !DIExpression()), !dbg !414
  call void @llvm.dbg.declare(metadata %struct.Tracer* %3, metadata !415, metadata !DIExpression()), !dbg !416
  %5 = load i32, i32* %2, align 4, !dbg !417
  %6 = add nsw i32 50, %5, !dbg !418
  %7 = call noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6), !dbg !416
  %8 = load i32, i32* %2, align 4, !dbg !419
  invoke void @_ZL7throweri(i32 noundef %8)
          to label %20 unwind label %9, !dbg !421

9:                                                ; preds = %1
  %10 = catchswitch within none [label %11] unwind label %26, !dbg !422

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* null], !dbg !422
  %13 = call i8* @llvm.wasm.get.exception(token %12), !dbg !422
  store i8* %13, i8** %4, align 4, !dbg !422
  %14 = call i32 @llvm.wasm.get.ehselector(token %12), !dbg !422
  br label %15, !dbg !422

15:                                               ; preds = %11
  %16 = load i8*, i8** %4, align 4, !dbg !422
  %17 = call i8* @__cxa_begin_catch(i8* %16) #5 [ "funclet"(token %12) ], !dbg !422
  %18 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !423
  %19 = add nsw i32 %18, 1, !dbg !423
  store i32 %19, i32* @_ZL13rethrow_count, align 4, !dbg !423
  invoke void @__cxa_rethrow() #11 [ "funclet"(token %12) ]
          to label %29 unwind label %21, !dbg !425

20:                                               ; preds = %1
  br label %24, !dbg !422

21:                                               ; preds = %15
  %22 = cleanuppad within %12 [], !dbg !426
  invoke void @__cxa_end_catch() [ "funclet"(token %22) ]
          to label %23 unwind label %30, !dbg !426

23:                                               ; preds = %21
  cleanupret from %22 unwind label %26, !dbg !426

24:                                               ; preds = %20
  %25 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #5, !dbg !427
  ret void, !dbg !427

26:                                               ; preds = %23, %9
  %27 = cleanuppad within none [], !dbg !427
  %28 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %3) #5 [ "funclet"(token %27) ], !dbg !427
  cleanupret from %27 unwind to caller, !dbg !427

29:                                               ; preds = %15
  unreachable

30:                                               ; preds = %21
  %31 = cleanuppad within %22 [], !dbg !426
  call void @_ZSt9terminatev() #13 [ "funclet"(token %31) ], !dbg !426
  unreachable, !dbg !426
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #11

declare void @__cxa_rethrow()

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #7 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !428 {
  %3 = alloca %struct.Holder*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.Error*, align 4
  store %struct.Holder* %0, %struct.Holder** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Holder** %3, metadata !429, metadata !DIExpression()), !dbg !431
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !432, metadata !DIExpression()), !dbg !433
  %7 = load %struct.Holder*, %struct.Holder** %3, align 4
  %8 = getelementptr inbounds %struct.Holder, %struct.Holder* %7, i32 0, i32 0, !dbg !434
  %9 = load i32, i32* %4, align 4, !dbg !435
  %10 = invoke noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9)
          to label %11 unwind label %19, !dbg !434

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Holder, %struct.Holder* %7, i32 0, i32 1, !dbg !436
  %13 = load i32, i32* %4, align 4, !dbg !437
  %14 = invoke noundef i32 @_ZN6Holder5checkEi(i32 noundef %13)
          to label %15 unwind label %16, !dbg !438

15:                                               ; preds = %11
  store i32 %14, i32* %12, align 4, !dbg !436
  call void @_ZL4notei(i32 noundef 777), !dbg !439
  br label %33, !dbg !441

16:                                               ; preds = %11
  %17 = cleanuppad within none [], !dbg !441
  %18 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %8) #5 [ "funclet"(token %17) ], !dbg !441
  cleanupret from %17 unwind label %19, !dbg !441

19:                                               ; preds = %16, %2
  %20 = catchswitch within none [label %21] unwind to caller, !dbg !441

21:                                               ; preds = %19
  %22 = catchpad within %20 [i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)], !dbg !441
  %23 = call i8* @llvm.wasm.get.exception(token %22), !dbg !441
  store i8* %23, i8** %5, align 4, !dbg !441
  %24 = call i32 @llvm.wasm.get.ehselector(token %22), !dbg !441
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #5, !dbg !441
  %26 = icmp eq i32 %24, %25, !dbg !441
  br i1 %26, label %27, label %32, !dbg !441

27:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata %struct.Error** %6, metadata !442, metadata !DIExpression()), !dbg !443
  %28 = load i8*, i8** %5, align 4, !dbg !441
  %29 = call i8* @__cxa_begin_catch(i8* %28) #5 [ "funclet"(token %22) ], !dbg !441
  %30 = bitcast i8* %29 to %struct.Error*, !dbg !441
  store %struct.Error* %30, %struct.Error** %6, align 4, !dbg !441
  call void @_ZL4notei(i32 noundef 888) [ "funclet"(token %22) ], !dbg !444
  invoke void @__cxa_rethrow() [ "funclet"(token %22) ]
          to label %31 unwind label %34, !dbg !446

31:                                               ; preds = %27
  unreachable, !dbg !446

32:                                               ; preds = %21
  call void @llvm.wasm.rethrow() #11 [ "funclet"(token %22) ], !dbg !446
  unreachable, !dbg !446

33:                                               ; preds = %15
  ret %struct.Holder* %7, !dbg !447

34:                                               ; preds = %27
  %35 = cleanuppad within %22 [], !dbg !446
  invoke void @__cxa_end_catch() [ "funclet"(token %35) ]
          to label %36 unwind label %37, !dbg !446

36:                                               ; preds = %34
  cleanupret from %35 unwind to caller, !dbg !446

37:                                               ; preds = %34
  %38 = cleanuppad within %35 [], !dbg !446
  call void @_ZSt9terminatev() #13 [ "funclet"(token %38) ], !dbg !446
  unreachable, !dbg !446
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #8 comdat !dbg !448 {
  %2 = alloca %struct.Holder*, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Holder** %2, metadata !452, metadata !DIExpression()), !dbg !453
  %3 = load %struct.Holder*, %struct.Holder** %2, align 4
  %4 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0, !dbg !454
  %5 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %4) #5, !dbg !454
  ret %struct.Holder* %3, !dbg !456
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #12

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN6Holder5checkEi(i32 noundef %0) #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !457 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !458, metadata !DIExpression()), !dbg !459
  %3 = load i32, i32* %2, align 4, !dbg !460
  %4 = icmp slt i32 %3, 0, !dbg !462
  br i1 %4, label %5, label %15, !dbg !463

5:                                                ; preds = %1
  %6 = call i8* @__cxa_allocate_exception(i32 16) #5, !dbg !464
  %7 = bitcast i8* %6 to %struct.IoError*, !dbg !464
  %8 = load i32, i32* %2, align 4, !dbg !465
  %9 = load i32, i32* %2, align 4, !dbg !466
  %10 = sub nsw i32 0, %9, !dbg !467
  %11 = invoke noundef %struct.IoError* @_ZN7IoErrorC2Eii(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %7, i32 noundef %8, i32 noundef %10)
          to label %12 unwind label %13, !dbg !468

12:                                               ; preds = %5
  call void @__cxa_throw(i8* %6, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD2Ev to i8*)) #11, !dbg !464
  unreachable, !dbg !464

13:                                               ; preds = %5
  %14 = cleanuppad within none [], !dbg !464
  call void @__cxa_free_exception(i8* %6) #5 [ "funclet"(token %14) ], !dbg !464
  cleanupret from %14 unwind to caller, !dbg !464

15:                                               ; preds = %1
  %16 = load i32, i32* %2, align 4, !dbg !469
  %17 = mul nsw i32 %16, 2, !dbg !470
  ret i32 %17, !dbg !471
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readnone }
attributes #7 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { noreturn }
attributes #12 = { cold noreturn nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81}
!llvm.ident = !{!82}

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
!79 = !{i32 7, !"Dwarf Version", i32 4}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 4}
!82 = !{!"Debian clang version 14.0.6"}
!83 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !26, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!84 = !{}
!85 = !DILocalVariable(name: "total", scope: !83, file: !3, line: 135, type: !5)
!86 = !DILocation(line: 135, column: 7, scope: !83)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 136, type: !5)
!88 = distinct !DILexicalBlock(scope: !83, file: !3, line: 136, column: 3)
!89 = !DILocation(line: 136, column: 12, scope: !88)
!90 = !DILocation(line: 136, column: 8, scope: !88)
!91 = !DILocation(line: 136, column: 19, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 136, column: 3)
!93 = !DILocation(line: 136, column: 21, scope: !92)
!94 = !DILocation(line: 136, column: 3, scope: !88)
!95 = !DILocalVariable(name: "c", scope: !96, file: !3, line: 137, type: !5)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 136, column: 32)
!97 = !DILocation(line: 137, column: 9, scope: !96)
!98 = !DILocation(line: 137, column: 22, scope: !96)
!99 = !DILocation(line: 137, column: 13, scope: !96)
!100 = !DILocation(line: 138, column: 44, scope: !96)
!101 = !DILocation(line: 138, column: 47, scope: !96)
!102 = !DILocation(line: 138, column: 50, scope: !96)
!103 = !DILocation(line: 138, column: 5, scope: !96)
!104 = !DILocation(line: 139, column: 14, scope: !96)
!105 = !DILocation(line: 139, column: 11, scope: !96)
!106 = !DILocation(line: 140, column: 3, scope: !96)
!107 = !DILocation(line: 136, column: 27, scope: !92)
!108 = !DILocation(line: 136, column: 3, scope: !92)
!109 = distinct !{!109, !94, !110, !111}
!110 = !DILocation(line: 140, column: 3, scope: !88)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !DILocation(line: 141, column: 29, scope: !83)
!113 = !DILocation(line: 141, column: 40, scope: !83)
!114 = !DILocation(line: 141, column: 3, scope: !83)
!115 = !DILocation(line: 142, column: 28, scope: !83)
!116 = !DILocation(line: 142, column: 3, scope: !83)
!117 = !DILocation(line: 143, column: 30, scope: !83)
!118 = !DILocation(line: 143, column: 42, scope: !83)
!119 = !DILocation(line: 143, column: 3, scope: !83)
!120 = !DILocalVariable(name: "nt", scope: !83, file: !3, line: 144, type: !121)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !122, identifier: "_ZTS7NoThrow")
!122 = !{!123}
!123 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !121, file: !3, line: 131, type: !124, scopeLine: 131, flags: DIFlagPrototyped, spFlags: 0)
!124 = !DISubroutineType(types: !125)
!125 = !{!5, !126, !5}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!127 = !DILocation(line: 144, column: 11, scope: !83)
!128 = !DILocation(line: 145, column: 15, scope: !83)
!129 = !DILocation(line: 145, column: 9, scope: !83)
!130 = !DILocation(line: 146, column: 3, scope: !83)
!131 = !DILocalVariable(name: "i", scope: !132, file: !3, line: 147, type: !5)
!132 = distinct !DILexicalBlock(scope: !83, file: !3, line: 147, column: 3)
!133 = !DILocation(line: 147, column: 12, scope: !132)
!134 = !DILocation(line: 147, column: 8, scope: !132)
!135 = !DILocation(line: 147, column: 19, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !3, line: 147, column: 3)
!137 = !DILocation(line: 147, column: 23, scope: !136)
!138 = !DILocation(line: 147, column: 21, scope: !136)
!139 = !DILocation(line: 147, column: 3, scope: !132)
!140 = !DILocation(line: 148, column: 25, scope: !136)
!141 = !DILocation(line: 148, column: 19, scope: !136)
!142 = !DILocation(line: 148, column: 5, scope: !136)
!143 = !DILocation(line: 147, column: 31, scope: !136)
!144 = !DILocation(line: 147, column: 3, scope: !136)
!145 = distinct !{!145, !139, !146, !111}
!146 = !DILocation(line: 148, column: 27, scope: !132)
!147 = !DILocation(line: 149, column: 34, scope: !83)
!148 = !DILocation(line: 149, column: 41, scope: !83)
!149 = !DILocation(line: 149, column: 3, scope: !83)
!150 = !DILocation(line: 150, column: 8, scope: !83)
!151 = !DILocation(line: 150, column: 15, scope: !83)
!152 = !DILocation(line: 150, column: 3, scope: !83)
!153 = !DILocation(line: 151, column: 3, scope: !83)
!154 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!155 = !DILocalVariable(name: "how", arg: 1, scope: !154, file: !3, line: 54, type: !5)
!156 = !DILocation(line: 54, column: 25, scope: !154)
!157 = !DILocation(line: 56, column: 13, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !3, line: 55, column: 7)
!159 = !DILocation(line: 56, column: 5, scope: !158)
!160 = !DILocation(line: 57, column: 3, scope: !158)
!161 = !DILocalVariable(name: "v", scope: !154, file: !3, line: 57, type: !5)
!162 = !DILocation(line: 57, column: 16, scope: !154)
!163 = !DILocation(line: 61, column: 3, scope: !164)
!164 = distinct !DILexicalBlock(scope: !154, file: !3, line: 59, column: 22)
!165 = !DILocation(line: 58, column: 18, scope: !166)
!166 = distinct !DILexicalBlock(scope: !154, file: !3, line: 57, column: 19)
!167 = !DILocation(line: 58, column: 16, scope: !166)
!168 = !DILocation(line: 58, column: 5, scope: !166)
!169 = !DILocation(line: 59, column: 3, scope: !166)
!170 = !DILocalVariable(name: "d", scope: !154, file: !3, line: 59, type: !171)
!171 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!172 = !DILocation(line: 59, column: 19, scope: !154)
!173 = !DILocation(line: 63, column: 3, scope: !174)
!174 = distinct !DILexicalBlock(scope: !154, file: !3, line: 61, column: 30)
!175 = !DILocation(line: 60, column: 24, scope: !164)
!176 = !DILocation(line: 60, column: 26, scope: !164)
!177 = !DILocation(line: 60, column: 23, scope: !164)
!178 = !DILocation(line: 60, column: 16, scope: !164)
!179 = !DILocation(line: 60, column: 5, scope: !164)
!180 = !DILocalVariable(name: "e", scope: !154, file: !3, line: 61, type: !181)
!181 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 32)
!182 = !DILocation(line: 61, column: 27, scope: !154)
!183 = !DILocation(line: 65, column: 3, scope: !184)
!184 = distinct !DILexicalBlock(scope: !154, file: !3, line: 63, column: 22)
!185 = !DILocation(line: 62, column: 18, scope: !174)
!186 = !DILocation(line: 62, column: 20, scope: !174)
!187 = !DILocation(line: 62, column: 25, scope: !174)
!188 = !DILocation(line: 62, column: 16, scope: !174)
!189 = !DILocation(line: 62, column: 32, scope: !174)
!190 = !DILocation(line: 62, column: 34, scope: !174)
!191 = !DILocation(line: 62, column: 30, scope: !174)
!192 = !DILocation(line: 62, column: 5, scope: !174)
!193 = !DILocalVariable(name: "e", scope: !154, file: !3, line: 63, type: !194)
!194 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 32)
!195 = !DILocation(line: 63, column: 19, scope: !154)
!196 = !DILocation(line: 69, column: 3, scope: !197)
!197 = distinct !DILexicalBlock(scope: !154, file: !3, line: 65, column: 22)
!198 = !DILocation(line: 64, column: 18, scope: !184)
!199 = !DILocation(line: 64, column: 20, scope: !184)
!200 = !DILocation(line: 64, column: 16, scope: !184)
!201 = !DILocation(line: 64, column: 27, scope: !184)
!202 = !DILocation(line: 64, column: 29, scope: !184)
!203 = !DILocation(line: 64, column: 25, scope: !184)
!204 = !DILocation(line: 64, column: 5, scope: !184)
!205 = !DILocalVariable(name: "p", scope: !154, file: !3, line: 65, type: !206)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!207 = !DILocation(line: 65, column: 19, scope: !154)
!208 = !DILocation(line: 71, column: 3, scope: !209)
!209 = distinct !DILexicalBlock(scope: !154, file: !3, line: 69, column: 27)
!210 = !DILocalVariable(name: "r", scope: !197, file: !3, line: 66, type: !5)
!211 = !DILocation(line: 66, column: 9, scope: !197)
!212 = !DILocation(line: 66, column: 19, scope: !197)
!213 = !DILocation(line: 66, column: 22, scope: !197)
!214 = !DILocation(line: 66, column: 17, scope: !197)
!215 = !DILocation(line: 67, column: 12, scope: !197)
!216 = !DILocation(line: 67, column: 5, scope: !197)
!217 = !DILocation(line: 68, column: 12, scope: !197)
!218 = !DILocation(line: 68, column: 5, scope: !197)
!219 = !DILocalVariable(name: "s", scope: !154, file: !3, line: 69, type: !30)
!220 = !DILocation(line: 69, column: 24, scope: !154)
!221 = !DILocation(line: 73, column: 3, scope: !222)
!222 = distinct !DILexicalBlock(scope: !154, file: !3, line: 71, column: 17)
!223 = !DILocation(line: 70, column: 19, scope: !209)
!224 = !DILocation(line: 70, column: 24, scope: !209)
!225 = !DILocation(line: 70, column: 18, scope: !209)
!226 = !DILocation(line: 70, column: 16, scope: !209)
!227 = !DILocation(line: 70, column: 5, scope: !209)
!228 = !DILocation(line: 72, column: 5, scope: !222)
!229 = !DILocation(line: 74, column: 3, scope: !154)
!230 = !DILocation(line: 75, column: 1, scope: !154)
!231 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !63, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!232 = !DILocalVariable(name: "how", arg: 1, scope: !231, file: !3, line: 89, type: !5)
!233 = !DILocation(line: 89, column: 23, scope: !231)
!234 = !DILocalVariable(name: "r", scope: !231, file: !3, line: 90, type: !5)
!235 = !DILocation(line: 90, column: 7, scope: !231)
!236 = !DILocation(line: 93, column: 14, scope: !237)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 92, column: 9)
!238 = distinct !DILexicalBlock(scope: !231, file: !3, line: 91, column: 7)
!239 = !DILocation(line: 93, column: 7, scope: !237)
!240 = !DILocation(line: 94, column: 5, scope: !237)
!241 = !DILocalVariable(name: "v", scope: !238, file: !3, line: 94, type: !5)
!242 = !DILocation(line: 94, column: 18, scope: !238)
!243 = !DILocation(line: 95, column: 12, scope: !244)
!244 = distinct !DILexicalBlock(scope: !238, file: !3, line: 94, column: 21)
!245 = !DILocation(line: 95, column: 9, scope: !244)
!246 = !DILocation(line: 96, column: 7, scope: !244)
!247 = !DILocation(line: 96, column: 19, scope: !244)
!248 = !DILocation(line: 96, column: 21, scope: !244)
!249 = !DILocation(line: 96, column: 13, scope: !244)
!250 = !DILocation(line: 97, column: 5, scope: !244)
!251 = !DILocation(line: 98, column: 3, scope: !238)
!252 = !DILocalVariable(name: "e", scope: !231, file: !3, line: 98, type: !194)
!253 = !DILocation(line: 98, column: 19, scope: !231)
!254 = !DILocation(line: 102, column: 3, scope: !255)
!255 = distinct !DILexicalBlock(scope: !231, file: !3, line: 100, column: 17)
!256 = !DILocation(line: 99, column: 10, scope: !257)
!257 = distinct !DILexicalBlock(scope: !231, file: !3, line: 98, column: 22)
!258 = !DILocation(line: 99, column: 12, scope: !257)
!259 = !DILocation(line: 99, column: 17, scope: !257)
!260 = !DILocation(line: 99, column: 7, scope: !257)
!261 = !DILocation(line: 100, column: 3, scope: !257)
!262 = !DILocation(line: 103, column: 10, scope: !231)
!263 = !DILocation(line: 103, column: 3, scope: !231)
!264 = !DILocation(line: 101, column: 7, scope: !255)
!265 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !63, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!266 = !DILocalVariable(name: "x", arg: 1, scope: !265, file: !3, line: 123, type: !5)
!267 = !DILocation(line: 123, column: 24, scope: !265)
!268 = !DILocalVariable(name: "h", scope: !269, file: !3, line: 124, type: !58)
!269 = distinct !DILexicalBlock(scope: !265, file: !3, line: 123, column: 31)
!270 = !DILocation(line: 124, column: 10, scope: !269)
!271 = !DILocation(line: 124, column: 12, scope: !269)
!272 = !DILocation(line: 126, column: 1, scope: !269)
!273 = !DILocalVariable(name: "e", scope: !265, file: !3, line: 126, type: !181)
!274 = !DILocation(line: 126, column: 25, scope: !265)
!275 = !DILocation(line: 127, column: 18, scope: !276)
!276 = distinct !DILexicalBlock(scope: !265, file: !3, line: 126, column: 28)
!277 = !DILocation(line: 127, column: 20, scope: !276)
!278 = !DILocation(line: 127, column: 16, scope: !276)
!279 = !DILocation(line: 127, column: 3, scope: !276)
!280 = !DILocation(line: 128, column: 1, scope: !276)
!281 = !DILocation(line: 125, column: 12, scope: !269)
!282 = !DILocation(line: 125, column: 3, scope: !269)
!283 = !DILocation(line: 126, column: 1, scope: !265)
!284 = !DILocation(line: 128, column: 1, scope: !265)
!285 = distinct !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !121, file: !3, line: 131, type: !124, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !123, retainedNodes: !84)
!286 = !DILocalVariable(name: "this", arg: 1, scope: !285, type: !287, flags: DIFlagArtificial | DIFlagObjectPointer)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 32)
!288 = !DILocation(line: 0, scope: !285)
!289 = !DILocalVariable(name: "x", arg: 2, scope: !285, file: !3, line: 131, type: !5)
!290 = !DILocation(line: 131, column: 13, scope: !285)
!291 = !DILocation(line: 131, column: 34, scope: !285)
!292 = !DILocation(line: 131, column: 36, scope: !285)
!293 = !DILocation(line: 131, column: 27, scope: !285)
!294 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !295, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!295 = !DISubroutineType(types: !296)
!296 = !{null, !5}
!297 = !DILocalVariable(name: "how", arg: 1, scope: !294, file: !3, line: 40, type: !5)
!298 = !DILocation(line: 40, column: 51, scope: !294)
!299 = !DILocalVariable(name: "t", scope: !294, file: !3, line: 41, type: !6)
!300 = !DILocation(line: 41, column: 10, scope: !294)
!301 = !DILocation(line: 41, column: 12, scope: !294)
!302 = !DILocation(line: 42, column: 11, scope: !294)
!303 = !DILocation(line: 42, column: 3, scope: !294)
!304 = !DILocation(line: 43, column: 11, scope: !305)
!305 = distinct !DILexicalBlock(scope: !294, file: !3, line: 42, column: 16)
!306 = !DILocation(line: 44, column: 11, scope: !305)
!307 = !DILocation(line: 45, column: 11, scope: !305)
!308 = !DILocation(line: 45, column: 17, scope: !305)
!309 = !DILocation(line: 46, column: 11, scope: !305)
!310 = !DILocation(line: 46, column: 17, scope: !305)
!311 = !DILocation(line: 47, column: 11, scope: !305)
!312 = !DILocation(line: 47, column: 17, scope: !305)
!313 = !DILocation(line: 47, column: 21, scope: !305)
!314 = !DILocation(line: 48, column: 11, scope: !305)
!315 = !DILocation(line: 49, column: 11, scope: !305)
!316 = !DILocation(line: 49, column: 17, scope: !305)
!317 = !DILocation(line: 50, column: 12, scope: !305)
!318 = !DILocation(line: 52, column: 1, scope: !294)
!319 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !9, retainedNodes: !84)
!320 = !DILocalVariable(name: "this", arg: 1, scope: !319, type: !321, flags: DIFlagArtificial | DIFlagObjectPointer)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!322 = !DILocation(line: 0, scope: !319)
!323 = !DILocalVariable(name: "i", arg: 2, scope: !319, file: !3, line: 21, type: !5)
!324 = !DILocation(line: 21, column: 23, scope: !319)
!325 = !DILocation(line: 21, column: 28, scope: !319)
!326 = !DILocation(line: 21, column: 31, scope: !319)
!327 = !DILocation(line: 21, column: 36, scope: !328)
!328 = distinct !DILexicalBlock(scope: !319, file: !3, line: 21, column: 34)
!329 = !DILocation(line: 21, column: 51, scope: !328)
!330 = !DILocation(line: 21, column: 46, scope: !328)
!331 = !DILocation(line: 21, column: 56, scope: !319)
!332 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !33, retainedNodes: !84)
!333 = !DILocalVariable(name: "this", arg: 1, scope: !332, type: !206, flags: DIFlagArtificial | DIFlagObjectPointer)
!334 = !DILocation(line: 0, scope: !332)
!335 = !DILocalVariable(name: "c", arg: 2, scope: !332, file: !3, line: 29, type: !5)
!336 = !DILocation(line: 29, column: 13, scope: !332)
!337 = !DILocalVariable(name: "w", arg: 3, scope: !332, file: !3, line: 29, type: !30)
!338 = !DILocation(line: 29, column: 28, scope: !332)
!339 = !DILocation(line: 29, column: 50, scope: !332)
!340 = !DILocation(line: 29, column: 33, scope: !332)
!341 = !DILocation(line: 29, column: 38, scope: !332)
!342 = !DILocation(line: 29, column: 42, scope: !332)
!343 = !DILocation(line: 29, column: 47, scope: !332)
!344 = !DILocation(line: 29, column: 51, scope: !332)
!345 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !37, retainedNodes: !84)
!346 = !DILocalVariable(name: "this", arg: 1, scope: !345, type: !206, flags: DIFlagArtificial | DIFlagObjectPointer)
!347 = !DILocation(line: 0, scope: !345)
!348 = !DILocation(line: 30, column: 21, scope: !345)
!349 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !49, retainedNodes: !84)
!350 = !DILocalVariable(name: "this", arg: 1, scope: !349, type: !351, flags: DIFlagArtificial | DIFlagObjectPointer)
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!352 = !DILocation(line: 0, scope: !349)
!353 = !DILocalVariable(name: "c", arg: 2, scope: !349, file: !3, line: 36, type: !5)
!354 = !DILocation(line: 36, column: 15, scope: !349)
!355 = !DILocalVariable(name: "f", arg: 3, scope: !349, file: !3, line: 36, type: !5)
!356 = !DILocation(line: 36, column: 22, scope: !349)
!357 = !DILocation(line: 36, column: 49, scope: !349)
!358 = !DILocation(line: 36, column: 33, scope: !349)
!359 = !DILocation(line: 36, column: 27, scope: !349)
!360 = !DILocation(line: 36, column: 43, scope: !349)
!361 = !DILocation(line: 36, column: 46, scope: !349)
!362 = !DILocation(line: 36, column: 50, scope: !349)
!363 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD2Ev", scope: !45, file: !3, line: 34, type: !364, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !366, retainedNodes: !84)
!364 = !DISubroutineType(types: !365)
!365 = !{null, !52}
!366 = !DISubprogram(name: "~IoError", scope: !45, type: !364, containingType: !45, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!367 = !DILocalVariable(name: "this", arg: 1, scope: !363, type: !351, flags: DIFlagArtificial | DIFlagObjectPointer)
!368 = !DILocation(line: 0, scope: !363)
!369 = !DILocation(line: 34, column: 8, scope: !370)
!370 = distinct !DILexicalBlock(scope: !363, file: !3, line: 34, column: 8)
!371 = !DILocation(line: 34, column: 8, scope: !363)
!372 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !18, retainedNodes: !84)
!373 = !DILocalVariable(name: "this", arg: 1, scope: !372, type: !321, flags: DIFlagArtificial | DIFlagObjectPointer)
!374 = !DILocation(line: 0, scope: !372)
!375 = !DILocation(line: 23, column: 15, scope: !376)
!376 = distinct !DILexicalBlock(scope: !372, file: !3, line: 23, column: 13)
!377 = !DILocation(line: 23, column: 31, scope: !376)
!378 = !DILocation(line: 23, column: 30, scope: !376)
!379 = !DILocation(line: 23, column: 25, scope: !376)
!380 = !DILocation(line: 23, column: 36, scope: !372)
!381 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !295, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!382 = !DILocalVariable(name: "v", arg: 1, scope: !381, file: !3, line: 14, type: !5)
!383 = !DILocation(line: 14, column: 22, scope: !381)
!384 = !DILocation(line: 15, column: 7, scope: !385)
!385 = distinct !DILexicalBlock(scope: !381, file: !3, line: 15, column: 7)
!386 = !DILocation(line: 15, column: 14, scope: !385)
!387 = !DILocation(line: 15, column: 7, scope: !381)
!388 = !DILocation(line: 16, column: 23, scope: !385)
!389 = !DILocation(line: 16, column: 17, scope: !385)
!390 = !DILocation(line: 16, column: 5, scope: !385)
!391 = !DILocation(line: 16, column: 21, scope: !385)
!392 = !DILocation(line: 17, column: 1, scope: !381)
!393 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !37, retainedNodes: !84)
!394 = !DILocalVariable(name: "this", arg: 1, scope: !393, type: !206, flags: DIFlagArtificial | DIFlagObjectPointer)
!395 = !DILocation(line: 0, scope: !393)
!396 = !DILocation(line: 30, column: 20, scope: !393)
!397 = !DILocation(line: 30, column: 21, scope: !393)
!398 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !40, retainedNodes: !84)
!399 = !DILocalVariable(name: "this", arg: 1, scope: !398, type: !400, flags: DIFlagArtificial | DIFlagObjectPointer)
!400 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 32)
!401 = !DILocation(line: 0, scope: !398)
!402 = !DILocation(line: 31, column: 30, scope: !398)
!403 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !45, file: !3, line: 34, type: !364, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !366, retainedNodes: !84)
!404 = !DILocalVariable(name: "this", arg: 1, scope: !403, type: !351, flags: DIFlagArtificial | DIFlagObjectPointer)
!405 = !DILocation(line: 0, scope: !403)
!406 = !DILocation(line: 34, column: 8, scope: !403)
!407 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !53, retainedNodes: !84)
!408 = !DILocalVariable(name: "this", arg: 1, scope: !407, type: !409, flags: DIFlagArtificial | DIFlagObjectPointer)
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32)
!410 = !DILocation(line: 0, scope: !407)
!411 = !DILocation(line: 37, column: 31, scope: !407)
!412 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !295, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !84)
!413 = !DILocalVariable(name: "how", arg: 1, scope: !412, file: !3, line: 79, type: !5)
!414 = !DILocation(line: 79, column: 24, scope: !412)
!415 = !DILocalVariable(name: "t", scope: !412, file: !3, line: 80, type: !6)
!416 = !DILocation(line: 80, column: 10, scope: !412)
!417 = !DILocation(line: 80, column: 17, scope: !412)
!418 = !DILocation(line: 80, column: 15, scope: !412)
!419 = !DILocation(line: 82, column: 13, scope: !420)
!420 = distinct !DILexicalBlock(scope: !412, file: !3, line: 81, column: 7)
!421 = !DILocation(line: 82, column: 5, scope: !420)
!422 = !DILocation(line: 83, column: 3, scope: !420)
!423 = !DILocation(line: 84, column: 5, scope: !424)
!424 = distinct !DILexicalBlock(scope: !412, file: !3, line: 83, column: 17)
!425 = !DILocation(line: 85, column: 5, scope: !424)
!426 = !DILocation(line: 86, column: 3, scope: !424)
!427 = !DILocation(line: 87, column: 1, scope: !412)
!428 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !65, retainedNodes: !84)
!429 = !DILocalVariable(name: "this", arg: 1, scope: !428, type: !430, flags: DIFlagArtificial | DIFlagObjectPointer)
!430 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 32)
!431 = !DILocation(line: 0, scope: !428)
!432 = !DILocalVariable(name: "x", arg: 2, scope: !428, file: !3, line: 115, type: !5)
!433 = !DILocation(line: 115, column: 14, scope: !428)
!434 = !DILocation(line: 115, column: 23, scope: !428)
!435 = !DILocation(line: 115, column: 25, scope: !428)
!436 = !DILocation(line: 115, column: 29, scope: !428)
!437 = !DILocation(line: 115, column: 37, scope: !428)
!438 = !DILocation(line: 115, column: 31, scope: !428)
!439 = !DILocation(line: 116, column: 5, scope: !440)
!440 = distinct !DILexicalBlock(scope: !428, file: !3, line: 115, column: 41)
!441 = !DILocation(line: 117, column: 3, scope: !440)
!442 = !DILocalVariable(name: "e", scope: !428, file: !3, line: 117, type: !194)
!443 = !DILocation(line: 117, column: 19, scope: !428)
!444 = !DILocation(line: 118, column: 5, scope: !445)
!445 = distinct !DILexicalBlock(scope: !428, file: !3, line: 117, column: 22)
!446 = !DILocation(line: 119, column: 3, scope: !445)
!447 = !DILocation(line: 119, column: 3, scope: !428)
!448 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !58, file: !3, line: 108, type: !449, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !451, retainedNodes: !84)
!449 = !DISubroutineType(types: !450)
!450 = !{null, !68}
!451 = !DISubprogram(name: "~Holder", scope: !58, type: !449, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!452 = !DILocalVariable(name: "this", arg: 1, scope: !448, type: !430, flags: DIFlagArtificial | DIFlagObjectPointer)
!453 = !DILocation(line: 0, scope: !448)
!454 = !DILocation(line: 108, column: 8, scope: !455)
!455 = distinct !DILexicalBlock(scope: !448, file: !3, line: 108, column: 8)
!456 = !DILocation(line: 108, column: 8, scope: !448)
!457 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !62, retainedNodes: !84)
!458 = !DILocalVariable(name: "x", arg: 1, scope: !457, file: !3, line: 111, type: !5)
!459 = !DILocation(line: 111, column: 24, scope: !457)
!460 = !DILocation(line: 112, column: 9, scope: !461)
!461 = distinct !DILexicalBlock(scope: !457, file: !3, line: 112, column: 9)
!462 = !DILocation(line: 112, column: 11, scope: !461)
!463 = !DILocation(line: 112, column: 9, scope: !457)
!464 = !DILocation(line: 112, column: 16, scope: !461)
!465 = !DILocation(line: 112, column: 30, scope: !461)
!466 = !DILocation(line: 112, column: 34, scope: !461)
!467 = !DILocation(line: 112, column: 33, scope: !461)
!468 = !DILocation(line: 112, column: 22, scope: !461)
!469 = !DILocation(line: 113, column: 12, scope: !457)
!470 = !DILocation(line: 113, column: 14, scope: !457)
!471 = !DILocation(line: 113, column: 5, scope: !457)
