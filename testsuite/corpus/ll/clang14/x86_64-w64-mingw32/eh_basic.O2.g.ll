; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
@_ZL5g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !74
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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__gxx_personality_seh0 !dbg !85 {
  %1 = alloca %struct.Holder, align 4
  call void @llvm.dbg.declare(metadata i8* undef, metadata !93, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !104
  br label %64, !dbg !105

2:                                                ; preds = %147
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !106
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !107
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %3, i32 noundef %4), !dbg !108
  %6 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !109, !tbaa !110
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %6), !dbg !114
  call void @llvm.dbg.value(metadata i32 5, metadata !115, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !124, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 5, metadata !127, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !133, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32 5, metadata !136, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32 5, metadata !118, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !140
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !141, !tbaa !110
  %9 = add nsw i32 %8, 1, !dbg !141
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !141, !tbaa !110
  call void @llvm.dbg.value(metadata i32 5, metadata !143, metadata !DIExpression()), !dbg !148
  %10 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !150, !tbaa !110
  %11 = icmp slt i32 %10, 64, !dbg !152
  br i1 %11, label %12, label %17, !dbg !153

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1, !dbg !154
  store i32 %13, i32* @_ZL6g_nlog, align 4, !dbg !154, !tbaa !110
  %14 = sext i32 %10 to i64, !dbg !155
  %15 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %14, !dbg !155
  store i32 5, i32* %15, align 4, !dbg !156, !tbaa !110
  call void @llvm.dbg.value(metadata i32 10, metadata !118, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !140
  call void @llvm.dbg.value(metadata i32 777, metadata !143, metadata !DIExpression()), !dbg !157
  %16 = icmp eq i32 %10, 63, !dbg !160
  br i1 %16, label %17, label %18, !dbg !161

17:                                               ; preds = %12, %2
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !162, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !170, metadata !DIExpression()), !dbg !173
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !176, !tbaa !110
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !178
  br label %27, !dbg !180

18:                                               ; preds = %12
  %19 = add nsw i32 %10, 2, !dbg !181
  store i32 %19, i32* @_ZL6g_nlog, align 4, !dbg !181, !tbaa !110
  %20 = sext i32 %13 to i64, !dbg !182
  %21 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %20, !dbg !182
  store i32 777, i32* %21, align 4, !dbg !183, !tbaa !110
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !162, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !170, metadata !DIExpression()), !dbg !173
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !176, !tbaa !110
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !178
  %22 = icmp slt i32 %10, 62, !dbg !184
  br i1 %22, label %23, label %27, !dbg !180

23:                                               ; preds = %18
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !170, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i32 -5, metadata !143, metadata !DIExpression()), !dbg !178
  %24 = add nsw i32 %10, 3, !dbg !185
  store i32 %24, i32* @_ZL6g_nlog, align 4, !dbg !185, !tbaa !110
  %25 = sext i32 %19 to i64, !dbg !186
  %26 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %25, !dbg !186
  store i32 -5, i32* %26, align 4, !dbg !187, !tbaa !110
  br label %27, !dbg !186

27:                                               ; preds = %18, %23, %17
  call void @llvm.dbg.value(metadata i32 -4, metadata !115, metadata !DIExpression()), !dbg !188
  %28 = bitcast %struct.Holder* %1 to i8*, !dbg !190
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %28) #14, !dbg !190
  call void @llvm.dbg.declare(metadata %struct.Holder* %1, metadata !118, metadata !DIExpression()), !dbg !191
  invoke void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %29 unwind label %44, !dbg !191

29:                                               ; preds = %27
  %30 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i64 0, i32 1, !dbg !192
  %31 = load i32, i32* %30, align 4, !dbg !192, !tbaa !193
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !162, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !170, metadata !DIExpression()), !dbg !198
  %32 = load i32, i32* @_ZL6g_live, align 4, !dbg !200, !tbaa !110
  %33 = add nsw i32 %32, -1, !dbg !200
  store i32 %33, i32* @_ZL6g_live, align 4, !dbg !200, !tbaa !110
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !201
  %34 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !203, !tbaa !110
  %35 = icmp slt i32 %34, 64, !dbg !204
  br i1 %35, label %36, label %43, !dbg !205

36:                                               ; preds = %29
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !170, metadata !DIExpression()), !dbg !198
  %37 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i64 0, i32 0, i32 0, !dbg !206
  %38 = load i32, i32* %37, align 4, !dbg !206, !tbaa !207
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %38), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !201
  %39 = sub nsw i32 0, %38, !dbg !208
  call void @llvm.dbg.value(metadata i32 %39, metadata !143, metadata !DIExpression()), !dbg !201
  %40 = add nsw i32 %34, 1, !dbg !209
  store i32 %40, i32* @_ZL6g_nlog, align 4, !dbg !209, !tbaa !110
  %41 = sext i32 %34 to i64, !dbg !210
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %41, !dbg !210
  store i32 %39, i32* %42, align 4, !dbg !211, !tbaa !110
  br label %43, !dbg !210

43:                                               ; preds = %36, %29
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28) #14, !dbg !212
  br label %58

44:                                               ; preds = %27
  %45 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), !dbg !213
  %46 = extractvalue { i8*, i32 } %45, 1, !dbg !213
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28) #14, !dbg !212
  %47 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #14, !dbg !214
  %48 = icmp eq i32 %46, %47, !dbg !214
  br i1 %48, label %49, label %56, !dbg !214

49:                                               ; preds = %44
  %50 = extractvalue { i8*, i32 } %45, 0, !dbg !213
  %51 = call i8* @__cxa_begin_catch(i8* %50) #14, !dbg !214
  call void @llvm.dbg.value(metadata i8* %51, metadata !120, metadata !DIExpression()), !dbg !188
  %52 = getelementptr inbounds i8, i8* %51, i64 24, !dbg !215
  %53 = bitcast i8* %52 to i32*, !dbg !215
  %54 = load i32, i32* %53, align 8, !dbg !215, !tbaa !217
  %55 = add nsw i32 %54, -1000, !dbg !219
  call void @__cxa_end_catch(), !dbg !220
  br label %58

56:                                               ; preds = %142, %44
  %57 = phi { i8*, i32 } [ %45, %44 ], [ %143, %142 ]
  resume { i8*, i32 } %57, !dbg !103

58:                                               ; preds = %43, %49
  %59 = phi i32 [ %31, %43 ], [ %55, %49 ], !dbg !188
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef 10, i32 noundef %59), !dbg !221
  call void @llvm.dbg.value(metadata !DIArgList(i32 %151, i32 2), metadata !87, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !103
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0)), !dbg !222
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !223
  %62 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !224, !tbaa !110
  %63 = icmp sgt i32 %62, 0, !dbg !226
  br i1 %63, label %162, label %154, !dbg !227

64:                                               ; preds = %0, %147
  %65 = phi i32 [ 0, %0 ], [ %151, %147 ]
  %66 = phi i32 [ 0, %0 ], [ %152, %147 ]
  call void @llvm.dbg.value(metadata i32 %65, metadata !87, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 %66, metadata !88, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %66, metadata !228, metadata !DIExpression()), !dbg !241
  invoke fastcc void @_ZL7throweri(i32 noundef %66)
          to label %147 unwind label %67, !dbg !243

67:                                               ; preds = %64
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null, !dbg !245
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !245
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !245
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !246
  %72 = icmp eq i32 %70, %71, !dbg !246
  br i1 %72, label %73, label %78, !dbg !246

73:                                               ; preds = %67
  %74 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !247
  %75 = bitcast i8* %74 to i32*, !dbg !247
  %76 = load i32, i32* %75, align 4, !dbg !247, !tbaa !110
  call void @llvm.dbg.value(metadata i32 %76, metadata !240, metadata !DIExpression()), !dbg !241
  %77 = add nsw i32 %76, 100, !dbg !249
  tail call void @__cxa_end_catch() #14, !dbg !251
  br label %147

78:                                               ; preds = %67
  %79 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #14, !dbg !246
  %80 = icmp eq i32 %70, %79, !dbg !246
  br i1 %80, label %81, label %88, !dbg !246

81:                                               ; preds = %78
  %82 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !252
  %83 = bitcast i8* %82 to double*, !dbg !252
  %84 = load double, double* %83, align 8, !dbg !252, !tbaa !254
  call void @llvm.dbg.value(metadata double %84, metadata !238, metadata !DIExpression()), !dbg !241
  %85 = fmul double %84, 2.000000e+00, !dbg !256
  %86 = fptosi double %85 to i32, !dbg !257
  %87 = add nsw i32 %86, 200, !dbg !258
  tail call void @__cxa_end_catch() #14, !dbg !247
  br label %147

88:                                               ; preds = %78
  %89 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #14, !dbg !246
  %90 = icmp eq i32 %70, %89, !dbg !246
  br i1 %90, label %91, label %102, !dbg !246

91:                                               ; preds = %88
  %92 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !259
  call void @llvm.dbg.value(metadata i8* %92, metadata !237, metadata !DIExpression()), !dbg !241
  %93 = getelementptr inbounds i8, i8* %92, i64 8, !dbg !261
  %94 = bitcast i8* %93 to i32*, !dbg !261
  %95 = load i32, i32* %94, align 8, !dbg !261, !tbaa !262
  %96 = mul nsw i32 %95, 10, !dbg !265
  %97 = add nsw i32 %96, 300, !dbg !266
  %98 = getelementptr inbounds i8, i8* %92, i64 24, !dbg !267
  %99 = bitcast i8* %98 to i32*, !dbg !267
  %100 = load i32, i32* %99, align 8, !dbg !267, !tbaa !217
  %101 = add nsw i32 %97, %100, !dbg !268
  tail call void @__cxa_end_catch(), !dbg !252
  br label %147

102:                                              ; preds = %88
  %103 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !246
  %104 = icmp eq i32 %70, %103, !dbg !246
  br i1 %104, label %105, label %119, !dbg !246

