; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal unnamed_addr global i32 0, align 4, !dbg !0
@_ZL5frees = internal unnamed_addr global i32 0, align 4, !dbg !78
@_ZN7Fragile6budgetE = dso_local local_unnamed_addr global i32 0, align 4, !dbg !34
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
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Fragile }, comdat, align 8
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

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwm(i64 noundef %0) local_unnamed_addr #0 !dbg !117 {
    #dbg_value(i64 %0, !123, !DIExpression(), !124)
  %2 = load i32, ptr @_ZL6allocs, align 4, !dbg !125, !tbaa !126
  %3 = add nsw i32 %2, 1, !dbg !125
  store i32 %3, ptr @_ZL6allocs, align 4, !dbg !125, !tbaa !126
  %4 = tail call ptr @malloc(i64 noundef %0) #10, !dbg !130
  ret ptr %4, !dbg !131
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !132 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znam(i64 noundef %0) local_unnamed_addr #0 !dbg !133 {
    #dbg_value(i64 %0, !135, !DIExpression(), !136)
  %2 = load i32, ptr @_ZL6allocs, align 4, !dbg !137, !tbaa !126
  %3 = add nsw i32 %2, 1, !dbg !137
  store i32 %3, ptr @_ZL6allocs, align 4, !dbg !137, !tbaa !126
  %4 = tail call ptr @malloc(i64 noundef %0) #10, !dbg !138
  ret ptr %4, !dbg !139
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !140 {
    #dbg_value(ptr %0, !144, !DIExpression(), !145)
  %2 = icmp eq ptr %0, null, !dbg !146
  br i1 %2, label %6, label %3, !dbg !148

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !dbg !149, !tbaa !126
  %5 = add nsw i32 %4, 1, !dbg !149
  store i32 %5, ptr @_ZL5frees, align 4, !dbg !149, !tbaa !126
  br label %6, !dbg !149

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0), !dbg !150
  ret void, !dbg !151
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !152 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdaPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !153 {
    #dbg_value(ptr %0, !155, !DIExpression(), !156)
  %2 = icmp eq ptr %0, null, !dbg !157
  br i1 %2, label %6, label %3, !dbg !159

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !dbg !160, !tbaa !126
  %5 = add nsw i32 %4, 1, !dbg !160
  store i32 %5, ptr @_ZL5frees, align 4, !dbg !160, !tbaa !126
  br label %6, !dbg !160

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0), !dbg !161
  ret void, !dbg !162
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality ptr @__gxx_personality_v0 !dbg !163 {
    #dbg_value(i64 4, !123, !DIExpression(), !193)
  %1 = load i32, ptr @_ZL6allocs, align 4, !dbg !195, !tbaa !126
  %2 = add nsw i32 %1, 1, !dbg !195
  store i32 %2, ptr @_ZL6allocs, align 4, !dbg !195, !tbaa !126
  %3 = tail call noalias noundef nonnull dereferenceable(4) ptr @malloc(i64 noundef 4) #10, !dbg !196
    #dbg_value(ptr %3, !197, !DIExpression(), !201)
    #dbg_value(i32 13, !200, !DIExpression(), !201)
  store i32 13, ptr %3, align 4, !dbg !203, !tbaa !204
  %4 = tail call ptr @__cxa_allocate_exception(i64 8) #11, !dbg !206
  store ptr @.str.9, ptr %4, align 16, !dbg !206, !tbaa !209
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIPKc, ptr null) #12
          to label %5 unwind label %6, !dbg !206

5:                                                ; preds = %0
  unreachable, !dbg !206

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc, !dbg !211
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 4) #13, !dbg !212
  %8 = extractvalue { ptr, i32 } %7, 1, !dbg !211
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #11, !dbg !213
  %10 = icmp eq i32 %8, %9, !dbg !213
  br i1 %10, label %11, label %198, !dbg !213

11:                                               ; preds = %6
  %12 = extractvalue { ptr, i32 } %7, 0, !dbg !211
  %13 = tail call ptr @__cxa_begin_catch(ptr %12) #11, !dbg !213
    #dbg_value(ptr %13, !170, !DIExpression(), !214)
  %14 = load i32, ptr @_ZL6allocs, align 4, !dbg !215, !tbaa !126
  %15 = load i32, ptr @_ZL5frees, align 4, !dbg !217, !tbaa !126
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %13, i32 noundef %14, i32 noundef %15), !dbg !218
  tail call void @__cxa_end_catch() #11, !dbg !219
    #dbg_value(i64 28, !135, !DIExpression(), !220)
  %17 = load i32, ptr @_ZL6allocs, align 4, !dbg !222, !tbaa !126
  %18 = add nsw i32 %17, 1, !dbg !222
  store i32 %18, ptr @_ZL6allocs, align 4, !dbg !222, !tbaa !126
  %19 = tail call noalias noundef nonnull dereferenceable(28) ptr @malloc(i64 noundef 28) #10, !dbg !223
  store i64 5, ptr %19, align 8, !dbg !224
  %20 = load i32, ptr @_ZL5ctors, align 4, !tbaa !126
  %21 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !224
    #dbg_value(ptr %21, !225, !DIExpression(), !228)
    #dbg_value(ptr %19, !225, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !228)
    #dbg_value(ptr %19, !225, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !228)
  %22 = add nsw i32 %20, 3, !dbg !230
  store i32 %22, ptr @_ZL5ctors, align 4, !dbg !230, !tbaa !126
    #dbg_value(ptr %19, !225, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value), !228)
  store <4 x i32> <i32 3, i32 2, i32 1, i32 0>, ptr %21, align 4, !dbg !232, !tbaa !204
  store i32 -1, ptr @_ZN7Fragile6budgetE, align 4, !dbg !228, !tbaa !126
  %23 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !233
  %24 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !235, !tbaa !126
  store i32 %24, ptr %23, align 16, !dbg !233, !tbaa !126
  invoke void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIi, ptr null) #12
          to label %25 unwind label %26, !dbg !233

25:                                               ; preds = %11
  unreachable, !dbg !233

26:                                               ; preds = %11
  %27 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !236
  %28 = load i32, ptr @_ZL5dtors, align 4, !tbaa !126
    #dbg_value(!DIArgList(ptr %19, i64 poison), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !240)
  %29 = add i32 %28, 3, !dbg !224
  store i32 %29, ptr @_ZL5dtors, align 4, !dbg !242, !tbaa !126
  tail call void @_ZdaPvm(ptr noundef nonnull %19, i64 noundef 28) #13, !dbg !224
  %30 = extractvalue { ptr, i32 } %27, 1, !dbg !236
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !244
  %32 = icmp eq i32 %30, %31, !dbg !244
  br i1 %32, label %33, label %198, !dbg !244

