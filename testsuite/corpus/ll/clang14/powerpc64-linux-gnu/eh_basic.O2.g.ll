; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 personality i32 (...)* @__gxx_personality_v0 !dbg !86 {
  %1 = alloca %struct.Holder, align 4
  call void @llvm.dbg.declare(metadata i8* undef, metadata !94, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !105
  br label %64, !dbg !106

2:                                                ; preds = %147
  %3 = tail call fastcc noundef signext i32 @_ZL6nestedi(i32 noundef signext 0), !dbg !107
  %4 = tail call fastcc noundef signext i32 @_ZL6nestedi(i32 noundef signext 2), !dbg !108
  %5 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %3, i32 noundef signext %4), !dbg !109
  %6 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !110, !tbaa !111
  %7 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %6), !dbg !115
  call void @llvm.dbg.value(metadata i32 5, metadata !116, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !125, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 5, metadata !128, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !134, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 5, metadata !137, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 5, metadata !119, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !141
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !142, !tbaa !111
  %9 = add nsw i32 %8, 1, !dbg !142
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !142, !tbaa !111
  call void @llvm.dbg.value(metadata i32 5, metadata !144, metadata !DIExpression()), !dbg !149
  %10 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !151, !tbaa !111
  %11 = icmp slt i32 %10, 64, !dbg !153
  br i1 %11, label %12, label %17, !dbg !154

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1, !dbg !155
  store i32 %13, i32* @_ZL6g_nlog, align 4, !dbg !155, !tbaa !111
  %14 = sext i32 %10 to i64, !dbg !156
  %15 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %14, !dbg !156
  store i32 5, i32* %15, align 4, !dbg !157, !tbaa !111
  call void @llvm.dbg.value(metadata i32 10, metadata !119, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !141
  call void @llvm.dbg.value(metadata i32 777, metadata !144, metadata !DIExpression()), !dbg !158
  %16 = icmp eq i32 %10, 63, !dbg !161
  br i1 %16, label %17, label %18, !dbg !162

17:                                               ; preds = %12, %2
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !163, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !171, metadata !DIExpression()), !dbg !174
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !177, !tbaa !111
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !179
  br label %27, !dbg !181

18:                                               ; preds = %12
  %19 = add nsw i32 %10, 2, !dbg !182
  store i32 %19, i32* @_ZL6g_nlog, align 4, !dbg !182, !tbaa !111
  %20 = sext i32 %13 to i64, !dbg !183
  %21 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %20, !dbg !183
  store i32 777, i32* %21, align 4, !dbg !184, !tbaa !111
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !163, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !171, metadata !DIExpression()), !dbg !174
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !177, !tbaa !111
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !179
  %22 = icmp slt i32 %10, 62, !dbg !185
  br i1 %22, label %23, label %27, !dbg !181

23:                                               ; preds = %18
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !171, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i32 -5, metadata !144, metadata !DIExpression()), !dbg !179
  %24 = add nsw i32 %10, 3, !dbg !186
  store i32 %24, i32* @_ZL6g_nlog, align 4, !dbg !186, !tbaa !111
  %25 = sext i32 %19 to i64, !dbg !187
  %26 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %25, !dbg !187
  store i32 -5, i32* %26, align 4, !dbg !188, !tbaa !111
  br label %27, !dbg !187

27:                                               ; preds = %18, %23, %17
  call void @llvm.dbg.value(metadata i32 -4, metadata !116, metadata !DIExpression()), !dbg !189
  %28 = bitcast %struct.Holder* %1 to i8*, !dbg !191
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %28) #14, !dbg !191
  call void @llvm.dbg.declare(metadata %struct.Holder* %1, metadata !119, metadata !DIExpression()), !dbg !192
  invoke void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef signext -4)
          to label %29 unwind label %44, !dbg !192

29:                                               ; preds = %27
  %30 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i64 0, i32 1, !dbg !193
  %31 = load i32, i32* %30, align 4, !dbg !193, !tbaa !194
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !163, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !171, metadata !DIExpression()), !dbg !199
  %32 = load i32, i32* @_ZL6g_live, align 4, !dbg !201, !tbaa !111
  %33 = add nsw i32 %32, -1, !dbg !201
  store i32 %33, i32* @_ZL6g_live, align 4, !dbg !201, !tbaa !111
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !202
  %34 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !204, !tbaa !111
  %35 = icmp slt i32 %34, 64, !dbg !205
  br i1 %35, label %36, label %43, !dbg !206

36:                                               ; preds = %29
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !171, metadata !DIExpression()), !dbg !199
  %37 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i64 0, i32 0, i32 0, !dbg !207
  %38 = load i32, i32* %37, align 4, !dbg !207, !tbaa !208
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %38), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !202
  %39 = sub nsw i32 0, %38, !dbg !209
  call void @llvm.dbg.value(metadata i32 %39, metadata !144, metadata !DIExpression()), !dbg !202
  %40 = add nsw i32 %34, 1, !dbg !210
  store i32 %40, i32* @_ZL6g_nlog, align 4, !dbg !210, !tbaa !111
  %41 = sext i32 %34 to i64, !dbg !211
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %41, !dbg !211
  store i32 %39, i32* %42, align 4, !dbg !212, !tbaa !111
  br label %43, !dbg !211

43:                                               ; preds = %36, %29
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28) #14, !dbg !213
  br label %58

44:                                               ; preds = %27
  %45 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), !dbg !214
  %46 = extractvalue { i8*, i32 } %45, 1, !dbg !214
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28) #14, !dbg !213
  %47 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #14, !dbg !215
  %48 = icmp eq i32 %46, %47, !dbg !215
  br i1 %48, label %49, label %56, !dbg !215

49:                                               ; preds = %44
  %50 = extractvalue { i8*, i32 } %45, 0, !dbg !214
  %51 = call i8* @__cxa_begin_catch(i8* %50) #14, !dbg !215
  call void @llvm.dbg.value(metadata i8* %51, metadata !121, metadata !DIExpression()), !dbg !189
  %52 = getelementptr inbounds i8, i8* %51, i64 24, !dbg !216
  %53 = bitcast i8* %52 to i32*, !dbg !216
  %54 = load i32, i32* %53, align 8, !dbg !216, !tbaa !218
  %55 = add nsw i32 %54, -1000, !dbg !220
  call void @__cxa_end_catch(), !dbg !221
  br label %58

56:                                               ; preds = %142, %44
  %57 = phi { i8*, i32 } [ %45, %44 ], [ %143, %142 ]
  resume { i8*, i32 } %57, !dbg !104

58:                                               ; preds = %43, %49
  %59 = phi i32 [ %31, %43 ], [ %55, %49 ], !dbg !189
  %60 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 10, i32 noundef signext %59), !dbg !222
  call void @llvm.dbg.value(metadata !DIArgList(i32 %151, i32 2), metadata !88, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !104
  %61 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0)), !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !224
  %62 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !225, !tbaa !111
  %63 = icmp sgt i32 %62, 0, !dbg !227
  br i1 %63, label %162, label %154, !dbg !228

64:                                               ; preds = %0, %147
  %65 = phi i32 [ 0, %0 ], [ %151, %147 ]
  %66 = phi i32 [ 0, %0 ], [ %152, %147 ]
  call void @llvm.dbg.value(metadata i32 %65, metadata !88, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %66, metadata !89, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 %66, metadata !229, metadata !DIExpression()), !dbg !242
  invoke fastcc void @_ZL7throweri(i32 noundef signext %66)
          to label %147 unwind label %67, !dbg !244

67:                                               ; preds = %64
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null, !dbg !246
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !246
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !246
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !247
  %72 = icmp eq i32 %70, %71, !dbg !247
  br i1 %72, label %73, label %78, !dbg !247

73:                                               ; preds = %67
  %74 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !248
  %75 = bitcast i8* %74 to i32*, !dbg !248
  %76 = load i32, i32* %75, align 4, !dbg !248, !tbaa !111
  call void @llvm.dbg.value(metadata i32 %76, metadata !241, metadata !DIExpression()), !dbg !242
  %77 = add nsw i32 %76, 100, !dbg !250
  tail call void @__cxa_end_catch() #14, !dbg !252
  br label %147

78:                                               ; preds = %67
  %79 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #14, !dbg !247
  %80 = icmp eq i32 %70, %79, !dbg !247
  br i1 %80, label %81, label %88, !dbg !247

81:                                               ; preds = %78
  %82 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !253
  %83 = bitcast i8* %82 to double*, !dbg !253
  %84 = load double, double* %83, align 8, !dbg !253, !tbaa !255
  call void @llvm.dbg.value(metadata double %84, metadata !239, metadata !DIExpression()), !dbg !242
  %85 = fmul double %84, 2.000000e+00, !dbg !257
  %86 = fptosi double %85 to i32, !dbg !258
  %87 = add nsw i32 %86, 200, !dbg !259
  tail call void @__cxa_end_catch() #14, !dbg !248
  br label %147

88:                                               ; preds = %78
  %89 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #14, !dbg !247
  %90 = icmp eq i32 %70, %89, !dbg !247
  br i1 %90, label %91, label %102, !dbg !247

91:                                               ; preds = %88
  %92 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !260
  call void @llvm.dbg.value(metadata i8* %92, metadata !238, metadata !DIExpression()), !dbg !242
  %93 = getelementptr inbounds i8, i8* %92, i64 8, !dbg !262
  %94 = bitcast i8* %93 to i32*, !dbg !262
  %95 = load i32, i32* %94, align 8, !dbg !262, !tbaa !263
  %96 = mul nsw i32 %95, 10, !dbg !266
  %97 = add nsw i32 %96, 300, !dbg !267
  %98 = getelementptr inbounds i8, i8* %92, i64 24, !dbg !268
  %99 = bitcast i8* %98 to i32*, !dbg !268
  %100 = load i32, i32* %99, align 8, !dbg !268, !tbaa !218
  %101 = add nsw i32 %97, %100, !dbg !269
  tail call void @__cxa_end_catch(), !dbg !253
  br label %147

102:                                              ; preds = %88
  %103 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !247
  %104 = icmp eq i32 %70, %103, !dbg !247
  br i1 %104, label %105, label %119, !dbg !247

