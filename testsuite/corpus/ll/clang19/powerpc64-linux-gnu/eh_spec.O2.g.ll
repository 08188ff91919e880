; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noundef nonnull ptr @_Znwm(i64 noundef %0) local_unnamed_addr #0 !dbg !116 {
    #dbg_value(i64 %0, !122, !DIExpression(), !123)
  %2 = load i32, ptr @_ZL6allocs, align 4, !dbg !124, !tbaa !125
  %3 = add nsw i32 %2, 1, !dbg !124
  store i32 %3, ptr @_ZL6allocs, align 4, !dbg !124, !tbaa !125
  %4 = tail call ptr @malloc(i64 noundef %0) #10, !dbg !129
  ret ptr %4, !dbg !130
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !131 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znam(i64 noundef %0) local_unnamed_addr #0 !dbg !132 {
    #dbg_value(i64 %0, !134, !DIExpression(), !135)
  %2 = load i32, ptr @_ZL6allocs, align 4, !dbg !136, !tbaa !125
  %3 = add nsw i32 %2, 1, !dbg !136
  store i32 %3, ptr @_ZL6allocs, align 4, !dbg !136, !tbaa !125
  %4 = tail call ptr @malloc(i64 noundef %0) #10, !dbg !137
  ret ptr %4, !dbg !138
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !139 {
    #dbg_value(ptr %0, !143, !DIExpression(), !144)
  %2 = icmp eq ptr %0, null, !dbg !145
  br i1 %2, label %6, label %3, !dbg !147

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !dbg !148, !tbaa !125
  %5 = add nsw i32 %4, 1, !dbg !148
  store i32 %5, ptr @_ZL5frees, align 4, !dbg !148, !tbaa !125
  br label %6, !dbg !148

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0), !dbg !149
  ret void, !dbg !150
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !151 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdaPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !152 {
    #dbg_value(ptr %0, !154, !DIExpression(), !155)
  %2 = icmp eq ptr %0, null, !dbg !156
  br i1 %2, label %6, label %3, !dbg !158

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !dbg !159, !tbaa !125
  %5 = add nsw i32 %4, 1, !dbg !159
  store i32 %5, ptr @_ZL5frees, align 4, !dbg !159, !tbaa !125
  br label %6, !dbg !159

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0), !dbg !160
  ret void, !dbg !161
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #4 personality ptr @__gxx_personality_v0 !dbg !162 {
    #dbg_value(i64 4, !122, !DIExpression(), !192)
  %1 = load i32, ptr @_ZL6allocs, align 4, !dbg !194, !tbaa !125
  %2 = add nsw i32 %1, 1, !dbg !194
  store i32 %2, ptr @_ZL6allocs, align 4, !dbg !194, !tbaa !125
  %3 = tail call noalias noundef nonnull dereferenceable(4) ptr @malloc(i64 noundef 4) #10, !dbg !195
    #dbg_value(ptr %3, !196, !DIExpression(), !200)
    #dbg_value(i32 13, !199, !DIExpression(), !200)
  store i32 13, ptr %3, align 4, !dbg !202, !tbaa !203
  %4 = tail call ptr @__cxa_allocate_exception(i64 8) #11, !dbg !205
  store ptr @.str.9, ptr %4, align 16, !dbg !205, !tbaa !208
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIPKc, ptr null) #12
          to label %5 unwind label %6, !dbg !205

5:                                                ; preds = %0
  unreachable, !dbg !205

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc, !dbg !210
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 4) #13, !dbg !211
  %8 = extractvalue { ptr, i32 } %7, 1, !dbg !210
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #11, !dbg !212
  %10 = icmp eq i32 %8, %9, !dbg !212
  br i1 %10, label %11, label %201, !dbg !212

11:                                               ; preds = %6
  %12 = extractvalue { ptr, i32 } %7, 0, !dbg !210
  %13 = tail call ptr @__cxa_begin_catch(ptr %12) #11, !dbg !212
    #dbg_value(ptr %13, !169, !DIExpression(), !213)
  %14 = load i32, ptr @_ZL6allocs, align 4, !dbg !214, !tbaa !125
  %15 = load i32, ptr @_ZL5frees, align 4, !dbg !216, !tbaa !125
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %13, i32 noundef signext %14, i32 noundef signext %15), !dbg !217
  tail call void @__cxa_end_catch() #11, !dbg !218
    #dbg_value(i64 28, !134, !DIExpression(), !219)
  %17 = load i32, ptr @_ZL6allocs, align 4, !dbg !221, !tbaa !125
  %18 = add nsw i32 %17, 1, !dbg !221
  store i32 %18, ptr @_ZL6allocs, align 4, !dbg !221, !tbaa !125
  %19 = tail call noalias noundef nonnull dereferenceable(28) ptr @malloc(i64 noundef 28) #10, !dbg !222
  store i64 5, ptr %19, align 8, !dbg !223
  %20 = load i32, ptr @_ZL5ctors, align 4, !tbaa !125
  %21 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !223
    #dbg_value(ptr %21, !224, !DIExpression(), !227)
  store i32 3, ptr %21, align 4, !dbg !229, !tbaa !203
  %22 = getelementptr inbounds i8, ptr %19, i64 12, !dbg !223
    #dbg_value(ptr %22, !224, !DIExpression(), !227)
  store i32 2, ptr %22, align 4, !dbg !229, !tbaa !203
  %23 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !223
    #dbg_value(ptr %23, !224, !DIExpression(), !227)
  store i32 1, ptr %23, align 4, !dbg !229, !tbaa !203
  %24 = add nsw i32 %20, 3, !dbg !230
  store i32 %24, ptr @_ZL5ctors, align 4, !dbg !230, !tbaa !125
  %25 = getelementptr inbounds i8, ptr %19, i64 20, !dbg !223
    #dbg_value(ptr %25, !224, !DIExpression(), !227)
  store i32 0, ptr %25, align 4, !dbg !229, !tbaa !203
  store i32 -1, ptr @_ZN7Fragile6budgetE, align 4, !dbg !227, !tbaa !125
  %26 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !232
  %27 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !234, !tbaa !125
  store i32 %27, ptr %26, align 16, !dbg !232, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %26, ptr nonnull @_ZTIi, ptr null) #12
          to label %28 unwind label %29, !dbg !232

28:                                               ; preds = %11
  unreachable, !dbg !232

29:                                               ; preds = %11
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !235
  %31 = load i32, ptr @_ZL5dtors, align 4, !tbaa !125
    #dbg_value(!DIArgList(ptr %19, i64 poison), !236, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !239)
  %32 = add i32 %31, 3, !dbg !223
  store i32 %32, ptr @_ZL5dtors, align 4, !dbg !241, !tbaa !125
  tail call void @_ZdaPvm(ptr noundef nonnull %19, i64 noundef 28) #13, !dbg !223
  %33 = extractvalue { ptr, i32 } %30, 1, !dbg !235
  %34 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !243
  %35 = icmp eq i32 %33, %34, !dbg !243
  br i1 %35, label %36, label %201, !dbg !243