33:                                               ; preds = %26
  %34 = extractvalue { ptr, i32 } %27, 0, !dbg !236
  %35 = tail call ptr @__cxa_begin_catch(ptr %34) #11, !dbg !244
  %36 = load i32, ptr %35, align 4, !dbg !244, !tbaa !126
    #dbg_value(i32 %36, !173, !DIExpression(), !214)
  %37 = load i32, ptr @_ZL5ctors, align 4, !dbg !245, !tbaa !126
  %38 = load i32, ptr @_ZL5dtors, align 4, !dbg !247, !tbaa !126
  %39 = load i32, ptr @_ZL5frees, align 4, !dbg !248, !tbaa !126
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39), !dbg !249
  tail call void @__cxa_end_catch() #11, !dbg !250
    #dbg_value(i32 2, !251, !DIExpression(), !256)
    #dbg_value(i32 3, !174, !DIExpression(), !214)
    #dbg_value(i32 3, !175, !DIExpression(), !259)
    #dbg_value(i32 3, !175, !DIExpression(), !259)
    #dbg_value(i32 3, !174, !DIExpression(), !214)
    #dbg_value(i32 3, !251, !DIExpression(), !256)
  %41 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !260
  store i32 6, ptr %41, align 16, !dbg !260, !tbaa !126
  invoke void @__cxa_throw(ptr nonnull %41, ptr nonnull @_ZTIi, ptr null) #12
          to label %90 unwind label %83, !dbg !260

42:                                               ; preds = %119
  unreachable, !dbg !262

43:                                               ; preds = %119
  %44 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null, !dbg !281
  %45 = extractvalue { ptr, i32 } %44, 0, !dbg !281
  %46 = extractvalue { ptr, i32 } %44, 1, !dbg !281
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #11, !dbg !282
  %48 = icmp eq i32 %46, %47, !dbg !282
  %49 = tail call ptr @__cxa_begin_catch(ptr %45) #11, !dbg !283
  br i1 %48, label %50, label %53, !dbg !282

50:                                               ; preds = %43
  %51 = load i16, ptr %49, align 2, !dbg !284, !tbaa !286
    #dbg_value(i16 %51, !277, !DIExpression(), !283)
  %52 = sext i16 %51 to i32, !dbg !288
  tail call void @__cxa_end_catch() #11, !dbg !290
  br label %54

53:                                               ; preds = %43
  tail call void @__cxa_end_catch(), !dbg !284
  br label %54

54:                                               ; preds = %50, %53
  %55 = phi i32 [ %52, %50 ], [ -1, %53 ], !dbg !283
    #dbg_value(ptr poison, !291, !DIExpression(), !298)
    #dbg_value(i32 3, !294, !DIExpression(), !298)
    #dbg_value(i32 3, !300, !DIExpression(), !303)
  %56 = tail call ptr @__cxa_allocate_exception(i64 8) #11, !dbg !306
  store i64 3000, ptr %56, align 16, !dbg !306, !tbaa !307
  invoke void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTIx, ptr null) #12
          to label %57 unwind label %58, !dbg !306

57:                                               ; preds = %54
  unreachable, !dbg !306

58:                                               ; preds = %54
  %59 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null, !dbg !309
  %60 = extractvalue { ptr, i32 } %59, 0, !dbg !309
  %61 = extractvalue { ptr, i32 } %59, 1, !dbg !309
  %62 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #11, !dbg !310
  %63 = icmp eq i32 %61, %62, !dbg !310
  %64 = tail call ptr @__cxa_begin_catch(ptr %60) #11, !dbg !298
  br i1 %63, label %65, label %68, !dbg !310

65:                                               ; preds = %58
  %66 = load i64, ptr %64, align 8, !dbg !311, !tbaa !307
    #dbg_value(i64 %66, !295, !DIExpression(), !298)
  %67 = trunc i64 %66 to i32, !dbg !313
  tail call void @__cxa_end_catch() #11, !dbg !315
  br label %69

68:                                               ; preds = %58
  tail call void @__cxa_end_catch(), !dbg !311
  br label %69

69:                                               ; preds = %65, %68
  %70 = phi i32 [ %67, %65 ], [ -1, %68 ], !dbg !298
    #dbg_value(ptr poison, !316, !DIExpression(), !323)
    #dbg_value(i32 1, !319, !DIExpression(), !323)
    #dbg_value(i32 1, !267, !DIExpression(), !325)
  %71 = tail call ptr @__cxa_allocate_exception(i64 2) #11, !dbg !328
  store i16 1, ptr %71, align 16, !dbg !328, !tbaa !286
  invoke void @__cxa_throw(ptr nonnull %71, ptr nonnull @_ZTIs, ptr null) #12
          to label %72 unwind label %73, !dbg !328

72:                                               ; preds = %69
  unreachable, !dbg !328

73:                                               ; preds = %69
  %74 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null, !dbg !329
  %75 = extractvalue { ptr, i32 } %74, 0, !dbg !329
  %76 = extractvalue { ptr, i32 } %74, 1, !dbg !329
  %77 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !330
  %78 = icmp eq i32 %76, %77, !dbg !330
  %79 = tail call ptr @__cxa_begin_catch(ptr %75) #11, !dbg !323
  br i1 %78, label %80, label %82, !dbg !330

80:                                               ; preds = %73
  %81 = load i32, ptr %79, align 4, !dbg !331, !tbaa !126
    #dbg_value(i32 %81, !320, !DIExpression(), !323)
  tail call void @__cxa_end_catch() #11, !dbg !333
  br label %127

82:                                               ; preds = %73
  tail call void @__cxa_end_catch(), !dbg !331
  br label %127

83:                                               ; preds = %33
  %84 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi, !dbg !335
  %85 = extractvalue { ptr, i32 } %84, 1, !dbg !335
  %86 = icmp slt i32 %85, 0, !dbg !336
  br i1 %86, label %87, label %94, !dbg !336

87:                                               ; preds = %83
  %88 = extractvalue { ptr, i32 } %84, 0, !dbg !335
  invoke void @__cxa_call_unexpected(ptr %88) #12
          to label %89 unwind label %91, !dbg !336

89:                                               ; preds = %109, %87
  unreachable, !dbg !336

90:                                               ; preds = %99, %33
  unreachable

91:                                               ; preds = %87
  %92 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !337
  %93 = extractvalue { ptr, i32 } %92, 1, !dbg !337
  br label %94, !dbg !337

94:                                               ; preds = %83, %91
  %95 = phi i32 [ %85, %83 ], [ %93, %91 ], !dbg !337
  %96 = phi { ptr, i32 } [ %84, %83 ], [ %92, %91 ]
  %97 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !338
  %98 = icmp eq i32 %95, %97, !dbg !338
  br i1 %98, label %99, label %198, !dbg !338

99:                                               ; preds = %94
  %100 = extractvalue { ptr, i32 } %96, 0, !dbg !337
  %101 = tail call ptr @__cxa_begin_catch(ptr %100) #11, !dbg !338
  %102 = load i32, ptr %101, align 4, !dbg !338, !tbaa !126
    #dbg_value(i32 %102, !177, !DIExpression(), !339)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %102), !dbg !340
  tail call void @__cxa_end_catch() #11, !dbg !342
    #dbg_value(i32 3, !174, !DIExpression(), !214)
    #dbg_value(i32 4, !175, !DIExpression(), !259)
    #dbg_value(i32 4, !251, !DIExpression(), !256)
  %104 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !260
  store i32 8, ptr %104, align 16, !dbg !260, !tbaa !126
  invoke void @__cxa_throw(ptr nonnull %104, ptr nonnull @_ZTIi, ptr null) #12
          to label %90 unwind label %105, !dbg !260

