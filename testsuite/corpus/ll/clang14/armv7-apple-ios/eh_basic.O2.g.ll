; ModuleID = 'eh_basic.cpp'
source_filename = "eh_basic.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Holder = type { %struct.Tracer, i32 }
%struct.Tracer = type { i32 }
%struct.Error = type { i32 (...)**, i32, i8* }
%struct.IoError = type { %struct.Error, i32 }

@.str = private unnamed_addr constant [28 x i8] c"classify(%d) = %d, live=%d\0A\00", align 1
@_ZL6g_live = internal unnamed_addr global i32 0, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"nested: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"rethrows: %d\0A\00", align 1
@_ZL13rethrow_count = internal unnamed_addr global i32 0, align 4, !dbg !22
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"log:\00", align 1
@_ZL6g_nlog = internal unnamed_addr global i32 0, align 4, !dbg !24
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL5g_log = internal unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !26
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

; Function Attrs: norecurse ssp
define noundef i32 @main() local_unnamed_addr #0 personality i32 (...)* @__gxx_personality_sj0 !dbg !42 {
  %1 = alloca %struct.Holder, align 4
  call void @llvm.dbg.declare(metadata i8* undef, metadata !52, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !63
  br label %61, !dbg !64

2:                                                ; preds = %144
  %3 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 0), !dbg !65
  %4 = tail call fastcc noundef i32 @_ZL6nestedi(i32 noundef 2), !dbg !66
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3, i32 noundef %4), !dbg !67
  %6 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !68, !tbaa !69
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %6), !dbg !73
  call void @llvm.dbg.value(metadata i32 5, metadata !74, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !129, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 5, metadata !132, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !136, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i32 5, metadata !139, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !144, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 5, metadata !147, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !151, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 5, metadata !154, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 5, metadata !79, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !157
  %8 = load i32, i32* @_ZL6g_live, align 4, !dbg !158, !tbaa !69
  %9 = add nsw i32 %8, 1, !dbg !158
  store i32 %9, i32* @_ZL6g_live, align 4, !dbg !158, !tbaa !69
  call void @llvm.dbg.value(metadata i32 5, metadata !160, metadata !DIExpression()), !dbg !165
  %10 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !167, !tbaa !69
  %11 = icmp slt i32 %10, 64, !dbg !169
  br i1 %11, label %12, label %16, !dbg !170

12:                                               ; preds = %2
  %13 = add nsw i32 %10, 1, !dbg !171
  store i32 %13, i32* @_ZL6g_nlog, align 4, !dbg !171, !tbaa !69
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10, !dbg !172
  store i32 5, i32* %14, align 4, !dbg !173, !tbaa !69
  call void @llvm.dbg.value(metadata i32 10, metadata !79, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !157
  call void @llvm.dbg.value(metadata i32 777, metadata !160, metadata !DIExpression()), !dbg !174
  %15 = icmp eq i32 %10, 63, !dbg !177
  br i1 %15, label %16, label %17, !dbg !178

16:                                               ; preds = %12, %2
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !179, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !187, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !192, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !198, metadata !DIExpression()), !dbg !201
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !203, !tbaa !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !205
  br label %24, !dbg !207

17:                                               ; preds = %12
  %18 = add nsw i32 %10, 2, !dbg !208
  store i32 %18, i32* @_ZL6g_nlog, align 4, !dbg !208, !tbaa !69
  %19 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %13, !dbg !209
  store i32 777, i32* %19, align 4, !dbg !210, !tbaa !69
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !179, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !187, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !192, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !198, metadata !DIExpression()), !dbg !201
  store i32 %8, i32* @_ZL6g_live, align 4, !dbg !203, !tbaa !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !205
  %20 = icmp slt i32 %10, 62, !dbg !211
  br i1 %20, label %21, label %24, !dbg !207

21:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !192, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata %struct.Holder* undef, metadata !198, metadata !DIExpression()), !dbg !201
  call void @llvm.dbg.value(metadata i32 -5, metadata !160, metadata !DIExpression()), !dbg !205
  %22 = add nsw i32 %10, 3, !dbg !212
  store i32 %22, i32* @_ZL6g_nlog, align 4, !dbg !212, !tbaa !69
  %23 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %18, !dbg !213
  store i32 -5, i32* %23, align 4, !dbg !214, !tbaa !69
  br label %24, !dbg !213

24:                                               ; preds = %17, %21, %16
  call void @llvm.dbg.value(metadata i32 -4, metadata !74, metadata !DIExpression()), !dbg !215
  %25 = bitcast %struct.Holder* %1 to i8*, !dbg !217
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #14, !dbg !217
  call void @llvm.dbg.declare(metadata %struct.Holder* %1, metadata !79, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !129, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 -4, metadata !132, metadata !DIExpression()), !dbg !219
  %26 = invoke noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -4)
          to label %27 unwind label %41, !dbg !221

27:                                               ; preds = %24
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 1, !dbg !222
  %29 = load i32, i32* %28, align 4, !dbg !222, !tbaa !223
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !179, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !187, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !192, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !198, metadata !DIExpression()), !dbg !232
  %30 = load i32, i32* @_ZL6g_live, align 4, !dbg !234, !tbaa !69
  %31 = add nsw i32 %30, -1, !dbg !234
  store i32 %31, i32* @_ZL6g_live, align 4, !dbg !234, !tbaa !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !235
  %32 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !237, !tbaa !69
  %33 = icmp slt i32 %32, 64, !dbg !238
  br i1 %33, label %34, label %40, !dbg !239

34:                                               ; preds = %27
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !192, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata %struct.Holder* %1, metadata !198, metadata !DIExpression()), !dbg !232
  %35 = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 0, i32 0, !dbg !240
  %36 = load i32, i32* %35, align 4, !dbg !240, !tbaa !241
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %36), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !235
  %37 = sub nsw i32 0, %36, !dbg !242
  call void @llvm.dbg.value(metadata i32 %37, metadata !160, metadata !DIExpression()), !dbg !235
  %38 = add nsw i32 %32, 1, !dbg !243
  store i32 %38, i32* @_ZL6g_nlog, align 4, !dbg !243, !tbaa !69
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %32, !dbg !244
  store i32 %37, i32* %39, align 4, !dbg !245, !tbaa !69
  br label %40, !dbg !244

40:                                               ; preds = %34, %27
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #14, !dbg !246
  br label %55

41:                                               ; preds = %24
  %42 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), !dbg !247
  %43 = extractvalue { i8*, i32 } %42, 1, !dbg !247
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #14, !dbg !246
  %44 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #14, !dbg !248
  %45 = icmp eq i32 %43, %44, !dbg !248
  br i1 %45, label %46, label %53, !dbg !248

46:                                               ; preds = %41
  %47 = extractvalue { i8*, i32 } %42, 0, !dbg !247
  %48 = call i8* @__cxa_begin_catch(i8* %47) #14, !dbg !248
  call void @llvm.dbg.value(metadata i8* %48, metadata !90, metadata !DIExpression()), !dbg !215
  %49 = getelementptr inbounds i8, i8* %48, i32 12, !dbg !249
  %50 = bitcast i8* %49 to i32*, !dbg !249
  %51 = load i32, i32* %50, align 4, !dbg !249, !tbaa !251
  %52 = add nsw i32 %51, -1000, !dbg !253
  call void @__cxa_end_catch(), !dbg !254
  br label %55

53:                                               ; preds = %139, %41
  %54 = phi { i8*, i32 } [ %42, %41 ], [ %140, %139 ]
  resume { i8*, i32 } %54, !dbg !62

55:                                               ; preds = %40, %46
  %56 = phi i32 [ %29, %40 ], [ %52, %46 ], !dbg !215
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef 10, i32 noundef %56), !dbg !255
  call void @llvm.dbg.value(metadata !DIArgList(i32 %148, i32 2), metadata !46, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !62
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0)), !dbg !256
  call void @llvm.dbg.value(metadata i32 0, metadata !59, metadata !DIExpression()), !dbg !257
  %59 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !258, !tbaa !69
  %60 = icmp sgt i32 %59, 0, !dbg !260
  br i1 %60, label %159, label %151, !dbg !261

61:                                               ; preds = %0, %144
  %62 = phi i32 [ 0, %0 ], [ %148, %144 ]
  %63 = phi i32 [ 0, %0 ], [ %149, %144 ]
  call void @llvm.dbg.value(metadata i32 %62, metadata !46, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %63, metadata !47, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32 %63, metadata !262, metadata !DIExpression()), !dbg !275
  invoke fastcc void @_ZL7throweri(i32 noundef %63)
          to label %144 unwind label %64, !dbg !277

64:                                               ; preds = %61
  %65 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* null, !dbg !279
  %66 = extractvalue { i8*, i32 } %65, 0, !dbg !279
  %67 = extractvalue { i8*, i32 } %65, 1, !dbg !279
  %68 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !280
  %69 = icmp eq i32 %67, %68, !dbg !280
  br i1 %69, label %70, label %75, !dbg !280

70:                                               ; preds = %64
  %71 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !281
  %72 = bitcast i8* %71 to i32*, !dbg !281
  %73 = load i32, i32* %72, align 4, !dbg !281, !tbaa !69
  call void @llvm.dbg.value(metadata i32 %73, metadata !274, metadata !DIExpression()), !dbg !275
  %74 = add nsw i32 %73, 100, !dbg !283
  tail call void @__cxa_end_catch() #14, !dbg !285
  br label %144

75:                                               ; preds = %64
  %76 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #14, !dbg !280
  %77 = icmp eq i32 %67, %76, !dbg !280
  br i1 %77, label %78, label %85, !dbg !280

78:                                               ; preds = %75
  %79 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !286
  %80 = bitcast i8* %79 to double*, !dbg !286
  %81 = load double, double* %80, align 4, !dbg !286, !tbaa !288
  call void @llvm.dbg.value(metadata double %81, metadata !272, metadata !DIExpression()), !dbg !275
  %82 = fmul double %81, 2.000000e+00, !dbg !290
  %83 = fptosi double %82 to i32, !dbg !291
  %84 = add nsw i32 %83, 200, !dbg !292
  tail call void @__cxa_end_catch() #14, !dbg !281
  br label %144

85:                                               ; preds = %75
  %86 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*)) #14, !dbg !280
  %87 = icmp eq i32 %67, %86, !dbg !280
  br i1 %87, label %88, label %99, !dbg !280

88:                                               ; preds = %85
  %89 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !293
  call void @llvm.dbg.value(metadata i8* %89, metadata !271, metadata !DIExpression()), !dbg !275
  %90 = getelementptr inbounds i8, i8* %89, i32 4, !dbg !295
  %91 = bitcast i8* %90 to i32*, !dbg !295
  %92 = load i32, i32* %91, align 4, !dbg !295, !tbaa !296
  %93 = mul nsw i32 %92, 10, !dbg !299
  %94 = add nsw i32 %93, 300, !dbg !300
  %95 = getelementptr inbounds i8, i8* %89, i32 12, !dbg !301
  %96 = bitcast i8* %95 to i32*, !dbg !301
  %97 = load i32, i32* %96, align 4, !dbg !301, !tbaa !251
  %98 = add nsw i32 %94, %97, !dbg !302
  tail call void @__cxa_end_catch(), !dbg !286
  br label %144

99:                                               ; preds = %85
  %100 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !280
  %101 = icmp eq i32 %67, %100, !dbg !280
  br i1 %101, label %102, label %116, !dbg !280

102:                                              ; preds = %99
  %103 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !303
  %104 = bitcast i8* %103 to %struct.Error*, !dbg !303
  call void @llvm.dbg.value(metadata %struct.Error* %104, metadata !270, metadata !DIExpression()), !dbg !275
  %105 = getelementptr inbounds i8, i8* %103, i32 4, !dbg !304
  %106 = bitcast i8* %105 to i32*, !dbg !304
  %107 = load i32, i32* %106, align 4, !dbg !304, !tbaa !296
  %108 = bitcast i8* %103 to i32 (%struct.Error*)***, !dbg !305
  %109 = load i32 (%struct.Error*)**, i32 (%struct.Error*)*** %108, align 4, !dbg !305, !tbaa !306
  %110 = getelementptr inbounds i32 (%struct.Error*)*, i32 (%struct.Error*)** %109, i32 2, !dbg !305
  %111 = load i32 (%struct.Error*)*, i32 (%struct.Error*)** %110, align 4, !dbg !305
  %112 = invoke noundef i32 %111(%struct.Error* noundef nonnull align 4 dereferenceable(12) %104)
          to label %113 unwind label %139, !dbg !305

