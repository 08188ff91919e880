; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }
%struct.Error = type { i32 (...)**, i32, i8* }
%struct.IoError = type { %struct.Error, i32 }

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
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__gxx_personality_v0 !dbg !87 {
  %1 = alloca %struct.Holder, align 4
  call void @llvm.dbg.declare(metadata i8* undef, metadata !95, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()), !dbg !106
  br label %60, !dbg !107

2:                                                ; preds = %143
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !108
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !109
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3, i32 noundef %4), !dbg !110
  %6 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !111, !tbaa !112
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %6), !dbg !116
  call void @llvm.dbg.value(metadata i32 5, metadata !117, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !126, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 5, metadata !129, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !135, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 5, metadata !138, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 5, metadata !120, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !142
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !143, !tbaa !112
  %9 = add nsw i32 %8, 1, !dbg !143
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !143, !tbaa !112
  call void @llvm.dbg.value(metadata i32 5, metadata !145, metadata !DIExpression()), !dbg !150
  %10 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !152, !tbaa !112
  %11 = icmp slt i32 %10, 64, !dbg !154
  br i1 %11, label %12, label %16, !dbg !155

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1, !dbg !156
  store i32 %13, i32* @_ZL6g_nlog, align 4, !dbg !156, !tbaa !112
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10, !dbg !157
  store i32 5, i32* %14, align 4, !dbg !158, !tbaa !112
  call void @llvm.dbg.value(metadata i32 10, metadata !120, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !142
  call void @llvm.dbg.value(metadata i32 777, metadata !145, metadata !DIExpression()), !dbg !159
  %15 = icmp eq i32 %10, 63, !dbg !162
  br i1 %15, label %16, label %17, !dbg !163

16:                                               ; preds = %12, %2
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !164, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !172, metadata !DIExpression()), !dbg !175
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !178, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !180
  br label %24, !dbg !182

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2, !dbg !183
  store i32 %18, i32* @_ZL6g_nlog, align 4, !dbg !183, !tbaa !112
  %19 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %13, !dbg !184
  store i32 777, i32* %19, align 4, !dbg !185, !tbaa !112
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !164, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !172, metadata !DIExpression()), !dbg !175
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !178, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !180
  %20 = icmp slt i32 %10, 62, !dbg !186
  br i1 %20, label %21, label %24, !dbg !182

21:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !172, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 -5, metadata !145, metadata !DIExpression()), !dbg !180
  %22 = add nsw i32 %10, 3, !dbg !187
  store i32 %22, i32* @_ZL6g_nlog, align 4, !dbg !187, !tbaa !112
  %23 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %18, !dbg !188
  store i32 -5, i32* %23, align 4, !dbg !189, !tbaa !112
  br label %24, !dbg !188

24:                                               ; preds = %17, %21, %16
  call void @llvm.dbg.value(metadata i32 -4, metadata !117, metadata !DIExpression()), !dbg !190
  %25 = bitcast %struct.Holder* %1 to i8*, !dbg !192
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #14, !dbg !192
  call void @llvm.dbg.declare(metadata %struct.Holder* %1, metadata !120, metadata !DIExpression()), !dbg !193
  invoke void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %26 unwind label %40, !dbg !193

26:                                               ; preds = %24
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 1, !dbg !194
  %28 = load i32, i32* %27, align 4, !dbg !194, !tbaa !195
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !164, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !172, metadata !DIExpression()), !dbg !200
  %29 = load i32, i32* @_ZL6g_live, align 4, !dbg !202, !tbaa !112
  %30 = add nsw i32 %29, -1, !dbg !202
  store i32 %30, i32* @_ZL6g_live, align 4, !dbg !202, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !203
  %31 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !205, !tbaa !112
  %32 = icmp slt i32 %31, 64, !dbg !206
  br i1 %32, label %33, label %39, !dbg !207

33:                                               ; preds = %26
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !172, metadata !DIExpression()), !dbg !200
  %34 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 0, i32 0, !dbg !208
  %35 = load i32, i32* %34, align 4, !dbg !208, !tbaa !209
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %35), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !203
  %36 = sub nsw i32 0, %35, !dbg !210
  call void @llvm.dbg.value(metadata i32 %36, metadata !145, metadata !DIExpression()), !dbg !203
  %37 = add nsw i32 %31, 1, !dbg !211
  store i32 %37, i32* @_ZL6g_nlog, align 4, !dbg !211, !tbaa !112
  %38 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %31, !dbg !212
  store i32 %36, i32* %38, align 4, !dbg !213, !tbaa !112
  br label %39, !dbg !212

39:                                               ; preds = %33, %26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #14, !dbg !214
  br label %54

40:                                               ; preds = %24
  %41 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), !dbg !215
  %42 = extractvalue { i8*, i32 } %41, 1, !dbg !215
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #14, !dbg !214
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #14, !dbg !216
  %44 = icmp eq i32 %42, %43, !dbg !216
  br i1 %44, label %45, label %52, !dbg !216

45:                                               ; preds = %40
  %46 = extractvalue { i8*, i32 } %41, 0, !dbg !215
  %47 = call i8* @__cxa_begin_catch(i8* %46) #14, !dbg !216
  call void @llvm.dbg.value(metadata i8* %47, metadata !122, metadata !DIExpression()), !dbg !190
  %48 = getelementptr inbounds i8, i8* %47, i32 12, !dbg !217
  %49 = bitcast i8* %48 to i32*, !dbg !217
  %50 = load i32, i32* %49, align 4, !dbg !217, !tbaa !219
  %51 = add nsw i32 %50, -1000, !dbg !221
  call void @__cxa_end_catch(), !dbg !222
  br label %54

52:                                               ; preds = %138, %40
  %53 = phi { i8*, i32 } [ %41, %40 ], [ %139, %138 ]
  resume { i8*, i32 } %53, !dbg !105

54:                                               ; preds = %39, %45
  %55 = phi i32 [ %28, %39 ], [ %51, %45 ], !dbg !190
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, i32 noundef %55), !dbg !223
  call void @llvm.dbg.value(metadata !DIArgList(i32 %147, i32 2), metadata !89, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !105
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0)), !dbg !224
  call void @llvm.dbg.value(metadata i32 0, metadata !102, metadata !DIExpression()), !dbg !225
  %58 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !226, !tbaa !112
  %59 = icmp sgt i32 %58, 0, !dbg !228
  br i1 %59, label %158, label %150, !dbg !229

60:                                               ; preds = %0, %143
  %61 = phi i32 [ 0, %0 ], [ %147, %143 ]
  %62 = phi i32 [ 0, %0 ], [ %148, %143 ]
  call void @llvm.dbg.value(metadata i32 %61, metadata !89, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 %62, metadata !90, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 %62, metadata !230, metadata !DIExpression()), !dbg !243
  invoke fastcc void @_ZL7throweri(i32 noundef %62)
          to label %143 unwind label %63, !dbg !245

63:                                               ; preds = %60
  %64 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null, !dbg !247
  %65 = extractvalue { i8*, i32 } %64, 0, !dbg !247
  %66 = extractvalue { i8*, i32 } %64, 1, !dbg !247
  %67 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !248
  %68 = icmp eq i32 %66, %67, !dbg !248
  br i1 %68, label %69, label %74, !dbg !248

69:                                               ; preds = %63
  %70 = tail call i8* @__cxa_begin_catch(i8* %65) #14, !dbg !249
  %71 = bitcast i8* %70 to i32*, !dbg !249
  %72 = load i32, i32* %71, align 4, !dbg !249, !tbaa !112
  call void @llvm.dbg.value(metadata i32 %72, metadata !242, metadata !DIExpression()), !dbg !243
  %73 = add nsw i32 %72, 100, !dbg !251
  tail call void @__cxa_end_catch() #14, !dbg !253
  br label %143

74:                                               ; preds = %63
  %75 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #14, !dbg !248
  %76 = icmp eq i32 %66, %75, !dbg !248
  br i1 %76, label %77, label %84, !dbg !248

77:                                               ; preds = %74
  %78 = tail call i8* @__cxa_begin_catch(i8* %65) #14, !dbg !254
  %79 = bitcast i8* %78 to double*, !dbg !254
  %80 = load double, double* %79, align 4, !dbg !254, !tbaa !256
  call void @llvm.dbg.value(metadata double %80, metadata !240, metadata !DIExpression()), !dbg !243
  %81 = fmul double %80, 2.000000e+00, !dbg !258
  %82 = fptosi double %81 to i32, !dbg !259
  %83 = add nsw i32 %82, 200, !dbg !260
  tail call void @__cxa_end_catch() #14, !dbg !249
  br label %143

84:                                               ; preds = %74
  %85 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #14, !dbg !248
  %86 = icmp eq i32 %66, %85, !dbg !248
  br i1 %86, label %87, label %98, !dbg !248

87:                                               ; preds = %84
  %88 = tail call i8* @__cxa_begin_catch(i8* %65) #14, !dbg !261
  call void @llvm.dbg.value(metadata i8* %88, metadata !239, metadata !DIExpression()), !dbg !243
  %89 = getelementptr inbounds i8, i8* %88, i32 4, !dbg !263
  %90 = bitcast i8* %89 to i32*, !dbg !263
  %91 = load i32, i32* %90, align 4, !dbg !263, !tbaa !264
  %92 = mul nsw i32 %91, 10, !dbg !267
  %93 = add nsw i32 %92, 300, !dbg !268
  %94 = getelementptr inbounds i8, i8* %88, i32 12, !dbg !269
  %95 = bitcast i8* %94 to i32*, !dbg !269
  %96 = load i32, i32* %95, align 4, !dbg !269, !tbaa !219
  %97 = add nsw i32 %93, %96, !dbg !270
  tail call void @__cxa_end_catch(), !dbg !254
  br label %143

98:                                               ; preds = %84
  %99 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !248
  %100 = icmp eq i32 %66, %99, !dbg !248
  br i1 %100, label %101, label %115, !dbg !248