105:                                              ; preds = %102
  %106 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !269
  %107 = bitcast i8* %106 to %struct.Error*, !dbg !269
  call void @llvm.dbg.value(metadata %struct.Error* %107, metadata !236, metadata !DIExpression()), !dbg !241
  %108 = getelementptr inbounds i8, i8* %106, i64 8, !dbg !270
  %109 = bitcast i8* %108 to i32*, !dbg !270
  %110 = load i32, i32* %109, align 8, !dbg !270, !tbaa !262
  %111 = bitcast i8* %106 to i32 (%struct.Error*)***, !dbg !271
  %112 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %111, align 8, !dbg !271, !tbaa !272
  %113 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %112, i64 2, !dbg !271
  %114 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %113, align 8, !dbg !271
  %115 = invoke noundef i32 %114(%struct.Error* noundef nonnull align 8 dereferenceable(24) %107)
          to label %116 unwind label %142, !dbg !271

116:                                              ; preds = %105
  %117 = add nsw i32 %110, 400, !dbg !274
  %118 = add nsw i32 %117, %115, !dbg !275
  tail call void @__cxa_end_catch(), !dbg !259
  br label %147

119:                                              ; preds = %102
  %120 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #14, !dbg !246
  %121 = icmp eq i32 %70, %120, !dbg !246
  br i1 %121, label %122, label %133, !dbg !246

122:                                              ; preds = %119
  %123 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !276
  call void @llvm.dbg.value(metadata i8* %123, metadata !232, metadata !DIExpression()), !dbg !241
  %124 = getelementptr inbounds i8, i8* %123, i64 8, !dbg !278
  %125 = bitcast i8* %124 to i32*, !dbg !278
  %126 = load i32, i32* %125, align 8, !dbg !278, !tbaa !262
  %127 = add nsw i32 %126, 500, !dbg !279
  call void @llvm.dbg.value(metadata i32 %127, metadata !234, metadata !DIExpression()), !dbg !280
  %128 = bitcast i8* %123 to %struct.Error*, !dbg !276
  call void @llvm.dbg.value(metadata %struct.Error* %128, metadata !232, metadata !DIExpression()), !dbg !241
  %129 = bitcast i8* %123 to void (%struct.Error*)***, !dbg !281
  %130 = load void (%struct.Error*)**, void (%struct.Error*)*** %129, align 8, !dbg !281, !tbaa !272
  %131 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %130, i64 1, !dbg !281
  %132 = load void (%struct.Error*)*, void (%struct.Error*)** %131, align 8, !dbg !281
  tail call void %132(%struct.Error* noundef nonnull align 8 dereferenceable(24) %128) #14, !dbg !281
  tail call void @__cxa_end_catch() #14, !dbg !269
  br label %147

133:                                              ; preds = %119
  %134 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #14, !dbg !246
  %135 = icmp eq i32 %70, %134, !dbg !246
  %136 = tail call i8* @__cxa_begin_catch(i8* %69) #14, !dbg !241
  br i1 %135, label %137, label %141, !dbg !246

137:                                              ; preds = %133
  call void @llvm.dbg.value(metadata i8* %136, metadata !231, metadata !DIExpression()), !dbg !241
  %138 = load i8, i8* %136, align 1, !dbg !282, !tbaa !283
  %139 = icmp eq i8 %138, 99, !dbg !284
  %140 = select i1 %139, i32 601, i32 600, !dbg !285
  tail call void @__cxa_end_catch() #14, !dbg !276
  br label %147

141:                                              ; preds = %133
  tail call void @__cxa_end_catch(), !dbg !286
  br label %147

142:                                              ; preds = %105
  %143 = landingpad { i8*, i32 }
          cleanup, !dbg !288
  invoke void @__cxa_end_catch()
          to label %56 unwind label %144, !dbg !259

144:                                              ; preds = %142
  %145 = landingpad { i8*, i32 }
          catch i8* null, !dbg !259
  %146 = extractvalue { i8*, i32 } %145, 0, !dbg !259
  tail call void @__clang_call_terminate(i8* %146) #15, !dbg !259
  unreachable, !dbg !259

147:                                              ; preds = %64, %73, %81, %91, %116, %122, %137, %141
  %148 = phi i32 [ %77, %73 ], [ %87, %81 ], [ %101, %91 ], [ %118, %116 ], [ %127, %122 ], [ %140, %137 ], [ 999, %141 ], [ 0, %64 ], !dbg !241
  call void @llvm.dbg.value(metadata i32 %148, metadata !90, metadata !DIExpression()), !dbg !289
  %149 = load i32, i32* @_ZL6g_live, align 4, !dbg !290, !tbaa !110
  %150 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %66, i32 noundef %148, i32 noundef %149), !dbg !291
  %151 = add nsw i32 %148, %65, !dbg !292
  call void @llvm.dbg.value(metadata i32 %151, metadata !87, metadata !DIExpression()), !dbg !103
  %152 = add nuw nsw i32 %66, 1, !dbg !293
  call void @llvm.dbg.value(metadata i32 %152, metadata !88, metadata !DIExpression()), !dbg !104
  %153 = icmp eq i32 %152, 8, !dbg !294
  br i1 %153, label %2, label %64, !dbg !105, !llvm.loop !295

154:                                              ; preds = %162, %58
  %155 = add nsw i32 %151, 2, !dbg !298
  call void @llvm.dbg.value(metadata i32 %155, metadata !87, metadata !DIExpression()), !dbg !103
  %156 = load i32, i32* @_ZL6g_live, align 4, !dbg !299, !tbaa !110
  %157 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i32 noundef %155, i32 noundef %156), !dbg !300
  %158 = load i32, i32* @_ZL6g_live, align 4, !dbg !301, !tbaa !110
  %159 = icmp eq i32 %158, 0, !dbg !302
  %160 = select i1 %159, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), !dbg !301
  %161 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %160), !dbg !303
  ret i32 0, !dbg !304