105:                                              ; preds = %99
  %106 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi, !dbg !335
  %107 = extractvalue { ptr, i32 } %106, 1, !dbg !335
  %108 = icmp slt i32 %107, 0, !dbg !336
  br i1 %108, label %109, label %114, !dbg !336

109:                                              ; preds = %105
  %110 = extractvalue { ptr, i32 } %106, 0, !dbg !335
  invoke void @__cxa_call_unexpected(ptr %110) #12
          to label %89 unwind label %111, !dbg !336

111:                                              ; preds = %109
  %112 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !337
  %113 = extractvalue { ptr, i32 } %112, 1, !dbg !337
  br label %114, !dbg !337

114:                                              ; preds = %111, %105
  %115 = phi i32 [ %107, %105 ], [ %113, %111 ], !dbg !337
  %116 = phi { ptr, i32 } [ %106, %105 ], [ %112, %111 ]
  %117 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !338
  %118 = icmp eq i32 %115, %117, !dbg !338
  br i1 %118, label %119, label %198, !dbg !338

119:                                              ; preds = %114
  %120 = extractvalue { ptr, i32 } %116, 0, !dbg !337
  %121 = tail call ptr @__cxa_begin_catch(ptr %120) #11, !dbg !338
  %122 = load i32, ptr %121, align 4, !dbg !338, !tbaa !126
    #dbg_value(i32 %122, !177, !DIExpression(), !339)
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %122), !dbg !340
  tail call void @__cxa_end_catch() #11, !dbg !342
    #dbg_value(i32 3, !174, !DIExpression(), !214)
    #dbg_value(i32 5, !175, !DIExpression(), !259)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 2, i32 noundef 0), !dbg !343
    #dbg_value(ptr poison, !275, !DIExpression(), !283)
    #dbg_value(i32 7, !276, !DIExpression(), !283)
    #dbg_value(i32 7, !267, !DIExpression(), !344)
  %125 = tail call ptr @__cxa_allocate_exception(i64 2) #11, !dbg !262
  store i16 7, ptr %125, align 16, !dbg !262, !tbaa !286
  invoke void @__cxa_throw(ptr nonnull %125, ptr nonnull @_ZTIs, ptr null) #12
          to label %42 unwind label %43, !dbg !262

126:                                              ; preds = %149, %133
  unreachable, !dbg !345

127:                                              ; preds = %82, %80
  %128 = phi i32 [ %81, %80 ], [ -1, %82 ], !dbg !323
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %55, i32 noundef %70, i32 noundef %128), !dbg !359
    #dbg_value(ptr undef, !180, !DIExpression(), !214)
    #dbg_value(i32 3, !174, !DIExpression(), !214)
    #dbg_value(i32 1, !185, !DIExpression(), !360)
    #dbg_value(ptr undef, !354, !DIExpression(), !361)
    #dbg_value(i32 1, !356, !DIExpression(), !361)
  %130 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !345
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %130, i32 noundef 3)
          to label %133 unwind label %131, !dbg !362

131:                                              ; preds = %127
  %132 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !363
  tail call void @__cxa_free_exception(ptr %130) #11, !dbg !345
  br label %136

133:                                              ; preds = %127
  invoke void @__cxa_throw(ptr nonnull %130, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #12
          to label %126 unwind label %134, !dbg !345

134:                                              ; preds = %133
  %135 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !364
  br label %136, !dbg !364

136:                                              ; preds = %134, %131
  %137 = phi { ptr, i32 } [ %135, %134 ], [ %132, %131 ]
  %138 = extractvalue { ptr, i32 } %137, 1, !dbg !364
  %139 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #11, !dbg !365
  %140 = icmp eq i32 %138, %139, !dbg !365
  br i1 %140, label %141, label %198, !dbg !365

141:                                              ; preds = %136
  %142 = extractvalue { ptr, i32 } %137, 0, !dbg !364
  %143 = tail call ptr @__cxa_begin_catch(ptr %142) #11, !dbg !365
    #dbg_value(ptr %143, !187, !DIExpression(), !366)
  %144 = load i32, ptr %143, align 4, !dbg !367, !tbaa !204
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %144), !dbg !369
  tail call void @__cxa_end_catch(), !dbg !370
    #dbg_value(i32 5, !174, !DIExpression(), !214)
    #dbg_value(i32 3, !185, !DIExpression(), !360)
    #dbg_value(ptr undef, !354, !DIExpression(), !361)
    #dbg_value(i32 3, !356, !DIExpression(), !361)
  %146 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !345
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %146, i32 noundef 9)
          to label %149 unwind label %147, !dbg !362

147:                                              ; preds = %141
  %148 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !363
  tail call void @__cxa_free_exception(ptr %146) #11, !dbg !345
  br label %152

149:                                              ; preds = %141
  invoke void @__cxa_throw(ptr nonnull %146, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #12
          to label %126 unwind label %150, !dbg !345

150:                                              ; preds = %149
  %151 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !364
  br label %152, !dbg !364

152:                                              ; preds = %150, %147
  %153 = phi { ptr, i32 } [ %151, %150 ], [ %148, %147 ]
  %154 = extractvalue { ptr, i32 } %153, 1, !dbg !364
  %155 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #11, !dbg !365
  %156 = icmp eq i32 %154, %155, !dbg !365
  br i1 %156, label %157, label %198, !dbg !365

157:                                              ; preds = %152
  %158 = extractvalue { ptr, i32 } %153, 0, !dbg !364
  %159 = tail call ptr @__cxa_begin_catch(ptr %158) #11, !dbg !365
    #dbg_value(ptr %159, !187, !DIExpression(), !366)
  %160 = load i32, ptr %159, align 4, !dbg !367, !tbaa !204
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %160), !dbg !369
  tail call void @__cxa_end_catch(), !dbg !370
    #dbg_value(i32 5, !174, !DIExpression(), !214)
    #dbg_value(i32 4, !185, !DIExpression(), !360)
    #dbg_value(i32 0, !191, !DIExpression(), !371)
    #dbg_value(i32 0, !372, !DIExpression(), !384)
    #dbg_value(ptr @.str.10, !375, !DIExpression(), !384)
    #dbg_value(ptr @.str.11, !376, !DIExpression(), !387)
    #dbg_value(ptr @.str.12, !378, !DIExpression(), !388)
    #dbg_value(ptr undef, !389, !DIExpression(), !393)
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !395
    #dbg_value(ptr undef, !389, !DIExpression(), !397)
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !399
    #dbg_value(ptr undef, !389, !DIExpression(), !400)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !402
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 0), !dbg !403
    #dbg_value(i32 1, !191, !DIExpression(), !371)
    #dbg_value(i32 1, !191, !DIExpression(), !371)
    #dbg_value(i32 1, !372, !DIExpression(), !384)
    #dbg_value(ptr @.str.10, !375, !DIExpression(), !384)
    #dbg_value(ptr @.str.11, !376, !DIExpression(), !387)
    #dbg_value(ptr @.str.12, !378, !DIExpression(), !388)
  %166 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !404
  store i32 1, ptr %166, align 16, !dbg !404, !tbaa !126
  invoke void @__cxa_throw(ptr nonnull %166, ptr nonnull @_ZTIi, ptr null) #12
          to label %203 unwind label %167, !dbg !404