105:                                              ; preds = %102
  %106 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !270
  %107 = bitcast i8* %106 to %struct.Error*, !dbg !270
  call void @llvm.dbg.value(metadata %struct.Error* %107, metadata !237, metadata !DIExpression()), !dbg !242
  %108 = getelementptr inbounds i8, i8* %106, i64 8, !dbg !271
  %109 = bitcast i8* %108 to i32*, !dbg !271
  %110 = load i32, i32* %109, align 8, !dbg !271, !tbaa !263
  %111 = bitcast i8* %106 to i32 (%struct.Error*)***, !dbg !272
  %112 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %111, align 8, !dbg !272, !tbaa !273
  %113 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %112, i64 2, !dbg !272
  %114 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %113, align 8, !dbg !272
  %115 = invoke noundef signext i32 %114(%struct.Error* noundef nonnull align 8 dereferenceable(24) %107)
          to label %116 unwind label %142, !dbg !272

116:                                              ; preds = %105
  %117 = add nsw i32 %110, 400, !dbg !275
  %118 = add nsw i32 %117, %115, !dbg !276
  tail call void @__cxa_end_catch(), !dbg !260
  br label %147

119:                                              ; preds = %102
  %120 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #14, !dbg !247
  %121 = icmp eq i32 %70, %120, !dbg !247
  br i1 %121, label %122, label %133, !dbg !247

122:                                              ; preds = %119
  %123 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !277
  call void @llvm.dbg.value(metadata i8* %123, metadata !233, metadata !DIExpression()), !dbg !242
  %124 = getelementptr inbounds i8, i8* %123, i64 8, !dbg !279
  %125 = bitcast i8* %124 to i32*, !dbg !279
  %126 = load i32, i32* %125, align 8, !dbg !279, !tbaa !263
  %127 = add nsw i32 %126, 500, !dbg !280
  call void @llvm.dbg.value(metadata i32 %127, metadata !235, metadata !DIExpression()), !dbg !281
  %128 = bitcast i8* %123 to %struct.Error*, !dbg !277
  call void @llvm.dbg.value(metadata %struct.Error* %128, metadata !233, metadata !DIExpression()), !dbg !242
  %129 = bitcast i8* %123 to void (%struct.Error*)***, !dbg !282
  %130 = load void (%struct.Error*)**, void (%struct.Error*)*** %129, align 8, !dbg !282, !tbaa !273
  %131 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %130, i64 1, !dbg !282
  %132 = load void (%struct.Error*)*, void (%struct.Error*)** %131, align 8, !dbg !282
  tail call void %132(%struct.Error* noundef nonnull align 8 dereferenceable(24) %128) #14, !dbg !282
  tail call void @__cxa_end_catch() #14, !dbg !270
  br label %147

133:                                              ; preds = %119
  %134 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #14, !dbg !247
  %135 = icmp eq i32 %70, %134, !dbg !247
  %136 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !242
  br i1 %135, label %137, label %141, !dbg !247

137:                                              ; preds = %133
  call void @llvm.dbg.value(metadata i8* %136, metadata !232, metadata !DIExpression()), !dbg !242
  %138 = load i8, i8* %136, align 1, !dbg !283, !tbaa !284
  %139 = icmp eq i8 %138, 99, !dbg !285
  %140 = select i1 %139, i32 601, i32 600, !dbg !286
  tail call void @__cxa_end_catch() #14, !dbg !277
  br label %147

141:                                              ; preds = %133
  tail call void @__cxa_end_catch(), !dbg !287
  br label %147

142:                                              ; preds = %105
  %143 = landingpad { i8*, i32 }
          cleanup, !dbg !289
  invoke void @__cxa_end_catch()
          to label %56 unwind label %144, !dbg !260

144:                                              ; preds = %142
  %145 = landingpad { i8*, i32 }
          catch i8* null, !dbg !260
  %146 = extractvalue { i8*, i32 } %145, 0, !dbg !260
  tail call void @__clang_call_terminate(i8* %146) #15, !dbg !260
  unreachable, !dbg !260

147:                                              ; preds = %64, %73, %81, %91, %116, %122, %137, %141
  %148 = phi i32 [ %77, %73 ], [ %87, %81 ], [ %101, %91 ], [ %118, %116 ], [ %127, %122 ], [ %140, %137 ], [ 999, %141 ], [ 0, %64 ], !dbg !242
  call void @llvm.dbg.value(metadata i32 %148, metadata !91, metadata !DIExpression()), !dbg !290
  %149 = load i32, i32* @_ZL6g_live, align 4, !dbg !291, !tbaa !111
  %150 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef signext %66, i32 noundef signext %148, i32 noundef signext %149), !dbg !292
  %151 = add nsw i32 %148, %65, !dbg !293
  call void @llvm.dbg.value(metadata i32 %151, metadata !88, metadata !DIExpression()), !dbg !104
  %152 = add nuw nsw i32 %66, 1, !dbg !294
  call void @llvm.dbg.value(metadata i32 %152, metadata !89, metadata !DIExpression()), !dbg !105
  %153 = icmp eq i32 %152, 8, !dbg !295
  br i1 %153, label %2, label %64, !dbg !106, !llvm.loop !296

154:                                              ; preds = %162, %58
  %155 = add nsw i32 %151, 2, !dbg !299
  call void @llvm.dbg.value(metadata i32 %155, metadata !88, metadata !DIExpression()), !dbg !104
  %156 = load i32, i32* @_ZL6g_live, align 4, !dbg !300, !tbaa !111
  %157 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %155, i32 noundef signext %156), !dbg !301
  %158 = load i32, i32* @_ZL6g_live, align 4, !dbg !302, !tbaa !111
  %159 = icmp eq i32 %158, 0, !dbg !303
  %160 = select i1 %159, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), !dbg !302
  %161 = call signext i32 @puts(i8* noundef nonnull dereferenceable(1) %160), !dbg !304
  ret i32 0, !dbg !305

162:                                              ; preds = %58, %162
  %163 = phi i64 [ %167, %162 ], [ 0, %58 ]
  call void @llvm.dbg.value(metadata i64 %163, metadata !101, metadata !DIExpression()), !dbg !224
  %164 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %163, !dbg !306
  %165 = load i32, i32* %164, align 4, !dbg !306, !tbaa !111
  %166 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %165), !dbg !307
  %167 = add nuw nsw i64 %163, 1, !dbg !308
  call void @llvm.dbg.value(metadata i64 %167, metadata !101, metadata !DIExpression()), !dbg !224
  %168 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !225, !tbaa !111
  %169 = sext i32 %168 to i64, !dbg !227
  %170 = icmp slt i64 %167, %169, !dbg !227
  br i1 %170, label %162, label %154, !dbg !228, !llvm.loop !309
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse uwtable
define internal fastcc noundef signext i32 @_ZL6nestedi(i32 noundef signext %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !311 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !313, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata i32 0, metadata !314, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata i32 %0, metadata !319, metadata !DIExpression()), !dbg !323
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !134, metadata !DIExpression()), !dbg !326
  call void @llvm.dbg.value(metadata i32 %0, metadata !137, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !326
  call void @llvm.dbg.value(metadata i32 %0, metadata !322, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !323
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !328, !tbaa !111
  %3 = add nsw i32 %2, 1, !dbg !328
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !328, !tbaa !111
  call void @llvm.dbg.value(metadata i32 %0, metadata !144, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !329
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !331, !tbaa !111
  %5 = icmp slt i32 %4, 64, !dbg !332
  br i1 %5, label %6, label %11, !dbg !333

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 50, !dbg !334
  call void @llvm.dbg.value(metadata i32 %7, metadata !137, metadata !DIExpression()), !dbg !326
  call void @llvm.dbg.value(metadata i32 %7, metadata !322, metadata !DIExpression()), !dbg !323
  call void @llvm.dbg.value(metadata i32 %7, metadata !144, metadata !DIExpression()), !dbg !329
  %8 = add nsw i32 %4, 1, !dbg !335
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !335, !tbaa !111
  %9 = sext i32 %4 to i64, !dbg !336
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %9, !dbg !336
  store i32 %7, i32* %10, align 4, !dbg !337, !tbaa !111
  br label %11, !dbg !336

11:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef signext %0)
          to label %30 unwind label %12, !dbg !338

12:                                               ; preds = %11
  %13 = landingpad { i8*, i32 }
          catch i8* null, !dbg !340
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !340
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #14, !dbg !341
  %16 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !342, !tbaa !111
  %17 = add nsw i32 %16, 1, !dbg !342
  store i32 %17, i32* @_ZL13rethrow_count, align 4, !dbg !342, !tbaa !111
  invoke void @__cxa_rethrow() #16
          to label %43 unwind label %18, !dbg !344

18:                                               ; preds = %12
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !345
  invoke void @__cxa_end_catch()
          to label %20 unwind label %40, !dbg !346

20:                                               ; preds = %18
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !171, metadata !DIExpression()), !dbg !347
  %21 = load i32, i32* @_ZL6g_live, align 4, !dbg !349, !tbaa !111
  %22 = add nsw i32 %21, -1, !dbg !349
  store i32 %22, i32* @_ZL6g_live, align 4, !dbg !349, !tbaa !111
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !350
  %23 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !352, !tbaa !111
  %24 = icmp slt i32 %23, 64, !dbg !353
  br i1 %24, label %25, label %44, !dbg !354

25:                                               ; preds = %20
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !350
  %26 = sub i32 -50, %0, !dbg !355
  call void @llvm.dbg.value(metadata i32 %26, metadata !144, metadata !DIExpression()), !dbg !350
  %27 = add nsw i32 %23, 1, !dbg !356
  store i32 %27, i32* @_ZL6g_nlog, align 4, !dbg !356, !tbaa !111
  %28 = sext i32 %23 to i64, !dbg !357
  %29 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %28, !dbg !357
  store i32 %26, i32* %29, align 4, !dbg !358, !tbaa !111
  br label %44, !dbg !357

30:                                               ; preds = %11
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !171, metadata !DIExpression()), !dbg !359
  %31 = load i32, i32* @_ZL6g_live, align 4, !dbg !361, !tbaa !111
  %32 = add nsw i32 %31, -1, !dbg !361
  store i32 %32, i32* @_ZL6g_live, align 4, !dbg !361, !tbaa !111
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !362
  %33 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !364, !tbaa !111
  %34 = icmp slt i32 %33, 64, !dbg !365
  br i1 %34, label %35, label %77, !dbg !366

