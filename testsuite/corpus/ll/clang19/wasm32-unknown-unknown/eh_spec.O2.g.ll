; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal unnamed_addr global i32 0, align 4, !dbg !0
@_ZL5frees = internal unnamed_addr global i32 0, align 4, !dbg !78
@_ZN7Fragile6budgetE = hidden local_unnamed_addr global i32 0, align 4, !dbg !34
@_ZTIPKc = external constant ptr
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1, !dbg !41
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1, !dbg !46
@_ZL5ctors = internal unnamed_addr global i32 0, align 4, !dbg !85
@_ZL5dtors = internal unnamed_addr global i32 0, align 4, !dbg !87
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1, !dbg !51
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1, !dbg !53
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1, !dbg !58
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr hidden constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, comdat, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1, !dbg !63
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1, !dbg !68
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1, !dbg !73
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1, !dbg !80
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1, !dbg !89
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1, !dbg !94
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1, !dbg !99
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1, !dbg !101
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1, !dbg !103

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress nobuiltin allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) local_unnamed_addr #0 !dbg !113 {
    #dbg_value(i32 %0, !119, !DIExpression(), !120)
  %2 = load i32, ptr @_ZL6allocs, align 4, !dbg !121, !tbaa !122
  %3 = add nsw i32 %2, 1, !dbg !121
  store i32 %3, ptr @_ZL6allocs, align 4, !dbg !121, !tbaa !122
  %4 = tail call ptr @malloc(i32 noundef %0) #12, !dbg !126
  ret ptr %4, !dbg !127
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !128 noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0)
define noundef nonnull ptr @_Znam(i32 noundef %0) local_unnamed_addr #0 !dbg !129 {
    #dbg_value(i32 %0, !131, !DIExpression(), !132)
  %2 = load i32, ptr @_ZL6allocs, align 4, !dbg !133, !tbaa !122
  %3 = add nsw i32 %2, 1, !dbg !133
  store i32 %3, ptr @_ZL6allocs, align 4, !dbg !133, !tbaa !122
  %4 = tail call ptr @malloc(i32 noundef %0) #12, !dbg !134
  ret ptr %4, !dbg !135
}

; Function Attrs: mustprogress nobuiltin nounwind
define void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_wasm_personality_v0 !dbg !136 {
    #dbg_value(ptr %0, !140, !DIExpression(), !141)
  %2 = icmp eq ptr %0, null, !dbg !142
  br i1 %2, label %6, label %3, !dbg !144

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !dbg !145, !tbaa !122
  %5 = add nsw i32 %4, 1, !dbg !145
  store i32 %5, ptr @_ZL5frees, align 4, !dbg !145, !tbaa !122
  br label %6, !dbg !145

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0), !dbg !146
  ret void, !dbg !147
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !148 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nobuiltin nounwind
define void @_ZdaPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_wasm_personality_v0 !dbg !149 {
    #dbg_value(ptr %0, !151, !DIExpression(), !152)
  %2 = icmp eq ptr %0, null, !dbg !153
  br i1 %2, label %6, label %3, !dbg !155

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !dbg !156, !tbaa !122
  %5 = add nsw i32 %4, 1, !dbg !156
  store i32 %5, ptr @_ZL5frees, align 4, !dbg !156, !tbaa !122
  br label %6, !dbg !156

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0), !dbg !157
  ret void, !dbg !158
}

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #4 personality ptr @__gxx_wasm_personality_v0 !dbg !159 {
    #dbg_value(i32 4, !119, !DIExpression(), !189)
  %1 = load i32, ptr @_ZL6allocs, align 4, !dbg !191, !tbaa !122
  %2 = add nsw i32 %1, 1, !dbg !191
  store i32 %2, ptr @_ZL6allocs, align 4, !dbg !191, !tbaa !122
  %3 = tail call noalias noundef nonnull dereferenceable(4) ptr @malloc(i32 noundef 4) #12, !dbg !192
    #dbg_value(ptr %3, !193, !DIExpression(), !197)
    #dbg_value(i32 13, !196, !DIExpression(), !197)
  store i32 13, ptr %3, align 4, !dbg !199, !tbaa !200
  %4 = tail call ptr @__cxa_allocate_exception(i32 4) #13, !dbg !202
  store ptr @.str.9, ptr %4, align 16, !dbg !202, !tbaa !205
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIPKc, ptr null) #10
          to label %5 unwind label %6, !dbg !202

5:                                                ; preds = %0
  unreachable, !dbg !202

6:                                                ; preds = %0
  %7 = cleanuppad within none [], !dbg !207
  call void @_ZdlPvm(ptr noundef nonnull %3, i32 noundef 4) #14 [ "funclet"(token %7) ], !dbg !207
  cleanupret from %7 unwind label %8, !dbg !207

8:                                                ; preds = %6
  %9 = catchswitch within none [label %10] unwind to caller, !dbg !208

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @_ZTIPKc], !dbg !208
  %12 = tail call ptr @llvm.wasm.get.exception(token %11), !dbg !208
  %13 = tail call i32 @llvm.wasm.get.ehselector(token %11), !dbg !208
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #13, !dbg !208
  %15 = icmp eq i32 %13, %14, !dbg !208
  br i1 %15, label %16, label %21, !dbg !208

16:                                               ; preds = %10
  %17 = call ptr @__cxa_begin_catch(ptr %12) #13 [ "funclet"(token %11) ], !dbg !208
    #dbg_value(ptr %17, !166, !DIExpression(), !209)
  %18 = load i32, ptr @_ZL6allocs, align 4, !dbg !210, !tbaa !122
  %19 = load i32, ptr @_ZL5frees, align 4, !dbg !212, !tbaa !122
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %17, i32 noundef %18, i32 noundef %19) [ "funclet"(token %11) ], !dbg !213
  call void @__cxa_end_catch() #13 [ "funclet"(token %11) ], !dbg !214
  catchret from %11 to label %22, !dbg !214

21:                                               ; preds = %10
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %11) ], !dbg !214
  unreachable, !dbg !214

22:                                               ; preds = %16
    #dbg_value(i32 24, !131, !DIExpression(), !215)
  %23 = load i32, ptr @_ZL6allocs, align 4, !dbg !217, !tbaa !122
  %24 = add nsw i32 %23, 1, !dbg !217
  store i32 %24, ptr @_ZL6allocs, align 4, !dbg !217, !tbaa !122
  %25 = tail call noalias noundef nonnull dereferenceable(24) ptr @malloc(i32 noundef 24) #12, !dbg !218
  store i32 5, ptr %25, align 4, !dbg !219
  %26 = load i32, ptr @_ZL5ctors, align 4, !tbaa !122
  %27 = getelementptr inbounds i8, ptr %25, i32 4, !dbg !219
    #dbg_value(ptr %27, !220, !DIExpression(), !223)
  store i32 3, ptr %27, align 4, !dbg !225, !tbaa !200
  %28 = getelementptr inbounds i8, ptr %25, i32 8, !dbg !219
    #dbg_value(ptr %28, !220, !DIExpression(), !223)
  store i32 2, ptr %28, align 4, !dbg !225, !tbaa !200
  %29 = getelementptr inbounds i8, ptr %25, i32 12, !dbg !219
    #dbg_value(ptr %29, !220, !DIExpression(), !223)
  store i32 1, ptr %29, align 4, !dbg !225, !tbaa !200
  %30 = add nsw i32 %26, 3, !dbg !226
  store i32 %30, ptr @_ZL5ctors, align 4, !dbg !226, !tbaa !122
  %31 = getelementptr inbounds i8, ptr %25, i32 16, !dbg !219
    #dbg_value(ptr %31, !220, !DIExpression(), !223)
  store i32 0, ptr %31, align 4, !dbg !225, !tbaa !200
  store i32 -1, ptr @_ZN7Fragile6budgetE, align 4, !dbg !223, !tbaa !122
  %32 = tail call ptr @__cxa_allocate_exception(i32 4) #13, !dbg !228
  %33 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !230, !tbaa !122
  store i32 %33, ptr %32, align 16, !dbg !228, !tbaa !122
  invoke void @__cxa_throw(ptr nonnull %32, ptr nonnull @_ZTIi, ptr null) #10
          to label %34 unwind label %35, !dbg !228

