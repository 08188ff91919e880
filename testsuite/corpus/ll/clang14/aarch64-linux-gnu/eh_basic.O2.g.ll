; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }
%struct.Error = type { i32 (...)**, i32, i8* }
%struct.IoError = type <{ %struct.Error, i32, [4 x i8] }>

$__clang_call_terminate = comdat any

$_ZN5ErrorD2Ev = comdat any

$_ZN6TracerD2Ev = comdat any

$_ZN5ErrorD0Ev = comdat any

$_ZNK5Error4kindEv = comdat any

$_ZN7IoErrorD0Ev = comdat any

$_ZNK7IoError4kindEv = comdat any

$_ZN6HolderC2Ei = comdat any

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
@_ZL6g_live = internal unnamed_addr global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1
@_ZL13rethrow_count = internal unnamed_addr global i32 0, align 4, !dbg !70
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1
@_ZL6g_nlog = internal unnamed_addr global i32 0, align 4, !dbg !72
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL5g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !74
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
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 8
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__gxx_personality_v0 !dbg !91 {
  %1 = alloca %struct.Holder, align 4
  call void @llvm.dbg.declare(metadata i8* undef, metadata !99, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !110
  br label %64, !dbg !111

2:                                                ; preds = %147
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !112
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !113
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %3, i32 noundef %4), !dbg !114
  %6 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !115, !tbaa !116
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %6), !dbg !120
  call void @llvm.dbg.value(metadata i32 5, metadata !121, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !130, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 5, metadata !133, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !139, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 5, metadata !142, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 5, metadata !124, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !146
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !147, !tbaa !116
  %9 = add nsw i32 %8, 1, !dbg !147
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !147, !tbaa !116
  call void @llvm.dbg.value(metadata i32 5, metadata !149, metadata !DIExpression()), !dbg !154
  %10 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !156, !tbaa !116
  %11 = icmp slt i32 %10, 64, !dbg !158
  br i1 %11, label %12, label %17, !dbg !159

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1, !dbg !160
  store i32 %13, i32* @_ZL6g_nlog, align 4, !dbg !160, !tbaa !116
  %14 = sext i32 %10 to i64, !dbg !161
  %15 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %14, !dbg !161
  store i32 5, i32* %15, align 4, !dbg !162, !tbaa !116
  call void @llvm.dbg.value(metadata i32 10, metadata !124, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !146
  call void @llvm.dbg.value(metadata i32 777, metadata !149, metadata !DIExpression()), !dbg !163
  %16 = icmp eq i32 %10, 63, !dbg !166
  br i1 %16, label %17, label %18, !dbg !167

17:                                               ; preds = %12, %2
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !168, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !176, metadata !DIExpression()), !dbg !179
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !182, !tbaa !116
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  br label %27, !dbg !186

18:                                               ; preds = %12
  %19 = add nsw i32 %10, 2, !dbg !187
  store i32 %19, i32* @_ZL6g_nlog, align 4, !dbg !187, !tbaa !116
  %20 = sext i32 %13 to i64, !dbg !188
  %21 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %20, !dbg !188
  store i32 777, i32* %21, align 4, !dbg !189, !tbaa !116
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !168, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !176, metadata !DIExpression()), !dbg !179
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !182, !tbaa !116
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !184
  %22 = icmp slt i32 %10, 62, !dbg !190
  br i1 %22, label %23, label %27, !dbg !186

23:                                               ; preds = %18
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !176, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata i32 -5, metadata !149, metadata !DIExpression()), !dbg !184
  %24 = add nsw i32 %10, 3, !dbg !191
  store i32 %24, i32* @_ZL6g_nlog, align 4, !dbg !191, !tbaa !116
  %25 = sext i32 %19 to i64, !dbg !192
  %26 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %25, !dbg !192
  store i32 -5, i32* %26, align 4, !dbg !193, !tbaa !116
  br label %27, !dbg !192

27:                                               ; preds = %18, %23, %17
  call void @llvm.dbg.value(metadata i32 -4, metadata !121, metadata !DIExpression()), !dbg !194
  %28 = bitcast %struct.Holder* %1 to i8*, !dbg !196
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %28) #14, !dbg !196
  call void @llvm.dbg.declare(metadata %struct.Holder* %1, metadata !124, metadata !DIExpression()), !dbg !197
  invoke void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %29 unwind label %44, !dbg !197

29:                                               ; preds = %27
  %30 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i64 0, i32 1, !dbg !198
  %31 = load i32, i32* %30, align 4, !dbg !198, !tbaa !199
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !168, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !176, metadata !DIExpression()), !dbg !204
  %32 = load i32, i32* @_ZL6g_live, align 4, !dbg !206, !tbaa !116
  %33 = add nsw i32 %32, -1, !dbg !206
  store i32 %33, i32* @_ZL6g_live, align 4, !dbg !206, !tbaa !116
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !207
  %34 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !209, !tbaa !116
  %35 = icmp slt i32 %34, 64, !dbg !210
  br i1 %35, label %36, label %43, !dbg !211

36:                                               ; preds = %29
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !176, metadata !DIExpression()), !dbg !204
  %37 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i64 0, i32 0, i32 0, !dbg !212
  %38 = load i32, i32* %37, align 4, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %38), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !207
  %39 = sub nsw i32 0, %38, !dbg !214
  call void @llvm.dbg.value(metadata i32 %39, metadata !149, metadata !DIExpression()), !dbg !207
  %40 = add nsw i32 %34, 1, !dbg !215
  store i32 %40, i32* @_ZL6g_nlog, align 4, !dbg !215, !tbaa !116
  %41 = sext i32 %34 to i64, !dbg !216
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %41, !dbg !216
  store i32 %39, i32* %42, align 4, !dbg !217, !tbaa !116
  br label %43, !dbg !216

43:                                               ; preds = %36, %29
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28) #14, !dbg !218
  br label %58

44:                                               ; preds = %27
  %45 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), !dbg !219
  %46 = extractvalue { i8*, i32 } %45, 1, !dbg !219
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28) #14, !dbg !218
  %47 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #14, !dbg !220
  %48 = icmp eq i32 %46, %47, !dbg !220
  br i1 %48, label %49, label %56, !dbg !220

49:                                               ; preds = %44
  %50 = extractvalue { i8*, i32 } %45, 0, !dbg !219
  %51 = call i8* @__cxa_begin_catch(i8* %50) #14, !dbg !220
  call void @llvm.dbg.value(metadata i8* %51, metadata !126, metadata !DIExpression()), !dbg !194
  %52 = getelementptr inbounds i8, i8* %51, i64 24, !dbg !221
  %53 = bitcast i8* %52 to i32*, !dbg !221
  %54 = load i32, i32* %53, align 8, !dbg !221, !tbaa !223
  %55 = add nsw i32 %54, -1000, !dbg !225
  call void @__cxa_end_catch(), !dbg !226
  br label %58

56:                                               ; preds = %142, %44
  %57 = phi { i8*, i32 } [ %45, %44 ], [ %143, %142 ]
  resume { i8*, i32 } %57, !dbg !109

58:                                               ; preds = %43, %49
  %59 = phi i32 [ %31, %43 ], [ %55, %49 ], !dbg !194
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef 10, i32 noundef %59), !dbg !227
  call void @llvm.dbg.value(metadata !DIArgList(i32 %151, i32 2), metadata !93, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !109
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0)), !dbg !228
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()), !dbg !229
  %62 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !230, !tbaa !116
  %63 = icmp sgt i32 %62, 0, !dbg !232
  br i1 %63, label %162, label %154, !dbg !233

64:                                               ; preds = %0, %147
  %65 = phi i32 [ 0, %0 ], [ %151, %147 ]
  %66 = phi i32 [ 0, %0 ], [ %152, %147 ]
  call void @llvm.dbg.value(metadata i32 %65, metadata !93, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 %66, metadata !94, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 %66, metadata !234, metadata !DIExpression()), !dbg !247
  invoke fastcc void @_ZL7throweri(i32 noundef %66)
          to label %147 unwind label %67, !dbg !249

67:                                               ; preds = %64
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null, !dbg !251
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !251
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !251
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !252
  %72 = icmp eq i32 %70, %71, !dbg !252
  br i1 %72, label %73, label %78, !dbg !252

73:                                               ; preds = %67
  %74 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !253
  %75 = bitcast i8* %74 to i32*, !dbg !253
  %76 = load i32, i32* %75, align 4, !dbg !253, !tbaa !116
  call void @llvm.dbg.value(metadata i32 %76, metadata !246, metadata !DIExpression()), !dbg !247
  %77 = add nsw i32 %76, 100, !dbg !255
  tail call void @__cxa_end_catch() #14, !dbg !257
  br label %147

78:                                               ; preds = %67
  %79 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #14, !dbg !252
  %80 = icmp eq i32 %70, %79, !dbg !252
  br i1 %80, label %81, label %88, !dbg !252

81:                                               ; preds = %78
  %82 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !258
  %83 = bitcast i8* %82 to double*, !dbg !258
  %84 = load double, double* %83, align 8, !dbg !258, !tbaa !260
  call void @llvm.dbg.value(metadata double %84, metadata !244, metadata !DIExpression()), !dbg !247
  %85 = fmul double %84, 2.000000e+00, !dbg !262
  %86 = fptosi double %85 to i32, !dbg !263
  %87 = add nsw i32 %86, 200, !dbg !264
  tail call void @__cxa_end_catch() #14, !dbg !253
  br label %147

88:                                               ; preds = %78
  %89 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #14, !dbg !252
  %90 = icmp eq i32 %70, %89, !dbg !252
  br i1 %90, label %91, label %102, !dbg !252

91:                                               ; preds = %88
  %92 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !265
  call void @llvm.dbg.value(metadata i8* %92, metadata !243, metadata !DIExpression()), !dbg !247
  %93 = getelementptr inbounds i8, i8* %92, i64 8, !dbg !267
  %94 = bitcast i8* %93 to i32*, !dbg !267
  %95 = load i32, i32* %94, align 8, !dbg !267, !tbaa !268
  %96 = mul nsw i32 %95, 10, !dbg !271
  %97 = add nsw i32 %96, 300, !dbg !272
  %98 = getelementptr inbounds i8, i8* %92, i64 24, !dbg !273
  %99 = bitcast i8* %98 to i32*, !dbg !273
  %100 = load i32, i32* %99, align 8, !dbg !273, !tbaa !223
  %101 = add nsw i32 %97, %100, !dbg !274
  tail call void @__cxa_end_catch(), !dbg !258
  br label %147