35:                                               ; preds = %30
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !362
  %36 = sub i32 -50, %0, !dbg !367
  call void @llvm.dbg.value(metadata i32 %36, metadata !144, metadata !DIExpression()), !dbg !362
  %37 = add nsw i32 %33, 1, !dbg !368
  store i32 %37, i32* @_ZL6g_nlog, align 4, !dbg !368, !tbaa !111
  %38 = sext i32 %33 to i64, !dbg !369
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %38, !dbg !369
  store i32 %36, i32* %39, align 4, !dbg !370, !tbaa !111
  br label %77, !dbg !369

40:                                               ; preds = %18
  %41 = landingpad { i8*, i32 }
          catch i8* null, !dbg !346
  %42 = extractvalue { i8*, i32 } %41, 0, !dbg !346
  tail call void @__clang_call_terminate(i8* %42) #15, !dbg !346
  unreachable, !dbg !346

43:                                               ; preds = %12
  unreachable

44:                                               ; preds = %20, %25
  %45 = extractvalue { i8*, i32 } %19, 0, !dbg !371
  %46 = extractvalue { i8*, i32 } %19, 1, !dbg !371
  %47 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !372
  %48 = icmp eq i32 %46, %47, !dbg !372
  br i1 %48, label %49, label %64, !dbg !372

49:                                               ; preds = %44
  %50 = tail call i8* @__cxa_begin_catch(i8* %45) #14, !dbg !372
  %51 = bitcast i8* %50 to i32*, !dbg !372
  %52 = load i32, i32* %51, align 4, !dbg !372, !tbaa !111
  call void @llvm.dbg.value(metadata i32 %52, metadata !315, metadata !DIExpression()), !dbg !373
  call void @llvm.dbg.value(metadata i32 %52, metadata !314, metadata !DIExpression()), !dbg !318
  %53 = tail call i8* @__cxa_allocate_exception(i64 24) #14, !dbg !374
  %54 = add nsw i32 %52, 1, !dbg !376
  call void @llvm.dbg.value(metadata i8* %53, metadata !377, metadata !DIExpression()), !dbg !382
  call void @llvm.dbg.value(metadata i32 %54, metadata !380, metadata !DIExpression()), !dbg !382
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0), metadata !381, metadata !DIExpression()), !dbg !382
  %55 = bitcast i8* %53 to i32 (...)***, !dbg !384
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %55, align 8, !dbg !384, !tbaa !273
  %56 = getelementptr inbounds i8, i8* %53, i64 8, !dbg !385
  %57 = bitcast i8* %56 to i32*, !dbg !385
  store i32 %54, i32* %57, align 8, !dbg !385, !tbaa !263
  %58 = getelementptr inbounds i8, i8* %53, i64 16, !dbg !386
  %59 = bitcast i8* %58 to i8**, !dbg !386
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0), i8** %59, align 8, !dbg !386, !tbaa !387
  invoke void @__cxa_throw(i8* nonnull %53, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %80 unwind label %60, !dbg !374

60:                                               ; preds = %49
  %61 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !388
  %62 = extractvalue { i8*, i32 } %61, 0, !dbg !388
  %63 = extractvalue { i8*, i32 } %61, 1, !dbg !388
  tail call void @__cxa_end_catch() #14, !dbg !389
  br label %64, !dbg !389

64:                                               ; preds = %60, %44
  %65 = phi i32 [ %63, %60 ], [ %46, %44 ], !dbg !373
  %66 = phi i8* [ %62, %60 ], [ %45, %44 ], !dbg !373
  %67 = phi i32 [ %52, %60 ], [ 0, %44 ], !dbg !318
  call void @llvm.dbg.value(metadata i32 %67, metadata !314, metadata !DIExpression()), !dbg !318
  %68 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !390
  %69 = icmp eq i32 %65, %68, !dbg !390
  %70 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !318
  br i1 %69, label %71, label %79, !dbg !390

71:                                               ; preds = %64
  call void @llvm.dbg.value(metadata i8* %70, metadata !317, metadata !DIExpression()), !dbg !318
  %72 = getelementptr inbounds i8, i8* %70, i64 8, !dbg !391
  %73 = bitcast i8* %72 to i32*, !dbg !391
  %74 = load i32, i32* %73, align 8, !dbg !391, !tbaa !263
  %75 = mul nsw i32 %74, 100, !dbg !393
  %76 = add nsw i32 %75, %67, !dbg !394
  call void @llvm.dbg.value(metadata i32 %76, metadata !314, metadata !DIExpression()), !dbg !318
  tail call void @__cxa_end_catch(), !dbg !395
  br label %77, !dbg !395

77:                                               ; preds = %35, %30, %71, %79
  %78 = phi i32 [ %76, %71 ], [ -1, %79 ], [ 0, %30 ], [ 0, %35 ], !dbg !318
  call void @llvm.dbg.value(metadata i32 %78, metadata !314, metadata !DIExpression()), !dbg !318
  ret i32 %78, !dbg !396

79:                                               ; preds = %64
  call void @llvm.dbg.value(metadata i32 -1, metadata !314, metadata !DIExpression()), !dbg !318
  tail call void @__cxa_end_catch(), !dbg !397
  br label %77, !dbg !397

80:                                               ; preds = %49
  unreachable
}

; Function Attrs: nofree nounwind
declare !dbg !399 noundef signext i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @_ZL7throweri(i32 noundef signext %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !403 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !405, metadata !DIExpression()), !dbg !407
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !134, metadata !DIExpression()), !dbg !408
  call void @llvm.dbg.value(metadata i32 %0, metadata !137, metadata !DIExpression()), !dbg !408
  call void @llvm.dbg.value(metadata i32 %0, metadata !406, metadata !DIExpression()), !dbg !407
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !410, !tbaa !111
  %3 = add nsw i32 %2, 1, !dbg !410
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !410, !tbaa !111
  call void @llvm.dbg.value(metadata i32 %0, metadata !144, metadata !DIExpression()), !dbg !411
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !413, !tbaa !111
  %5 = icmp slt i32 %4, 64, !dbg !414
  br i1 %5, label %6, label %10, !dbg !415

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1, !dbg !416
  store i32 %7, i32* @_ZL6g_nlog, align 4, !dbg !416, !tbaa !111
  %8 = sext i32 %4 to i64, !dbg !417
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %8, !dbg !417
  store i32 %0, i32* %9, align 4, !dbg !418, !tbaa !111
  br label %10, !dbg !417

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
  ], !dbg !419

12:                                               ; preds = %10
  %13 = tail call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !420
  %14 = bitcast i8* %13 to i32*, !dbg !420
  store i32 42, i32* %14, align 16, !dbg !420, !tbaa !111
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #16
          to label %82 unwind label %15, !dbg !420

15:                                               ; preds = %61, %47, %39, %27, %20, %17, %12
  %16 = landingpad { i8*, i32 }
          cleanup, !dbg !422
  br label %70, !dbg !422

17:                                               ; preds = %10
  %18 = tail call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !423
  %19 = bitcast i8* %18 to double*, !dbg !423
  store double 3.500000e+00, double* %19, align 16, !dbg !423, !tbaa !255
  invoke void @__cxa_throw(i8* nonnull %18, i8* bitcast (i8** @_ZTId to i8*), i8* null) #16
          to label %82 unwind label %15, !dbg !423