34:                                               ; preds = %22
  unreachable, !dbg !228

35:                                               ; preds = %22
  %36 = cleanuppad within none [], !dbg !219
  %37 = load i32, ptr @_ZL5dtors, align 4, !tbaa !122
    #dbg_value(!DIArgList(ptr %25, i32 poison), !231, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !234)
  %38 = add i32 %37, 3, !dbg !219
  store i32 %38, ptr @_ZL5dtors, align 4, !dbg !236, !tbaa !122
  call void @_ZdaPvm(ptr noundef nonnull %25, i32 noundef 24) #14 [ "funclet"(token %36) ], !dbg !219
  cleanupret from %36 unwind label %39, !dbg !219

39:                                               ; preds = %35
  %40 = catchswitch within none [label %41] unwind to caller, !dbg !238

41:                                               ; preds = %39
  %42 = catchpad within %40 [ptr @_ZTIi], !dbg !238
  %43 = tail call ptr @llvm.wasm.get.exception(token %42), !dbg !238
  %44 = tail call i32 @llvm.wasm.get.ehselector(token %42), !dbg !238
  %45 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13, !dbg !238
  %46 = icmp eq i32 %44, %45, !dbg !238
  br i1 %46, label %47, label %54, !dbg !238

47:                                               ; preds = %41
  %48 = call ptr @__cxa_begin_catch(ptr %43) #13 [ "funclet"(token %42) ], !dbg !238
  %49 = load i32, ptr %48, align 4, !dbg !238, !tbaa !122
    #dbg_value(i32 %49, !169, !DIExpression(), !209)
  %50 = load i32, ptr @_ZL5ctors, align 4, !dbg !239, !tbaa !122
  %51 = load i32, ptr @_ZL5dtors, align 4, !dbg !241, !tbaa !122
  %52 = load i32, ptr @_ZL5frees, align 4, !dbg !242, !tbaa !122
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52) [ "funclet"(token %42) ], !dbg !243
  call void @__cxa_end_catch() #13 [ "funclet"(token %42) ], !dbg !244
  catchret from %42 to label %108, !dbg !244

54:                                               ; preds = %41
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %42) ], !dbg !244
  unreachable, !dbg !244

55:                                               ; preds = %129
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %130, i32 noundef 2, i32 noundef 0), !dbg !245
    #dbg_value(ptr poison, !246, !DIExpression(), !258)
    #dbg_value(i32 7, !254, !DIExpression(), !258)
    #dbg_value(i32 7, !260, !DIExpression(), !263)
  %57 = tail call ptr @__cxa_allocate_exception(i32 2) #13, !dbg !266
  store i16 7, ptr %57, align 16, !dbg !266, !tbaa !267
  invoke void @__cxa_throw(ptr nonnull %57, ptr nonnull @_ZTIs, ptr null) #10
          to label %58 unwind label %59, !dbg !266

58:                                               ; preds = %55
  unreachable, !dbg !266

59:                                               ; preds = %55
  %60 = catchswitch within none [label %61] unwind to caller, !dbg !269

61:                                               ; preds = %59
  %62 = catchpad within %60 [ptr @_ZTIs, ptr null], !dbg !269
  %63 = tail call ptr @llvm.wasm.get.exception(token %62), !dbg !269
  %64 = tail call i32 @llvm.wasm.get.ehselector(token %62), !dbg !269
  %65 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #13, !dbg !269
  %66 = icmp eq i32 %64, %65, !dbg !269
  %67 = call ptr @__cxa_begin_catch(ptr %63) #13 [ "funclet"(token %62) ], !dbg !258
  br i1 %66, label %68, label %71, !dbg !269

68:                                               ; preds = %61
  %69 = load i16, ptr %67, align 2, !dbg !270, !tbaa !267
    #dbg_value(i16 %69, !255, !DIExpression(), !258)
  %70 = sext i16 %69 to i32, !dbg !272
  call void @__cxa_end_catch() #13 [ "funclet"(token %62) ], !dbg !274
  catchret from %62 to label %72, !dbg !274

71:                                               ; preds = %61
  call void @__cxa_end_catch() [ "funclet"(token %62) ], !dbg !270
  catchret from %62 to label %72, !dbg !270

72:                                               ; preds = %68, %71
  %73 = phi i32 [ %70, %68 ], [ -1, %71 ], !dbg !258
    #dbg_value(ptr poison, !275, !DIExpression(), !282)
    #dbg_value(i32 3, !278, !DIExpression(), !282)
    #dbg_value(i32 3, !284, !DIExpression(), !287)
  %74 = tail call ptr @__cxa_allocate_exception(i32 8) #13, !dbg !290
  store i64 3000, ptr %74, align 16, !dbg !290, !tbaa !291
  invoke void @__cxa_throw(ptr nonnull %74, ptr nonnull @_ZTIx, ptr null) #10
          to label %75 unwind label %76, !dbg !290

75:                                               ; preds = %72
  unreachable, !dbg !290

76:                                               ; preds = %72
  %77 = catchswitch within none [label %78] unwind to caller, !dbg !293

78:                                               ; preds = %76
  %79 = catchpad within %77 [ptr @_ZTIx, ptr null], !dbg !293
  %80 = tail call ptr @llvm.wasm.get.exception(token %79), !dbg !293
  %81 = tail call i32 @llvm.wasm.get.ehselector(token %79), !dbg !293
  %82 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #13, !dbg !293
  %83 = icmp eq i32 %81, %82, !dbg !293
  %84 = call ptr @__cxa_begin_catch(ptr %80) #13 [ "funclet"(token %79) ], !dbg !282
  br i1 %83, label %85, label %88, !dbg !293

85:                                               ; preds = %78
  %86 = load i64, ptr %84, align 8, !dbg !294, !tbaa !291
    #dbg_value(i64 %86, !279, !DIExpression(), !282)
  %87 = trunc i64 %86 to i32, !dbg !296
  call void @__cxa_end_catch() #13 [ "funclet"(token %79) ], !dbg !298
  catchret from %79 to label %89, !dbg !298

88:                                               ; preds = %78
  call void @__cxa_end_catch() [ "funclet"(token %79) ], !dbg !294
  catchret from %79 to label %89, !dbg !294