102:                                              ; preds = %88
  %103 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !252
  %104 = icmp eq i32 %70, %103, !dbg !252
  br i1 %104, label %105, label %119, !dbg !252

105:                                              ; preds = %102
  %106 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !275
  %107 = bitcast i8* %106 to %struct.Error*, !dbg !275
  call void @llvm.dbg.value(metadata %struct.Error* %107, metadata !242, metadata !DIExpression()), !dbg !247
  %108 = getelementptr inbounds i8, i8* %106, i64 8, !dbg !276
  %109 = bitcast i8* %108 to i32*, !dbg !276
  %110 = load i32, i32* %109, align 8, !dbg !276, !tbaa !268
  %111 = bitcast i8* %106 to i32 (%struct.Error*)***, !dbg !277
  %112 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %111, align 8, !dbg !277, !tbaa !278
  %113 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %112, i64 2, !dbg !277
  %114 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %113, align 8, !dbg !277
  %115 = invoke noundef i32 %114(%struct.Error* noundef nonnull align 8 dereferenceable(24) %107)
          to label %116 unwind label %142, !dbg !277

116:                                              ; preds = %105
  %117 = add nsw i32 %110, 400, !dbg !280
  %118 = add nsw i32 %117, %115, !dbg !281
  tail call void @__cxa_end_catch(), !dbg !265
  br label %147

119:                                              ; preds = %102
  %120 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #14, !dbg !252
  %121 = icmp eq i32 %70, %120, !dbg !252
  br i1 %121, label %122, label %133, !dbg !252

122:                                              ; preds = %119
  %123 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !282
  call void @llvm.dbg.value(metadata i8* %123, metadata !238, metadata !DIExpression()), !dbg !247
  %124 = getelementptr inbounds i8, i8* %123, i64 8, !dbg !284
  %125 = bitcast i8* %124 to i32*, !dbg !284
  %126 = load i32, i32* %125, align 8, !dbg !284, !tbaa !268
  %127 = add nsw i32 %126, 500, !dbg !285
  call void @llvm.dbg.value(metadata i32 %127, metadata !240, metadata !DIExpression()), !dbg !286
  %128 = bitcast i8* %123 to %struct.Error*, !dbg !282
  call void @llvm.dbg.value(metadata %struct.Error* %128, metadata !238, metadata !DIExpression()), !dbg !247
  %129 = bitcast i8* %123 to void (%struct.Error*)***, !dbg !287
  %130 = load void (%struct.Error*)**, void (%struct.Error*)*** %129, align 8, !dbg !287, !tbaa !278
  %131 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %130, i64 1, !dbg !287
  %132 = load void (%struct.Error*)*, void (%struct.Error*)** %131, align 8, !dbg !287
  tail call void %132(%struct.Error* noundef nonnull align 8 dereferenceable(24) %128) #14, !dbg !287
  tail call void @__cxa_end_catch() #14, !dbg !275
  br label %147

133:                                              ; preds = %119
  %134 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #14, !dbg !252
  %135 = icmp eq i32 %70, %134, !dbg !252
  %136 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !247
  br i1 %135, label %137, label %141, !dbg !252

137:                                              ; preds = %133
  call void @llvm.dbg.value(metadata i8* %136, metadata !237, metadata !DIExpression()), !dbg !247
  %138 = load i8, i8* %136, align 1, !dbg !288, !tbaa !289
  %139 = icmp eq i8 %138, 99, !dbg !290
  %140 = select i1 %139, i32 601, i32 600, !dbg !291
  tail call void @__cxa_end_catch() #14, !dbg !282
  br label %147

141:                                              ; preds = %133
  tail call void @__cxa_end_catch(), !dbg !292
  br label %147

142:                                              ; preds = %105
  %143 = landingpad { i8*, i32 }
          cleanup, !dbg !294
  invoke void @__cxa_end_catch()
          to label %56 unwind label %144, !dbg !265

144:                                              ; preds = %142
  %145 = landingpad { i8*, i32 }
          catch i8* null, !dbg !265
  %146 = extractvalue { i8*, i32 } %145, 0, !dbg !265
  tail call void @__clang_call_terminate(i8* %146) #15, !dbg !265
  unreachable, !dbg !265

147:                                              ; preds = %64, %73, %81, %91, %116, %122, %137, %141
  %148 = phi i32 [ %77, %73 ], [ %87, %81 ], [ %101, %91 ], [ %118, %116 ], [ %127, %122 ], [ %140, %137 ], [ 999, %141 ], [ 0, %64 ], !dbg !247
  call void @llvm.dbg.value(metadata i32 %148, metadata !96, metadata !DIExpression()), !dbg !295
  %149 = load i32, i32* @_ZL6g_live, align 4, !dbg !296, !tbaa !116
  %150 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %66, i32 noundef %148, i32 noundef %149), !dbg !297
  %151 = add nsw i32 %148, %65, !dbg !298
  call void @llvm.dbg.value(metadata i32 %151, metadata !93, metadata !DIExpression()), !dbg !109
  %152 = add nuw nsw i32 %66, 1, !dbg !299
  call void @llvm.dbg.value(metadata i32 %152, metadata !94, metadata !DIExpression()), !dbg !110
  %153 = icmp eq i32 %152, 8, !dbg !300
  br i1 %153, label %2, label %64, !dbg !111, !llvm.loop !301

154:                                              ; preds = %162, %58
  %155 = add nsw i32 %151, 2, !dbg !304
  call void @llvm.dbg.value(metadata i32 %155, metadata !93, metadata !DIExpression()), !dbg !109
  %156 = load i32, i32* @_ZL6g_live, align 4, !dbg !305, !tbaa !116
  %157 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i32 noundef %155, i32 noundef %156), !dbg !306
  %158 = load i32, i32* @_ZL6g_live, align 4, !dbg !307, !tbaa !116
  %159 = icmp eq i32 %158, 0, !dbg !308
  %160 = select i1 %159, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), !dbg !307
  %161 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %160), !dbg !309
  ret i32 0, !dbg !310