20:                                               ; preds = %10
  %21 = tail call i8* @__cxa_allocate_exception(i64 24) #14, !dbg !424
  call void @llvm.dbg.value(metadata i8* %21, metadata !377, metadata !DIExpression()), !dbg !425
  call void @llvm.dbg.value(metadata i32 7, metadata !380, metadata !DIExpression()), !dbg !425
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), metadata !381, metadata !DIExpression()), !dbg !425
  %22 = bitcast i8* %21 to i32 (...)***, !dbg !427
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %22, align 8, !dbg !427, !tbaa !273
  %23 = getelementptr inbounds i8, i8* %21, i64 8, !dbg !428
  %24 = bitcast i8* %23 to i32*, !dbg !428
  store i32 7, i32* %24, align 8, !dbg !428, !tbaa !263
  %25 = getelementptr inbounds i8, i8* %21, i64 16, !dbg !429
  %26 = bitcast i8* %25 to i8**, !dbg !429
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), i8** %26, align 8, !dbg !429, !tbaa !387
  invoke void @__cxa_throw(i8* nonnull %21, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %82 unwind label %15, !dbg !424

27:                                               ; preds = %10
  %28 = tail call i8* @__cxa_allocate_exception(i64 32) #14, !dbg !430
  call void @llvm.dbg.value(metadata i8* %28, metadata !431, metadata !DIExpression()), !dbg !437
  call void @llvm.dbg.value(metadata i32 9, metadata !434, metadata !DIExpression()), !dbg !437
  call void @llvm.dbg.value(metadata i32 3, metadata !435, metadata !DIExpression()), !dbg !437
  call void @llvm.dbg.value(metadata i8* %28, metadata !377, metadata !DIExpression()), !dbg !439
  call void @llvm.dbg.value(metadata i32 9, metadata !380, metadata !DIExpression()), !dbg !439
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), metadata !381, metadata !DIExpression()), !dbg !439
  %29 = bitcast i8* %28 to i32 (...)***, !dbg !441
  %30 = getelementptr inbounds i8, i8* %28, i64 8, !dbg !442
  %31 = bitcast i8* %30 to i32*, !dbg !442
  store i32 9, i32* %31, align 8, !dbg !442, !tbaa !263
  %32 = getelementptr inbounds i8, i8* %28, i64 16, !dbg !443
  %33 = bitcast i8* %32 to i8**, !dbg !443
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i8** %33, align 8, !dbg !443, !tbaa !387
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %29, align 8, !dbg !444, !tbaa !273
  %34 = getelementptr inbounds i8, i8* %28, i64 24, !dbg !445
  %35 = bitcast i8* %34 to i32*, !dbg !445
  store i32 3, i32* %35, align 8, !dbg !445, !tbaa !218
  invoke void @__cxa_throw(i8* nonnull %28, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %82 unwind label %15, !dbg !430

36:                                               ; preds = %10
  %37 = tail call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !446
  %38 = invoke noalias noundef nonnull dereferenceable(24) i8* @_Znwm(i64 noundef 24) #17
          to label %39 unwind label %45, !dbg !447, !heapallocsite !21

39:                                               ; preds = %36
  %40 = bitcast i8* %38 to %struct.Error*, !dbg !447
  call void @llvm.dbg.value(metadata %struct.Error* %40, metadata !377, metadata !DIExpression()), !dbg !448
  call void @llvm.dbg.value(metadata i32 11, metadata !380, metadata !DIExpression()), !dbg !448
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), metadata !381, metadata !DIExpression()), !dbg !448
  %41 = getelementptr inbounds %struct.Error, %struct.Error* %40, i64 0, i32 0, !dbg !450
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %41, align 8, !dbg !450, !tbaa !273
  %42 = getelementptr inbounds %struct.Error, %struct.Error* %40, i64 0, i32 1, !dbg !451
  store i32 11, i32* %42, align 8, !dbg !451, !tbaa !263
  %43 = getelementptr inbounds %struct.Error, %struct.Error* %40, i64 0, i32 2, !dbg !452
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8** %43, align 8, !dbg !452, !tbaa !387
  %44 = bitcast i8* %37 to i8**, !dbg !446
  store i8* %38, i8** %44, align 16, !dbg !446, !tbaa !453
  invoke void @__cxa_throw(i8* nonnull %37, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #16
          to label %82 unwind label %15, !dbg !446

45:                                               ; preds = %36
  %46 = landingpad { i8*, i32 }
          cleanup, !dbg !422
  tail call void @__cxa_free_exception(i8* %37) #14, !dbg !446
  br label %70, !dbg !446

47:                                               ; preds = %10
  %48 = tail call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !454
  %49 = bitcast i8* %48 to i8**, !dbg !454
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8** %49, align 16, !dbg !454, !tbaa !453
  invoke void @__cxa_throw(i8* nonnull %48, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #16
          to label %82 unwind label %15, !dbg !454

50:                                               ; preds = %10
  %51 = tail call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !455
  call void @llvm.dbg.value(metadata i8* %51, metadata !134, metadata !DIExpression()), !dbg !456
  call void @llvm.dbg.value(metadata i32 600, metadata !137, metadata !DIExpression()), !dbg !456
  %52 = bitcast i8* %51 to i32*, !dbg !458
  store i32 600, i32* %52, align 4, !dbg !458, !tbaa !208
  %53 = load i32, i32* @_ZL6g_live, align 4, !dbg !459, !tbaa !111
  %54 = add nsw i32 %53, 1, !dbg !459
  store i32 %54, i32* @_ZL6g_live, align 4, !dbg !459, !tbaa !111
  call void @llvm.dbg.value(metadata i32 600, metadata !144, metadata !DIExpression()), !dbg !460
  %55 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !462, !tbaa !111
  %56 = icmp slt i32 %55, 64, !dbg !463
  br i1 %56, label %57, label %61, !dbg !464

57:                                               ; preds = %50
  %58 = add nsw i32 %55, 1, !dbg !465
  store i32 %58, i32* @_ZL6g_nlog, align 4, !dbg !465, !tbaa !111
  %59 = sext i32 %55 to i64, !dbg !466
  %60 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %59, !dbg !466
  store i32 600, i32* %60, align 4, !dbg !467, !tbaa !111
  br label %61, !dbg !466

61:                                               ; preds = %57, %50
  invoke void @__cxa_throw(i8* nonnull %51, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #16
          to label %82 unwind label %15, !dbg !455

62:                                               ; preds = %10
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !171, metadata !DIExpression()), !dbg !468
  store i32 %2, i32* @_ZL6g_live, align 4, !dbg !470, !tbaa !111
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !471
  %63 = icmp slt i32 %11, 64, !dbg !473
  br i1 %63, label %64, label %69, !dbg !474

64:                                               ; preds = %62
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !471
  %65 = sub nsw i32 0, %0, !dbg !475
  call void @llvm.dbg.value(metadata i32 %65, metadata !144, metadata !DIExpression()), !dbg !471
  %66 = add nsw i32 %11, 1, !dbg !476
  store i32 %66, i32* @_ZL6g_nlog, align 4, !dbg !476, !tbaa !111
  %67 = sext i32 %11 to i64, !dbg !477
  %68 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %67, !dbg !477
  store i32 %65, i32* %68, align 4, !dbg !478, !tbaa !111
  br label %69, !dbg !477

69:                                               ; preds = %62, %64
  ret void, !dbg !479

70:                                               ; preds = %45, %15
  %71 = phi { i8*, i32 } [ %16, %15 ], [ %46, %45 ]
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !171, metadata !DIExpression()), !dbg !480
  %72 = load i32, i32* @_ZL6g_live, align 4, !dbg !482, !tbaa !111
  %73 = add nsw i32 %72, -1, !dbg !482
  store i32 %73, i32* @_ZL6g_live, align 4, !dbg !482, !tbaa !111
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !483
  %74 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !485, !tbaa !111
  %75 = icmp slt i32 %74, 64, !dbg !486
  br i1 %75, label %76, label %81, !dbg !487

76:                                               ; preds = %70
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !483
  %77 = sub nsw i32 0, %0, !dbg !488
  call void @llvm.dbg.value(metadata i32 %77, metadata !144, metadata !DIExpression()), !dbg !483
  %78 = add nsw i32 %74, 1, !dbg !489
  store i32 %78, i32* @_ZL6g_nlog, align 4, !dbg !489, !tbaa !111
  %79 = sext i32 %74 to i64, !dbg !490
  %80 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %79, !dbg !490
  store i32 %77, i32* %80, align 4, !dbg !491, !tbaa !111
  br label %81, !dbg !490

81:                                               ; preds = %70, %76
  resume { i8*, i32 } %71, !dbg !479

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
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !492 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !494, metadata !DIExpression()), !dbg !495
  ret void, !dbg !496
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !172 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !171, metadata !DIExpression()), !dbg !497
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !498, !tbaa !111
  %3 = add nsw i32 %2, -1, !dbg !498
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !498, !tbaa !111
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !499
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !501, !tbaa !111
  %5 = icmp slt i32 %4, 64, !dbg !502
  br i1 %5, label %6, label %13, !dbg !503

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i64 0, i32 0, !dbg !504
  %8 = load i32, i32* %7, align 4, !dbg !504, !tbaa !208
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %8), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !499
  %9 = sub nsw i32 0, %8, !dbg !505
  call void @llvm.dbg.value(metadata i32 %9, metadata !144, metadata !DIExpression()), !dbg !499
  %10 = add nsw i32 %4, 1, !dbg !506
  store i32 %10, i32* @_ZL6g_nlog, align 4, !dbg !506, !tbaa !111
  %11 = sext i32 %4 to i64, !dbg !507
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %11, !dbg !507
  store i32 %9, i32* %12, align 4, !dbg !508, !tbaa !111
  br label %13, !dbg !507

13:                                               ; preds = %1, %6
  ret void, !dbg !509
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !510 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !512, metadata !DIExpression()), !dbg !513
  %2 = bitcast %struct.Error* %0 to i8*, !dbg !514
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18, !dbg !514
  ret void, !dbg !515
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #10 comdat align 2 !dbg !516 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !518, metadata !DIExpression()), !dbg !520
  ret i32 1, !dbg !521
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #11 comdat align 2 !dbg !522 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !527, metadata !DIExpression()), !dbg !528
  %2 = bitcast %struct.IoError* %0 to i8*, !dbg !529
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18, !dbg !529
  ret void, !dbg !529
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #10 comdat align 2 !dbg !530 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !532, metadata !DIExpression()), !dbg !534
  ret i32 2, !dbg !535
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef signext %1) unnamed_addr #12 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !126 {
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !125, metadata !DIExpression()), !dbg !536
  call void @llvm.dbg.value(metadata i32 %1, metadata !128, metadata !DIExpression()), !dbg !536
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !134, metadata !DIExpression()), !dbg !537
  call void @llvm.dbg.value(metadata i32 %1, metadata !137, metadata !DIExpression()), !dbg !537
  %3 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 0, i32 0, !dbg !539
  store i32 %1, i32* %3, align 4, !dbg !539, !tbaa !208
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !540, !tbaa !111
  %5 = add nsw i32 %4, 1, !dbg !540
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !540, !tbaa !111
  call void @llvm.dbg.value(metadata i32 %1, metadata !144, metadata !DIExpression()), !dbg !541
  %6 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !543, !tbaa !111
  %7 = icmp slt i32 %6, 64, !dbg !544
  br i1 %7, label %8, label %12, !dbg !545

8:                                                ; preds = %2
  %9 = add nsw i32 %6, 1, !dbg !546
  store i32 %9, i32* @_ZL6g_nlog, align 4, !dbg !546, !tbaa !111
  %10 = sext i32 %6 to i64, !dbg !547
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %10, !dbg !547
  store i32 %1, i32* %11, align 4, !dbg !548, !tbaa !111
  br label %12, !dbg !547

12:                                               ; preds = %8, %2
  %13 = phi i32 [ %9, %8 ], [ %6, %2 ]
  call void @llvm.dbg.value(metadata i32 %1, metadata !549, metadata !DIExpression()), !dbg !552
  %14 = icmp slt i32 %1, 0, !dbg !554
  br i1 %14, label %15, label %26, !dbg !556