89:                                               ; preds = %85, %88
  %90 = phi i32 [ %87, %85 ], [ -1, %88 ], !dbg !282
    #dbg_value(ptr poison, !299, !DIExpression(), !306)
    #dbg_value(i32 1, !302, !DIExpression(), !306)
    #dbg_value(i32 1, !260, !DIExpression(), !308)
  %91 = tail call ptr @__cxa_allocate_exception(i32 2) #13, !dbg !311
  store i16 1, ptr %91, align 16, !dbg !311, !tbaa !267
  invoke void @__cxa_throw(ptr nonnull %91, ptr nonnull @_ZTIs, ptr null) #10
          to label %92 unwind label %93, !dbg !311

92:                                               ; preds = %89
  unreachable, !dbg !311

93:                                               ; preds = %89
  %94 = catchswitch within none [label %95] unwind to caller, !dbg !312

95:                                               ; preds = %93
  %96 = catchpad within %94 [ptr @_ZTIi, ptr null], !dbg !312
  %97 = tail call ptr @llvm.wasm.get.exception(token %96), !dbg !312
  %98 = tail call i32 @llvm.wasm.get.ehselector(token %96), !dbg !312
  %99 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13, !dbg !312
  %100 = icmp eq i32 %98, %99, !dbg !312
  %101 = call ptr @__cxa_begin_catch(ptr %97) #13 [ "funclet"(token %96) ], !dbg !306
  br i1 %100, label %102, label %104, !dbg !312

102:                                              ; preds = %95
  %103 = load i32, ptr %101, align 4, !dbg !313, !tbaa !122
    #dbg_value(i32 %103, !303, !DIExpression(), !306)
  call void @__cxa_end_catch() #13 [ "funclet"(token %96) ], !dbg !315
  catchret from %96 to label %105, !dbg !315

104:                                              ; preds = %95
  call void @__cxa_end_catch() [ "funclet"(token %96) ], !dbg !313
  catchret from %96 to label %105, !dbg !313

105:                                              ; preds = %102, %104
  %106 = phi i32 [ %103, %102 ], [ -1, %104 ], !dbg !306
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %73, i32 noundef %90, i32 noundef %106), !dbg !317
    #dbg_value(ptr undef, !176, !DIExpression(), !209)
    #dbg_value(i32 0, !181, !DIExpression(), !318)
    #dbg_value(i32 %130, !170, !DIExpression(), !209)
  br label %135, !dbg !319

108:                                              ; preds = %47, %129
  %109 = phi i32 [ %131, %129 ], [ 0, %47 ]
  %110 = phi i32 [ %130, %129 ], [ 0, %47 ]
    #dbg_value(i32 %109, !171, !DIExpression(), !320)
    #dbg_value(i32 %110, !170, !DIExpression(), !209)
    #dbg_value(i32 %109, !321, !DIExpression(), !326)
  %111 = icmp ugt i32 %109, 2, !dbg !329
  br i1 %111, label %112, label %133, !dbg !331

112:                                              ; preds = %108
  %113 = tail call ptr @__cxa_allocate_exception(i32 4) #13, !dbg !332
  %114 = shl nuw nsw i32 %109, 1, !dbg !333
  store i32 %114, ptr %113, align 16, !dbg !332, !tbaa !122
  invoke void @__cxa_throw(ptr nonnull %113, ptr nonnull @_ZTIi, ptr null) #10
          to label %115 unwind label %116, !dbg !332

115:                                              ; preds = %112
  unreachable, !dbg !332

116:                                              ; preds = %112
  %117 = catchswitch within none [label %118] unwind to caller, !dbg !334

118:                                              ; preds = %116
  %119 = catchpad within %117 [ptr @_ZTIi], !dbg !334
  %120 = tail call ptr @llvm.wasm.get.exception(token %119), !dbg !334
  %121 = tail call i32 @llvm.wasm.get.ehselector(token %119), !dbg !334
  %122 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13, !dbg !334
  %123 = icmp eq i32 %121, %122, !dbg !334
  br i1 %123, label %124, label %128, !dbg !334

124:                                              ; preds = %118
  %125 = call ptr @__cxa_begin_catch(ptr %120) #13 [ "funclet"(token %119) ], !dbg !334
  %126 = load i32, ptr %125, align 4, !dbg !334, !tbaa !122
    #dbg_value(i32 %126, !173, !DIExpression(), !335)
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %126) [ "funclet"(token %119) ], !dbg !336
  call void @__cxa_end_catch() #13 [ "funclet"(token %119) ], !dbg !338
  catchret from %119 to label %129, !dbg !338

128:                                              ; preds = %118
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %119) ], !dbg !338
  unreachable, !dbg !338

129:                                              ; preds = %133, %124
  %130 = phi i32 [ %110, %124 ], [ %134, %133 ], !dbg !209
    #dbg_value(i32 %130, !170, !DIExpression(), !209)
  %131 = add nuw nsw i32 %109, 1, !dbg !339
    #dbg_value(i32 %131, !171, !DIExpression(), !320)
  %132 = icmp eq i32 %131, 5, !dbg !340
  br i1 %132, label %55, label %108, !dbg !341, !llvm.loop !342

133:                                              ; preds = %108
  %134 = add nsw i32 %109, %110, !dbg !345
    #dbg_value(i32 %134, !170, !DIExpression(), !209)
  br label %129, !dbg !334

135:                                              ; preds = %105, %163
  %136 = phi i32 [ 0, %105 ], [ %165, %163 ]
  %137 = phi i32 [ %130, %105 ], [ %164, %163 ]
    #dbg_value(i32 %136, !181, !DIExpression(), !318)
    #dbg_value(i32 %137, !170, !DIExpression(), !209)
    #dbg_value(ptr undef, !346, !DIExpression(), !356)
    #dbg_value(i32 %136, !354, !DIExpression(), !356)
  %138 = and i32 %136, 1, !dbg !359
  %139 = icmp eq i32 %138, 0, !dbg !361
  br i1 %139, label %148, label %140, !dbg !362

140:                                              ; preds = %135
  %141 = tail call ptr @__cxa_allocate_exception(i32 4) #13, !dbg !363
  %142 = mul nuw nsw i32 %136, 3, !dbg !364
  %143 = invoke noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %141, i32 noundef %142)
          to label %144 unwind label %146, !dbg !365

144:                                              ; preds = %140
  invoke void @__cxa_throw(ptr nonnull %141, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #10
          to label %145 unwind label %150, !dbg !363

145:                                              ; preds = %144
  unreachable, !dbg !363

146:                                              ; preds = %140
  %147 = cleanuppad within none [], !dbg !363
  call void @__cxa_free_exception(ptr %141) #13 [ "funclet"(token %147) ], !dbg !363
  cleanupret from %147 unwind label %150

148:                                              ; preds = %135
  %149 = add nsw i32 %136, %137, !dbg !366
    #dbg_value(i32 %149, !170, !DIExpression(), !209)
  br label %163, !dbg !367

150:                                              ; preds = %144, %146
  %151 = catchswitch within none [label %152] unwind to caller, !dbg !368

152:                                              ; preds = %150
  %153 = catchpad within %151 [ptr @_ZTI7Fragile], !dbg !368
  %154 = tail call ptr @llvm.wasm.get.exception(token %153), !dbg !368
  %155 = tail call i32 @llvm.wasm.get.ehselector(token %153), !dbg !368
  %156 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #13, !dbg !368
  %157 = icmp eq i32 %155, %156, !dbg !368
  br i1 %157, label %158, label %162, !dbg !368

158:                                              ; preds = %152
  %159 = call ptr @__cxa_begin_catch(ptr %154) #13 [ "funclet"(token %153) ], !dbg !368
    #dbg_value(ptr %159, !183, !DIExpression(), !369)
  %160 = load i32, ptr %159, align 4, !dbg !370, !tbaa !200
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %160) [ "funclet"(token %153) ], !dbg !372
  call void @__cxa_end_catch() [ "funclet"(token %153) ], !dbg !373
  catchret from %153 to label %163, !dbg !373