167:                                              ; preds = %157
  %168 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !406
  %169 = extractvalue { ptr, i32 } %168, 0, !dbg !406
  %170 = extractvalue { ptr, i32 } %168, 1, !dbg !406
    #dbg_value(ptr undef, !389, !DIExpression(), !407)
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !409
  %172 = icmp eq i32 %170, %77, !dbg !410
  br i1 %172, label %173, label %188, !dbg !410

173:                                              ; preds = %167
  %174 = tail call ptr @__cxa_begin_catch(ptr %169) #11, !dbg !410
  %175 = load i32, ptr %174, align 4, !dbg !410, !tbaa !126
    #dbg_value(i32 %175, !380, !DIExpression(), !387)
    #dbg_value(ptr @.str.13, !381, !DIExpression(), !411)
  %176 = icmp sgt i32 %175, 1, !dbg !412
  br i1 %176, label %177, label %185, !dbg !414

177:                                              ; preds = %173
  %178 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !415
  %179 = add nuw nsw i32 %175, 10, !dbg !416
  store i32 %179, ptr %178, align 16, !dbg !415, !tbaa !126
  invoke void @__cxa_throw(ptr nonnull %178, ptr nonnull @_ZTIi, ptr null) #12
          to label %203 unwind label %180, !dbg !415

180:                                              ; preds = %177
  %181 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !417
  %182 = extractvalue { ptr, i32 } %181, 0, !dbg !417
  %183 = extractvalue { ptr, i32 } %181, 1, !dbg !417
    #dbg_value(ptr undef, !389, !DIExpression(), !418)
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !420
  tail call void @__cxa_end_catch() #11, !dbg !421
  br label %188, !dbg !421

185:                                              ; preds = %173
    #dbg_value(ptr undef, !389, !DIExpression(), !422)
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !424
  tail call void @__cxa_end_catch() #11, !dbg !421
    #dbg_value(ptr undef, !389, !DIExpression(), !397)
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !399
  br label %204

188:                                              ; preds = %180, %167
  %189 = phi i32 [ %183, %180 ], [ %170, %167 ], !dbg !425
  %190 = phi ptr [ %182, %180 ], [ %169, %167 ], !dbg !425
  %191 = phi { ptr, i32 } [ %181, %180 ], [ %168, %167 ], !dbg !426
    #dbg_value(ptr undef, !389, !DIExpression(), !427)
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !429
  %193 = icmp eq i32 %189, %77, !dbg !430
  br i1 %193, label %194, label %200, !dbg !430

194:                                              ; preds = %188
  %195 = tail call ptr @__cxa_begin_catch(ptr %190) #11, !dbg !430
  %196 = load i32, ptr %195, align 4, !dbg !430, !tbaa !126
    #dbg_value(i32 %196, !383, !DIExpression(), !384)
  %197 = mul nsw i32 %196, 100, !dbg !431
  tail call void @__cxa_end_catch() #11, !dbg !433
  br label %204

198:                                              ; preds = %94, %114, %136, %152, %6, %26, %200
  %199 = phi { ptr, i32 } [ %201, %200 ], [ %27, %26 ], [ %7, %6 ], [ %137, %136 ], [ %153, %152 ], [ %96, %94 ], [ %116, %114 ]
  resume { ptr, i32 } %199, !dbg !214

200:                                              ; preds = %230, %188
  %201 = phi { ptr, i32 } [ %191, %188 ], [ %233, %230 ], !dbg !426
    #dbg_value(ptr undef, !389, !DIExpression(), !434)
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !436
  br label %198, !dbg !437

203:                                              ; preds = %222, %204, %177, %157
  unreachable

204:                                              ; preds = %185, %194
  %205 = phi i32 [ %197, %194 ], [ %175, %185 ], !dbg !384
    #dbg_value(ptr undef, !389, !DIExpression(), !400)
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !402
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %205), !dbg !403
    #dbg_value(i32 2, !191, !DIExpression(), !371)
    #dbg_value(i32 2, !372, !DIExpression(), !384)
    #dbg_value(ptr @.str.10, !375, !DIExpression(), !384)
    #dbg_value(ptr @.str.11, !376, !DIExpression(), !387)
    #dbg_value(ptr @.str.12, !378, !DIExpression(), !388)
  %208 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !404
  store i32 2, ptr %208, align 16, !dbg !404, !tbaa !126
  invoke void @__cxa_throw(ptr nonnull %208, ptr nonnull @_ZTIi, ptr null) #12
          to label %203 unwind label %209, !dbg !404

209:                                              ; preds = %204
  %210 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !406
  %211 = extractvalue { ptr, i32 } %210, 0, !dbg !406
  %212 = extractvalue { ptr, i32 } %210, 1, !dbg !406
    #dbg_value(ptr undef, !389, !DIExpression(), !407)
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !409
  %214 = icmp eq i32 %212, %77, !dbg !410
  br i1 %214, label %215, label %230, !dbg !410

215:                                              ; preds = %209
  %216 = tail call ptr @__cxa_begin_catch(ptr %211) #11, !dbg !410
  %217 = load i32, ptr %216, align 4, !dbg !410, !tbaa !126
    #dbg_value(i32 %217, !380, !DIExpression(), !387)
    #dbg_value(ptr @.str.13, !381, !DIExpression(), !411)
  %218 = icmp sgt i32 %217, 1, !dbg !412
  br i1 %218, label %222, label %219, !dbg !414

219:                                              ; preds = %215
    #dbg_value(ptr undef, !389, !DIExpression(), !422)
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !424
  tail call void @__cxa_end_catch() #11, !dbg !421
    #dbg_value(ptr undef, !389, !DIExpression(), !397)
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !399
  br label %240

222:                                              ; preds = %215
  %223 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !415
  %224 = add nuw nsw i32 %217, 10, !dbg !416
  store i32 %224, ptr %223, align 16, !dbg !415, !tbaa !126
  invoke void @__cxa_throw(ptr nonnull %223, ptr nonnull @_ZTIi, ptr null) #12
          to label %203 unwind label %225, !dbg !415

225:                                              ; preds = %222
  %226 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !417
  %227 = extractvalue { ptr, i32 } %226, 0, !dbg !417
  %228 = extractvalue { ptr, i32 } %226, 1, !dbg !417
    #dbg_value(ptr undef, !389, !DIExpression(), !418)
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !420
  tail call void @__cxa_end_catch() #11, !dbg !421
  br label %230, !dbg !421

230:                                              ; preds = %225, %209
  %231 = phi i32 [ %228, %225 ], [ %212, %209 ], !dbg !425
  %232 = phi ptr [ %227, %225 ], [ %211, %209 ], !dbg !425
  %233 = phi { ptr, i32 } [ %226, %225 ], [ %210, %209 ], !dbg !426
    #dbg_value(ptr undef, !389, !DIExpression(), !427)
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !429
  %235 = icmp eq i32 %231, %77, !dbg !430
  br i1 %235, label %236, label %200, !dbg !430