162:                                              ; preds = %58, %162
  %163 = phi i64 [ %167, %162 ], [ 0, %58 ]
  call void @llvm.dbg.value(metadata i64 %163, metadata !106, metadata !DIExpression()), !dbg !229
  %164 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %163, !dbg !311
  %165 = load i32, i32* %164, align 4, !dbg !311, !tbaa !116
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %165), !dbg !312
  %167 = add nuw nsw i64 %163, 1, !dbg !313
  call void @llvm.dbg.value(metadata i64 %167, metadata !106, metadata !DIExpression()), !dbg !229
  %168 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !230, !tbaa !116
  %169 = sext i32 %168 to i64, !dbg !232
  %170 = icmp slt i64 %167, %169, !dbg !232
  br i1 %170, label %162, label %154, !dbg !233, !llvm.loop !314
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse uwtable
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !316 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !318, metadata !DIExpression()), !dbg !323
  call void @llvm.dbg.value(metadata i32 0, metadata !319, metadata !DIExpression()), !dbg !323
  call void @llvm.dbg.value(metadata i32 %0, metadata !324, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !139, metadata !DIExpression()), !dbg !331
  call void @llvm.dbg.value(metadata i32 %0, metadata !142, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !331
  call void @llvm.dbg.value(metadata i32 %0, metadata !327, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !328
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !333, !tbaa !116
  %3 = add nsw i32 %2, 1, !dbg !333
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !333, !tbaa !116
  call void @llvm.dbg.value(metadata i32 %0, metadata !149, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !334
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !336, !tbaa !116
  %5 = icmp slt i32 %4, 64, !dbg !337
  br i1 %5, label %6, label %11, !dbg !338

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 50, !dbg !339
  call void @llvm.dbg.value(metadata i32 %7, metadata !142, metadata !DIExpression()), !dbg !331
  call void @llvm.dbg.value(metadata i32 %7, metadata !327, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i32 %7, metadata !149, metadata !DIExpression()), !dbg !334
  %8 = add nsw i32 %4, 1, !dbg !340
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !340, !tbaa !116
  %9 = sext i32 %4 to i64, !dbg !341
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %9, !dbg !341
  store i32 %7, i32* %10, align 4, !dbg !342, !tbaa !116
  br label %11, !dbg !341

11:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %30 unwind label %12, !dbg !343

12:                                               ; preds = %11
  %13 = landingpad { i8*, i32 }
          catch i8* null, !dbg !345
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !345
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #14, !dbg !346
  %16 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !347, !tbaa !116
  %17 = add nsw i32 %16, 1, !dbg !347
  store i32 %17, i32* @_ZL13rethrow_count, align 4, !dbg !347, !tbaa !116
  invoke void @__cxa_rethrow() #16
          to label %43 unwind label %18, !dbg !349

18:                                               ; preds = %12
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !350
  invoke void @__cxa_end_catch()
          to label %20 unwind label %40, !dbg !351

20:                                               ; preds = %18
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !176, metadata !DIExpression()), !dbg !352
  %21 = load i32, i32* @_ZL6g_live, align 4, !dbg !354, !tbaa !116
  %22 = add nsw i32 %21, -1, !dbg !354
  store i32 %22, i32* @_ZL6g_live, align 4, !dbg !354, !tbaa !116
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !355
  %23 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !357, !tbaa !116
  %24 = icmp slt i32 %23, 64, !dbg !358
  br i1 %24, label %25, label %44, !dbg !359

25:                                               ; preds = %20
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !355
  %26 = sub i32 -50, %0, !dbg !360
  call void @llvm.dbg.value(metadata i32 %26, metadata !149, metadata !DIExpression()), !dbg !355
  %27 = add nsw i32 %23, 1, !dbg !361
  store i32 %27, i32* @_ZL6g_nlog, align 4, !dbg !361, !tbaa !116
  %28 = sext i32 %23 to i64, !dbg !362
  %29 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %28, !dbg !362
  store i32 %26, i32* %29, align 4, !dbg !363, !tbaa !116
  br label %44, !dbg !362

30:                                               ; preds = %11
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !176, metadata !DIExpression()), !dbg !364
  %31 = load i32, i32* @_ZL6g_live, align 4, !dbg !366, !tbaa !116
  %32 = add nsw i32 %31, -1, !dbg !366
  store i32 %32, i32* @_ZL6g_live, align 4, !dbg !366, !tbaa !116
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !367
  %33 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !369, !tbaa !116
  %34 = icmp slt i32 %33, 64, !dbg !370
  br i1 %34, label %35, label %77, !dbg !371

35:                                               ; preds = %30
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !367
  %36 = sub i32 -50, %0, !dbg !372
  call void @llvm.dbg.value(metadata i32 %36, metadata !149, metadata !DIExpression()), !dbg !367
  %37 = add nsw i32 %33, 1, !dbg !373
  store i32 %37, i32* @_ZL6g_nlog, align 4, !dbg !373, !tbaa !116
  %38 = sext i32 %33 to i64, !dbg !374
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %38, !dbg !374
  store i32 %36, i32* %39, align 4, !dbg !375, !tbaa !116
  br label %77, !dbg !374

40:                                               ; preds = %18
  %41 = landingpad { i8*, i32 }
          catch i8* null, !dbg !351
  %42 = extractvalue { i8*, i32 } %41, 0, !dbg !351
  tail call void @__clang_call_terminate(i8* %42) #15, !dbg !351
  unreachable, !dbg !351

43:                                               ; preds = %12
  unreachable

44:                                               ; preds = %20, %25
  %45 = extractvalue { i8*, i32 } %19, 0, !dbg !376
  %46 = extractvalue { i8*, i32 } %19, 1, !dbg !376
  %47 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !377
  %48 = icmp eq i32 %46, %47, !dbg !377
  br i1 %48, label %49, label %64, !dbg !377

49:                                               ; preds = %44
  %50 = tail call i8* @__cxa_begin_catch(i8* %45) #14, !dbg !377
  %51 = bitcast i8* %50 to i32*, !dbg !377
  %52 = load i32, i32* %51, align 4, !dbg !377, !tbaa !116
  call void @llvm.dbg.value(metadata i32 %52, metadata !320, metadata !DIExpression()), !dbg !378
  call void @llvm.dbg.value(metadata i32 %52, metadata !319, metadata !DIExpression()), !dbg !323
  %53 = tail call i8* @__cxa_allocate_exception(i64 24) #14, !dbg !379
  %54 = add nsw i32 %52, 1, !dbg !381
  call void @llvm.dbg.value(metadata i8* %53, metadata !382, metadata !DIExpression()), !dbg !387
  call void @llvm.dbg.value(metadata i32 %54, metadata !385, metadata !DIExpression()), !dbg !387
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0), metadata !386, metadata !DIExpression()), !dbg !387
  %55 = bitcast i8* %53 to i32 (...)***, !dbg !389
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %55, align 8, !dbg !389, !tbaa !278
  %56 = getelementptr inbounds i8, i8* %53, i64 8, !dbg !390
  %57 = bitcast i8* %56 to i32*, !dbg !390
  store i32 %54, i32* %57, align 8, !dbg !390, !tbaa !268
  %58 = getelementptr inbounds i8, i8* %53, i64 16, !dbg !391
  %59 = bitcast i8* %58 to i8**, !dbg !391
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0), i8** %59, align 8, !dbg !391, !tbaa !392
  invoke void @__cxa_throw(i8* nonnull %53, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %80 unwind label %60, !dbg !379

60:                                               ; preds = %49
  %61 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !393
  %62 = extractvalue { i8*, i32 } %61, 0, !dbg !393
  %63 = extractvalue { i8*, i32 } %61, 1, !dbg !393
  tail call void @__cxa_end_catch() #14, !dbg !394
  br label %64, !dbg !394

64:                                               ; preds = %60, %44
  %65 = phi i32 [ %63, %60 ], [ %46, %44 ], !dbg !378
  %66 = phi i8* [ %62, %60 ], [ %45, %44 ], !dbg !378
  %67 = phi i32 [ %52, %60 ], [ 0, %44 ], !dbg !323
  call void @llvm.dbg.value(metadata i32 %67, metadata !319, metadata !DIExpression()), !dbg !323
  %68 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !395
  %69 = icmp eq i32 %65, %68, !dbg !395
  %70 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !323
  br i1 %69, label %71, label %79, !dbg !395

71:                                               ; preds = %64
  call void @llvm.dbg.value(metadata i8* %70, metadata !322, metadata !DIExpression()), !dbg !323
  %72 = getelementptr inbounds i8, i8* %70, i64 8, !dbg !396
  %73 = bitcast i8* %72 to i32*, !dbg !396
  %74 = load i32, i32* %73, align 8, !dbg !396, !tbaa !268
  %75 = mul nsw i32 %74, 100, !dbg !398
  %76 = add nsw i32 %75, %67, !dbg !399
  call void @llvm.dbg.value(metadata i32 %76, metadata !319, metadata !DIExpression()), !dbg !323
  tail call void @__cxa_end_catch(), !dbg !400
  br label %77, !dbg !400

77:                                               ; preds = %35, %30, %71, %79
  %78 = phi i32 [ %76, %71 ], [ -1, %79 ], [ 0, %30 ], [ 0, %35 ], !dbg !323
  call void @llvm.dbg.value(metadata i32 %78, metadata !319, metadata !DIExpression()), !dbg !323
  ret i32 %78, !dbg !401

79:                                               ; preds = %64
  call void @llvm.dbg.value(metadata i32 -1, metadata !319, metadata !DIExpression()), !dbg !323
  tail call void @__cxa_end_catch(), !dbg !402
  br label %77, !dbg !402

80:                                               ; preds = %49
  unreachable
}

; Function Attrs: nofree nounwind
declare !dbg !404 noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !408 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !410, metadata !DIExpression()), !dbg !412
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !139, metadata !DIExpression()), !dbg !413
  call void @llvm.dbg.value(metadata i32 %0, metadata !142, metadata !DIExpression()), !dbg !413
  call void @llvm.dbg.value(metadata i32 %0, metadata !411, metadata !DIExpression()), !dbg !412
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !415, !tbaa !116
  %3 = add nsw i32 %2, 1, !dbg !415
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !415, !tbaa !116
  call void @llvm.dbg.value(metadata i32 %0, metadata !149, metadata !DIExpression()), !dbg !416
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !418, !tbaa !116
  %5 = icmp slt i32 %4, 64, !dbg !419
  br i1 %5, label %6, label %10, !dbg !420

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1, !dbg !421
  store i32 %7, i32* @_ZL6g_nlog, align 4, !dbg !421, !tbaa !116
  %8 = sext i32 %4 to i64, !dbg !422
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %8, !dbg !422
  store i32 %0, i32* %9, align 4, !dbg !423, !tbaa !116
  br label %10, !dbg !422

10:                                               ; preds = %1, %6
  %11 = phi i32 [ %4, %1 ], [ %7, %6 ]
  switch i32 %0, label %62 [
    i32 0, label %12
    i32 1, label %17
    i32 2, label %20
    i32 3, label %27
    i32 4, label %36
    i32 5, label %47
    i32 6, label %50
  ], !dbg !424

12:                                               ; preds = %10
  %13 = tail call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !425
  %14 = bitcast i8* %13 to i32*, !dbg !425
  store i32 42, i32* %14, align 16, !dbg !425, !tbaa !116
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #16
          to label %82 unwind label %15, !dbg !425

15:                                               ; preds = %61, %47, %39, %27, %20, %17, %12
  %16 = landingpad { i8*, i32 }
          cleanup, !dbg !427
  br label %70, !dbg !427

17:                                               ; preds = %10
  %18 = tail call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !428
  %19 = bitcast i8* %18 to double*, !dbg !428
  store double 3.500000e+00, double* %19, align 16, !dbg !428, !tbaa !260
  invoke void @__cxa_throw(i8* nonnull %18, i8* bitcast (i8** @_ZTId to i8*), i8* null) #16
          to label %82 unwind label %15, !dbg !428