162:                                              ; preds = %152
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %153) ], !dbg !373
  unreachable, !dbg !373

163:                                              ; preds = %148, %158
  %164 = phi i32 [ %149, %148 ], [ %137, %158 ], !dbg !209
    #dbg_value(i32 %164, !170, !DIExpression(), !209)
  %165 = add nuw nsw i32 %136, 1, !dbg !374
    #dbg_value(i32 %165, !181, !DIExpression(), !318)
  %166 = icmp eq i32 %165, 4, !dbg !375
  br i1 %166, label %167, label %135, !dbg !319, !llvm.loop !376

167:                                              ; preds = %163, %230
  %168 = phi i32 [ %234, %230 ], [ 0, %163 ], !dbg !378
    #dbg_value(i32 %168, !187, !DIExpression(), !379)
  %169 = icmp ult i32 %168, 3, !dbg !380
  br i1 %169, label %176, label %170, !dbg !382

170:                                              ; preds = %167
  %171 = load i32, ptr @_ZL6allocs, align 4, !dbg !383, !tbaa !122
  %172 = load i32, ptr @_ZL5frees, align 4, !dbg !384, !tbaa !122
  %173 = load i32, ptr @_ZL5ctors, align 4, !dbg !385, !tbaa !122
  %174 = load i32, ptr @_ZL5dtors, align 4, !dbg !386, !tbaa !122
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %171, i32 noundef %172, i32 noundef %173, i32 noundef %174, i32 noundef %164), !dbg !387
  ret i32 0, !dbg !388

176:                                              ; preds = %167
    #dbg_value(i32 %168, !389, !DIExpression(), !401)
    #dbg_value(ptr @.str.10, !392, !DIExpression(), !401)
    #dbg_value(ptr @.str.11, !393, !DIExpression(), !403)
    #dbg_value(ptr @.str.12, !395, !DIExpression(), !404)
  %177 = icmp eq i32 %168, 0, !dbg !405
  br i1 %177, label %180, label %178, !dbg !407

178:                                              ; preds = %176
  %179 = tail call ptr @__cxa_allocate_exception(i32 4) #13, !dbg !408
  store i32 %168, ptr %179, align 16, !dbg !408, !tbaa !122
  invoke void @__cxa_throw(ptr nonnull %179, ptr nonnull @_ZTIi, ptr null) #10
          to label %226 unwind label %182, !dbg !408

180:                                              ; preds = %176
    #dbg_value(ptr undef, !409, !DIExpression(), !413)
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !415
  br label %200, !dbg !417

182:                                              ; preds = %178
  %183 = cleanuppad within none [], !dbg !418
    #dbg_value(ptr undef, !409, !DIExpression(), !419)
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12) [ "funclet"(token %183) ], !dbg !421
  cleanupret from %183 unwind label %185, !dbg !418

185:                                              ; preds = %182
  %186 = catchswitch within none [label %187] unwind label %208, !dbg !422

187:                                              ; preds = %185
  %188 = catchpad within %186 [ptr @_ZTIi], !dbg !422
  %189 = tail call ptr @llvm.wasm.get.exception(token %188), !dbg !422
  %190 = tail call i32 @llvm.wasm.get.ehselector(token %188), !dbg !422
  %191 = icmp eq i32 %190, %99, !dbg !422
  br i1 %191, label %192, label %199, !dbg !422

192:                                              ; preds = %187
  %193 = call ptr @__cxa_begin_catch(ptr %189) #13 [ "funclet"(token %188) ], !dbg !422
  %194 = load i32, ptr %193, align 4, !dbg !422, !tbaa !122
    #dbg_value(i32 %194, !397, !DIExpression(), !403)
    #dbg_value(ptr @.str.13, !398, !DIExpression(), !423)
  %195 = icmp sgt i32 %194, 1, !dbg !424
  br i1 %195, label %196, label %203, !dbg !426

196:                                              ; preds = %192
  %197 = call ptr @__cxa_allocate_exception(i32 4) #13 [ "funclet"(token %188) ], !dbg !427
  %198 = add nuw nsw i32 %194, 10, !dbg !428
  store i32 %198, ptr %197, align 16, !dbg !427, !tbaa !122
  invoke void @__cxa_throw(ptr nonnull %197, ptr nonnull @_ZTIi, ptr null) #10 [ "funclet"(token %188) ]
          to label %228 unwind label %205, !dbg !427

199:                                              ; preds = %187
  invoke void @llvm.wasm.rethrow() #10 [ "funclet"(token %188) ]
          to label %227 unwind label %208, !dbg !429

200:                                              ; preds = %203, %180
  %201 = phi i32 [ %194, %203 ], [ 0, %180 ]
    #dbg_value(ptr undef, !409, !DIExpression(), !430)
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !432
  br label %230

203:                                              ; preds = %192
    #dbg_value(ptr undef, !409, !DIExpression(), !433)
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13) [ "funclet"(token %188) ], !dbg !435
  call void @__cxa_end_catch() #13 [ "funclet"(token %188) ], !dbg !429
  catchret from %188 to label %200, !dbg !429

205:                                              ; preds = %196
  %206 = cleanuppad within %188 [], !dbg !436
    #dbg_value(ptr undef, !409, !DIExpression(), !437)
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13) [ "funclet"(token %206) ], !dbg !439
  call void @__cxa_end_catch() #13 [ "funclet"(token %206) ], !dbg !429
  cleanupret from %206 unwind label %208, !dbg !429

208:                                              ; preds = %205, %199, %185
  %209 = cleanuppad within none [], !dbg !417
    #dbg_value(ptr undef, !409, !DIExpression(), !440)
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11) [ "funclet"(token %209) ], !dbg !442
  cleanupret from %209 unwind label %211, !dbg !417

211:                                              ; preds = %208
  %212 = catchswitch within none [label %213] unwind label %223, !dbg !443

213:                                              ; preds = %211
  %214 = catchpad within %212 [ptr @_ZTIi], !dbg !443
  %215 = tail call ptr @llvm.wasm.get.exception(token %214), !dbg !443
  %216 = tail call i32 @llvm.wasm.get.ehselector(token %214), !dbg !443
  %217 = icmp eq i32 %216, %99, !dbg !443
  br i1 %217, label %218, label %222, !dbg !443

218:                                              ; preds = %213
  %219 = call ptr @__cxa_begin_catch(ptr %215) #13 [ "funclet"(token %214) ], !dbg !443
  %220 = load i32, ptr %219, align 4, !dbg !443, !tbaa !122
    #dbg_value(i32 %220, !400, !DIExpression(), !401)
  %221 = mul nsw i32 %220, 100, !dbg !444
  call void @__cxa_end_catch() #13 [ "funclet"(token %214) ], !dbg !446
  catchret from %214 to label %230, !dbg !446

222:                                              ; preds = %213
  invoke void @llvm.wasm.rethrow() #10 [ "funclet"(token %214) ]
          to label %229 unwind label %223, !dbg !446