113:                                              ; preds = %102
  %114 = add nsw i32 %107, 400, !dbg !308
  %115 = add nsw i32 %114, %112, !dbg !309
  tail call void @__cxa_end_catch(), !dbg !293
  br label %144

116:                                              ; preds = %99
  %117 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*)) #14, !dbg !280
  %118 = icmp eq i32 %67, %117, !dbg !280
  br i1 %118, label %119, label %130, !dbg !280

119:                                              ; preds = %116
  %120 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !310
  call void @llvm.dbg.value(metadata i8* %120, metadata !266, metadata !DIExpression()), !dbg !275
  %121 = getelementptr inbounds i8, i8* %120, i32 4, !dbg !312
  %122 = bitcast i8* %121 to i32*, !dbg !312
  %123 = load i32, i32* %122, align 4, !dbg !312, !tbaa !296
  %124 = add nsw i32 %123, 500, !dbg !313
  call void @llvm.dbg.value(metadata i32 %124, metadata !268, metadata !DIExpression()), !dbg !314
  %125 = bitcast i8* %120 to %struct.Error*, !dbg !310
  call void @llvm.dbg.value(metadata %struct.Error* %125, metadata !266, metadata !DIExpression()), !dbg !275
  %126 = bitcast i8* %120 to void (%struct.Error*)***, !dbg !315
  %127 = load void (%struct.Error*)**, void (%struct.Error*)*** %126, align 4, !dbg !315, !tbaa !306
  %128 = getelementptr inbounds void (%struct.Error*)*, void (%struct.Error*)** %127, i32 1, !dbg !315
  %129 = load void (%struct.Error*)*, void (%struct.Error*)** %128, align 4, !dbg !315
  tail call void %129(%struct.Error* noundef nonnull align 4 dereferenceable(12) %125) #14, !dbg !315
  tail call void @__cxa_end_catch() #14, !dbg !303
  br label %144

130:                                              ; preds = %116
  %131 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #14, !dbg !280
  %132 = icmp eq i32 %67, %131, !dbg !280
  %133 = tail call i8* @__cxa_begin_catch(i8* %66) #14, !dbg !275
  br i1 %132, label %134, label %138, !dbg !280

134:                                              ; preds = %130
  call void @llvm.dbg.value(metadata i8* %133, metadata !265, metadata !DIExpression()), !dbg !275
  %135 = load i8, i8* %133, align 1, !dbg !316, !tbaa !317
  %136 = icmp eq i8 %135, 99, !dbg !318
  %137 = select i1 %136, i32 601, i32 600, !dbg !319
  tail call void @__cxa_end_catch() #14, !dbg !310
  br label %144

138:                                              ; preds = %130
  tail call void @__cxa_end_catch(), !dbg !320
  br label %144

139:                                              ; preds = %102
  %140 = landingpad { i8*, i32 }
          cleanup, !dbg !322
  invoke void @__cxa_end_catch()
          to label %53 unwind label %141, !dbg !293

141:                                              ; preds = %139
  %142 = landingpad { i8*, i32 }
          catch i8* null, !dbg !293
  %143 = extractvalue { i8*, i32 } %142, 0, !dbg !293
  tail call void @__clang_call_terminate(i8* %143) #15, !dbg !293
  unreachable, !dbg !293

144:                                              ; preds = %61, %70, %78, %88, %113, %119, %134, %138
  %145 = phi i32 [ %74, %70 ], [ %84, %78 ], [ %98, %88 ], [ %115, %113 ], [ %124, %119 ], [ %137, %134 ], [ 999, %138 ], [ 0, %61 ], !dbg !275
  call void @llvm.dbg.value(metadata i32 %145, metadata !49, metadata !DIExpression()), !dbg !323
  %146 = load i32, i32* @_ZL6g_live, align 4, !dbg !324, !tbaa !69
  %147 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %63, i32 noundef %145, i32 noundef %146), !dbg !325
  %148 = add nsw i32 %145, %62, !dbg !326
  call void @llvm.dbg.value(metadata i32 %148, metadata !46, metadata !DIExpression()), !dbg !62
  %149 = add nuw nsw i32 %63, 1, !dbg !327
  call void @llvm.dbg.value(metadata i32 %149, metadata !47, metadata !DIExpression()), !dbg !63
  %150 = icmp eq i32 %149, 8, !dbg !328
  br i1 %150, label %2, label %61, !dbg !64, !llvm.loop !329

151:                                              ; preds = %159, %55
  %152 = add nsw i32 %148, 2, !dbg !332
  call void @llvm.dbg.value(metadata i32 %152, metadata !46, metadata !DIExpression()), !dbg !62
  %153 = load i32, i32* @_ZL6g_live, align 4, !dbg !333, !tbaa !69
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i32 0, i32 0), i32 noundef %152, i32 noundef %153), !dbg !334
  %155 = load i32, i32* @_ZL6g_live, align 4, !dbg !335, !tbaa !69
  %156 = icmp eq i32 %155, 0, !dbg !336
  %157 = select i1 %156, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), !dbg !335
  %158 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %157), !dbg !337
  ret i32 0, !dbg !338

159:                                              ; preds = %55, %159
  %160 = phi i32 [ %164, %159 ], [ 0, %55 ]
  call void @llvm.dbg.value(metadata i32 %160, metadata !59, metadata !DIExpression()), !dbg !257
  %161 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %160, !dbg !339
  %162 = load i32, i32* %161, align 4, !dbg !339, !tbaa !69
  %163 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef %162), !dbg !340
  %164 = add nuw nsw i32 %160, 1, !dbg !341
  call void @llvm.dbg.value(metadata i32 %164, metadata !59, metadata !DIExpression()), !dbg !257
  %165 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !258, !tbaa !69
  %166 = icmp slt i32 %164, %165, !dbg !260
  br i1 %166, label %159, label %151, !dbg !261, !llvm.loop !342
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: norecurse ssp
define internal fastcc noundef i32 @_ZL6nestedi(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !344 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !346, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i32 0, metadata !347, metadata !DIExpression()), !dbg !351
  call void @llvm.dbg.value(metadata i32 %0, metadata !352, metadata !DIExpression()), !dbg !356
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !144, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata i32 %0, metadata !147, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !359
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !151, metadata !DIExpression()), !dbg !361
  call void @llvm.dbg.value(metadata i32 %0, metadata !154, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !361
  call void @llvm.dbg.value(metadata i32 %0, metadata !355, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !356
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !363, !tbaa !69
  %3 = add nsw i32 %2, 1, !dbg !363
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !363, !tbaa !69
  call void @llvm.dbg.value(metadata i32 %0, metadata !160, metadata !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value)), !dbg !364
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !366, !tbaa !69
  %5 = icmp slt i32 %4, 64, !dbg !367
  br i1 %5, label %6, label %10, !dbg !368

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 50, !dbg !369
  call void @llvm.dbg.value(metadata i32 %7, metadata !147, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata i32 %7, metadata !154, metadata !DIExpression()), !dbg !361
  call void @llvm.dbg.value(metadata i32 %7, metadata !355, metadata !DIExpression()), !dbg !356
  call void @llvm.dbg.value(metadata i32 %7, metadata !160, metadata !DIExpression()), !dbg !364
  %8 = add nsw i32 %4, 1, !dbg !370
  store i32 %8, i32* @_ZL6g_nlog, align 4, !dbg !370, !tbaa !69
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4, !dbg !371
  store i32 %7, i32* %9, align 4, !dbg !372, !tbaa !69
  br label %10, !dbg !371

10:                                               ; preds = %6, %1
  invoke fastcc void @_ZL7throweri(i32 noundef %0)
          to label %28 unwind label %11, !dbg !373

11:                                               ; preds = %10
  %12 = landingpad { i8*, i32 }
          catch i8* null, !dbg !375
  %13 = extractvalue { i8*, i32 } %12, 0, !dbg !375
  %14 = tail call i8* @__cxa_begin_catch(i8* %13) #14, !dbg !376
  %15 = load i32, i32* @_ZL13rethrow_count, align 4, !dbg !377, !tbaa !69
  %16 = add nsw i32 %15, 1, !dbg !377
  store i32 %16, i32* @_ZL13rethrow_count, align 4, !dbg !377, !tbaa !69
  invoke void @__cxa_rethrow() #16
          to label %40 unwind label %17, !dbg !379

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !380
  invoke void @__cxa_end_catch()
          to label %19 unwind label %37, !dbg !381

19:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !192, metadata !DIExpression()), !dbg !382
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !198, metadata !DIExpression()), !dbg !384
  %20 = load i32, i32* @_ZL6g_live, align 4, !dbg !386, !tbaa !69
  %21 = add nsw i32 %20, -1, !dbg !386
  store i32 %21, i32* @_ZL6g_live, align 4, !dbg !386, !tbaa !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !387
  %22 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !389, !tbaa !69
  %23 = icmp slt i32 %22, 64, !dbg !390
  br i1 %23, label %24, label %41, !dbg !391

24:                                               ; preds = %19
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !387
  %25 = sub i32 -50, %0, !dbg !392
  call void @llvm.dbg.value(metadata i32 %25, metadata !160, metadata !DIExpression()), !dbg !387
  %26 = add nsw i32 %22, 1, !dbg !393
  store i32 %26, i32* @_ZL6g_nlog, align 4, !dbg !393, !tbaa !69
  %27 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %22, !dbg !394
  store i32 %25, i32* %27, align 4, !dbg !395, !tbaa !69
  br label %41, !dbg !394

28:                                               ; preds = %10
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !192, metadata !DIExpression()), !dbg !396
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !198, metadata !DIExpression()), !dbg !398
  %29 = load i32, i32* @_ZL6g_live, align 4, !dbg !400, !tbaa !69
  %30 = add nsw i32 %29, -1, !dbg !400
  store i32 %30, i32* @_ZL6g_live, align 4, !dbg !400, !tbaa !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !401
  %31 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !403, !tbaa !69
  %32 = icmp slt i32 %31, 64, !dbg !404
  br i1 %32, label %33, label %74, !dbg !405

33:                                               ; preds = %28
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 50, DW_OP_minus, DW_OP_stack_value)), !dbg !401
  %34 = sub i32 -50, %0, !dbg !406
  call void @llvm.dbg.value(metadata i32 %34, metadata !160, metadata !DIExpression()), !dbg !401
  %35 = add nsw i32 %31, 1, !dbg !407
  store i32 %35, i32* @_ZL6g_nlog, align 4, !dbg !407, !tbaa !69
  %36 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %31, !dbg !408
  store i32 %34, i32* %36, align 4, !dbg !409, !tbaa !69
  br label %74, !dbg !408

37:                                               ; preds = %17
  %38 = landingpad { i8*, i32 }
          catch i8* null, !dbg !381
  %39 = extractvalue { i8*, i32 } %38, 0, !dbg !381
  tail call void @__clang_call_terminate(i8* %39) #15, !dbg !381
  unreachable, !dbg !381

40:                                               ; preds = %11
  unreachable

41:                                               ; preds = %19, %24
  %42 = extractvalue { i8*, i32 } %18, 0, !dbg !410
  %43 = extractvalue { i8*, i32 } %18, 1, !dbg !410
  %44 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !411
  %45 = icmp eq i32 %43, %44, !dbg !411
  br i1 %45, label %46, label %61, !dbg !411