20:                                               ; preds = %10
  %21 = tail call i8* @__cxa_allocate_exception(i64 24) #14, !dbg !429
  call void @llvm.dbg.value(metadata i8* %21, metadata !382, metadata !DIExpression()), !dbg !430
  call void @llvm.dbg.value(metadata i32 7, metadata !385, metadata !DIExpression()), !dbg !430
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), metadata !386, metadata !DIExpression()), !dbg !430
  %22 = bitcast i8* %21 to i32 (...)***, !dbg !432
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %22, align 8, !dbg !432, !tbaa !278
  %23 = getelementptr inbounds i8, i8* %21, i64 8, !dbg !433
  %24 = bitcast i8* %23 to i32*, !dbg !433
  store i32 7, i32* %24, align 8, !dbg !433, !tbaa !268
  %25 = getelementptr inbounds i8, i8* %21, i64 16, !dbg !434
  %26 = bitcast i8* %25 to i8**, !dbg !434
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), i8** %26, align 8, !dbg !434, !tbaa !392
  invoke void @__cxa_throw(i8* nonnull %21, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %82 unwind label %15, !dbg !429

27:                                               ; preds = %10
  %28 = tail call i8* @__cxa_allocate_exception(i64 32) #14, !dbg !435
  call void @llvm.dbg.value(metadata i8* %28, metadata !436, metadata !DIExpression()), !dbg !442
  call void @llvm.dbg.value(metadata i32 9, metadata !439, metadata !DIExpression()), !dbg !442
  call void @llvm.dbg.value(metadata i32 3, metadata !440, metadata !DIExpression()), !dbg !442
  call void @llvm.dbg.value(metadata i8* %28, metadata !382, metadata !DIExpression()), !dbg !444
  call void @llvm.dbg.value(metadata i32 9, metadata !385, metadata !DIExpression()), !dbg !444
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), metadata !386, metadata !DIExpression()), !dbg !444
  %29 = bitcast i8* %28 to i32 (...)***, !dbg !446
  %30 = getelementptr inbounds i8, i8* %28, i64 8, !dbg !447
  %31 = bitcast i8* %30 to i32*, !dbg !447
  store i32 9, i32* %31, align 8, !dbg !447, !tbaa !268
  %32 = getelementptr inbounds i8, i8* %28, i64 16, !dbg !448
  %33 = bitcast i8* %32 to i8**, !dbg !448
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i8** %33, align 8, !dbg !448, !tbaa !392
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %29, align 8, !dbg !449, !tbaa !278
  %34 = getelementptr inbounds i8, i8* %28, i64 24, !dbg !450
  %35 = bitcast i8* %34 to i32*, !dbg !450
  store i32 3, i32* %35, align 8, !dbg !450, !tbaa !223
  invoke void @__cxa_throw(i8* nonnull %28, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %82 unwind label %15, !dbg !435

36:                                               ; preds = %10
  %37 = tail call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !451
  %38 = invoke noalias noundef nonnull dereferenceable(24) i8* @_Znwm(i64 noundef 24) #17
          to label %39 unwind label %45, !dbg !452, !heapallocsite !21

39:                                               ; preds = %36
  %40 = bitcast i8* %38 to %struct.Error*, !dbg !452
  call void @llvm.dbg.value(metadata %struct.Error* %40, metadata !382, metadata !DIExpression()), !dbg !453
  call void @llvm.dbg.value(metadata i32 11, metadata !385, metadata !DIExpression()), !dbg !453
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), metadata !386, metadata !DIExpression()), !dbg !453
  %41 = getelementptr inbounds %struct.Error, %struct.Error* %40, i64 0, i32 0, !dbg !455
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %41, align 8, !dbg !455, !tbaa !278
  %42 = getelementptr inbounds %struct.Error, %struct.Error* %40, i64 0, i32 1, !dbg !456
  store i32 11, i32* %42, align 8, !dbg !456, !tbaa !268
  %43 = getelementptr inbounds %struct.Error, %struct.Error* %40, i64 0, i32 2, !dbg !457
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8** %43, align 8, !dbg !457, !tbaa !392
  %44 = bitcast i8* %37 to i8**, !dbg !451
  store i8* %38, i8** %44, align 16, !dbg !451, !tbaa !458
  invoke void @__cxa_throw(i8* nonnull %37, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #16
          to label %82 unwind label %15, !dbg !451

45:                                               ; preds = %36
  %46 = landingpad { i8*, i32 }
          cleanup, !dbg !427
  tail call void @__cxa_free_exception(i8* %37) #14, !dbg !451
  br label %70, !dbg !451

47:                                               ; preds = %10
  %48 = tail call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !459
  %49 = bitcast i8* %48 to i8**, !dbg !459
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8** %49, align 16, !dbg !459, !tbaa !458
  invoke void @__cxa_throw(i8* nonnull %48, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #16
          to label %82 unwind label %15, !dbg !459

50:                                               ; preds = %10
  %51 = tail call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !460
  call void @llvm.dbg.value(metadata i8* %51, metadata !139, metadata !DIExpression()), !dbg !461
  call void @llvm.dbg.value(metadata i32 600, metadata !142, metadata !DIExpression()), !dbg !461
  %52 = bitcast i8* %51 to i32*, !dbg !463
  store i32 600, i32* %52, align 4, !dbg !463, !tbaa !213
  %53 = load i32, i32* @_ZL6g_live, align 4, !dbg !464, !tbaa !116
  %54 = add nsw i32 %53, 1, !dbg !464
  store i32 %54, i32* @_ZL6g_live, align 4, !dbg !464, !tbaa !116
  call void @llvm.dbg.value(metadata i32 600, metadata !149, metadata !DIExpression()), !dbg !465
  %55 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !467, !tbaa !116
  %56 = icmp slt i32 %55, 64, !dbg !468
  br i1 %56, label %57, label %61, !dbg !469

57:                                               ; preds = %50
  %58 = add nsw i32 %55, 1, !dbg !470
  store i32 %58, i32* @_ZL6g_nlog, align 4, !dbg !470, !tbaa !116
  %59 = sext i32 %55 to i64, !dbg !471
  %60 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %59, !dbg !471
  store i32 600, i32* %60, align 4, !dbg !472, !tbaa !116
  br label %61, !dbg !471

61:                                               ; preds = %57, %50
  invoke void @__cxa_throw(i8* nonnull %51, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #16
          to label %82 unwind label %15, !dbg !460

62:                                               ; preds = %10
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !176, metadata !DIExpression()), !dbg !473
  store i32 %2, i32* @_ZL6g_live, align 4, !dbg !475, !tbaa !116
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !476
  %63 = icmp slt i32 %11, 64, !dbg !478
  br i1 %63, label %64, label %69, !dbg !479

64:                                               ; preds = %62
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !476
  %65 = sub nsw i32 0, %0, !dbg !480
  call void @llvm.dbg.value(metadata i32 %65, metadata !149, metadata !DIExpression()), !dbg !476
  %66 = add nsw i32 %11, 1, !dbg !481
  store i32 %66, i32* @_ZL6g_nlog, align 4, !dbg !481, !tbaa !116
  %67 = sext i32 %11 to i64, !dbg !482
  %68 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %67, !dbg !482
  store i32 %65, i32* %68, align 4, !dbg !483, !tbaa !116
  br label %69, !dbg !482

69:                                               ; preds = %62, %64
  ret void, !dbg !484

70:                                               ; preds = %45, %15
  %71 = phi { i8*, i32 } [ %16, %15 ], [ %46, %45 ]
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !176, metadata !DIExpression()), !dbg !485
  %72 = load i32, i32* @_ZL6g_live, align 4, !dbg !487, !tbaa !116
  %73 = add nsw i32 %72, -1, !dbg !487
  store i32 %73, i32* @_ZL6g_live, align 4, !dbg !487, !tbaa !116
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !488
  %74 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !490, !tbaa !116
  %75 = icmp slt i32 %74, 64, !dbg !491
  br i1 %75, label %76, label %81, !dbg !492

76:                                               ; preds = %70
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !488
  %77 = sub nsw i32 0, %0, !dbg !493
  call void @llvm.dbg.value(metadata i32 %77, metadata !149, metadata !DIExpression()), !dbg !488
  %78 = add nsw i32 %74, 1, !dbg !494
  store i32 %78, i32* @_ZL6g_nlog, align 4, !dbg !494, !tbaa !116
  %79 = sext i32 %74 to i64, !dbg !495
  %80 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %79, !dbg !495
  store i32 %77, i32* %80, align 4, !dbg !496, !tbaa !116
  br label %81, !dbg !495

81:                                               ; preds = %70, %76
  resume { i8*, i32 } %71, !dbg !484

82:                                               ; preds = %61, %47, %39, %27, %20, %17, %12
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #6 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #14
  tail call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !497 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !499, metadata !DIExpression()), !dbg !500
  ret void, !dbg !501
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !177 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !176, metadata !DIExpression()), !dbg !502
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !503, !tbaa !116
  %3 = add nsw i32 %2, -1, !dbg !503
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !503, !tbaa !116
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !504
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !506, !tbaa !116
  %5 = icmp slt i32 %4, 64, !dbg !507
  br i1 %5, label %6, label %13, !dbg !508

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i64 0, i32 0, !dbg !509
  %8 = load i32, i32* %7, align 4, !dbg !509, !tbaa !213
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %8), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !504
  %9 = sub nsw i32 0, %8, !dbg !510
  call void @llvm.dbg.value(metadata i32 %9, metadata !149, metadata !DIExpression()), !dbg !504
  %10 = add nsw i32 %4, 1, !dbg !511
  store i32 %10, i32* @_ZL6g_nlog, align 4, !dbg !511, !tbaa !116
  %11 = sext i32 %4 to i64, !dbg !512
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %11, !dbg !512
  store i32 %9, i32* %12, align 4, !dbg !513, !tbaa !116
  br label %13, !dbg !512

13:                                               ; preds = %1, %6
  ret void, !dbg !514
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !515 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !517, metadata !DIExpression()), !dbg !518
  %2 = bitcast %struct.Error* %0 to i8*, !dbg !519
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18, !dbg !519
  ret void, !dbg !520
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #10 comdat align 2 !dbg !521 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !523, metadata !DIExpression()), !dbg !525
  ret i32 1, !dbg !526
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #11 comdat align 2 !dbg !527 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !532, metadata !DIExpression()), !dbg !533
  %2 = bitcast %struct.IoError* %0 to i8*, !dbg !534
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18, !dbg !534
  ret void, !dbg !534
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #10 comdat align 2 !dbg !535 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !537, metadata !DIExpression()), !dbg !539
  ret i32 2, !dbg !540
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !131 {
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !130, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata i32 %1, metadata !133, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !139, metadata !DIExpression()), !dbg !542
  call void @llvm.dbg.value(metadata i32 %1, metadata !142, metadata !DIExpression()), !dbg !542
  %3 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 0, i32 0, !dbg !544
  store i32 %1, i32* %3, align 4, !dbg !544, !tbaa !213
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !545, !tbaa !116
  %5 = add nsw i32 %4, 1, !dbg !545
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !545, !tbaa !116
  call void @llvm.dbg.value(metadata i32 %1, metadata !149, metadata !DIExpression()), !dbg !546
  %6 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !548, !tbaa !116
  %7 = icmp slt i32 %6, 64, !dbg !549
  br i1 %7, label %8, label %12, !dbg !550

8:                                                ; preds = %2
  %9 = add nsw i32 %6, 1, !dbg !551
  store i32 %9, i32* @_ZL6g_nlog, align 4, !dbg !551, !tbaa !116
  %10 = sext i32 %6 to i64, !dbg !552
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %10, !dbg !552
  store i32 %1, i32* %11, align 4, !dbg !553, !tbaa !116
  br label %12, !dbg !552

12:                                               ; preds = %8, %2
  %13 = phi i32 [ %9, %8 ], [ %6, %2 ]
  call void @llvm.dbg.value(metadata i32 %1, metadata !554, metadata !DIExpression()), !dbg !557
  %14 = icmp slt i32 %1, 0, !dbg !559
  br i1 %14, label %15, label %26, !dbg !561

