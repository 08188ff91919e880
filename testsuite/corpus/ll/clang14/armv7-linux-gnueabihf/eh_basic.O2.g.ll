; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZTV5Error = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.Error*)* @_ZN5ErrorD0Ev to i8*), i8* bitcast (i32 (%struct.Error*)* @_ZNK5Error4kindEv to i8*)] }, comdat, align 4
@.str.12 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@_ZTV7IoError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*), i8* bitcast (void (%struct.IoError*)* @_ZN7IoErrorD0Ev to i8*), i8* bitcast (i32 (%struct.IoError*)* @_ZNK7IoError4kindEv to i8*)] }, comdat, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"nested\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__gxx_personality_v0 !dbg !90 {
  %1 = alloca %struct.Holder, align 4
  call void @llvm.dbg.declare(metadata i8* undef, metadata !98, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !109
  br label %61, !dbg !110

2:                                                ; preds = %144
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !111
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !112
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3, i32 noundef %4), !dbg !113
  %6 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !114, !tbaa !115
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %6), !dbg !119
  call void @llvm.dbg.value(metadata i32 5, metadata !120, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !129, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 5, metadata !132, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !138, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 5, metadata !141, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 5, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !145
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !146, !tbaa !115
  %9 = add nsw i32 %8, 1, !dbg !146
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !146, !tbaa !115
  call void @llvm.dbg.value(metadata i32 5, metadata !148, metadata !DIExpression()), !dbg !153
  %10 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !155, !tbaa !115
  %11 = icmp slt i32 %10, 64, !dbg !157
  br i1 %11, label %12, label %16, !dbg !158

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1, !dbg !159
  store i32 %13, i32* @_ZL6g_nlog, align 4, !dbg !159, !tbaa !115
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10, !dbg !160
  store i32 5, i32* %14, align 4, !dbg !161, !tbaa !115
  call void @llvm.dbg.value(metadata i32 10, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !145
  call void @llvm.dbg.value(metadata i32 777, metadata !148, metadata !DIExpression()), !dbg !162
  %15 = icmp eq i32 %10, 63, !dbg !165
  br i1 %15, label %16, label %17, !dbg !166

16:                                               ; preds = %12, %2
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !167, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !175, metadata !DIExpression()), !dbg !178
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !181, !tbaa !115
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !183
  br label %24, !dbg !185

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2, !dbg !186
  store i32 %18, i32* @_ZL6g_nlog, align 4, !dbg !186, !tbaa !115
  %19 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %13, !dbg !187
  store i32 777, i32* %19, align 4, !dbg !188, !tbaa !115
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !167, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !175, metadata !DIExpression()), !dbg !178
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !181, !tbaa !115
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !183
  %20 = icmp slt i32 %10, 62, !dbg !189
  br i1 %20, label %21, label %24, !dbg !185

21:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !175, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 -5, metadata !148, metadata !DIExpression()), !dbg !183
  %22 = add nsw i32 %10, 3, !dbg !190
  store i32 %22, i32* @_ZL6g_nlog, align 4, !dbg !190, !tbaa !115
  %23 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %18, !dbg !191
  store i32 -5, i32* %23, align 4, !dbg !192, !tbaa !115
  br label %24, !dbg !191

24:                                               ; preds = %17, %21, %16
  call void @llvm.dbg.value(metadata i32 -4, metadata !120, metadata !DIExpression()), !dbg !193
  %25 = bitcast %struct.Holder* %1 to i8*, !dbg !195
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #14, !dbg !195
  call void @llvm.dbg.declare(metadata %struct.Holder* %1, metadata !123, metadata !DIExpression()), !dbg !196
  %26 = invoke noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %27 unwind label %41, !dbg !196

27:                                               ; preds = %24
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 1, !dbg !197
  %29 = load i32, i32* %28, align 4, !dbg !197, !tbaa !198
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !167, metadata !DIExpression()), !dbg !201
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !175, metadata !DIExpression()), !dbg !203
  %30 = load i32, i32* @_ZL6g_live, align 4, !dbg !205, !tbaa !115
  %31 = add nsw i32 %30, -1, !dbg !205
  store i32 %31, i32* @_ZL6g_live, align 4, !dbg !205, !tbaa !115
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !206
  %32 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !208, !tbaa !115
  %33 = icmp slt i32 %32, 64, !dbg !209
  br i1 %33, label %34, label %40, !dbg !210

34:                                               ; preds = %27
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !175, metadata !DIExpression()), !dbg !203
  %35 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 0, i32 0, !dbg !211
  %36 = load i32, i32* %35, align 4, !dbg !211, !tbaa !212
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %36), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !206
  %37 = sub nsw i32 0, %36, !dbg !213
  call void @llvm.dbg.value(metadata i32 %37, metadata !148, metadata !DIExpression()), !dbg !206
  %38 = add nsw i32 %32, 1, !dbg !214
  store i32 %38, i32* @_ZL6g_nlog, align 4, !dbg !214, !tbaa !115
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %32, !dbg !215
  store i32 %37, i32* %39, align 4, !dbg !216, !tbaa !115
  br label %40, !dbg !215

40:                                               ; preds = %34, %27
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #14, !dbg !217
  br label %55

41:                                               ; preds = %24
  %42 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), !dbg !218
  %43 = extractvalue { i8*, i32 } %42, 1, !dbg !218
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #14, !dbg !217
  %44 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #14, !dbg !219
  %45 = icmp eq i32 %43, %44, !dbg !219
  br i1 %45, label %46, label %53, !dbg !219

46:                                               ; preds = %41
  %47 = extractvalue { i8*, i32 } %42, 0, !dbg !218
  %48 = call i8* @__cxa_begin_catch(i8* %47) #14, !dbg !219
  call void @llvm.dbg.value(metadata i8* %48, metadata !125, metadata !DIExpression()), !dbg !193
  %49 = getelementptr inbounds i8, i8* %48, i32 12, !dbg !220
  %50 = bitcast i8* %49 to i32*, !dbg !220
  %51 = load i32, i32* %50, align 4, !dbg !220, !tbaa !222
  %52 = add nsw i32 %51, -1000, !dbg !224
  call void @__cxa_end_catch(), !dbg !225
  br label %55

53:                                               ; preds = %139, %41
  %54 = phi { i8*, i32 } [ %42, %41 ], [ %140, %139 ]
  resume { i8*, i32 } %54, !dbg !108

55:                                               ; preds = %40, %46
  %56 = phi i32 [ %29, %40 ], [ %52, %46 ], !dbg !193
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, i32 noundef %56), !dbg !226
  call void @llvm.dbg.value(metadata !DIArgList(i32 %148, i32 2), metadata !92, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !108
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0)), !dbg !227
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !228
  %59 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !229, !tbaa !115
  %60 = icmp sgt i32 %59, 0, !dbg !231
  br i1 %60, label %159, label %151, !dbg !232

61:                                               ; preds = %0, %144
  %62 = phi i32 [ 0, %0 ], [ %148, %144 ]
  %63 = phi i32 [ 0, %0 ], [ %149, %144 ]
  call void @llvm.dbg.value(metadata i32 %62, metadata !92, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %63, metadata !93, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 %63, metadata !233, metadata !DIExpression()), !dbg !246
  invoke fastcc void @_ZL7throweri(i32 noundef %63)
          to label %144 unwind label %64, !dbg !248

64:                                               ; preds = %61
  %65 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null, !dbg !250
  %66 = extractvalue { i8*, i32 } %65, 0, !dbg !250
  %67 = extractvalue { i8*, i32 } %65, 1, !dbg !250
  %68 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !251
  %69 = icmp eq i32 %67, %68, !dbg !251
  br i1 %69, label %70, label %75, !dbg !251

70:                                               ; preds = %64
  %71 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !252
  %72 = bitcast i8* %71 to i32*, !dbg !252
  %73 = load i32, i32* %72, align 4, !dbg !252, !tbaa !115
  call void @llvm.dbg.value(metadata i32 %73, metadata !245, metadata !DIExpression()), !dbg !246
  %74 = add nsw i32 %73, 100, !dbg !254
  tail call void @__cxa_end_catch() #14, !dbg !256
  br label %144

75:                                               ; preds = %64
  %76 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #14, !dbg !251
  %77 = icmp eq i32 %67, %76, !dbg !251
  br i1 %77, label %78, label %85, !dbg !251

78:                                               ; preds = %75
  %79 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !257
  %80 = bitcast i8* %79 to double*, !dbg !257
  %81 = load double, double* %80, align 8, !dbg !257, !tbaa !259
  call void @llvm.dbg.value(metadata double %81, metadata !243, metadata !DIExpression()), !dbg !246
  %82 = fmul double %81, 2.000000e+00, !dbg !261
  %83 = fptosi double %82 to i32, !dbg !262
  %84 = add nsw i32 %83, 200, !dbg !263
  tail call void @__cxa_end_catch() #14, !dbg !252
  br label %144

85:                                               ; preds = %75
  %86 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #14, !dbg !251
  %87 = icmp eq i32 %67, %86, !dbg !251
  br i1 %87, label %88, label %99, !dbg !251

88:                                               ; preds = %85
  %89 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !264
  call void @llvm.dbg.value(metadata i8* %89, metadata !242, metadata !DIExpression()), !dbg !246
  %90 = getelementptr inbounds i8, i8* %89, i32 4, !dbg !266
  %91 = bitcast i8* %90 to i32*, !dbg !266
  %92 = load i32, i32* %91, align 4, !dbg !266, !tbaa !267
  %93 = mul nsw i32 %92, 10, !dbg !270
  %94 = add nsw i32 %93, 300, !dbg !271
  %95 = getelementptr inbounds i8, i8* %89, i32 12, !dbg !272
  %96 = bitcast i8* %95 to i32*, !dbg !272
  %97 = load i32, i32* %96, align 4, !dbg !272, !tbaa !222
  %98 = add nsw i32 %94, %97, !dbg !273
  tail call void @__cxa_end_catch(), !dbg !257
  br label %144