236:                                              ; preds = %230
  %237 = tail call ptr @__cxa_begin_catch(ptr %232) #11, !dbg !430
  %238 = load i32, ptr %237, align 4, !dbg !430, !tbaa !126
    #dbg_value(i32 %238, !383, !DIExpression(), !384)
  %239 = mul nsw i32 %238, 100, !dbg !431
  tail call void @__cxa_end_catch() #11, !dbg !433
  br label %240

240:                                              ; preds = %236, %219
  %241 = phi i32 [ %239, %236 ], [ %217, %219 ], !dbg !384
    #dbg_value(ptr undef, !389, !DIExpression(), !400)
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !402
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %241), !dbg !403
    #dbg_value(i32 3, !191, !DIExpression(), !371)
  %244 = load i32, ptr @_ZL6allocs, align 4, !dbg !438, !tbaa !126
  %245 = load i32, ptr @_ZL5frees, align 4, !dbg !439, !tbaa !126
  %246 = load i32, ptr @_ZL5ctors, align 4, !dbg !440, !tbaa !126
  %247 = load i32, ptr @_ZL5dtors, align 4, !dbg !441, !tbaa !126
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %244, i32 noundef %245, i32 noundef %246, i32 noundef %247, i32 noundef 5), !dbg !442
  ret i32 0, !dbg !443
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat !dbg !198 {
    #dbg_value(ptr %0, !197, !DIExpression(), !444)
    #dbg_value(i32 %1, !200, !DIExpression(), !444)
  store i32 %1, ptr %0, align 4, !dbg !445, !tbaa !204
  %3 = icmp eq i32 %1, 13, !dbg !446
  br i1 %3, label %4, label %6, !dbg !447

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 8) #11, !dbg !448
  store ptr @.str.9, ptr %5, align 16, !dbg !448, !tbaa !209
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIPKc, ptr null) #12, !dbg !448
  unreachable, !dbg !448