36:                                               ; preds = %29
  %37 = extractvalue { ptr, i32 } %30, 0, !dbg !235
  %38 = tail call ptr @__cxa_begin_catch(ptr %37) #11, !dbg !243
  %39 = load i32, ptr %38, align 4, !dbg !243, !tbaa !125
    #dbg_value(i32 %39, !172, !DIExpression(), !213)
  %40 = load i32, ptr @_ZL5ctors, align 4, !dbg !244, !tbaa !125
  %41 = load i32, ptr @_ZL5dtors, align 4, !dbg !246, !tbaa !125
  %42 = load i32, ptr @_ZL5frees, align 4, !dbg !247, !tbaa !125
  %43 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %39, i32 noundef signext %40, i32 noundef signext %41, i32 noundef signext %42), !dbg !248
  tail call void @__cxa_end_catch() #11, !dbg !249
    #dbg_value(i32 2, !250, !DIExpression(), !255)
    #dbg_value(i32 3, !173, !DIExpression(), !213)
    #dbg_value(i32 3, !174, !DIExpression(), !258)
    #dbg_value(i32 3, !174, !DIExpression(), !258)
    #dbg_value(i32 3, !173, !DIExpression(), !213)
    #dbg_value(i32 3, !250, !DIExpression(), !255)
  %44 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !259
  store i32 6, ptr %44, align 16, !dbg !259, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %44, ptr nonnull @_ZTIi, ptr null) #12
          to label %93 unwind label %86, !dbg !259

45:                                               ; preds = %122
  unreachable, !dbg !261

46:                                               ; preds = %122
  %47 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null, !dbg !280
  %48 = extractvalue { ptr, i32 } %47, 0, !dbg !280
  %49 = extractvalue { ptr, i32 } %47, 1, !dbg !280
  %50 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #11, !dbg !281
  %51 = icmp eq i32 %49, %50, !dbg !281
  %52 = tail call ptr @__cxa_begin_catch(ptr %48) #11, !dbg !282
  br i1 %51, label %53, label %56, !dbg !281

53:                                               ; preds = %46
  %54 = load i16, ptr %52, align 2, !dbg !283, !tbaa !285
    #dbg_value(i16 %54, !276, !DIExpression(), !282)
  %55 = sext i16 %54 to i32, !dbg !287
  tail call void @__cxa_end_catch() #11, !dbg !289
  br label %57

56:                                               ; preds = %46
  tail call void @__cxa_end_catch(), !dbg !283
  br label %57

57:                                               ; preds = %53, %56
  %58 = phi i32 [ %55, %53 ], [ -1, %56 ], !dbg !282
    #dbg_value(ptr poison, !290, !DIExpression(), !297)
    #dbg_value(i32 3, !293, !DIExpression(), !297)
    #dbg_value(i32 3, !299, !DIExpression(), !302)
  %59 = tail call ptr @__cxa_allocate_exception(i64 8) #11, !dbg !305
  store i64 3000, ptr %59, align 16, !dbg !305, !tbaa !306
  invoke void @__cxa_throw(ptr nonnull %59, ptr nonnull @_ZTIx, ptr null) #12
          to label %60 unwind label %61, !dbg !305

60:                                               ; preds = %57
  unreachable, !dbg !305

61:                                               ; preds = %57
  %62 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null, !dbg !308
  %63 = extractvalue { ptr, i32 } %62, 0, !dbg !308
  %64 = extractvalue { ptr, i32 } %62, 1, !dbg !308
  %65 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #11, !dbg !309
  %66 = icmp eq i32 %64, %65, !dbg !309
  %67 = tail call ptr @__cxa_begin_catch(ptr %63) #11, !dbg !297
  br i1 %66, label %68, label %71, !dbg !309

68:                                               ; preds = %61
  %69 = load i64, ptr %67, align 8, !dbg !310, !tbaa !306
    #dbg_value(i64 %69, !294, !DIExpression(), !297)
  %70 = trunc i64 %69 to i32, !dbg !312
  tail call void @__cxa_end_catch() #11, !dbg !314
  br label %72

71:                                               ; preds = %61
  tail call void @__cxa_end_catch(), !dbg !310
  br label %72

72:                                               ; preds = %68, %71
  %73 = phi i32 [ %70, %68 ], [ -1, %71 ], !dbg !297
    #dbg_value(ptr poison, !315, !DIExpression(), !322)
    #dbg_value(i32 1, !318, !DIExpression(), !322)
    #dbg_value(i32 1, !266, !DIExpression(), !324)
  %74 = tail call ptr @__cxa_allocate_exception(i64 2) #11, !dbg !327
  store i16 1, ptr %74, align 16, !dbg !327, !tbaa !285
  invoke void @__cxa_throw(ptr nonnull %74, ptr nonnull @_ZTIs, ptr null) #12
          to label %75 unwind label %76, !dbg !327

75:                                               ; preds = %72
  unreachable, !dbg !327

76:                                               ; preds = %72
  %77 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null, !dbg !328
  %78 = extractvalue { ptr, i32 } %77, 0, !dbg !328
  %79 = extractvalue { ptr, i32 } %77, 1, !dbg !328
  %80 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !329
  %81 = icmp eq i32 %79, %80, !dbg !329
  %82 = tail call ptr @__cxa_begin_catch(ptr %78) #11, !dbg !322
  br i1 %81, label %83, label %85, !dbg !329

83:                                               ; preds = %76
  %84 = load i32, ptr %82, align 4, !dbg !330, !tbaa !125
    #dbg_value(i32 %84, !319, !DIExpression(), !322)
  tail call void @__cxa_end_catch() #11, !dbg !332
  br label %130

85:                                               ; preds = %76
  tail call void @__cxa_end_catch(), !dbg !330
  br label %130

86:                                               ; preds = %36
  %87 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi, !dbg !334
  %88 = extractvalue { ptr, i32 } %87, 1, !dbg !334
  %89 = icmp slt i32 %88, 0, !dbg !335
  br i1 %89, label %90, label %97, !dbg !335

90:                                               ; preds = %86
  %91 = extractvalue { ptr, i32 } %87, 0, !dbg !334
  invoke void @__cxa_call_unexpected(ptr %91) #12
          to label %92 unwind label %94, !dbg !335

92:                                               ; preds = %112, %90
  unreachable, !dbg !335

93:                                               ; preds = %102, %36
  unreachable

94:                                               ; preds = %90
  %95 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !336
  %96 = extractvalue { ptr, i32 } %95, 1, !dbg !336
  br label %97, !dbg !336

97:                                               ; preds = %86, %94
  %98 = phi i32 [ %88, %86 ], [ %96, %94 ], !dbg !336
  %99 = phi { ptr, i32 } [ %87, %86 ], [ %95, %94 ]
  %100 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !337
  %101 = icmp eq i32 %98, %100, !dbg !337
  br i1 %101, label %102, label %201, !dbg !337