46:                                               ; preds = %41
  %47 = tail call i8* @__cxa_begin_catch(i8* %42) #14, !dbg !411
  %48 = bitcast i8* %47 to i32*, !dbg !411
  %49 = load i32, i32* %48, align 4, !dbg !411, !tbaa !69
  call void @llvm.dbg.value(metadata i32 %49, metadata !348, metadata !DIExpression()), !dbg !412
  call void @llvm.dbg.value(metadata i32 %49, metadata !347, metadata !DIExpression()), !dbg !351
  %50 = tail call i8* @__cxa_allocate_exception(i32 12) #14, !dbg !413
  %51 = add nsw i32 %49, 1, !dbg !415
  call void @llvm.dbg.value(metadata i8* %50, metadata !416, metadata !DIExpression()), !dbg !421
  call void @llvm.dbg.value(metadata i32 %51, metadata !419, metadata !DIExpression()), !dbg !421
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), metadata !420, metadata !DIExpression()), !dbg !421
  call void @llvm.dbg.value(metadata i8* %50, metadata !423, metadata !DIExpression()), !dbg !428
  call void @llvm.dbg.value(metadata i32 %51, metadata !426, metadata !DIExpression()), !dbg !428
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), metadata !427, metadata !DIExpression()), !dbg !428
  %52 = bitcast i8* %50 to i32 (...)***, !dbg !430
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %52, align 4, !dbg !430, !tbaa !306
  %53 = getelementptr inbounds i8, i8* %50, i32 4, !dbg !431
  %54 = bitcast i8* %53 to i32*, !dbg !431
  store i32 %51, i32* %54, align 4, !dbg !431, !tbaa !296
  %55 = getelementptr inbounds i8, i8* %50, i32 8, !dbg !432
  %56 = bitcast i8* %55 to i8**, !dbg !432
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8** %56, align 4, !dbg !432, !tbaa !433
  invoke void @__cxa_throw(i8* nonnull %50, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD1Ev to i8*)) #16
          to label %77 unwind label %57, !dbg !413

57:                                               ; preds = %46
  %58 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)
          catch i8* null, !dbg !434
  %59 = extractvalue { i8*, i32 } %58, 0, !dbg !434
  %60 = extractvalue { i8*, i32 } %58, 1, !dbg !434
  tail call void @__cxa_end_catch() #14, !dbg !435
  br label %61, !dbg !435

61:                                               ; preds = %57, %41
  %62 = phi i32 [ %60, %57 ], [ %43, %41 ], !dbg !412
  %63 = phi i8* [ %59, %57 ], [ %42, %41 ], !dbg !412
  %64 = phi i32 [ %49, %57 ], [ 0, %41 ], !dbg !351
  call void @llvm.dbg.value(metadata i32 %64, metadata !347, metadata !DIExpression()), !dbg !351
  %65 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !436
  %66 = icmp eq i32 %62, %65, !dbg !436
  %67 = tail call i8* @__cxa_begin_catch(i8* %63) #14, !dbg !351
  br i1 %66, label %68, label %76, !dbg !436

68:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i8* %67, metadata !350, metadata !DIExpression()), !dbg !351
  %69 = getelementptr inbounds i8, i8* %67, i32 4, !dbg !437
  %70 = bitcast i8* %69 to i32*, !dbg !437
  %71 = load i32, i32* %70, align 4, !dbg !437, !tbaa !296
  %72 = mul nsw i32 %71, 100, !dbg !439
  %73 = add nsw i32 %72, %64, !dbg !440
  call void @llvm.dbg.value(metadata i32 %73, metadata !347, metadata !DIExpression()), !dbg !351
  tail call void @__cxa_end_catch(), !dbg !441
  br label %74, !dbg !441

74:                                               ; preds = %33, %28, %68, %76
  %75 = phi i32 [ %73, %68 ], [ -1, %76 ], [ 0, %28 ], [ 0, %33 ], !dbg !351
  call void @llvm.dbg.value(metadata i32 %75, metadata !347, metadata !DIExpression()), !dbg !351
  ret i32 %75, !dbg !442

76:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i32 -1, metadata !347, metadata !DIExpression()), !dbg !351
  tail call void @__cxa_end_catch(), !dbg !443
  br label %74, !dbg !443

77:                                               ; preds = %46
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: noinline norecurse ssp
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !445 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !447, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !144, metadata !DIExpression()), !dbg !450
  call void @llvm.dbg.value(metadata i32 %0, metadata !147, metadata !DIExpression()), !dbg !450
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !151, metadata !DIExpression()), !dbg !452
  call void @llvm.dbg.value(metadata i32 %0, metadata !154, metadata !DIExpression()), !dbg !452
  call void @llvm.dbg.value(metadata i32 %0, metadata !448, metadata !DIExpression()), !dbg !449
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !454, !tbaa !69
  %3 = add nsw i32 %2, 1, !dbg !454
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !454, !tbaa !69
  call void @llvm.dbg.value(metadata i32 %0, metadata !160, metadata !DIExpression()), !dbg !455
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !457, !tbaa !69
  %5 = icmp slt i32 %4, 64, !dbg !458
  br i1 %5, label %6, label %9, !dbg !459

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 1, !dbg !460
  store i32 %7, i32* @_ZL6g_nlog, align 4, !dbg !460, !tbaa !69
  %8 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4, !dbg !461
  store i32 %0, i32* %8, align 4, !dbg !462, !tbaa !69
  br label %9, !dbg !461

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
  ], !dbg !463

11:                                               ; preds = %9
  %12 = tail call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !464
  %13 = bitcast i8* %12 to i32*, !dbg !464
  store i32 42, i32* %13, align 8, !dbg !464, !tbaa !69
  invoke void @__cxa_throw(i8* nonnull %12, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #16
          to label %78 unwind label %14, !dbg !464

14:                                               ; preds = %59, %46, %38, %26, %19, %16, %11
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !466
  br label %67, !dbg !466

16:                                               ; preds = %9
  %17 = tail call i8* @__cxa_allocate_exception(i32 8) #14, !dbg !467
  %18 = bitcast i8* %17 to double*, !dbg !467
  store double 3.500000e+00, double* %18, align 8, !dbg !467, !tbaa !288
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast (i8** @_ZTId to i8*), i8* null) #16
          to label %78 unwind label %14, !dbg !467

19:                                               ; preds = %9
  %20 = tail call i8* @__cxa_allocate_exception(i32 12) #14, !dbg !468
  call void @llvm.dbg.value(metadata i8* %20, metadata !416, metadata !DIExpression()), !dbg !469
  call void @llvm.dbg.value(metadata i32 7, metadata !419, metadata !DIExpression()), !dbg !469
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), metadata !420, metadata !DIExpression()), !dbg !469
  call void @llvm.dbg.value(metadata i8* %20, metadata !423, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i32 7, metadata !426, metadata !DIExpression()), !dbg !471
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), metadata !427, metadata !DIExpression()), !dbg !471
  %21 = bitcast i8* %20 to i32 (...)***, !dbg !473
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %21, align 4, !dbg !473, !tbaa !306
  %22 = getelementptr inbounds i8, i8* %20, i32 4, !dbg !474
  %23 = bitcast i8* %22 to i32*, !dbg !474
  store i32 7, i32* %23, align 4, !dbg !474, !tbaa !296
  %24 = getelementptr inbounds i8, i8* %20, i32 8, !dbg !475
  %25 = bitcast i8* %24 to i8**, !dbg !475
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8** %25, align 4, !dbg !475, !tbaa !433
  invoke void @__cxa_throw(i8* nonnull %20, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* bitcast (%struct.Error* (%struct.Error*)* @_ZN5ErrorD1Ev to i8*)) #16
          to label %78 unwind label %14, !dbg !468

26:                                               ; preds = %9
  %27 = tail call i8* @__cxa_allocate_exception(i32 16) #14, !dbg !476
  call void @llvm.dbg.value(metadata i8* %27, metadata !477, metadata !DIExpression()), !dbg !483
  call void @llvm.dbg.value(metadata i32 9, metadata !480, metadata !DIExpression()), !dbg !483
  call void @llvm.dbg.value(metadata i32 3, metadata !481, metadata !DIExpression()), !dbg !483
  call void @llvm.dbg.value(metadata i8* %27, metadata !485, metadata !DIExpression()), !dbg !490
  call void @llvm.dbg.value(metadata i32 9, metadata !488, metadata !DIExpression()), !dbg !490
  call void @llvm.dbg.value(metadata i32 3, metadata !489, metadata !DIExpression()), !dbg !490
  call void @llvm.dbg.value(metadata i8* %27, metadata !423, metadata !DIExpression()), !dbg !492
  call void @llvm.dbg.value(metadata i32 9, metadata !426, metadata !DIExpression()), !dbg !492
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), metadata !427, metadata !DIExpression()), !dbg !492
  %28 = bitcast i8* %27 to i32 (...)***, !dbg !494
  %29 = getelementptr inbounds i8, i8* %27, i32 4, !dbg !495
  %30 = bitcast i8* %29 to i32*, !dbg !495
  store i32 9, i32* %30, align 4, !dbg !495, !tbaa !296
  %31 = getelementptr inbounds i8, i8* %27, i32 8, !dbg !496
  %32 = bitcast i8* %31 to i8**, !dbg !496
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %32, align 4, !dbg !496, !tbaa !433
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %28, align 4, !dbg !497, !tbaa !306
  %33 = getelementptr inbounds i8, i8* %27, i32 12, !dbg !498
  %34 = bitcast i8* %33 to i32*, !dbg !498
  store i32 3, i32* %34, align 4, !dbg !498, !tbaa !251
  invoke void @__cxa_throw(i8* nonnull %27, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD1Ev to i8*)) #16
          to label %78 unwind label %14, !dbg !476

35:                                               ; preds = %9
  %36 = tail call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !499
  %37 = invoke noalias noundef nonnull dereferenceable(12) i8* @_Znwm(i32 noundef 12) #17
          to label %38 unwind label %44, !dbg !500, !heapallocsite !96

38:                                               ; preds = %35
  %39 = bitcast i8* %37 to %struct.Error*, !dbg !500
  call void @llvm.dbg.value(metadata %struct.Error* %39, metadata !416, metadata !DIExpression()), !dbg !501
  call void @llvm.dbg.value(metadata i32 11, metadata !419, metadata !DIExpression()), !dbg !501
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), metadata !420, metadata !DIExpression()), !dbg !501
  call void @llvm.dbg.value(metadata %struct.Error* %39, metadata !423, metadata !DIExpression()), !dbg !503
  call void @llvm.dbg.value(metadata i32 11, metadata !426, metadata !DIExpression()), !dbg !503
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), metadata !427, metadata !DIExpression()), !dbg !503
  %40 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 0, !dbg !505
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Error, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %40, align 4, !dbg !505, !tbaa !306
  %41 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 1, !dbg !506
  store i32 11, i32* %41, align 4, !dbg !506, !tbaa !296
  %42 = getelementptr inbounds %struct.Error, %struct.Error* %39, i32 0, i32 2, !dbg !507
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8** %42, align 4, !dbg !507, !tbaa !433
  %43 = bitcast i8* %36 to i8**, !dbg !499
  store i8* %37, i8** %43, align 8, !dbg !499, !tbaa !508
  invoke void @__cxa_throw(i8* nonnull %36, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP5Error to i8*), i8* null) #16
          to label %78 unwind label %14, !dbg !499

44:                                               ; preds = %35
  %45 = landingpad { i8*, i32 }
          cleanup, !dbg !466
  tail call void @__cxa_free_exception(i8* %36) #14, !dbg !499
  br label %67, !dbg !499

46:                                               ; preds = %9
  %47 = tail call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !509
  %48 = bitcast i8* %47 to i8**, !dbg !509
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8** %48, align 8, !dbg !509, !tbaa !508
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #16
          to label %78 unwind label %14, !dbg !509

49:                                               ; preds = %9
  %50 = tail call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !510
  call void @llvm.dbg.value(metadata i8* %50, metadata !144, metadata !DIExpression()), !dbg !511
  call void @llvm.dbg.value(metadata i32 600, metadata !147, metadata !DIExpression()), !dbg !511
  call void @llvm.dbg.value(metadata i8* %50, metadata !151, metadata !DIExpression()), !dbg !513
  call void @llvm.dbg.value(metadata i32 600, metadata !154, metadata !DIExpression()), !dbg !513
  %51 = bitcast i8* %50 to i32*, !dbg !515
  store i32 600, i32* %51, align 4, !dbg !515, !tbaa !241
  %52 = load i32, i32* @_ZL6g_live, align 4, !dbg !516, !tbaa !69
  %53 = add nsw i32 %52, 1, !dbg !516
  store i32 %53, i32* @_ZL6g_live, align 4, !dbg !516, !tbaa !69
  call void @llvm.dbg.value(metadata i32 600, metadata !160, metadata !DIExpression()), !dbg !517
  %54 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !519, !tbaa !69
  %55 = icmp slt i32 %54, 64, !dbg !520
  br i1 %55, label %56, label %59, !dbg !521