99:                                               ; preds = %85
  %100 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !251
  %101 = icmp eq i32 %67, %100, !dbg !251
  br i1 %101, label %102, label %116, !dbg !251

102:                                              ; preds = %99
  %103 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !274
  %104 = bitcast i8* %103 to %struct.Error*, !dbg !274
  call void @llvm.dbg.value(metadata %struct.Error* %104, metadata !241, metadata !DIExpression()), !dbg !246
  %105 = getelementptr inbounds i8, i8* %103, i32 4, !dbg !275
  %106 = bitcast i8* %105 to i32*, !dbg !275
  %107 = load i32, i32* %106, align 4, !dbg !275, !tbaa !267
  %108 = bitcast i8* %103 to i32 (%struct.Error*)***, !dbg !276
  %109 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %108, align 4, !dbg !276, !tbaa !277
  %110 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %109, i32 2, !dbg !276
  %111 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %110, align 4, !dbg !276
  %112 = invoke noundef i32 %111(%struct.Error* noundef nonnull align 4 dereferenceable(12) %104)
          to label %113 unwind label %139, !dbg !276

113:                                              ; preds = %102
  %114 = add nsw i32 %107, 400, !dbg !279
  %115 = add nsw i32 %114, %112, !dbg !280
  tail call void @__cxa_end_catch(), !dbg !264
  br label %144

116:                                              ; preds = %99
  %117 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #14, !dbg !251
  %118 = icmp eq i32 %67, %117, !dbg !251
  br i1 %118, label %119, label %130, !dbg !251

119:                                              ; preds = %116
  %120 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !281
  call void @llvm.dbg.value(metadata i8* %120, metadata !237, metadata !DIExpression()), !dbg !246
  %121 = getelementptr inbounds i8, i8* %120, i32 4, !dbg !283
  %122 = bitcast i8* %121 to i32*, !dbg !283
  %123 = load i32, i32* %122, align 4, !dbg !283, !tbaa !267
  %124 = add nsw i32 %123, 500, !dbg !284
  call void @llvm.dbg.value(metadata i32 %124, metadata !239, metadata !DIExpression()), !dbg !285
  %125 = bitcast i8* %120 to %struct.Error*, !dbg !281
  call void @llvm.dbg.value(metadata %struct.Error* %125, metadata !237, metadata !DIExpression()), !dbg !246
  %126 = bitcast i8* %120 to void (%struct.Error*)***, !dbg !286
  %127 = load void (%struct.Error*)**, void (%struct.Error*)*** %126, align 4, !dbg !286, !tbaa !277
  %128 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %127, i32 1, !dbg !286
  %129 = load void (%struct.Error*)*, void (%struct.Error*)** %128, align 4, !dbg !286
  tail call void %129(%struct.Error* noundef nonnull align 4 dereferenceable(12) %125) #14, !dbg !286
  tail call void @__cxa_end_catch() #14, !dbg !274
  br label %144

130:                                              ; preds = %116
  %131 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #14, !dbg !251
  %132 = icmp eq i32 %67, %131, !dbg !251
  %133 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !246
  br i1 %132, label %134, label %138, !dbg !251

134:                                              ; preds = %130
  call void @llvm.dbg.value(metadata i8* %133, metadata !236, metadata !DIExpression()), !dbg !246
  %135 = load i8, i8* %133, align 1, !dbg !287, !tbaa !288
  %136 = icmp eq i8 %135, 99, !dbg !289
  %137 = select i1 %136, i32 601, i32 600, !dbg !290
  tail call void @__cxa_end_catch() #14, !dbg !281
  br label %144

138:                                              ; preds = %130
  tail call void @__cxa_end_catch(), !dbg !291
  br label %144

139:                                              ; preds = %102
  %140 = landingpad { i8*, i32 }
          cleanup, !dbg !293
  invoke void @__cxa_end_catch()
          to label %53 unwind label %141, !dbg !264

141:                                              ; preds = %139
  %142 = landingpad { i8*, i32 }
          catch i8* null, !dbg !264
  %143 = extractvalue { i8*, i32 } %142, 0, !dbg !264
  tail call void @__clang_call_terminate(i8* %143) #15, !dbg !264
  unreachable, !dbg !264

144:                                              ; preds = %61, %70, %78, %88, %113, %119, %134, %138
  %145 = phi i32 [ %74, %70 ], [ %84, %78 ], [ %98, %88 ], [ %115, %113 ], [ %124, %119 ], [ %137, %134 ], [ 999, %138 ], [ 0, %61 ], !dbg !246
  call void @llvm.dbg.value(metadata i32 %145, metadata !95, metadata !DIExpression()), !dbg !294
  %146 = load i32, i32* @_ZL6g_live, align 4, !dbg !295, !tbaa !115
  %147 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %63, i32 noundef %145, i32 noundef %146), !dbg !296
  %148 = add nsw i32 %145, %62, !dbg !297
  call void @llvm.dbg.value(metadata i32 %148, metadata !92, metadata !DIExpression()), !dbg !108
  %149 = add nuw nsw i32 %63, 1, !dbg !298
  call void @llvm.dbg.value(metadata i32 %149, metadata !93, metadata !DIExpression()), !dbg !109
  %150 = icmp eq i32 %149, 8, !dbg !299
  br i1 %150, label %2, label %61, !dbg !110, !llvm.loop !300

151:                                              ; preds = %159, %55
  %152 = add nsw i32 %148, 2, !dbg !303
  call void @llvm.dbg.value(metadata i32 %152, metadata !92, metadata !DIExpression()), !dbg !108
  %153 = load i32, i32* @_ZL6g_live, align 4, !dbg !304, !tbaa !115
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i32 0, i32 0), i32 noundef %152, i32 noundef %153), !dbg !305
  %155 = load i32, i32* @_ZL6g_live, align 4, !dbg !306, !tbaa !115
  %156 = icmp eq i32 %155, 0, !dbg !307
  %157 = select i1 %156, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), !dbg !306
  %158 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %157), !dbg !308
  ret i32 0, !dbg !309