102:                                              ; preds = %97
  %103 = extractvalue { ptr, i32 } %99, 0, !dbg !336
  %104 = tail call ptr @__cxa_begin_catch(ptr %103) #11, !dbg !337
  %105 = load i32, ptr %104, align 4, !dbg !337, !tbaa !125
    #dbg_value(i32 %105, !176, !DIExpression(), !338)
  %106 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %105), !dbg !339
  tail call void @__cxa_end_catch() #11, !dbg !341
    #dbg_value(i32 3, !173, !DIExpression(), !213)
    #dbg_value(i32 4, !174, !DIExpression(), !258)
    #dbg_value(i32 4, !250, !DIExpression(), !255)
  %107 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !259
  store i32 8, ptr %107, align 16, !dbg !259, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %107, ptr nonnull @_ZTIi, ptr null) #12
          to label %93 unwind label %108, !dbg !259

108:                                              ; preds = %102
  %109 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi, !dbg !334
  %110 = extractvalue { ptr, i32 } %109, 1, !dbg !334
  %111 = icmp slt i32 %110, 0, !dbg !335
  br i1 %111, label %112, label %117, !dbg !335

112:                                              ; preds = %108
  %113 = extractvalue { ptr, i32 } %109, 0, !dbg !334
  invoke void @__cxa_call_unexpected(ptr %113) #12
          to label %92 unwind label %114, !dbg !335

114:                                              ; preds = %112
  %115 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !336
  %116 = extractvalue { ptr, i32 } %115, 1, !dbg !336
  br label %117, !dbg !336

117:                                              ; preds = %114, %108
  %118 = phi i32 [ %110, %108 ], [ %116, %114 ], !dbg !336
  %119 = phi { ptr, i32 } [ %109, %108 ], [ %115, %114 ]
  %120 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !337
  %121 = icmp eq i32 %118, %120, !dbg !337
  br i1 %121, label %122, label %201, !dbg !337

122:                                              ; preds = %117
  %123 = extractvalue { ptr, i32 } %119, 0, !dbg !336
  %124 = tail call ptr @__cxa_begin_catch(ptr %123) #11, !dbg !337
  %125 = load i32, ptr %124, align 4, !dbg !337, !tbaa !125
    #dbg_value(i32 %125, !176, !DIExpression(), !338)
  %126 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %125), !dbg !339
  tail call void @__cxa_end_catch() #11, !dbg !341
    #dbg_value(i32 3, !173, !DIExpression(), !213)
    #dbg_value(i32 5, !174, !DIExpression(), !258)
  %127 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 3, i32 noundef signext 2, i32 noundef signext 0), !dbg !342
    #dbg_value(ptr poison, !274, !DIExpression(), !282)
    #dbg_value(i32 7, !275, !DIExpression(), !282)
    #dbg_value(i32 7, !266, !DIExpression(), !343)
  %128 = tail call ptr @__cxa_allocate_exception(i64 2) #11, !dbg !261
  store i16 7, ptr %128, align 16, !dbg !261, !tbaa !285
  invoke void @__cxa_throw(ptr nonnull %128, ptr nonnull @_ZTIs, ptr null) #12
          to label %45 unwind label %46, !dbg !261

129:                                              ; preds = %152, %136
  unreachable, !dbg !344

130:                                              ; preds = %85, %83
  %131 = phi i32 [ %84, %83 ], [ -1, %85 ], !dbg !322
  %132 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %58, i32 noundef signext %73, i32 noundef signext %131), !dbg !358
    #dbg_value(ptr undef, !179, !DIExpression(), !213)
    #dbg_value(i32 3, !173, !DIExpression(), !213)
    #dbg_value(i32 1, !184, !DIExpression(), !359)
    #dbg_value(ptr undef, !353, !DIExpression(), !360)
    #dbg_value(i32 1, !355, !DIExpression(), !360)
  %133 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !344
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %133, i32 noundef signext 3)
          to label %136 unwind label %134, !dbg !361

134:                                              ; preds = %130
  %135 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !362
  tail call void @__cxa_free_exception(ptr %133) #11, !dbg !344
  br label %139

136:                                              ; preds = %130
  invoke void @__cxa_throw(ptr nonnull %133, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #12
          to label %129 unwind label %137, !dbg !344

137:                                              ; preds = %136
  %138 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !363
  br label %139, !dbg !363

139:                                              ; preds = %137, %134
  %140 = phi { ptr, i32 } [ %138, %137 ], [ %135, %134 ]
  %141 = extractvalue { ptr, i32 } %140, 1, !dbg !363
  %142 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #11, !dbg !364
  %143 = icmp eq i32 %141, %142, !dbg !364
  br i1 %143, label %144, label %201, !dbg !364

144:                                              ; preds = %139
  %145 = extractvalue { ptr, i32 } %140, 0, !dbg !363
  %146 = tail call ptr @__cxa_begin_catch(ptr %145) #11, !dbg !364
    #dbg_value(ptr %146, !186, !DIExpression(), !365)
  %147 = load i32, ptr %146, align 4, !dbg !366, !tbaa !203
  %148 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %147), !dbg !368
  tail call void @__cxa_end_catch(), !dbg !369
    #dbg_value(i32 5, !173, !DIExpression(), !213)
    #dbg_value(i32 3, !184, !DIExpression(), !359)
    #dbg_value(ptr undef, !353, !DIExpression(), !360)
    #dbg_value(i32 3, !355, !DIExpression(), !360)
  %149 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !344
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %149, i32 noundef signext 9)
          to label %152 unwind label %150, !dbg !361

150:                                              ; preds = %144
  %151 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !362
  tail call void @__cxa_free_exception(ptr %149) #11, !dbg !344
  br label %155

152:                                              ; preds = %144
  invoke void @__cxa_throw(ptr nonnull %149, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #12
          to label %129 unwind label %153, !dbg !344

153:                                              ; preds = %152
  %154 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !363
  br label %155, !dbg !363

155:                                              ; preds = %153, %150
  %156 = phi { ptr, i32 } [ %154, %153 ], [ %151, %150 ]
  %157 = extractvalue { ptr, i32 } %156, 1, !dbg !363
  %158 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #11, !dbg !364
  %159 = icmp eq i32 %157, %158, !dbg !364
  br i1 %159, label %160, label %201, !dbg !364

160:                                              ; preds = %155
  %161 = extractvalue { ptr, i32 } %156, 0, !dbg !363
  %162 = tail call ptr @__cxa_begin_catch(ptr %161) #11, !dbg !364
    #dbg_value(ptr %162, !186, !DIExpression(), !365)
  %163 = load i32, ptr %162, align 4, !dbg !366, !tbaa !203
  %164 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %163), !dbg !368
  tail call void @__cxa_end_catch(), !dbg !369
    #dbg_value(i32 5, !173, !DIExpression(), !213)
    #dbg_value(i32 4, !184, !DIExpression(), !359)
    #dbg_value(i32 0, !190, !DIExpression(), !370)
    #dbg_value(i32 0, !371, !DIExpression(), !383)
    #dbg_value(ptr @.str.10, !374, !DIExpression(), !383)
    #dbg_value(ptr @.str.11, !375, !DIExpression(), !386)
    #dbg_value(ptr @.str.12, !377, !DIExpression(), !387)
    #dbg_value(ptr undef, !388, !DIExpression(), !392)
  %165 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !394
    #dbg_value(ptr undef, !388, !DIExpression(), !396)
  %166 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !398
    #dbg_value(ptr undef, !388, !DIExpression(), !399)
  %167 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !401
  %168 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0, i32 noundef signext 0), !dbg !402
    #dbg_value(i32 1, !190, !DIExpression(), !370)
    #dbg_value(i32 1, !190, !DIExpression(), !370)
    #dbg_value(i32 1, !371, !DIExpression(), !383)
    #dbg_value(ptr @.str.10, !374, !DIExpression(), !383)
    #dbg_value(ptr @.str.11, !375, !DIExpression(), !386)
    #dbg_value(ptr @.str.12, !377, !DIExpression(), !387)
  %169 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !403
  store i32 1, ptr %169, align 16, !dbg !403, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %169, ptr nonnull @_ZTIi, ptr null) #12
          to label %206 unwind label %170, !dbg !403