162:                                              ; preds = %58, %162
  %163 = phi i64 [ %167, %162 ], [ 0, %58 ]
  call void @llvm.dbg.value(metadata i64 %163, metadata !100, metadata !DIExpression()), !dbg !223
  %164 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %163, !dbg !305
  %165 = load i32, i32* %164, align 4, !dbg !305, !tbaa !110
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i32 noundef %165), !dbg !306
  %167 = add nuw nsw i64 %163, 1, !dbg !307
  call void @llvm.dbg.value(metadata i64 %167, metadata !100, metadata !DIExpression()), !dbg !223
  %168 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !224, !tbaa !110
  %169 = sext i32 %168 to i64, !dbg !226
  %170 = icmp slt i64 %167, %169, !dbg !226
  br i1 %170, label %162, label %154, !dbg !227, !llvm.loop !308
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse uwtable
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !310 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !312, metadata !DIExpression()), !dbg !317
  call void @llvm.dbg.value(metadata i32 0, metadata !313, metadata !DIExpression()), !dbg !317
  call void @llvm.dbg.value(metadata i32 %0, metadata !318, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !133, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata i32 %0, metadata !136, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !325
  call void @llvm.dbg.value(metadata i32 %0, metadata !321, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !322
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !327, !tbaa !110
  %3 = add nsw i32 %2, 1, !dbg !327
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !327, !tbaa !110
  call void @llvm.dbg.value(metadata i32 %0, metadata !143, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !328
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !330, !tbaa !110
  %5 = icmp slt i32 %4, 64, !dbg !331
  br i1 %5, label %6, label %11, !dbg !332

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 50, !dbg !333
  call void @llvm.dbg.value(metadata i32 %7, metadata !136, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata i32 %7, metadata !321, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.value(metadata i32 %7, metadata !143, metadata !DIExpression()), !dbg !328
  %8 = add nsw i32 %4, 1, !dbg !334
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !334, !tbaa !110
  %9 = sext i32 %4 to i64, !dbg !335
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %9, !dbg !335
  store i32 %7, i32* %10, align 4, !dbg !336, !tbaa !110
  br label %11, !dbg !335

11:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %30 unwind label %12, !dbg !337

12:                                               ; preds = %11
  %13 = landingpad { i8*, i32 }
          catch i8* null, !dbg !339
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !339
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #14, !dbg !340
  %16 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !341, !tbaa !110
  %17 = add nsw i32 %16, 1, !dbg !341
  store i32 %17, i32* @_ZL13rethrow_count, align 4, !dbg !341, !tbaa !110
  invoke void @__cxa_rethrow() #16
          to label %43 unwind label %18, !dbg !343

18:                                               ; preds = %12
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !344
  invoke void @__cxa_end_catch()
          to label %20 unwind label %40, !dbg !345

20:                                               ; preds = %18
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !170, metadata !DIExpression()), !dbg !346
  %21 = load i32, i32* @_ZL6g_live, align 4, !dbg !348, !tbaa !110
  %22 = add nsw i32 %21, -1, !dbg !348
  store i32 %22, i32* @_ZL6g_live, align 4, !dbg !348, !tbaa !110
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !349
  %23 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !351, !tbaa !110
  %24 = icmp slt i32 %23, 64, !dbg !352
  br i1 %24, label %25, label %44, !dbg !353

25:                                               ; preds = %20
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !349
  %26 = sub i32 -50, %0, !dbg !354
  call void @llvm.dbg.value(metadata i32 %26, metadata !143, metadata !DIExpression()), !dbg !349
  %27 = add nsw i32 %23, 1, !dbg !355
  store i32 %27, i32* @_ZL6g_nlog, align 4, !dbg !355, !tbaa !110
  %28 = sext i32 %23 to i64, !dbg !356
  %29 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %28, !dbg !356
  store i32 %26, i32* %29, align 4, !dbg !357, !tbaa !110
  br label %44, !dbg !356

30:                                               ; preds = %11
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !170, metadata !DIExpression()), !dbg !358
  %31 = load i32, i32* @_ZL6g_live, align 4, !dbg !360, !tbaa !110
  %32 = add nsw i32 %31, -1, !dbg !360
  store i32 %32, i32* @_ZL6g_live, align 4, !dbg !360, !tbaa !110
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !361
  %33 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !363, !tbaa !110
  %34 = icmp slt i32 %33, 64, !dbg !364
  br i1 %34, label %35, label %77, !dbg !365

35:                                               ; preds = %30
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !361
  %36 = sub i32 -50, %0, !dbg !366
  call void @llvm.dbg.value(metadata i32 %36, metadata !143, metadata !DIExpression()), !dbg !361
  %37 = add nsw i32 %33, 1, !dbg !367
  store i32 %37, i32* @_ZL6g_nlog, align 4, !dbg !367, !tbaa !110
  %38 = sext i32 %33 to i64, !dbg !368
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %38, !dbg !368
  store i32 %36, i32* %39, align 4, !dbg !369, !tbaa !110
  br label %77, !dbg !368

40:                                               ; preds = %18
  %41 = landingpad { i8*, i32 }
          catch i8* null, !dbg !345
  %42 = extractvalue { i8*, i32 } %41, 0, !dbg !345
  tail call void @__clang_call_terminate(i8* %42) #15, !dbg !345
  unreachable, !dbg !345

43:                                               ; preds = %12
  unreachable

44:                                               ; preds = %20, %25
  %45 = extractvalue { i8*, i32 } %19, 0, !dbg !370
  %46 = extractvalue { i8*, i32 } %19, 1, !dbg !370
  %47 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !371
  %48 = icmp eq i32 %46, %47, !dbg !371
  br i1 %48, label %49, label %64, !dbg !371

49:                                               ; preds = %44
  %50 = tail call i8* @__cxa_begin_catch(i8* %45) #14, !dbg !371
  %51 = bitcast i8* %50 to i32*, !dbg !371
  %52 = load i32, i32* %51, align 4, !dbg !371, !tbaa !110
  call void @llvm.dbg.value(metadata i32 %52, metadata !314, metadata !DIExpression()), !dbg !372
  call void @llvm.dbg.value(metadata i32 %52, metadata !313, metadata !DIExpression()), !dbg !317
  %53 = tail call i8* @__cxa_allocate_exception(i64 24) #14, !dbg !373
  %54 = add nsw i32 %52, 1, !dbg !375
  call void @llvm.dbg.value(metadata i8* %53, metadata !376, metadata !DIExpression()), !dbg !381
  call void @llvm.dbg.value(metadata i32 %54, metadata !379, metadata !DIExpression()), !dbg !381
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0), metadata !380, metadata !DIExpression()), !dbg !381
  %55 = bitcast i8* %53 to i32 (...)***, !dbg !383
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %55, align 8, !dbg !383, !tbaa !272
  %56 = getelementptr inbounds i8, i8* %53, i64 8, !dbg !384
  %57 = bitcast i8* %56 to i32*, !dbg !384
  store i32 %54, i32* %57, align 8, !dbg !384, !tbaa !262
  %58 = getelementptr inbounds i8, i8* %53, i64 16, !dbg !385
  %59 = bitcast i8* %58 to i8**, !dbg !385
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i64 0, i64 0), i8** %59, align 8, !dbg !385, !tbaa !386
  invoke void @__cxa_throw(i8* nonnull %53, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %80 unwind label %60, !dbg !373

60:                                               ; preds = %49
  %61 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !387
  %62 = extractvalue { i8*, i32 } %61, 0, !dbg !387
  %63 = extractvalue { i8*, i32 } %61, 1, !dbg !387
  tail call void @__cxa_end_catch() #14, !dbg !388
  br label %64, !dbg !388

64:                                               ; preds = %60, %44
  %65 = phi i32 [ %63, %60 ], [ %46, %44 ], !dbg !372
  %66 = phi i8* [ %62, %60 ], [ %45, %44 ], !dbg !372
  %67 = phi i32 [ %52, %60 ], [ 0, %44 ], !dbg !317
  call void @llvm.dbg.value(metadata i32 %67, metadata !313, metadata !DIExpression()), !dbg !317
  %68 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !389
  %69 = icmp eq i32 %65, %68, !dbg !389
  %70 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !317
  br i1 %69, label %71, label %79, !dbg !389

71:                                               ; preds = %64
  call void @llvm.dbg.value(metadata i8* %70, metadata !316, metadata !DIExpression()), !dbg !317
  %72 = getelementptr inbounds i8, i8* %70, i64 8, !dbg !390
  %73 = bitcast i8* %72 to i32*, !dbg !390
  %74 = load i32, i32* %73, align 8, !dbg !390, !tbaa !262
  %75 = mul nsw i32 %74, 100, !dbg !392
  %76 = add nsw i32 %75, %67, !dbg !393
  call void @llvm.dbg.value(metadata i32 %76, metadata !313, metadata !DIExpression()), !dbg !317
  tail call void @__cxa_end_catch(), !dbg !394
  br label %77, !dbg !394

77:                                               ; preds = %35, %30, %71, %79
  %78 = phi i32 [ %76, %71 ], [ -1, %79 ], [ 0, %30 ], [ 0, %35 ], !dbg !317
  call void @llvm.dbg.value(metadata i32 %78, metadata !313, metadata !DIExpression()), !dbg !317
  ret i32 %78, !dbg !395

79:                                               ; preds = %64
  call void @llvm.dbg.value(metadata i32 -1, metadata !313, metadata !DIExpression()), !dbg !317
  tail call void @__cxa_end_catch(), !dbg !396
  br label %77, !dbg !396

80:                                               ; preds = %49
  unreachable
}

; Function Attrs: nofree nounwind
declare !dbg !398 dso_local noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !402 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !404, metadata !DIExpression()), !dbg !406
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !133, metadata !DIExpression()), !dbg !407
  call void @llvm.dbg.value(metadata i32 %0, metadata !136, metadata !DIExpression()), !dbg !407
  call void @llvm.dbg.value(metadata i32 %0, metadata !405, metadata !DIExpression()), !dbg !406
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !409, !tbaa !110
  %3 = add nsw i32 %2, 1, !dbg !409
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !409, !tbaa !110
  call void @llvm.dbg.value(metadata i32 %0, metadata !143, metadata !DIExpression()), !dbg !410
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !412, !tbaa !110
  %5 = icmp slt i32 %4, 64, !dbg !413
  br i1 %5, label %6, label %10, !dbg !414

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1, !dbg !415
  store i32 %7, i32* @_ZL6g_nlog, align 4, !dbg !415, !tbaa !110
  %8 = sext i32 %4 to i64, !dbg !416
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %8, !dbg !416
  store i32 %0, i32* %9, align 4, !dbg !417, !tbaa !110
  br label %10, !dbg !416

10:                                               ; preds = %1, %6
  %11 = phi i32 [ %4, %1 ], [ %7, %6 ]
  switch i32 %0, label %63 [
    i32 0, label %12
    i32 1, label %17
    i32 2, label %20
    i32 3, label %27
    i32 4, label %36
    i32 5, label %48
    i32 6, label %51
  ], !dbg !418

12:                                               ; preds = %10
  %13 = tail call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !419
  %14 = bitcast i8* %13 to i32*, !dbg !419
  store i32 42, i32* %14, align 16, !dbg !419, !tbaa !110
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #16
          to label %83 unwind label %15, !dbg !419

15:                                               ; preds = %62, %48, %39, %27, %20, %17, %12
  %16 = landingpad { i8*, i32 }
          cleanup, !dbg !421
  br label %71, !dbg !421

17:                                               ; preds = %10
  %18 = tail call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !422
  %19 = bitcast i8* %18 to double*, !dbg !422
  store double 3.500000e+00, double* %19, align 16, !dbg !422, !tbaa !254
  invoke void @__cxa_throw(i8* nonnull %18, i8* bitcast (i8** @_ZTId to i8*), i8* null) #16
          to label %83 unwind label %15, !dbg !422