101:                                              ; preds = %98
  %102 = tail call i8* @__cxa_begin_catch(i8* %65) #14, !dbg !271
  %103 = bitcast i8* %102 to %struct.Error*, !dbg !271
  call void @llvm.dbg.value(metadata %struct.Error* %103, metadata !238, metadata !DIExpression()), !dbg !243
  %104 = getelementptr inbounds i8, i8* %102, i32 4, !dbg !272
  %105 = bitcast i8* %104 to i32*, !dbg !272
  %106 = load i32, i32* %105, align 4, !dbg !272, !tbaa !264
  %107 = bitcast i8* %102 to i32 (%struct.Error*)***, !dbg !273
  %108 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %107, align 4, !dbg !273, !tbaa !274
  %109 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %108, i32 2, !dbg !273
  %110 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %109, align 4, !dbg !273
  %111 = invoke noundef i32 %110(%struct.Error* noundef nonnull align 4 dereferenceable(12) %103)
          to label %112 unwind label %138, !dbg !273

112:                                              ; preds = %101
  %113 = add nsw i32 %106, 400, !dbg !276
  %114 = add nsw i32 %113, %111, !dbg !277
  tail call void @__cxa_end_catch(), !dbg !261
  br label %143

115:                                              ; preds = %98
  %116 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #14, !dbg !248
  %117 = icmp eq i32 %66, %116, !dbg !248
  br i1 %117, label %118, label %129, !dbg !248

118:                                              ; preds = %115
  %119 = tail call i8* @__cxa_begin_catch(i8* %65) #14, !dbg !278
  call void @llvm.dbg.value(metadata i8* %119, metadata !234, metadata !DIExpression()), !dbg !243
  %120 = getelementptr inbounds i8, i8* %119, i32 4, !dbg !280
  %121 = bitcast i8* %120 to i32*, !dbg !280
  %122 = load i32, i32* %121, align 4, !dbg !280, !tbaa !264
  %123 = add nsw i32 %122, 500, !dbg !281
  call void @llvm.dbg.value(metadata i32 %123, metadata !236, metadata !DIExpression()), !dbg !282
  %124 = bitcast i8* %119 to %struct.Error*, !dbg !278
  call void @llvm.dbg.value(metadata %struct.Error* %124, metadata !234, metadata !DIExpression()), !dbg !243
  %125 = bitcast i8* %119 to void (%struct.Error*)***, !dbg !283
  %126 = load void (%struct.Error*)**, void (%struct.Error*)*** %125, align 4, !dbg !283, !tbaa !274
  %127 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %126, i32 1, !dbg !283
  %128 = load void (%struct.Error*)*, void (%struct.Error*)** %127, align 4, !dbg !283
  tail call void %128(%struct.Error* noundef nonnull align 4 dereferenceable(12) %124) #14, !dbg !283
  tail call void @__cxa_end_catch() #14, !dbg !271
  br label %143

129:                                              ; preds = %115
  %130 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #14, !dbg !248
  %131 = icmp eq i32 %66, %130, !dbg !248
  %132 = tail call i8* @__cxa_begin_catch(i8* %65) #14, !dbg !243
  br i1 %131, label %133, label %137, !dbg !248

133:                                              ; preds = %129
  call void @llvm.dbg.value(metadata i8* %132, metadata !233, metadata !DIExpression()), !dbg !243
  %134 = load i8, i8* %132, align 1, !dbg !284, !tbaa !285
  %135 = icmp eq i8 %134, 99, !dbg !286
  %136 = select i1 %135, i32 601, i32 600, !dbg !287
  tail call void @__cxa_end_catch() #14, !dbg !278
  br label %143

137:                                              ; preds = %129
  tail call void @__cxa_end_catch(), !dbg !288
  br label %143

138:                                              ; preds = %101
  %139 = landingpad { i8*, i32 }
          cleanup, !dbg !290
  invoke void @__cxa_end_catch()
          to label %52 unwind label %140, !dbg !261

140:                                              ; preds = %138
  %141 = landingpad { i8*, i32 }
          catch i8* null, !dbg !261
  %142 = extractvalue { i8*, i32 } %141, 0, !dbg !261
  tail call void @__clang_call_terminate(i8* %142) #15, !dbg !261
  unreachable, !dbg !261

143:                                              ; preds = %60, %69, %77, %87, %112, %118, %133, %137
  %144 = phi i32 [ %73, %69 ], [ %83, %77 ], [ %97, %87 ], [ %114, %112 ], [ %123, %118 ], [ %136, %133 ], [ 999, %137 ], [ 0, %60 ], !dbg !243
  call void @llvm.dbg.value(metadata i32 %144, metadata !92, metadata !DIExpression()), !dbg !291
  %145 = load i32, i32* @_ZL6g_live, align 4, !dbg !292, !tbaa !112
  %146 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %62, i32 noundef %144, i32 noundef %145), !dbg !293
  %147 = add nsw i32 %144, %61, !dbg !294
  call void @llvm.dbg.value(metadata i32 %147, metadata !89, metadata !DIExpression()), !dbg !105
  %148 = add nuw nsw i32 %62, 1, !dbg !295
  call void @llvm.dbg.value(metadata i32 %148, metadata !90, metadata !DIExpression()), !dbg !106
  %149 = icmp eq i32 %148, 8, !dbg !296
  br i1 %149, label %2, label %60, !dbg !107, !llvm.loop !297

150:                                              ; preds = %158, %54
  %151 = add nsw i32 %147, 2, !dbg !300
  call void @llvm.dbg.value(metadata i32 %151, metadata !89, metadata !DIExpression()), !dbg !105
  %152 = load i32, i32* @_ZL6g_live, align 4, !dbg !301, !tbaa !112
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i32 0, i32 0), i32 noundef %151, i32 noundef %152), !dbg !302
  %154 = load i32, i32* @_ZL6g_live, align 4, !dbg !303, !tbaa !112
  %155 = icmp eq i32 %154, 0, !dbg !304
  %156 = select i1 %155, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), !dbg !303
  %157 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %156), !dbg !305
  ret i32 0, !dbg !306

158:                                              ; preds = %54, %158
  %159 = phi i32 [ %163, %158 ], [ 0, %54 ]
  call void @llvm.dbg.value(metadata i32 %159, metadata !102, metadata !DIExpression()), !dbg !225
  %160 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %159, !dbg !307
  %161 = load i32, i32* %160, align 4, !dbg !307, !tbaa !112
  %162 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef %161), !dbg !308
  %163 = add nuw nsw i32 %159, 1, !dbg !309
  call void @llvm.dbg.value(metadata i32 %163, metadata !102, metadata !DIExpression()), !dbg !225
  %164 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !226, !tbaa !112
  %165 = icmp slt i32 %163, %164, !dbg !228
  br i1 %165, label %158, label %150, !dbg !229, !llvm.loop !310
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
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !312 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !314, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i32 0, metadata !315, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i32 %0, metadata !320, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !135, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata i32 %0, metadata !138, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !327
  call void @llvm.dbg.value(metadata i32 %0, metadata !323, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !324
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !329, !tbaa !112
  %3 = add nsw i32 %2, 1, !dbg !329
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !329, !tbaa !112
  call void @llvm.dbg.value(metadata i32 %0, metadata !145, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !330
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !332, !tbaa !112
  %5 = icmp slt i32 %4, 64, !dbg !333
  br i1 %5, label %6, label %10, !dbg !334

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 50, !dbg !335
  call void @llvm.dbg.value(metadata i32 %7, metadata !138, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata i32 %7, metadata !323, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i32 %7, metadata !145, metadata !DIExpression()), !dbg !330
  %8 = add nsw i32 %4, 1, !dbg !336
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !336, !tbaa !112
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4, !dbg !337
  store i32 %7, i32* %9, align 4, !dbg !338, !tbaa !112
  br label %10, !dbg !337

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %28 unwind label %11, !dbg !339

11:                                               ; preds = %10
  %12 = landingpad { i8*, i32 }
          catch i8* null, !dbg !341
  %13 = extractvalue { i8*, i32 } %12, 0, !dbg !341
  %14 = tail call i8* @__cxa_begin_catch(i8* %13) #14, !dbg !342
  %15 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !343, !tbaa !112
  %16 = add nsw i32 %15, 1, !dbg !343
  store i32 %16, i32* @_ZL13rethrow_count, align 4, !dbg !343, !tbaa !112
  invoke void @__cxa_rethrow() #16
          to label %40 unwind label %17, !dbg !345

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !346
  invoke void @__cxa_end_catch()
          to label %19 unwind label %37, !dbg !347

19:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !172, metadata !DIExpression()), !dbg !348
  %20 = load i32, i32* @_ZL6g_live, align 4, !dbg !350, !tbaa !112
  %21 = add nsw i32 %20, -1, !dbg !350
  store i32 %21, i32* @_ZL6g_live, align 4, !dbg !350, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !351
  %22 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !353, !tbaa !112
  %23 = icmp slt i32 %22, 64, !dbg !354
  br i1 %23, label %24, label %41, !dbg !355

24:                                               ; preds = %19
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !351
  %25 = sub i32 -50, %0, !dbg !356
  call void @llvm.dbg.value(metadata i32 %25, metadata !145, metadata !DIExpression()), !dbg !351
  %26 = add nsw i32 %22, 1, !dbg !357
  store i32 %26, i32* @_ZL6g_nlog, align 4, !dbg !357, !tbaa !112
  %27 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %22, !dbg !358
  store i32 %25, i32* %27, align 4, !dbg !359, !tbaa !112
  br label %41, !dbg !358

28:                                               ; preds = %10
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !172, metadata !DIExpression()), !dbg !360
  %29 = load i32, i32* @_ZL6g_live, align 4, !dbg !362, !tbaa !112
  %30 = add nsw i32 %29, -1, !dbg !362
  store i32 %30, i32* @_ZL6g_live, align 4, !dbg !362, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !363
  %31 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !365, !tbaa !112
  %32 = icmp slt i32 %31, 64, !dbg !366
  br i1 %32, label %33, label %74, !dbg !367