56:                                               ; preds = %49
  %57 = add nsw i32 %54, 1, !dbg !522
  store i32 %57, i32* @_ZL6g_nlog, align 4, !dbg !522, !tbaa !69
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %54, !dbg !523
  store i32 600, i32* %58, align 4, !dbg !524, !tbaa !69
  br label %59, !dbg !523

59:                                               ; preds = %56, %49
  invoke void @__cxa_throw(i8* nonnull %50, i8* bitcast ({ i8*, i8* }* @_ZTI6Tracer to i8*), i8* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD1Ev to i8*)) #16
          to label %78 unwind label %14, !dbg !510

60:                                               ; preds = %9
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !192, metadata !DIExpression()), !dbg !525
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !198, metadata !DIExpression()), !dbg !527
  store i32 %2, i32* @_ZL6g_live, align 4, !dbg !529, !tbaa !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !530
  %61 = icmp slt i32 %10, 64, !dbg !532
  br i1 %61, label %62, label %66, !dbg !533

62:                                               ; preds = %60
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !530
  %63 = sub nsw i32 0, %0, !dbg !534
  call void @llvm.dbg.value(metadata i32 %63, metadata !160, metadata !DIExpression()), !dbg !530
  %64 = add nsw i32 %10, 1, !dbg !535
  store i32 %64, i32* @_ZL6g_nlog, align 4, !dbg !535, !tbaa !69
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %10, !dbg !536
  store i32 %63, i32* %65, align 4, !dbg !537, !tbaa !69
  br label %66, !dbg !536

66:                                               ; preds = %60, %62
  ret void, !dbg !538

67:                                               ; preds = %44, %14
  %68 = phi { i8*, i32 } [ %15, %14 ], [ %45, %44 ]
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !192, metadata !DIExpression()), !dbg !539
  call void @llvm.dbg.value(metadata %struct.Tracer* undef, metadata !198, metadata !DIExpression()), !dbg !541
  %69 = load i32, i32* @_ZL6g_live, align 4, !dbg !543, !tbaa !69
  %70 = add nsw i32 %69, -1, !dbg !543
  store i32 %70, i32* @_ZL6g_live, align 4, !dbg !543, !tbaa !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !544
  %71 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !546, !tbaa !69
  %72 = icmp slt i32 %71, 64, !dbg !547
  br i1 %72, label %73, label %77, !dbg !548

73:                                               ; preds = %67
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %0), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !544
  %74 = sub nsw i32 0, %0, !dbg !549
  call void @llvm.dbg.value(metadata i32 %74, metadata !160, metadata !DIExpression()), !dbg !544
  %75 = add nsw i32 %71, 1, !dbg !550
  store i32 %75, i32* @_ZL6g_nlog, align 4, !dbg !550, !tbaa !69
  %76 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %71, !dbg !551
  store i32 %74, i32* %76, align 4, !dbg !552, !tbaa !69
  br label %77, !dbg !551

77:                                               ; preds = %67, %73
  resume { i8*, i32 } %68, !dbg !538

78:                                               ; preds = %59, %46, %38, %26, %19, %16, %11
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #6 {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #14
  tail call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind ssp
define linkonce_odr noundef %struct.Error* @_ZN5ErrorD1Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 align 2 !dbg !553 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !555, metadata !DIExpression()), !dbg !556
  ret %struct.Error* %0, !dbg !557
}

; Function Attrs: inlinehint nounwind ssp
define linkonce_odr noundef %struct.IoError* @_ZN7IoErrorD1Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #8 align 2 !dbg !558 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !563, metadata !DIExpression()), !dbg !564
  ret %struct.IoError* %0, !dbg !565
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i32 noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #10

; Function Attrs: nounwind ssp
define linkonce_odr noundef %struct.Tracer* @_ZN6TracerD1Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 !dbg !193 {
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !192, metadata !DIExpression()), !dbg !566
  call void @llvm.dbg.value(metadata %struct.Tracer* %0, metadata !198, metadata !DIExpression()), !dbg !567
  %2 = load i32, i32* @_ZL6g_live, align 4, !dbg !569, !tbaa !69
  %3 = add nsw i32 %2, -1, !dbg !569
  store i32 %3, i32* @_ZL6g_live, align 4, !dbg !569, !tbaa !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !570
  %4 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !572, !tbaa !69
  %5 = icmp slt i32 %4, 64, !dbg !573
  br i1 %5, label %6, label %12, !dbg !574

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %0, i32 0, i32 0, !dbg !575
  %8 = load i32, i32* %7, align 4, !dbg !575, !tbaa !241
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %8), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !570
  %9 = sub nsw i32 0, %8, !dbg !576
  call void @llvm.dbg.value(metadata i32 %9, metadata !160, metadata !DIExpression()), !dbg !570
  %10 = add nsw i32 %4, 1, !dbg !577
  store i32 %10, i32* @_ZL6g_nlog, align 4, !dbg !577, !tbaa !69
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %4, !dbg !578
  store i32 %9, i32* %11, align 4, !dbg !579, !tbaa !69
  br label %12, !dbg !578

12:                                               ; preds = %1, %6
  ret %struct.Tracer* %0, !dbg !580
}

; Function Attrs: nounwind ssp
define linkonce_odr void @_ZN5ErrorD0Ev(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #7 align 2 !dbg !581 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !583, metadata !DIExpression()), !dbg !584
  %2 = bitcast %struct.Error* %0 to i8*, !dbg !585
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18, !dbg !585
  ret void, !dbg !586
}

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef i32 @_ZNK5Error4kindEv(%struct.Error* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #11 align 2 !dbg !587 {
  call void @llvm.dbg.value(metadata %struct.Error* %0, metadata !589, metadata !DIExpression()), !dbg !591
  ret i32 1, !dbg !592
}

; Function Attrs: inlinehint nounwind ssp
define linkonce_odr void @_ZN7IoErrorD0Ev(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #8 align 2 !dbg !593 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !595, metadata !DIExpression()), !dbg !596
  %2 = bitcast %struct.IoError* %0 to i8*, !dbg !597
  tail call void @_ZdlPv(i8* noundef nonnull %2) #18, !dbg !597
  ret void, !dbg !597
}

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef i32 @_ZNK7IoError4kindEv(%struct.IoError* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #11 align 2 !dbg !598 {
  call void @llvm.dbg.value(metadata %struct.IoError* %0, metadata !600, metadata !DIExpression()), !dbg !602
  ret i32 2, !dbg !603
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: ssp
define linkonce_odr noundef %struct.Holder* @_ZN6HolderC2Ei(%struct.Holder* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #12 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !137 {
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !136, metadata !DIExpression()), !dbg !604
  call void @llvm.dbg.value(metadata i32 %1, metadata !139, metadata !DIExpression()), !dbg !604
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !144, metadata !DIExpression()), !dbg !605
  call void @llvm.dbg.value(metadata i32 %1, metadata !147, metadata !DIExpression()), !dbg !605
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !151, metadata !DIExpression()), !dbg !607
  call void @llvm.dbg.value(metadata i32 %1, metadata !154, metadata !DIExpression()), !dbg !607
  %3 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 0, i32 0, !dbg !609
  store i32 %1, i32* %3, align 4, !dbg !609, !tbaa !241
  %4 = load i32, i32* @_ZL6g_live, align 4, !dbg !610, !tbaa !69
  %5 = add nsw i32 %4, 1, !dbg !610
  store i32 %5, i32* @_ZL6g_live, align 4, !dbg !610, !tbaa !69
  call void @llvm.dbg.value(metadata i32 %1, metadata !160, metadata !DIExpression()), !dbg !611
  %6 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !613, !tbaa !69
  %7 = icmp slt i32 %6, 64, !dbg !614
  br i1 %7, label %8, label %11, !dbg !615

8:                                                ; preds = %2
  %9 = add nsw i32 %6, 1, !dbg !616
  store i32 %9, i32* @_ZL6g_nlog, align 4, !dbg !616, !tbaa !69
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %6, !dbg !617
  store i32 %1, i32* %10, align 4, !dbg !618, !tbaa !69
  br label %11, !dbg !617

11:                                               ; preds = %8, %2
  %12 = phi i32 [ %9, %8 ], [ %6, %2 ]
  call void @llvm.dbg.value(metadata i32 %1, metadata !619, metadata !DIExpression()), !dbg !622
  %13 = icmp slt i32 %1, 0, !dbg !624
  br i1 %13, label %14, label %25, !dbg !626

14:                                               ; preds = %11
  %15 = tail call i8* @__cxa_allocate_exception(i32 16) #14, !dbg !627
  %16 = sub nsw i32 0, %1, !dbg !628
  call void @llvm.dbg.value(metadata i8* %15, metadata !477, metadata !DIExpression()), !dbg !629
  call void @llvm.dbg.value(metadata i32 %1, metadata !480, metadata !DIExpression()), !dbg !629
  call void @llvm.dbg.value(metadata i32 %16, metadata !481, metadata !DIExpression()), !dbg !629
  call void @llvm.dbg.value(metadata i8* %15, metadata !485, metadata !DIExpression()), !dbg !631
  call void @llvm.dbg.value(metadata i32 %1, metadata !488, metadata !DIExpression()), !dbg !631
  call void @llvm.dbg.value(metadata i32 %16, metadata !489, metadata !DIExpression()), !dbg !631
  call void @llvm.dbg.value(metadata i8* %15, metadata !423, metadata !DIExpression()), !dbg !633
  call void @llvm.dbg.value(metadata i32 %1, metadata !426, metadata !DIExpression()), !dbg !633
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), metadata !427, metadata !DIExpression()), !dbg !633
  %17 = bitcast i8* %15 to i32 (...)***, !dbg !635
  %18 = getelementptr inbounds i8, i8* %15, i32 4, !dbg !636
  %19 = bitcast i8* %18 to i32*, !dbg !636
  store i32 %1, i32* %19, align 4, !dbg !636, !tbaa !296
  %20 = getelementptr inbounds i8, i8* %15, i32 8, !dbg !637
  %21 = bitcast i8* %20 to i8**, !dbg !637
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8** %21, align 4, !dbg !637, !tbaa !433
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7IoError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %17, align 4, !dbg !638, !tbaa !306
  %22 = getelementptr inbounds i8, i8* %15, i32 12, !dbg !639
  %23 = bitcast i8* %22 to i32*, !dbg !639
  store i32 %16, i32* %23, align 4, !dbg !639, !tbaa !251
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7IoError to i8*), i8* bitcast (%struct.IoError* (%struct.IoError*)* @_ZN7IoErrorD1Ev to i8*)) #16
          to label %24 unwind label %33, !dbg !627

24:                                               ; preds = %14
  unreachable, !dbg !627

25:                                               ; preds = %11
  %26 = shl nuw nsw i32 %1, 1, !dbg !640
  %27 = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 1, !dbg !641
  store i32 %26, i32* %27, align 4, !dbg !641, !tbaa !223
  call void @llvm.dbg.value(metadata i32 777, metadata !160, metadata !DIExpression()), !dbg !642
  %28 = icmp slt i32 %12, 64, !dbg !644
  br i1 %28, label %29, label %32, !dbg !645

29:                                               ; preds = %25
  %30 = add nsw i32 %12, 1, !dbg !646
  store i32 %30, i32* @_ZL6g_nlog, align 4, !dbg !646, !tbaa !69
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %12, !dbg !647
  store i32 777, i32* %31, align 4, !dbg !648, !tbaa !69
  br label %32, !dbg !647

32:                                               ; preds = %25, %29
  ret %struct.Holder* %0, !dbg !649

33:                                               ; preds = %14
  %34 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !649
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !192, metadata !DIExpression()), !dbg !650
  call void @llvm.dbg.value(metadata %struct.Holder* %0, metadata !198, metadata !DIExpression()), !dbg !652
  %35 = load i32, i32* @_ZL6g_live, align 4, !dbg !654, !tbaa !69
  %36 = add nsw i32 %35, -1, !dbg !654
  store i32 %36, i32* @_ZL6g_live, align 4, !dbg !654, !tbaa !69
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 undef), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !655
  %37 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !657, !tbaa !69
  %38 = icmp slt i32 %37, 64, !dbg !658
  br i1 %38, label %39, label %44, !dbg !659