6:                                                ; preds = %2
  %7 = load i32, ptr @_ZL5ctors, align 4, !dbg !449, !tbaa !126
  %8 = add nsw i32 %7, 1, !dbg !449
  store i32 %8, ptr @_ZL5ctors, align 4, !dbg !449, !tbaa !126
  ret void, !dbg !450
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare !dbg !451 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 comdat !dbg !238 {
    #dbg_value(ptr %0, !237, !DIExpression(), !454)
  %2 = load i32, ptr @_ZL5dtors, align 4, !dbg !455, !tbaa !126
  %3 = add nsw i32 %2, 1, !dbg !455
  store i32 %3, ptr @_ZL5dtors, align 4, !dbg !455, !tbaa !126
  ret void, !dbg !456
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i64 noundef) local_unnamed_addr #6

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin allocsize(0) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #10 = { allocsize(0) }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114, !115}
!llvm.ident = !{!116}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2832c4f32d6b09cc254ff9b8a6a9bf1e")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !8, identifier: "_ZTS7Fragile")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_variable, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, identifier: "_ZTS5Scope")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!108 = !{i32 7, !"Dwarf Version", i32 5}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 4}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"PIE Level", i32 2}
!113 = !{i32 7, !"uwtable", i32 2}
!114 = !{i32 7, !"frame-pointer", i32 1}
!115 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!116 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!117 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !118, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!118 = !DISubroutineType(types: !119)
!119 = !{!120, !121}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!121 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!122 = !{!123}
!123 = !DILocalVariable(name: "n", arg: 1, scope: !117, file: !3, line: 15, type: !121)
!124 = !DILocation(line: 0, scope: !117)
!125 = !DILocation(line: 15, column: 39, scope: !117)
!126 = !{!127, !127, i64 0}
!127 = !{!"int", !128, i64 0}
!128 = !{!"omnipotent char", !129, i64 0}
!129 = !{!"Simple C++ TBAA"}
!130 = !DILocation(line: 15, column: 56, scope: !117)
!131 = !DILocation(line: 15, column: 49, scope: !117)
!132 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 10, type: !118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !118, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !134)
!134 = !{!135}
!135 = !DILocalVariable(name: "n", arg: 1, scope: !133, file: !3, line: 16, type: !121)
!136 = !DILocation(line: 0, scope: !133)
!137 = !DILocation(line: 16, column: 41, scope: !133)
!138 = !DILocation(line: 16, column: 58, scope: !133)
!139 = !DILocation(line: 16, column: 51, scope: !133)
!140 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !141, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !120}
!143 = !{!144}
!144 = !DILocalVariable(name: "p", arg: 1, scope: !140, file: !3, line: 17, type: !120)
!145 = !DILocation(line: 0, scope: !140)
!146 = !DILocation(line: 17, column: 45, scope: !147)
!147 = distinct !DILexicalBlock(scope: !140, file: !3, line: 17, column: 45)
!148 = !DILocation(line: 17, column: 45, scope: !140)
!149 = !DILocation(line: 17, column: 48, scope: !147)
!150 = !DILocation(line: 17, column: 57, scope: !140)
!151 = !DILocation(line: 17, column: 66, scope: !140)
!152 = !DISubprogram(name: "free", scope: !3, file: !3, line: 11, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !141, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !154)
!154 = !{!155}
!155 = !DILocalVariable(name: "p", arg: 1, scope: !153, file: !3, line: 18, type: !120)
!156 = !DILocation(line: 0, scope: !153)
!157 = !DILocation(line: 18, column: 47, scope: !158)
!158 = distinct !DILexicalBlock(scope: !153, file: !3, line: 18, column: 47)
!159 = !DILocation(line: 18, column: 47, scope: !153)
!160 = !DILocation(line: 18, column: 50, scope: !158)
!161 = !DILocation(line: 18, column: 59, scope: !153)
!162 = !DILocation(line: 18, column: 68, scope: !153)
!163 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !164, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !166)
!164 = !DISubroutineType(types: !165)
!165 = !{!10}
!166 = !{!167, !170, !171, !173, !174, !175, !177, !180, !185, !187, !191}
!167 = !DILocalVariable(name: "f", scope: !168, file: !3, line: 84, type: !169)
!168 = distinct !DILexicalBlock(scope: !163, file: !3, line: 83, column: 7)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!170 = !DILocalVariable(name: "msg", scope: !163, file: !3, line: 86, type: !23)
!171 = !DILocalVariable(name: "arr", scope: !172, file: !3, line: 93, type: !169)
!172 = distinct !DILexicalBlock(scope: !163, file: !3, line: 92, column: 7)
!173 = !DILocalVariable(name: "b", scope: !163, file: !3, line: 95, type: !10)
!174 = !DILocalVariable(name: "ok", scope: !163, file: !3, line: 99, type: !10)
!175 = !DILocalVariable(name: "i", scope: !176, file: !3, line: 100, type: !10)
!176 = distinct !DILexicalBlock(scope: !163, file: !3, line: 100, column: 3)
!177 = !DILocalVariable(name: "e", scope: !178, file: !3, line: 103, type: !10)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 100, column: 31)
!179 = distinct !DILexicalBlock(scope: !176, file: !3, line: 100, column: 3)
!180 = !DILocalVariable(name: "thrower", scope: !163, file: !3, line: 112, type: !181)
!181 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !163, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !182)
!182 = !{!183}
!183 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !181, file: !3, line: 112, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!185 = !DILocalVariable(name: "k", scope: !186, file: !3, line: 116, type: !10)
!186 = distinct !DILexicalBlock(scope: !163, file: !3, line: 116, column: 3)
!187 = !DILocalVariable(name: "f", scope: !188, file: !3, line: 119, type: !190)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 116, column: 31)
!189 = distinct !DILexicalBlock(scope: !186, file: !3, line: 116, column: 3)
!190 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!191 = !DILocalVariable(name: "d", scope: !192, file: !3, line: 124, type: !10)
!192 = distinct !DILexicalBlock(scope: !163, file: !3, line: 124, column: 3)
!193 = !DILocation(line: 0, scope: !117, inlinedAt: !194)
!194 = distinct !DILocation(line: 84, column: 18, scope: !168)
!195 = !DILocation(line: 15, column: 39, scope: !117, inlinedAt: !194)
!196 = !DILocation(line: 15, column: 56, scope: !117, inlinedAt: !194)
!197 = !DILocalVariable(name: "this", arg: 1, scope: !198, type: !169, flags: DIFlagArtificial | DIFlagObjectPointer)
!198 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !199)
!199 = !{!197, !200}
!200 = !DILocalVariable(name: "x", arg: 2, scope: !198, file: !3, line: 27, type: !10)
!201 = !DILocation(line: 0, scope: !198, inlinedAt: !202)
!202 = distinct !DILocation(line: 84, column: 22, scope: !168)
!203 = !DILocation(line: 27, column: 29, scope: !198, inlinedAt: !202)
!204 = !{!205, !127, i64 0}
!205 = !{!"_ZTS7Fragile", !127, i64 0}
!206 = !DILocation(line: 28, column: 18, scope: !207, inlinedAt: !202)
!207 = distinct !DILexicalBlock(scope: !208, file: !3, line: 28, column: 9)
!208 = distinct !DILexicalBlock(scope: !198, file: !3, line: 27, column: 34)
!209 = !{!210, !210, i64 0}
!210 = !{!"any pointer", !128, i64 0}
!211 = !DILocation(line: 127, column: 1, scope: !168)
!212 = !DILocation(line: 84, column: 18, scope: !168)
!213 = !DILocation(line: 86, column: 3, scope: !168)
!214 = !DILocation(line: 0, scope: !163)
!215 = !DILocation(line: 87, column: 51, scope: !216)
!216 = distinct !DILexicalBlock(scope: !163, file: !3, line: 86, column: 29)
!217 = !DILocation(line: 87, column: 59, scope: !216)
!218 = !DILocation(line: 87, column: 5, scope: !216)
!219 = !DILocation(line: 88, column: 3, scope: !216)
!220 = !DILocation(line: 0, scope: !133, inlinedAt: !221)
!221 = distinct !DILocation(line: 93, column: 20, scope: !172)
!222 = !DILocation(line: 16, column: 41, scope: !133, inlinedAt: !221)
!223 = !DILocation(line: 16, column: 58, scope: !133, inlinedAt: !221)
!224 = !DILocation(line: 93, column: 20, scope: !172)
!225 = !DILocalVariable(name: "this", arg: 1, scope: !226, type: !169, flags: DIFlagArtificial | DIFlagObjectPointer)
!226 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !227)
!227 = !{!225}
!228 = !DILocation(line: 0, scope: !226, inlinedAt: !229)
!229 = distinct !DILocation(line: 93, column: 20, scope: !172)
!230 = !DILocation(line: 25, column: 5, scope: !231, inlinedAt: !229)
!231 = distinct !DILexicalBlock(scope: !226, file: !3, line: 23, column: 25)
!232 = !DILocation(line: 23, column: 15, scope: !226, inlinedAt: !229)
!233 = !DILocation(line: 24, column: 23, scope: !234, inlinedAt: !229)
!234 = distinct !DILexicalBlock(scope: !231, file: !3, line: 24, column: 9)
!235 = !DILocation(line: 24, column: 29, scope: !234, inlinedAt: !229)
!236 = !DILocation(line: 127, column: 1, scope: !172)
!237 = !DILocalVariable(name: "this", arg: 1, scope: !238, type: !169, flags: DIFlagArtificial | DIFlagObjectPointer)
!238 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !239)
!239 = !{!237}
!240 = !DILocation(line: 0, scope: !238, inlinedAt: !241)
!241 = distinct !DILocation(line: 93, column: 20, scope: !172)
!242 = !DILocation(line: 31, column: 16, scope: !243, inlinedAt: !241)
!243 = distinct !DILexicalBlock(scope: !238, file: !3, line: 31, column: 14)
!244 = !DILocation(line: 95, column: 3, scope: !172)
!245 = !DILocation(line: 96, column: 73, scope: !246)
!246 = distinct !DILexicalBlock(scope: !163, file: !3, line: 95, column: 19)
!247 = !DILocation(line: 96, column: 80, scope: !246)
!248 = !DILocation(line: 96, column: 87, scope: !246)
!249 = !DILocation(line: 96, column: 5, scope: !246)
!250 = !DILocation(line: 97, column: 3, scope: !246)
!251 = !DILocalVariable(name: "x", arg: 1, scope: !252, file: !3, line: 36, type: !10)
!252 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !253, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{!10, !10}
!255 = !{!251}
!256 = !DILocation(line: 0, scope: !252, inlinedAt: !257)
!257 = distinct !DILocation(line: 102, column: 13, scope: !258)
!258 = distinct !DILexicalBlock(scope: !178, file: !3, line: 101, column: 9)
!259 = !DILocation(line: 0, scope: !176)
!260 = !DILocation(line: 37, column: 14, scope: !261, inlinedAt: !257)
!261 = distinct !DILexicalBlock(scope: !252, file: !3, line: 37, column: 7)
!262 = !DILocation(line: 54, column: 34, scope: !263, inlinedAt: !268)
!263 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !264, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{null, !10}
!266 = !{!267}
!267 = !DILocalVariable(name: "x", arg: 1, scope: !263, file: !3, line: 54, type: !10)
!268 = distinct !DILocation(line: 45, column: 5, scope: !269, inlinedAt: !280)
!269 = distinct !DILexicalBlock(scope: !270, file: !3, line: 44, column: 7)
!270 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !271, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !278, retainedNodes: !274)
!271 = !DISubroutineType(types: !272)
!272 = !{!10, !273, !10}
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!274 = !{!275, !276, !277}
!275 = !DILocalVariable(name: "f", arg: 1, scope: !270, file: !3, line: 43, type: !273)
!276 = !DILocalVariable(name: "arg", arg: 2, scope: !270, file: !3, line: 43, type: !10)
!277 = !DILocalVariable(name: "v", scope: !270, file: !3, line: 46, type: !5)
!278 = !{!279}
!279 = !DITemplateTypeParameter(name: "T", type: !5)
!280 = distinct !DILocation(line: 109, column: 57, scope: !163)
!281 = !DILocation(line: 52, column: 1, scope: !269, inlinedAt: !280)
!282 = !DILocation(line: 46, column: 3, scope: !269, inlinedAt: !280)
!283 = !DILocation(line: 0, scope: !270, inlinedAt: !280)
!284 = !DILocation(line: 50, column: 3, scope: !285, inlinedAt: !280)
!285 = distinct !DILexicalBlock(scope: !270, file: !3, line: 48, column: 17)
!286 = !{!287, !287, i64 0}
!287 = !{!"short", !128, i64 0}
!288 = !DILocation(line: 47, column: 17, scope: !289, inlinedAt: !280)
!289 = distinct !DILexicalBlock(scope: !270, file: !3, line: 46, column: 17)
!290 = !DILocation(line: 48, column: 3, scope: !289, inlinedAt: !280)
!291 = !DILocalVariable(name: "f", arg: 1, scope: !292, file: !3, line: 43, type: !273)
!292 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !271, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !296, retainedNodes: !293)
!293 = !{!291, !294, !295}
!294 = !DILocalVariable(name: "arg", arg: 2, scope: !292, file: !3, line: 43, type: !10)
!295 = !DILocalVariable(name: "v", scope: !292, file: !3, line: 46, type: !6)
!296 = !{!297}
!297 = !DITemplateTypeParameter(name: "T", type: !6)
!298 = !DILocation(line: 0, scope: !292, inlinedAt: !299)
!299 = distinct !DILocation(line: 110, column: 10, scope: !163)
!300 = !DILocalVariable(name: "x", arg: 1, scope: !301, file: !3, line: 55, type: !10)
!301 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !264, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !302)
!302 = !{!300}
!303 = !DILocation(line: 0, scope: !301, inlinedAt: !304)
!304 = distinct !DILocation(line: 45, column: 5, scope: !305, inlinedAt: !299)
!305 = distinct !DILexicalBlock(scope: !292, file: !3, line: 44, column: 7)
!306 = !DILocation(line: 55, column: 33, scope: !301, inlinedAt: !304)
!307 = !{!308, !308, i64 0}
!308 = !{!"long long", !128, i64 0}
!309 = !DILocation(line: 52, column: 1, scope: !305, inlinedAt: !299)
!310 = !DILocation(line: 46, column: 3, scope: !305, inlinedAt: !299)
!311 = !DILocation(line: 50, column: 3, scope: !312, inlinedAt: !299)
!312 = distinct !DILexicalBlock(scope: !292, file: !3, line: 48, column: 17)
!313 = !DILocation(line: 47, column: 17, scope: !314, inlinedAt: !299)
!314 = distinct !DILexicalBlock(scope: !292, file: !3, line: 46, column: 17)
!315 = !DILocation(line: 48, column: 3, scope: !314, inlinedAt: !299)
!316 = !DILocalVariable(name: "f", arg: 1, scope: !317, file: !3, line: 43, type: !273)
!317 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !271, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !321, retainedNodes: !318)
!318 = !{!316, !319, !320}
!319 = !DILocalVariable(name: "arg", arg: 2, scope: !317, file: !3, line: 43, type: !10)
!320 = !DILocalVariable(name: "v", scope: !317, file: !3, line: 46, type: !10)
!321 = !{!322}
!322 = !DITemplateTypeParameter(name: "T", type: !10)
!323 = !DILocation(line: 0, scope: !317, inlinedAt: !324)
!324 = distinct !DILocation(line: 110, column: 46, scope: !163)
!325 = !DILocation(line: 0, scope: !263, inlinedAt: !326)
!326 = distinct !DILocation(line: 45, column: 5, scope: !327, inlinedAt: !324)
!327 = distinct !DILexicalBlock(scope: !317, file: !3, line: 44, column: 7)
!328 = !DILocation(line: 54, column: 34, scope: !263, inlinedAt: !326)
!329 = !DILocation(line: 52, column: 1, scope: !327, inlinedAt: !324)
!330 = !DILocation(line: 46, column: 3, scope: !327, inlinedAt: !324)
!331 = !DILocation(line: 50, column: 3, scope: !332, inlinedAt: !324)
!332 = distinct !DILexicalBlock(scope: !317, file: !3, line: 48, column: 17)
!333 = !DILocation(line: 48, column: 3, scope: !334, inlinedAt: !324)
!334 = distinct !DILexicalBlock(scope: !317, file: !3, line: 46, column: 17)
!335 = !DILocation(line: 39, column: 1, scope: !261, inlinedAt: !257)
!336 = !DILocation(line: 38, column: 3, scope: !252, inlinedAt: !257)
!337 = !DILocation(line: 127, column: 1, scope: !258)
!338 = !DILocation(line: 103, column: 5, scope: !258)
!339 = !DILocation(line: 0, scope: !178)
!340 = !DILocation(line: 104, column: 7, scope: !341)
!341 = distinct !DILexicalBlock(scope: !178, file: !3, line: 103, column: 21)
!342 = !DILocation(line: 105, column: 5, scope: !341)
!343 = !DILocation(line: 107, column: 3, scope: !163)
!344 = !DILocation(line: 0, scope: !263, inlinedAt: !268)
!345 = !DILocation(line: 113, column: 16, scope: !346, inlinedAt: !357)
!346 = distinct !DILexicalBlock(scope: !347, file: !3, line: 113, column: 9)
!347 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !181, file: !3, line: 112, type: !348, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !352, retainedNodes: !353)
!348 = !DISubroutineType(types: !349)
!349 = !{null, !350, !10}
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!351 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !181)
!352 = !DISubprogram(name: "operator()", scope: !181, file: !3, line: 112, type: !348, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!353 = !{!354, !356}
!354 = !DILocalVariable(name: "this", arg: 1, scope: !347, type: !355, flags: DIFlagArtificial | DIFlagObjectPointer)
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 64)
!356 = !DILocalVariable(name: "k", arg: 2, scope: !347, file: !3, line: 112, type: !10)
!357 = distinct !DILocation(line: 118, column: 7, scope: !358)
!358 = distinct !DILexicalBlock(scope: !188, file: !3, line: 117, column: 9)
!359 = !DILocation(line: 109, column: 3, scope: !163)
!360 = !DILocation(line: 0, scope: !186)
!361 = !DILocation(line: 0, scope: !347, inlinedAt: !357)
!362 = !DILocation(line: 113, column: 22, scope: !346, inlinedAt: !357)
!363 = !DILocation(line: 115, column: 3, scope: !346, inlinedAt: !357)
!364 = !DILocation(line: 127, column: 1, scope: !358)
!365 = !DILocation(line: 119, column: 5, scope: !358)
!366 = !DILocation(line: 0, scope: !188)
!367 = !DILocation(line: 120, column: 46, scope: !368)
!368 = distinct !DILexicalBlock(scope: !188, file: !3, line: 119, column: 26)
!369 = !DILocation(line: 120, column: 7, scope: !368)
!370 = !DILocation(line: 121, column: 5, scope: !368)
!371 = !DILocation(line: 0, scope: !192)
!372 = !DILocalVariable(name: "depth", arg: 1, scope: !373, file: !3, line: 63, type: !10)
!373 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !253, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !374)
!374 = !{!372, !375, !376, !378, !380, !381, !383}
!375 = !DILocalVariable(name: "s1", scope: !373, file: !3, line: 64, type: !20)
!376 = !DILocalVariable(name: "s2", scope: !377, file: !3, line: 66, type: !20)
!377 = distinct !DILexicalBlock(scope: !373, file: !3, line: 65, column: 7)
!378 = !DILocalVariable(name: "s3", scope: !379, file: !3, line: 68, type: !20)
!379 = distinct !DILexicalBlock(scope: !377, file: !3, line: 67, column: 9)
!380 = !DILocalVariable(name: "d", scope: !377, file: !3, line: 70, type: !10)
!381 = !DILocalVariable(name: "s4", scope: !382, file: !3, line: 71, type: !20)
!382 = distinct !DILexicalBlock(scope: !377, file: !3, line: 70, column: 21)
!383 = !DILocalVariable(name: "d", scope: !373, file: !3, line: 75, type: !10)
!384 = !DILocation(line: 0, scope: !373, inlinedAt: !385)
!385 = distinct !DILocation(line: 124, column: 63, scope: !386)
!386 = distinct !DILexicalBlock(scope: !192, file: !3, line: 124, column: 3)
!387 = !DILocation(line: 0, scope: !377, inlinedAt: !385)
!388 = !DILocation(line: 0, scope: !379, inlinedAt: !385)
!389 = !DILocalVariable(name: "this", arg: 1, scope: !390, type: !392, flags: DIFlagArtificial | DIFlagObjectPointer)
!390 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !391)
!391 = !{!389}
!392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!393 = !DILocation(line: 0, scope: !390, inlinedAt: !394)
!394 = distinct !DILocation(line: 70, column: 5, scope: !377, inlinedAt: !385)
!395 = !DILocation(line: 60, column: 14, scope: !396, inlinedAt: !394)
!396 = distinct !DILexicalBlock(scope: !390, file: !3, line: 60, column: 12)
!397 = !DILocation(line: 0, scope: !390, inlinedAt: !398)
!398 = distinct !DILocation(line: 75, column: 3, scope: !373, inlinedAt: !385)
!399 = !DILocation(line: 60, column: 14, scope: !396, inlinedAt: !398)
!400 = !DILocation(line: 0, scope: !390, inlinedAt: !401)
!401 = distinct !DILocation(line: 79, column: 1, scope: !373, inlinedAt: !385)
!402 = !DILocation(line: 60, column: 14, scope: !396, inlinedAt: !401)
!403 = !DILocation(line: 124, column: 31, scope: !386)
!404 = !DILocation(line: 69, column: 22, scope: !405, inlinedAt: !385)
!405 = distinct !DILexicalBlock(scope: !379, file: !3, line: 69, column: 11)
!406 = !DILocation(line: 79, column: 1, scope: !405, inlinedAt: !385)
!407 = !DILocation(line: 0, scope: !390, inlinedAt: !408)
!408 = distinct !DILocation(line: 70, column: 5, scope: !377, inlinedAt: !385)
!409 = !DILocation(line: 60, column: 14, scope: !396, inlinedAt: !408)
!410 = !DILocation(line: 70, column: 5, scope: !379, inlinedAt: !385)
!411 = !DILocation(line: 0, scope: !382, inlinedAt: !385)
!412 = !DILocation(line: 72, column: 13, scope: !413, inlinedAt: !385)
!413 = distinct !DILexicalBlock(scope: !382, file: !3, line: 72, column: 11)
!414 = !DILocation(line: 72, column: 11, scope: !382, inlinedAt: !385)
!415 = !DILocation(line: 72, column: 18, scope: !413, inlinedAt: !385)
!416 = !DILocation(line: 72, column: 26, scope: !413, inlinedAt: !385)
!417 = !DILocation(line: 79, column: 1, scope: !413, inlinedAt: !385)
!418 = !DILocation(line: 0, scope: !390, inlinedAt: !419)
!419 = distinct !DILocation(line: 74, column: 5, scope: !377, inlinedAt: !385)
!420 = !DILocation(line: 60, column: 14, scope: !396, inlinedAt: !419)
!421 = !DILocation(line: 74, column: 5, scope: !382, inlinedAt: !385)
!422 = !DILocation(line: 0, scope: !390, inlinedAt: !423)
!423 = distinct !DILocation(line: 74, column: 5, scope: !377, inlinedAt: !385)
!424 = !DILocation(line: 60, column: 14, scope: !396, inlinedAt: !423)
!425 = !DILocation(line: 79, column: 1, scope: !377, inlinedAt: !385)
!426 = !DILocation(line: 75, column: 3, scope: !373, inlinedAt: !385)
!427 = !DILocation(line: 0, scope: !390, inlinedAt: !428)
!428 = distinct !DILocation(line: 75, column: 3, scope: !373, inlinedAt: !385)
!429 = !DILocation(line: 60, column: 14, scope: !396, inlinedAt: !428)
!430 = !DILocation(line: 75, column: 3, scope: !377, inlinedAt: !385)
!431 = !DILocation(line: 76, column: 14, scope: !432, inlinedAt: !385)
!432 = distinct !DILexicalBlock(scope: !373, file: !3, line: 75, column: 19)
!433 = !DILocation(line: 77, column: 3, scope: !432, inlinedAt: !385)
!434 = !DILocation(line: 0, scope: !390, inlinedAt: !435)
!435 = distinct !DILocation(line: 79, column: 1, scope: !373, inlinedAt: !385)
!436 = !DILocation(line: 60, column: 14, scope: !396, inlinedAt: !435)
!437 = !DILocation(line: 79, column: 1, scope: !373, inlinedAt: !385)
!438 = !DILocation(line: 125, column: 64, scope: !163)
!439 = !DILocation(line: 125, column: 72, scope: !163)
!440 = !DILocation(line: 125, column: 79, scope: !163)
!441 = !DILocation(line: 125, column: 86, scope: !163)
!442 = !DILocation(line: 125, column: 3, scope: !163)
!443 = !DILocation(line: 126, column: 3, scope: !163)
!444 = !DILocation(line: 0, scope: !198)
!445 = !DILocation(line: 27, column: 29, scope: !198)
!446 = !DILocation(line: 28, column: 11, scope: !207)
!447 = !DILocation(line: 28, column: 9, scope: !208)
!448 = !DILocation(line: 28, column: 18, scope: !207)
!449 = !DILocation(line: 29, column: 5, scope: !208)
!450 = !DILocation(line: 30, column: 3, scope: !198)
!451 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 9, type: !452, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DISubroutineType(types: !453)
!453 = !{!10, !23, null}
!454 = !DILocation(line: 0, scope: !238)
!455 = !DILocation(line: 31, column: 16, scope: !243)
!456 = !DILocation(line: 31, column: 25, scope: !238)