159:                                              ; preds = %55, %159
  %160 = phi i32 [ %164, %159 ], [ 0, %55 ]
  call void @llvm.dbg.value(metadata i32 %160, metadata !105, metadata !DIExpression()), !dbg !228
  %161 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %160, !dbg !310
  %162 = load i32, i32* %161, align 4, !dbg !310, !tbaa !115
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef %162), !dbg !311
  %164 = add nuw nsw i32 %160, 1, !dbg !312
  call void @llvm.dbg.value(metadata i32 %164, metadata !105, metadata !DIExpression()), !dbg !228
  %165 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !229, !tbaa !115
  %166 = icmp slt i32 %164, %165, !dbg !231
  br i1 %166, label %159, label %151, !dbg !232, !llvm.loop !313
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !315 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !317, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.value(metadata i32 0, metadata !318, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.value(metadata i32 %0, metadata !323, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !138, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata i32 %0, metadata !141, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !330
  call void @llvm.dbg.value(metadata i32 %0, metadata !326, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !327
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !332, !tbaa !115
  %3 = add nsw i32 %2, 1, !dbg !332
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !332, !tbaa !115
  call void @llvm.dbg.value(metadata i32 %0, metadata !148, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !333
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !335, !tbaa !115
  %5 = icmp slt i32 %4, 64, !dbg !336
  br i1 %5, label %6, label %10, !dbg !337

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 50, !dbg !338
  call void @llvm.dbg.value(metadata i32 %7, metadata !141, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata i32 %7, metadata !326, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata i32 %7, metadata !148, metadata !DIExpression()), !dbg !333
  %8 = add nsw i32 %4, 1, !dbg !339
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !339, !tbaa !115
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4, !dbg !340
  store i32 %7, i32* %9, align 4, !dbg !341, !tbaa !115
  br label %10, !dbg !340

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %28 unwind label %11, !dbg !342

11:                                               ; preds = %10
  %12 = landingpad { i8*, i32 }
          catch i8* null, !dbg !344
  %13 = extractvalue { i8*, i32 } %12, 0, !dbg !344
  %14 = tail call i8* @__cxa_begin_catch(i8* %13) #14, !dbg !345
  %15 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !346, !tbaa !115
  %16 = add nsw i32 %15, 1, !dbg !346
  store i32 %16, i32* @_ZL13rethrow_count, align 4, !dbg !346, !tbaa !115
  invoke void @__cxa_rethrow() #16
          to label %40 unwind label %17, !dbg !348

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !349
  invoke void @__cxa_end_catch()
          to label %19 unwind label %37, !dbg !350

19:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !175, metadata !DIExpression()), !dbg !351
  %20 = load i32, i32* @_ZL6g_live, align 4, !dbg !353, !tbaa !115
  %21 = add nsw i32 %20, -1, !dbg !353
  store i32 %21, i32* @_ZL6g_live, align 4, !dbg !353, !tbaa !115
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !354
  %22 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !356, !tbaa !115
  %23 = icmp slt i32 %22, 64, !dbg !357
  br i1 %23, label %24, label %41, !dbg !358

24:                                               ; preds = %19
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !354
  %25 = sub i32 -50, %0, !dbg !359
  call void @llvm.dbg.value(metadata i32 %25, metadata !148, metadata !DIExpression()), !dbg !354
  %26 = add nsw i32 %22, 1, !dbg !360
  store i32 %26, i32* @_ZL6g_nlog, align 4, !dbg !360, !tbaa !115
  %27 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %22, !dbg !361
  store i32 %25, i32* %27, align 4, !dbg !362, !tbaa !115
  br label %41, !dbg !361

28:                                               ; preds = %10
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !175, metadata !DIExpression()), !dbg !363
  %29 = load i32, i32* @_ZL6g_live, align 4, !dbg !365, !tbaa !115
  %30 = add nsw i32 %29, -1, !dbg !365
  store i32 %30, i32* @_ZL6g_live, align 4, !dbg !365, !tbaa !115
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !366
  %31 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !368, !tbaa !115
  %32 = icmp slt i32 %31, 64, !dbg !369
  br i1 %32, label %33, label %74, !dbg !370

33:                                               ; preds = %28
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !366
  %34 = sub i32 -50, %0, !dbg !371
  call void @llvm.dbg.value(metadata i32 %34, metadata !148, metadata !DIExpression()), !dbg !366
  %35 = add nsw i32 %31, 1, !dbg !372
  store i32 %35, i32* @_ZL6g_nlog, align 4, !dbg !372, !tbaa !115
  %36 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %31, !dbg !373
  store i32 %34, i32* %36, align 4, !dbg !374, !tbaa !115
  br label %74, !dbg !373

37:                                               ; preds = %17
  %38 = landingpad { i8*, i32 }
          catch i8* null, !dbg !350
  %39 = extractvalue { i8*, i32 } %38, 0, !dbg !350
  tail call void @__clang_call_terminate(i8* %39) #15, !dbg !350
  unreachable, !dbg !350

40:                                               ; preds = %11
  unreachable

41:                                               ; preds = %19, %24
  %42 = extractvalue { i8*, i32 } %18, 0, !dbg !375
  %43 = extractvalue { i8*, i32 } %18, 1, !dbg !375
  %44 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !376
  %45 = icmp eq i32 %43, %44, !dbg !376
  br i1 %45, label %46, label %61, !dbg !376

46:                                               ; preds = %41
  %47 = tail call i8* @__cxa_begin_catch(i8* %42) #14, !dbg !376
  %48 = bitcast i8* %47 to i32*, !dbg !376
  %49 = load i32, i32* %48, align 4, !dbg !376, !tbaa !115
  call void @llvm.dbg.value(metadata i32 %49, metadata !319, metadata !DIExpression()), !dbg !377
  call void @llvm.dbg.value(metadata i32 %49, metadata !318, metadata !DIExpression()), !dbg !322
  %50 = tail call i8* @__cxa_allocate_exception(i32 12) #14, !dbg !378
  %51 = add nsw i32 %49, 1, !dbg !380
  call void @llvm.dbg.value(metadata i8* %50, metadata !381, metadata !DIExpression()), !dbg !386
  call void @llvm.dbg.value(metadata i32 %51, metadata !384, metadata !DIExpression()), !dbg !386
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), metadata !385, metadata !DIExpression()), !dbg !386
  %52 = bitcast i8* %50 to i32 (...)***, !dbg !388
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %52, align 4, !dbg !388, !tbaa !277
  %53 = getelementptr inbounds i8, i8* %50, i32 4, !dbg !389
  %54 = bitcast i8* %53 to i32*, !dbg !389
  store i32 %51, i32* %54, align 4, !dbg !389, !tbaa !267
  %55 = getelementptr inbounds i8, i8* %50, i32 8, !dbg !390
  %56 = bitcast i8* %55 to i8**, !dbg !390
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8** %56, align 4, !dbg !390, !tbaa !391
  invoke void @__cxa_throw(i8* nonnull %50, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %77 unwind label %57, !dbg !378

57:                                               ; preds = %46
  %58 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !392
  %59 = extractvalue { i8*, i32 } %58, 0, !dbg !392
  %60 = extractvalue { i8*, i32 } %58, 1, !dbg !392
  tail call void @__cxa_end_catch() #14, !dbg !393
  br label %61, !dbg !393

61:                                               ; preds = %57, %41
  %62 = phi i32 [ %60, %57 ], [ %43, %41 ], !dbg !377
  %63 = phi i8* [ %59, %57 ], [ %42, %41 ], !dbg !377
  %64 = phi i32 [ %49, %57 ], [ 0, %41 ], !dbg !322
  call void @llvm.dbg.value(metadata i32 %64, metadata !318, metadata !DIExpression()), !dbg !322
  %65 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !394
  %66 = icmp eq i32 %62, %65, !dbg !394
  %67 = tail call i8* @__cxa_begin_catch(i8* %63) #14, !dbg !322
  br i1 %66, label %68, label %76, !dbg !394

68:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i8* %67, metadata !321, metadata !DIExpression()), !dbg !322
  %69 = getelementptr inbounds i8, i8* %67, i32 4, !dbg !395
  %70 = bitcast i8* %69 to i32*, !dbg !395
  %71 = load i32, i32* %70, align 4, !dbg !395, !tbaa !267
  %72 = mul nsw i32 %71, 100, !dbg !397
  %73 = add nsw i32 %72, %64, !dbg !398
  call void @llvm.dbg.value(metadata i32 %73, metadata !318, metadata !DIExpression()), !dbg !322
  tail call void @__cxa_end_catch(), !dbg !399
  br label %74, !dbg !399

74:                                               ; preds = %33, %28, %68, %76
  %75 = phi i32 [ %73, %68 ], [ -1, %76 ], [ 0, %28 ], [ 0, %33 ], !dbg !322
  call void @llvm.dbg.value(metadata i32 %75, metadata !318, metadata !DIExpression()), !dbg !322
  ret i32 %75, !dbg !400

76:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i32 -1, metadata !318, metadata !DIExpression()), !dbg !322
  tail call void @__cxa_end_catch(), !dbg !401
  br label %74, !dbg !401

77:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare !dbg !403 noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: noinline norecurse
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !407 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !409, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !138, metadata !DIExpression()), !dbg !412
  call void @llvm.dbg.value(metadata i32 %0, metadata !141, metadata !DIExpression()), !dbg !412
  call void @llvm.dbg.value(metadata i32 %0, metadata !410, metadata !DIExpression()), !dbg !411
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !414, !tbaa !115
  %3 = add nsw i32 %2, 1, !dbg !414
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !414, !tbaa !115
  call void @llvm.dbg.value(metadata i32 %0, metadata !148, metadata !DIExpression()), !dbg !415
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !417, !tbaa !115
  %5 = icmp slt i32 %4, 64, !dbg !418
  br i1 %5, label %6, label %9, !dbg !419

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1, !dbg !420
  store i32 %7, i32* @_ZL6g_nlog, align 4, !dbg !420, !tbaa !115
  %8 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4, !dbg !421
  store i32 %0, i32* %8, align 4, !dbg !422, !tbaa !115
  br label %9, !dbg !421

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
  ], !dbg !423

11:                                               ; preds = %9
  %12 = tail call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !424
  %13 = bitcast i8* %12 to i32*, !dbg !424
  store i32 42, i32* %13, align 8, !dbg !424, !tbaa !115
  invoke void @__cxa_throw(i8* nonnull %12, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #16
          to label %78 unwind label %14, !dbg !424

14:                                               ; preds = %59, %46, %38, %26, %19, %16, %11
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !426
  br label %67, !dbg !426

16:                                               ; preds = %9
  %17 = tail call i8* @__cxa_allocate_exception(i32 8) #14, !dbg !427
  %18 = bitcast i8* %17 to double*, !dbg !427
  store double 3.500000e+00, double* %18, align 8, !dbg !427, !tbaa !259
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast (i8** @_ZTId to i8*), i8* null) #16
          to label %78 unwind label %14, !dbg !427

19:                                               ; preds = %9
  %20 = tail call i8* @__cxa_allocate_exception(i32 12) #14, !dbg !428
  call void @llvm.dbg.value(metadata i8* %20, metadata !381, metadata !DIExpression()), !dbg !429
  call void @llvm.dbg.value(metadata i32 7, metadata !384, metadata !DIExpression()), !dbg !429
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), metadata !385, metadata !DIExpression()), !dbg !429
  %21 = bitcast i8* %20 to i32 (...)***, !dbg !431
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %21, align 4, !dbg !431, !tbaa !277
  %22 = getelementptr inbounds i8, i8* %20, i32 4, !dbg !432
  %23 = bitcast i8* %22 to i32*, !dbg !432
  store i32 7, i32* %23, align 4, !dbg !432, !tbaa !267
  %24 = getelementptr inbounds i8, i8* %20, i32 8, !dbg !433
  %25 = bitcast i8* %24 to i8**, !dbg !433
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8** %25, align 4, !dbg !433, !tbaa !391
  invoke void @__cxa_throw(i8* nonnull %20, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %78 unwind label %14, !dbg !428

26:                                               ; preds = %9
  %27 = tail call i8* @__cxa_allocate_exception(i32 16) #14, !dbg !434
  call void @llvm.dbg.value(metadata i8* %27, metadata !435, metadata !DIExpression()), !dbg !441
  call void @llvm.dbg.value(metadata i32 9, metadata !438, metadata !DIExpression()), !dbg !441
  call void @llvm.dbg.value(metadata i32 3, metadata !439, metadata !DIExpression()), !dbg !441
  call void @llvm.dbg.value(metadata i8* %27, metadata !381, metadata !DIExpression()), !dbg !443
  call void @llvm.dbg.value(metadata i32 9, metadata !384, metadata !DIExpression()), !dbg !443
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), metadata !385, metadata !DIExpression()), !dbg !443
  %28 = bitcast i8* %27 to i32 (...)***, !dbg !445
  %29 = getelementptr inbounds i8, i8* %27, i32 4, !dbg !446
  %30 = bitcast i8* %29 to i32*, !dbg !446
  store i32 9, i32* %30, align 4, !dbg !446, !tbaa !267
  %31 = getelementptr inbounds i8, i8* %27, i32 8, !dbg !447
  %32 = bitcast i8* %31 to i8**, !dbg !447
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %32, align 4, !dbg !447, !tbaa !391
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %28, align 4, !dbg !448, !tbaa !277
  %33 = getelementptr inbounds i8, i8* %27, i32 12, !dbg !449
  %34 = bitcast i8* %33 to i32*, !dbg !449
  store i32 3, i32* %34, align 4, !dbg !449, !tbaa !222
  invoke void @__cxa_throw(i8* nonnull %27, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %78 unwind label %14, !dbg !434

35:                                               ; preds = %9
  %36 = tail call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !450
  %37 = invoke noalias noundef nonnull dereferenceable(12) i8* @_Znwj(i32 noundef 12) #17
          to label %38 unwind label %44, !dbg !451, !heapallocsite !21

38:                                               ; preds = %35
  %39 = bitcast i8* %37 to %struct.Error*, !dbg !451
  call void @llvm.dbg.value(metadata %struct.Error* %39, metadata !381, metadata !DIExpression()), !dbg !452
  call void @llvm.dbg.value(metadata i32 11, metadata !384, metadata !DIExpression()), !dbg !452
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), metadata !385, metadata !DIExpression()), !dbg !452
  %40 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 0, !dbg !454
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %40, align 4, !dbg !454, !tbaa !277
  %41 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 1, !dbg !455
  store i32 11, i32* %41, align 4, !dbg !455, !tbaa !267
  %42 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 2, !dbg !456
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8** %42, align 4, !dbg !456, !tbaa !391
  %43 = bitcast i8* %36 to i8**, !dbg !450
  store i8* %37, i8** %43, align 8, !dbg !450, !tbaa !457
  invoke void @__cxa_throw(i8* nonnull %36, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #16
          to label %78 unwind label %14, !dbg !450

44:                                               ; preds = %35
  %45 = landingpad { i8*, i32 }
          cleanup, !dbg !426
  tail call void @__cxa_free_exception(i8* %36) #14, !dbg !450
  br label %67, !dbg !450

46:                                               ; preds = %9
  %47 = tail call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !458
  %48 = bitcast i8* %47 to i8**, !dbg !458
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %48, align 8, !dbg !458, !tbaa !457
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #16
          to label %78 unwind label %14, !dbg !458

49:                                               ; preds = %9
  %50 = tail call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !459
  call void @llvm.dbg.value(metadata i8* %50, metadata !138, metadata !DIExpression()), !dbg !460
  call void @llvm.dbg.value(metadata i32 600, metadata !141, metadata !DIExpression()), !dbg !460
  %51 = bitcast i8* %50 to i32*, !dbg !462
  store i32 600, i32* %51, align 4, !dbg !462, !tbaa !212
  %52 = load i32, i32* @_ZL6g_live, align 4, !dbg !463, !tbaa !115
  %53 = add nsw i32 %52, 1, !dbg !463
  store i32 %53, i32* @_ZL6g_live, align 4, !dbg !463, !tbaa !115
  call void @llvm.dbg.value(metadata i32 600, metadata !148, metadata !DIExpression()), !dbg !464
  %54 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !466, !tbaa !115
  %55 = icmp slt i32 %54, 64, !dbg !467
  br i1 %55, label %56, label %59, !dbg !468

56:                                               ; preds = %49
  %57 = add nsw i32 %54, 1, !dbg !469
  store i32 %57, i32* @_ZL6g_nlog, align 4, !dbg !469, !tbaa !115
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %54, !dbg !470
  store i32 600, i32* %58, align 4, !dbg !471, !tbaa !115
  br label %59, !dbg !470

59:                                               ; preds = %56, %49
  invoke void @__cxa_throw(i8* nonnull %50, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD2Ev to i8*)) #16
          to label %78 unwind label %14, !dbg !459