223:                                              ; preds = %222, %211
  %224 = cleanuppad within none [], !dbg !447
    #dbg_value(ptr undef, !409, !DIExpression(), !448)
  %225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10) [ "funclet"(token %224) ], !dbg !450
  cleanupret from %224 unwind to caller, !dbg !447

226:                                              ; preds = %178
  unreachable

227:                                              ; preds = %199
  unreachable

228:                                              ; preds = %196
  unreachable

229:                                              ; preds = %222
  unreachable

230:                                              ; preds = %200, %218
  %231 = phi i32 [ %221, %218 ], [ %201, %200 ], !dbg !401
    #dbg_value(ptr undef, !409, !DIExpression(), !451)
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !453
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %168, i32 noundef %231), !dbg !454
  %234 = add nuw nsw i32 %168, 1, !dbg !455
    #dbg_value(i32 %234, !187, !DIExpression(), !379)
  br label %167, !dbg !456, !llvm.loop !457
}

; Function Attrs: mustprogress
define linkonce_odr hidden noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat !dbg !194 {
    #dbg_value(ptr %0, !193, !DIExpression(), !459)
    #dbg_value(i32 %1, !196, !DIExpression(), !459)
  store i32 %1, ptr %0, align 4, !dbg !460, !tbaa !200
  %3 = icmp eq i32 %1, 13, !dbg !461
  br i1 %3, label %4, label %6, !dbg !462

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #13, !dbg !463
  store ptr @.str.9, ptr %5, align 16, !dbg !463, !tbaa !205
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIPKc, ptr null) #10, !dbg !463
  unreachable, !dbg !463