33:                                               ; preds = %28
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !363
  %34 = sub i32 -50, %0, !dbg !368
  call void @llvm.dbg.value(metadata i32 %34, metadata !145, metadata !DIExpression()), !dbg !363
  %35 = add nsw i32 %31, 1, !dbg !369
  store i32 %35, i32* @_ZL6g_nlog, align 4, !dbg !369, !tbaa !112
  %36 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %31, !dbg !370
  store i32 %34, i32* %36, align 4, !dbg !371, !tbaa !112
  br label %74, !dbg !370

37:                                               ; preds = %17
  %38 = landingpad { i8*, i32 }
          catch i8* null, !dbg !347
  %39 = extractvalue { i8*, i32 } %38, 0, !dbg !347
  tail call void @__clang_call_terminate(i8* %39) #15, !dbg !347
  unreachable, !dbg !347

40:                                               ; preds = %11
  unreachable

41:                                               ; preds = %19, %24
  %42 = extractvalue { i8*, i32 } %18, 0, !dbg !372
  %43 = extractvalue { i8*, i32 } %18, 1, !dbg !372
  %44 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !373
  %45 = icmp eq i32 %43, %44, !dbg !373
  br i1 %45, label %46, label %61, !dbg !373

46:                                               ; preds = %41
  %47 = tail call i8* @__cxa_begin_catch(i8* %42) #14, !dbg !373
  %48 = bitcast i8* %47 to i32*, !dbg !373
  %49 = load i32, i32* %48, align 4, !dbg !373, !tbaa !112
  call void @llvm.dbg.value(metadata i32 %49, metadata !316, metadata !DIExpression()), !dbg !374
  call void @llvm.dbg.value(metadata i32 %49, metadata !315, metadata !DIExpression()), !dbg !319
  %50 = tail call i8* @__cxa_allocate_exception(i32 12) #14, !dbg !375
  %51 = add nsw i32 %49, 1, !dbg !377
  call void @llvm.dbg.value(metadata i8* %50, metadata !378, metadata !DIExpression()), !dbg !383
  call void @llvm.dbg.value(metadata i32 %51, metadata !381, metadata !DIExpression()), !dbg !383
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), metadata !382, metadata !DIExpression()), !dbg !383
  %52 = bitcast i8* %50 to i32 (...)***, !dbg !385
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %52, align 4, !dbg !385, !tbaa !274
  %53 = getelementptr inbounds i8, i8* %50, i32 4, !dbg !386
  %54 = bitcast i8* %53 to i32*, !dbg !386
  store i32 %51, i32* %54, align 4, !dbg !386, !tbaa !264
  %55 = getelementptr inbounds i8, i8* %50, i32 8, !dbg !387
  %56 = bitcast i8* %55 to i8**, !dbg !387
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8** %56, align 4, !dbg !387, !tbaa !388
  invoke void @__cxa_throw(i8* nonnull %50, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %77 unwind label %57, !dbg !375

57:                                               ; preds = %46
  %58 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !389
  %59 = extractvalue { i8*, i32 } %58, 0, !dbg !389
  %60 = extractvalue { i8*, i32 } %58, 1, !dbg !389
  tail call void @__cxa_end_catch() #14, !dbg !390
  br label %61, !dbg !390

61:                                               ; preds = %57, %41
  %62 = phi i32 [ %60, %57 ], [ %43, %41 ], !dbg !374
  %63 = phi i8* [ %59, %57 ], [ %42, %41 ], !dbg !374
  %64 = phi i32 [ %49, %57 ], [ 0, %41 ], !dbg !319
  call void @llvm.dbg.value(metadata i32 %64, metadata !315, metadata !DIExpression()), !dbg !319
  %65 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !391
  %66 = icmp eq i32 %62, %65, !dbg !391
  %67 = tail call i8* @__cxa_begin_catch(i8* %63) #14, !dbg !319
  br i1 %66, label %68, label %76, !dbg !391

68:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i8* %67, metadata !318, metadata !DIExpression()), !dbg !319
  %69 = getelementptr inbounds i8, i8* %67, i32 4, !dbg !392
  %70 = bitcast i8* %69 to i32*, !dbg !392
  %71 = load i32, i32* %70, align 4, !dbg !392, !tbaa !264
  %72 = mul nsw i32 %71, 100, !dbg !394
  %73 = add nsw i32 %72, %64, !dbg !395
  call void @llvm.dbg.value(metadata i32 %73, metadata !315, metadata !DIExpression()), !dbg !319
  tail call void @__cxa_end_catch(), !dbg !396
  br label %74, !dbg !396

74:                                               ; preds = %33, %28, %68, %76
  %75 = phi i32 [ %73, %68 ], [ -1, %76 ], [ 0, %28 ], [ 0, %33 ], !dbg !319
  call void @llvm.dbg.value(metadata i32 %75, metadata !315, metadata !DIExpression()), !dbg !319
  ret i32 %75, !dbg !397

76:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i32 -1, metadata !315, metadata !DIExpression()), !dbg !319
  tail call void @__cxa_end_catch(), !dbg !398
  br label %74, !dbg !398

77:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare !dbg !400 noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !404 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !406, metadata !DIExpression()), !dbg !408
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !135, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.value(metadata i32 %0, metadata !138, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.value(metadata i32 %0, metadata !407, metadata !DIExpression()), !dbg !408
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !411, !tbaa !112
  %3 = add nsw i32 %2, 1, !dbg !411
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !411, !tbaa !112
  call void @llvm.dbg.value(metadata i32 %0, metadata !145, metadata !DIExpression()), !dbg !412
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !414, !tbaa !112
  %5 = icmp slt i32 %4, 64, !dbg !415
  br i1 %5, label %6, label %9, !dbg !416

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1, !dbg !417
  store i32 %7, i32* @_ZL6g_nlog, align 4, !dbg !417, !tbaa !112
  %8 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4, !dbg !418
  store i32 %0, i32* %8, align 4, !dbg !419, !tbaa !112
  br label %9, !dbg !418

9:                                                ; preds = %1, %6
  %10 = phi i32 [ %4, %1 ], [ %7, %6 ]
  switch i32 %0, label %60 [
    i32 0, label %11
    i32 1, label %16
    i32 2, label %19
    i32 3, label %26
    i32 4, label %35
    i32 5, label %46
    i32 6, label %49
  ], !dbg !420

11:                                               ; preds = %9
  %12 = tail call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !421
  %13 = bitcast i8* %12 to i32*, !dbg !421
  store i32 42, i32* %13, align 16, !dbg !421, !tbaa !112
  invoke void @__cxa_throw(i8* nonnull %12, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #16
          to label %78 unwind label %14, !dbg !421

14:                                               ; preds = %59, %46, %38, %26, %19, %16, %11
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !423
  br label %67, !dbg !423

16:                                               ; preds = %9
  %17 = tail call i8* @__cxa_allocate_exception(i32 8) #14, !dbg !424
  %18 = bitcast i8* %17 to double*, !dbg !424
  store double 3.500000e+00, double* %18, align 16, !dbg !424, !tbaa !256
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast (i8** @_ZTId to i8*), i8* null) #16
          to label %78 unwind label %14, !dbg !424

19:                                               ; preds = %9
  %20 = tail call i8* @__cxa_allocate_exception(i32 12) #14, !dbg !425
  call void @llvm.dbg.value(metadata i8* %20, metadata !378, metadata !DIExpression()), !dbg !426
  call void @llvm.dbg.value(metadata i32 7, metadata !381, metadata !DIExpression()), !dbg !426
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), metadata !382, metadata !DIExpression()), !dbg !426
  %21 = bitcast i8* %20 to i32 (...)***, !dbg !428
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %21, align 4, !dbg !428, !tbaa !274
  %22 = getelementptr inbounds i8, i8* %20, i32 4, !dbg !429
  %23 = bitcast i8* %22 to i32*, !dbg !429
  store i32 7, i32* %23, align 4, !dbg !429, !tbaa !264
  %24 = getelementptr inbounds i8, i8* %20, i32 8, !dbg !430
  %25 = bitcast i8* %24 to i8**, !dbg !430
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8** %25, align 4, !dbg !430, !tbaa !388
  invoke void @__cxa_throw(i8* nonnull %20, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %78 unwind label %14, !dbg !425

26:                                               ; preds = %9
  %27 = tail call i8* @__cxa_allocate_exception(i32 16) #14, !dbg !431
  call void @llvm.dbg.value(metadata i8* %27, metadata !432, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.value(metadata i32 9, metadata !435, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.value(metadata i32 3, metadata !436, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.value(metadata i8* %27, metadata !378, metadata !DIExpression()), !dbg !440
  call void @llvm.dbg.value(metadata i32 9, metadata !381, metadata !DIExpression()), !dbg !440
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), metadata !382, metadata !DIExpression()), !dbg !440
  %28 = bitcast i8* %27 to i32 (...)***, !dbg !442
  %29 = getelementptr inbounds i8, i8* %27, i32 4, !dbg !443
  %30 = bitcast i8* %29 to i32*, !dbg !443
  store i32 9, i32* %30, align 4, !dbg !443, !tbaa !264
  %31 = getelementptr inbounds i8, i8* %27, i32 8, !dbg !444
  %32 = bitcast i8* %31 to i8**, !dbg !444
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %32, align 4, !dbg !444, !tbaa !388
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %28, align 4, !dbg !445, !tbaa !274
  %33 = getelementptr inbounds i8, i8* %27, i32 12, !dbg !446
  %34 = bitcast i8* %33 to i32*, !dbg !446
  store i32 3, i32* %34, align 4, !dbg !446, !tbaa !219
  invoke void @__cxa_throw(i8* nonnull %27, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %78 unwind label %14, !dbg !431

35:                                               ; preds = %9
  %36 = tail call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !447
  %37 = invoke noalias noundef nonnull dereferenceable(12) i8* @_Znwj(i32 noundef 12) #17
          to label %38 unwind label %44, !dbg !448, !heapallocsite !21

38:                                               ; preds = %35
  %39 = bitcast i8* %37 to %struct.Error*, !dbg !448
  call void @llvm.dbg.value(metadata %struct.Error* %39, metadata !378, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata i32 11, metadata !381, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), metadata !382, metadata !DIExpression()), !dbg !449
  %40 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 0, !dbg !451
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %40, align 4, !dbg !451, !tbaa !274
  %41 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 1, !dbg !452
  store i32 11, i32* %41, align 4, !dbg !452, !tbaa !264
  %42 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 2, !dbg !453
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8** %42, align 4, !dbg !453, !tbaa !388
  %43 = bitcast i8* %36 to i8**, !dbg !447
  store i8* %37, i8** %43, align 16, !dbg !447, !tbaa !454
  invoke void @__cxa_throw(i8* nonnull %36, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #16
          to label %78 unwind label %14, !dbg !447

44:                                               ; preds = %35
  %45 = landingpad { i8*, i32 }
          cleanup, !dbg !423
  tail call void @__cxa_free_exception(i8* %36) #14, !dbg !447
  br label %67, !dbg !447

46:                                               ; preds = %9
  %47 = tail call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !455
  %48 = bitcast i8* %47 to i8**, !dbg !455
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %48, align 16, !dbg !455, !tbaa !454
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #16
          to label %78 unwind label %14, !dbg !455

49:                                               ; preds = %9
  %50 = tail call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !456
  call void @llvm.dbg.value(metadata i8* %50, metadata !135, metadata !DIExpression()), !dbg !457
  call void @llvm.dbg.value(metadata i32 600, metadata !138, metadata !DIExpression()), !dbg !457
  %51 = bitcast i8* %50 to i32*, !dbg !459
  store i32 600, i32* %51, align 4, !dbg !459, !tbaa !209
  %52 = load i32, i32* @_ZL6g_live, align 4, !dbg !460, !tbaa !112
  %53 = add nsw i32 %52, 1, !dbg !460
  store i32 %53, i32* @_ZL6g_live, align 4, !dbg !460, !tbaa !112
  call void @llvm.dbg.value(metadata i32 600, metadata !145, metadata !DIExpression()), !dbg !461
  %54 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !463, !tbaa !112
  %55 = icmp slt i32 %54, 64, !dbg !464
  br i1 %55, label %56, label %59, !dbg !465

56:                                               ; preds = %49
  %57 = add nsw i32 %54, 1, !dbg !466
  store i32 %57, i32* @_ZL6g_nlog, align 4, !dbg !466, !tbaa !112
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %54, !dbg !467
  store i32 600, i32* %58, align 4, !dbg !468, !tbaa !112
  br label %59, !dbg !467

59:                                               ; preds = %56, %49
  invoke void @__cxa_throw(i8* nonnull %50, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #16
          to label %78 unwind label %14, !dbg !456

60:                                               ; preds = %9
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !172, metadata !DIExpression()), !dbg !469
  store i32 %2, i32* @_ZL6g_live, align 4, !dbg !471, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !472
  %61 = icmp slt i32 %10, 64, !dbg !474
  br i1 %61, label %62, label %66, !dbg !475

62:                                               ; preds = %60
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !472
  %63 = sub nsw i32 0, %0, !dbg !476
  call void @llvm.dbg.value(metadata i32 %63, metadata !145, metadata !DIExpression()), !dbg !472
  %64 = add nsw i32 %10, 1, !dbg !477
  store i32 %64, i32* @_ZL6g_nlog, align 4, !dbg !477, !tbaa !112
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10, !dbg !478
  store i32 %63, i32* %65, align 4, !dbg !479, !tbaa !112
  br label %66, !dbg !478

66:                                               ; preds = %60, %62
  ret void, !dbg !480

67:                                               ; preds = %44, %14
  %68 = phi { i8*, i32 } [ %15, %14 ], [ %45, %44 ]
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !172, metadata !DIExpression()), !dbg !481
  %69 = load i32, i32* @_ZL6g_live, align 4, !dbg !483, !tbaa !112
  %70 = add nsw i32 %69, -1, !dbg !483
  store i32 %70, i32* @_ZL6g_live, align 4, !dbg !483, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !484
  %71 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !486, !tbaa !112
  %72 = icmp slt i32 %71, 64, !dbg !487
  br i1 %72, label %73, label %77, !dbg !488

73:                                               ; preds = %67
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !484
  %74 = sub nsw i32 0, %0, !dbg !489
  call void @llvm.dbg.value(metadata i32 %74, metadata !145, metadata !DIExpression()), !dbg !484
  %75 = add nsw i32 %71, 1, !dbg !490
  store i32 %75, i32* @_ZL6g_nlog, align 4, !dbg !490, !tbaa !112
  %76 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %71, !dbg !491
  store i32 %74, i32* %76, align 4, !dbg !492, !tbaa !112
  br label %77, !dbg !491

77:                                               ; preds = %67, %73
  resume { i8*, i32 } %68, !dbg !480

78:                                               ; preds = %59, %46, %38, %26, %19, %16, %11
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

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !493 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !495, metadata !DIExpression()), !dbg !496
  ret void, !dbg !497
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwj(i32 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !173 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !172, metadata !DIExpression()), !dbg !498
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !499, !tbaa !112
  %3 = add nsw i32 %2, -1, !dbg !499
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !499, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !500
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !502, !tbaa !112
  %5 = icmp slt i32 %4, 64, !dbg !503
  br i1 %5, label %6, label %12, !dbg !504

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0, !dbg !505
  %8 = load i32, i32* %7, align 4, !dbg !505, !tbaa !209
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %8), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !500
  %9 = sub nsw i32 0, %8, !dbg !506
  call void @llvm.dbg.value(metadata i32 %9, metadata !145, metadata !DIExpression()), !dbg !500
  %10 = add nsw i32 %4, 1, !dbg !507
  store i32 %10, i32* @_ZL6g_nlog, align 4, !dbg !507, !tbaa !112
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4, !dbg !508
  store i32 %9, i32* %11, align 4, !dbg !509, !tbaa !112
  br label %12, !dbg !508

12:                                               ; preds = %1, %6
  ret void, !dbg !510
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !511 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !513, metadata !DIExpression()), !dbg !514
  %2 = bitcast %struct.Error* %0 to i8*, !dbg !515
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18, !dbg !515
  ret void, !dbg !516
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #10 comdat align 2 !dbg !517 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !519, metadata !DIExpression()), !dbg !521
  ret i32 1, !dbg !522
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #11 comdat align 2 !dbg !523 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !528, metadata !DIExpression()), !dbg !529
  %2 = bitcast %struct.IoError* %0 to i8*, !dbg !530
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18, !dbg !530
  ret void, !dbg !530
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 !dbg !531 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !533, metadata !DIExpression()), !dbg !535
  ret i32 2, !dbg !536
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !127 {
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !126, metadata !DIExpression()), !dbg !537
  call void @llvm.dbg.value(metadata i32 %1, metadata !129, metadata !DIExpression()), !dbg !537
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !135, metadata !DIExpression()), !dbg !538
  call void @llvm.dbg.value(metadata i32 %1, metadata !138, metadata !DIExpression()), !dbg !538
  %3 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 0, i32 0, !dbg !540
  store i32 %1, i32* %3, align 4, !dbg !540, !tbaa !209
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !541, !tbaa !112
  %5 = add nsw i32 %4, 1, !dbg !541
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !541, !tbaa !112
  call void @llvm.dbg.value(metadata i32 %1, metadata !145, metadata !DIExpression()), !dbg !542
  %6 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !544, !tbaa !112
  %7 = icmp slt i32 %6, 64, !dbg !545
  br i1 %7, label %8, label %11, !dbg !546

8:                                                ; preds = %2
  %9 = add nsw i32 %6, 1, !dbg !547
  store i32 %9, i32* @_ZL6g_nlog, align 4, !dbg !547, !tbaa !112
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %6, !dbg !548
  store i32 %1, i32* %10, align 4, !dbg !549, !tbaa !112
  br label %11, !dbg !548

11:                                               ; preds = %8, %2
  %12 = phi i32 [ %9, %8 ], [ %6, %2 ]
  call void @llvm.dbg.value(metadata i32 %1, metadata !550, metadata !DIExpression()), !dbg !553
  %13 = icmp slt i32 %1, 0, !dbg !555
  br i1 %13, label %14, label %25, !dbg !557

14:                                               ; preds = %11
  %15 = tail call i8* @__cxa_allocate_exception(i32 16) #14, !dbg !558
  %16 = sub nsw i32 0, %1, !dbg !559
  call void @llvm.dbg.value(metadata i8* %15, metadata !432, metadata !DIExpression()), !dbg !560
  call void @llvm.dbg.value(metadata i32 %1, metadata !435, metadata !DIExpression()), !dbg !560
  call void @llvm.dbg.value(metadata i32 %16, metadata !436, metadata !DIExpression()), !dbg !560
  call void @llvm.dbg.value(metadata i8* %15, metadata !378, metadata !DIExpression()), !dbg !562
  call void @llvm.dbg.value(metadata i32 %1, metadata !381, metadata !DIExpression()), !dbg !562
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), metadata !382, metadata !DIExpression()), !dbg !562
  %17 = bitcast i8* %15 to i32 (...)***, !dbg !564
  %18 = getelementptr inbounds i8, i8* %15, i32 4, !dbg !565
  %19 = bitcast i8* %18 to i32*, !dbg !565
  store i32 %1, i32* %19, align 4, !dbg !565, !tbaa !264
  %20 = getelementptr inbounds i8, i8* %15, i32 8, !dbg !566
  %21 = bitcast i8* %20 to i8**, !dbg !566
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %21, align 4, !dbg !566, !tbaa !388
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %17, align 4, !dbg !567, !tbaa !274
  %22 = getelementptr inbounds i8, i8* %15, i32 12, !dbg !568
  %23 = bitcast i8* %22 to i32*, !dbg !568
  store i32 %16, i32* %23, align 4, !dbg !568, !tbaa !219
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %24 unwind label %33, !dbg !558

24:                                               ; preds = %14
  unreachable, !dbg !558