15:                                               ; preds = %12
  %16 = tail call i8* @__cxa_allocate_exception(i64 32) #14, !dbg !557
  %17 = sub nsw i32 0, %1, !dbg !558
  call void @llvm.dbg.value(metadata i8* %16, metadata !431, metadata !DIExpression()), !dbg !559
  call void @llvm.dbg.value(metadata i32 %1, metadata !434, metadata !DIExpression()), !dbg !559
  call void @llvm.dbg.value(metadata i32 %17, metadata !435, metadata !DIExpression()), !dbg !559
  call void @llvm.dbg.value(metadata i8* %16, metadata !377, metadata !DIExpression()), !dbg !561
  call void @llvm.dbg.value(metadata i32 %1, metadata !380, metadata !DIExpression()), !dbg !561
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), metadata !381, metadata !DIExpression()), !dbg !561
  %18 = bitcast i8* %16 to i32 (...)***, !dbg !563
  %19 = getelementptr inbounds i8, i8* %16, i64 8, !dbg !564
  %20 = bitcast i8* %19 to i32*, !dbg !564
  store i32 %1, i32* %20, align 8, !dbg !564, !tbaa !263
  %21 = getelementptr inbounds i8, i8* %16, i64 16, !dbg !565
  %22 = bitcast i8* %21 to i8**, !dbg !565
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i8** %22, align 8, !dbg !565, !tbaa !387
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %18, align 8, !dbg !566, !tbaa !273
  %23 = getelementptr inbounds i8, i8* %16, i64 24, !dbg !567
  %24 = bitcast i8* %23 to i32*, !dbg !567
  store i32 %17, i32* %24, align 8, !dbg !567, !tbaa !218
  invoke void @__cxa_throw(i8* nonnull %16, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %25 unwind label %35, !dbg !557

25:                                               ; preds = %15
  unreachable, !dbg !557

26:                                               ; preds = %12
  %27 = shl nuw nsw i32 %1, 1, !dbg !568
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 1, !dbg !569
  store i32 %27, i32* %28, align 4, !dbg !569, !tbaa !194
  call void @llvm.dbg.value(metadata i32 777, metadata !144, metadata !DIExpression()), !dbg !570
  %29 = icmp slt i32 %13, 64, !dbg !572
  br i1 %29, label %30, label %34, !dbg !573

30:                                               ; preds = %26
  %31 = add nsw i32 %13, 1, !dbg !574
  store i32 %31, i32* @_ZL6g_nlog, align 4, !dbg !574, !tbaa !111
  %32 = sext i32 %13 to i64, !dbg !575
  %33 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %32, !dbg !575
  store i32 777, i32* %33, align 4, !dbg !576, !tbaa !111
  br label %34, !dbg !575

34:                                               ; preds = %26, %30
  ret void, !dbg !577

35:                                               ; preds = %15
  %36 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !577
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !171, metadata !DIExpression()), !dbg !578
  %37 = load i32, i32* @_ZL6g_live, align 4, !dbg !580, !tbaa !111
  %38 = add nsw i32 %37, -1, !dbg !580
  store i32 %38, i32* @_ZL6g_live, align 4, !dbg !580, !tbaa !111
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !581
  %39 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !583, !tbaa !111
  %40 = icmp slt i32 %39, 64, !dbg !584
  br i1 %40, label %41, label %47, !dbg !585

41:                                               ; preds = %35
  %42 = load i32, i32* %3, align 4, !dbg !586, !tbaa !208
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %42), metadata !144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !581
  %43 = sub nsw i32 0, %42, !dbg !587
  call void @llvm.dbg.value(metadata i32 %43, metadata !144, metadata !DIExpression()), !dbg !581
  %44 = add nsw i32 %39, 1, !dbg !588
  store i32 %44, i32* @_ZL6g_nlog, align 4, !dbg !588, !tbaa !111
  %45 = sext i32 %39 to i64, !dbg !589
  %46 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %45, !dbg !589
  store i32 %43, i32* %46, align 4, !dbg !590, !tbaa !111
  br label %47, !dbg !589

47:                                               ; preds = %41, %35
  %48 = extractvalue { i8*, i32 } %36, 1, !dbg !577
  %49 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !591
  %50 = icmp eq i32 %48, %49, !dbg !591
  br i1 %50, label %51, label %64, !dbg !591

51:                                               ; preds = %47
  %52 = extractvalue { i8*, i32 } %36, 0, !dbg !577
  %53 = tail call i8* @__cxa_begin_catch(i8* %52) #14, !dbg !591
  call void @llvm.dbg.value(metadata i8* %53, metadata !129, metadata !DIExpression()), !dbg !536
  call void @llvm.dbg.value(metadata i32 888, metadata !144, metadata !DIExpression()), !dbg !592
  %54 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !595, !tbaa !111
  %55 = icmp slt i32 %54, 64, !dbg !596
  br i1 %55, label %56, label %60, !dbg !597

56:                                               ; preds = %51
  %57 = add nsw i32 %54, 1, !dbg !598
  store i32 %57, i32* @_ZL6g_nlog, align 4, !dbg !598, !tbaa !111
  %58 = sext i32 %54 to i64, !dbg !599
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %58, !dbg !599
  store i32 888, i32* %59, align 4, !dbg !600, !tbaa !111
  br label %60, !dbg !599

60:                                               ; preds = %51, %56
  invoke void @__cxa_rethrow()
          to label %61 unwind label %62, !dbg !601

61:                                               ; preds = %60
  unreachable, !dbg !601

62:                                               ; preds = %60
  %63 = landingpad { i8*, i32 }
          cleanup, !dbg !577
  invoke void @__cxa_end_catch()
          to label %64 unwind label %66, !dbg !601

64:                                               ; preds = %62, %47
  %65 = phi { i8*, i32 } [ %36, %47 ], [ %63, %62 ], !dbg !591
  resume { i8*, i32 } %65, !dbg !591