60:                                               ; preds = %9
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !175, metadata !DIExpression()), !dbg !472
  store i32 %2, i32* @_ZL6g_live, align 4, !dbg !474, !tbaa !115
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !475
  %61 = icmp slt i32 %10, 64, !dbg !477
  br i1 %61, label %62, label %66, !dbg !478

62:                                               ; preds = %60
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !475
  %63 = sub nsw i32 0, %0, !dbg !479
  call void @llvm.dbg.value(metadata i32 %63, metadata !148, metadata !DIExpression()), !dbg !475
  %64 = add nsw i32 %10, 1, !dbg !480
  store i32 %64, i32* @_ZL6g_nlog, align 4, !dbg !480, !tbaa !115
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10, !dbg !481
  store i32 %63, i32* %65, align 4, !dbg !482, !tbaa !115
  br label %66, !dbg !481

66:                                               ; preds = %60, %62
  ret void, !dbg !483

67:                                               ; preds = %44, %14
  %68 = phi { i8*, i32 } [ %15, %14 ], [ %45, %44 ]
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !175, metadata !DIExpression()), !dbg !484
  %69 = load i32, i32* @_ZL6g_live, align 4, !dbg !486, !tbaa !115
  %70 = add nsw i32 %69, -1, !dbg !486
  store i32 %70, i32* @_ZL6g_live, align 4, !dbg !486, !tbaa !115
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !487
  %71 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !489, !tbaa !115
  %72 = icmp slt i32 %71, 64, !dbg !490
  br i1 %72, label %73, label %77, !dbg !491

73:                                               ; preds = %67
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !487
  %74 = sub nsw i32 0, %0, !dbg !492
  call void @llvm.dbg.value(metadata i32 %74, metadata !148, metadata !DIExpression()), !dbg !487
  %75 = add nsw i32 %71, 1, !dbg !493
  store i32 %75, i32* @_ZL6g_nlog, align 4, !dbg !493, !tbaa !115
  %76 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %71, !dbg !494
  store i32 %74, i32* %76, align 4, !dbg !495, !tbaa !115
  br label %77, !dbg !494

77:                                               ; preds = %67, %73
  resume { i8*, i32 } %68, !dbg !483

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

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.Error* @_ZN5ErrorD2Ev(%struct.Error* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !496 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !498, metadata !DIExpression()), !dbg !499
  ret %struct.Error* %0, !dbg !500
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwj(i32 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #9

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !176 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !175, metadata !DIExpression()), !dbg !501
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !502, !tbaa !115
  %3 = add nsw i32 %2, -1, !dbg !502
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !502, !tbaa !115
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !503
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !505, !tbaa !115
  %5 = icmp slt i32 %4, 64, !dbg !506
  br i1 %5, label %6, label %12, !dbg !507

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0, !dbg !508
  %8 = load i32, i32* %7, align 4, !dbg !508, !tbaa !212
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %8), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !503
  %9 = sub nsw i32 0, %8, !dbg !509
  call void @llvm.dbg.value(metadata i32 %9, metadata !148, metadata !DIExpression()), !dbg !503
  %10 = add nsw i32 %4, 1, !dbg !510
  store i32 %10, i32* @_ZL6g_nlog, align 4, !dbg !510, !tbaa !115
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4, !dbg !511
  store i32 %9, i32* %11, align 4, !dbg !512, !tbaa !115
  br label %12, !dbg !511

12:                                               ; preds = %1, %6
  ret %struct.Tracer* %0, !dbg !513
}

; Function Attrs: nounwind
define linkonce_odr dso_local void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 !dbg !514 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !516, metadata !DIExpression()), !dbg !517
  %2 = bitcast %struct.Error* %0 to i8*, !dbg !518
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18, !dbg !518
  ret void, !dbg !519
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #10 comdat align 2 !dbg !520 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !522, metadata !DIExpression()), !dbg !524
  ret i32 1, !dbg !525
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #11 comdat align 2 !dbg !526 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !531, metadata !DIExpression()), !dbg !532
  %2 = bitcast %struct.IoError* %0 to i8*, !dbg !533
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18, !dbg !533
  ret void, !dbg !533
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 !dbg !534 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !536, metadata !DIExpression()), !dbg !538
  ret i32 2, !dbg !539
}

declare void @__cxa_rethrow() local_unnamed_addr

define linkonce_odr dso_local noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #12 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !130 {
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !129, metadata !DIExpression()), !dbg !540
  call void @llvm.dbg.value(metadata i32 %1, metadata !132, metadata !DIExpression()), !dbg !540
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !138, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata i32 %1, metadata !141, metadata !DIExpression()), !dbg !541
  %3 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 0, i32 0, !dbg !543
  store i32 %1, i32* %3, align 4, !dbg !543, !tbaa !212
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !544, !tbaa !115
  %5 = add nsw i32 %4, 1, !dbg !544
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !544, !tbaa !115
  call void @llvm.dbg.value(metadata i32 %1, metadata !148, metadata !DIExpression()), !dbg !545
  %6 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !547, !tbaa !115
  %7 = icmp slt i32 %6, 64, !dbg !548
  br i1 %7, label %8, label %11, !dbg !549

8:                                                ; preds = %2
  %9 = add nsw i32 %6, 1, !dbg !550
  store i32 %9, i32* @_ZL6g_nlog, align 4, !dbg !550, !tbaa !115
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %6, !dbg !551
  store i32 %1, i32* %10, align 4, !dbg !552, !tbaa !115
  br label %11, !dbg !551

11:                                               ; preds = %8, %2
  %12 = phi i32 [ %9, %8 ], [ %6, %2 ]
  call void @llvm.dbg.value(metadata i32 %1, metadata !553, metadata !DIExpression()), !dbg !556
  %13 = icmp slt i32 %1, 0, !dbg !558
  br i1 %13, label %14, label %25, !dbg !560

14:                                               ; preds = %11
  %15 = tail call i8* @__cxa_allocate_exception(i32 16) #14, !dbg !561
  %16 = sub nsw i32 0, %1, !dbg !562
  call void @llvm.dbg.value(metadata i8* %15, metadata !435, metadata !DIExpression()), !dbg !563
  call void @llvm.dbg.value(metadata i32 %1, metadata !438, metadata !DIExpression()), !dbg !563
  call void @llvm.dbg.value(metadata i32 %16, metadata !439, metadata !DIExpression()), !dbg !563
  call void @llvm.dbg.value(metadata i8* %15, metadata !381, metadata !DIExpression()), !dbg !565
  call void @llvm.dbg.value(metadata i32 %1, metadata !384, metadata !DIExpression()), !dbg !565
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), metadata !385, metadata !DIExpression()), !dbg !565
  %17 = bitcast i8* %15 to i32 (...)***, !dbg !567
  %18 = getelementptr inbounds i8, i8* %15, i32 4, !dbg !568
  %19 = bitcast i8* %18 to i32*, !dbg !568
  store i32 %1, i32* %19, align 4, !dbg !568, !tbaa !267
  %20 = getelementptr inbounds i8, i8* %15, i32 8, !dbg !569
  %21 = bitcast i8* %20 to i8**, !dbg !569
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %21, align 4, !dbg !569, !tbaa !391
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %17, align 4, !dbg !570, !tbaa !277
  %22 = getelementptr inbounds i8, i8* %15, i32 12, !dbg !571
  %23 = bitcast i8* %22 to i32*, !dbg !571
  store i32 %16, i32* %23, align 4, !dbg !571, !tbaa !222
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD2Ev to i8*)) #16
          to label %24 unwind label %33, !dbg !561