20:                                               ; preds = %10
  %21 = tail call i8* @__cxa_allocate_exception(i64 24) #14, !dbg !423
  call void @llvm.dbg.value(metadata i8* %21, metadata !376, metadata !DIExpression()), !dbg !424
  call void @llvm.dbg.value(metadata i32 7, metadata !379, metadata !DIExpression()), !dbg !424
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), metadata !380, metadata !DIExpression()), !dbg !424
  %22 = bitcast i8* %21 to i32 (...)***, !dbg !426
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %22, align 8, !dbg !426, !tbaa !272
  %23 = getelementptr inbounds i8, i8* %21, i64 8, !dbg !427
  %24 = bitcast i8* %23 to i32*, !dbg !427
  store i32 7, i32* %24, align 8, !dbg !427, !tbaa !262
  %25 = getelementptr inbounds i8, i8* %21, i64 16, !dbg !428
  %26 = bitcast i8* %25 to i8**, !dbg !428
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0), i8** %26, align 8, !dbg !428, !tbaa !386
  invoke void @__cxa_throw(i8* nonnull %21, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %83 unwind label %15, !dbg !423

27:                                               ; preds = %10
  %28 = tail call i8* @__cxa_allocate_exception(i64 32) #14, !dbg !429
  call void @llvm.dbg.value(metadata i8* %28, metadata !430, metadata !DIExpression()), !dbg !436
  call void @llvm.dbg.value(metadata i32 9, metadata !433, metadata !DIExpression()), !dbg !436
  call void @llvm.dbg.value(metadata i32 3, metadata !434, metadata !DIExpression()), !dbg !436
  call void @llvm.dbg.value(metadata i8* %28, metadata !376, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.value(metadata i32 9, metadata !379, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), metadata !380, metadata !DIExpression()), !dbg !438
  %29 = bitcast i8* %28 to i32 (...)***, !dbg !440
  %30 = getelementptr inbounds i8, i8* %28, i64 8, !dbg !441
  %31 = bitcast i8* %30 to i32*, !dbg !441
  store i32 9, i32* %31, align 8, !dbg !441, !tbaa !262
  %32 = getelementptr inbounds i8, i8* %28, i64 16, !dbg !442
  %33 = bitcast i8* %32 to i8**, !dbg !442
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i8** %33, align 8, !dbg !442, !tbaa !386
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %29, align 8, !dbg !443, !tbaa !272
  %34 = getelementptr inbounds i8, i8* %28, i64 24, !dbg !444
  %35 = bitcast i8* %34 to i32*, !dbg !444
  store i32 3, i32* %35, align 8, !dbg !444, !tbaa !217
  invoke void @__cxa_throw(i8* nonnull %28, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %83 unwind label %15, !dbg !429

36:                                               ; preds = %10
  %37 = tail call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !445
  %38 = invoke noalias noundef nonnull i8* @_Znwy(i64 noundef 24) #17
          to label %39 unwind label %46, !dbg !446, !heapallocsite !21

39:                                               ; preds = %36
  call void @llvm.dbg.value(metadata i8* %38, metadata !376, metadata !DIExpression()), !dbg !447
  call void @llvm.dbg.value(metadata i32 11, metadata !379, metadata !DIExpression()), !dbg !447
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), metadata !380, metadata !DIExpression()), !dbg !447
  %40 = bitcast i8* %38 to i32 (...)***, !dbg !449
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %40, align 8, !dbg !449, !tbaa !272
  %41 = getelementptr inbounds i8, i8* %38, i64 8, !dbg !450
  %42 = bitcast i8* %41 to i32*, !dbg !450
  store i32 11, i32* %42, align 8, !dbg !450, !tbaa !262
  %43 = getelementptr inbounds i8, i8* %38, i64 16, !dbg !451
  %44 = bitcast i8* %43 to i8**, !dbg !451
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8** %44, align 8, !dbg !451, !tbaa !386
  %45 = bitcast i8* %37 to i8**, !dbg !445
  store i8* %38, i8** %45, align 16, !dbg !445, !tbaa !452
  invoke void @__cxa_throw(i8* nonnull %37, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #16
          to label %83 unwind label %15, !dbg !445

46:                                               ; preds = %36
  %47 = landingpad { i8*, i32 }
          cleanup, !dbg !421
  tail call void @__cxa_free_exception(i8* %37) #14, !dbg !445
  br label %71, !dbg !445

48:                                               ; preds = %10
  %49 = tail call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !453
  %50 = bitcast i8* %49 to i8**, !dbg !453
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8** %50, align 16, !dbg !453, !tbaa !452
  invoke void @__cxa_throw(i8* nonnull %49, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #16
          to label %83 unwind label %15, !dbg !453

51:                                               ; preds = %10
  %52 = tail call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !454
  call void @llvm.dbg.value(metadata i8* %52, metadata !133, metadata !DIExpression()), !dbg !455
  call void @llvm.dbg.value(metadata i32 600, metadata !136, metadata !DIExpression()), !dbg !455
  %53 = bitcast i8* %52 to i32*, !dbg !457
  store i32 600, i32* %53, align 4, !dbg !457, !tbaa !207
  %54 = load i32, i32* @_ZL6g_live, align 4, !dbg !458, !tbaa !110
  %55 = add nsw i32 %54, 1, !dbg !458
  store i32 %55, i32* @_ZL6g_live, align 4, !dbg !458, !tbaa !110
  call void @llvm.dbg.value(metadata i32 600, metadata !143, metadata !DIExpression()), !dbg !459
  %56 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !461, !tbaa !110
  %57 = icmp slt i32 %56, 64, !dbg !462
  br i1 %57, label %58, label %62, !dbg !463

58:                                               ; preds = %51
  %59 = add nsw i32 %56, 1, !dbg !464
  store i32 %59, i32* @_ZL6g_nlog, align 4, !dbg !464, !tbaa !110
  %60 = sext i32 %56 to i64, !dbg !465
  %61 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %60, !dbg !465
  store i32 600, i32* %61, align 4, !dbg !466, !tbaa !110
  br label %62, !dbg !465

62:                                               ; preds = %58, %51
  invoke void @__cxa_throw(i8* nonnull %52, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #16
          to label %83 unwind label %15, !dbg !454

63:                                               ; preds = %10
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !170, metadata !DIExpression()), !dbg !467
  store i32 %2, i32* @_ZL6g_live, align 4, !dbg !469, !tbaa !110
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !470
  %64 = icmp slt i32 %11, 64, !dbg !472
  br i1 %64, label %65, label %70, !dbg !473

65:                                               ; preds = %63
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !470
  %66 = sub nsw i32 0, %0, !dbg !474
  call void @llvm.dbg.value(metadata i32 %66, metadata !143, metadata !DIExpression()), !dbg !470
  %67 = add nsw i32 %11, 1, !dbg !475
  store i32 %67, i32* @_ZL6g_nlog, align 4, !dbg !475, !tbaa !110
  %68 = sext i32 %11 to i64, !dbg !476
  %69 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %68, !dbg !476
  store i32 %66, i32* %69, align 4, !dbg !477, !tbaa !110
  br label %70, !dbg !476

70:                                               ; preds = %63, %65
  ret void, !dbg !478

71:                                               ; preds = %46, %15
  %72 = phi { i8*, i32 } [ %16, %15 ], [ %47, %46 ]
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !170, metadata !DIExpression()), !dbg !479
  %73 = load i32, i32* @_ZL6g_live, align 4, !dbg !481, !tbaa !110
  %74 = add nsw i32 %73, -1, !dbg !481
  store i32 %74, i32* @_ZL6g_live, align 4, !dbg !481, !tbaa !110
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !482
  %75 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !484, !tbaa !110
  %76 = icmp slt i32 %75, 64, !dbg !485
  br i1 %76, label %77, label %82, !dbg !486

77:                                               ; preds = %71
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !482
  %78 = sub nsw i32 0, %0, !dbg !487
  call void @llvm.dbg.value(metadata i32 %78, metadata !143, metadata !DIExpression()), !dbg !482
  %79 = add nsw i32 %75, 1, !dbg !488
  store i32 %79, i32* @_ZL6g_nlog, align 4, !dbg !488, !tbaa !110
  %80 = sext i32 %75 to i64, !dbg !489
  %81 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %80, !dbg !489
  store i32 %78, i32* %81, align 4, !dbg !490, !tbaa !110
  br label %82, !dbg !489

82:                                               ; preds = %71, %77
  resume { i8*, i32 } %72, !dbg !478

83:                                               ; preds = %62, %48, %39, %27, %20, %17, %12
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #6 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #14
  tail call void @_ZSt9terminatev() #15
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare dso_local void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !491 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !493, metadata !DIExpression()), !dbg !494
  ret void, !dbg !495
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @_Znwy(i64 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(i8* noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !171 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !170, metadata !DIExpression()), !dbg !496
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !497, !tbaa !110
  %3 = add nsw i32 %2, -1, !dbg !497
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !497, !tbaa !110
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !498
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !500, !tbaa !110
  %5 = icmp slt i32 %4, 64, !dbg !501
  br i1 %5, label %6, label %13, !dbg !502

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i64 0, i32 0, !dbg !503
  %8 = load i32, i32* %7, align 4, !dbg !503, !tbaa !207
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %8), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !498
  %9 = sub nsw i32 0, %8, !dbg !504
  call void @llvm.dbg.value(metadata i32 %9, metadata !143, metadata !DIExpression()), !dbg !498
  %10 = add nsw i32 %4, 1, !dbg !505
  store i32 %10, i32* @_ZL6g_nlog, align 4, !dbg !505, !tbaa !110
  %11 = sext i32 %4 to i64, !dbg !506
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %11, !dbg !506
  store i32 %9, i32* %12, align 4, !dbg !507, !tbaa !110
  br label %13, !dbg !506

13:                                               ; preds = %1, %6
  ret void, !dbg !508
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !509 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !511, metadata !DIExpression()), !dbg !512
  %2 = bitcast %struct.Error* %0 to i8*, !dbg !513
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18, !dbg !513
  ret void, !dbg !514
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #10 comdat align 2 !dbg !515 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !517, metadata !DIExpression()), !dbg !519
  ret i32 1, !dbg !520
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #11 comdat align 2 !dbg !521 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !526, metadata !DIExpression()), !dbg !527
  %2 = bitcast %struct.IoError* %0 to i8*, !dbg !528
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18, !dbg !528
  ret void, !dbg !528
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #10 comdat align 2 !dbg !529 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !531, metadata !DIExpression()), !dbg !533
  ret i32 2, !dbg !534
}

declare dso_local void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !125 {
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !124, metadata !DIExpression()), !dbg !535
  call void @llvm.dbg.value(metadata i32 %1, metadata !127, metadata !DIExpression()), !dbg !535
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !133, metadata !DIExpression()), !dbg !536
  call void @llvm.dbg.value(metadata i32 %1, metadata !136, metadata !DIExpression()), !dbg !536
  %3 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 0, i32 0, !dbg !538
  store i32 %1, i32* %3, align 4, !dbg !538, !tbaa !207
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !539, !tbaa !110
  %5 = add nsw i32 %4, 1, !dbg !539
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !539, !tbaa !110
  call void @llvm.dbg.value(metadata i32 %1, metadata !143, metadata !DIExpression()), !dbg !540
  %6 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !542, !tbaa !110
  %7 = icmp slt i32 %6, 64, !dbg !543
  br i1 %7, label %8, label %12, !dbg !544

8:                                                ; preds = %2
  %9 = add nsw i32 %6, 1, !dbg !545
  store i32 %9, i32* @_ZL6g_nlog, align 4, !dbg !545, !tbaa !110
  %10 = sext i32 %6 to i64, !dbg !546
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %10, !dbg !546
  store i32 %1, i32* %11, align 4, !dbg !547, !tbaa !110
  br label %12, !dbg !546

12:                                               ; preds = %8, %2
  %13 = phi i32 [ %9, %8 ], [ %6, %2 ]
  call void @llvm.dbg.value(metadata i32 %1, metadata !548, metadata !DIExpression()), !dbg !551
  %14 = icmp slt i32 %1, 0, !dbg !553
  br i1 %14, label %15, label %26, !dbg !555