15:                                               ; preds = %12
  %16 = tail call i8* @__cxa_allocate_exception(i64 32) #14, !dbg !562
  %17 = sub nsw i32 0, %1, !dbg !563
  call void @llvm.dbg.value(metadata i8* %16, metadata !436, metadata !DIExpression()), !dbg !564
  call void @llvm.dbg.value(metadata i32 %1, metadata !439, metadata !DIExpression()), !dbg !564
  call void @llvm.dbg.value(metadata i32 %17, metadata !440, metadata !DIExpression()), !dbg !564
  call void @llvm.dbg.value(metadata i8* %16, metadata !382, metadata !DIExpression()), !dbg !566
  call void @llvm.dbg.value(metadata i32 %1, metadata !385, metadata !DIExpression()), !dbg !566
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), metadata !386, metadata !DIExpression()), !dbg !566
  %18 = bitcast i8* %16 to i32 (...)***, !dbg !568
  %19 = getelementptr inbounds i8, i8* %16, i64 8, !dbg !569
  %20 = bitcast i8* %19 to i32*, !dbg !569
  store i32 %1, i32* %20, align 8, !dbg !569, !tbaa !268
  %21 = getelementptr inbounds i8, i8* %16, i64 16, !dbg !570
  %22 = bitcast i8* %21 to i8**, !dbg !570
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i8** %22, align 8, !dbg !570, !tbaa !392
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %18, align 8, !dbg !571, !tbaa !278
  %23 = getelementptr inbounds i8, i8* %16, i64 24, !dbg !572
  %24 = bitcast i8* %23 to i32*, !dbg !572
  store i32 %17, i32* %24, align 8, !dbg !572, !tbaa !223
  invoke void @__cxa_throw(i8* nonnull %16, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %25 unwind label %35, !dbg !562

25:                                               ; preds = %15
  unreachable, !dbg !562

26:                                               ; preds = %12
  %27 = shl nuw nsw i32 %1, 1, !dbg !573
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 1, !dbg !574
  store i32 %27, i32* %28, align 4, !dbg !574, !tbaa !199
  call void @llvm.dbg.value(metadata i32 777, metadata !149, metadata !DIExpression()), !dbg !575
  %29 = icmp slt i32 %13, 64, !dbg !577
  br i1 %29, label %30, label %34, !dbg !578

30:                                               ; preds = %26
  %31 = add nsw i32 %13, 1, !dbg !579
  store i32 %31, i32* @_ZL6g_nlog, align 4, !dbg !579, !tbaa !116
  %32 = sext i32 %13 to i64, !dbg !580
  %33 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %32, !dbg !580
  store i32 777, i32* %33, align 4, !dbg !581, !tbaa !116
  br label %34, !dbg !580

34:                                               ; preds = %26, %30
  ret void, !dbg !582

35:                                               ; preds = %15
  %36 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !582
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !176, metadata !DIExpression()), !dbg !583
  %37 = load i32, i32* @_ZL6g_live, align 4, !dbg !585, !tbaa !116
  %38 = add nsw i32 %37, -1, !dbg !585
  store i32 %38, i32* @_ZL6g_live, align 4, !dbg !585, !tbaa !116
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !586
  %39 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !588, !tbaa !116
  %40 = icmp slt i32 %39, 64, !dbg !589
  br i1 %40, label %41, label %47, !dbg !590

41:                                               ; preds = %35
  %42 = load i32, i32* %3, align 4, !dbg !591, !tbaa !213
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %42), metadata !149, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !586
  %43 = sub nsw i32 0, %42, !dbg !592
  call void @llvm.dbg.value(metadata i32 %43, metadata !149, metadata !DIExpression()), !dbg !586
  %44 = add nsw i32 %39, 1, !dbg !593
  store i32 %44, i32* @_ZL6g_nlog, align 4, !dbg !593, !tbaa !116
  %45 = sext i32 %39 to i64, !dbg !594
  %46 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %45, !dbg !594
  store i32 %43, i32* %46, align 4, !dbg !595, !tbaa !116
  br label %47, !dbg !594

47:                                               ; preds = %41, %35
  %48 = extractvalue { i8*, i32 } %36, 1, !dbg !582
  %49 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !596
  %50 = icmp eq i32 %48, %49, !dbg !596
  br i1 %50, label %51, label %64, !dbg !596

51:                                               ; preds = %47
  %52 = extractvalue { i8*, i32 } %36, 0, !dbg !582
  %53 = tail call i8* @__cxa_begin_catch(i8* %52) #14, !dbg !596
  call void @llvm.dbg.value(metadata i8* %53, metadata !134, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata i32 888, metadata !149, metadata !DIExpression()), !dbg !597
  %54 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !600, !tbaa !116
  %55 = icmp slt i32 %54, 64, !dbg !601
  br i1 %55, label %56, label %60, !dbg !602

56:                                               ; preds = %51
  %57 = add nsw i32 %54, 1, !dbg !603
  store i32 %57, i32* @_ZL6g_nlog, align 4, !dbg !603, !tbaa !116
  %58 = sext i32 %54 to i64, !dbg !604
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %58, !dbg !604
  store i32 888, i32* %59, align 4, !dbg !605, !tbaa !116
  br label %60, !dbg !604

60:                                               ; preds = %51, %56
  invoke void @__cxa_rethrow()
          to label %61 unwind label %62, !dbg !606

61:                                               ; preds = %60
  unreachable, !dbg !606

62:                                               ; preds = %60
  %63 = landingpad { i8*, i32 }
          cleanup, !dbg !582
  invoke void @__cxa_end_catch()
          to label %64 unwind label %66, !dbg !606

64:                                               ; preds = %62, %47
  %65 = phi { i8*, i32 } [ %36, %47 ], [ %63, %62 ], !dbg !596
  resume { i8*, i32 } %65, !dbg !596

66:                                               ; preds = %62
  %67 = landingpad { i8*, i32 }
          catch i8* null, !dbg !606
  %68 = extractvalue { i8*, i32 } %67, 0, !dbg !606
  tail call void @__clang_call_terminate(i8* %68) #15, !dbg !606
  unreachable, !dbg !606
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #13