170:                                              ; preds = %160
  %171 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !405
  %172 = extractvalue { ptr, i32 } %171, 0, !dbg !405
  %173 = extractvalue { ptr, i32 } %171, 1, !dbg !405
    #dbg_value(ptr undef, !388, !DIExpression(), !406)
  %174 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !408
  %175 = icmp eq i32 %173, %80, !dbg !409
  br i1 %175, label %176, label %191, !dbg !409

176:                                              ; preds = %170
  %177 = tail call ptr @__cxa_begin_catch(ptr %172) #11, !dbg !409
  %178 = load i32, ptr %177, align 4, !dbg !409, !tbaa !125
    #dbg_value(i32 %178, !379, !DIExpression(), !386)
    #dbg_value(ptr @.str.13, !380, !DIExpression(), !410)
  %179 = icmp sgt i32 %178, 1, !dbg !411
  br i1 %179, label %180, label %188, !dbg !413

180:                                              ; preds = %176
  %181 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !414
  %182 = add nuw nsw i32 %178, 10, !dbg !415
  store i32 %182, ptr %181, align 16, !dbg !414, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %181, ptr nonnull @_ZTIi, ptr null) #12
          to label %206 unwind label %183, !dbg !414

183:                                              ; preds = %180
  %184 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !416
  %185 = extractvalue { ptr, i32 } %184, 0, !dbg !416
  %186 = extractvalue { ptr, i32 } %184, 1, !dbg !416
    #dbg_value(ptr undef, !388, !DIExpression(), !417)
  %187 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !419
  tail call void @__cxa_end_catch() #11, !dbg !420
  br label %191, !dbg !420

188:                                              ; preds = %176
    #dbg_value(ptr undef, !388, !DIExpression(), !421)
  %189 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !423
  tail call void @__cxa_end_catch() #11, !dbg !420
    #dbg_value(ptr undef, !388, !DIExpression(), !396)
  %190 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !398
  br label %207

191:                                              ; preds = %183, %170
  %192 = phi i32 [ %186, %183 ], [ %173, %170 ], !dbg !424
  %193 = phi ptr [ %185, %183 ], [ %172, %170 ], !dbg !424
  %194 = phi { ptr, i32 } [ %184, %183 ], [ %171, %170 ], !dbg !425
    #dbg_value(ptr undef, !388, !DIExpression(), !426)
  %195 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !428
  %196 = icmp eq i32 %192, %80, !dbg !429
  br i1 %196, label %197, label %203, !dbg !429

197:                                              ; preds = %191
  %198 = tail call ptr @__cxa_begin_catch(ptr %193) #11, !dbg !429
  %199 = load i32, ptr %198, align 4, !dbg !429, !tbaa !125
    #dbg_value(i32 %199, !382, !DIExpression(), !383)
  %200 = mul nsw i32 %199, 100, !dbg !430
  tail call void @__cxa_end_catch() #11, !dbg !432
  br label %207

201:                                              ; preds = %97, %117, %139, %155, %6, %29, %203
  %202 = phi { ptr, i32 } [ %204, %203 ], [ %30, %29 ], [ %7, %6 ], [ %140, %139 ], [ %156, %155 ], [ %99, %97 ], [ %119, %117 ]
  resume { ptr, i32 } %202, !dbg !213

203:                                              ; preds = %233, %191
  %204 = phi { ptr, i32 } [ %194, %191 ], [ %236, %233 ], !dbg !425
    #dbg_value(ptr undef, !388, !DIExpression(), !433)
  %205 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !435
  br label %201, !dbg !436

206:                                              ; preds = %225, %207, %180, %160
  unreachable

207:                                              ; preds = %188, %197
  %208 = phi i32 [ %200, %197 ], [ %178, %188 ], !dbg !383
    #dbg_value(ptr undef, !388, !DIExpression(), !399)
  %209 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !401
  %210 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1, i32 noundef signext %208), !dbg !402
    #dbg_value(i32 2, !190, !DIExpression(), !370)
    #dbg_value(i32 2, !371, !DIExpression(), !383)
    #dbg_value(ptr @.str.10, !374, !DIExpression(), !383)
    #dbg_value(ptr @.str.11, !375, !DIExpression(), !386)
    #dbg_value(ptr @.str.12, !377, !DIExpression(), !387)
  %211 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !403
  store i32 2, ptr %211, align 16, !dbg !403, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %211, ptr nonnull @_ZTIi, ptr null) #12
          to label %206 unwind label %212, !dbg !403

212:                                              ; preds = %207
  %213 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !405
  %214 = extractvalue { ptr, i32 } %213, 0, !dbg !405
  %215 = extractvalue { ptr, i32 } %213, 1, !dbg !405
    #dbg_value(ptr undef, !388, !DIExpression(), !406)
  %216 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !408
  %217 = icmp eq i32 %215, %80, !dbg !409
  br i1 %217, label %218, label %233, !dbg !409

218:                                              ; preds = %212
  %219 = tail call ptr @__cxa_begin_catch(ptr %214) #11, !dbg !409
  %220 = load i32, ptr %219, align 4, !dbg !409, !tbaa !125
    #dbg_value(i32 %220, !379, !DIExpression(), !386)
    #dbg_value(ptr @.str.13, !380, !DIExpression(), !410)
  %221 = icmp sgt i32 %220, 1, !dbg !411
  br i1 %221, label %225, label %222, !dbg !413

222:                                              ; preds = %218
    #dbg_value(ptr undef, !388, !DIExpression(), !421)
  %223 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !423
  tail call void @__cxa_end_catch() #11, !dbg !420
    #dbg_value(ptr undef, !388, !DIExpression(), !396)
  %224 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !398
  br label %243

225:                                              ; preds = %218
  %226 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !414
  %227 = add nuw nsw i32 %220, 10, !dbg !415
  store i32 %227, ptr %226, align 16, !dbg !414, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %226, ptr nonnull @_ZTIi, ptr null) #12
          to label %206 unwind label %228, !dbg !414

228:                                              ; preds = %225
  %229 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !416
  %230 = extractvalue { ptr, i32 } %229, 0, !dbg !416
  %231 = extractvalue { ptr, i32 } %229, 1, !dbg !416
    #dbg_value(ptr undef, !388, !DIExpression(), !417)
  %232 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !419
  tail call void @__cxa_end_catch() #11, !dbg !420
  br label %233, !dbg !420