66:                                               ; preds = %62
  %67 = landingpad { i8*, i32 }
          catch i8* null, !dbg !601
  %68 = extractvalue { i8*, i32 } %67, 0, !dbg !601
  tail call void @__clang_call_terminate(i8* %68) #15, !dbg !601
  unreachable, !dbg !601
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #13

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #10 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #11 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #12 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #13 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }
attributes #16 = { noreturn }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84}
!llvm.ident = !{!85}

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
!82 = !{i32 7, !"PIC Level", i32 2}
!83 = !{i32 7, !"PIE Level", i32 2}
!84 = !{i32 7, !"uwtable", i32 1}
!85 = !{!"Debian clang version 14.0.6"}
!86 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !26, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!87 = !{!88, !89, !91, !94, !101}
!88 = !DILocalVariable(name: "total", scope: !86, file: !3, line: 135, type: !5)
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 136, type: !5)
!90 = distinct !DILexicalBlock(scope: !86, file: !3, line: 136, column: 3)
!91 = !DILocalVariable(name: "c", scope: !92, file: !3, line: 137, type: !5)
!92 = distinct !DILexicalBlock(scope: !93, file: !3, line: 136, column: 32)
!93 = distinct !DILexicalBlock(scope: !90, file: !3, line: 136, column: 3)
!94 = !DILocalVariable(name: "nt", scope: !86, file: !3, line: 144, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !96, identifier: "_ZTS7NoThrow")
!96 = !{!97}
!97 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !95, file: !3, line: 131, type: !98, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{!5, !100, !5}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!101 = !DILocalVariable(name: "i", scope: !102, file: !3, line: 147, type: !5)
!102 = distinct !DILexicalBlock(scope: !86, file: !3, line: 147, column: 3)
!103 = !DILocation(line: 144, column: 11, scope: !86)
!104 = !DILocation(line: 0, scope: !86)
!105 = !DILocation(line: 0, scope: !90)
!106 = !DILocation(line: 136, column: 3, scope: !90)
!107 = !DILocation(line: 141, column: 29, scope: !86)
!108 = !DILocation(line: 141, column: 40, scope: !86)
!109 = !DILocation(line: 141, column: 3, scope: !86)
!110 = !DILocation(line: 142, column: 28, scope: !86)
!111 = !{!112, !112, i64 0}
!112 = !{!"int", !113, i64 0}
!113 = !{!"omnipotent char", !114, i64 0}
!114 = !{!"Simple C++ TBAA"}
!115 = !DILocation(line: 142, column: 3, scope: !86)
!116 = !DILocalVariable(name: "x", arg: 1, scope: !117, file: !3, line: 123, type: !5)
!117 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !63, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!118 = !{!116, !119, !121}
!119 = !DILocalVariable(name: "h", scope: !120, file: !3, line: 124, type: !58)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 123, column: 31)
!121 = !DILocalVariable(name: "e", scope: !117, file: !3, line: 126, type: !122)
!122 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 64)
!123 = !DILocation(line: 0, scope: !117, inlinedAt: !124)
!124 = distinct !DILocation(line: 143, column: 30, scope: !86)
!125 = !DILocalVariable(name: "this", arg: 1, scope: !126, type: !131, flags: DIFlagArtificial | DIFlagObjectPointer)
!126 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !65, retainedNodes: !127)
!127 = !{!125, !128, !129}
!128 = !DILocalVariable(name: "x", arg: 2, scope: !126, file: !3, line: 115, type: !5)
!129 = !DILocalVariable(name: "e", scope: !126, file: !3, line: 117, type: !130)
!130 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!132 = !DILocation(line: 0, scope: !126, inlinedAt: !133)
!133 = distinct !DILocation(line: 124, column: 10, scope: !120, inlinedAt: !124)
!134 = !DILocalVariable(name: "this", arg: 1, scope: !135, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!135 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !136)
!136 = !{!134, !137}
!137 = !DILocalVariable(name: "i", arg: 2, scope: !135, file: !3, line: 21, type: !5)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!139 = !DILocation(line: 0, scope: !135, inlinedAt: !140)
!140 = distinct !DILocation(line: 115, column: 23, scope: !126, inlinedAt: !133)
!141 = !DILocation(line: 0, scope: !120, inlinedAt: !124)
!142 = !DILocation(line: 21, column: 36, scope: !143, inlinedAt: !140)
!143 = distinct !DILexicalBlock(scope: !135, file: !3, line: 21, column: 34)
!144 = !DILocalVariable(name: "v", arg: 1, scope: !145, file: !3, line: 14, type: !5)
!145 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !146, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{null, !5}
!148 = !{!144}
!149 = !DILocation(line: 0, scope: !145, inlinedAt: !150)
!150 = distinct !DILocation(line: 21, column: 46, scope: !143, inlinedAt: !140)
!151 = !DILocation(line: 15, column: 7, scope: !152, inlinedAt: !150)
!152 = distinct !DILexicalBlock(scope: !145, file: !3, line: 15, column: 7)
!153 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !150)
!154 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !150)
!155 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !150)
!156 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !150)
!157 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !150)
!158 = !DILocation(line: 0, scope: !145, inlinedAt: !159)
!159 = distinct !DILocation(line: 116, column: 5, scope: !160, inlinedAt: !133)
!160 = distinct !DILexicalBlock(scope: !126, file: !3, line: 115, column: 41)
!161 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !159)
!162 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !159)
!163 = !DILocalVariable(name: "this", arg: 1, scope: !164, type: !131, flags: DIFlagArtificial | DIFlagObjectPointer)
!164 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !58, file: !3, line: 108, type: !165, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !167, retainedNodes: !168)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !68}
!167 = !DISubprogram(name: "~Holder", scope: !58, type: !165, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !{!163}
!169 = !DILocation(line: 0, scope: !164, inlinedAt: !170)
!170 = distinct !DILocation(line: 126, column: 1, scope: !117, inlinedAt: !124)
!171 = !DILocalVariable(name: "this", arg: 1, scope: !172, type: !138, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !173)
!173 = !{!171}
!174 = !DILocation(line: 0, scope: !172, inlinedAt: !175)
!175 = distinct !DILocation(line: 108, column: 8, scope: !176, inlinedAt: !170)
!176 = distinct !DILexicalBlock(scope: !164, file: !3, line: 108, column: 8)
!177 = !DILocation(line: 23, column: 15, scope: !178, inlinedAt: !175)
!178 = distinct !DILexicalBlock(scope: !172, file: !3, line: 23, column: 13)
!179 = !DILocation(line: 0, scope: !145, inlinedAt: !180)
!180 = distinct !DILocation(line: 23, column: 25, scope: !178, inlinedAt: !175)
!181 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !180)
!182 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !159)
!183 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !159)
!184 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !159)
!185 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !180)
!186 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !180)
!187 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !180)
!188 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !180)
!189 = !DILocation(line: 0, scope: !117, inlinedAt: !190)
!190 = distinct !DILocation(line: 143, column: 42, scope: !86)
!191 = !DILocation(line: 124, column: 3, scope: !120, inlinedAt: !190)
!192 = !DILocation(line: 124, column: 10, scope: !120, inlinedAt: !190)
!193 = !DILocation(line: 125, column: 12, scope: !120, inlinedAt: !190)
!194 = !{!195, !112, i64 4}
!195 = !{!"_ZTS6Holder", !196, i64 0, !112, i64 4}
!196 = !{!"_ZTS6Tracer", !112, i64 0}
!197 = !DILocation(line: 0, scope: !164, inlinedAt: !198)
!198 = distinct !DILocation(line: 126, column: 1, scope: !117, inlinedAt: !190)
!199 = !DILocation(line: 0, scope: !172, inlinedAt: !200)
!200 = distinct !DILocation(line: 108, column: 8, scope: !176, inlinedAt: !198)
!201 = !DILocation(line: 23, column: 15, scope: !178, inlinedAt: !200)
!202 = !DILocation(line: 0, scope: !145, inlinedAt: !203)
!203 = distinct !DILocation(line: 23, column: 25, scope: !178, inlinedAt: !200)
!204 = !DILocation(line: 15, column: 7, scope: !152, inlinedAt: !203)
!205 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !203)
!206 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !203)
!207 = !DILocation(line: 23, column: 31, scope: !178, inlinedAt: !200)
!208 = !{!196, !112, i64 0}
!209 = !DILocation(line: 23, column: 30, scope: !178, inlinedAt: !200)
!210 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !203)
!211 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !203)
!212 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !203)
!213 = !DILocation(line: 126, column: 1, scope: !117, inlinedAt: !190)
!214 = !DILocation(line: 128, column: 1, scope: !120, inlinedAt: !190)
!215 = !DILocation(line: 126, column: 1, scope: !120, inlinedAt: !190)
!216 = !DILocation(line: 127, column: 20, scope: !217, inlinedAt: !190)
!217 = distinct !DILexicalBlock(scope: !117, file: !3, line: 126, column: 28)
!218 = !{!219, !112, i64 24}
!219 = !{!"_ZTS7IoError", !112, i64 24}
!220 = !DILocation(line: 127, column: 16, scope: !217, inlinedAt: !190)
!221 = !DILocation(line: 128, column: 1, scope: !217, inlinedAt: !190)
!222 = !DILocation(line: 143, column: 3, scope: !86)
!223 = !DILocation(line: 146, column: 3, scope: !86)
!224 = !DILocation(line: 0, scope: !102)
!225 = !DILocation(line: 147, column: 23, scope: !226)
!226 = distinct !DILexicalBlock(scope: !102, file: !3, line: 147, column: 3)
!227 = !DILocation(line: 147, column: 21, scope: !226)
!228 = !DILocation(line: 147, column: 3, scope: !102)
!229 = !DILocalVariable(name: "how", arg: 1, scope: !230, file: !3, line: 54, type: !5)
!230 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !231)
!231 = !{!229, !232, !233, !235, !237, !238, !239, !241}
!232 = !DILocalVariable(name: "s", scope: !230, file: !3, line: 69, type: !30)
!233 = !DILocalVariable(name: "p", scope: !230, file: !3, line: 65, type: !234)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!235 = !DILocalVariable(name: "r", scope: !236, file: !3, line: 66, type: !5)
!236 = distinct !DILexicalBlock(scope: !230, file: !3, line: 65, column: 22)
!237 = !DILocalVariable(name: "e", scope: !230, file: !3, line: 63, type: !130)
!238 = !DILocalVariable(name: "e", scope: !230, file: !3, line: 61, type: !122)
!239 = !DILocalVariable(name: "d", scope: !230, file: !3, line: 59, type: !240)
!240 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!241 = !DILocalVariable(name: "v", scope: !230, file: !3, line: 57, type: !5)
!242 = !DILocation(line: 0, scope: !230, inlinedAt: !243)
!243 = distinct !DILocation(line: 137, column: 13, scope: !92)
!244 = !DILocation(line: 56, column: 5, scope: !245, inlinedAt: !243)
!245 = distinct !DILexicalBlock(scope: !230, file: !3, line: 55, column: 7)
!246 = !DILocation(line: 75, column: 1, scope: !245, inlinedAt: !243)
!247 = !DILocation(line: 57, column: 3, scope: !245, inlinedAt: !243)
!248 = !DILocation(line: 61, column: 3, scope: !249, inlinedAt: !243)
!249 = distinct !DILexicalBlock(scope: !230, file: !3, line: 59, column: 22)
!250 = !DILocation(line: 58, column: 16, scope: !251, inlinedAt: !243)
!251 = distinct !DILexicalBlock(scope: !230, file: !3, line: 57, column: 19)
!252 = !DILocation(line: 59, column: 3, scope: !251, inlinedAt: !243)
!253 = !DILocation(line: 63, column: 3, scope: !254, inlinedAt: !243)
!254 = distinct !DILexicalBlock(scope: !230, file: !3, line: 61, column: 30)
!255 = !{!256, !256, i64 0}
!256 = !{!"double", !113, i64 0}
!257 = !DILocation(line: 60, column: 26, scope: !249, inlinedAt: !243)
!258 = !DILocation(line: 60, column: 23, scope: !249, inlinedAt: !243)
!259 = !DILocation(line: 60, column: 16, scope: !249, inlinedAt: !243)
!260 = !DILocation(line: 65, column: 3, scope: !261, inlinedAt: !243)
!261 = distinct !DILexicalBlock(scope: !230, file: !3, line: 63, column: 22)
!262 = !DILocation(line: 62, column: 20, scope: !254, inlinedAt: !243)
!263 = !{!264, !112, i64 8}
!264 = !{!"_ZTS5Error", !112, i64 8, !265, i64 16}
!265 = !{!"any pointer", !113, i64 0}
!266 = !DILocation(line: 62, column: 25, scope: !254, inlinedAt: !243)
!267 = !DILocation(line: 62, column: 16, scope: !254, inlinedAt: !243)
!268 = !DILocation(line: 62, column: 34, scope: !254, inlinedAt: !243)
!269 = !DILocation(line: 62, column: 30, scope: !254, inlinedAt: !243)
!270 = !DILocation(line: 69, column: 3, scope: !236, inlinedAt: !243)
!271 = !DILocation(line: 64, column: 20, scope: !261, inlinedAt: !243)
!272 = !DILocation(line: 64, column: 29, scope: !261, inlinedAt: !243)
!273 = !{!274, !274, i64 0}
!274 = !{!"vtable pointer", !114, i64 0}
!275 = !DILocation(line: 64, column: 16, scope: !261, inlinedAt: !243)
!276 = !DILocation(line: 64, column: 25, scope: !261, inlinedAt: !243)
!277 = !DILocation(line: 71, column: 3, scope: !278, inlinedAt: !243)
!278 = distinct !DILexicalBlock(scope: !230, file: !3, line: 69, column: 27)
!279 = !DILocation(line: 66, column: 22, scope: !236, inlinedAt: !243)
!280 = !DILocation(line: 66, column: 17, scope: !236, inlinedAt: !243)
!281 = !DILocation(line: 0, scope: !236, inlinedAt: !243)
!282 = !DILocation(line: 67, column: 5, scope: !236, inlinedAt: !243)
!283 = !DILocation(line: 70, column: 19, scope: !278, inlinedAt: !243)
!284 = !{!113, !113, i64 0}
!285 = !DILocation(line: 70, column: 24, scope: !278, inlinedAt: !243)
!286 = !DILocation(line: 70, column: 16, scope: !278, inlinedAt: !243)
!287 = !DILocation(line: 73, column: 3, scope: !288, inlinedAt: !243)
!288 = distinct !DILexicalBlock(scope: !230, file: !3, line: 71, column: 17)
!289 = !DILocation(line: 75, column: 1, scope: !261, inlinedAt: !243)
!290 = !DILocation(line: 0, scope: !92)
!291 = !DILocation(line: 138, column: 50, scope: !92)
!292 = !DILocation(line: 138, column: 5, scope: !92)
!293 = !DILocation(line: 139, column: 11, scope: !92)
!294 = !DILocation(line: 136, column: 27, scope: !93)
!295 = !DILocation(line: 136, column: 21, scope: !93)
!296 = distinct !{!296, !106, !297, !298}
!297 = !DILocation(line: 140, column: 3, scope: !90)
!298 = !{!"llvm.loop.mustprogress"}
!299 = !DILocation(line: 145, column: 9, scope: !86)
!300 = !DILocation(line: 149, column: 41, scope: !86)
!301 = !DILocation(line: 149, column: 3, scope: !86)
!302 = !DILocation(line: 150, column: 8, scope: !86)
!303 = !DILocation(line: 150, column: 15, scope: !86)
!304 = !DILocation(line: 150, column: 3, scope: !86)
!305 = !DILocation(line: 151, column: 3, scope: !86)
!306 = !DILocation(line: 148, column: 19, scope: !226)
!307 = !DILocation(line: 148, column: 5, scope: !226)
!308 = !DILocation(line: 147, column: 31, scope: !226)
!309 = distinct !{!309, !228, !310, !298}
!310 = !DILocation(line: 148, column: 27, scope: !102)
!311 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !63, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !312)
!312 = !{!313, !314, !315, !317}
!313 = !DILocalVariable(name: "how", arg: 1, scope: !311, file: !3, line: 89, type: !5)
!314 = !DILocalVariable(name: "r", scope: !311, file: !3, line: 90, type: !5)
!315 = !DILocalVariable(name: "v", scope: !316, file: !3, line: 94, type: !5)
!316 = distinct !DILexicalBlock(scope: !311, file: !3, line: 91, column: 7)
!317 = !DILocalVariable(name: "e", scope: !311, file: !3, line: 98, type: !130)
!318 = !DILocation(line: 0, scope: !311)
!319 = !DILocalVariable(name: "how", arg: 1, scope: !320, file: !3, line: 79, type: !5)
!320 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !146, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !321)
!321 = !{!319, !322}
!322 = !DILocalVariable(name: "t", scope: !320, file: !3, line: 80, type: !6)
!323 = !DILocation(line: 0, scope: !320, inlinedAt: !324)
!324 = distinct !DILocation(line: 93, column: 7, scope: !325)
!325 = distinct !DILexicalBlock(scope: !316, file: !3, line: 92, column: 9)
!326 = !DILocation(line: 0, scope: !135, inlinedAt: !327)
!327 = distinct !DILocation(line: 80, column: 10, scope: !320, inlinedAt: !324)
!328 = !DILocation(line: 21, column: 36, scope: !143, inlinedAt: !327)
!329 = !DILocation(line: 0, scope: !145, inlinedAt: !330)
!330 = distinct !DILocation(line: 21, column: 46, scope: !143, inlinedAt: !327)
!331 = !DILocation(line: 15, column: 7, scope: !152, inlinedAt: !330)
!332 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !330)
!333 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !330)
!334 = !DILocation(line: 80, column: 15, scope: !320, inlinedAt: !324)
!335 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !330)
!336 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !330)
!337 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !330)
!338 = !DILocation(line: 82, column: 5, scope: !339, inlinedAt: !324)
!339 = distinct !DILexicalBlock(scope: !320, file: !3, line: 81, column: 7)
!340 = !DILocation(line: 87, column: 1, scope: !339, inlinedAt: !324)
!341 = !DILocation(line: 83, column: 3, scope: !339, inlinedAt: !324)
!342 = !DILocation(line: 84, column: 5, scope: !343, inlinedAt: !324)
!343 = distinct !DILexicalBlock(scope: !320, file: !3, line: 83, column: 17)
!344 = !DILocation(line: 85, column: 5, scope: !343, inlinedAt: !324)
!345 = !DILocation(line: 87, column: 1, scope: !343, inlinedAt: !324)
!346 = !DILocation(line: 86, column: 3, scope: !343, inlinedAt: !324)
!347 = !DILocation(line: 0, scope: !172, inlinedAt: !348)
!348 = distinct !DILocation(line: 87, column: 1, scope: !320, inlinedAt: !324)
!349 = !DILocation(line: 23, column: 15, scope: !178, inlinedAt: !348)
!350 = !DILocation(line: 0, scope: !145, inlinedAt: !351)
!351 = distinct !DILocation(line: 23, column: 25, scope: !178, inlinedAt: !348)
!352 = !DILocation(line: 15, column: 7, scope: !152, inlinedAt: !351)
!353 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !351)
!354 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !351)
!355 = !DILocation(line: 23, column: 30, scope: !178, inlinedAt: !348)
!356 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !351)
!357 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !351)
!358 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !351)
!359 = !DILocation(line: 0, scope: !172, inlinedAt: !360)
!360 = distinct !DILocation(line: 87, column: 1, scope: !320, inlinedAt: !324)
!361 = !DILocation(line: 23, column: 15, scope: !178, inlinedAt: !360)
!362 = !DILocation(line: 0, scope: !145, inlinedAt: !363)
!363 = distinct !DILocation(line: 23, column: 25, scope: !178, inlinedAt: !360)
!364 = !DILocation(line: 15, column: 7, scope: !152, inlinedAt: !363)
!365 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !363)
!366 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !363)
!367 = !DILocation(line: 23, column: 30, scope: !178, inlinedAt: !360)
!368 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !363)
!369 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !363)
!370 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !363)
!371 = !DILocation(line: 104, column: 1, scope: !325)
!372 = !DILocation(line: 94, column: 5, scope: !325)
!373 = !DILocation(line: 0, scope: !316)
!374 = !DILocation(line: 96, column: 7, scope: !375)
!375 = distinct !DILexicalBlock(scope: !316, file: !3, line: 94, column: 21)
!376 = !DILocation(line: 96, column: 21, scope: !375)
!377 = !DILocalVariable(name: "this", arg: 1, scope: !378, type: !234, flags: DIFlagArtificial | DIFlagObjectPointer)
!378 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !33, retainedNodes: !379)
!379 = !{!377, !380, !381}
!380 = !DILocalVariable(name: "c", arg: 2, scope: !378, file: !3, line: 29, type: !5)
!381 = !DILocalVariable(name: "w", arg: 3, scope: !378, file: !3, line: 29, type: !30)
!382 = !DILocation(line: 0, scope: !378, inlinedAt: !383)
!383 = distinct !DILocation(line: 96, column: 13, scope: !375)
!384 = !DILocation(line: 29, column: 50, scope: !378, inlinedAt: !383)
!385 = !DILocation(line: 29, column: 33, scope: !378, inlinedAt: !383)
!386 = !DILocation(line: 29, column: 42, scope: !378, inlinedAt: !383)
!387 = !{!264, !265, i64 16}
!388 = !DILocation(line: 104, column: 1, scope: !375)
!389 = !DILocation(line: 97, column: 5, scope: !375)
!390 = !DILocation(line: 98, column: 3, scope: !316)
!391 = !DILocation(line: 99, column: 12, scope: !392)
!392 = distinct !DILexicalBlock(scope: !311, file: !3, line: 98, column: 22)
!393 = !DILocation(line: 99, column: 17, scope: !392)
!394 = !DILocation(line: 99, column: 7, scope: !392)
!395 = !DILocation(line: 100, column: 3, scope: !392)
!396 = !DILocation(line: 103, column: 3, scope: !311)
!397 = !DILocation(line: 102, column: 3, scope: !398)
!398 = distinct !DILexicalBlock(scope: !311, file: !3, line: 100, column: 17)
!399 = !DISubprogram(name: "puts", scope: !3, file: !3, line: 8, type: !400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !402)
!400 = !DISubroutineType(types: !401)
!401 = !{!5, !30}
!402 = !{}
!403 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !146, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !404)
!404 = !{!405, !406}
!405 = !DILocalVariable(name: "how", arg: 1, scope: !403, file: !3, line: 40, type: !5)
!406 = !DILocalVariable(name: "t", scope: !403, file: !3, line: 41, type: !6)
!407 = !DILocation(line: 0, scope: !403)
!408 = !DILocation(line: 0, scope: !135, inlinedAt: !409)
!409 = distinct !DILocation(line: 41, column: 10, scope: !403)
!410 = !DILocation(line: 21, column: 36, scope: !143, inlinedAt: !409)
!411 = !DILocation(line: 0, scope: !145, inlinedAt: !412)
!412 = distinct !DILocation(line: 21, column: 46, scope: !143, inlinedAt: !409)
!413 = !DILocation(line: 15, column: 7, scope: !152, inlinedAt: !412)
!414 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !412)
!415 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !412)
!416 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !412)
!417 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !412)
!418 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !412)
!419 = !DILocation(line: 42, column: 3, scope: !403)
!420 = !DILocation(line: 43, column: 11, scope: !421)
!421 = distinct !DILexicalBlock(scope: !403, file: !3, line: 42, column: 16)
!422 = !DILocation(line: 52, column: 1, scope: !421)
!423 = !DILocation(line: 44, column: 11, scope: !421)
!424 = !DILocation(line: 45, column: 11, scope: !421)
!425 = !DILocation(line: 0, scope: !378, inlinedAt: !426)
!426 = distinct !DILocation(line: 45, column: 17, scope: !421)
!427 = !DILocation(line: 29, column: 50, scope: !378, inlinedAt: !426)
!428 = !DILocation(line: 29, column: 33, scope: !378, inlinedAt: !426)
!429 = !DILocation(line: 29, column: 42, scope: !378, inlinedAt: !426)
!430 = !DILocation(line: 46, column: 11, scope: !421)
!431 = !DILocalVariable(name: "this", arg: 1, scope: !432, type: !436, flags: DIFlagArtificial | DIFlagObjectPointer)
!432 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !49, retainedNodes: !433)
!433 = !{!431, !434, !435}
!434 = !DILocalVariable(name: "c", arg: 2, scope: !432, file: !3, line: 36, type: !5)
!435 = !DILocalVariable(name: "f", arg: 3, scope: !432, file: !3, line: 36, type: !5)
!436 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!437 = !DILocation(line: 0, scope: !432, inlinedAt: !438)
!438 = distinct !DILocation(line: 46, column: 17, scope: !421)
!439 = !DILocation(line: 0, scope: !378, inlinedAt: !440)
!440 = distinct !DILocation(line: 36, column: 27, scope: !432, inlinedAt: !438)
!441 = !DILocation(line: 29, column: 50, scope: !378, inlinedAt: !440)
!442 = !DILocation(line: 29, column: 33, scope: !378, inlinedAt: !440)
!443 = !DILocation(line: 29, column: 42, scope: !378, inlinedAt: !440)
!444 = !DILocation(line: 36, column: 49, scope: !432, inlinedAt: !438)
!445 = !DILocation(line: 36, column: 43, scope: !432, inlinedAt: !438)
!446 = !DILocation(line: 47, column: 11, scope: !421)
!447 = !DILocation(line: 47, column: 17, scope: !421)
!448 = !DILocation(line: 0, scope: !378, inlinedAt: !449)
!449 = distinct !DILocation(line: 47, column: 21, scope: !421)
!450 = !DILocation(line: 29, column: 50, scope: !378, inlinedAt: !449)
!451 = !DILocation(line: 29, column: 33, scope: !378, inlinedAt: !449)
!452 = !DILocation(line: 29, column: 42, scope: !378, inlinedAt: !449)
!453 = !{!265, !265, i64 0}
!454 = !DILocation(line: 48, column: 11, scope: !421)
!455 = !DILocation(line: 49, column: 11, scope: !421)
!456 = !DILocation(line: 0, scope: !135, inlinedAt: !457)
!457 = distinct !DILocation(line: 49, column: 17, scope: !421)
!458 = !DILocation(line: 21, column: 28, scope: !135, inlinedAt: !457)
!459 = !DILocation(line: 21, column: 36, scope: !143, inlinedAt: !457)
!460 = !DILocation(line: 0, scope: !145, inlinedAt: !461)
!461 = distinct !DILocation(line: 21, column: 46, scope: !143, inlinedAt: !457)
!462 = !DILocation(line: 15, column: 7, scope: !152, inlinedAt: !461)
!463 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !461)
!464 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !461)
!465 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !461)
!466 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !461)
!467 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !461)
!468 = !DILocation(line: 0, scope: !172, inlinedAt: !469)
!469 = distinct !DILocation(line: 52, column: 1, scope: !403)
!470 = !DILocation(line: 23, column: 15, scope: !178, inlinedAt: !469)
!471 = !DILocation(line: 0, scope: !145, inlinedAt: !472)
!472 = distinct !DILocation(line: 23, column: 25, scope: !178, inlinedAt: !469)
!473 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !472)
!474 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !472)
!475 = !DILocation(line: 23, column: 30, scope: !178, inlinedAt: !469)
!476 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !472)
!477 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !472)
!478 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !472)
!479 = !DILocation(line: 52, column: 1, scope: !403)
!480 = !DILocation(line: 0, scope: !172, inlinedAt: !481)
!481 = distinct !DILocation(line: 52, column: 1, scope: !403)
!482 = !DILocation(line: 23, column: 15, scope: !178, inlinedAt: !481)
!483 = !DILocation(line: 0, scope: !145, inlinedAt: !484)
!484 = distinct !DILocation(line: 23, column: 25, scope: !178, inlinedAt: !481)
!485 = !DILocation(line: 15, column: 7, scope: !152, inlinedAt: !484)
!486 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !484)
!487 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !484)
!488 = !DILocation(line: 23, column: 30, scope: !178, inlinedAt: !481)
!489 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !484)
!490 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !484)
!491 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !484)
!492 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !37, retainedNodes: !493)
!493 = !{!494}
!494 = !DILocalVariable(name: "this", arg: 1, scope: !492, type: !234, flags: DIFlagArtificial | DIFlagObjectPointer)
!495 = !DILocation(line: 0, scope: !492)
!496 = !DILocation(line: 30, column: 21, scope: !492)
!497 = !DILocation(line: 0, scope: !172)
!498 = !DILocation(line: 23, column: 15, scope: !178)
!499 = !DILocation(line: 0, scope: !145, inlinedAt: !500)
!500 = distinct !DILocation(line: 23, column: 25, scope: !178)
!501 = !DILocation(line: 15, column: 7, scope: !152, inlinedAt: !500)
!502 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !500)
!503 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !500)
!504 = !DILocation(line: 23, column: 31, scope: !178)
!505 = !DILocation(line: 23, column: 30, scope: !178)
!506 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !500)
!507 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !500)
!508 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !500)
!509 = !DILocation(line: 23, column: 36, scope: !172)
!510 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !37, retainedNodes: !511)
!511 = !{!512}
!512 = !DILocalVariable(name: "this", arg: 1, scope: !510, type: !234, flags: DIFlagArtificial | DIFlagObjectPointer)
!513 = !DILocation(line: 0, scope: !510)
!514 = !DILocation(line: 30, column: 20, scope: !510)
!515 = !DILocation(line: 30, column: 21, scope: !510)
!516 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !40, retainedNodes: !517)
!517 = !{!518}
!518 = !DILocalVariable(name: "this", arg: 1, scope: !516, type: !519, flags: DIFlagArtificial | DIFlagObjectPointer)
!519 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!520 = !DILocation(line: 0, scope: !516)
!521 = !DILocation(line: 31, column: 30, scope: !516)
!522 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !45, file: !3, line: 34, type: !523, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !525, retainedNodes: !526)
!523 = !DISubroutineType(types: !524)
!524 = !{null, !52}
!525 = !DISubprogram(name: "~IoError", scope: !45, type: !523, containingType: !45, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!526 = !{!527}
!527 = !DILocalVariable(name: "this", arg: 1, scope: !522, type: !436, flags: DIFlagArtificial | DIFlagObjectPointer)
!528 = !DILocation(line: 0, scope: !522)
!529 = !DILocation(line: 34, column: 8, scope: !522)
!530 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !53, retainedNodes: !531)
!531 = !{!532}
!532 = !DILocalVariable(name: "this", arg: 1, scope: !530, type: !533, flags: DIFlagArtificial | DIFlagObjectPointer)
!533 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!534 = !DILocation(line: 0, scope: !530)
!535 = !DILocation(line: 37, column: 31, scope: !530)
!536 = !DILocation(line: 0, scope: !126)
!537 = !DILocation(line: 0, scope: !135, inlinedAt: !538)
!538 = distinct !DILocation(line: 115, column: 23, scope: !126)
!539 = !DILocation(line: 21, column: 28, scope: !135, inlinedAt: !538)
!540 = !DILocation(line: 21, column: 36, scope: !143, inlinedAt: !538)
!541 = !DILocation(line: 0, scope: !145, inlinedAt: !542)
!542 = distinct !DILocation(line: 21, column: 46, scope: !143, inlinedAt: !538)
!543 = !DILocation(line: 15, column: 7, scope: !152, inlinedAt: !542)
!544 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !542)
!545 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !542)
!546 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !542)
!547 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !542)
!548 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !542)
!549 = !DILocalVariable(name: "x", arg: 1, scope: !550, file: !3, line: 111, type: !5)
!550 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !62, retainedNodes: !551)
!551 = !{!549}
!552 = !DILocation(line: 0, scope: !550, inlinedAt: !553)
!553 = distinct !DILocation(line: 115, column: 31, scope: !126)
!554 = !DILocation(line: 112, column: 11, scope: !555, inlinedAt: !553)
!555 = distinct !DILexicalBlock(scope: !550, file: !3, line: 112, column: 9)
!556 = !DILocation(line: 112, column: 9, scope: !550, inlinedAt: !553)
!557 = !DILocation(line: 112, column: 16, scope: !555, inlinedAt: !553)
!558 = !DILocation(line: 112, column: 33, scope: !555, inlinedAt: !553)
!559 = !DILocation(line: 0, scope: !432, inlinedAt: !560)
!560 = distinct !DILocation(line: 112, column: 22, scope: !555, inlinedAt: !553)
!561 = !DILocation(line: 0, scope: !378, inlinedAt: !562)
!562 = distinct !DILocation(line: 36, column: 27, scope: !432, inlinedAt: !560)
!563 = !DILocation(line: 29, column: 50, scope: !378, inlinedAt: !562)
!564 = !DILocation(line: 29, column: 33, scope: !378, inlinedAt: !562)
!565 = !DILocation(line: 29, column: 42, scope: !378, inlinedAt: !562)
!566 = !DILocation(line: 36, column: 49, scope: !432, inlinedAt: !560)
!567 = !DILocation(line: 36, column: 43, scope: !432, inlinedAt: !560)
!568 = !DILocation(line: 113, column: 14, scope: !550, inlinedAt: !553)
!569 = !DILocation(line: 115, column: 29, scope: !126)
!570 = !DILocation(line: 0, scope: !145, inlinedAt: !571)
!571 = distinct !DILocation(line: 116, column: 5, scope: !160)
!572 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !571)
!573 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !571)
!574 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !571)
!575 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !571)
!576 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !571)
!577 = !DILocation(line: 119, column: 3, scope: !126)
!578 = !DILocation(line: 0, scope: !172, inlinedAt: !579)
!579 = distinct !DILocation(line: 117, column: 3, scope: !160)
!580 = !DILocation(line: 23, column: 15, scope: !178, inlinedAt: !579)
!581 = !DILocation(line: 0, scope: !145, inlinedAt: !582)
!582 = distinct !DILocation(line: 23, column: 25, scope: !178, inlinedAt: !579)
!583 = !DILocation(line: 15, column: 7, scope: !152, inlinedAt: !582)
!584 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !582)
!585 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !582)
!586 = !DILocation(line: 23, column: 31, scope: !178, inlinedAt: !579)
!587 = !DILocation(line: 23, column: 30, scope: !178, inlinedAt: !579)
!588 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !582)
!589 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !582)
!590 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !582)
!591 = !DILocation(line: 117, column: 3, scope: !160)
!592 = !DILocation(line: 0, scope: !145, inlinedAt: !593)
!593 = distinct !DILocation(line: 118, column: 5, scope: !594)
!594 = distinct !DILexicalBlock(scope: !126, file: !3, line: 117, column: 22)
!595 = !DILocation(line: 15, column: 7, scope: !152, inlinedAt: !593)
!596 = !DILocation(line: 15, column: 14, scope: !152, inlinedAt: !593)
!597 = !DILocation(line: 15, column: 7, scope: !145, inlinedAt: !593)
!598 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !593)
!599 = !DILocation(line: 16, column: 5, scope: !152, inlinedAt: !593)
!600 = !DILocation(line: 16, column: 21, scope: !152, inlinedAt: !593)
!601 = !DILocation(line: 119, column: 3, scope: !594)