15:                                               ; preds = %12
  %16 = tail call i8* @__cxa_allocate_exception(i64 32) #14, !dbg !556
  %17 = sub nsw i32 0, %1, !dbg !557
  call void @llvm.dbg.value(metadata i8* %16, metadata !430, metadata !DIExpression()), !dbg !558
  call void @llvm.dbg.value(metadata i32 %1, metadata !433, metadata !DIExpression()), !dbg !558
  call void @llvm.dbg.value(metadata i32 %17, metadata !434, metadata !DIExpression()), !dbg !558
  call void @llvm.dbg.value(metadata i8* %16, metadata !376, metadata !DIExpression()), !dbg !560
  call void @llvm.dbg.value(metadata i32 %1, metadata !379, metadata !DIExpression()), !dbg !560
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), metadata !380, metadata !DIExpression()), !dbg !560
  %18 = bitcast i8* %16 to i32 (...)***, !dbg !562
  %19 = getelementptr inbounds i8, i8* %16, i64 8, !dbg !563
  %20 = bitcast i8* %19 to i32*, !dbg !563
  store i32 %1, i32* %20, align 8, !dbg !563, !tbaa !262
  %21 = getelementptr inbounds i8, i8* %16, i64 16, !dbg !564
  %22 = bitcast i8* %21 to i8**, !dbg !564
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i8** %22, align 8, !dbg !564, !tbaa !386
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %18, align 8, !dbg !565, !tbaa !272
  %23 = getelementptr inbounds i8, i8* %16, i64 24, !dbg !566
  %24 = bitcast i8* %23 to i32*, !dbg !566
  store i32 %17, i32* %24, align 8, !dbg !566, !tbaa !217
  invoke void @__cxa_throw(i8* nonnull %16, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %25 unwind label %35, !dbg !556

25:                                               ; preds = %15
  unreachable, !dbg !556

26:                                               ; preds = %12
  %27 = shl nuw nsw i32 %1, 1, !dbg !567
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i64 0, i32 1, !dbg !568
  store i32 %27, i32* %28, align 4, !dbg !568, !tbaa !193
  call void @llvm.dbg.value(metadata i32 777, metadata !143, metadata !DIExpression()), !dbg !569
  %29 = icmp slt i32 %13, 64, !dbg !571
  br i1 %29, label %30, label %34, !dbg !572

30:                                               ; preds = %26
  %31 = add nsw i32 %13, 1, !dbg !573
  store i32 %31, i32* @_ZL6g_nlog, align 4, !dbg !573, !tbaa !110
  %32 = sext i32 %13 to i64, !dbg !574
  %33 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %32, !dbg !574
  store i32 777, i32* %33, align 4, !dbg !575, !tbaa !110
  br label %34, !dbg !574

34:                                               ; preds = %26, %30
  ret void, !dbg !576

35:                                               ; preds = %15
  %36 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !576
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !170, metadata !DIExpression()), !dbg !577
  %37 = load i32, i32* @_ZL6g_live, align 4, !dbg !579, !tbaa !110
  %38 = add nsw i32 %37, -1, !dbg !579
  store i32 %38, i32* @_ZL6g_live, align 4, !dbg !579, !tbaa !110
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !580
  %39 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !582, !tbaa !110
  %40 = icmp slt i32 %39, 64, !dbg !583
  br i1 %40, label %41, label %47, !dbg !584

41:                                               ; preds = %35
  %42 = load i32, i32* %3, align 4, !dbg !585, !tbaa !207
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %42), metadata !143, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !580
  %43 = sub nsw i32 0, %42, !dbg !586
  call void @llvm.dbg.value(metadata i32 %43, metadata !143, metadata !DIExpression()), !dbg !580
  %44 = add nsw i32 %39, 1, !dbg !587
  store i32 %44, i32* @_ZL6g_nlog, align 4, !dbg !587, !tbaa !110
  %45 = sext i32 %39 to i64, !dbg !588
  %46 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %45, !dbg !588
  store i32 %43, i32* %46, align 4, !dbg !589, !tbaa !110
  br label %47, !dbg !588

47:                                               ; preds = %41, %35
  %48 = extractvalue { i8*, i32 } %36, 1, !dbg !576
  %49 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !590
  %50 = icmp eq i32 %48, %49, !dbg !590
  br i1 %50, label %51, label %64, !dbg !590

51:                                               ; preds = %47
  %52 = extractvalue { i8*, i32 } %36, 0, !dbg !576
  %53 = tail call i8* @__cxa_begin_catch(i8* %52) #14, !dbg !590
  call void @llvm.dbg.value(metadata i8* %53, metadata !128, metadata !DIExpression()), !dbg !535
  call void @llvm.dbg.value(metadata i32 888, metadata !143, metadata !DIExpression()), !dbg !591
  %54 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !594, !tbaa !110
  %55 = icmp slt i32 %54, 64, !dbg !595
  br i1 %55, label %56, label %60, !dbg !596

56:                                               ; preds = %51
  %57 = add nsw i32 %54, 1, !dbg !597
  store i32 %57, i32* @_ZL6g_nlog, align 4, !dbg !597, !tbaa !110
  %58 = sext i32 %54 to i64, !dbg !598
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i64 0, i64 %58, !dbg !598
  store i32 888, i32* %59, align 4, !dbg !599, !tbaa !110
  br label %60, !dbg !598

60:                                               ; preds = %51, %56
  invoke void @__cxa_rethrow()
          to label %61 unwind label %62, !dbg !600

61:                                               ; preds = %60
  unreachable, !dbg !600

62:                                               ; preds = %60
  %63 = landingpad { i8*, i32 }
          cleanup, !dbg !576
  invoke void @__cxa_end_catch()
          to label %64 unwind label %66, !dbg !600

64:                                               ; preds = %62, %47
  %65 = phi { i8*, i32 } [ %36, %47 ], [ %63, %62 ], !dbg !590
  resume { i8*, i32 } %65, !dbg !590