attributes #0 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noinline norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #10 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #11 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #12 = { uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #13 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }
attributes #16 = { noreturn }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89}
!llvm.ident = !{!90}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", linkageName: "_ZL6g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !69, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "503ee8698f6944c98722d48996642b7d")
!4 = !{!5, !6, !21, !45, !58}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tracer", file: !3, line: 19, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, identifier: "_ZTS6Tracer")
!7 = !{!8, !9, !13, !18}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !6, file: !3, line: 20, baseType: !5, size: 32)
!9 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !5}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!13 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !12, !16}
!16 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!18 = !DISubprogram(name: "~Tracer", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
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
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!33 = !DISubprogram(name: "Error", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !36, !5, !30}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!37 = !DISubprogram(name: "~Error", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, containingType: !21, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !36}
!40 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, containingType: !21, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!41 = !DISubroutineType(types: !42)
!42 = !{!5, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, vtableHolder: !21, identifier: "_ZTS7IoError")
!46 = !{!47, !48, !49, !53}
!47 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !45, baseType: !21, extraData: i32 0)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !45, file: !3, line: 35, baseType: !5, size: 32, offset: 192)
!49 = !DISubprogram(name: "IoError", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52, !5, !5}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, containingType: !45, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!54 = !DISubroutineType(types: !55)
!55 = !{!5, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !3, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !59, identifier: "_ZTS6Holder")
!59 = !{!60, !61, !62, !65}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !58, file: !3, line: 109, baseType: !6, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !58, file: !3, line: 110, baseType: !5, size: 32, offset: 32)
!62 = !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!63 = !DISubroutineType(types: !64)
!64 = !{!5, !5}
!65 = !DISubprogram(name: "Holder", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
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
!82 = !{i32 1, !"branch-target-enforcement", i32 0}
!83 = !{i32 1, !"sign-return-address", i32 0}
!84 = !{i32 1, !"sign-return-address-all", i32 0}
!85 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!86 = !{i32 7, !"PIC Level", i32 2}
!87 = !{i32 7, !"PIE Level", i32 2}
!88 = !{i32 7, !"uwtable", i32 1}
!89 = !{i32 7, !"frame-pointer", i32 1}
!90 = !{!"Debian clang version 14.0.6"}
!91 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !26, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !92)
!92 = !{!93, !94, !96, !99, !106}
!93 = !DILocalVariable(name: "total", scope: !91, file: !3, line: 135, type: !5)
!94 = !DILocalVariable(name: "i", scope: !95, file: !3, line: 136, type: !5)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 136, column: 3)
!96 = !DILocalVariable(name: "c", scope: !97, file: !3, line: 137, type: !5)
!97 = distinct !DILexicalBlock(scope: !98, file: !3, line: 136, column: 32)
!98 = distinct !DILexicalBlock(scope: !95, file: !3, line: 136, column: 3)
!99 = !DILocalVariable(name: "nt", scope: !91, file: !3, line: 144, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !101, identifier: "_ZTS7NoThrow")
!101 = !{!102}
!102 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !100, file: !3, line: 131, type: !103, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!5, !105, !5}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 147, type: !5)
!107 = distinct !DILexicalBlock(scope: !91, file: !3, line: 147, column: 3)
!108 = !DILocation(line: 144, column: 11, scope: !91)
!109 = !DILocation(line: 0, scope: !91)
!110 = !DILocation(line: 0, scope: !95)
!111 = !DILocation(line: 136, column: 3, scope: !95)
!112 = !DILocation(line: 141, column: 29, scope: !91)
!113 = !DILocation(line: 141, column: 40, scope: !91)
!114 = !DILocation(line: 141, column: 3, scope: !91)
!115 = !DILocation(line: 142, column: 28, scope: !91)
!116 = !{!117, !117, i64 0}
!117 = !{!"int", !118, i64 0}
!118 = !{!"omnipotent char", !119, i64 0}
!119 = !{!"Simple C++ TBAA"}
!120 = !DILocation(line: 142, column: 3, scope: !91)
!121 = !DILocalVariable(name: "x", arg: 1, scope: !122, file: !3, line: 123, type: !5)
!122 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !63, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !123)
!123 = !{!121, !124, !126}
!124 = !DILocalVariable(name: "h", scope: !125, file: !3, line: 124, type: !58)
!125 = distinct !DILexicalBlock(scope: !122, file: !3, line: 123, column: 31)
!126 = !DILocalVariable(name: "e", scope: !122, file: !3, line: 126, type: !127)
!127 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 64)
!128 = !DILocation(line: 0, scope: !122, inlinedAt: !129)
!129 = distinct !DILocation(line: 143, column: 30, scope: !91)
!130 = !DILocalVariable(name: "this", arg: 1, scope: !131, type: !136, flags: DIFlagArtificial | DIFlagObjectPointer)
!131 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !65, retainedNodes: !132)
!132 = !{!130, !133, !134}
!133 = !DILocalVariable(name: "x", arg: 2, scope: !131, file: !3, line: 115, type: !5)
!134 = !DILocalVariable(name: "e", scope: !131, file: !3, line: 117, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!137 = !DILocation(line: 0, scope: !131, inlinedAt: !138)
!138 = distinct !DILocation(line: 124, column: 10, scope: !125, inlinedAt: !129)
!139 = !DILocalVariable(name: "this", arg: 1, scope: !140, type: !143, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !141)
!141 = !{!139, !142}
!142 = !DILocalVariable(name: "i", arg: 2, scope: !140, file: !3, line: 21, type: !5)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!144 = !DILocation(line: 0, scope: !140, inlinedAt: !145)
!145 = distinct !DILocation(line: 115, column: 23, scope: !131, inlinedAt: !138)
!146 = !DILocation(line: 0, scope: !125, inlinedAt: !129)
!147 = !DILocation(line: 21, column: 36, scope: !148, inlinedAt: !145)
!148 = distinct !DILexicalBlock(scope: !140, file: !3, line: 21, column: 34)
!149 = !DILocalVariable(name: "v", arg: 1, scope: !150, file: !3, line: 14, type: !5)
!150 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !151, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{null, !5}
!153 = !{!149}
!154 = !DILocation(line: 0, scope: !150, inlinedAt: !155)
!155 = distinct !DILocation(line: 21, column: 46, scope: !148, inlinedAt: !145)
!156 = !DILocation(line: 15, column: 7, scope: !157, inlinedAt: !155)
!157 = distinct !DILexicalBlock(scope: !150, file: !3, line: 15, column: 7)
!158 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !155)
!159 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !155)
!160 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !155)
!161 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !155)
!162 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !155)
!163 = !DILocation(line: 0, scope: !150, inlinedAt: !164)
!164 = distinct !DILocation(line: 116, column: 5, scope: !165, inlinedAt: !138)
!165 = distinct !DILexicalBlock(scope: !131, file: !3, line: 115, column: 41)
!166 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !164)
!167 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !164)
!168 = !DILocalVariable(name: "this", arg: 1, scope: !169, type: !136, flags: DIFlagArtificial | DIFlagObjectPointer)
!169 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !58, file: !3, line: 108, type: !170, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !172, retainedNodes: !173)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !68}
!172 = !DISubprogram(name: "~Holder", scope: !58, type: !170, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !{!168}
!174 = !DILocation(line: 0, scope: !169, inlinedAt: !175)
!175 = distinct !DILocation(line: 126, column: 1, scope: !122, inlinedAt: !129)
!176 = !DILocalVariable(name: "this", arg: 1, scope: !177, type: !143, flags: DIFlagArtificial | DIFlagObjectPointer)
!177 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !178)
!178 = !{!176}
!179 = !DILocation(line: 0, scope: !177, inlinedAt: !180)
!180 = distinct !DILocation(line: 108, column: 8, scope: !181, inlinedAt: !175)
!181 = distinct !DILexicalBlock(scope: !169, file: !3, line: 108, column: 8)
!182 = !DILocation(line: 23, column: 15, scope: !183, inlinedAt: !180)
!183 = distinct !DILexicalBlock(scope: !177, file: !3, line: 23, column: 13)
!184 = !DILocation(line: 0, scope: !150, inlinedAt: !185)
!185 = distinct !DILocation(line: 23, column: 25, scope: !183, inlinedAt: !180)
!186 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !185)
!187 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !164)
!188 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !164)
!189 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !164)
!190 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !185)
!191 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !185)
!192 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !185)
!193 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !185)
!194 = !DILocation(line: 0, scope: !122, inlinedAt: !195)
!195 = distinct !DILocation(line: 143, column: 42, scope: !91)
!196 = !DILocation(line: 124, column: 3, scope: !125, inlinedAt: !195)
!197 = !DILocation(line: 124, column: 10, scope: !125, inlinedAt: !195)
!198 = !DILocation(line: 125, column: 12, scope: !125, inlinedAt: !195)
!199 = !{!200, !117, i64 4}
!200 = !{!"_ZTS6Holder", !201, i64 0, !117, i64 4}
!201 = !{!"_ZTS6Tracer", !117, i64 0}
!202 = !DILocation(line: 0, scope: !169, inlinedAt: !203)
!203 = distinct !DILocation(line: 126, column: 1, scope: !122, inlinedAt: !195)
!204 = !DILocation(line: 0, scope: !177, inlinedAt: !205)
!205 = distinct !DILocation(line: 108, column: 8, scope: !181, inlinedAt: !203)
!206 = !DILocation(line: 23, column: 15, scope: !183, inlinedAt: !205)
!207 = !DILocation(line: 0, scope: !150, inlinedAt: !208)
!208 = distinct !DILocation(line: 23, column: 25, scope: !183, inlinedAt: !205)
!209 = !DILocation(line: 15, column: 7, scope: !157, inlinedAt: !208)
!210 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !208)
!211 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !208)
!212 = !DILocation(line: 23, column: 31, scope: !183, inlinedAt: !205)
!213 = !{!201, !117, i64 0}
!214 = !DILocation(line: 23, column: 30, scope: !183, inlinedAt: !205)
!215 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !208)
!216 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !208)
!217 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !208)
!218 = !DILocation(line: 126, column: 1, scope: !122, inlinedAt: !195)
!219 = !DILocation(line: 128, column: 1, scope: !125, inlinedAt: !195)
!220 = !DILocation(line: 126, column: 1, scope: !125, inlinedAt: !195)
!221 = !DILocation(line: 127, column: 20, scope: !222, inlinedAt: !195)
!222 = distinct !DILexicalBlock(scope: !122, file: !3, line: 126, column: 28)
!223 = !{!224, !117, i64 24}
!224 = !{!"_ZTS7IoError", !117, i64 24}
!225 = !DILocation(line: 127, column: 16, scope: !222, inlinedAt: !195)
!226 = !DILocation(line: 128, column: 1, scope: !222, inlinedAt: !195)
!227 = !DILocation(line: 143, column: 3, scope: !91)
!228 = !DILocation(line: 146, column: 3, scope: !91)
!229 = !DILocation(line: 0, scope: !107)
!230 = !DILocation(line: 147, column: 23, scope: !231)
!231 = distinct !DILexicalBlock(scope: !107, file: !3, line: 147, column: 3)
!232 = !DILocation(line: 147, column: 21, scope: !231)
!233 = !DILocation(line: 147, column: 3, scope: !107)
!234 = !DILocalVariable(name: "how", arg: 1, scope: !235, file: !3, line: 54, type: !5)
!235 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !236)
!236 = !{!234, !237, !238, !240, !242, !243, !244, !246}
!237 = !DILocalVariable(name: "s", scope: !235, file: !3, line: 69, type: !30)
!238 = !DILocalVariable(name: "p", scope: !235, file: !3, line: 65, type: !239)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!240 = !DILocalVariable(name: "r", scope: !241, file: !3, line: 66, type: !5)
!241 = distinct !DILexicalBlock(scope: !235, file: !3, line: 65, column: 22)
!242 = !DILocalVariable(name: "e", scope: !235, file: !3, line: 63, type: !135)
!243 = !DILocalVariable(name: "e", scope: !235, file: !3, line: 61, type: !127)
!244 = !DILocalVariable(name: "d", scope: !235, file: !3, line: 59, type: !245)
!245 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!246 = !DILocalVariable(name: "v", scope: !235, file: !3, line: 57, type: !5)
!247 = !DILocation(line: 0, scope: !235, inlinedAt: !248)
!248 = distinct !DILocation(line: 137, column: 13, scope: !97)
!249 = !DILocation(line: 56, column: 5, scope: !250, inlinedAt: !248)
!250 = distinct !DILexicalBlock(scope: !235, file: !3, line: 55, column: 7)
!251 = !DILocation(line: 75, column: 1, scope: !250, inlinedAt: !248)
!252 = !DILocation(line: 57, column: 3, scope: !250, inlinedAt: !248)
!253 = !DILocation(line: 61, column: 3, scope: !254, inlinedAt: !248)
!254 = distinct !DILexicalBlock(scope: !235, file: !3, line: 59, column: 22)
!255 = !DILocation(line: 58, column: 16, scope: !256, inlinedAt: !248)
!256 = distinct !DILexicalBlock(scope: !235, file: !3, line: 57, column: 19)
!257 = !DILocation(line: 59, column: 3, scope: !256, inlinedAt: !248)
!258 = !DILocation(line: 63, column: 3, scope: !259, inlinedAt: !248)
!259 = distinct !DILexicalBlock(scope: !235, file: !3, line: 61, column: 30)
!260 = !{!261, !261, i64 0}
!261 = !{!"double", !118, i64 0}
!262 = !DILocation(line: 60, column: 26, scope: !254, inlinedAt: !248)
!263 = !DILocation(line: 60, column: 23, scope: !254, inlinedAt: !248)
!264 = !DILocation(line: 60, column: 16, scope: !254, inlinedAt: !248)
!265 = !DILocation(line: 65, column: 3, scope: !266, inlinedAt: !248)
!266 = distinct !DILexicalBlock(scope: !235, file: !3, line: 63, column: 22)
!267 = !DILocation(line: 62, column: 20, scope: !259, inlinedAt: !248)
!268 = !{!269, !117, i64 8}
!269 = !{!"_ZTS5Error", !117, i64 8, !270, i64 16}
!270 = !{!"any pointer", !118, i64 0}
!271 = !DILocation(line: 62, column: 25, scope: !259, inlinedAt: !248)
!272 = !DILocation(line: 62, column: 16, scope: !259, inlinedAt: !248)
!273 = !DILocation(line: 62, column: 34, scope: !259, inlinedAt: !248)
!274 = !DILocation(line: 62, column: 30, scope: !259, inlinedAt: !248)
!275 = !DILocation(line: 69, column: 3, scope: !241, inlinedAt: !248)
!276 = !DILocation(line: 64, column: 20, scope: !266, inlinedAt: !248)
!277 = !DILocation(line: 64, column: 29, scope: !266, inlinedAt: !248)
!278 = !{!279, !279, i64 0}
!279 = !{!"vtable pointer", !119, i64 0}
!280 = !DILocation(line: 64, column: 16, scope: !266, inlinedAt: !248)
!281 = !DILocation(line: 64, column: 25, scope: !266, inlinedAt: !248)
!282 = !DILocation(line: 71, column: 3, scope: !283, inlinedAt: !248)
!283 = distinct !DILexicalBlock(scope: !235, file: !3, line: 69, column: 27)
!284 = !DILocation(line: 66, column: 22, scope: !241, inlinedAt: !248)
!285 = !DILocation(line: 66, column: 17, scope: !241, inlinedAt: !248)
!286 = !DILocation(line: 0, scope: !241, inlinedAt: !248)
!287 = !DILocation(line: 67, column: 5, scope: !241, inlinedAt: !248)
!288 = !DILocation(line: 70, column: 19, scope: !283, inlinedAt: !248)
!289 = !{!118, !118, i64 0}
!290 = !DILocation(line: 70, column: 24, scope: !283, inlinedAt: !248)
!291 = !DILocation(line: 70, column: 16, scope: !283, inlinedAt: !248)
!292 = !DILocation(line: 73, column: 3, scope: !293, inlinedAt: !248)
!293 = distinct !DILexicalBlock(scope: !235, file: !3, line: 71, column: 17)
!294 = !DILocation(line: 75, column: 1, scope: !266, inlinedAt: !248)
!295 = !DILocation(line: 0, scope: !97)
!296 = !DILocation(line: 138, column: 50, scope: !97)
!297 = !DILocation(line: 138, column: 5, scope: !97)
!298 = !DILocation(line: 139, column: 11, scope: !97)
!299 = !DILocation(line: 136, column: 27, scope: !98)
!300 = !DILocation(line: 136, column: 21, scope: !98)
!301 = distinct !{!301, !111, !302, !303}
!302 = !DILocation(line: 140, column: 3, scope: !95)
!303 = !{!"llvm.loop.mustprogress"}
!304 = !DILocation(line: 145, column: 9, scope: !91)
!305 = !DILocation(line: 149, column: 41, scope: !91)
!306 = !DILocation(line: 149, column: 3, scope: !91)
!307 = !DILocation(line: 150, column: 8, scope: !91)
!308 = !DILocation(line: 150, column: 15, scope: !91)
!309 = !DILocation(line: 150, column: 3, scope: !91)
!310 = !DILocation(line: 151, column: 3, scope: !91)
!311 = !DILocation(line: 148, column: 19, scope: !231)
!312 = !DILocation(line: 148, column: 5, scope: !231)
!313 = !DILocation(line: 147, column: 31, scope: !231)
!314 = distinct !{!314, !233, !315, !303}
!315 = !DILocation(line: 148, column: 27, scope: !107)
!316 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !63, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !317)
!317 = !{!318, !319, !320, !322}
!318 = !DILocalVariable(name: "how", arg: 1, scope: !316, file: !3, line: 89, type: !5)
!319 = !DILocalVariable(name: "r", scope: !316, file: !3, line: 90, type: !5)
!320 = !DILocalVariable(name: "v", scope: !321, file: !3, line: 94, type: !5)
!321 = distinct !DILexicalBlock(scope: !316, file: !3, line: 91, column: 7)
!322 = !DILocalVariable(name: "e", scope: !316, file: !3, line: 98, type: !135)
!323 = !DILocation(line: 0, scope: !316)
!324 = !DILocalVariable(name: "how", arg: 1, scope: !325, file: !3, line: 79, type: !5)
!325 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !151, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !326)
!326 = !{!324, !327}
!327 = !DILocalVariable(name: "t", scope: !325, file: !3, line: 80, type: !6)
!328 = !DILocation(line: 0, scope: !325, inlinedAt: !329)
!329 = distinct !DILocation(line: 93, column: 7, scope: !330)
!330 = distinct !DILexicalBlock(scope: !321, file: !3, line: 92, column: 9)
!331 = !DILocation(line: 0, scope: !140, inlinedAt: !332)
!332 = distinct !DILocation(line: 80, column: 10, scope: !325, inlinedAt: !329)
!333 = !DILocation(line: 21, column: 36, scope: !148, inlinedAt: !332)
!334 = !DILocation(line: 0, scope: !150, inlinedAt: !335)
!335 = distinct !DILocation(line: 21, column: 46, scope: !148, inlinedAt: !332)
!336 = !DILocation(line: 15, column: 7, scope: !157, inlinedAt: !335)
!337 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !335)
!338 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !335)
!339 = !DILocation(line: 80, column: 15, scope: !325, inlinedAt: !329)
!340 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !335)
!341 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !335)
!342 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !335)
!343 = !DILocation(line: 82, column: 5, scope: !344, inlinedAt: !329)
!344 = distinct !DILexicalBlock(scope: !325, file: !3, line: 81, column: 7)
!345 = !DILocation(line: 87, column: 1, scope: !344, inlinedAt: !329)
!346 = !DILocation(line: 83, column: 3, scope: !344, inlinedAt: !329)
!347 = !DILocation(line: 84, column: 5, scope: !348, inlinedAt: !329)
!348 = distinct !DILexicalBlock(scope: !325, file: !3, line: 83, column: 17)
!349 = !DILocation(line: 85, column: 5, scope: !348, inlinedAt: !329)
!350 = !DILocation(line: 87, column: 1, scope: !348, inlinedAt: !329)
!351 = !DILocation(line: 86, column: 3, scope: !348, inlinedAt: !329)
!352 = !DILocation(line: 0, scope: !177, inlinedAt: !353)
!353 = distinct !DILocation(line: 87, column: 1, scope: !325, inlinedAt: !329)
!354 = !DILocation(line: 23, column: 15, scope: !183, inlinedAt: !353)
!355 = !DILocation(line: 0, scope: !150, inlinedAt: !356)
!356 = distinct !DILocation(line: 23, column: 25, scope: !183, inlinedAt: !353)
!357 = !DILocation(line: 15, column: 7, scope: !157, inlinedAt: !356)
!358 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !356)
!359 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !356)
!360 = !DILocation(line: 23, column: 30, scope: !183, inlinedAt: !353)
!361 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !356)
!362 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !356)
!363 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !356)
!364 = !DILocation(line: 0, scope: !177, inlinedAt: !365)
!365 = distinct !DILocation(line: 87, column: 1, scope: !325, inlinedAt: !329)
!366 = !DILocation(line: 23, column: 15, scope: !183, inlinedAt: !365)
!367 = !DILocation(line: 0, scope: !150, inlinedAt: !368)
!368 = distinct !DILocation(line: 23, column: 25, scope: !183, inlinedAt: !365)
!369 = !DILocation(line: 15, column: 7, scope: !157, inlinedAt: !368)
!370 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !368)
!371 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !368)
!372 = !DILocation(line: 23, column: 30, scope: !183, inlinedAt: !365)
!373 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !368)
!374 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !368)
!375 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !368)
!376 = !DILocation(line: 104, column: 1, scope: !330)
!377 = !DILocation(line: 94, column: 5, scope: !330)
!378 = !DILocation(line: 0, scope: !321)
!379 = !DILocation(line: 96, column: 7, scope: !380)
!380 = distinct !DILexicalBlock(scope: !321, file: !3, line: 94, column: 21)
!381 = !DILocation(line: 96, column: 21, scope: !380)
!382 = !DILocalVariable(name: "this", arg: 1, scope: !383, type: !239, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !33, retainedNodes: !384)
!384 = !{!382, !385, !386}
!385 = !DILocalVariable(name: "c", arg: 2, scope: !383, file: !3, line: 29, type: !5)
!386 = !DILocalVariable(name: "w", arg: 3, scope: !383, file: !3, line: 29, type: !30)
!387 = !DILocation(line: 0, scope: !383, inlinedAt: !388)
!388 = distinct !DILocation(line: 96, column: 13, scope: !380)
!389 = !DILocation(line: 29, column: 50, scope: !383, inlinedAt: !388)
!390 = !DILocation(line: 29, column: 33, scope: !383, inlinedAt: !388)
!391 = !DILocation(line: 29, column: 42, scope: !383, inlinedAt: !388)
!392 = !{!269, !270, i64 16}
!393 = !DILocation(line: 104, column: 1, scope: !380)
!394 = !DILocation(line: 97, column: 5, scope: !380)
!395 = !DILocation(line: 98, column: 3, scope: !321)
!396 = !DILocation(line: 99, column: 12, scope: !397)
!397 = distinct !DILexicalBlock(scope: !316, file: !3, line: 98, column: 22)
!398 = !DILocation(line: 99, column: 17, scope: !397)
!399 = !DILocation(line: 99, column: 7, scope: !397)
!400 = !DILocation(line: 100, column: 3, scope: !397)
!401 = !DILocation(line: 103, column: 3, scope: !316)
!402 = !DILocation(line: 102, column: 3, scope: !403)
!403 = distinct !DILexicalBlock(scope: !316, file: !3, line: 100, column: 17)
!404 = !DISubprogram(name: "puts", scope: !3, file: !3, line: 8, type: !405, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !407)
!405 = !DISubroutineType(types: !406)
!406 = !{!5, !30}
!407 = !{}
!408 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !151, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !409)
!409 = !{!410, !411}
!410 = !DILocalVariable(name: "how", arg: 1, scope: !408, file: !3, line: 40, type: !5)
!411 = !DILocalVariable(name: "t", scope: !408, file: !3, line: 41, type: !6)
!412 = !DILocation(line: 0, scope: !408)
!413 = !DILocation(line: 0, scope: !140, inlinedAt: !414)
!414 = distinct !DILocation(line: 41, column: 10, scope: !408)
!415 = !DILocation(line: 21, column: 36, scope: !148, inlinedAt: !414)
!416 = !DILocation(line: 0, scope: !150, inlinedAt: !417)
!417 = distinct !DILocation(line: 21, column: 46, scope: !148, inlinedAt: !414)
!418 = !DILocation(line: 15, column: 7, scope: !157, inlinedAt: !417)
!419 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !417)
!420 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !417)
!421 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !417)
!422 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !417)
!423 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !417)
!424 = !DILocation(line: 42, column: 3, scope: !408)
!425 = !DILocation(line: 43, column: 11, scope: !426)
!426 = distinct !DILexicalBlock(scope: !408, file: !3, line: 42, column: 16)
!427 = !DILocation(line: 52, column: 1, scope: !426)
!428 = !DILocation(line: 44, column: 11, scope: !426)
!429 = !DILocation(line: 45, column: 11, scope: !426)
!430 = !DILocation(line: 0, scope: !383, inlinedAt: !431)
!431 = distinct !DILocation(line: 45, column: 17, scope: !426)
!432 = !DILocation(line: 29, column: 50, scope: !383, inlinedAt: !431)
!433 = !DILocation(line: 29, column: 33, scope: !383, inlinedAt: !431)
!434 = !DILocation(line: 29, column: 42, scope: !383, inlinedAt: !431)
!435 = !DILocation(line: 46, column: 11, scope: !426)
!436 = !DILocalVariable(name: "this", arg: 1, scope: !437, type: !441, flags: DIFlagArtificial | DIFlagObjectPointer)
!437 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !49, retainedNodes: !438)
!438 = !{!436, !439, !440}
!439 = !DILocalVariable(name: "c", arg: 2, scope: !437, file: !3, line: 36, type: !5)
!440 = !DILocalVariable(name: "f", arg: 3, scope: !437, file: !3, line: 36, type: !5)
!441 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!442 = !DILocation(line: 0, scope: !437, inlinedAt: !443)
!443 = distinct !DILocation(line: 46, column: 17, scope: !426)
!444 = !DILocation(line: 0, scope: !383, inlinedAt: !445)
!445 = distinct !DILocation(line: 36, column: 27, scope: !437, inlinedAt: !443)
!446 = !DILocation(line: 29, column: 50, scope: !383, inlinedAt: !445)
!447 = !DILocation(line: 29, column: 33, scope: !383, inlinedAt: !445)
!448 = !DILocation(line: 29, column: 42, scope: !383, inlinedAt: !445)
!449 = !DILocation(line: 36, column: 49, scope: !437, inlinedAt: !443)
!450 = !DILocation(line: 36, column: 43, scope: !437, inlinedAt: !443)
!451 = !DILocation(line: 47, column: 11, scope: !426)
!452 = !DILocation(line: 47, column: 17, scope: !426)
!453 = !DILocation(line: 0, scope: !383, inlinedAt: !454)
!454 = distinct !DILocation(line: 47, column: 21, scope: !426)
!455 = !DILocation(line: 29, column: 50, scope: !383, inlinedAt: !454)
!456 = !DILocation(line: 29, column: 33, scope: !383, inlinedAt: !454)
!457 = !DILocation(line: 29, column: 42, scope: !383, inlinedAt: !454)
!458 = !{!270, !270, i64 0}
!459 = !DILocation(line: 48, column: 11, scope: !426)
!460 = !DILocation(line: 49, column: 11, scope: !426)
!461 = !DILocation(line: 0, scope: !140, inlinedAt: !462)
!462 = distinct !DILocation(line: 49, column: 17, scope: !426)
!463 = !DILocation(line: 21, column: 28, scope: !140, inlinedAt: !462)
!464 = !DILocation(line: 21, column: 36, scope: !148, inlinedAt: !462)
!465 = !DILocation(line: 0, scope: !150, inlinedAt: !466)
!466 = distinct !DILocation(line: 21, column: 46, scope: !148, inlinedAt: !462)
!467 = !DILocation(line: 15, column: 7, scope: !157, inlinedAt: !466)
!468 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !466)
!469 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !466)
!470 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !466)
!471 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !466)
!472 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !466)
!473 = !DILocation(line: 0, scope: !177, inlinedAt: !474)
!474 = distinct !DILocation(line: 52, column: 1, scope: !408)
!475 = !DILocation(line: 23, column: 15, scope: !183, inlinedAt: !474)
!476 = !DILocation(line: 0, scope: !150, inlinedAt: !477)
!477 = distinct !DILocation(line: 23, column: 25, scope: !183, inlinedAt: !474)
!478 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !477)
!479 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !477)
!480 = !DILocation(line: 23, column: 30, scope: !183, inlinedAt: !474)
!481 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !477)
!482 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !477)
!483 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !477)
!484 = !DILocation(line: 52, column: 1, scope: !408)
!485 = !DILocation(line: 0, scope: !177, inlinedAt: !486)
!486 = distinct !DILocation(line: 52, column: 1, scope: !408)
!487 = !DILocation(line: 23, column: 15, scope: !183, inlinedAt: !486)
!488 = !DILocation(line: 0, scope: !150, inlinedAt: !489)
!489 = distinct !DILocation(line: 23, column: 25, scope: !183, inlinedAt: !486)
!490 = !DILocation(line: 15, column: 7, scope: !157, inlinedAt: !489)
!491 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !489)
!492 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !489)
!493 = !DILocation(line: 23, column: 30, scope: !183, inlinedAt: !486)
!494 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !489)
!495 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !489)
!496 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !489)
!497 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !37, retainedNodes: !498)
!498 = !{!499}
!499 = !DILocalVariable(name: "this", arg: 1, scope: !497, type: !239, flags: DIFlagArtificial | DIFlagObjectPointer)
!500 = !DILocation(line: 0, scope: !497)
!501 = !DILocation(line: 30, column: 21, scope: !497)
!502 = !DILocation(line: 0, scope: !177)
!503 = !DILocation(line: 23, column: 15, scope: !183)
!504 = !DILocation(line: 0, scope: !150, inlinedAt: !505)
!505 = distinct !DILocation(line: 23, column: 25, scope: !183)
!506 = !DILocation(line: 15, column: 7, scope: !157, inlinedAt: !505)
!507 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !505)
!508 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !505)
!509 = !DILocation(line: 23, column: 31, scope: !183)
!510 = !DILocation(line: 23, column: 30, scope: !183)
!511 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !505)
!512 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !505)
!513 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !505)
!514 = !DILocation(line: 23, column: 36, scope: !177)
!515 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !37, retainedNodes: !516)
!516 = !{!517}
!517 = !DILocalVariable(name: "this", arg: 1, scope: !515, type: !239, flags: DIFlagArtificial | DIFlagObjectPointer)
!518 = !DILocation(line: 0, scope: !515)
!519 = !DILocation(line: 30, column: 20, scope: !515)
!520 = !DILocation(line: 30, column: 21, scope: !515)
!521 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !40, retainedNodes: !522)
!522 = !{!523}
!523 = !DILocalVariable(name: "this", arg: 1, scope: !521, type: !524, flags: DIFlagArtificial | DIFlagObjectPointer)
!524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!525 = !DILocation(line: 0, scope: !521)
!526 = !DILocation(line: 31, column: 30, scope: !521)
!527 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !45, file: !3, line: 34, type: !528, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !530, retainedNodes: !531)
!528 = !DISubroutineType(types: !529)
!529 = !{null, !52}
!530 = !DISubprogram(name: "~IoError", scope: !45, type: !528, containingType: !45, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!531 = !{!532}
!532 = !DILocalVariable(name: "this", arg: 1, scope: !527, type: !441, flags: DIFlagArtificial | DIFlagObjectPointer)
!533 = !DILocation(line: 0, scope: !527)
!534 = !DILocation(line: 34, column: 8, scope: !527)
!535 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !53, retainedNodes: !536)
!536 = !{!537}
!537 = !DILocalVariable(name: "this", arg: 1, scope: !535, type: !538, flags: DIFlagArtificial | DIFlagObjectPointer)
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!539 = !DILocation(line: 0, scope: !535)
!540 = !DILocation(line: 37, column: 31, scope: !535)
!541 = !DILocation(line: 0, scope: !131)
!542 = !DILocation(line: 0, scope: !140, inlinedAt: !543)
!543 = distinct !DILocation(line: 115, column: 23, scope: !131)
!544 = !DILocation(line: 21, column: 28, scope: !140, inlinedAt: !543)
!545 = !DILocation(line: 21, column: 36, scope: !148, inlinedAt: !543)
!546 = !DILocation(line: 0, scope: !150, inlinedAt: !547)
!547 = distinct !DILocation(line: 21, column: 46, scope: !148, inlinedAt: !543)
!548 = !DILocation(line: 15, column: 7, scope: !157, inlinedAt: !547)
!549 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !547)
!550 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !547)
!551 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !547)
!552 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !547)
!553 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !547)
!554 = !DILocalVariable(name: "x", arg: 1, scope: !555, file: !3, line: 111, type: !5)
!555 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !62, retainedNodes: !556)
!556 = !{!554}
!557 = !DILocation(line: 0, scope: !555, inlinedAt: !558)
!558 = distinct !DILocation(line: 115, column: 31, scope: !131)
!559 = !DILocation(line: 112, column: 11, scope: !560, inlinedAt: !558)
!560 = distinct !DILexicalBlock(scope: !555, file: !3, line: 112, column: 9)
!561 = !DILocation(line: 112, column: 9, scope: !555, inlinedAt: !558)
!562 = !DILocation(line: 112, column: 16, scope: !560, inlinedAt: !558)
!563 = !DILocation(line: 112, column: 33, scope: !560, inlinedAt: !558)
!564 = !DILocation(line: 0, scope: !437, inlinedAt: !565)
!565 = distinct !DILocation(line: 112, column: 22, scope: !560, inlinedAt: !558)
!566 = !DILocation(line: 0, scope: !383, inlinedAt: !567)
!567 = distinct !DILocation(line: 36, column: 27, scope: !437, inlinedAt: !565)
!568 = !DILocation(line: 29, column: 50, scope: !383, inlinedAt: !567)
!569 = !DILocation(line: 29, column: 33, scope: !383, inlinedAt: !567)
!570 = !DILocation(line: 29, column: 42, scope: !383, inlinedAt: !567)
!571 = !DILocation(line: 36, column: 49, scope: !437, inlinedAt: !565)
!572 = !DILocation(line: 36, column: 43, scope: !437, inlinedAt: !565)
!573 = !DILocation(line: 113, column: 14, scope: !555, inlinedAt: !558)
!574 = !DILocation(line: 115, column: 29, scope: !131)
!575 = !DILocation(line: 0, scope: !150, inlinedAt: !576)
!576 = distinct !DILocation(line: 116, column: 5, scope: !165)
!577 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !576)
!578 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !576)
!579 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !576)
!580 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !576)
!581 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !576)
!582 = !DILocation(line: 119, column: 3, scope: !131)
!583 = !DILocation(line: 0, scope: !177, inlinedAt: !584)
!584 = distinct !DILocation(line: 117, column: 3, scope: !165)
!585 = !DILocation(line: 23, column: 15, scope: !183, inlinedAt: !584)
!586 = !DILocation(line: 0, scope: !150, inlinedAt: !587)
!587 = distinct !DILocation(line: 23, column: 25, scope: !183, inlinedAt: !584)
!588 = !DILocation(line: 15, column: 7, scope: !157, inlinedAt: !587)
!589 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !587)
!590 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !587)
!591 = !DILocation(line: 23, column: 31, scope: !183, inlinedAt: !584)
!592 = !DILocation(line: 23, column: 30, scope: !183, inlinedAt: !584)
!593 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !587)
!594 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !587)
!595 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !587)
!596 = !DILocation(line: 117, column: 3, scope: !165)
!597 = !DILocation(line: 0, scope: !150, inlinedAt: !598)
!598 = distinct !DILocation(line: 118, column: 5, scope: !599)
!599 = distinct !DILexicalBlock(scope: !131, file: !3, line: 117, column: 22)
!600 = !DILocation(line: 15, column: 7, scope: !157, inlinedAt: !598)
!601 = !DILocation(line: 15, column: 14, scope: !157, inlinedAt: !598)
!602 = !DILocation(line: 15, column: 7, scope: !150, inlinedAt: !598)
!603 = !DILocation(line: 16, column: 17, scope: !157, inlinedAt: !598)
!604 = !DILocation(line: 16, column: 5, scope: !157, inlinedAt: !598)
!605 = !DILocation(line: 16, column: 21, scope: !157, inlinedAt: !598)
!606 = !DILocation(line: 119, column: 3, scope: !599)