233:                                              ; preds = %228, %212
  %234 = phi i32 [ %231, %228 ], [ %215, %212 ], !dbg !424
  %235 = phi ptr [ %230, %228 ], [ %214, %212 ], !dbg !424
  %236 = phi { ptr, i32 } [ %229, %228 ], [ %213, %212 ], !dbg !425
    #dbg_value(ptr undef, !388, !DIExpression(), !426)
  %237 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !428
  %238 = icmp eq i32 %234, %80, !dbg !429
  br i1 %238, label %239, label %203, !dbg !429

239:                                              ; preds = %233
  %240 = tail call ptr @__cxa_begin_catch(ptr %235) #11, !dbg !429
  %241 = load i32, ptr %240, align 4, !dbg !429, !tbaa !125
    #dbg_value(i32 %241, !382, !DIExpression(), !383)
  %242 = mul nsw i32 %241, 100, !dbg !430
  tail call void @__cxa_end_catch() #11, !dbg !432
  br label %243

243:                                              ; preds = %239, %222
  %244 = phi i32 [ %242, %239 ], [ %220, %222 ], !dbg !383
    #dbg_value(ptr undef, !388, !DIExpression(), !399)
  %245 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !401
  %246 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 2, i32 noundef signext %244), !dbg !402
    #dbg_value(i32 3, !190, !DIExpression(), !370)
  %247 = load i32, ptr @_ZL6allocs, align 4, !dbg !437, !tbaa !125
  %248 = load i32, ptr @_ZL5frees, align 4, !dbg !438, !tbaa !125
  %249 = load i32, ptr @_ZL5ctors, align 4, !dbg !439, !tbaa !125
  %250 = load i32, ptr @_ZL5dtors, align 4, !dbg !440, !tbaa !125
  %251 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext %247, i32 noundef signext %248, i32 noundef signext %249, i32 noundef signext %250, i32 noundef signext 5), !dbg !441
  ret i32 0, !dbg !442
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef signext %1) unnamed_addr #5 comdat !dbg !197 {
    #dbg_value(ptr %0, !196, !DIExpression(), !443)
    #dbg_value(i32 %1, !199, !DIExpression(), !443)
  store i32 %1, ptr %0, align 4, !dbg !444, !tbaa !203
  %3 = icmp eq i32 %1, 13, !dbg !445
  br i1 %3, label %4, label %6, !dbg !446

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 8) #11, !dbg !447
  store ptr @.str.9, ptr %5, align 16, !dbg !447, !tbaa !208
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIPKc, ptr null) #12, !dbg !447
  unreachable, !dbg !447