24:                                               ; preds = %14
  unreachable, !dbg !561

25:                                               ; preds = %11
  %26 = shl nuw nsw i32 %1, 1, !dbg !572
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 1, !dbg !573
  store i32 %26, i32* %27, align 4, !dbg !573, !tbaa !198
  call void @llvm.dbg.value(metadata i32 777, metadata !148, metadata !DIExpression()), !dbg !574
  %28 = icmp slt i32 %12, 64, !dbg !576
  br i1 %28, label %29, label %32, !dbg !577

29:                                               ; preds = %25
  %30 = add nsw i32 %12, 1, !dbg !578
  store i32 %30, i32* @_ZL6g_nlog, align 4, !dbg !578, !tbaa !115
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %12, !dbg !579
  store i32 777, i32* %31, align 4, !dbg !580, !tbaa !115
  br label %32, !dbg !579

32:                                               ; preds = %25, %29
  ret %struct.Holder* %0, !dbg !581

33:                                               ; preds = %14
  %34 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !581
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !175, metadata !DIExpression()), !dbg !582
  %35 = load i32, i32* @_ZL6g_live, align 4, !dbg !584, !tbaa !115
  %36 = add nsw i32 %35, -1, !dbg !584
  store i32 %36, i32* @_ZL6g_live, align 4, !dbg !584, !tbaa !115
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !585
  %37 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !587, !tbaa !115
  %38 = icmp slt i32 %37, 64, !dbg !588
  br i1 %38, label %39, label %44, !dbg !589

39:                                               ; preds = %33
  %40 = load i32, i32* %3, align 4, !dbg !590, !tbaa !212
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %40), metadata !148, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !585
  %41 = sub nsw i32 0, %40, !dbg !591
  call void @llvm.dbg.value(metadata i32 %41, metadata !148, metadata !DIExpression()), !dbg !585
  %42 = add nsw i32 %37, 1, !dbg !592
  store i32 %42, i32* @_ZL6g_nlog, align 4, !dbg !592, !tbaa !115
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %37, !dbg !593
  store i32 %41, i32* %43, align 4, !dbg !594, !tbaa !115
  br label %44, !dbg !593

44:                                               ; preds = %39, %33
  %45 = extractvalue { i8*, i32 } %34, 1, !dbg !581
  %46 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !595
  %47 = icmp eq i32 %45, %46, !dbg !595
  br i1 %47, label %48, label %60, !dbg !595

48:                                               ; preds = %44
  %49 = extractvalue { i8*, i32 } %34, 0, !dbg !581
  %50 = tail call i8* @__cxa_begin_catch(i8* %49) #14, !dbg !595
  call void @llvm.dbg.value(metadata i8* %50, metadata !133, metadata !DIExpression()), !dbg !540
  call void @llvm.dbg.value(metadata i32 888, metadata !148, metadata !DIExpression()), !dbg !596
  %51 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !599, !tbaa !115
  %52 = icmp slt i32 %51, 64, !dbg !600
  br i1 %52, label %53, label %56, !dbg !601

53:                                               ; preds = %48
  %54 = add nsw i32 %51, 1, !dbg !602
  store i32 %54, i32* @_ZL6g_nlog, align 4, !dbg !602, !tbaa !115
  %55 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %51, !dbg !603
  store i32 888, i32* %55, align 4, !dbg !604, !tbaa !115
  br label %56, !dbg !603

56:                                               ; preds = %48, %53
  invoke void @__cxa_rethrow()
          to label %57 unwind label %58, !dbg !605

57:                                               ; preds = %56
  unreachable, !dbg !605

58:                                               ; preds = %56
  %59 = landingpad { i8*, i32 }
          cleanup, !dbg !581
  invoke void @__cxa_end_catch()
          to label %60 unwind label %62, !dbg !605

60:                                               ; preds = %58, %44
  %61 = phi { i8*, i32 } [ %34, %44 ], [ %59, %58 ], !dbg !595
  resume { i8*, i32 } %61, !dbg !595