6:                                                ; preds = %2
  %7 = load i32, ptr @_ZL5ctors, align 4, !dbg !464, !tbaa !122
  %8 = add nsw i32 %7, 1, !dbg !464
  store i32 %8, ptr @_ZL5ctors, align 4, !dbg !464, !tbaa !122
  ret ptr %0, !dbg !465
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare !dbg !466 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #8

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #9

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #10

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #11 comdat !dbg !232 {
    #dbg_value(ptr %0, !231, !DIExpression(), !469)
  %2 = load i32, ptr @_ZL5dtors, align 4, !dbg !470, !tbaa !122
  %3 = add nsw i32 %2, 1, !dbg !470
  store i32 %3, ptr @_ZL5dtors, align 4, !dbg !470, !tbaa !122
  ret ptr %0, !dbg !471
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i32 noundef) local_unnamed_addr #6

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nofree nosync nounwind memory(none) }
attributes #10 = { noreturn }
attributes #11 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #12 = { allocsize(0) }
attributes #13 = { nounwind }
attributes #14 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !8, identifier: "_ZTS7Fragile")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, identifier: "_ZTS5Scope")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !29}
!33 = !{!34, !36, !41, !46, !51, !53, !58, !63, !68, !73, !0, !78, !80, !85, !87, !89, !94, !99, !101, !103}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 120, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 15)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 240, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 30)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 432, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 54)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 216, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 27)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 344, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 43)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 208, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 26)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 144, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 18)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 400, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 50)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 64, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 8)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 48, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 6)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 56, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 7)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !91, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !82, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 96, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 12)
!108 = !{i32 7, !"Dwarf Version", i32 4}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 4}
!111 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !114, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!114 = !DISubroutineType(types: !115)
!115 = !{!116, !117}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!117 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!118 = !{!119}
!119 = !DILocalVariable(name: "n", arg: 1, scope: !113, file: !3, line: 15, type: !117)
!120 = !DILocation(line: 0, scope: !113)
!121 = !DILocation(line: 15, column: 39, scope: !113)
!122 = !{!123, !123, i64 0}
!123 = !{!"int", !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C++ TBAA"}
!126 = !DILocation(line: 15, column: 56, scope: !113)
!127 = !DILocation(line: 15, column: 49, scope: !113)
!128 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 10, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !114, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !130)
!130 = !{!131}
!131 = !DILocalVariable(name: "n", arg: 1, scope: !129, file: !3, line: 16, type: !117)
!132 = !DILocation(line: 0, scope: !129)
!133 = !DILocation(line: 16, column: 41, scope: !129)
!134 = !DILocation(line: 16, column: 58, scope: !129)
!135 = !DILocation(line: 16, column: 51, scope: !129)
!136 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !137, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !116}
!139 = !{!140}
!140 = !DILocalVariable(name: "p", arg: 1, scope: !136, file: !3, line: 17, type: !116)
!141 = !DILocation(line: 0, scope: !136)
!142 = !DILocation(line: 17, column: 45, scope: !143)
!143 = distinct !DILexicalBlock(scope: !136, file: !3, line: 17, column: 45)
!144 = !DILocation(line: 17, column: 45, scope: !136)
!145 = !DILocation(line: 17, column: 48, scope: !143)
!146 = !DILocation(line: 17, column: 57, scope: !136)
!147 = !DILocation(line: 17, column: 66, scope: !136)
!148 = !DISubprogram(name: "free", scope: !3, file: !3, line: 11, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !137, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !150)
!150 = !{!151}
!151 = !DILocalVariable(name: "p", arg: 1, scope: !149, file: !3, line: 18, type: !116)
!152 = !DILocation(line: 0, scope: !149)
!153 = !DILocation(line: 18, column: 47, scope: !154)
!154 = distinct !DILexicalBlock(scope: !149, file: !3, line: 18, column: 47)
!155 = !DILocation(line: 18, column: 47, scope: !149)
!156 = !DILocation(line: 18, column: 50, scope: !154)
!157 = !DILocation(line: 18, column: 59, scope: !149)
!158 = !DILocation(line: 18, column: 68, scope: !149)
!159 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !160, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!10}
!162 = !{!163, !166, !167, !169, !170, !171, !173, !176, !181, !183, !187}
!163 = !DILocalVariable(name: "f", scope: !164, file: !3, line: 84, type: !165)
!164 = distinct !DILexicalBlock(scope: !159, file: !3, line: 83, column: 7)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!166 = !DILocalVariable(name: "msg", scope: !159, file: !3, line: 86, type: !23)
!167 = !DILocalVariable(name: "arr", scope: !168, file: !3, line: 93, type: !165)
!168 = distinct !DILexicalBlock(scope: !159, file: !3, line: 92, column: 7)
!169 = !DILocalVariable(name: "b", scope: !159, file: !3, line: 95, type: !10)
!170 = !DILocalVariable(name: "ok", scope: !159, file: !3, line: 99, type: !10)
!171 = !DILocalVariable(name: "i", scope: !172, file: !3, line: 100, type: !10)
!172 = distinct !DILexicalBlock(scope: !159, file: !3, line: 100, column: 3)
!173 = !DILocalVariable(name: "e", scope: !174, file: !3, line: 103, type: !10)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 100, column: 31)
!175 = distinct !DILexicalBlock(scope: !172, file: !3, line: 100, column: 3)
!176 = !DILocalVariable(name: "thrower", scope: !159, file: !3, line: 112, type: !177)
!177 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !159, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !178)
!178 = !{!179}
!179 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !177, file: !3, line: 112, baseType: !180, size: 32)
!180 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!181 = !DILocalVariable(name: "k", scope: !182, file: !3, line: 116, type: !10)
!182 = distinct !DILexicalBlock(scope: !159, file: !3, line: 116, column: 3)
!183 = !DILocalVariable(name: "f", scope: !184, file: !3, line: 119, type: !186)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 116, column: 31)
!185 = distinct !DILexicalBlock(scope: !182, file: !3, line: 116, column: 3)
!186 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!187 = !DILocalVariable(name: "d", scope: !188, file: !3, line: 124, type: !10)
!188 = distinct !DILexicalBlock(scope: !159, file: !3, line: 124, column: 3)
!189 = !DILocation(line: 0, scope: !113, inlinedAt: !190)
!190 = distinct !DILocation(line: 84, column: 18, scope: !164)
!191 = !DILocation(line: 15, column: 39, scope: !113, inlinedAt: !190)
!192 = !DILocation(line: 15, column: 56, scope: !113, inlinedAt: !190)
!193 = !DILocalVariable(name: "this", arg: 1, scope: !194, type: !165, flags: DIFlagArtificial | DIFlagObjectPointer)
!194 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !195)
!195 = !{!193, !196}
!196 = !DILocalVariable(name: "x", arg: 2, scope: !194, file: !3, line: 27, type: !10)
!197 = !DILocation(line: 0, scope: !194, inlinedAt: !198)
!198 = distinct !DILocation(line: 84, column: 22, scope: !164)
!199 = !DILocation(line: 27, column: 29, scope: !194, inlinedAt: !198)
!200 = !{!201, !123, i64 0}
!201 = !{!"_ZTS7Fragile", !123, i64 0}
!202 = !DILocation(line: 28, column: 18, scope: !203, inlinedAt: !198)
!203 = distinct !DILexicalBlock(scope: !204, file: !3, line: 28, column: 9)
!204 = distinct !DILexicalBlock(scope: !194, file: !3, line: 27, column: 34)
!205 = !{!206, !206, i64 0}
!206 = !{!"any pointer", !124, i64 0}
!207 = !DILocation(line: 84, column: 18, scope: !164)
!208 = !DILocation(line: 86, column: 3, scope: !164)
!209 = !DILocation(line: 0, scope: !159)
!210 = !DILocation(line: 87, column: 51, scope: !211)
!211 = distinct !DILexicalBlock(scope: !159, file: !3, line: 86, column: 29)
!212 = !DILocation(line: 87, column: 59, scope: !211)
!213 = !DILocation(line: 87, column: 5, scope: !211)
!214 = !DILocation(line: 88, column: 3, scope: !211)
!215 = !DILocation(line: 0, scope: !129, inlinedAt: !216)
!216 = distinct !DILocation(line: 93, column: 20, scope: !168)
!217 = !DILocation(line: 16, column: 41, scope: !129, inlinedAt: !216)
!218 = !DILocation(line: 16, column: 58, scope: !129, inlinedAt: !216)
!219 = !DILocation(line: 93, column: 20, scope: !168)
!220 = !DILocalVariable(name: "this", arg: 1, scope: !221, type: !165, flags: DIFlagArtificial | DIFlagObjectPointer)
!221 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !222)
!222 = !{!220}
!223 = !DILocation(line: 0, scope: !221, inlinedAt: !224)
!224 = distinct !DILocation(line: 93, column: 20, scope: !168)
!225 = !DILocation(line: 23, column: 15, scope: !221, inlinedAt: !224)
!226 = !DILocation(line: 25, column: 5, scope: !227, inlinedAt: !224)
!227 = distinct !DILexicalBlock(scope: !221, file: !3, line: 23, column: 25)
!228 = !DILocation(line: 24, column: 23, scope: !229, inlinedAt: !224)
!229 = distinct !DILexicalBlock(scope: !227, file: !3, line: 24, column: 9)
!230 = !DILocation(line: 24, column: 29, scope: !229, inlinedAt: !224)
!231 = !DILocalVariable(name: "this", arg: 1, scope: !232, type: !165, flags: DIFlagArtificial | DIFlagObjectPointer)
!232 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !233)
!233 = !{!231}
!234 = !DILocation(line: 0, scope: !232, inlinedAt: !235)
!235 = distinct !DILocation(line: 93, column: 20, scope: !168)
!236 = !DILocation(line: 31, column: 16, scope: !237, inlinedAt: !235)
!237 = distinct !DILexicalBlock(scope: !232, file: !3, line: 31, column: 14)
!238 = !DILocation(line: 95, column: 3, scope: !168)
!239 = !DILocation(line: 96, column: 73, scope: !240)
!240 = distinct !DILexicalBlock(scope: !159, file: !3, line: 95, column: 19)
!241 = !DILocation(line: 96, column: 80, scope: !240)
!242 = !DILocation(line: 96, column: 87, scope: !240)
!243 = !DILocation(line: 96, column: 5, scope: !240)
!244 = !DILocation(line: 97, column: 3, scope: !240)
!245 = !DILocation(line: 107, column: 3, scope: !159)
!246 = !DILocalVariable(name: "f", arg: 1, scope: !247, file: !3, line: 43, type: !250)
!247 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !248, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !256, retainedNodes: !253)
!248 = !DISubroutineType(types: !249)
!249 = !{!10, !250, !10}
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 32)
!251 = !DISubroutineType(types: !252)
!252 = !{null, !10}
!253 = !{!246, !254, !255}
!254 = !DILocalVariable(name: "arg", arg: 2, scope: !247, file: !3, line: 43, type: !10)
!255 = !DILocalVariable(name: "v", scope: !247, file: !3, line: 46, type: !5)
!256 = !{!257}
!257 = !DITemplateTypeParameter(name: "T", type: !5)
!258 = !DILocation(line: 0, scope: !247, inlinedAt: !259)
!259 = distinct !DILocation(line: 109, column: 57, scope: !159)
!260 = !DILocalVariable(name: "x", arg: 1, scope: !261, file: !3, line: 54, type: !10)
!261 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !251, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !262)
!262 = !{!260}
!263 = !DILocation(line: 0, scope: !261, inlinedAt: !264)
!264 = distinct !DILocation(line: 45, column: 5, scope: !265, inlinedAt: !259)
!265 = distinct !DILexicalBlock(scope: !247, file: !3, line: 44, column: 7)
!266 = !DILocation(line: 54, column: 34, scope: !261, inlinedAt: !264)
!267 = !{!268, !268, i64 0}
!268 = !{!"short", !124, i64 0}
!269 = !DILocation(line: 46, column: 3, scope: !265, inlinedAt: !259)
!270 = !DILocation(line: 50, column: 3, scope: !271, inlinedAt: !259)
!271 = distinct !DILexicalBlock(scope: !247, file: !3, line: 48, column: 17)
!272 = !DILocation(line: 47, column: 17, scope: !273, inlinedAt: !259)
!273 = distinct !DILexicalBlock(scope: !247, file: !3, line: 46, column: 17)
!274 = !DILocation(line: 48, column: 3, scope: !273, inlinedAt: !259)
!275 = !DILocalVariable(name: "f", arg: 1, scope: !276, file: !3, line: 43, type: !250)
!276 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !248, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !280, retainedNodes: !277)
!277 = !{!275, !278, !279}
!278 = !DILocalVariable(name: "arg", arg: 2, scope: !276, file: !3, line: 43, type: !10)
!279 = !DILocalVariable(name: "v", scope: !276, file: !3, line: 46, type: !6)
!280 = !{!281}
!281 = !DITemplateTypeParameter(name: "T", type: !6)
!282 = !DILocation(line: 0, scope: !276, inlinedAt: !283)
!283 = distinct !DILocation(line: 110, column: 10, scope: !159)
!284 = !DILocalVariable(name: "x", arg: 1, scope: !285, file: !3, line: 55, type: !10)
!285 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !251, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !286)
!286 = !{!284}
!287 = !DILocation(line: 0, scope: !285, inlinedAt: !288)
!288 = distinct !DILocation(line: 45, column: 5, scope: !289, inlinedAt: !283)
!289 = distinct !DILexicalBlock(scope: !276, file: !3, line: 44, column: 7)
!290 = !DILocation(line: 55, column: 33, scope: !285, inlinedAt: !288)
!291 = !{!292, !292, i64 0}
!292 = !{!"long long", !124, i64 0}
!293 = !DILocation(line: 46, column: 3, scope: !289, inlinedAt: !283)
!294 = !DILocation(line: 50, column: 3, scope: !295, inlinedAt: !283)
!295 = distinct !DILexicalBlock(scope: !276, file: !3, line: 48, column: 17)
!296 = !DILocation(line: 47, column: 17, scope: !297, inlinedAt: !283)
!297 = distinct !DILexicalBlock(scope: !276, file: !3, line: 46, column: 17)
!298 = !DILocation(line: 48, column: 3, scope: !297, inlinedAt: !283)
!299 = !DILocalVariable(name: "f", arg: 1, scope: !300, file: !3, line: 43, type: !250)
!300 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !248, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !304, retainedNodes: !301)
!301 = !{!299, !302, !303}
!302 = !DILocalVariable(name: "arg", arg: 2, scope: !300, file: !3, line: 43, type: !10)
!303 = !DILocalVariable(name: "v", scope: !300, file: !3, line: 46, type: !10)
!304 = !{!305}
!305 = !DITemplateTypeParameter(name: "T", type: !10)
!306 = !DILocation(line: 0, scope: !300, inlinedAt: !307)
!307 = distinct !DILocation(line: 110, column: 46, scope: !159)
!308 = !DILocation(line: 0, scope: !261, inlinedAt: !309)
!309 = distinct !DILocation(line: 45, column: 5, scope: !310, inlinedAt: !307)
!310 = distinct !DILexicalBlock(scope: !300, file: !3, line: 44, column: 7)
!311 = !DILocation(line: 54, column: 34, scope: !261, inlinedAt: !309)
!312 = !DILocation(line: 46, column: 3, scope: !310, inlinedAt: !307)
!313 = !DILocation(line: 50, column: 3, scope: !314, inlinedAt: !307)
!314 = distinct !DILexicalBlock(scope: !300, file: !3, line: 48, column: 17)
!315 = !DILocation(line: 48, column: 3, scope: !316, inlinedAt: !307)
!316 = distinct !DILexicalBlock(scope: !300, file: !3, line: 46, column: 17)
!317 = !DILocation(line: 109, column: 3, scope: !159)
!318 = !DILocation(line: 0, scope: !182)
!319 = !DILocation(line: 116, column: 3, scope: !182)
!320 = !DILocation(line: 0, scope: !172)
!321 = !DILocalVariable(name: "x", arg: 1, scope: !322, file: !3, line: 36, type: !10)
!322 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !323, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !325)
!323 = !DISubroutineType(types: !324)
!324 = !{!10, !10}
!325 = !{!321}
!326 = !DILocation(line: 0, scope: !322, inlinedAt: !327)
!327 = distinct !DILocation(line: 102, column: 13, scope: !328)
!328 = distinct !DILexicalBlock(scope: !174, file: !3, line: 101, column: 9)
!329 = !DILocation(line: 37, column: 9, scope: !330, inlinedAt: !327)
!330 = distinct !DILexicalBlock(scope: !322, file: !3, line: 37, column: 7)
!331 = !DILocation(line: 37, column: 7, scope: !322, inlinedAt: !327)
!332 = !DILocation(line: 37, column: 14, scope: !330, inlinedAt: !327)
!333 = !DILocation(line: 37, column: 22, scope: !330, inlinedAt: !327)
!334 = !DILocation(line: 103, column: 5, scope: !328)
!335 = !DILocation(line: 0, scope: !174)
!336 = !DILocation(line: 104, column: 7, scope: !337)
!337 = distinct !DILexicalBlock(scope: !174, file: !3, line: 103, column: 21)
!338 = !DILocation(line: 105, column: 5, scope: !337)
!339 = !DILocation(line: 100, column: 26, scope: !175)
!340 = !DILocation(line: 100, column: 21, scope: !175)
!341 = !DILocation(line: 100, column: 3, scope: !172)
!342 = distinct !{!342, !341, !343, !344}
!343 = !DILocation(line: 106, column: 3, scope: !172)
!344 = !{!"llvm.loop.mustprogress"}
!345 = !DILocation(line: 102, column: 10, scope: !328)
!346 = !DILocalVariable(name: "this", arg: 1, scope: !347, type: !355, flags: DIFlagArtificial | DIFlagObjectPointer)
!347 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !177, file: !3, line: 112, type: !348, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !352, retainedNodes: !353)
!348 = !DISubroutineType(types: !349)
!349 = !{null, !350, !10}
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!351 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !177)
!352 = !DISubprogram(name: "operator()", scope: !177, file: !3, line: 112, type: !348, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!353 = !{!346, !354}
!354 = !DILocalVariable(name: "k", arg: 2, scope: !347, file: !3, line: 112, type: !10)
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 32)
!356 = !DILocation(line: 0, scope: !347, inlinedAt: !357)
!357 = distinct !DILocation(line: 118, column: 7, scope: !358)
!358 = distinct !DILexicalBlock(scope: !184, file: !3, line: 117, column: 9)
!359 = !DILocation(line: 113, column: 11, scope: !360, inlinedAt: !357)
!360 = distinct !DILexicalBlock(scope: !347, file: !3, line: 113, column: 9)
!361 = !DILocation(line: 113, column: 9, scope: !360, inlinedAt: !357)
!362 = !DILocation(line: 113, column: 9, scope: !347, inlinedAt: !357)
!363 = !DILocation(line: 113, column: 16, scope: !360, inlinedAt: !357)
!364 = !DILocation(line: 113, column: 32, scope: !360, inlinedAt: !357)
!365 = !DILocation(line: 113, column: 22, scope: !360, inlinedAt: !357)
!366 = !DILocation(line: 114, column: 8, scope: !347, inlinedAt: !357)
!367 = !DILocation(line: 115, column: 3, scope: !347, inlinedAt: !357)
!368 = !DILocation(line: 119, column: 5, scope: !358)
!369 = !DILocation(line: 0, scope: !184)
!370 = !DILocation(line: 120, column: 46, scope: !371)
!371 = distinct !DILexicalBlock(scope: !184, file: !3, line: 119, column: 26)
!372 = !DILocation(line: 120, column: 7, scope: !371)
!373 = !DILocation(line: 121, column: 5, scope: !371)
!374 = !DILocation(line: 116, column: 26, scope: !185)
!375 = !DILocation(line: 116, column: 21, scope: !185)
!376 = distinct !{!376, !319, !377, !344}
!377 = !DILocation(line: 122, column: 3, scope: !182)
!378 = !DILocation(line: 124, scope: !188)
!379 = !DILocation(line: 0, scope: !188)
!380 = !DILocation(line: 124, column: 21, scope: !381)
!381 = distinct !DILexicalBlock(scope: !188, file: !3, line: 124, column: 3)
!382 = !DILocation(line: 124, column: 3, scope: !188)
!383 = !DILocation(line: 125, column: 64, scope: !159)
!384 = !DILocation(line: 125, column: 72, scope: !159)
!385 = !DILocation(line: 125, column: 79, scope: !159)
!386 = !DILocation(line: 125, column: 86, scope: !159)
!387 = !DILocation(line: 125, column: 3, scope: !159)
!388 = !DILocation(line: 126, column: 3, scope: !159)
!389 = !DILocalVariable(name: "depth", arg: 1, scope: !390, file: !3, line: 63, type: !10)
!390 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !323, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !391)
!391 = !{!389, !392, !393, !395, !397, !398, !400}
!392 = !DILocalVariable(name: "s1", scope: !390, file: !3, line: 64, type: !20)
!393 = !DILocalVariable(name: "s2", scope: !394, file: !3, line: 66, type: !20)
!394 = distinct !DILexicalBlock(scope: !390, file: !3, line: 65, column: 7)
!395 = !DILocalVariable(name: "s3", scope: !396, file: !3, line: 68, type: !20)
!396 = distinct !DILexicalBlock(scope: !394, file: !3, line: 67, column: 9)
!397 = !DILocalVariable(name: "d", scope: !394, file: !3, line: 70, type: !10)
!398 = !DILocalVariable(name: "s4", scope: !399, file: !3, line: 71, type: !20)
!399 = distinct !DILexicalBlock(scope: !394, file: !3, line: 70, column: 21)
!400 = !DILocalVariable(name: "d", scope: !390, file: !3, line: 75, type: !10)
!401 = !DILocation(line: 0, scope: !390, inlinedAt: !402)
!402 = distinct !DILocation(line: 124, column: 63, scope: !381)
!403 = !DILocation(line: 0, scope: !394, inlinedAt: !402)
!404 = !DILocation(line: 0, scope: !396, inlinedAt: !402)
!405 = !DILocation(line: 69, column: 17, scope: !406, inlinedAt: !402)
!406 = distinct !DILexicalBlock(scope: !396, file: !3, line: 69, column: 11)
!407 = !DILocation(line: 69, column: 11, scope: !396, inlinedAt: !402)
!408 = !DILocation(line: 69, column: 22, scope: !406, inlinedAt: !402)
!409 = !DILocalVariable(name: "this", arg: 1, scope: !410, type: !412, flags: DIFlagArtificial | DIFlagObjectPointer)
!410 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !411)
!411 = !{!409}
!412 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!413 = !DILocation(line: 0, scope: !410, inlinedAt: !414)
!414 = distinct !DILocation(line: 70, column: 5, scope: !394, inlinedAt: !402)
!415 = !DILocation(line: 60, column: 14, scope: !416, inlinedAt: !414)
!416 = distinct !DILexicalBlock(scope: !410, file: !3, line: 60, column: 12)
!417 = !DILocation(line: 75, column: 3, scope: !390, inlinedAt: !402)
!418 = !DILocation(line: 70, column: 5, scope: !394, inlinedAt: !402)
!419 = !DILocation(line: 0, scope: !410, inlinedAt: !420)
!420 = distinct !DILocation(line: 70, column: 5, scope: !394, inlinedAt: !402)
!421 = !DILocation(line: 60, column: 14, scope: !416, inlinedAt: !420)
!422 = !DILocation(line: 70, column: 5, scope: !396, inlinedAt: !402)
!423 = !DILocation(line: 0, scope: !399, inlinedAt: !402)
!424 = !DILocation(line: 72, column: 13, scope: !425, inlinedAt: !402)
!425 = distinct !DILexicalBlock(scope: !399, file: !3, line: 72, column: 11)
!426 = !DILocation(line: 72, column: 11, scope: !399, inlinedAt: !402)
!427 = !DILocation(line: 72, column: 18, scope: !425, inlinedAt: !402)
!428 = !DILocation(line: 72, column: 26, scope: !425, inlinedAt: !402)
!429 = !DILocation(line: 74, column: 5, scope: !399, inlinedAt: !402)
!430 = !DILocation(line: 0, scope: !410, inlinedAt: !431)
!431 = distinct !DILocation(line: 75, column: 3, scope: !390, inlinedAt: !402)
!432 = !DILocation(line: 60, column: 14, scope: !416, inlinedAt: !431)
!433 = !DILocation(line: 0, scope: !410, inlinedAt: !434)
!434 = distinct !DILocation(line: 74, column: 5, scope: !394, inlinedAt: !402)
!435 = !DILocation(line: 60, column: 14, scope: !416, inlinedAt: !434)
!436 = !DILocation(line: 74, column: 5, scope: !394, inlinedAt: !402)
!437 = !DILocation(line: 0, scope: !410, inlinedAt: !438)
!438 = distinct !DILocation(line: 74, column: 5, scope: !394, inlinedAt: !402)
!439 = !DILocation(line: 60, column: 14, scope: !416, inlinedAt: !438)
!440 = !DILocation(line: 0, scope: !410, inlinedAt: !441)
!441 = distinct !DILocation(line: 75, column: 3, scope: !390, inlinedAt: !402)
!442 = !DILocation(line: 60, column: 14, scope: !416, inlinedAt: !441)
!443 = !DILocation(line: 75, column: 3, scope: !394, inlinedAt: !402)
!444 = !DILocation(line: 76, column: 14, scope: !445, inlinedAt: !402)
!445 = distinct !DILexicalBlock(scope: !390, file: !3, line: 75, column: 19)
!446 = !DILocation(line: 77, column: 3, scope: !445, inlinedAt: !402)
!447 = !DILocation(line: 79, column: 1, scope: !390, inlinedAt: !402)
!448 = !DILocation(line: 0, scope: !410, inlinedAt: !449)
!449 = distinct !DILocation(line: 79, column: 1, scope: !390, inlinedAt: !402)
!450 = !DILocation(line: 60, column: 14, scope: !416, inlinedAt: !449)
!451 = !DILocation(line: 0, scope: !410, inlinedAt: !452)
!452 = distinct !DILocation(line: 79, column: 1, scope: !390, inlinedAt: !402)
!453 = !DILocation(line: 60, column: 14, scope: !416, inlinedAt: !452)
!454 = !DILocation(line: 124, column: 31, scope: !381)
!455 = !DILocation(line: 124, column: 26, scope: !381)
!456 = !DILocation(line: 124, column: 3, scope: !381)
!457 = distinct !{!457, !382, !458, !344}
!458 = !DILocation(line: 124, column: 73, scope: !188)
!459 = !DILocation(line: 0, scope: !194)
!460 = !DILocation(line: 27, column: 29, scope: !194)
!461 = !DILocation(line: 28, column: 11, scope: !203)
!462 = !DILocation(line: 28, column: 9, scope: !204)
!463 = !DILocation(line: 28, column: 18, scope: !203)
!464 = !DILocation(line: 29, column: 5, scope: !204)
!465 = !DILocation(line: 30, column: 3, scope: !194)
!466 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 9, type: !467, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DISubroutineType(types: !468)
!468 = !{!10, !23, null}
!469 = !DILocation(line: 0, scope: !232)
!470 = !DILocation(line: 31, column: 16, scope: !237)
!471 = !DILocation(line: 31, column: 25, scope: !232)