6:                                                ; preds = %2
  %7 = load i32, ptr @_ZL5ctors, align 4, !dbg !448, !tbaa !125
  %8 = add nsw i32 %7, 1, !dbg !448
  store i32 %8, ptr @_ZL5ctors, align 4, !dbg !448, !tbaa !125
  ret void, !dbg !449
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare !dbg !450 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 comdat !dbg !237 {
    #dbg_value(ptr %0, !236, !DIExpression(), !453)
  %2 = load i32, ptr @_ZL5dtors, align 4, !dbg !454, !tbaa !125
  %3 = add nsw i32 %2, 1, !dbg !454
  store i32 %3, ptr @_ZL5dtors, align 4, !dbg !454, !tbaa !125
  ret void, !dbg !455
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i64 noundef) local_unnamed_addr #6

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin allocsize(0) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #10 = { allocsize(0) }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114}
!llvm.ident = !{!115}

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
!114 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!115 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!116 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !117, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!117 = !DISubroutineType(types: !118)
!118 = !{!119, !120}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!120 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!121 = !{!122}
!122 = !DILocalVariable(name: "n", arg: 1, scope: !116, file: !3, line: 15, type: !120)
!123 = !DILocation(line: 0, scope: !116)
!124 = !DILocation(line: 15, column: 39, scope: !116)
!125 = !{!126, !126, i64 0}
!126 = !{!"int", !127, i64 0}
!127 = !{!"omnipotent char", !128, i64 0}
!128 = !{!"Simple C++ TBAA"}
!129 = !DILocation(line: 15, column: 56, scope: !116)
!130 = !DILocation(line: 15, column: 49, scope: !116)
!131 = !DISubprogram(name: "malloc", scope: !3, file: !3, line: 10, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !117, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!133 = !{!134}
!134 = !DILocalVariable(name: "n", arg: 1, scope: !132, file: !3, line: 16, type: !120)
!135 = !DILocation(line: 0, scope: !132)
!136 = !DILocation(line: 16, column: 41, scope: !132)
!137 = !DILocation(line: 16, column: 58, scope: !132)
!138 = !DILocation(line: 16, column: 51, scope: !132)
!139 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !140, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{null, !119}
!142 = !{!143}
!143 = !DILocalVariable(name: "p", arg: 1, scope: !139, file: !3, line: 17, type: !119)
!144 = !DILocation(line: 0, scope: !139)
!145 = !DILocation(line: 17, column: 45, scope: !146)
!146 = distinct !DILexicalBlock(scope: !139, file: !3, line: 17, column: 45)
!147 = !DILocation(line: 17, column: 45, scope: !139)
!148 = !DILocation(line: 17, column: 48, scope: !146)
!149 = !DILocation(line: 17, column: 57, scope: !139)
!150 = !DILocation(line: 17, column: 66, scope: !139)
!151 = !DISubprogram(name: "free", scope: !3, file: !3, line: 11, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !140, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!153 = !{!154}
!154 = !DILocalVariable(name: "p", arg: 1, scope: !152, file: !3, line: 18, type: !119)
!155 = !DILocation(line: 0, scope: !152)
!156 = !DILocation(line: 18, column: 47, scope: !157)
!157 = distinct !DILexicalBlock(scope: !152, file: !3, line: 18, column: 47)
!158 = !DILocation(line: 18, column: 47, scope: !152)
!159 = !DILocation(line: 18, column: 50, scope: !157)
!160 = !DILocation(line: 18, column: 59, scope: !152)
!161 = !DILocation(line: 18, column: 68, scope: !152)
!162 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !163, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !165)
!163 = !DISubroutineType(types: !164)
!164 = !{!10}
!165 = !{!166, !169, !170, !172, !173, !174, !176, !179, !184, !186, !190}
!166 = !DILocalVariable(name: "f", scope: !167, file: !3, line: 84, type: !168)
!167 = distinct !DILexicalBlock(scope: !162, file: !3, line: 83, column: 7)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!169 = !DILocalVariable(name: "msg", scope: !162, file: !3, line: 86, type: !23)
!170 = !DILocalVariable(name: "arr", scope: !171, file: !3, line: 93, type: !168)
!171 = distinct !DILexicalBlock(scope: !162, file: !3, line: 92, column: 7)
!172 = !DILocalVariable(name: "b", scope: !162, file: !3, line: 95, type: !10)
!173 = !DILocalVariable(name: "ok", scope: !162, file: !3, line: 99, type: !10)
!174 = !DILocalVariable(name: "i", scope: !175, file: !3, line: 100, type: !10)
!175 = distinct !DILexicalBlock(scope: !162, file: !3, line: 100, column: 3)
!176 = !DILocalVariable(name: "e", scope: !177, file: !3, line: 103, type: !10)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 100, column: 31)
!178 = distinct !DILexicalBlock(scope: !175, file: !3, line: 100, column: 3)
!179 = !DILocalVariable(name: "thrower", scope: !162, file: !3, line: 112, type: !180)
!180 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !162, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !181)
!181 = !{!182}
!182 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !180, file: !3, line: 112, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!184 = !DILocalVariable(name: "k", scope: !185, file: !3, line: 116, type: !10)
!185 = distinct !DILexicalBlock(scope: !162, file: !3, line: 116, column: 3)
!186 = !DILocalVariable(name: "f", scope: !187, file: !3, line: 119, type: !189)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 116, column: 31)
!188 = distinct !DILexicalBlock(scope: !185, file: !3, line: 116, column: 3)
!189 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!190 = !DILocalVariable(name: "d", scope: !191, file: !3, line: 124, type: !10)
!191 = distinct !DILexicalBlock(scope: !162, file: !3, line: 124, column: 3)
!192 = !DILocation(line: 0, scope: !116, inlinedAt: !193)
!193 = distinct !DILocation(line: 84, column: 18, scope: !167)
!194 = !DILocation(line: 15, column: 39, scope: !116, inlinedAt: !193)
!195 = !DILocation(line: 15, column: 56, scope: !116, inlinedAt: !193)
!196 = !DILocalVariable(name: "this", arg: 1, scope: !197, type: !168, flags: DIFlagArtificial | DIFlagObjectPointer)
!197 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !198)
!198 = !{!196, !199}
!199 = !DILocalVariable(name: "x", arg: 2, scope: !197, file: !3, line: 27, type: !10)
!200 = !DILocation(line: 0, scope: !197, inlinedAt: !201)
!201 = distinct !DILocation(line: 84, column: 22, scope: !167)
!202 = !DILocation(line: 27, column: 29, scope: !197, inlinedAt: !201)
!203 = !{!204, !126, i64 0}
!204 = !{!"_ZTS7Fragile", !126, i64 0}
!205 = !DILocation(line: 28, column: 18, scope: !206, inlinedAt: !201)
!206 = distinct !DILexicalBlock(scope: !207, file: !3, line: 28, column: 9)
!207 = distinct !DILexicalBlock(scope: !197, file: !3, line: 27, column: 34)
!208 = !{!209, !209, i64 0}
!209 = !{!"any pointer", !127, i64 0}
!210 = !DILocation(line: 127, column: 1, scope: !167)
!211 = !DILocation(line: 84, column: 18, scope: !167)
!212 = !DILocation(line: 86, column: 3, scope: !167)
!213 = !DILocation(line: 0, scope: !162)
!214 = !DILocation(line: 87, column: 51, scope: !215)
!215 = distinct !DILexicalBlock(scope: !162, file: !3, line: 86, column: 29)
!216 = !DILocation(line: 87, column: 59, scope: !215)
!217 = !DILocation(line: 87, column: 5, scope: !215)
!218 = !DILocation(line: 88, column: 3, scope: !215)
!219 = !DILocation(line: 0, scope: !132, inlinedAt: !220)
!220 = distinct !DILocation(line: 93, column: 20, scope: !171)
!221 = !DILocation(line: 16, column: 41, scope: !132, inlinedAt: !220)
!222 = !DILocation(line: 16, column: 58, scope: !132, inlinedAt: !220)
!223 = !DILocation(line: 93, column: 20, scope: !171)
!224 = !DILocalVariable(name: "this", arg: 1, scope: !225, type: !168, flags: DIFlagArtificial | DIFlagObjectPointer)
!225 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !226)
!226 = !{!224}
!227 = !DILocation(line: 0, scope: !225, inlinedAt: !228)
!228 = distinct !DILocation(line: 93, column: 20, scope: !171)
!229 = !DILocation(line: 23, column: 15, scope: !225, inlinedAt: !228)
!230 = !DILocation(line: 25, column: 5, scope: !231, inlinedAt: !228)
!231 = distinct !DILexicalBlock(scope: !225, file: !3, line: 23, column: 25)
!232 = !DILocation(line: 24, column: 23, scope: !233, inlinedAt: !228)
!233 = distinct !DILexicalBlock(scope: !231, file: !3, line: 24, column: 9)
!234 = !DILocation(line: 24, column: 29, scope: !233, inlinedAt: !228)
!235 = !DILocation(line: 127, column: 1, scope: !171)
!236 = !DILocalVariable(name: "this", arg: 1, scope: !237, type: !168, flags: DIFlagArtificial | DIFlagObjectPointer)
!237 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !238)
!238 = !{!236}
!239 = !DILocation(line: 0, scope: !237, inlinedAt: !240)
!240 = distinct !DILocation(line: 93, column: 20, scope: !171)
!241 = !DILocation(line: 31, column: 16, scope: !242, inlinedAt: !240)
!242 = distinct !DILexicalBlock(scope: !237, file: !3, line: 31, column: 14)
!243 = !DILocation(line: 95, column: 3, scope: !171)
!244 = !DILocation(line: 96, column: 73, scope: !245)
!245 = distinct !DILexicalBlock(scope: !162, file: !3, line: 95, column: 19)
!246 = !DILocation(line: 96, column: 80, scope: !245)
!247 = !DILocation(line: 96, column: 87, scope: !245)
!248 = !DILocation(line: 96, column: 5, scope: !245)
!249 = !DILocation(line: 97, column: 3, scope: !245)
!250 = !DILocalVariable(name: "x", arg: 1, scope: !251, file: !3, line: 36, type: !10)
!251 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !252, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{!10, !10}
!254 = !{!250}
!255 = !DILocation(line: 0, scope: !251, inlinedAt: !256)
!256 = distinct !DILocation(line: 102, column: 13, scope: !257)
!257 = distinct !DILexicalBlock(scope: !177, file: !3, line: 101, column: 9)
!258 = !DILocation(line: 0, scope: !175)
!259 = !DILocation(line: 37, column: 14, scope: !260, inlinedAt: !256)
!260 = distinct !DILexicalBlock(scope: !251, file: !3, line: 37, column: 7)
!261 = !DILocation(line: 54, column: 34, scope: !262, inlinedAt: !267)
!262 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !263, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !265)
!263 = !DISubroutineType(types: !264)
!264 = !{null, !10}
!265 = !{!266}
!266 = !DILocalVariable(name: "x", arg: 1, scope: !262, file: !3, line: 54, type: !10)
!267 = distinct !DILocation(line: 45, column: 5, scope: !268, inlinedAt: !279)
!268 = distinct !DILexicalBlock(scope: !269, file: !3, line: 44, column: 7)
!269 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !270, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !277, retainedNodes: !273)
!270 = !DISubroutineType(types: !271)
!271 = !{!10, !272, !10}
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!273 = !{!274, !275, !276}
!274 = !DILocalVariable(name: "f", arg: 1, scope: !269, file: !3, line: 43, type: !272)
!275 = !DILocalVariable(name: "arg", arg: 2, scope: !269, file: !3, line: 43, type: !10)
!276 = !DILocalVariable(name: "v", scope: !269, file: !3, line: 46, type: !5)
!277 = !{!278}
!278 = !DITemplateTypeParameter(name: "T", type: !5)
!279 = distinct !DILocation(line: 109, column: 57, scope: !162)
!280 = !DILocation(line: 52, column: 1, scope: !268, inlinedAt: !279)
!281 = !DILocation(line: 46, column: 3, scope: !268, inlinedAt: !279)
!282 = !DILocation(line: 0, scope: !269, inlinedAt: !279)
!283 = !DILocation(line: 50, column: 3, scope: !284, inlinedAt: !279)
!284 = distinct !DILexicalBlock(scope: !269, file: !3, line: 48, column: 17)
!285 = !{!286, !286, i64 0}
!286 = !{!"short", !127, i64 0}
!287 = !DILocation(line: 47, column: 17, scope: !288, inlinedAt: !279)
!288 = distinct !DILexicalBlock(scope: !269, file: !3, line: 46, column: 17)
!289 = !DILocation(line: 48, column: 3, scope: !288, inlinedAt: !279)
!290 = !DILocalVariable(name: "f", arg: 1, scope: !291, file: !3, line: 43, type: !272)
!291 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !270, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !295, retainedNodes: !292)
!292 = !{!290, !293, !294}
!293 = !DILocalVariable(name: "arg", arg: 2, scope: !291, file: !3, line: 43, type: !10)
!294 = !DILocalVariable(name: "v", scope: !291, file: !3, line: 46, type: !6)
!295 = !{!296}
!296 = !DITemplateTypeParameter(name: "T", type: !6)
!297 = !DILocation(line: 0, scope: !291, inlinedAt: !298)
!298 = distinct !DILocation(line: 110, column: 10, scope: !162)
!299 = !DILocalVariable(name: "x", arg: 1, scope: !300, file: !3, line: 55, type: !10)
!300 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !263, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !301)
!301 = !{!299}
!302 = !DILocation(line: 0, scope: !300, inlinedAt: !303)
!303 = distinct !DILocation(line: 45, column: 5, scope: !304, inlinedAt: !298)
!304 = distinct !DILexicalBlock(scope: !291, file: !3, line: 44, column: 7)
!305 = !DILocation(line: 55, column: 33, scope: !300, inlinedAt: !303)
!306 = !{!307, !307, i64 0}
!307 = !{!"long long", !127, i64 0}
!308 = !DILocation(line: 52, column: 1, scope: !304, inlinedAt: !298)
!309 = !DILocation(line: 46, column: 3, scope: !304, inlinedAt: !298)
!310 = !DILocation(line: 50, column: 3, scope: !311, inlinedAt: !298)
!311 = distinct !DILexicalBlock(scope: !291, file: !3, line: 48, column: 17)
!312 = !DILocation(line: 47, column: 17, scope: !313, inlinedAt: !298)
!313 = distinct !DILexicalBlock(scope: !291, file: !3, line: 46, column: 17)
!314 = !DILocation(line: 48, column: 3, scope: !313, inlinedAt: !298)
!315 = !DILocalVariable(name: "f", arg: 1, scope: !316, file: !3, line: 43, type: !272)
!316 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !270, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !320, retainedNodes: !317)
!317 = !{!315, !318, !319}
!318 = !DILocalVariable(name: "arg", arg: 2, scope: !316, file: !3, line: 43, type: !10)
!319 = !DILocalVariable(name: "v", scope: !316, file: !3, line: 46, type: !10)
!320 = !{!321}
!321 = !DITemplateTypeParameter(name: "T", type: !10)
!322 = !DILocation(line: 0, scope: !316, inlinedAt: !323)
!323 = distinct !DILocation(line: 110, column: 46, scope: !162)
!324 = !DILocation(line: 0, scope: !262, inlinedAt: !325)
!325 = distinct !DILocation(line: 45, column: 5, scope: !326, inlinedAt: !323)
!326 = distinct !DILexicalBlock(scope: !316, file: !3, line: 44, column: 7)
!327 = !DILocation(line: 54, column: 34, scope: !262, inlinedAt: !325)
!328 = !DILocation(line: 52, column: 1, scope: !326, inlinedAt: !323)
!329 = !DILocation(line: 46, column: 3, scope: !326, inlinedAt: !323)
!330 = !DILocation(line: 50, column: 3, scope: !331, inlinedAt: !323)
!331 = distinct !DILexicalBlock(scope: !316, file: !3, line: 48, column: 17)
!332 = !DILocation(line: 48, column: 3, scope: !333, inlinedAt: !323)
!333 = distinct !DILexicalBlock(scope: !316, file: !3, line: 46, column: 17)
!334 = !DILocation(line: 39, column: 1, scope: !260, inlinedAt: !256)
!335 = !DILocation(line: 38, column: 3, scope: !251, inlinedAt: !256)
!336 = !DILocation(line: 127, column: 1, scope: !257)
!337 = !DILocation(line: 103, column: 5, scope: !257)
!338 = !DILocation(line: 0, scope: !177)
!339 = !DILocation(line: 104, column: 7, scope: !340)
!340 = distinct !DILexicalBlock(scope: !177, file: !3, line: 103, column: 21)
!341 = !DILocation(line: 105, column: 5, scope: !340)
!342 = !DILocation(line: 107, column: 3, scope: !162)
!343 = !DILocation(line: 0, scope: !262, inlinedAt: !267)
!344 = !DILocation(line: 113, column: 16, scope: !345, inlinedAt: !356)
!345 = distinct !DILexicalBlock(scope: !346, file: !3, line: 113, column: 9)
!346 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !180, file: !3, line: 112, type: !347, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !351, retainedNodes: !352)
!347 = !DISubroutineType(types: !348)
!348 = !{null, !349, !10}
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!350 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !180)
!351 = !DISubprogram(name: "operator()", scope: !180, file: !3, line: 112, type: !347, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!352 = !{!353, !355}
!353 = !DILocalVariable(name: "this", arg: 1, scope: !346, type: !354, flags: DIFlagArtificial | DIFlagObjectPointer)
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 64)
!355 = !DILocalVariable(name: "k", arg: 2, scope: !346, file: !3, line: 112, type: !10)
!356 = distinct !DILocation(line: 118, column: 7, scope: !357)
!357 = distinct !DILexicalBlock(scope: !187, file: !3, line: 117, column: 9)
!358 = !DILocation(line: 109, column: 3, scope: !162)
!359 = !DILocation(line: 0, scope: !185)
!360 = !DILocation(line: 0, scope: !346, inlinedAt: !356)
!361 = !DILocation(line: 113, column: 22, scope: !345, inlinedAt: !356)
!362 = !DILocation(line: 115, column: 3, scope: !345, inlinedAt: !356)
!363 = !DILocation(line: 127, column: 1, scope: !357)
!364 = !DILocation(line: 119, column: 5, scope: !357)
!365 = !DILocation(line: 0, scope: !187)
!366 = !DILocation(line: 120, column: 46, scope: !367)
!367 = distinct !DILexicalBlock(scope: !187, file: !3, line: 119, column: 26)
!368 = !DILocation(line: 120, column: 7, scope: !367)
!369 = !DILocation(line: 121, column: 5, scope: !367)
!370 = !DILocation(line: 0, scope: !191)
!371 = !DILocalVariable(name: "depth", arg: 1, scope: !372, file: !3, line: 63, type: !10)
!372 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !252, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !373)
!373 = !{!371, !374, !375, !377, !379, !380, !382}
!374 = !DILocalVariable(name: "s1", scope: !372, file: !3, line: 64, type: !20)
!375 = !DILocalVariable(name: "s2", scope: !376, file: !3, line: 66, type: !20)
!376 = distinct !DILexicalBlock(scope: !372, file: !3, line: 65, column: 7)
!377 = !DILocalVariable(name: "s3", scope: !378, file: !3, line: 68, type: !20)
!378 = distinct !DILexicalBlock(scope: !376, file: !3, line: 67, column: 9)
!379 = !DILocalVariable(name: "d", scope: !376, file: !3, line: 70, type: !10)
!380 = !DILocalVariable(name: "s4", scope: !381, file: !3, line: 71, type: !20)
!381 = distinct !DILexicalBlock(scope: !376, file: !3, line: 70, column: 21)
!382 = !DILocalVariable(name: "d", scope: !372, file: !3, line: 75, type: !10)
!383 = !DILocation(line: 0, scope: !372, inlinedAt: !384)
!384 = distinct !DILocation(line: 124, column: 63, scope: !385)
!385 = distinct !DILexicalBlock(scope: !191, file: !3, line: 124, column: 3)
!386 = !DILocation(line: 0, scope: !376, inlinedAt: !384)
!387 = !DILocation(line: 0, scope: !378, inlinedAt: !384)
!388 = !DILocalVariable(name: "this", arg: 1, scope: !389, type: !391, flags: DIFlagArtificial | DIFlagObjectPointer)
!389 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !390)
!390 = !{!388}
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!392 = !DILocation(line: 0, scope: !389, inlinedAt: !393)
!393 = distinct !DILocation(line: 70, column: 5, scope: !376, inlinedAt: !384)
!394 = !DILocation(line: 60, column: 14, scope: !395, inlinedAt: !393)
!395 = distinct !DILexicalBlock(scope: !389, file: !3, line: 60, column: 12)
!396 = !DILocation(line: 0, scope: !389, inlinedAt: !397)
!397 = distinct !DILocation(line: 75, column: 3, scope: !372, inlinedAt: !384)
!398 = !DILocation(line: 60, column: 14, scope: !395, inlinedAt: !397)
!399 = !DILocation(line: 0, scope: !389, inlinedAt: !400)
!400 = distinct !DILocation(line: 79, column: 1, scope: !372, inlinedAt: !384)
!401 = !DILocation(line: 60, column: 14, scope: !395, inlinedAt: !400)
!402 = !DILocation(line: 124, column: 31, scope: !385)
!403 = !DILocation(line: 69, column: 22, scope: !404, inlinedAt: !384)
!404 = distinct !DILexicalBlock(scope: !378, file: !3, line: 69, column: 11)
!405 = !DILocation(line: 79, column: 1, scope: !404, inlinedAt: !384)
!406 = !DILocation(line: 0, scope: !389, inlinedAt: !407)
!407 = distinct !DILocation(line: 70, column: 5, scope: !376, inlinedAt: !384)
!408 = !DILocation(line: 60, column: 14, scope: !395, inlinedAt: !407)
!409 = !DILocation(line: 70, column: 5, scope: !378, inlinedAt: !384)
!410 = !DILocation(line: 0, scope: !381, inlinedAt: !384)
!411 = !DILocation(line: 72, column: 13, scope: !412, inlinedAt: !384)
!412 = distinct !DILexicalBlock(scope: !381, file: !3, line: 72, column: 11)
!413 = !DILocation(line: 72, column: 11, scope: !381, inlinedAt: !384)
!414 = !DILocation(line: 72, column: 18, scope: !412, inlinedAt: !384)
!415 = !DILocation(line: 72, column: 26, scope: !412, inlinedAt: !384)
!416 = !DILocation(line: 79, column: 1, scope: !412, inlinedAt: !384)
!417 = !DILocation(line: 0, scope: !389, inlinedAt: !418)
!418 = distinct !DILocation(line: 74, column: 5, scope: !376, inlinedAt: !384)
!419 = !DILocation(line: 60, column: 14, scope: !395, inlinedAt: !418)
!420 = !DILocation(line: 74, column: 5, scope: !381, inlinedAt: !384)
!421 = !DILocation(line: 0, scope: !389, inlinedAt: !422)
!422 = distinct !DILocation(line: 74, column: 5, scope: !376, inlinedAt: !384)
!423 = !DILocation(line: 60, column: 14, scope: !395, inlinedAt: !422)
!424 = !DILocation(line: 79, column: 1, scope: !376, inlinedAt: !384)
!425 = !DILocation(line: 75, column: 3, scope: !372, inlinedAt: !384)
!426 = !DILocation(line: 0, scope: !389, inlinedAt: !427)
!427 = distinct !DILocation(line: 75, column: 3, scope: !372, inlinedAt: !384)
!428 = !DILocation(line: 60, column: 14, scope: !395, inlinedAt: !427)
!429 = !DILocation(line: 75, column: 3, scope: !376, inlinedAt: !384)
!430 = !DILocation(line: 76, column: 14, scope: !431, inlinedAt: !384)
!431 = distinct !DILexicalBlock(scope: !372, file: !3, line: 75, column: 19)
!432 = !DILocation(line: 77, column: 3, scope: !431, inlinedAt: !384)
!433 = !DILocation(line: 0, scope: !389, inlinedAt: !434)
!434 = distinct !DILocation(line: 79, column: 1, scope: !372, inlinedAt: !384)
!435 = !DILocation(line: 60, column: 14, scope: !395, inlinedAt: !434)
!436 = !DILocation(line: 79, column: 1, scope: !372, inlinedAt: !384)
!437 = !DILocation(line: 125, column: 64, scope: !162)
!438 = !DILocation(line: 125, column: 72, scope: !162)
!439 = !DILocation(line: 125, column: 79, scope: !162)
!440 = !DILocation(line: 125, column: 86, scope: !162)
!441 = !DILocation(line: 125, column: 3, scope: !162)
!442 = !DILocation(line: 126, column: 3, scope: !162)
!443 = !DILocation(line: 0, scope: !197)
!444 = !DILocation(line: 27, column: 29, scope: !197)
!445 = !DILocation(line: 28, column: 11, scope: !206)
!446 = !DILocation(line: 28, column: 9, scope: !207)
!447 = !DILocation(line: 28, column: 18, scope: !206)
!448 = !DILocation(line: 29, column: 5, scope: !207)
!449 = !DILocation(line: 30, column: 3, scope: !197)
!450 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 9, type: !451, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{!10, !23, null}
!453 = !DILocation(line: 0, scope: !237)
!454 = !DILocation(line: 31, column: 16, scope: !242)
!455 = !DILocation(line: 31, column: 25, scope: !237)