62:                                               ; preds = %58
  %63 = landingpad { i8*, i32 }
          catch i8* null, !dbg !605
  %64 = extractvalue { i8*, i32 } %63, 0, !dbg !605
  tail call void @__clang_call_terminate(i8* %64) #15, !dbg !605
  unreachable, !dbg !605
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #13

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #13 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }
attributes #16 = { noreturn }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

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
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!89 = !{!"Debian clang version 14.0.6"}
!90 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !26, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!91 = !{!92, !93, !95, !98, !105}
!92 = !DILocalVariable(name: "total", scope: !90, file: !3, line: 135, type: !5)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 136, type: !5)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 136, column: 3)
!95 = !DILocalVariable(name: "c", scope: !96, file: !3, line: 137, type: !5)
!96 = distinct !DILexicalBlock(scope: !97, file: !3, line: 136, column: 32)
!97 = distinct !DILexicalBlock(scope: !94, file: !3, line: 136, column: 3)
!98 = !DILocalVariable(name: "nt", scope: !90, file: !3, line: 144, type: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !100, identifier: "_ZTS7NoThrow")
!100 = !{!101}
!101 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !99, file: !3, line: 131, type: !102, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{!5, !104, !5}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 147, type: !5)
!106 = distinct !DILexicalBlock(scope: !90, file: !3, line: 147, column: 3)
!107 = !DILocation(line: 144, column: 11, scope: !90)
!108 = !DILocation(line: 0, scope: !90)
!109 = !DILocation(line: 0, scope: !94)
!110 = !DILocation(line: 136, column: 3, scope: !94)
!111 = !DILocation(line: 141, column: 29, scope: !90)
!112 = !DILocation(line: 141, column: 40, scope: !90)
!113 = !DILocation(line: 141, column: 3, scope: !90)
!114 = !DILocation(line: 142, column: 28, scope: !90)
!115 = !{!116, !116, i64 0}
!116 = !{!"int", !117, i64 0}
!117 = !{!"omnipotent char", !118, i64 0}
!118 = !{!"Simple C++ TBAA"}
!119 = !DILocation(line: 142, column: 3, scope: !90)
!120 = !DILocalVariable(name: "x", arg: 1, scope: !121, file: !3, line: 123, type: !5)
!121 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !63, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!122 = !{!120, !123, !125}
!123 = !DILocalVariable(name: "h", scope: !124, file: !3, line: 124, type: !58)
!124 = distinct !DILexicalBlock(scope: !121, file: !3, line: 123, column: 31)
!125 = !DILocalVariable(name: "e", scope: !121, file: !3, line: 126, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 32)
!127 = !DILocation(line: 0, scope: !121, inlinedAt: !128)
!128 = distinct !DILocation(line: 143, column: 30, scope: !90)
!129 = !DILocalVariable(name: "this", arg: 1, scope: !130, type: !135, flags: DIFlagArtificial | DIFlagObjectPointer)
!130 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !58, file: !3, line: 115, type: !66, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !65, retainedNodes: !131)
!131 = !{!129, !132, !133}
!132 = !DILocalVariable(name: "x", arg: 2, scope: !130, file: !3, line: 115, type: !5)
!133 = !DILocalVariable(name: "e", scope: !130, file: !3, line: 117, type: !134)
!134 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 32)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 32)
!136 = !DILocation(line: 0, scope: !130, inlinedAt: !137)
!137 = distinct !DILocation(line: 124, column: 10, scope: !124, inlinedAt: !128)
!138 = !DILocalVariable(name: "this", arg: 1, scope: !139, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!139 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !140)
!140 = !{!138, !141}
!141 = !DILocalVariable(name: "i", arg: 2, scope: !139, file: !3, line: 21, type: !5)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!143 = !DILocation(line: 0, scope: !139, inlinedAt: !144)
!144 = distinct !DILocation(line: 115, column: 23, scope: !130, inlinedAt: !137)
!145 = !DILocation(line: 0, scope: !124, inlinedAt: !128)
!146 = !DILocation(line: 21, column: 36, scope: !147, inlinedAt: !144)
!147 = distinct !DILexicalBlock(scope: !139, file: !3, line: 21, column: 34)
!148 = !DILocalVariable(name: "v", arg: 1, scope: !149, file: !3, line: 14, type: !5)
!149 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !150, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{null, !5}
!152 = !{!148}
!153 = !DILocation(line: 0, scope: !149, inlinedAt: !154)
!154 = distinct !DILocation(line: 21, column: 46, scope: !147, inlinedAt: !144)
!155 = !DILocation(line: 15, column: 7, scope: !156, inlinedAt: !154)
!156 = distinct !DILexicalBlock(scope: !149, file: !3, line: 15, column: 7)
!157 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !154)
!158 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !154)
!159 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !154)
!160 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !154)
!161 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !154)
!162 = !DILocation(line: 0, scope: !149, inlinedAt: !163)
!163 = distinct !DILocation(line: 116, column: 5, scope: !164, inlinedAt: !137)
!164 = distinct !DILexicalBlock(scope: !130, file: !3, line: 115, column: 41)
!165 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !163)
!166 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !163)
!167 = !DILocalVariable(name: "this", arg: 1, scope: !168, type: !135, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !58, file: !3, line: 108, type: !169, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !171, retainedNodes: !172)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !68}
!171 = !DISubprogram(name: "~Holder", scope: !58, type: !169, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !{!167}
!173 = !DILocation(line: 0, scope: !168, inlinedAt: !174)
!174 = distinct !DILocation(line: 126, column: 1, scope: !121, inlinedAt: !128)
!175 = !DILocalVariable(name: "this", arg: 1, scope: !176, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!176 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !177)
!177 = !{!175}
!178 = !DILocation(line: 0, scope: !176, inlinedAt: !179)
!179 = distinct !DILocation(line: 108, column: 8, scope: !180, inlinedAt: !174)
!180 = distinct !DILexicalBlock(scope: !168, file: !3, line: 108, column: 8)
!181 = !DILocation(line: 23, column: 15, scope: !182, inlinedAt: !179)
!182 = distinct !DILexicalBlock(scope: !176, file: !3, line: 23, column: 13)
!183 = !DILocation(line: 0, scope: !149, inlinedAt: !184)
!184 = distinct !DILocation(line: 23, column: 25, scope: !182, inlinedAt: !179)
!185 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !184)
!186 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !163)
!187 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !163)
!188 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !163)
!189 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !184)
!190 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !184)
!191 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !184)
!192 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !184)
!193 = !DILocation(line: 0, scope: !121, inlinedAt: !194)
!194 = distinct !DILocation(line: 143, column: 42, scope: !90)
!195 = !DILocation(line: 124, column: 3, scope: !124, inlinedAt: !194)
!196 = !DILocation(line: 124, column: 10, scope: !124, inlinedAt: !194)
!197 = !DILocation(line: 125, column: 12, scope: !124, inlinedAt: !194)
!198 = !{!199, !116, i64 4}
!199 = !{!"_ZTS6Holder", !200, i64 0, !116, i64 4}
!200 = !{!"_ZTS6Tracer", !116, i64 0}
!201 = !DILocation(line: 0, scope: !168, inlinedAt: !202)
!202 = distinct !DILocation(line: 126, column: 1, scope: !121, inlinedAt: !194)
!203 = !DILocation(line: 0, scope: !176, inlinedAt: !204)
!204 = distinct !DILocation(line: 108, column: 8, scope: !180, inlinedAt: !202)
!205 = !DILocation(line: 23, column: 15, scope: !182, inlinedAt: !204)
!206 = !DILocation(line: 0, scope: !149, inlinedAt: !207)
!207 = distinct !DILocation(line: 23, column: 25, scope: !182, inlinedAt: !204)
!208 = !DILocation(line: 15, column: 7, scope: !156, inlinedAt: !207)
!209 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !207)
!210 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !207)
!211 = !DILocation(line: 23, column: 31, scope: !182, inlinedAt: !204)
!212 = !{!200, !116, i64 0}
!213 = !DILocation(line: 23, column: 30, scope: !182, inlinedAt: !204)
!214 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !207)
!215 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !207)
!216 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !207)
!217 = !DILocation(line: 126, column: 1, scope: !121, inlinedAt: !194)
!218 = !DILocation(line: 128, column: 1, scope: !124, inlinedAt: !194)
!219 = !DILocation(line: 126, column: 1, scope: !124, inlinedAt: !194)
!220 = !DILocation(line: 127, column: 20, scope: !221, inlinedAt: !194)
!221 = distinct !DILexicalBlock(scope: !121, file: !3, line: 126, column: 28)
!222 = !{!223, !116, i64 12}
!223 = !{!"_ZTS7IoError", !116, i64 12}
!224 = !DILocation(line: 127, column: 16, scope: !221, inlinedAt: !194)
!225 = !DILocation(line: 128, column: 1, scope: !221, inlinedAt: !194)
!226 = !DILocation(line: 143, column: 3, scope: !90)
!227 = !DILocation(line: 146, column: 3, scope: !90)
!228 = !DILocation(line: 0, scope: !106)
!229 = !DILocation(line: 147, column: 23, scope: !230)
!230 = distinct !DILexicalBlock(scope: !106, file: !3, line: 147, column: 3)
!231 = !DILocation(line: 147, column: 21, scope: !230)
!232 = !DILocation(line: 147, column: 3, scope: !106)
!233 = !DILocalVariable(name: "how", arg: 1, scope: !234, file: !3, line: 54, type: !5)
!234 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !63, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !235)
!235 = !{!233, !236, !237, !239, !241, !242, !243, !245}
!236 = !DILocalVariable(name: "s", scope: !234, file: !3, line: 69, type: !30)
!237 = !DILocalVariable(name: "p", scope: !234, file: !3, line: 65, type: !238)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!239 = !DILocalVariable(name: "r", scope: !240, file: !3, line: 66, type: !5)
!240 = distinct !DILexicalBlock(scope: !234, file: !3, line: 65, column: 22)
!241 = !DILocalVariable(name: "e", scope: !234, file: !3, line: 63, type: !134)
!242 = !DILocalVariable(name: "e", scope: !234, file: !3, line: 61, type: !126)
!243 = !DILocalVariable(name: "d", scope: !234, file: !3, line: 59, type: !244)
!244 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!245 = !DILocalVariable(name: "v", scope: !234, file: !3, line: 57, type: !5)
!246 = !DILocation(line: 0, scope: !234, inlinedAt: !247)
!247 = distinct !DILocation(line: 137, column: 13, scope: !96)
!248 = !DILocation(line: 56, column: 5, scope: !249, inlinedAt: !247)
!249 = distinct !DILexicalBlock(scope: !234, file: !3, line: 55, column: 7)
!250 = !DILocation(line: 75, column: 1, scope: !249, inlinedAt: !247)
!251 = !DILocation(line: 57, column: 3, scope: !249, inlinedAt: !247)
!252 = !DILocation(line: 61, column: 3, scope: !253, inlinedAt: !247)
!253 = distinct !DILexicalBlock(scope: !234, file: !3, line: 59, column: 22)
!254 = !DILocation(line: 58, column: 16, scope: !255, inlinedAt: !247)
!255 = distinct !DILexicalBlock(scope: !234, file: !3, line: 57, column: 19)
!256 = !DILocation(line: 59, column: 3, scope: !255, inlinedAt: !247)
!257 = !DILocation(line: 63, column: 3, scope: !258, inlinedAt: !247)
!258 = distinct !DILexicalBlock(scope: !234, file: !3, line: 61, column: 30)
!259 = !{!260, !260, i64 0}
!260 = !{!"double", !117, i64 0}
!261 = !DILocation(line: 60, column: 26, scope: !253, inlinedAt: !247)
!262 = !DILocation(line: 60, column: 23, scope: !253, inlinedAt: !247)
!263 = !DILocation(line: 60, column: 16, scope: !253, inlinedAt: !247)
!264 = !DILocation(line: 65, column: 3, scope: !265, inlinedAt: !247)
!265 = distinct !DILexicalBlock(scope: !234, file: !3, line: 63, column: 22)
!266 = !DILocation(line: 62, column: 20, scope: !258, inlinedAt: !247)
!267 = !{!268, !116, i64 4}
!268 = !{!"_ZTS5Error", !116, i64 4, !269, i64 8}
!269 = !{!"any pointer", !117, i64 0}
!270 = !DILocation(line: 62, column: 25, scope: !258, inlinedAt: !247)
!271 = !DILocation(line: 62, column: 16, scope: !258, inlinedAt: !247)
!272 = !DILocation(line: 62, column: 34, scope: !258, inlinedAt: !247)
!273 = !DILocation(line: 62, column: 30, scope: !258, inlinedAt: !247)
!274 = !DILocation(line: 69, column: 3, scope: !240, inlinedAt: !247)
!275 = !DILocation(line: 64, column: 20, scope: !265, inlinedAt: !247)
!276 = !DILocation(line: 64, column: 29, scope: !265, inlinedAt: !247)
!277 = !{!278, !278, i64 0}
!278 = !{!"vtable pointer", !118, i64 0}
!279 = !DILocation(line: 64, column: 16, scope: !265, inlinedAt: !247)
!280 = !DILocation(line: 64, column: 25, scope: !265, inlinedAt: !247)
!281 = !DILocation(line: 71, column: 3, scope: !282, inlinedAt: !247)
!282 = distinct !DILexicalBlock(scope: !234, file: !3, line: 69, column: 27)
!283 = !DILocation(line: 66, column: 22, scope: !240, inlinedAt: !247)
!284 = !DILocation(line: 66, column: 17, scope: !240, inlinedAt: !247)
!285 = !DILocation(line: 0, scope: !240, inlinedAt: !247)
!286 = !DILocation(line: 67, column: 5, scope: !240, inlinedAt: !247)
!287 = !DILocation(line: 70, column: 19, scope: !282, inlinedAt: !247)
!288 = !{!117, !117, i64 0}
!289 = !DILocation(line: 70, column: 24, scope: !282, inlinedAt: !247)
!290 = !DILocation(line: 70, column: 16, scope: !282, inlinedAt: !247)
!291 = !DILocation(line: 73, column: 3, scope: !292, inlinedAt: !247)
!292 = distinct !DILexicalBlock(scope: !234, file: !3, line: 71, column: 17)
!293 = !DILocation(line: 75, column: 1, scope: !265, inlinedAt: !247)
!294 = !DILocation(line: 0, scope: !96)
!295 = !DILocation(line: 138, column: 50, scope: !96)
!296 = !DILocation(line: 138, column: 5, scope: !96)
!297 = !DILocation(line: 139, column: 11, scope: !96)
!298 = !DILocation(line: 136, column: 27, scope: !97)
!299 = !DILocation(line: 136, column: 21, scope: !97)
!300 = distinct !{!300, !110, !301, !302}
!301 = !DILocation(line: 140, column: 3, scope: !94)
!302 = !{!"llvm.loop.mustprogress"}
!303 = !DILocation(line: 145, column: 9, scope: !90)
!304 = !DILocation(line: 149, column: 41, scope: !90)
!305 = !DILocation(line: 149, column: 3, scope: !90)
!306 = !DILocation(line: 150, column: 8, scope: !90)
!307 = !DILocation(line: 150, column: 15, scope: !90)
!308 = !DILocation(line: 150, column: 3, scope: !90)
!309 = !DILocation(line: 151, column: 3, scope: !90)
!310 = !DILocation(line: 148, column: 19, scope: !230)
!311 = !DILocation(line: 148, column: 5, scope: !230)
!312 = !DILocation(line: 147, column: 31, scope: !230)
!313 = distinct !{!313, !232, !314, !302}
!314 = !DILocation(line: 148, column: 27, scope: !106)
!315 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !63, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !316)
!316 = !{!317, !318, !319, !321}
!317 = !DILocalVariable(name: "how", arg: 1, scope: !315, file: !3, line: 89, type: !5)
!318 = !DILocalVariable(name: "r", scope: !315, file: !3, line: 90, type: !5)
!319 = !DILocalVariable(name: "v", scope: !320, file: !3, line: 94, type: !5)
!320 = distinct !DILexicalBlock(scope: !315, file: !3, line: 91, column: 7)
!321 = !DILocalVariable(name: "e", scope: !315, file: !3, line: 98, type: !134)
!322 = !DILocation(line: 0, scope: !315)
!323 = !DILocalVariable(name: "how", arg: 1, scope: !324, file: !3, line: 79, type: !5)
!324 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !150, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !325)
!325 = !{!323, !326}
!326 = !DILocalVariable(name: "t", scope: !324, file: !3, line: 80, type: !6)
!327 = !DILocation(line: 0, scope: !324, inlinedAt: !328)
!328 = distinct !DILocation(line: 93, column: 7, scope: !329)
!329 = distinct !DILexicalBlock(scope: !320, file: !3, line: 92, column: 9)
!330 = !DILocation(line: 0, scope: !139, inlinedAt: !331)
!331 = distinct !DILocation(line: 80, column: 10, scope: !324, inlinedAt: !328)
!332 = !DILocation(line: 21, column: 36, scope: !147, inlinedAt: !331)
!333 = !DILocation(line: 0, scope: !149, inlinedAt: !334)
!334 = distinct !DILocation(line: 21, column: 46, scope: !147, inlinedAt: !331)
!335 = !DILocation(line: 15, column: 7, scope: !156, inlinedAt: !334)
!336 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !334)
!337 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !334)
!338 = !DILocation(line: 80, column: 15, scope: !324, inlinedAt: !328)
!339 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !334)
!340 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !334)
!341 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !334)
!342 = !DILocation(line: 82, column: 5, scope: !343, inlinedAt: !328)
!343 = distinct !DILexicalBlock(scope: !324, file: !3, line: 81, column: 7)
!344 = !DILocation(line: 87, column: 1, scope: !343, inlinedAt: !328)
!345 = !DILocation(line: 83, column: 3, scope: !343, inlinedAt: !328)
!346 = !DILocation(line: 84, column: 5, scope: !347, inlinedAt: !328)
!347 = distinct !DILexicalBlock(scope: !324, file: !3, line: 83, column: 17)
!348 = !DILocation(line: 85, column: 5, scope: !347, inlinedAt: !328)
!349 = !DILocation(line: 87, column: 1, scope: !347, inlinedAt: !328)
!350 = !DILocation(line: 86, column: 3, scope: !347, inlinedAt: !328)
!351 = !DILocation(line: 0, scope: !176, inlinedAt: !352)
!352 = distinct !DILocation(line: 87, column: 1, scope: !324, inlinedAt: !328)
!353 = !DILocation(line: 23, column: 15, scope: !182, inlinedAt: !352)
!354 = !DILocation(line: 0, scope: !149, inlinedAt: !355)
!355 = distinct !DILocation(line: 23, column: 25, scope: !182, inlinedAt: !352)
!356 = !DILocation(line: 15, column: 7, scope: !156, inlinedAt: !355)
!357 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !355)
!358 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !355)
!359 = !DILocation(line: 23, column: 30, scope: !182, inlinedAt: !352)
!360 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !355)
!361 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !355)
!362 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !355)
!363 = !DILocation(line: 0, scope: !176, inlinedAt: !364)
!364 = distinct !DILocation(line: 87, column: 1, scope: !324, inlinedAt: !328)
!365 = !DILocation(line: 23, column: 15, scope: !182, inlinedAt: !364)
!366 = !DILocation(line: 0, scope: !149, inlinedAt: !367)
!367 = distinct !DILocation(line: 23, column: 25, scope: !182, inlinedAt: !364)
!368 = !DILocation(line: 15, column: 7, scope: !156, inlinedAt: !367)
!369 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !367)
!370 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !367)
!371 = !DILocation(line: 23, column: 30, scope: !182, inlinedAt: !364)
!372 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !367)
!373 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !367)
!374 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !367)
!375 = !DILocation(line: 104, column: 1, scope: !329)
!376 = !DILocation(line: 94, column: 5, scope: !329)
!377 = !DILocation(line: 0, scope: !320)
!378 = !DILocation(line: 96, column: 7, scope: !379)
!379 = distinct !DILexicalBlock(scope: !320, file: !3, line: 94, column: 21)
!380 = !DILocation(line: 96, column: 21, scope: !379)
!381 = !DILocalVariable(name: "this", arg: 1, scope: !382, type: !238, flags: DIFlagArtificial | DIFlagObjectPointer)
!382 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !21, file: !3, line: 29, type: !34, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !33, retainedNodes: !383)
!383 = !{!381, !384, !385}
!384 = !DILocalVariable(name: "c", arg: 2, scope: !382, file: !3, line: 29, type: !5)
!385 = !DILocalVariable(name: "w", arg: 3, scope: !382, file: !3, line: 29, type: !30)
!386 = !DILocation(line: 0, scope: !382, inlinedAt: !387)
!387 = distinct !DILocation(line: 96, column: 13, scope: !379)
!388 = !DILocation(line: 29, column: 50, scope: !382, inlinedAt: !387)
!389 = !DILocation(line: 29, column: 33, scope: !382, inlinedAt: !387)
!390 = !DILocation(line: 29, column: 42, scope: !382, inlinedAt: !387)
!391 = !{!268, !269, i64 8}
!392 = !DILocation(line: 104, column: 1, scope: !379)
!393 = !DILocation(line: 97, column: 5, scope: !379)
!394 = !DILocation(line: 98, column: 3, scope: !320)
!395 = !DILocation(line: 99, column: 12, scope: !396)
!396 = distinct !DILexicalBlock(scope: !315, file: !3, line: 98, column: 22)
!397 = !DILocation(line: 99, column: 17, scope: !396)
!398 = !DILocation(line: 99, column: 7, scope: !396)
!399 = !DILocation(line: 100, column: 3, scope: !396)
!400 = !DILocation(line: 103, column: 3, scope: !315)
!401 = !DILocation(line: 102, column: 3, scope: !402)
!402 = distinct !DILexicalBlock(scope: !315, file: !3, line: 100, column: 17)
!403 = !DISubprogram(name: "puts", scope: !3, file: !3, line: 8, type: !404, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !406)
!404 = !DISubroutineType(types: !405)
!405 = !{!5, !30}
!406 = !{}
!407 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !150, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !408)
!408 = !{!409, !410}
!409 = !DILocalVariable(name: "how", arg: 1, scope: !407, file: !3, line: 40, type: !5)
!410 = !DILocalVariable(name: "t", scope: !407, file: !3, line: 41, type: !6)
!411 = !DILocation(line: 0, scope: !407)
!412 = !DILocation(line: 0, scope: !139, inlinedAt: !413)
!413 = distinct !DILocation(line: 41, column: 10, scope: !407)
!414 = !DILocation(line: 21, column: 36, scope: !147, inlinedAt: !413)
!415 = !DILocation(line: 0, scope: !149, inlinedAt: !416)
!416 = distinct !DILocation(line: 21, column: 46, scope: !147, inlinedAt: !413)
!417 = !DILocation(line: 15, column: 7, scope: !156, inlinedAt: !416)
!418 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !416)
!419 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !416)
!420 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !416)
!421 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !416)
!422 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !416)
!423 = !DILocation(line: 42, column: 3, scope: !407)
!424 = !DILocation(line: 43, column: 11, scope: !425)
!425 = distinct !DILexicalBlock(scope: !407, file: !3, line: 42, column: 16)
!426 = !DILocation(line: 52, column: 1, scope: !425)
!427 = !DILocation(line: 44, column: 11, scope: !425)
!428 = !DILocation(line: 45, column: 11, scope: !425)
!429 = !DILocation(line: 0, scope: !382, inlinedAt: !430)
!430 = distinct !DILocation(line: 45, column: 17, scope: !425)
!431 = !DILocation(line: 29, column: 50, scope: !382, inlinedAt: !430)
!432 = !DILocation(line: 29, column: 33, scope: !382, inlinedAt: !430)
!433 = !DILocation(line: 29, column: 42, scope: !382, inlinedAt: !430)
!434 = !DILocation(line: 46, column: 11, scope: !425)
!435 = !DILocalVariable(name: "this", arg: 1, scope: !436, type: !440, flags: DIFlagArtificial | DIFlagObjectPointer)
!436 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !45, file: !3, line: 36, type: !50, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !49, retainedNodes: !437)
!437 = !{!435, !438, !439}
!438 = !DILocalVariable(name: "c", arg: 2, scope: !436, file: !3, line: 36, type: !5)
!439 = !DILocalVariable(name: "f", arg: 3, scope: !436, file: !3, line: 36, type: !5)
!440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!441 = !DILocation(line: 0, scope: !436, inlinedAt: !442)
!442 = distinct !DILocation(line: 46, column: 17, scope: !425)
!443 = !DILocation(line: 0, scope: !382, inlinedAt: !444)
!444 = distinct !DILocation(line: 36, column: 27, scope: !436, inlinedAt: !442)
!445 = !DILocation(line: 29, column: 50, scope: !382, inlinedAt: !444)
!446 = !DILocation(line: 29, column: 33, scope: !382, inlinedAt: !444)
!447 = !DILocation(line: 29, column: 42, scope: !382, inlinedAt: !444)
!448 = !DILocation(line: 36, column: 49, scope: !436, inlinedAt: !442)
!449 = !DILocation(line: 36, column: 43, scope: !436, inlinedAt: !442)
!450 = !DILocation(line: 47, column: 11, scope: !425)
!451 = !DILocation(line: 47, column: 17, scope: !425)
!452 = !DILocation(line: 0, scope: !382, inlinedAt: !453)
!453 = distinct !DILocation(line: 47, column: 21, scope: !425)
!454 = !DILocation(line: 29, column: 50, scope: !382, inlinedAt: !453)
!455 = !DILocation(line: 29, column: 33, scope: !382, inlinedAt: !453)
!456 = !DILocation(line: 29, column: 42, scope: !382, inlinedAt: !453)
!457 = !{!269, !269, i64 0}
!458 = !DILocation(line: 48, column: 11, scope: !425)
!459 = !DILocation(line: 49, column: 11, scope: !425)
!460 = !DILocation(line: 0, scope: !139, inlinedAt: !461)
!461 = distinct !DILocation(line: 49, column: 17, scope: !425)
!462 = !DILocation(line: 21, column: 28, scope: !139, inlinedAt: !461)
!463 = !DILocation(line: 21, column: 36, scope: !147, inlinedAt: !461)
!464 = !DILocation(line: 0, scope: !149, inlinedAt: !465)
!465 = distinct !DILocation(line: 21, column: 46, scope: !147, inlinedAt: !461)
!466 = !DILocation(line: 15, column: 7, scope: !156, inlinedAt: !465)
!467 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !465)
!468 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !465)
!469 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !465)
!470 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !465)
!471 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !465)
!472 = !DILocation(line: 0, scope: !176, inlinedAt: !473)
!473 = distinct !DILocation(line: 52, column: 1, scope: !407)
!474 = !DILocation(line: 23, column: 15, scope: !182, inlinedAt: !473)
!475 = !DILocation(line: 0, scope: !149, inlinedAt: !476)
!476 = distinct !DILocation(line: 23, column: 25, scope: !182, inlinedAt: !473)
!477 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !476)
!478 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !476)
!479 = !DILocation(line: 23, column: 30, scope: !182, inlinedAt: !473)
!480 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !476)
!481 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !476)
!482 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !476)
!483 = !DILocation(line: 52, column: 1, scope: !407)
!484 = !DILocation(line: 0, scope: !176, inlinedAt: !485)
!485 = distinct !DILocation(line: 52, column: 1, scope: !407)
!486 = !DILocation(line: 23, column: 15, scope: !182, inlinedAt: !485)
!487 = !DILocation(line: 0, scope: !149, inlinedAt: !488)
!488 = distinct !DILocation(line: 23, column: 25, scope: !182, inlinedAt: !485)
!489 = !DILocation(line: 15, column: 7, scope: !156, inlinedAt: !488)
!490 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !488)
!491 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !488)
!492 = !DILocation(line: 23, column: 30, scope: !182, inlinedAt: !485)
!493 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !488)
!494 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !488)
!495 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !488)
!496 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD2Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !37, retainedNodes: !497)
!497 = !{!498}
!498 = !DILocalVariable(name: "this", arg: 1, scope: !496, type: !238, flags: DIFlagArtificial | DIFlagObjectPointer)
!499 = !DILocation(line: 0, scope: !496)
!500 = !DILocation(line: 30, column: 21, scope: !496)
!501 = !DILocation(line: 0, scope: !176)
!502 = !DILocation(line: 23, column: 15, scope: !182)
!503 = !DILocation(line: 0, scope: !149, inlinedAt: !504)
!504 = distinct !DILocation(line: 23, column: 25, scope: !182)
!505 = !DILocation(line: 15, column: 7, scope: !156, inlinedAt: !504)
!506 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !504)
!507 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !504)
!508 = !DILocation(line: 23, column: 31, scope: !182)
!509 = !DILocation(line: 23, column: 30, scope: !182)
!510 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !504)
!511 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !504)
!512 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !504)
!513 = !DILocation(line: 23, column: 36, scope: !176)
!514 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !21, file: !3, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !37, retainedNodes: !515)
!515 = !{!516}
!516 = !DILocalVariable(name: "this", arg: 1, scope: !514, type: !238, flags: DIFlagArtificial | DIFlagObjectPointer)
!517 = !DILocation(line: 0, scope: !514)
!518 = !DILocation(line: 30, column: 20, scope: !514)
!519 = !DILocation(line: 30, column: 21, scope: !514)
!520 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !21, file: !3, line: 31, type: !41, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !40, retainedNodes: !521)
!521 = !{!522}
!522 = !DILocalVariable(name: "this", arg: 1, scope: !520, type: !523, flags: DIFlagArtificial | DIFlagObjectPointer)
!523 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 32)
!524 = !DILocation(line: 0, scope: !520)
!525 = !DILocation(line: 31, column: 30, scope: !520)
!526 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !45, file: !3, line: 34, type: !527, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !529, retainedNodes: !530)
!527 = !DISubroutineType(types: !528)
!528 = !{null, !52}
!529 = !DISubprogram(name: "~IoError", scope: !45, type: !527, containingType: !45, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!530 = !{!531}
!531 = !DILocalVariable(name: "this", arg: 1, scope: !526, type: !440, flags: DIFlagArtificial | DIFlagObjectPointer)
!532 = !DILocation(line: 0, scope: !526)
!533 = !DILocation(line: 34, column: 8, scope: !526)
!534 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !45, file: !3, line: 37, type: !54, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !53, retainedNodes: !535)
!535 = !{!536}
!536 = !DILocalVariable(name: "this", arg: 1, scope: !534, type: !537, flags: DIFlagArtificial | DIFlagObjectPointer)
!537 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32)
!538 = !DILocation(line: 0, scope: !534)
!539 = !DILocation(line: 37, column: 31, scope: !534)
!540 = !DILocation(line: 0, scope: !130)
!541 = !DILocation(line: 0, scope: !139, inlinedAt: !542)
!542 = distinct !DILocation(line: 115, column: 23, scope: !130)
!543 = !DILocation(line: 21, column: 28, scope: !139, inlinedAt: !542)
!544 = !DILocation(line: 21, column: 36, scope: !147, inlinedAt: !542)
!545 = !DILocation(line: 0, scope: !149, inlinedAt: !546)
!546 = distinct !DILocation(line: 21, column: 46, scope: !147, inlinedAt: !542)
!547 = !DILocation(line: 15, column: 7, scope: !156, inlinedAt: !546)
!548 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !546)
!549 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !546)
!550 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !546)
!551 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !546)
!552 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !546)
!553 = !DILocalVariable(name: "x", arg: 1, scope: !554, file: !3, line: 111, type: !5)
!554 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !58, file: !3, line: 111, type: !63, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !62, retainedNodes: !555)
!555 = !{!553}
!556 = !DILocation(line: 0, scope: !554, inlinedAt: !557)
!557 = distinct !DILocation(line: 115, column: 31, scope: !130)
!558 = !DILocation(line: 112, column: 11, scope: !559, inlinedAt: !557)
!559 = distinct !DILexicalBlock(scope: !554, file: !3, line: 112, column: 9)
!560 = !DILocation(line: 112, column: 9, scope: !554, inlinedAt: !557)
!561 = !DILocation(line: 112, column: 16, scope: !559, inlinedAt: !557)
!562 = !DILocation(line: 112, column: 33, scope: !559, inlinedAt: !557)
!563 = !DILocation(line: 0, scope: !436, inlinedAt: !564)
!564 = distinct !DILocation(line: 112, column: 22, scope: !559, inlinedAt: !557)
!565 = !DILocation(line: 0, scope: !382, inlinedAt: !566)
!566 = distinct !DILocation(line: 36, column: 27, scope: !436, inlinedAt: !564)
!567 = !DILocation(line: 29, column: 50, scope: !382, inlinedAt: !566)
!568 = !DILocation(line: 29, column: 33, scope: !382, inlinedAt: !566)
!569 = !DILocation(line: 29, column: 42, scope: !382, inlinedAt: !566)
!570 = !DILocation(line: 36, column: 49, scope: !436, inlinedAt: !564)
!571 = !DILocation(line: 36, column: 43, scope: !436, inlinedAt: !564)
!572 = !DILocation(line: 113, column: 14, scope: !554, inlinedAt: !557)
!573 = !DILocation(line: 115, column: 29, scope: !130)
!574 = !DILocation(line: 0, scope: !149, inlinedAt: !575)
!575 = distinct !DILocation(line: 116, column: 5, scope: !164)
!576 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !575)
!577 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !575)
!578 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !575)
!579 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !575)
!580 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !575)
!581 = !DILocation(line: 119, column: 3, scope: !130)
!582 = !DILocation(line: 0, scope: !176, inlinedAt: !583)
!583 = distinct !DILocation(line: 117, column: 3, scope: !164)
!584 = !DILocation(line: 23, column: 15, scope: !182, inlinedAt: !583)
!585 = !DILocation(line: 0, scope: !149, inlinedAt: !586)
!586 = distinct !DILocation(line: 23, column: 25, scope: !182, inlinedAt: !583)
!587 = !DILocation(line: 15, column: 7, scope: !156, inlinedAt: !586)
!588 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !586)
!589 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !586)
!590 = !DILocation(line: 23, column: 31, scope: !182, inlinedAt: !583)
!591 = !DILocation(line: 23, column: 30, scope: !182, inlinedAt: !583)
!592 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !586)
!593 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !586)
!594 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !586)
!595 = !DILocation(line: 117, column: 3, scope: !164)
!596 = !DILocation(line: 0, scope: !149, inlinedAt: !597)
!597 = distinct !DILocation(line: 118, column: 5, scope: !598)
!598 = distinct !DILexicalBlock(scope: !130, file: !3, line: 117, column: 22)
!599 = !DILocation(line: 15, column: 7, scope: !156, inlinedAt: !597)
!600 = !DILocation(line: 15, column: 14, scope: !156, inlinedAt: !597)
!601 = !DILocation(line: 15, column: 7, scope: !149, inlinedAt: !597)
!602 = !DILocation(line: 16, column: 17, scope: !156, inlinedAt: !597)
!603 = !DILocation(line: 16, column: 5, scope: !156, inlinedAt: !597)
!604 = !DILocation(line: 16, column: 21, scope: !156, inlinedAt: !597)
!605 = !DILocation(line: 119, column: 3, scope: !598)