39:                                               ; preds = %33
  %40 = load i32, i32* %3, align 4, !dbg !660, !tbaa !241
  call void @llvm.dbg.value(metadata !DIArgList(i32 0, i32 %40), metadata !160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !655
  %41 = sub nsw i32 0, %40, !dbg !661
  call void @llvm.dbg.value(metadata i32 %41, metadata !160, metadata !DIExpression()), !dbg !655
  %42 = add nsw i32 %37, 1, !dbg !662
  store i32 %42, i32* @_ZL6g_nlog, align 4, !dbg !662, !tbaa !69
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %37, !dbg !663
  store i32 %41, i32* %43, align 4, !dbg !664, !tbaa !69
  br label %44, !dbg !663

44:                                               ; preds = %39, %33
  %45 = extractvalue { i8*, i32 } %34, 1, !dbg !649
  %46 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !665
  %47 = icmp eq i32 %45, %46, !dbg !665
  br i1 %47, label %48, label %60, !dbg !665

48:                                               ; preds = %44
  %49 = extractvalue { i8*, i32 } %34, 0, !dbg !649
  %50 = tail call i8* @__cxa_begin_catch(i8* %49) #14, !dbg !665
  call void @llvm.dbg.value(metadata i8* %50, metadata !140, metadata !DIExpression()), !dbg !604
  call void @llvm.dbg.value(metadata i32 888, metadata !160, metadata !DIExpression()), !dbg !666
  %51 = load i32, i32* @_ZL6g_nlog, align 4, !dbg !669, !tbaa !69
  %52 = icmp slt i32 %51, 64, !dbg !670
  br i1 %52, label %53, label %56, !dbg !671

53:                                               ; preds = %48
  %54 = add nsw i32 %51, 1, !dbg !672
  store i32 %54, i32* @_ZL6g_nlog, align 4, !dbg !672, !tbaa !69
  %55 = getelementptr inbounds [64 x i32], [64 x i32]* @_ZL5g_log, i32 0, i32 %51, !dbg !673
  store i32 888, i32* %55, align 4, !dbg !674, !tbaa !69
  br label %56, !dbg !673

56:                                               ; preds = %48, %53
  invoke void @__cxa_rethrow()
          to label %57 unwind label %58, !dbg !675

57:                                               ; preds = %56
  unreachable, !dbg !675

58:                                               ; preds = %56
  %59 = landingpad { i8*, i32 }
          cleanup, !dbg !649
  invoke void @__cxa_end_catch()
          to label %60 unwind label %62, !dbg !675

60:                                               ; preds = %58, %44
  %61 = phi { i8*, i32 } [ %34, %44 ], [ %59, %58 ], !dbg !665
  resume { i8*, i32 } %61, !dbg !665

62:                                               ; preds = %58
  %63 = landingpad { i8*, i32 }
          catch i8* null, !dbg !675
  %64 = extractvalue { i8*, i32 } %63, 0, !dbg !675
  tail call void @__clang_call_terminate(i8* %64) #15, !dbg !675
  unreachable, !dbg !675
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #13

attributes #0 = { norecurse ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline norecurse ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { inlinehint nounwind ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { mustprogress nounwind ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #13 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }
attributes #16 = { noreturn }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_live", linkageName: "_ZL6g_live", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !21, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
!3 = !DIFile(filename: "eh_basic.cpp", directory: "/ehi/corpus")
!4 = !{!5, !6}
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
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 134, type: !43, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!5}
!45 = !{!46, !47, !49, !52, !59}
!46 = !DILocalVariable(name: "total", scope: !42, file: !3, line: 135, type: !5)
!47 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 136, type: !5)
!48 = distinct !DILexicalBlock(scope: !42, file: !3, line: 136, column: 3)
!49 = !DILocalVariable(name: "c", scope: !50, file: !3, line: 137, type: !5)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 136, column: 32)
!51 = distinct !DILexicalBlock(scope: !48, file: !3, line: 136, column: 3)
!52 = !DILocalVariable(name: "nt", scope: !42, file: !3, line: 144, type: !53)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NoThrow", file: !3, line: 130, size: 8, flags: DIFlagTypePassByValue, elements: !54, identifier: "_ZTS7NoThrow")
!54 = !{!55}
!55 = !DISubprogram(name: "f", linkageName: "_ZN7NoThrow1fEi", scope: !53, file: !3, line: 131, type: !56, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!56 = !DISubroutineType(types: !57)
!57 = !{!5, !58, !5}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!59 = !DILocalVariable(name: "i", scope: !60, file: !3, line: 147, type: !5)
!60 = distinct !DILexicalBlock(scope: !42, file: !3, line: 147, column: 3)
!61 = !DILocation(line: 144, column: 11, scope: !42)
!62 = !DILocation(line: 0, scope: !42)
!63 = !DILocation(line: 0, scope: !48)
!64 = !DILocation(line: 136, column: 3, scope: !48)
!65 = !DILocation(line: 141, column: 29, scope: !42)
!66 = !DILocation(line: 141, column: 40, scope: !42)
!67 = !DILocation(line: 141, column: 3, scope: !42)
!68 = !DILocation(line: 142, column: 28, scope: !42)
!69 = !{!70, !70, i64 0}
!70 = !{!"int", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C++ TBAA"}
!73 = !DILocation(line: 142, column: 3, scope: !42)
!74 = !DILocalVariable(name: "x", arg: 1, scope: !75, file: !3, line: 123, type: !5)
!75 = distinct !DISubprogram(name: "guarded", linkageName: "_ZL7guardedi", scope: !3, file: !3, line: 123, type: !76, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!5, !5}
!78 = !{!74, !79, !90}
!79 = !DILocalVariable(name: "h", scope: !80, file: !3, line: 124, type: !81)
!80 = distinct !DILexicalBlock(scope: !75, file: !3, line: 123, column: 31)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !3, line: 108, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !82, identifier: "_ZTS6Holder")
!82 = !{!83, !84, !85, !86}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !81, file: !3, line: 109, baseType: !6, size: 32)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !81, file: !3, line: 110, baseType: !5, size: 32, offset: 32)
!85 = !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !81, file: !3, line: 111, type: !76, scopeLine: 111, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!86 = !DISubprogram(name: "Holder", scope: !81, file: !3, line: 115, type: !87, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DISubroutineType(types: !88)
!88 = !{null, !89, !5}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!90 = !DILocalVariable(name: "e", scope: !75, file: !3, line: 126, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !92, size: 32)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IoError", file: !3, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !94, vtableHolder: !96, identifier: "_ZTS7IoError")
!94 = !{!95, !118, !119, !123}
!95 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !93, baseType: !96, extraData: i32 0)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 26, size: 96, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !97, vtableHolder: !96, identifier: "_ZTS5Error")
!97 = !{!98, !101, !102, !106, !110, !113}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !99, size: 32, flags: DIFlagArtificial)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 32)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !43, size: 32)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !96, file: !3, line: 27, baseType: !5, size: 32, offset: 32)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !96, file: !3, line: 28, baseType: !103, size: 32, offset: 64)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 32)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!105 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!106 = !DISubprogram(name: "Error", scope: !96, file: !3, line: 29, type: !107, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !109, !5, !103}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!110 = !DISubprogram(name: "~Error", scope: !96, file: !3, line: 30, type: !111, scopeLine: 30, containingType: !96, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!111 = !DISubroutineType(types: !112)
!112 = !{null, !109}
!113 = !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !96, file: !3, line: 31, type: !114, scopeLine: 31, containingType: !96, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{!5, !116}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !93, file: !3, line: 35, baseType: !5, size: 32, offset: 96)
!119 = !DISubprogram(name: "IoError", scope: !93, file: !3, line: 36, type: !120, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(types: !121)
!121 = !{null, !122, !5, !5}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!123 = !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !93, file: !3, line: 37, type: !124, scopeLine: 37, containingType: !93, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{!5, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!127 = !DILocation(line: 0, scope: !75, inlinedAt: !128)
!128 = distinct !DILocation(line: 143, column: 30, scope: !42)
!129 = !DILocalVariable(name: "this", arg: 1, scope: !130, type: !133, flags: DIFlagArtificial | DIFlagObjectPointer)
!130 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC1Ei", scope: !81, file: !3, line: 115, type: !87, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !86, retainedNodes: !131)
!131 = !{!129, !132}
!132 = !DILocalVariable(name: "x", arg: 2, scope: !130, file: !3, line: 115, type: !5)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 32)
!134 = !DILocation(line: 0, scope: !130, inlinedAt: !135)
!135 = distinct !DILocation(line: 124, column: 10, scope: !80, inlinedAt: !128)
!136 = !DILocalVariable(name: "this", arg: 1, scope: !137, type: !133, flags: DIFlagArtificial | DIFlagObjectPointer)
!137 = distinct !DISubprogram(name: "Holder", linkageName: "_ZN6HolderC2Ei", scope: !81, file: !3, line: 115, type: !87, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !86, retainedNodes: !138)
!138 = !{!136, !139, !140}
!139 = !DILocalVariable(name: "x", arg: 2, scope: !137, file: !3, line: 115, type: !5)
!140 = !DILocalVariable(name: "e", scope: !137, file: !3, line: 117, type: !141)
!141 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !96, size: 32)
!142 = !DILocation(line: 0, scope: !137, inlinedAt: !143)
!143 = distinct !DILocation(line: 115, column: 17, scope: !130, inlinedAt: !135)
!144 = !DILocalVariable(name: "this", arg: 1, scope: !145, type: !148, flags: DIFlagArtificial | DIFlagObjectPointer)
!145 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC1Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !146)
!146 = !{!144, !147}
!147 = !DILocalVariable(name: "i", arg: 2, scope: !145, file: !3, line: 21, type: !5)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!149 = !DILocation(line: 0, scope: !145, inlinedAt: !150)
!150 = distinct !DILocation(line: 115, column: 23, scope: !137, inlinedAt: !143)
!151 = !DILocalVariable(name: "this", arg: 1, scope: !152, type: !148, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = distinct !DISubprogram(name: "Tracer", linkageName: "_ZN6TracerC2Ei", scope: !6, file: !3, line: 21, type: !10, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !153)
!153 = !{!151, !154}
!154 = !DILocalVariable(name: "i", arg: 2, scope: !152, file: !3, line: 21, type: !5)
!155 = !DILocation(line: 0, scope: !152, inlinedAt: !156)
!156 = distinct !DILocation(line: 21, column: 34, scope: !145, inlinedAt: !150)
!157 = !DILocation(line: 0, scope: !80, inlinedAt: !128)
!158 = !DILocation(line: 21, column: 36, scope: !159, inlinedAt: !156)
!159 = distinct !DILexicalBlock(scope: !152, file: !3, line: 21, column: 34)
!160 = !DILocalVariable(name: "v", arg: 1, scope: !161, file: !3, line: 14, type: !5)
!161 = distinct !DISubprogram(name: "note", linkageName: "_ZL4notei", scope: !3, file: !3, line: 14, type: !162, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !164)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !5}
!164 = !{!160}
!165 = !DILocation(line: 0, scope: !161, inlinedAt: !166)
!166 = distinct !DILocation(line: 21, column: 46, scope: !159, inlinedAt: !156)
!167 = !DILocation(line: 15, column: 7, scope: !168, inlinedAt: !166)
!168 = distinct !DILexicalBlock(scope: !161, file: !3, line: 15, column: 7)
!169 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !166)
!170 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !166)
!171 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !166)
!172 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !166)
!173 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !166)
!174 = !DILocation(line: 0, scope: !161, inlinedAt: !175)
!175 = distinct !DILocation(line: 116, column: 5, scope: !176, inlinedAt: !143)
!176 = distinct !DILexicalBlock(scope: !137, file: !3, line: 115, column: 41)
!177 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !175)
!178 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !175)
!179 = !DILocalVariable(name: "this", arg: 1, scope: !180, type: !133, flags: DIFlagArtificial | DIFlagObjectPointer)
!180 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD1Ev", scope: !81, file: !3, line: 108, type: !181, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !183, retainedNodes: !184)
!181 = !DISubroutineType(types: !182)
!182 = !{null, !89}
!183 = !DISubprogram(name: "~Holder", scope: !81, type: !181, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !{!179}
!185 = !DILocation(line: 0, scope: !180, inlinedAt: !186)
!186 = distinct !DILocation(line: 126, column: 1, scope: !75, inlinedAt: !128)
!187 = !DILocalVariable(name: "this", arg: 1, scope: !188, type: !133, flags: DIFlagArtificial | DIFlagObjectPointer)
!188 = distinct !DISubprogram(name: "~Holder", linkageName: "_ZN6HolderD2Ev", scope: !81, file: !3, line: 108, type: !181, scopeLine: 108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !183, retainedNodes: !189)
!189 = !{!187}
!190 = !DILocation(line: 0, scope: !188, inlinedAt: !191)
!191 = distinct !DILocation(line: 108, column: 8, scope: !180, inlinedAt: !186)
!192 = !DILocalVariable(name: "this", arg: 1, scope: !193, type: !148, flags: DIFlagArtificial | DIFlagObjectPointer)
!193 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD1Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !194)
!194 = !{!192}
!195 = !DILocation(line: 0, scope: !193, inlinedAt: !196)
!196 = distinct !DILocation(line: 108, column: 8, scope: !197, inlinedAt: !191)
!197 = distinct !DILexicalBlock(scope: !188, file: !3, line: 108, column: 8)
!198 = !DILocalVariable(name: "this", arg: 1, scope: !199, type: !148, flags: DIFlagArtificial | DIFlagObjectPointer)
!199 = distinct !DISubprogram(name: "~Tracer", linkageName: "_ZN6TracerD2Ev", scope: !6, file: !3, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !18, retainedNodes: !200)
!200 = !{!198}
!201 = !DILocation(line: 0, scope: !199, inlinedAt: !202)
!202 = distinct !DILocation(line: 23, column: 13, scope: !193, inlinedAt: !196)
!203 = !DILocation(line: 23, column: 15, scope: !204, inlinedAt: !202)
!204 = distinct !DILexicalBlock(scope: !199, file: !3, line: 23, column: 13)
!205 = !DILocation(line: 0, scope: !161, inlinedAt: !206)
!206 = distinct !DILocation(line: 23, column: 25, scope: !204, inlinedAt: !202)
!207 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !206)
!208 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !175)
!209 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !175)
!210 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !175)
!211 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !206)
!212 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !206)
!213 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !206)
!214 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !206)
!215 = !DILocation(line: 0, scope: !75, inlinedAt: !216)
!216 = distinct !DILocation(line: 143, column: 42, scope: !42)
!217 = !DILocation(line: 124, column: 3, scope: !80, inlinedAt: !216)
!218 = !DILocation(line: 124, column: 10, scope: !80, inlinedAt: !216)
!219 = !DILocation(line: 0, scope: !130, inlinedAt: !220)
!220 = distinct !DILocation(line: 124, column: 10, scope: !80, inlinedAt: !216)
!221 = !DILocation(line: 115, column: 17, scope: !130, inlinedAt: !220)
!222 = !DILocation(line: 125, column: 12, scope: !80, inlinedAt: !216)
!223 = !{!224, !70, i64 4}
!224 = !{!"_ZTS6Holder", !225, i64 0, !70, i64 4}
!225 = !{!"_ZTS6Tracer", !70, i64 0}
!226 = !DILocation(line: 0, scope: !180, inlinedAt: !227)
!227 = distinct !DILocation(line: 126, column: 1, scope: !75, inlinedAt: !216)
!228 = !DILocation(line: 0, scope: !188, inlinedAt: !229)
!229 = distinct !DILocation(line: 108, column: 8, scope: !180, inlinedAt: !227)
!230 = !DILocation(line: 0, scope: !193, inlinedAt: !231)
!231 = distinct !DILocation(line: 108, column: 8, scope: !197, inlinedAt: !229)
!232 = !DILocation(line: 0, scope: !199, inlinedAt: !233)
!233 = distinct !DILocation(line: 23, column: 13, scope: !193, inlinedAt: !231)
!234 = !DILocation(line: 23, column: 15, scope: !204, inlinedAt: !233)
!235 = !DILocation(line: 0, scope: !161, inlinedAt: !236)
!236 = distinct !DILocation(line: 23, column: 25, scope: !204, inlinedAt: !233)
!237 = !DILocation(line: 15, column: 7, scope: !168, inlinedAt: !236)
!238 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !236)
!239 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !236)
!240 = !DILocation(line: 23, column: 31, scope: !204, inlinedAt: !233)
!241 = !{!225, !70, i64 0}
!242 = !DILocation(line: 23, column: 30, scope: !204, inlinedAt: !233)
!243 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !236)
!244 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !236)
!245 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !236)
!246 = !DILocation(line: 126, column: 1, scope: !75, inlinedAt: !216)
!247 = !DILocation(line: 128, column: 1, scope: !80, inlinedAt: !216)
!248 = !DILocation(line: 126, column: 1, scope: !80, inlinedAt: !216)
!249 = !DILocation(line: 127, column: 20, scope: !250, inlinedAt: !216)
!250 = distinct !DILexicalBlock(scope: !75, file: !3, line: 126, column: 28)
!251 = !{!252, !70, i64 12}
!252 = !{!"_ZTS7IoError", !70, i64 12}
!253 = !DILocation(line: 127, column: 16, scope: !250, inlinedAt: !216)
!254 = !DILocation(line: 128, column: 1, scope: !250, inlinedAt: !216)
!255 = !DILocation(line: 143, column: 3, scope: !42)
!256 = !DILocation(line: 146, column: 3, scope: !42)
!257 = !DILocation(line: 0, scope: !60)
!258 = !DILocation(line: 147, column: 23, scope: !259)
!259 = distinct !DILexicalBlock(scope: !60, file: !3, line: 147, column: 3)
!260 = !DILocation(line: 147, column: 21, scope: !259)
!261 = !DILocation(line: 147, column: 3, scope: !60)
!262 = !DILocalVariable(name: "how", arg: 1, scope: !263, file: !3, line: 54, type: !5)
!263 = distinct !DISubprogram(name: "classify", linkageName: "_ZL8classifyi", scope: !3, file: !3, line: 54, type: !76, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !264)
!264 = !{!262, !265, !266, !268, !270, !271, !272, !274}
!265 = !DILocalVariable(name: "s", scope: !263, file: !3, line: 69, type: !103)
!266 = !DILocalVariable(name: "p", scope: !263, file: !3, line: 65, type: !267)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32)
!268 = !DILocalVariable(name: "r", scope: !269, file: !3, line: 66, type: !5)
!269 = distinct !DILexicalBlock(scope: !263, file: !3, line: 65, column: 22)
!270 = !DILocalVariable(name: "e", scope: !263, file: !3, line: 63, type: !141)
!271 = !DILocalVariable(name: "e", scope: !263, file: !3, line: 61, type: !91)
!272 = !DILocalVariable(name: "d", scope: !263, file: !3, line: 59, type: !273)
!273 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!274 = !DILocalVariable(name: "v", scope: !263, file: !3, line: 57, type: !5)
!275 = !DILocation(line: 0, scope: !263, inlinedAt: !276)
!276 = distinct !DILocation(line: 137, column: 13, scope: !50)
!277 = !DILocation(line: 56, column: 5, scope: !278, inlinedAt: !276)
!278 = distinct !DILexicalBlock(scope: !263, file: !3, line: 55, column: 7)
!279 = !DILocation(line: 75, column: 1, scope: !278, inlinedAt: !276)
!280 = !DILocation(line: 57, column: 3, scope: !278, inlinedAt: !276)
!281 = !DILocation(line: 61, column: 3, scope: !282, inlinedAt: !276)
!282 = distinct !DILexicalBlock(scope: !263, file: !3, line: 59, column: 22)
!283 = !DILocation(line: 58, column: 16, scope: !284, inlinedAt: !276)
!284 = distinct !DILexicalBlock(scope: !263, file: !3, line: 57, column: 19)
!285 = !DILocation(line: 59, column: 3, scope: !284, inlinedAt: !276)
!286 = !DILocation(line: 63, column: 3, scope: !287, inlinedAt: !276)
!287 = distinct !DILexicalBlock(scope: !263, file: !3, line: 61, column: 30)
!288 = !{!289, !289, i64 0}
!289 = !{!"double", !71, i64 0}
!290 = !DILocation(line: 60, column: 26, scope: !282, inlinedAt: !276)
!291 = !DILocation(line: 60, column: 23, scope: !282, inlinedAt: !276)
!292 = !DILocation(line: 60, column: 16, scope: !282, inlinedAt: !276)
!293 = !DILocation(line: 65, column: 3, scope: !294, inlinedAt: !276)
!294 = distinct !DILexicalBlock(scope: !263, file: !3, line: 63, column: 22)
!295 = !DILocation(line: 62, column: 20, scope: !287, inlinedAt: !276)
!296 = !{!297, !70, i64 4}
!297 = !{!"_ZTS5Error", !70, i64 4, !298, i64 8}
!298 = !{!"any pointer", !71, i64 0}
!299 = !DILocation(line: 62, column: 25, scope: !287, inlinedAt: !276)
!300 = !DILocation(line: 62, column: 16, scope: !287, inlinedAt: !276)
!301 = !DILocation(line: 62, column: 34, scope: !287, inlinedAt: !276)
!302 = !DILocation(line: 62, column: 30, scope: !287, inlinedAt: !276)
!303 = !DILocation(line: 69, column: 3, scope: !269, inlinedAt: !276)
!304 = !DILocation(line: 64, column: 20, scope: !294, inlinedAt: !276)
!305 = !DILocation(line: 64, column: 29, scope: !294, inlinedAt: !276)
!306 = !{!307, !307, i64 0}
!307 = !{!"vtable pointer", !72, i64 0}
!308 = !DILocation(line: 64, column: 16, scope: !294, inlinedAt: !276)
!309 = !DILocation(line: 64, column: 25, scope: !294, inlinedAt: !276)
!310 = !DILocation(line: 71, column: 3, scope: !311, inlinedAt: !276)
!311 = distinct !DILexicalBlock(scope: !263, file: !3, line: 69, column: 27)
!312 = !DILocation(line: 66, column: 22, scope: !269, inlinedAt: !276)
!313 = !DILocation(line: 66, column: 17, scope: !269, inlinedAt: !276)
!314 = !DILocation(line: 0, scope: !269, inlinedAt: !276)
!315 = !DILocation(line: 67, column: 5, scope: !269, inlinedAt: !276)
!316 = !DILocation(line: 70, column: 19, scope: !311, inlinedAt: !276)
!317 = !{!71, !71, i64 0}
!318 = !DILocation(line: 70, column: 24, scope: !311, inlinedAt: !276)
!319 = !DILocation(line: 70, column: 16, scope: !311, inlinedAt: !276)
!320 = !DILocation(line: 73, column: 3, scope: !321, inlinedAt: !276)
!321 = distinct !DILexicalBlock(scope: !263, file: !3, line: 71, column: 17)
!322 = !DILocation(line: 75, column: 1, scope: !294, inlinedAt: !276)
!323 = !DILocation(line: 0, scope: !50)
!324 = !DILocation(line: 138, column: 50, scope: !50)
!325 = !DILocation(line: 138, column: 5, scope: !50)
!326 = !DILocation(line: 139, column: 11, scope: !50)
!327 = !DILocation(line: 136, column: 27, scope: !51)
!328 = !DILocation(line: 136, column: 21, scope: !51)
!329 = distinct !{!329, !64, !330, !331}
!330 = !DILocation(line: 140, column: 3, scope: !48)
!331 = !{!"llvm.loop.mustprogress"}
!332 = !DILocation(line: 145, column: 9, scope: !42)
!333 = !DILocation(line: 149, column: 41, scope: !42)
!334 = !DILocation(line: 149, column: 3, scope: !42)
!335 = !DILocation(line: 150, column: 8, scope: !42)
!336 = !DILocation(line: 150, column: 15, scope: !42)
!337 = !DILocation(line: 150, column: 3, scope: !42)
!338 = !DILocation(line: 151, column: 3, scope: !42)
!339 = !DILocation(line: 148, column: 19, scope: !259)
!340 = !DILocation(line: 148, column: 5, scope: !259)
!341 = !DILocation(line: 147, column: 31, scope: !259)
!342 = distinct !{!342, !261, !343, !331}
!343 = !DILocation(line: 148, column: 27, scope: !60)
!344 = distinct !DISubprogram(name: "nested", linkageName: "_ZL6nestedi", scope: !3, file: !3, line: 89, type: !76, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !345)
!345 = !{!346, !347, !348, !350}
!346 = !DILocalVariable(name: "how", arg: 1, scope: !344, file: !3, line: 89, type: !5)
!347 = !DILocalVariable(name: "r", scope: !344, file: !3, line: 90, type: !5)
!348 = !DILocalVariable(name: "v", scope: !349, file: !3, line: 94, type: !5)
!349 = distinct !DILexicalBlock(scope: !344, file: !3, line: 91, column: 7)
!350 = !DILocalVariable(name: "e", scope: !344, file: !3, line: 98, type: !141)
!351 = !DILocation(line: 0, scope: !344)
!352 = !DILocalVariable(name: "how", arg: 1, scope: !353, file: !3, line: 79, type: !5)
!353 = distinct !DISubprogram(name: "middle", linkageName: "_ZL6middlei", scope: !3, file: !3, line: 79, type: !162, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !354)
!354 = !{!352, !355}
!355 = !DILocalVariable(name: "t", scope: !353, file: !3, line: 80, type: !6)
!356 = !DILocation(line: 0, scope: !353, inlinedAt: !357)
!357 = distinct !DILocation(line: 93, column: 7, scope: !358)
!358 = distinct !DILexicalBlock(scope: !349, file: !3, line: 92, column: 9)
!359 = !DILocation(line: 0, scope: !145, inlinedAt: !360)
!360 = distinct !DILocation(line: 80, column: 10, scope: !353, inlinedAt: !357)
!361 = !DILocation(line: 0, scope: !152, inlinedAt: !362)
!362 = distinct !DILocation(line: 21, column: 34, scope: !145, inlinedAt: !360)
!363 = !DILocation(line: 21, column: 36, scope: !159, inlinedAt: !362)
!364 = !DILocation(line: 0, scope: !161, inlinedAt: !365)
!365 = distinct !DILocation(line: 21, column: 46, scope: !159, inlinedAt: !362)
!366 = !DILocation(line: 15, column: 7, scope: !168, inlinedAt: !365)
!367 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !365)
!368 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !365)
!369 = !DILocation(line: 80, column: 15, scope: !353, inlinedAt: !357)
!370 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !365)
!371 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !365)
!372 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !365)
!373 = !DILocation(line: 82, column: 5, scope: !374, inlinedAt: !357)
!374 = distinct !DILexicalBlock(scope: !353, file: !3, line: 81, column: 7)
!375 = !DILocation(line: 87, column: 1, scope: !374, inlinedAt: !357)
!376 = !DILocation(line: 83, column: 3, scope: !374, inlinedAt: !357)
!377 = !DILocation(line: 84, column: 5, scope: !378, inlinedAt: !357)
!378 = distinct !DILexicalBlock(scope: !353, file: !3, line: 83, column: 17)
!379 = !DILocation(line: 85, column: 5, scope: !378, inlinedAt: !357)
!380 = !DILocation(line: 87, column: 1, scope: !378, inlinedAt: !357)
!381 = !DILocation(line: 86, column: 3, scope: !378, inlinedAt: !357)
!382 = !DILocation(line: 0, scope: !193, inlinedAt: !383)
!383 = distinct !DILocation(line: 87, column: 1, scope: !353, inlinedAt: !357)
!384 = !DILocation(line: 0, scope: !199, inlinedAt: !385)
!385 = distinct !DILocation(line: 23, column: 13, scope: !193, inlinedAt: !383)
!386 = !DILocation(line: 23, column: 15, scope: !204, inlinedAt: !385)
!387 = !DILocation(line: 0, scope: !161, inlinedAt: !388)
!388 = distinct !DILocation(line: 23, column: 25, scope: !204, inlinedAt: !385)
!389 = !DILocation(line: 15, column: 7, scope: !168, inlinedAt: !388)
!390 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !388)
!391 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !388)
!392 = !DILocation(line: 23, column: 30, scope: !204, inlinedAt: !385)
!393 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !388)
!394 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !388)
!395 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !388)
!396 = !DILocation(line: 0, scope: !193, inlinedAt: !397)
!397 = distinct !DILocation(line: 87, column: 1, scope: !353, inlinedAt: !357)
!398 = !DILocation(line: 0, scope: !199, inlinedAt: !399)
!399 = distinct !DILocation(line: 23, column: 13, scope: !193, inlinedAt: !397)
!400 = !DILocation(line: 23, column: 15, scope: !204, inlinedAt: !399)
!401 = !DILocation(line: 0, scope: !161, inlinedAt: !402)
!402 = distinct !DILocation(line: 23, column: 25, scope: !204, inlinedAt: !399)
!403 = !DILocation(line: 15, column: 7, scope: !168, inlinedAt: !402)
!404 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !402)
!405 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !402)
!406 = !DILocation(line: 23, column: 30, scope: !204, inlinedAt: !399)
!407 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !402)
!408 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !402)
!409 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !402)
!410 = !DILocation(line: 104, column: 1, scope: !358)
!411 = !DILocation(line: 94, column: 5, scope: !358)
!412 = !DILocation(line: 0, scope: !349)
!413 = !DILocation(line: 96, column: 7, scope: !414)
!414 = distinct !DILexicalBlock(scope: !349, file: !3, line: 94, column: 21)
!415 = !DILocation(line: 96, column: 21, scope: !414)
!416 = !DILocalVariable(name: "this", arg: 1, scope: !417, type: !267, flags: DIFlagArtificial | DIFlagObjectPointer)
!417 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC1EiPKc", scope: !96, file: !3, line: 29, type: !107, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !106, retainedNodes: !418)
!418 = !{!416, !419, !420}
!419 = !DILocalVariable(name: "c", arg: 2, scope: !417, file: !3, line: 29, type: !5)
!420 = !DILocalVariable(name: "w", arg: 3, scope: !417, file: !3, line: 29, type: !103)
!421 = !DILocation(line: 0, scope: !417, inlinedAt: !422)
!422 = distinct !DILocation(line: 96, column: 13, scope: !414)
!423 = !DILocalVariable(name: "this", arg: 1, scope: !424, type: !267, flags: DIFlagArtificial | DIFlagObjectPointer)
!424 = distinct !DISubprogram(name: "Error", linkageName: "_ZN5ErrorC2EiPKc", scope: !96, file: !3, line: 29, type: !107, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !106, retainedNodes: !425)
!425 = !{!423, !426, !427}
!426 = !DILocalVariable(name: "c", arg: 2, scope: !424, file: !3, line: 29, type: !5)
!427 = !DILocalVariable(name: "w", arg: 3, scope: !424, file: !3, line: 29, type: !103)
!428 = !DILocation(line: 0, scope: !424, inlinedAt: !429)
!429 = distinct !DILocation(line: 29, column: 50, scope: !417, inlinedAt: !422)
!430 = !DILocation(line: 29, column: 50, scope: !424, inlinedAt: !429)
!431 = !DILocation(line: 29, column: 33, scope: !424, inlinedAt: !429)
!432 = !DILocation(line: 29, column: 42, scope: !424, inlinedAt: !429)
!433 = !{!297, !298, i64 8}
!434 = !DILocation(line: 104, column: 1, scope: !414)
!435 = !DILocation(line: 97, column: 5, scope: !414)
!436 = !DILocation(line: 98, column: 3, scope: !349)
!437 = !DILocation(line: 99, column: 12, scope: !438)
!438 = distinct !DILexicalBlock(scope: !344, file: !3, line: 98, column: 22)
!439 = !DILocation(line: 99, column: 17, scope: !438)
!440 = !DILocation(line: 99, column: 7, scope: !438)
!441 = !DILocation(line: 100, column: 3, scope: !438)
!442 = !DILocation(line: 103, column: 3, scope: !344)
!443 = !DILocation(line: 102, column: 3, scope: !444)
!444 = distinct !DILexicalBlock(scope: !344, file: !3, line: 100, column: 17)
!445 = distinct !DISubprogram(name: "thrower", linkageName: "_ZL7throweri", scope: !3, file: !3, line: 40, type: !162, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !446)
!446 = !{!447, !448}
!447 = !DILocalVariable(name: "how", arg: 1, scope: !445, file: !3, line: 40, type: !5)
!448 = !DILocalVariable(name: "t", scope: !445, file: !3, line: 41, type: !6)
!449 = !DILocation(line: 0, scope: !445)
!450 = !DILocation(line: 0, scope: !145, inlinedAt: !451)
!451 = distinct !DILocation(line: 41, column: 10, scope: !445)
!452 = !DILocation(line: 0, scope: !152, inlinedAt: !453)
!453 = distinct !DILocation(line: 21, column: 34, scope: !145, inlinedAt: !451)
!454 = !DILocation(line: 21, column: 36, scope: !159, inlinedAt: !453)
!455 = !DILocation(line: 0, scope: !161, inlinedAt: !456)
!456 = distinct !DILocation(line: 21, column: 46, scope: !159, inlinedAt: !453)
!457 = !DILocation(line: 15, column: 7, scope: !168, inlinedAt: !456)
!458 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !456)
!459 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !456)
!460 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !456)
!461 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !456)
!462 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !456)
!463 = !DILocation(line: 42, column: 3, scope: !445)
!464 = !DILocation(line: 43, column: 11, scope: !465)
!465 = distinct !DILexicalBlock(scope: !445, file: !3, line: 42, column: 16)
!466 = !DILocation(line: 52, column: 1, scope: !465)
!467 = !DILocation(line: 44, column: 11, scope: !465)
!468 = !DILocation(line: 45, column: 11, scope: !465)
!469 = !DILocation(line: 0, scope: !417, inlinedAt: !470)
!470 = distinct !DILocation(line: 45, column: 17, scope: !465)
!471 = !DILocation(line: 0, scope: !424, inlinedAt: !472)
!472 = distinct !DILocation(line: 29, column: 50, scope: !417, inlinedAt: !470)
!473 = !DILocation(line: 29, column: 50, scope: !424, inlinedAt: !472)
!474 = !DILocation(line: 29, column: 33, scope: !424, inlinedAt: !472)
!475 = !DILocation(line: 29, column: 42, scope: !424, inlinedAt: !472)
!476 = !DILocation(line: 46, column: 11, scope: !465)
!477 = !DILocalVariable(name: "this", arg: 1, scope: !478, type: !482, flags: DIFlagArtificial | DIFlagObjectPointer)
!478 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC1Eii", scope: !93, file: !3, line: 36, type: !120, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !119, retainedNodes: !479)
!479 = !{!477, !480, !481}
!480 = !DILocalVariable(name: "c", arg: 2, scope: !478, file: !3, line: 36, type: !5)
!481 = !DILocalVariable(name: "f", arg: 3, scope: !478, file: !3, line: 36, type: !5)
!482 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32)
!483 = !DILocation(line: 0, scope: !478, inlinedAt: !484)
!484 = distinct !DILocation(line: 46, column: 17, scope: !465)
!485 = !DILocalVariable(name: "this", arg: 1, scope: !486, type: !482, flags: DIFlagArtificial | DIFlagObjectPointer)
!486 = distinct !DISubprogram(name: "IoError", linkageName: "_ZN7IoErrorC2Eii", scope: !93, file: !3, line: 36, type: !120, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !119, retainedNodes: !487)
!487 = !{!485, !488, !489}
!488 = !DILocalVariable(name: "c", arg: 2, scope: !486, file: !3, line: 36, type: !5)
!489 = !DILocalVariable(name: "f", arg: 3, scope: !486, file: !3, line: 36, type: !5)
!490 = !DILocation(line: 0, scope: !486, inlinedAt: !491)
!491 = distinct !DILocation(line: 36, column: 49, scope: !478, inlinedAt: !484)
!492 = !DILocation(line: 0, scope: !424, inlinedAt: !493)
!493 = distinct !DILocation(line: 36, column: 27, scope: !486, inlinedAt: !491)
!494 = !DILocation(line: 29, column: 50, scope: !424, inlinedAt: !493)
!495 = !DILocation(line: 29, column: 33, scope: !424, inlinedAt: !493)
!496 = !DILocation(line: 29, column: 42, scope: !424, inlinedAt: !493)
!497 = !DILocation(line: 36, column: 49, scope: !486, inlinedAt: !491)
!498 = !DILocation(line: 36, column: 43, scope: !486, inlinedAt: !491)
!499 = !DILocation(line: 47, column: 11, scope: !465)
!500 = !DILocation(line: 47, column: 17, scope: !465)
!501 = !DILocation(line: 0, scope: !417, inlinedAt: !502)
!502 = distinct !DILocation(line: 47, column: 21, scope: !465)
!503 = !DILocation(line: 0, scope: !424, inlinedAt: !504)
!504 = distinct !DILocation(line: 29, column: 50, scope: !417, inlinedAt: !502)
!505 = !DILocation(line: 29, column: 50, scope: !424, inlinedAt: !504)
!506 = !DILocation(line: 29, column: 33, scope: !424, inlinedAt: !504)
!507 = !DILocation(line: 29, column: 42, scope: !424, inlinedAt: !504)
!508 = !{!298, !298, i64 0}
!509 = !DILocation(line: 48, column: 11, scope: !465)
!510 = !DILocation(line: 49, column: 11, scope: !465)
!511 = !DILocation(line: 0, scope: !145, inlinedAt: !512)
!512 = distinct !DILocation(line: 49, column: 17, scope: !465)
!513 = !DILocation(line: 0, scope: !152, inlinedAt: !514)
!514 = distinct !DILocation(line: 21, column: 34, scope: !145, inlinedAt: !512)
!515 = !DILocation(line: 21, column: 28, scope: !152, inlinedAt: !514)
!516 = !DILocation(line: 21, column: 36, scope: !159, inlinedAt: !514)
!517 = !DILocation(line: 0, scope: !161, inlinedAt: !518)
!518 = distinct !DILocation(line: 21, column: 46, scope: !159, inlinedAt: !514)
!519 = !DILocation(line: 15, column: 7, scope: !168, inlinedAt: !518)
!520 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !518)
!521 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !518)
!522 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !518)
!523 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !518)
!524 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !518)
!525 = !DILocation(line: 0, scope: !193, inlinedAt: !526)
!526 = distinct !DILocation(line: 52, column: 1, scope: !445)
!527 = !DILocation(line: 0, scope: !199, inlinedAt: !528)
!528 = distinct !DILocation(line: 23, column: 13, scope: !193, inlinedAt: !526)
!529 = !DILocation(line: 23, column: 15, scope: !204, inlinedAt: !528)
!530 = !DILocation(line: 0, scope: !161, inlinedAt: !531)
!531 = distinct !DILocation(line: 23, column: 25, scope: !204, inlinedAt: !528)
!532 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !531)
!533 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !531)
!534 = !DILocation(line: 23, column: 30, scope: !204, inlinedAt: !528)
!535 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !531)
!536 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !531)
!537 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !531)
!538 = !DILocation(line: 52, column: 1, scope: !445)
!539 = !DILocation(line: 0, scope: !193, inlinedAt: !540)
!540 = distinct !DILocation(line: 52, column: 1, scope: !445)
!541 = !DILocation(line: 0, scope: !199, inlinedAt: !542)
!542 = distinct !DILocation(line: 23, column: 13, scope: !193, inlinedAt: !540)
!543 = !DILocation(line: 23, column: 15, scope: !204, inlinedAt: !542)
!544 = !DILocation(line: 0, scope: !161, inlinedAt: !545)
!545 = distinct !DILocation(line: 23, column: 25, scope: !204, inlinedAt: !542)
!546 = !DILocation(line: 15, column: 7, scope: !168, inlinedAt: !545)
!547 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !545)
!548 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !545)
!549 = !DILocation(line: 23, column: 30, scope: !204, inlinedAt: !542)
!550 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !545)
!551 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !545)
!552 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !545)
!553 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD1Ev", scope: !96, file: !3, line: 30, type: !111, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !110, retainedNodes: !554)
!554 = !{!555}
!555 = !DILocalVariable(name: "this", arg: 1, scope: !553, type: !267, flags: DIFlagArtificial | DIFlagObjectPointer)
!556 = !DILocation(line: 0, scope: !553)
!557 = !DILocation(line: 30, column: 21, scope: !553)
!558 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD1Ev", scope: !93, file: !3, line: 34, type: !559, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !561, retainedNodes: !562)
!559 = !DISubroutineType(types: !560)
!560 = !{null, !122}
!561 = !DISubprogram(name: "~IoError", scope: !93, type: !559, containingType: !93, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!562 = !{!563}
!563 = !DILocalVariable(name: "this", arg: 1, scope: !558, type: !482, flags: DIFlagArtificial | DIFlagObjectPointer)
!564 = !DILocation(line: 0, scope: !558)
!565 = !DILocation(line: 34, column: 8, scope: !558)
!566 = !DILocation(line: 0, scope: !193)
!567 = !DILocation(line: 0, scope: !199, inlinedAt: !568)
!568 = distinct !DILocation(line: 23, column: 13, scope: !193)
!569 = !DILocation(line: 23, column: 15, scope: !204, inlinedAt: !568)
!570 = !DILocation(line: 0, scope: !161, inlinedAt: !571)
!571 = distinct !DILocation(line: 23, column: 25, scope: !204, inlinedAt: !568)
!572 = !DILocation(line: 15, column: 7, scope: !168, inlinedAt: !571)
!573 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !571)
!574 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !571)
!575 = !DILocation(line: 23, column: 31, scope: !204, inlinedAt: !568)
!576 = !DILocation(line: 23, column: 30, scope: !204, inlinedAt: !568)
!577 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !571)
!578 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !571)
!579 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !571)
!580 = !DILocation(line: 23, column: 36, scope: !193)
!581 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN5ErrorD0Ev", scope: !96, file: !3, line: 30, type: !111, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !110, retainedNodes: !582)
!582 = !{!583}
!583 = !DILocalVariable(name: "this", arg: 1, scope: !581, type: !267, flags: DIFlagArtificial | DIFlagObjectPointer)
!584 = !DILocation(line: 0, scope: !581)
!585 = !DILocation(line: 30, column: 20, scope: !581)
!586 = !DILocation(line: 30, column: 21, scope: !581)
!587 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Error4kindEv", scope: !96, file: !3, line: 31, type: !114, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !113, retainedNodes: !588)
!588 = !{!589}
!589 = !DILocalVariable(name: "this", arg: 1, scope: !587, type: !590, flags: DIFlagArtificial | DIFlagObjectPointer)
!590 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 32)
!591 = !DILocation(line: 0, scope: !587)
!592 = !DILocation(line: 31, column: 30, scope: !587)
!593 = distinct !DISubprogram(name: "~IoError", linkageName: "_ZN7IoErrorD0Ev", scope: !93, file: !3, line: 34, type: !559, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !561, retainedNodes: !594)
!594 = !{!595}
!595 = !DILocalVariable(name: "this", arg: 1, scope: !593, type: !482, flags: DIFlagArtificial | DIFlagObjectPointer)
!596 = !DILocation(line: 0, scope: !593)
!597 = !DILocation(line: 34, column: 8, scope: !593)
!598 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK7IoError4kindEv", scope: !93, file: !3, line: 37, type: !124, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !123, retainedNodes: !599)
!599 = !{!600}
!600 = !DILocalVariable(name: "this", arg: 1, scope: !598, type: !601, flags: DIFlagArtificial | DIFlagObjectPointer)
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 32)
!602 = !DILocation(line: 0, scope: !598)
!603 = !DILocation(line: 37, column: 31, scope: !598)
!604 = !DILocation(line: 0, scope: !137)
!605 = !DILocation(line: 0, scope: !145, inlinedAt: !606)
!606 = distinct !DILocation(line: 115, column: 23, scope: !137)
!607 = !DILocation(line: 0, scope: !152, inlinedAt: !608)
!608 = distinct !DILocation(line: 21, column: 34, scope: !145, inlinedAt: !606)
!609 = !DILocation(line: 21, column: 28, scope: !152, inlinedAt: !608)
!610 = !DILocation(line: 21, column: 36, scope: !159, inlinedAt: !608)
!611 = !DILocation(line: 0, scope: !161, inlinedAt: !612)
!612 = distinct !DILocation(line: 21, column: 46, scope: !159, inlinedAt: !608)
!613 = !DILocation(line: 15, column: 7, scope: !168, inlinedAt: !612)
!614 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !612)
!615 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !612)
!616 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !612)
!617 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !612)
!618 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !612)
!619 = !DILocalVariable(name: "x", arg: 1, scope: !620, file: !3, line: 111, type: !5)
!620 = distinct !DISubprogram(name: "check", linkageName: "_ZN6Holder5checkEi", scope: !81, file: !3, line: 111, type: !76, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !85, retainedNodes: !621)
!621 = !{!619}
!622 = !DILocation(line: 0, scope: !620, inlinedAt: !623)
!623 = distinct !DILocation(line: 115, column: 31, scope: !137)
!624 = !DILocation(line: 112, column: 11, scope: !625, inlinedAt: !623)
!625 = distinct !DILexicalBlock(scope: !620, file: !3, line: 112, column: 9)
!626 = !DILocation(line: 112, column: 9, scope: !620, inlinedAt: !623)
!627 = !DILocation(line: 112, column: 16, scope: !625, inlinedAt: !623)
!628 = !DILocation(line: 112, column: 33, scope: !625, inlinedAt: !623)
!629 = !DILocation(line: 0, scope: !478, inlinedAt: !630)
!630 = distinct !DILocation(line: 112, column: 22, scope: !625, inlinedAt: !623)
!631 = !DILocation(line: 0, scope: !486, inlinedAt: !632)
!632 = distinct !DILocation(line: 36, column: 49, scope: !478, inlinedAt: !630)
!633 = !DILocation(line: 0, scope: !424, inlinedAt: !634)
!634 = distinct !DILocation(line: 36, column: 27, scope: !486, inlinedAt: !632)
!635 = !DILocation(line: 29, column: 50, scope: !424, inlinedAt: !634)
!636 = !DILocation(line: 29, column: 33, scope: !424, inlinedAt: !634)
!637 = !DILocation(line: 29, column: 42, scope: !424, inlinedAt: !634)
!638 = !DILocation(line: 36, column: 49, scope: !486, inlinedAt: !632)
!639 = !DILocation(line: 36, column: 43, scope: !486, inlinedAt: !632)
!640 = !DILocation(line: 113, column: 14, scope: !620, inlinedAt: !623)
!641 = !DILocation(line: 115, column: 29, scope: !137)
!642 = !DILocation(line: 0, scope: !161, inlinedAt: !643)
!643 = distinct !DILocation(line: 116, column: 5, scope: !176)
!644 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !643)
!645 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !643)
!646 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !643)
!647 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !643)
!648 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !643)
!649 = !DILocation(line: 119, column: 3, scope: !137)
!650 = !DILocation(line: 0, scope: !193, inlinedAt: !651)
!651 = distinct !DILocation(line: 117, column: 3, scope: !176)
!652 = !DILocation(line: 0, scope: !199, inlinedAt: !653)
!653 = distinct !DILocation(line: 23, column: 13, scope: !193, inlinedAt: !651)
!654 = !DILocation(line: 23, column: 15, scope: !204, inlinedAt: !653)
!655 = !DILocation(line: 0, scope: !161, inlinedAt: !656)
!656 = distinct !DILocation(line: 23, column: 25, scope: !204, inlinedAt: !653)
!657 = !DILocation(line: 15, column: 7, scope: !168, inlinedAt: !656)
!658 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !656)
!659 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !656)
!660 = !DILocation(line: 23, column: 31, scope: !204, inlinedAt: !653)
!661 = !DILocation(line: 23, column: 30, scope: !204, inlinedAt: !653)
!662 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !656)
!663 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !656)
!664 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !656)
!665 = !DILocation(line: 117, column: 3, scope: !176)
!666 = !DILocation(line: 0, scope: !161, inlinedAt: !667)
!667 = distinct !DILocation(line: 118, column: 5, scope: !668)
!668 = distinct !DILexicalBlock(scope: !137, file: !3, line: 117, column: 22)
!669 = !DILocation(line: 15, column: 7, scope: !168, inlinedAt: !667)
!670 = !DILocation(line: 15, column: 14, scope: !168, inlinedAt: !667)
!671 = !DILocation(line: 15, column: 7, scope: !161, inlinedAt: !667)
!672 = !DILocation(line: 16, column: 17, scope: !168, inlinedAt: !667)
!673 = !DILocation(line: 16, column: 5, scope: !168, inlinedAt: !667)
!674 = !DILocation(line: 16, column: 21, scope: !168, inlinedAt: !667)
!675 = !DILocation(line: 119, column: 3, scope: !668)