25:                                               ; preds = %11
  %26 = shl nuw nsw i32 %1, 1, !dbg !569
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 1, !dbg !570
  store i32 %26, i32* %27, align 4, !dbg !570, !tbaa !195
  call void @llvm.dbg.value(metadata i32 777, metadata !145, metadata !DIExpression()), !dbg !571
  %28 = icmp slt i32 %12, 64, !dbg !573
  br i1 %28, label %29, label %32, !dbg !574

29:                                               ; preds = %25
  %30 = add nsw i32 %12, 1, !dbg !575
  store i32 %30, i32* @_ZL6g_nlog, align 4, !dbg !575, !tbaa !112
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %12, !dbg !576
  store i32 777, i32* %31, align 4, !dbg !577, !tbaa !112
  br label %32, !dbg !576

32:                                               ; preds = %25, %29
  ret void, !dbg !578

33:                                               ; preds = %14
  %34 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !578
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !172, metadata !DIExpression()), !dbg !579
  %35 = load i32, i32* @_ZL6g_live, align 4, !dbg !581, !tbaa !112
  %36 = add nsw i32 %35, -1, !dbg !581
  store i32 %36, i32* @_ZL6g_live, align 4, !dbg !581, !tbaa !112
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !582
  %37 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !584, !tbaa !112
  %38 = icmp slt i32 %37, 64, !dbg !585
  br i1 %38, label %39, label %44, !dbg !586

39:                                               ; preds = %33
  %40 = load i32, i32* %3, align 4, !dbg !587, !tbaa !209
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %40), metadata !145, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !582
  %41 = sub nsw i32 0, %40, !dbg !588
  call void @llvm.dbg.value(metadata i32 %41, metadata !145, metadata !DIExpression()), !dbg !582
  %42 = add nsw i32 %37, 1, !dbg !589
  store i32 %42, i32* @_ZL6g_nlog, align 4, !dbg !589, !tbaa !112
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %37, !dbg !590
  store i32 %41, i32* %43, align 4, !dbg !591, !tbaa !112
  br label %44, !dbg !590

44:                                               ; preds = %39, %33
  %45 = extractvalue { i8*, i32 } %34, 1, !dbg !578
  %46 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !592
  %47 = icmp eq i32 %45, %46, !dbg !592
  br i1 %47, label %48, label %60, !dbg !592

48:                                               ; preds = %44
  %49 = extractvalue { i8*, i32 } %34, 0, !dbg !578
  %50 = tail call i8* @__cxa_begin_catch(i8* %49) #14, !dbg !592
  call void @llvm.dbg.value(metadata i8* %50, metadata !130, metadata !DIExpression()), !dbg !537
  call void @llvm.dbg.value(metadata i32 888, metadata !145, metadata !DIExpression()), !dbg !593
  %51 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !596, !tbaa !112
  %52 = icmp slt i32 %51, 64, !dbg !597
  br i1 %52, label %53, label %56, !dbg !598

53:                                               ; preds = %48
  %54 = add nsw i32 %51, 1, !dbg !599
  store i32 %54, i32* @_ZL6g_nlog, align 4, !dbg !599, !tbaa !112
  %55 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %51, !dbg !600
  store i32 888, i32* %55, align 4, !dbg !601, !tbaa !112
  br label %56, !dbg !600

56:                                               ; preds = %48, %53
  invoke void @__cxa_rethrow()
          to label %57 unwind label %58, !dbg !602

57:                                               ; preds = %56
  unreachable, !dbg !602

58:                                               ; preds = %56
  %59 = landingpad { i8*, i32 }
          cleanup, !dbg !578
  invoke void @__cxa_end_catch()
          to label %60 unwind label %62, !dbg !602

60:                                               ; preds = %58, %44
  %61 = phi { i8*, i32 } [ %34, %44 ], [ %59, %58 ], !dbg !592
  resume { i8*, i32 } %61, !dbg !592