66:                                               ; preds = %62
  %67 = landingpad { i8*, i32 }
          catch i8* null, !dbg !600
  %68 = extractvalue { i8*, i32 } %67, 0, !dbg !600
  tail call void @__clang_call_terminate(i8* %68) #15, !dbg !600
  unreachable, !dbg !600
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #13

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }
attributes #16 = { noreturn }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83}
!llvm.ident = !{!84}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", linkageName: "_ZL6g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !69, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus")
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
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!79 = !{i32 7, !"Dwarf Version", i32 4}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 2}
!82 = !{i32 7, !"PIC Level", i32 2}
!83 = !{i32 7, !"uwtable", i32 1}
!84 = !{!"Debian clang version 14.0.6"}
!85 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !26, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!86 = !{!87, !88, !90, !93, !100}
!87 = !DILocalVariable(name: "total", scope: !85, file: !3, line: 135, type: !5)
!88 = !DILocalVariable(name: "i", scope: !89, file: !3, line: 136, type: !5)
!89 = distinct !DILexicalBlock(scope: !85, file: !3, line: 136, column: 3)
!90 = !DILocalVariable(name: "c", scope: !91, file: !3, line: 137, type: !5)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 136, column: 32)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 136, column: 3)
!93 = !DILocalVariable(name: "nt", scope: !85, file: !3, line: 144, type: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !95, identifier: "_ZTS7NoThrow")
!95 = !{!96}
!96 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !94, file: !3, line: 131, type: !97, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{!5, !99, !5}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 147, type: !5)
!101 = distinct !DILexicalBlock(scope: !85, file: !3, line: 147, column: 3)
!102 = !DILocation(line: 144, column: 11, scope: !85)
!103 = !DILocation(line: 0, scope: !85)
!104 = !DILocation(line: 0, scope: !89)
!105 = !DILocation(line: 136, column: 3, scope: !89)
!106 = !DILocation(line: 141, column: 29, scope: !85)
!107 = !DILocation(line: 141, column: 40, scope: !85)
!108 = !DILocation(line: 141, column: 3, scope: !85)
!109 = !DILocation(line: 142, column: 28, scope: !85)
!110 = !{!111, !111, i64 0}
!111 = !{!"int", !112, i64 0}
!112 = !{!"omnipotent char", !113, i64 0}
!113 = !{!"Simple C++ TBAA"}
!114 = !DILocation(line: 142, column: 3, scope: !85)
!115 = !DILocalVariable(name: "x", arg: 1, scope: !116, file: !3, line: 123, type: !5)
!116 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !63, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!117 = !{!115, !118, !120}
!118 = !DILocalVariable(name: "h", scope: !119, file: !3, line: 124, type: !58)
!119 = distinct !DILexicalBlock(scope: !116, file: !3, line: 123, column: 31)
!120 = !DILocalVariable(name: "e", scope: !116, file: !3, line: 126, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 64)
!122 = !DILocation(line: 0, scope: !116, inlinedAt: !123)
!123 = distinct !DILocation(line: 143, column: 30, scope: !85)
!124 = !DILocalVariable(name: "this", arg: 1, scope: !125, type: !130, flags: DIFlagArtificial | DIFlagObjectPointer)
!125 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !65, retainedNodes: !126)
!126 = !{!124, !127, !128}
!127 = !DILocalVariable(name: "x", arg: 2, scope: !125, file: !3, line: 115, type: !5)
!128 = !DILocalVariable(name: "e", scope: !125, file: !3, line: 117, type: !129)
!129 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!131 = !DILocation(line: 0, scope: !125, inlinedAt: !132)
!132 = distinct !DILocation(line: 124, column: 10, scope: !119, inlinedAt: !123)
!133 = !DILocalVariable(name: "this", arg: 1, scope: !134, type: !137, flags: DIFlagArtificial | DIFlagObjectPointer)
!134 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !135)
!135 = !{!133, !136}
!136 = !DILocalVariable(name: "i", arg: 2, scope: !134, file: !3, line: 21, type: !5)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!138 = !DILocation(line: 0, scope: !134, inlinedAt: !139)
!139 = distinct !DILocation(line: 115, column: 23, scope: !125, inlinedAt: !132)
!140 = !DILocation(line: 0, scope: !119, inlinedAt: !123)
!141 = !DILocation(line: 21, column: 36, scope: !142, inlinedAt: !139)
!142 = distinct !DILexicalBlock(scope: !134, file: !3, line: 21, column: 34)
!143 = !DILocalVariable(name: "v", arg: 1, scope: !144, file: !3, line: 14, type: !5)
!144 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !145, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{null, !5}
!147 = !{!143}
!148 = !DILocation(line: 0, scope: !144, inlinedAt: !149)
!149 = distinct !DILocation(line: 21, column: 46, scope: !142, inlinedAt: !139)
!150 = !DILocation(line: 15, column: 7, scope: !151, inlinedAt: !149)
!151 = distinct !DILexicalBlock(scope: !144, file: !3, line: 15, column: 7)
!152 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !149)
!153 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !149)
!154 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !149)
!155 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !149)
!156 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !149)
!157 = !DILocation(line: 0, scope: !144, inlinedAt: !158)
!158 = distinct !DILocation(line: 116, column: 5, scope: !159, inlinedAt: !132)
!159 = distinct !DILexicalBlock(scope: !125, file: !3, line: 115, column: 41)
!160 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !158)
!161 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !158)
!162 = !DILocalVariable(name: "this", arg: 1, scope: !163, type: !130, flags: DIFlagArtificial | DIFlagObjectPointer)
!163 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !58, file: !3, line: 108, type: !164, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !166, retainedNodes: !167)
!164 = !DISubroutineType(types: !165)
!165 = !{null, !68}
!166 = !DISubprogram(name: "~Holder", scope: !58, type: !164, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !{!162}
!168 = !DILocation(line: 0, scope: !163, inlinedAt: !169)
!169 = distinct !DILocation(line: 126, column: 1, scope: !116, inlinedAt: !123)
!170 = !DILocalVariable(name: "this", arg: 1, scope: !171, type: !137, flags: DIFlagArtificial | DIFlagObjectPointer)
!171 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !172)
!172 = !{!170}
!173 = !DILocation(line: 0, scope: !171, inlinedAt: !174)
!174 = distinct !DILocation(line: 108, column: 8, scope: !175, inlinedAt: !169)
!175 = distinct !DILexicalBlock(scope: !163, file: !3, line: 108, column: 8)
!176 = !DILocation(line: 23, column: 15, scope: !177, inlinedAt: !174)
!177 = distinct !DILexicalBlock(scope: !171, file: !3, line: 23, column: 13)
!178 = !DILocation(line: 0, scope: !144, inlinedAt: !179)
!179 = distinct !DILocation(line: 23, column: 25, scope: !177, inlinedAt: !174)
!180 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !179)
!181 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !158)
!182 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !158)
!183 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !158)
!184 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !179)
!185 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !179)
!186 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !179)
!187 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !179)
!188 = !DILocation(line: 0, scope: !116, inlinedAt: !189)
!189 = distinct !DILocation(line: 143, column: 42, scope: !85)
!190 = !DILocation(line: 124, column: 3, scope: !119, inlinedAt: !189)
!191 = !DILocation(line: 124, column: 10, scope: !119, inlinedAt: !189)
!192 = !DILocation(line: 125, column: 12, scope: !119, inlinedAt: !189)
!193 = !{!194, !111, i64 4}
!194 = !{!"_ZTS6Holder", !195, i64 0, !111, i64 4}
!195 = !{!"_ZTS6Tracer", !111, i64 0}
!196 = !DILocation(line: 0, scope: !163, inlinedAt: !197)
!197 = distinct !DILocation(line: 126, column: 1, scope: !116, inlinedAt: !189)
!198 = !DILocation(line: 0, scope: !171, inlinedAt: !199)
!199 = distinct !DILocation(line: 108, column: 8, scope: !175, inlinedAt: !197)
!200 = !DILocation(line: 23, column: 15, scope: !177, inlinedAt: !199)
!201 = !DILocation(line: 0, scope: !144, inlinedAt: !202)
!202 = distinct !DILocation(line: 23, column: 25, scope: !177, inlinedAt: !199)
!203 = !DILocation(line: 15, column: 7, scope: !151, inlinedAt: !202)
!204 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !202)
!205 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !202)
!206 = !DILocation(line: 23, column: 31, scope: !177, inlinedAt: !199)
!207 = !{!195, !111, i64 0}
!208 = !DILocation(line: 23, column: 30, scope: !177, inlinedAt: !199)
!209 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !202)
!210 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !202)
!211 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !202)
!212 = !DILocation(line: 126, column: 1, scope: !116, inlinedAt: !189)
!213 = !DILocation(line: 128, column: 1, scope: !119, inlinedAt: !189)
!214 = !DILocation(line: 126, column: 1, scope: !119, inlinedAt: !189)
!215 = !DILocation(line: 127, column: 20, scope: !216, inlinedAt: !189)
!216 = distinct !DILexicalBlock(scope: !116, file: !3, line: 126, column: 28)
!217 = !{!218, !111, i64 24}
!218 = !{!"_ZTS7IoError", !111, i64 24}
!219 = !DILocation(line: 127, column: 16, scope: !216, inlinedAt: !189)
!220 = !DILocation(line: 128, column: 1, scope: !216, inlinedAt: !189)
!221 = !DILocation(line: 143, column: 3, scope: !85)
!222 = !DILocation(line: 146, column: 3, scope: !85)
!223 = !DILocation(line: 0, scope: !101)
!224 = !DILocation(line: 147, column: 23, scope: !225)
!225 = distinct !DILexicalBlock(scope: !101, file: !3, line: 147, column: 3)
!226 = !DILocation(line: 147, column: 21, scope: !225)
!227 = !DILocation(line: 147, column: 3, scope: !101)
!228 = !DILocalVariable(name: "how", arg: 1, scope: !229, file: !3, line: 54, type: !5)
!229 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !230)
!230 = !{!228, !231, !232, !234, !236, !237, !238, !240}
!231 = !DILocalVariable(name: "s", scope: !229, file: !3, line: 69, type: !30)
!232 = !DILocalVariable(name: "p", scope: !229, file: !3, line: 65, type: !233)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!234 = !DILocalVariable(name: "r", scope: !235, file: !3, line: 66, type: !5)
!235 = distinct !DILexicalBlock(scope: !229, file: !3, line: 65, column: 22)
!236 = !DILocalVariable(name: "e", scope: !229, file: !3, line: 63, type: !129)
!237 = !DILocalVariable(name: "e", scope: !229, file: !3, line: 61, type: !121)
!238 = !DILocalVariable(name: "d", scope: !229, file: !3, line: 59, type: !239)
!239 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!240 = !DILocalVariable(name: "v", scope: !229, file: !3, line: 57, type: !5)
!241 = !DILocation(line: 0, scope: !229, inlinedAt: !242)
!242 = distinct !DILocation(line: 137, column: 13, scope: !91)
!243 = !DILocation(line: 56, column: 5, scope: !244, inlinedAt: !242)
!244 = distinct !DILexicalBlock(scope: !229, file: !3, line: 55, column: 7)
!245 = !DILocation(line: 75, column: 1, scope: !244, inlinedAt: !242)
!246 = !DILocation(line: 57, column: 3, scope: !244, inlinedAt: !242)
!247 = !DILocation(line: 61, column: 3, scope: !248, inlinedAt: !242)
!248 = distinct !DILexicalBlock(scope: !229, file: !3, line: 59, column: 22)
!249 = !DILocation(line: 58, column: 16, scope: !250, inlinedAt: !242)
!250 = distinct !DILexicalBlock(scope: !229, file: !3, line: 57, column: 19)
!251 = !DILocation(line: 59, column: 3, scope: !250, inlinedAt: !242)
!252 = !DILocation(line: 63, column: 3, scope: !253, inlinedAt: !242)
!253 = distinct !DILexicalBlock(scope: !229, file: !3, line: 61, column: 30)
!254 = !{!255, !255, i64 0}
!255 = !{!"double", !112, i64 0}
!256 = !DILocation(line: 60, column: 26, scope: !248, inlinedAt: !242)
!257 = !DILocation(line: 60, column: 23, scope: !248, inlinedAt: !242)
!258 = !DILocation(line: 60, column: 16, scope: !248, inlinedAt: !242)
!259 = !DILocation(line: 65, column: 3, scope: !260, inlinedAt: !242)
!260 = distinct !DILexicalBlock(scope: !229, file: !3, line: 63, column: 22)
!261 = !DILocation(line: 62, column: 20, scope: !253, inlinedAt: !242)
!262 = !{!263, !111, i64 8}
!263 = !{!"_ZTS5Error", !111, i64 8, !264, i64 16}
!264 = !{!"any pointer", !112, i64 0}
!265 = !DILocation(line: 62, column: 25, scope: !253, inlinedAt: !242)
!266 = !DILocation(line: 62, column: 16, scope: !253, inlinedAt: !242)
!267 = !DILocation(line: 62, column: 34, scope: !253, inlinedAt: !242)
!268 = !DILocation(line: 62, column: 30, scope: !253, inlinedAt: !242)
!269 = !DILocation(line: 69, column: 3, scope: !235, inlinedAt: !242)
!270 = !DILocation(line: 64, column: 20, scope: !260, inlinedAt: !242)
!271 = !DILocation(line: 64, column: 29, scope: !260, inlinedAt: !242)
!272 = !{!273, !273, i64 0}
!273 = !{!"vtable pointer", !113, i64 0}
!274 = !DILocation(line: 64, column: 16, scope: !260, inlinedAt: !242)
!275 = !DILocation(line: 64, column: 25, scope: !260, inlinedAt: !242)
!276 = !DILocation(line: 71, column: 3, scope: !277, inlinedAt: !242)
!277 = distinct !DILexicalBlock(scope: !229, file: !3, line: 69, column: 27)
!278 = !DILocation(line: 66, column: 22, scope: !235, inlinedAt: !242)
!279 = !DILocation(line: 66, column: 17, scope: !235, inlinedAt: !242)
!280 = !DILocation(line: 0, scope: !235, inlinedAt: !242)
!281 = !DILocation(line: 67, column: 5, scope: !235, inlinedAt: !242)
!282 = !DILocation(line: 70, column: 19, scope: !277, inlinedAt: !242)
!283 = !{!112, !112, i64 0}
!284 = !DILocation(line: 70, column: 24, scope: !277, inlinedAt: !242)
!285 = !DILocation(line: 70, column: 16, scope: !277, inlinedAt: !242)
!286 = !DILocation(line: 73, column: 3, scope: !287, inlinedAt: !242)
!287 = distinct !DILexicalBlock(scope: !229, file: !3, line: 71, column: 17)
!288 = !DILocation(line: 75, column: 1, scope: !260, inlinedAt: !242)
!289 = !DILocation(line: 0, scope: !91)
!290 = !DILocation(line: 138, column: 50, scope: !91)
!291 = !DILocation(line: 138, column: 5, scope: !91)
!292 = !DILocation(line: 139, column: 11, scope: !91)
!293 = !DILocation(line: 136, column: 27, scope: !92)
!294 = !DILocation(line: 136, column: 21, scope: !92)
!295 = distinct !{!295, !105, !296, !297}
!296 = !DILocation(line: 140, column: 3, scope: !89)
!297 = !{!"llvm.loop.mustprogress"}
!298 = !DILocation(line: 145, column: 9, scope: !85)
!299 = !DILocation(line: 149, column: 41, scope: !85)
!300 = !DILocation(line: 149, column: 3, scope: !85)
!301 = !DILocation(line: 150, column: 8, scope: !85)
!302 = !DILocation(line: 150, column: 15, scope: !85)
!303 = !DILocation(line: 150, column: 3, scope: !85)
!304 = !DILocation(line: 151, column: 3, scope: !85)
!305 = !DILocation(line: 148, column: 19, scope: !225)
!306 = !DILocation(line: 148, column: 5, scope: !225)
!307 = !DILocation(line: 147, column: 31, scope: !225)
!308 = distinct !{!308, !227, !309, !297}
!309 = !DILocation(line: 148, column: 27, scope: !101)
!310 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !63, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !311)
!311 = !{!312, !313, !314, !316}
!312 = !DILocalVariable(name: "how", arg: 1, scope: !310, file: !3, line: 89, type: !5)
!313 = !DILocalVariable(name: "r", scope: !310, file: !3, line: 90, type: !5)
!314 = !DILocalVariable(name: "v", scope: !315, file: !3, line: 94, type: !5)
!315 = distinct !DILexicalBlock(scope: !310, file: !3, line: 91, column: 7)
!316 = !DILocalVariable(name: "e", scope: !310, file: !3, line: 98, type: !129)
!317 = !DILocation(line: 0, scope: !310)
!318 = !DILocalVariable(name: "how", arg: 1, scope: !319, file: !3, line: 79, type: !5)
!319 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !145, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !320)
!320 = !{!318, !321}
!321 = !DILocalVariable(name: "t", scope: !319, file: !3, line: 80, type: !6)
!322 = !DILocation(line: 0, scope: !319, inlinedAt: !323)
!323 = distinct !DILocation(line: 93, column: 7, scope: !324)
!324 = distinct !DILexicalBlock(scope: !315, file: !3, line: 92, column: 9)
!325 = !DILocation(line: 0, scope: !134, inlinedAt: !326)
!326 = distinct !DILocation(line: 80, column: 10, scope: !319, inlinedAt: !323)
!327 = !DILocation(line: 21, column: 36, scope: !142, inlinedAt: !326)
!328 = !DILocation(line: 0, scope: !144, inlinedAt: !329)
!329 = distinct !DILocation(line: 21, column: 46, scope: !142, inlinedAt: !326)
!330 = !DILocation(line: 15, column: 7, scope: !151, inlinedAt: !329)
!331 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !329)
!332 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !329)
!333 = !DILocation(line: 80, column: 15, scope: !319, inlinedAt: !323)
!334 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !329)
!335 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !329)
!336 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !329)
!337 = !DILocation(line: 82, column: 5, scope: !338, inlinedAt: !323)
!338 = distinct !DILexicalBlock(scope: !319, file: !3, line: 81, column: 7)
!339 = !DILocation(line: 87, column: 1, scope: !338, inlinedAt: !323)
!340 = !DILocation(line: 83, column: 3, scope: !338, inlinedAt: !323)
!341 = !DILocation(line: 84, column: 5, scope: !342, inlinedAt: !323)
!342 = distinct !DILexicalBlock(scope: !319, file: !3, line: 83, column: 17)
!343 = !DILocation(line: 85, column: 5, scope: !342, inlinedAt: !323)
!344 = !DILocation(line: 87, column: 1, scope: !342, inlinedAt: !323)
!345 = !DILocation(line: 86, column: 3, scope: !342, inlinedAt: !323)
!346 = !DILocation(line: 0, scope: !171, inlinedAt: !347)
!347 = distinct !DILocation(line: 87, column: 1, scope: !319, inlinedAt: !323)
!348 = !DILocation(line: 23, column: 15, scope: !177, inlinedAt: !347)
!349 = !DILocation(line: 0, scope: !144, inlinedAt: !350)
!350 = distinct !DILocation(line: 23, column: 25, scope: !177, inlinedAt: !347)
!351 = !DILocation(line: 15, column: 7, scope: !151, inlinedAt: !350)
!352 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !350)
!353 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !350)
!354 = !DILocation(line: 23, column: 30, scope: !177, inlinedAt: !347)
!355 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !350)
!356 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !350)
!357 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !350)
!358 = !DILocation(line: 0, scope: !171, inlinedAt: !359)
!359 = distinct !DILocation(line: 87, column: 1, scope: !319, inlinedAt: !323)
!360 = !DILocation(line: 23, column: 15, scope: !177, inlinedAt: !359)
!361 = !DILocation(line: 0, scope: !144, inlinedAt: !362)
!362 = distinct !DILocation(line: 23, column: 25, scope: !177, inlinedAt: !359)
!363 = !DILocation(line: 15, column: 7, scope: !151, inlinedAt: !362)
!364 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !362)
!365 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !362)
!366 = !DILocation(line: 23, column: 30, scope: !177, inlinedAt: !359)
!367 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !362)
!368 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !362)
!369 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !362)
!370 = !DILocation(line: 104, column: 1, scope: !324)
!371 = !DILocation(line: 94, column: 5, scope: !324)
!372 = !DILocation(line: 0, scope: !315)
!373 = !DILocation(line: 96, column: 7, scope: !374)
!374 = distinct !DILexicalBlock(scope: !315, file: !3, line: 94, column: 21)
!375 = !DILocation(line: 96, column: 21, scope: !374)
!376 = !DILocalVariable(name: "this", arg: 1, scope: !377, type: !233, flags: DIFlagArtificial | DIFlagObjectPointer)
!377 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !33, retainedNodes: !378)
!378 = !{!376, !379, !380}
!379 = !DILocalVariable(name: "c", arg: 2, scope: !377, file: !3, line: 29, type: !5)
!380 = !DILocalVariable(name: "w", arg: 3, scope: !377, file: !3, line: 29, type: !30)
!381 = !DILocation(line: 0, scope: !377, inlinedAt: !382)
!382 = distinct !DILocation(line: 96, column: 13, scope: !374)
!383 = !DILocation(line: 29, column: 50, scope: !377, inlinedAt: !382)
!384 = !DILocation(line: 29, column: 33, scope: !377, inlinedAt: !382)
!385 = !DILocation(line: 29, column: 42, scope: !377, inlinedAt: !382)
!386 = !{!263, !264, i64 16}
!387 = !DILocation(line: 104, column: 1, scope: !374)
!388 = !DILocation(line: 97, column: 5, scope: !374)
!389 = !DILocation(line: 98, column: 3, scope: !315)
!390 = !DILocation(line: 99, column: 12, scope: !391)
!391 = distinct !DILexicalBlock(scope: !310, file: !3, line: 98, column: 22)
!392 = !DILocation(line: 99, column: 17, scope: !391)
!393 = !DILocation(line: 99, column: 7, scope: !391)
!394 = !DILocation(line: 100, column: 3, scope: !391)
!395 = !DILocation(line: 103, column: 3, scope: !310)
!396 = !DILocation(line: 102, column: 3, scope: !397)
!397 = distinct !DILexicalBlock(scope: !310, file: !3, line: 100, column: 17)
!398 = !DISubprogram(name: "puts", scope: !3, file: !3, line: 8, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !401)
!399 = !DISubroutineType(types: !400)
!400 = !{!5, !30}
!401 = !{}
!402 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !145, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !403)
!403 = !{!404, !405}
!404 = !DILocalVariable(name: "how", arg: 1, scope: !402, file: !3, line: 40, type: !5)
!405 = !DILocalVariable(name: "t", scope: !402, file: !3, line: 41, type: !6)
!406 = !DILocation(line: 0, scope: !402)
!407 = !DILocation(line: 0, scope: !134, inlinedAt: !408)
!408 = distinct !DILocation(line: 41, column: 10, scope: !402)
!409 = !DILocation(line: 21, column: 36, scope: !142, inlinedAt: !408)
!410 = !DILocation(line: 0, scope: !144, inlinedAt: !411)
!411 = distinct !DILocation(line: 21, column: 46, scope: !142, inlinedAt: !408)
!412 = !DILocation(line: 15, column: 7, scope: !151, inlinedAt: !411)
!413 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !411)
!414 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !411)
!415 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !411)
!416 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !411)
!417 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !411)
!418 = !DILocation(line: 42, column: 3, scope: !402)
!419 = !DILocation(line: 43, column: 11, scope: !420)
!420 = distinct !DILexicalBlock(scope: !402, file: !3, line: 42, column: 16)
!421 = !DILocation(line: 52, column: 1, scope: !420)
!422 = !DILocation(line: 44, column: 11, scope: !420)
!423 = !DILocation(line: 45, column: 11, scope: !420)
!424 = !DILocation(line: 0, scope: !377, inlinedAt: !425)
!425 = distinct !DILocation(line: 45, column: 17, scope: !420)
!426 = !DILocation(line: 29, column: 50, scope: !377, inlinedAt: !425)
!427 = !DILocation(line: 29, column: 33, scope: !377, inlinedAt: !425)
!428 = !DILocation(line: 29, column: 42, scope: !377, inlinedAt: !425)
!429 = !DILocation(line: 46, column: 11, scope: !420)
!430 = !DILocalVariable(name: "this", arg: 1, scope: !431, type: !435, flags: DIFlagArtificial | DIFlagObjectPointer)
!431 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !49, retainedNodes: !432)
!432 = !{!430, !433, !434}
!433 = !DILocalVariable(name: "c", arg: 2, scope: !431, file: !3, line: 36, type: !5)
!434 = !DILocalVariable(name: "f", arg: 3, scope: !431, file: !3, line: 36, type: !5)
!435 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!436 = !DILocation(line: 0, scope: !431, inlinedAt: !437)
!437 = distinct !DILocation(line: 46, column: 17, scope: !420)
!438 = !DILocation(line: 0, scope: !377, inlinedAt: !439)
!439 = distinct !DILocation(line: 36, column: 27, scope: !431, inlinedAt: !437)
!440 = !DILocation(line: 29, column: 50, scope: !377, inlinedAt: !439)
!441 = !DILocation(line: 29, column: 33, scope: !377, inlinedAt: !439)
!442 = !DILocation(line: 29, column: 42, scope: !377, inlinedAt: !439)
!443 = !DILocation(line: 36, column: 49, scope: !431, inlinedAt: !437)
!444 = !DILocation(line: 36, column: 43, scope: !431, inlinedAt: !437)
!445 = !DILocation(line: 47, column: 11, scope: !420)
!446 = !DILocation(line: 47, column: 17, scope: !420)
!447 = !DILocation(line: 0, scope: !377, inlinedAt: !448)
!448 = distinct !DILocation(line: 47, column: 21, scope: !420)
!449 = !DILocation(line: 29, column: 50, scope: !377, inlinedAt: !448)
!450 = !DILocation(line: 29, column: 33, scope: !377, inlinedAt: !448)
!451 = !DILocation(line: 29, column: 42, scope: !377, inlinedAt: !448)
!452 = !{!264, !264, i64 0}
!453 = !DILocation(line: 48, column: 11, scope: !420)
!454 = !DILocation(line: 49, column: 11, scope: !420)
!455 = !DILocation(line: 0, scope: !134, inlinedAt: !456)
!456 = distinct !DILocation(line: 49, column: 17, scope: !420)
!457 = !DILocation(line: 21, column: 28, scope: !134, inlinedAt: !456)
!458 = !DILocation(line: 21, column: 36, scope: !142, inlinedAt: !456)
!459 = !DILocation(line: 0, scope: !144, inlinedAt: !460)
!460 = distinct !DILocation(line: 21, column: 46, scope: !142, inlinedAt: !456)
!461 = !DILocation(line: 15, column: 7, scope: !151, inlinedAt: !460)
!462 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !460)
!463 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !460)
!464 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !460)
!465 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !460)
!466 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !460)
!467 = !DILocation(line: 0, scope: !171, inlinedAt: !468)
!468 = distinct !DILocation(line: 52, column: 1, scope: !402)
!469 = !DILocation(line: 23, column: 15, scope: !177, inlinedAt: !468)
!470 = !DILocation(line: 0, scope: !144, inlinedAt: !471)
!471 = distinct !DILocation(line: 23, column: 25, scope: !177, inlinedAt: !468)
!472 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !471)
!473 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !471)
!474 = !DILocation(line: 23, column: 30, scope: !177, inlinedAt: !468)
!475 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !471)
!476 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !471)
!477 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !471)
!478 = !DILocation(line: 52, column: 1, scope: !402)
!479 = !DILocation(line: 0, scope: !171, inlinedAt: !480)
!480 = distinct !DILocation(line: 52, column: 1, scope: !402)
!481 = !DILocation(line: 23, column: 15, scope: !177, inlinedAt: !480)
!482 = !DILocation(line: 0, scope: !144, inlinedAt: !483)
!483 = distinct !DILocation(line: 23, column: 25, scope: !177, inlinedAt: !480)
!484 = !DILocation(line: 15, column: 7, scope: !151, inlinedAt: !483)
!485 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !483)
!486 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !483)
!487 = !DILocation(line: 23, column: 30, scope: !177, inlinedAt: !480)
!488 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !483)
!489 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !483)
!490 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !483)
!491 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !37, retainedNodes: !492)
!492 = !{!493}
!493 = !DILocalVariable(name: "this", arg: 1, scope: !491, type: !233, flags: DIFlagArtificial | DIFlagObjectPointer)
!494 = !DILocation(line: 0, scope: !491)
!495 = !DILocation(line: 30, column: 21, scope: !491)
!496 = !DILocation(line: 0, scope: !171)
!497 = !DILocation(line: 23, column: 15, scope: !177)
!498 = !DILocation(line: 0, scope: !144, inlinedAt: !499)
!499 = distinct !DILocation(line: 23, column: 25, scope: !177)
!500 = !DILocation(line: 15, column: 7, scope: !151, inlinedAt: !499)
!501 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !499)
!502 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !499)
!503 = !DILocation(line: 23, column: 31, scope: !177)
!504 = !DILocation(line: 23, column: 30, scope: !177)
!505 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !499)
!506 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !499)
!507 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !499)
!508 = !DILocation(line: 23, column: 36, scope: !171)
!509 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !37, retainedNodes: !510)
!510 = !{!511}
!511 = !DILocalVariable(name: "this", arg: 1, scope: !509, type: !233, flags: DIFlagArtificial | DIFlagObjectPointer)
!512 = !DILocation(line: 0, scope: !509)
!513 = !DILocation(line: 30, column: 20, scope: !509)
!514 = !DILocation(line: 30, column: 21, scope: !509)
!515 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !40, retainedNodes: !516)
!516 = !{!517}
!517 = !DILocalVariable(name: "this", arg: 1, scope: !515, type: !518, flags: DIFlagArtificial | DIFlagObjectPointer)
!518 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!519 = !DILocation(line: 0, scope: !515)
!520 = !DILocation(line: 31, column: 30, scope: !515)
!521 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !45, file: !3, line: 34, type: !522, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !524, retainedNodes: !525)
!522 = !DISubroutineType(types: !523)
!523 = !{null, !52}
!524 = !DISubprogram(name: "~IoError", scope: !45, type: !522, containingType: !45, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!525 = !{!526}
!526 = !DILocalVariable(name: "this", arg: 1, scope: !521, type: !435, flags: DIFlagArtificial | DIFlagObjectPointer)
!527 = !DILocation(line: 0, scope: !521)
!528 = !DILocation(line: 34, column: 8, scope: !521)
!529 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !53, retainedNodes: !530)
!530 = !{!531}
!531 = !DILocalVariable(name: "this", arg: 1, scope: !529, type: !532, flags: DIFlagArtificial | DIFlagObjectPointer)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!533 = !DILocation(line: 0, scope: !529)
!534 = !DILocation(line: 37, column: 31, scope: !529)
!535 = !DILocation(line: 0, scope: !125)
!536 = !DILocation(line: 0, scope: !134, inlinedAt: !537)
!537 = distinct !DILocation(line: 115, column: 23, scope: !125)
!538 = !DILocation(line: 21, column: 28, scope: !134, inlinedAt: !537)
!539 = !DILocation(line: 21, column: 36, scope: !142, inlinedAt: !537)
!540 = !DILocation(line: 0, scope: !144, inlinedAt: !541)
!541 = distinct !DILocation(line: 21, column: 46, scope: !142, inlinedAt: !537)
!542 = !DILocation(line: 15, column: 7, scope: !151, inlinedAt: !541)
!543 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !541)
!544 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !541)
!545 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !541)
!546 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !541)
!547 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !541)
!548 = !DILocalVariable(name: "x", arg: 1, scope: !549, file: !3, line: 111, type: !5)
!549 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !62, retainedNodes: !550)
!550 = !{!548}
!551 = !DILocation(line: 0, scope: !549, inlinedAt: !552)
!552 = distinct !DILocation(line: 115, column: 31, scope: !125)
!553 = !DILocation(line: 112, column: 11, scope: !554, inlinedAt: !552)
!554 = distinct !DILexicalBlock(scope: !549, file: !3, line: 112, column: 9)
!555 = !DILocation(line: 112, column: 9, scope: !549, inlinedAt: !552)
!556 = !DILocation(line: 112, column: 16, scope: !554, inlinedAt: !552)
!557 = !DILocation(line: 112, column: 33, scope: !554, inlinedAt: !552)
!558 = !DILocation(line: 0, scope: !431, inlinedAt: !559)
!559 = distinct !DILocation(line: 112, column: 22, scope: !554, inlinedAt: !552)
!560 = !DILocation(line: 0, scope: !377, inlinedAt: !561)
!561 = distinct !DILocation(line: 36, column: 27, scope: !431, inlinedAt: !559)
!562 = !DILocation(line: 29, column: 50, scope: !377, inlinedAt: !561)
!563 = !DILocation(line: 29, column: 33, scope: !377, inlinedAt: !561)
!564 = !DILocation(line: 29, column: 42, scope: !377, inlinedAt: !561)
!565 = !DILocation(line: 36, column: 49, scope: !431, inlinedAt: !559)
!566 = !DILocation(line: 36, column: 43, scope: !431, inlinedAt: !559)
!567 = !DILocation(line: 113, column: 14, scope: !549, inlinedAt: !552)
!568 = !DILocation(line: 115, column: 29, scope: !125)
!569 = !DILocation(line: 0, scope: !144, inlinedAt: !570)
!570 = distinct !DILocation(line: 116, column: 5, scope: !159)
!571 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !570)
!572 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !570)
!573 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !570)
!574 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !570)
!575 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !570)
!576 = !DILocation(line: 119, column: 3, scope: !125)
!577 = !DILocation(line: 0, scope: !171, inlinedAt: !578)
!578 = distinct !DILocation(line: 117, column: 3, scope: !159)
!579 = !DILocation(line: 23, column: 15, scope: !177, inlinedAt: !578)
!580 = !DILocation(line: 0, scope: !144, inlinedAt: !581)
!581 = distinct !DILocation(line: 23, column: 25, scope: !177, inlinedAt: !578)
!582 = !DILocation(line: 15, column: 7, scope: !151, inlinedAt: !581)
!583 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !581)
!584 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !581)
!585 = !DILocation(line: 23, column: 31, scope: !177, inlinedAt: !578)
!586 = !DILocation(line: 23, column: 30, scope: !177, inlinedAt: !578)
!587 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !581)
!588 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !581)
!589 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !581)
!590 = !DILocation(line: 117, column: 3, scope: !159)
!591 = !DILocation(line: 0, scope: !144, inlinedAt: !592)
!592 = distinct !DILocation(line: 118, column: 5, scope: !593)
!593 = distinct !DILexicalBlock(scope: !125, file: !3, line: 117, column: 22)
!594 = !DILocation(line: 15, column: 7, scope: !151, inlinedAt: !592)
!595 = !DILocation(line: 15, column: 14, scope: !151, inlinedAt: !592)
!596 = !DILocation(line: 15, column: 7, scope: !144, inlinedAt: !592)
!597 = !DILocation(line: 16, column: 17, scope: !151, inlinedAt: !592)
!598 = !DILocation(line: 16, column: 5, scope: !151, inlinedAt: !592)
!599 = !DILocation(line: 16, column: 21, scope: !151, inlinedAt: !592)
!600 = !DILocation(line: 119, column: 3, scope: !593)