62:                                               ; preds = %58
  %63 = landingpad { i8*, i32 }
          catch i8* null, !dbg !602
  %64 = extractvalue { i8*, i32 } %63, 0, !dbg !602
  tail call void @__clang_call_terminate(i8* %64) #15, !dbg !602
  unreachable, !dbg !602
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #13

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }
attributes #16 = { noreturn }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85}
!llvm.ident = !{!86}

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
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!13 = !DISubprogram(name: "Tracer", scope: !6, file: !3, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !12, !16}
!16 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!18 = !DISubprogram(name: "~Tracer", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
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
!33 = !DISubprogram(name: "Error", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !36, !5, !30}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!37 = !DISubprogram(name: "~Error", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, containingType: !21, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !36}
!40 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, containingType: !21, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!41 = !DISubroutineType(types: !42)
!42 = !{!5, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, vtableHolder: !21, identifier: "_ZTS7IoError")
!46 = !{!47, !48, !49, !53}
!47 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !45, baseType: !21, extraData: i32 0)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !45, file: !3, line: 35, baseType: !5, size: 32, offset: 96)
!49 = !DISubprogram(name: "IoError", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52, !5, !5}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, containingType: !45, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!54 = !DISubroutineType(types: !55)
!55 = !{!5, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!86 = !{!"Debian clang version 14.0.6"}
!87 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !26, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!88 = !{!89, !90, !92, !95, !102}
!89 = !DILocalVariable(name: "total", scope: !87, file: !3, line: 135, type: !5)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 136, type: !5)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 136, column: 3)
!92 = !DILocalVariable(name: "c", scope: !93, file: !3, line: 137, type: !5)
!93 = distinct !DILexicalBlock(scope: !94, file: !3, line: 136, column: 32)
!94 = distinct !DILexicalBlock(scope: !91, file: !3, line: 136, column: 3)
!95 = !DILocalVariable(name: "nt", scope: !87, file: !3, line: 144, type: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !97, identifier: "_ZTS7NoThrow")
!97 = !{!98}
!98 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !96, file: !3, line: 131, type: !99, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DISubroutineType(types: !100)
!100 = !{!5, !101, !5}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 147, type: !5)
!103 = distinct !DILexicalBlock(scope: !87, file: !3, line: 147, column: 3)
!104 = !DILocation(line: 144, column: 11, scope: !87)
!105 = !DILocation(line: 0, scope: !87)
!106 = !DILocation(line: 0, scope: !91)
!107 = !DILocation(line: 136, column: 3, scope: !91)
!108 = !DILocation(line: 141, column: 29, scope: !87)
!109 = !DILocation(line: 141, column: 40, scope: !87)
!110 = !DILocation(line: 141, column: 3, scope: !87)
!111 = !DILocation(line: 142, column: 28, scope: !87)
!112 = !{!113, !113, i64 0}
!113 = !{!"int", !114, i64 0}
!114 = !{!"omnipotent char", !115, i64 0}
!115 = !{!"Simple C++ TBAA"}
!116 = !DILocation(line: 142, column: 3, scope: !87)
!117 = !DILocalVariable(name: "x", arg: 1, scope: !118, file: !3, line: 123, type: !5)
!118 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !63, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!119 = !{!117, !120, !122}
!120 = !DILocalVariable(name: "h", scope: !121, file: !3, line: 124, type: !58)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 123, column: 31)
!122 = !DILocalVariable(name: "e", scope: !118, file: !3, line: 126, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 32)
!124 = !DILocation(line: 0, scope: !118, inlinedAt: !125)
!125 = distinct !DILocation(line: 143, column: 30, scope: !87)
!126 = !DILocalVariable(name: "this", arg: 1, scope: !127, type: !132, flags: DIFlagArtificial | DIFlagObjectPointer)
!127 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !65, retainedNodes: !128)
!128 = !{!126, !129, !130}
!129 = !DILocalVariable(name: "x", arg: 2, scope: !127, file: !3, line: 115, type: !5)
!130 = !DILocalVariable(name: "e", scope: !127, file: !3, line: 117, type: !131)
!131 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 32)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 32)
!133 = !DILocation(line: 0, scope: !127, inlinedAt: !134)
!134 = distinct !DILocation(line: 124, column: 10, scope: !121, inlinedAt: !125)
!135 = !DILocalVariable(name: "this", arg: 1, scope: !136, type: !139, flags: DIFlagArtificial | DIFlagObjectPointer)
!136 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !137)
!137 = !{!135, !138}
!138 = !DILocalVariable(name: "i", arg: 2, scope: !136, file: !3, line: 21, type: !5)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!140 = !DILocation(line: 0, scope: !136, inlinedAt: !141)
!141 = distinct !DILocation(line: 115, column: 23, scope: !127, inlinedAt: !134)
!142 = !DILocation(line: 0, scope: !121, inlinedAt: !125)
!143 = !DILocation(line: 21, column: 36, scope: !144, inlinedAt: !141)
!144 = distinct !DILexicalBlock(scope: !136, file: !3, line: 21, column: 34)
!145 = !DILocalVariable(name: "v", arg: 1, scope: !146, file: !3, line: 14, type: !5)
!146 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !147, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !149)
!147 = !DISubroutineType(types: !148)
!148 = !{null, !5}
!149 = !{!145}
!150 = !DILocation(line: 0, scope: !146, inlinedAt: !151)
!151 = distinct !DILocation(line: 21, column: 46, scope: !144, inlinedAt: !141)
!152 = !DILocation(line: 15, column: 7, scope: !153, inlinedAt: !151)
!153 = distinct !DILexicalBlock(scope: !146, file: !3, line: 15, column: 7)
!154 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !151)
!155 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !151)
!156 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !151)
!157 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !151)
!158 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !151)
!159 = !DILocation(line: 0, scope: !146, inlinedAt: !160)
!160 = distinct !DILocation(line: 116, column: 5, scope: !161, inlinedAt: !134)
!161 = distinct !DILexicalBlock(scope: !127, file: !3, line: 115, column: 41)
!162 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !160)
!163 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !160)
!164 = !DILocalVariable(name: "this", arg: 1, scope: !165, type: !132, flags: DIFlagArtificial | DIFlagObjectPointer)
!165 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !58, file: !3, line: 108, type: !166, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !168, retainedNodes: !169)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !68}
!168 = !DISubprogram(name: "~Holder", scope: !58, type: !166, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !{!164}
!170 = !DILocation(line: 0, scope: !165, inlinedAt: !171)
!171 = distinct !DILocation(line: 126, column: 1, scope: !118, inlinedAt: !125)
!172 = !DILocalVariable(name: "this", arg: 1, scope: !173, type: !139, flags: DIFlagArtificial | DIFlagObjectPointer)
!173 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !174)
!174 = !{!172}
!175 = !DILocation(line: 0, scope: !173, inlinedAt: !176)
!176 = distinct !DILocation(line: 108, column: 8, scope: !177, inlinedAt: !171)
!177 = distinct !DILexicalBlock(scope: !165, file: !3, line: 108, column: 8)
!178 = !DILocation(line: 23, column: 15, scope: !179, inlinedAt: !176)
!179 = distinct !DILexicalBlock(scope: !173, file: !3, line: 23, column: 13)
!180 = !DILocation(line: 0, scope: !146, inlinedAt: !181)
!181 = distinct !DILocation(line: 23, column: 25, scope: !179, inlinedAt: !176)
!182 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !181)
!183 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !160)
!184 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !160)
!185 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !160)
!186 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !181)
!187 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !181)
!188 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !181)
!189 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !181)
!190 = !DILocation(line: 0, scope: !118, inlinedAt: !191)
!191 = distinct !DILocation(line: 143, column: 42, scope: !87)
!192 = !DILocation(line: 124, column: 3, scope: !121, inlinedAt: !191)
!193 = !DILocation(line: 124, column: 10, scope: !121, inlinedAt: !191)
!194 = !DILocation(line: 125, column: 12, scope: !121, inlinedAt: !191)
!195 = !{!196, !113, i64 4}
!196 = !{!"_ZTS6Holder", !197, i64 0, !113, i64 4}
!197 = !{!"_ZTS6Tracer", !113, i64 0}
!198 = !DILocation(line: 0, scope: !165, inlinedAt: !199)
!199 = distinct !DILocation(line: 126, column: 1, scope: !118, inlinedAt: !191)
!200 = !DILocation(line: 0, scope: !173, inlinedAt: !201)
!201 = distinct !DILocation(line: 108, column: 8, scope: !177, inlinedAt: !199)
!202 = !DILocation(line: 23, column: 15, scope: !179, inlinedAt: !201)
!203 = !DILocation(line: 0, scope: !146, inlinedAt: !204)
!204 = distinct !DILocation(line: 23, column: 25, scope: !179, inlinedAt: !201)
!205 = !DILocation(line: 15, column: 7, scope: !153, inlinedAt: !204)
!206 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !204)
!207 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !204)
!208 = !DILocation(line: 23, column: 31, scope: !179, inlinedAt: !201)
!209 = !{!197, !113, i64 0}
!210 = !DILocation(line: 23, column: 30, scope: !179, inlinedAt: !201)
!211 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !204)
!212 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !204)
!213 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !204)
!214 = !DILocation(line: 126, column: 1, scope: !118, inlinedAt: !191)
!215 = !DILocation(line: 128, column: 1, scope: !121, inlinedAt: !191)
!216 = !DILocation(line: 126, column: 1, scope: !121, inlinedAt: !191)
!217 = !DILocation(line: 127, column: 20, scope: !218, inlinedAt: !191)
!218 = distinct !DILexicalBlock(scope: !118, file: !3, line: 126, column: 28)
!219 = !{!220, !113, i64 12}
!220 = !{!"_ZTS7IoError", !113, i64 12}
!221 = !DILocation(line: 127, column: 16, scope: !218, inlinedAt: !191)
!222 = !DILocation(line: 128, column: 1, scope: !218, inlinedAt: !191)
!223 = !DILocation(line: 143, column: 3, scope: !87)
!224 = !DILocation(line: 146, column: 3, scope: !87)
!225 = !DILocation(line: 0, scope: !103)
!226 = !DILocation(line: 147, column: 23, scope: !227)
!227 = distinct !DILexicalBlock(scope: !103, file: !3, line: 147, column: 3)
!228 = !DILocation(line: 147, column: 21, scope: !227)
!229 = !DILocation(line: 147, column: 3, scope: !103)
!230 = !DILocalVariable(name: "how", arg: 1, scope: !231, file: !3, line: 54, type: !5)
!231 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !232)
!232 = !{!230, !233, !234, !236, !238, !239, !240, !242}
!233 = !DILocalVariable(name: "s", scope: !231, file: !3, line: 69, type: !30)
!234 = !DILocalVariable(name: "p", scope: !231, file: !3, line: 65, type: !235)
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!236 = !DILocalVariable(name: "r", scope: !237, file: !3, line: 66, type: !5)
!237 = distinct !DILexicalBlock(scope: !231, file: !3, line: 65, column: 22)
!238 = !DILocalVariable(name: "e", scope: !231, file: !3, line: 63, type: !131)
!239 = !DILocalVariable(name: "e", scope: !231, file: !3, line: 61, type: !123)
!240 = !DILocalVariable(name: "d", scope: !231, file: !3, line: 59, type: !241)
!241 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!242 = !DILocalVariable(name: "v", scope: !231, file: !3, line: 57, type: !5)
!243 = !DILocation(line: 0, scope: !231, inlinedAt: !244)
!244 = distinct !DILocation(line: 137, column: 13, scope: !93)
!245 = !DILocation(line: 56, column: 5, scope: !246, inlinedAt: !244)
!246 = distinct !DILexicalBlock(scope: !231, file: !3, line: 55, column: 7)
!247 = !DILocation(line: 75, column: 1, scope: !246, inlinedAt: !244)
!248 = !DILocation(line: 57, column: 3, scope: !246, inlinedAt: !244)
!249 = !DILocation(line: 61, column: 3, scope: !250, inlinedAt: !244)
!250 = distinct !DILexicalBlock(scope: !231, file: !3, line: 59, column: 22)
!251 = !DILocation(line: 58, column: 16, scope: !252, inlinedAt: !244)
!252 = distinct !DILexicalBlock(scope: !231, file: !3, line: 57, column: 19)
!253 = !DILocation(line: 59, column: 3, scope: !252, inlinedAt: !244)
!254 = !DILocation(line: 63, column: 3, scope: !255, inlinedAt: !244)
!255 = distinct !DILexicalBlock(scope: !231, file: !3, line: 61, column: 30)
!256 = !{!257, !257, i64 0}
!257 = !{!"double", !114, i64 0}
!258 = !DILocation(line: 60, column: 26, scope: !250, inlinedAt: !244)
!259 = !DILocation(line: 60, column: 23, scope: !250, inlinedAt: !244)
!260 = !DILocation(line: 60, column: 16, scope: !250, inlinedAt: !244)
!261 = !DILocation(line: 65, column: 3, scope: !262, inlinedAt: !244)
!262 = distinct !DILexicalBlock(scope: !231, file: !3, line: 63, column: 22)
!263 = !DILocation(line: 62, column: 20, scope: !255, inlinedAt: !244)
!264 = !{!265, !113, i64 4}
!265 = !{!"_ZTS5Error", !113, i64 4, !266, i64 8}
!266 = !{!"any pointer", !114, i64 0}
!267 = !DILocation(line: 62, column: 25, scope: !255, inlinedAt: !244)
!268 = !DILocation(line: 62, column: 16, scope: !255, inlinedAt: !244)
!269 = !DILocation(line: 62, column: 34, scope: !255, inlinedAt: !244)
!270 = !DILocation(line: 62, column: 30, scope: !255, inlinedAt: !244)
!271 = !DILocation(line: 69, column: 3, scope: !237, inlinedAt: !244)
!272 = !DILocation(line: 64, column: 20, scope: !262, inlinedAt: !244)
!273 = !DILocation(line: 64, column: 29, scope: !262, inlinedAt: !244)
!274 = !{!275, !275, i64 0}
!275 = !{!"vtable pointer", !115, i64 0}
!276 = !DILocation(line: 64, column: 16, scope: !262, inlinedAt: !244)
!277 = !DILocation(line: 64, column: 25, scope: !262, inlinedAt: !244)
!278 = !DILocation(line: 71, column: 3, scope: !279, inlinedAt: !244)
!279 = distinct !DILexicalBlock(scope: !231, file: !3, line: 69, column: 27)
!280 = !DILocation(line: 66, column: 22, scope: !237, inlinedAt: !244)
!281 = !DILocation(line: 66, column: 17, scope: !237, inlinedAt: !244)
!282 = !DILocation(line: 0, scope: !237, inlinedAt: !244)
!283 = !DILocation(line: 67, column: 5, scope: !237, inlinedAt: !244)
!284 = !DILocation(line: 70, column: 19, scope: !279, inlinedAt: !244)
!285 = !{!114, !114, i64 0}
!286 = !DILocation(line: 70, column: 24, scope: !279, inlinedAt: !244)
!287 = !DILocation(line: 70, column: 16, scope: !279, inlinedAt: !244)
!288 = !DILocation(line: 73, column: 3, scope: !289, inlinedAt: !244)
!289 = distinct !DILexicalBlock(scope: !231, file: !3, line: 71, column: 17)
!290 = !DILocation(line: 75, column: 1, scope: !262, inlinedAt: !244)
!291 = !DILocation(line: 0, scope: !93)
!292 = !DILocation(line: 138, column: 50, scope: !93)
!293 = !DILocation(line: 138, column: 5, scope: !93)
!294 = !DILocation(line: 139, column: 11, scope: !93)
!295 = !DILocation(line: 136, column: 27, scope: !94)
!296 = !DILocation(line: 136, column: 21, scope: !94)
!297 = distinct !{!297, !107, !298, !299}
!298 = !DILocation(line: 140, column: 3, scope: !91)
!299 = !{!"llvm.loop.mustprogress"}
!300 = !DILocation(line: 145, column: 9, scope: !87)
!301 = !DILocation(line: 149, column: 41, scope: !87)
!302 = !DILocation(line: 149, column: 3, scope: !87)
!303 = !DILocation(line: 150, column: 8, scope: !87)
!304 = !DILocation(line: 150, column: 15, scope: !87)
!305 = !DILocation(line: 150, column: 3, scope: !87)
!306 = !DILocation(line: 151, column: 3, scope: !87)
!307 = !DILocation(line: 148, column: 19, scope: !227)
!308 = !DILocation(line: 148, column: 5, scope: !227)
!309 = !DILocation(line: 147, column: 31, scope: !227)
!310 = distinct !{!310, !229, !311, !299}
!311 = !DILocation(line: 148, column: 27, scope: !103)
!312 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !63, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !313)
!313 = !{!314, !315, !316, !318}
!314 = !DILocalVariable(name: "how", arg: 1, scope: !312, file: !3, line: 89, type: !5)
!315 = !DILocalVariable(name: "r", scope: !312, file: !3, line: 90, type: !5)
!316 = !DILocalVariable(name: "v", scope: !317, file: !3, line: 94, type: !5)
!317 = distinct !DILexicalBlock(scope: !312, file: !3, line: 91, column: 7)
!318 = !DILocalVariable(name: "e", scope: !312, file: !3, line: 98, type: !131)
!319 = !DILocation(line: 0, scope: !312)
!320 = !DILocalVariable(name: "how", arg: 1, scope: !321, file: !3, line: 79, type: !5)
!321 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !147, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !322)
!322 = !{!320, !323}
!323 = !DILocalVariable(name: "t", scope: !321, file: !3, line: 80, type: !6)
!324 = !DILocation(line: 0, scope: !321, inlinedAt: !325)
!325 = distinct !DILocation(line: 93, column: 7, scope: !326)
!326 = distinct !DILexicalBlock(scope: !317, file: !3, line: 92, column: 9)
!327 = !DILocation(line: 0, scope: !136, inlinedAt: !328)
!328 = distinct !DILocation(line: 80, column: 10, scope: !321, inlinedAt: !325)
!329 = !DILocation(line: 21, column: 36, scope: !144, inlinedAt: !328)
!330 = !DILocation(line: 0, scope: !146, inlinedAt: !331)
!331 = distinct !DILocation(line: 21, column: 46, scope: !144, inlinedAt: !328)
!332 = !DILocation(line: 15, column: 7, scope: !153, inlinedAt: !331)
!333 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !331)
!334 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !331)
!335 = !DILocation(line: 80, column: 15, scope: !321, inlinedAt: !325)
!336 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !331)
!337 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !331)
!338 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !331)
!339 = !DILocation(line: 82, column: 5, scope: !340, inlinedAt: !325)
!340 = distinct !DILexicalBlock(scope: !321, file: !3, line: 81, column: 7)
!341 = !DILocation(line: 87, column: 1, scope: !340, inlinedAt: !325)
!342 = !DILocation(line: 83, column: 3, scope: !340, inlinedAt: !325)
!343 = !DILocation(line: 84, column: 5, scope: !344, inlinedAt: !325)
!344 = distinct !DILexicalBlock(scope: !321, file: !3, line: 83, column: 17)
!345 = !DILocation(line: 85, column: 5, scope: !344, inlinedAt: !325)
!346 = !DILocation(line: 87, column: 1, scope: !344, inlinedAt: !325)
!347 = !DILocation(line: 86, column: 3, scope: !344, inlinedAt: !325)
!348 = !DILocation(line: 0, scope: !173, inlinedAt: !349)
!349 = distinct !DILocation(line: 87, column: 1, scope: !321, inlinedAt: !325)
!350 = !DILocation(line: 23, column: 15, scope: !179, inlinedAt: !349)
!351 = !DILocation(line: 0, scope: !146, inlinedAt: !352)
!352 = distinct !DILocation(line: 23, column: 25, scope: !179, inlinedAt: !349)
!353 = !DILocation(line: 15, column: 7, scope: !153, inlinedAt: !352)
!354 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !352)
!355 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !352)
!356 = !DILocation(line: 23, column: 30, scope: !179, inlinedAt: !349)
!357 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !352)
!358 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !352)
!359 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !352)
!360 = !DILocation(line: 0, scope: !173, inlinedAt: !361)
!361 = distinct !DILocation(line: 87, column: 1, scope: !321, inlinedAt: !325)
!362 = !DILocation(line: 23, column: 15, scope: !179, inlinedAt: !361)
!363 = !DILocation(line: 0, scope: !146, inlinedAt: !364)
!364 = distinct !DILocation(line: 23, column: 25, scope: !179, inlinedAt: !361)
!365 = !DILocation(line: 15, column: 7, scope: !153, inlinedAt: !364)
!366 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !364)
!367 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !364)
!368 = !DILocation(line: 23, column: 30, scope: !179, inlinedAt: !361)
!369 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !364)
!370 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !364)
!371 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !364)
!372 = !DILocation(line: 104, column: 1, scope: !326)
!373 = !DILocation(line: 94, column: 5, scope: !326)
!374 = !DILocation(line: 0, scope: !317)
!375 = !DILocation(line: 96, column: 7, scope: !376)
!376 = distinct !DILexicalBlock(scope: !317, file: !3, line: 94, column: 21)
!377 = !DILocation(line: 96, column: 21, scope: !376)
!378 = !DILocalVariable(name: "this", arg: 1, scope: !379, type: !235, flags: DIFlagArtificial | DIFlagObjectPointer)
!379 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !33, retainedNodes: !380)
!380 = !{!378, !381, !382}
!381 = !DILocalVariable(name: "c", arg: 2, scope: !379, file: !3, line: 29, type: !5)
!382 = !DILocalVariable(name: "w", arg: 3, scope: !379, file: !3, line: 29, type: !30)
!383 = !DILocation(line: 0, scope: !379, inlinedAt: !384)
!384 = distinct !DILocation(line: 96, column: 13, scope: !376)
!385 = !DILocation(line: 29, column: 50, scope: !379, inlinedAt: !384)
!386 = !DILocation(line: 29, column: 33, scope: !379, inlinedAt: !384)
!387 = !DILocation(line: 29, column: 42, scope: !379, inlinedAt: !384)
!388 = !{!265, !266, i64 8}
!389 = !DILocation(line: 104, column: 1, scope: !376)
!390 = !DILocation(line: 97, column: 5, scope: !376)
!391 = !DILocation(line: 98, column: 3, scope: !317)
!392 = !DILocation(line: 99, column: 12, scope: !393)
!393 = distinct !DILexicalBlock(scope: !312, file: !3, line: 98, column: 22)
!394 = !DILocation(line: 99, column: 17, scope: !393)
!395 = !DILocation(line: 99, column: 7, scope: !393)
!396 = !DILocation(line: 100, column: 3, scope: !393)
!397 = !DILocation(line: 103, column: 3, scope: !312)
!398 = !DILocation(line: 102, column: 3, scope: !399)
!399 = distinct !DILexicalBlock(scope: !312, file: !3, line: 100, column: 17)
!400 = !DISubprogram(name: "puts", scope: !3, file: !3, line: 8, type: !401, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !403)
!401 = !DISubroutineType(types: !402)
!402 = !{!5, !30}
!403 = !{}
!404 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !147, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !405)
!405 = !{!406, !407}
!406 = !DILocalVariable(name: "how", arg: 1, scope: !404, file: !3, line: 40, type: !5)
!407 = !DILocalVariable(name: "t", scope: !404, file: !3, line: 41, type: !6)
!408 = !DILocation(line: 0, scope: !404)
!409 = !DILocation(line: 0, scope: !136, inlinedAt: !410)
!410 = distinct !DILocation(line: 41, column: 10, scope: !404)
!411 = !DILocation(line: 21, column: 36, scope: !144, inlinedAt: !410)
!412 = !DILocation(line: 0, scope: !146, inlinedAt: !413)
!413 = distinct !DILocation(line: 21, column: 46, scope: !144, inlinedAt: !410)
!414 = !DILocation(line: 15, column: 7, scope: !153, inlinedAt: !413)
!415 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !413)
!416 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !413)
!417 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !413)
!418 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !413)
!419 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !413)
!420 = !DILocation(line: 42, column: 3, scope: !404)
!421 = !DILocation(line: 43, column: 11, scope: !422)
!422 = distinct !DILexicalBlock(scope: !404, file: !3, line: 42, column: 16)
!423 = !DILocation(line: 52, column: 1, scope: !422)
!424 = !DILocation(line: 44, column: 11, scope: !422)
!425 = !DILocation(line: 45, column: 11, scope: !422)
!426 = !DILocation(line: 0, scope: !379, inlinedAt: !427)
!427 = distinct !DILocation(line: 45, column: 17, scope: !422)
!428 = !DILocation(line: 29, column: 50, scope: !379, inlinedAt: !427)
!429 = !DILocation(line: 29, column: 33, scope: !379, inlinedAt: !427)
!430 = !DILocation(line: 29, column: 42, scope: !379, inlinedAt: !427)
!431 = !DILocation(line: 46, column: 11, scope: !422)
!432 = !DILocalVariable(name: "this", arg: 1, scope: !433, type: !437, flags: DIFlagArtificial | DIFlagObjectPointer)
!433 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !49, retainedNodes: !434)
!434 = !{!432, !435, !436}
!435 = !DILocalVariable(name: "c", arg: 2, scope: !433, file: !3, line: 36, type: !5)
!436 = !DILocalVariable(name: "f", arg: 3, scope: !433, file: !3, line: 36, type: !5)
!437 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!438 = !DILocation(line: 0, scope: !433, inlinedAt: !439)
!439 = distinct !DILocation(line: 46, column: 17, scope: !422)
!440 = !DILocation(line: 0, scope: !379, inlinedAt: !441)
!441 = distinct !DILocation(line: 36, column: 27, scope: !433, inlinedAt: !439)
!442 = !DILocation(line: 29, column: 50, scope: !379, inlinedAt: !441)
!443 = !DILocation(line: 29, column: 33, scope: !379, inlinedAt: !441)
!444 = !DILocation(line: 29, column: 42, scope: !379, inlinedAt: !441)
!445 = !DILocation(line: 36, column: 49, scope: !433, inlinedAt: !439)
!446 = !DILocation(line: 36, column: 43, scope: !433, inlinedAt: !439)
!447 = !DILocation(line: 47, column: 11, scope: !422)
!448 = !DILocation(line: 47, column: 17, scope: !422)
!449 = !DILocation(line: 0, scope: !379, inlinedAt: !450)
!450 = distinct !DILocation(line: 47, column: 21, scope: !422)
!451 = !DILocation(line: 29, column: 50, scope: !379, inlinedAt: !450)
!452 = !DILocation(line: 29, column: 33, scope: !379, inlinedAt: !450)
!453 = !DILocation(line: 29, column: 42, scope: !379, inlinedAt: !450)
!454 = !{!266, !266, i64 0}
!455 = !DILocation(line: 48, column: 11, scope: !422)
!456 = !DILocation(line: 49, column: 11, scope: !422)
!457 = !DILocation(line: 0, scope: !136, inlinedAt: !458)
!458 = distinct !DILocation(line: 49, column: 17, scope: !422)
!459 = !DILocation(line: 21, column: 28, scope: !136, inlinedAt: !458)
!460 = !DILocation(line: 21, column: 36, scope: !144, inlinedAt: !458)
!461 = !DILocation(line: 0, scope: !146, inlinedAt: !462)
!462 = distinct !DILocation(line: 21, column: 46, scope: !144, inlinedAt: !458)
!463 = !DILocation(line: 15, column: 7, scope: !153, inlinedAt: !462)
!464 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !462)
!465 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !462)
!466 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !462)
!467 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !462)
!468 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !462)
!469 = !DILocation(line: 0, scope: !173, inlinedAt: !470)
!470 = distinct !DILocation(line: 52, column: 1, scope: !404)
!471 = !DILocation(line: 23, column: 15, scope: !179, inlinedAt: !470)
!472 = !DILocation(line: 0, scope: !146, inlinedAt: !473)
!473 = distinct !DILocation(line: 23, column: 25, scope: !179, inlinedAt: !470)
!474 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !473)
!475 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !473)
!476 = !DILocation(line: 23, column: 30, scope: !179, inlinedAt: !470)
!477 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !473)
!478 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !473)
!479 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !473)
!480 = !DILocation(line: 52, column: 1, scope: !404)
!481 = !DILocation(line: 0, scope: !173, inlinedAt: !482)
!482 = distinct !DILocation(line: 52, column: 1, scope: !404)
!483 = !DILocation(line: 23, column: 15, scope: !179, inlinedAt: !482)
!484 = !DILocation(line: 0, scope: !146, inlinedAt: !485)
!485 = distinct !DILocation(line: 23, column: 25, scope: !179, inlinedAt: !482)
!486 = !DILocation(line: 15, column: 7, scope: !153, inlinedAt: !485)
!487 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !485)
!488 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !485)
!489 = !DILocation(line: 23, column: 30, scope: !179, inlinedAt: !482)
!490 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !485)
!491 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !485)
!492 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !485)
!493 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !37, retainedNodes: !494)
!494 = !{!495}
!495 = !DILocalVariable(name: "this", arg: 1, scope: !493, type: !235, flags: DIFlagArtificial | DIFlagObjectPointer)
!496 = !DILocation(line: 0, scope: !493)
!497 = !DILocation(line: 30, column: 21, scope: !493)
!498 = !DILocation(line: 0, scope: !173)
!499 = !DILocation(line: 23, column: 15, scope: !179)
!500 = !DILocation(line: 0, scope: !146, inlinedAt: !501)
!501 = distinct !DILocation(line: 23, column: 25, scope: !179)
!502 = !DILocation(line: 15, column: 7, scope: !153, inlinedAt: !501)
!503 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !501)
!504 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !501)
!505 = !DILocation(line: 23, column: 31, scope: !179)
!506 = !DILocation(line: 23, column: 30, scope: !179)
!507 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !501)
!508 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !501)
!509 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !501)
!510 = !DILocation(line: 23, column: 36, scope: !173)
!511 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !37, retainedNodes: !512)
!512 = !{!513}
!513 = !DILocalVariable(name: "this", arg: 1, scope: !511, type: !235, flags: DIFlagArtificial | DIFlagObjectPointer)
!514 = !DILocation(line: 0, scope: !511)
!515 = !DILocation(line: 30, column: 20, scope: !511)
!516 = !DILocation(line: 30, column: 21, scope: !511)
!517 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !40, retainedNodes: !518)
!518 = !{!519}
!519 = !DILocalVariable(name: "this", arg: 1, scope: !517, type: !520, flags: DIFlagArtificial | DIFlagObjectPointer)
!520 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 32)
!521 = !DILocation(line: 0, scope: !517)
!522 = !DILocation(line: 31, column: 30, scope: !517)
!523 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !45, file: !3, line: 34, type: !524, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !526, retainedNodes: !527)
!524 = !DISubroutineType(types: !525)
!525 = !{null, !52}
!526 = !DISubprogram(name: "~IoError", scope: !45, type: !524, containingType: !45, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!527 = !{!528}
!528 = !DILocalVariable(name: "this", arg: 1, scope: !523, type: !437, flags: DIFlagArtificial | DIFlagObjectPointer)
!529 = !DILocation(line: 0, scope: !523)
!530 = !DILocation(line: 34, column: 8, scope: !523)
!531 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !53, retainedNodes: !532)
!532 = !{!533}
!533 = !DILocalVariable(name: "this", arg: 1, scope: !531, type: !534, flags: DIFlagArtificial | DIFlagObjectPointer)
!534 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32)
!535 = !DILocation(line: 0, scope: !531)
!536 = !DILocation(line: 37, column: 31, scope: !531)
!537 = !DILocation(line: 0, scope: !127)
!538 = !DILocation(line: 0, scope: !136, inlinedAt: !539)
!539 = distinct !DILocation(line: 115, column: 23, scope: !127)
!540 = !DILocation(line: 21, column: 28, scope: !136, inlinedAt: !539)
!541 = !DILocation(line: 21, column: 36, scope: !144, inlinedAt: !539)
!542 = !DILocation(line: 0, scope: !146, inlinedAt: !543)
!543 = distinct !DILocation(line: 21, column: 46, scope: !144, inlinedAt: !539)
!544 = !DILocation(line: 15, column: 7, scope: !153, inlinedAt: !543)
!545 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !543)
!546 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !543)
!547 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !543)
!548 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !543)
!549 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !543)
!550 = !DILocalVariable(name: "x", arg: 1, scope: !551, file: !3, line: 111, type: !5)
!551 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !62, retainedNodes: !552)
!552 = !{!550}
!553 = !DILocation(line: 0, scope: !551, inlinedAt: !554)
!554 = distinct !DILocation(line: 115, column: 31, scope: !127)
!555 = !DILocation(line: 112, column: 11, scope: !556, inlinedAt: !554)
!556 = distinct !DILexicalBlock(scope: !551, file: !3, line: 112, column: 9)
!557 = !DILocation(line: 112, column: 9, scope: !551, inlinedAt: !554)
!558 = !DILocation(line: 112, column: 16, scope: !556, inlinedAt: !554)
!559 = !DILocation(line: 112, column: 33, scope: !556, inlinedAt: !554)
!560 = !DILocation(line: 0, scope: !433, inlinedAt: !561)
!561 = distinct !DILocation(line: 112, column: 22, scope: !556, inlinedAt: !554)
!562 = !DILocation(line: 0, scope: !379, inlinedAt: !563)
!563 = distinct !DILocation(line: 36, column: 27, scope: !433, inlinedAt: !561)
!564 = !DILocation(line: 29, column: 50, scope: !379, inlinedAt: !563)
!565 = !DILocation(line: 29, column: 33, scope: !379, inlinedAt: !563)
!566 = !DILocation(line: 29, column: 42, scope: !379, inlinedAt: !563)
!567 = !DILocation(line: 36, column: 49, scope: !433, inlinedAt: !561)
!568 = !DILocation(line: 36, column: 43, scope: !433, inlinedAt: !561)
!569 = !DILocation(line: 113, column: 14, scope: !551, inlinedAt: !554)
!570 = !DILocation(line: 115, column: 29, scope: !127)
!571 = !DILocation(line: 0, scope: !146, inlinedAt: !572)
!572 = distinct !DILocation(line: 116, column: 5, scope: !161)
!573 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !572)
!574 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !572)
!575 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !572)
!576 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !572)
!577 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !572)
!578 = !DILocation(line: 119, column: 3, scope: !127)
!579 = !DILocation(line: 0, scope: !173, inlinedAt: !580)
!580 = distinct !DILocation(line: 117, column: 3, scope: !161)
!581 = !DILocation(line: 23, column: 15, scope: !179, inlinedAt: !580)
!582 = !DILocation(line: 0, scope: !146, inlinedAt: !583)
!583 = distinct !DILocation(line: 23, column: 25, scope: !179, inlinedAt: !580)
!584 = !DILocation(line: 15, column: 7, scope: !153, inlinedAt: !583)
!585 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !583)
!586 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !583)
!587 = !DILocation(line: 23, column: 31, scope: !179, inlinedAt: !580)
!588 = !DILocation(line: 23, column: 30, scope: !179, inlinedAt: !580)
!589 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !583)
!590 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !583)
!591 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !583)
!592 = !DILocation(line: 117, column: 3, scope: !161)
!593 = !DILocation(line: 0, scope: !146, inlinedAt: !594)
!594 = distinct !DILocation(line: 118, column: 5, scope: !595)
!595 = distinct !DILexicalBlock(scope: !127, file: !3, line: 117, column: 22)
!596 = !DILocation(line: 15, column: 7, scope: !153, inlinedAt: !594)
!597 = !DILocation(line: 15, column: 14, scope: !153, inlinedAt: !594)
!598 = !DILocation(line: 15, column: 7, scope: !146, inlinedAt: !594)
!599 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !594)
!600 = !DILocation(line: 16, column: 5, scope: !153, inlinedAt: !594)
!601 = !DILocation(line: 16, column: 21, scope: !153, inlinedAt: !594)
!602 = !DILocation(line: 119, column: 3, scope: !595)
