; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local noundef nonnull ptr @_Znwy(i64 noundef %0) local_unnamed_addr #0 !dbg !116 {
    #dbg_value(i64 %0, !122, !DIExpression(), !123)
  %2 = load i32, ptr @_ZL6allocs, align 4, !dbg !124, !tbaa !125
  %3 = add nsw i32 %2, 1, !dbg !124
  store i32 %3, ptr @_ZL6allocs, align 4, !dbg !124, !tbaa !125
  %4 = tail call ptr @malloc(i64 noundef %0) #9, !dbg !129
  ret ptr %4, !dbg !130
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !131 dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znay(i64 noundef %0) local_unnamed_addr #0 !dbg !132 {
    #dbg_value(i64 %0, !134, !DIExpression(), !135)
  %2 = load i32, ptr @_ZL6allocs, align 4, !dbg !136, !tbaa !125
  %3 = add nsw i32 %2, 1, !dbg !136
  store i32 %3, ptr @_ZL6allocs, align 4, !dbg !136, !tbaa !125
  %4 = tail call ptr @malloc(i64 noundef %0) #9, !dbg !137
  ret ptr %4, !dbg !138
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_seh0 !dbg !139 {
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
declare !dbg !151 dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdaPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_seh0 !dbg !152 {
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
define dso_local noundef i32 @main() local_unnamed_addr #4 personality ptr @__gxx_personality_seh0 !dbg !162 {
    #dbg_value(i64 4, !122, !DIExpression(), !192)
  %1 = load i32, ptr @_ZL6allocs, align 4, !dbg !194, !tbaa !125
  %2 = add nsw i32 %1, 1, !dbg !194
  store i32 %2, ptr @_ZL6allocs, align 4, !dbg !194, !tbaa !125
    #dbg_value(ptr poison, !195, !DIExpression(), !199)
    #dbg_value(i32 13, !198, !DIExpression(), !199)
  %3 = tail call ptr @__cxa_allocate_exception(i64 8) #10, !dbg !201
  store ptr @.str.9, ptr %3, align 16, !dbg !201, !tbaa !204
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIPKc, ptr null) #11
          to label %4 unwind label %5, !dbg !201

4:                                                ; preds = %0
  unreachable, !dbg !201

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc, !dbg !206
    #dbg_value(ptr poison, !143, !DIExpression(), !207)
  %7 = load i32, ptr @_ZL5frees, align 4, !dbg !209, !tbaa !125
  %8 = add nsw i32 %7, 1, !dbg !209
  store i32 %8, ptr @_ZL5frees, align 4, !dbg !209, !tbaa !125
  %9 = extractvalue { ptr, i32 } %6, 1, !dbg !206
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #10, !dbg !210
  %11 = icmp eq i32 %9, %10, !dbg !210
  br i1 %11, label %12, label %199, !dbg !210

12:                                               ; preds = %5
  %13 = extractvalue { ptr, i32 } %6, 0, !dbg !206
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #10, !dbg !210
    #dbg_value(ptr %14, !169, !DIExpression(), !211)
  %15 = load i32, ptr @_ZL6allocs, align 4, !dbg !212, !tbaa !125
  %16 = load i32, ptr @_ZL5frees, align 4, !dbg !214, !tbaa !125
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %14, i32 noundef %15, i32 noundef %16), !dbg !215
  tail call void @__cxa_end_catch() #10, !dbg !216
    #dbg_value(i64 28, !134, !DIExpression(), !217)
  %18 = load i32, ptr @_ZL6allocs, align 4, !dbg !219, !tbaa !125
  %19 = add nsw i32 %18, 1, !dbg !219
  store i32 %19, ptr @_ZL6allocs, align 4, !dbg !219, !tbaa !125
  %20 = load i32, ptr @_ZL5ctors, align 4, !tbaa !125
    #dbg_value(ptr poison, !220, !DIExpression(), !223)
  %21 = add nsw i32 %20, 3, !dbg !225
  store i32 %21, ptr @_ZL5ctors, align 4, !dbg !225, !tbaa !125
  store i32 -1, ptr @_ZN7Fragile6budgetE, align 4, !dbg !223, !tbaa !125
  %22 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !227
  %23 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !229, !tbaa !125
  store i32 %23, ptr %22, align 16, !dbg !227, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %22, ptr nonnull @_ZTIi, ptr null) #11
          to label %24 unwind label %25, !dbg !227

24:                                               ; preds = %12
  unreachable, !dbg !227

25:                                               ; preds = %12
  %26 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !230
  %27 = load i32, ptr @_ZL5dtors, align 4, !tbaa !125
    #dbg_value(!DIArgList(ptr poison, i64 poison), !231, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !234)
  %28 = add i32 %27, 3, !dbg !236
  store i32 %28, ptr @_ZL5dtors, align 4, !dbg !237, !tbaa !125
    #dbg_value(ptr poison, !154, !DIExpression(), !239)
  %29 = load i32, ptr @_ZL5frees, align 4, !dbg !241, !tbaa !125
  %30 = add nsw i32 %29, 1, !dbg !241
  store i32 %30, ptr @_ZL5frees, align 4, !dbg !241, !tbaa !125
  %31 = extractvalue { ptr, i32 } %26, 1, !dbg !230
  %32 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10, !dbg !242
  %33 = icmp eq i32 %31, %32, !dbg !242
  br i1 %33, label %34, label %199, !dbg !242

34:                                               ; preds = %25
  %35 = extractvalue { ptr, i32 } %26, 0, !dbg !230
  %36 = tail call ptr @__cxa_begin_catch(ptr %35) #10, !dbg !242
  %37 = load i32, ptr %36, align 4, !dbg !242, !tbaa !125
    #dbg_value(i32 %37, !172, !DIExpression(), !211)
  %38 = load i32, ptr @_ZL5ctors, align 4, !dbg !243, !tbaa !125
  %39 = load i32, ptr @_ZL5dtors, align 4, !dbg !245, !tbaa !125
  %40 = load i32, ptr @_ZL5frees, align 4, !dbg !246, !tbaa !125
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40), !dbg !247
  tail call void @__cxa_end_catch() #10, !dbg !248
    #dbg_value(i32 2, !249, !DIExpression(), !254)
    #dbg_value(i32 3, !173, !DIExpression(), !211)
    #dbg_value(i32 3, !174, !DIExpression(), !257)
    #dbg_value(i32 3, !174, !DIExpression(), !257)
    #dbg_value(i32 3, !173, !DIExpression(), !211)
    #dbg_value(i32 3, !249, !DIExpression(), !254)
  %42 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !258
  store i32 6, ptr %42, align 16, !dbg !258, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %42, ptr nonnull @_ZTIi, ptr null) #11
          to label %91 unwind label %84, !dbg !258

43:                                               ; preds = %120
  unreachable, !dbg !260

44:                                               ; preds = %120
  %45 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null, !dbg !279
  %46 = extractvalue { ptr, i32 } %45, 0, !dbg !279
  %47 = extractvalue { ptr, i32 } %45, 1, !dbg !279
  %48 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #10, !dbg !280
  %49 = icmp eq i32 %47, %48, !dbg !280
  %50 = tail call ptr @__cxa_begin_catch(ptr %46) #10, !dbg !281
  br i1 %49, label %51, label %54, !dbg !280

51:                                               ; preds = %44
  %52 = load i16, ptr %50, align 2, !dbg !282, !tbaa !284
    #dbg_value(i16 %52, !275, !DIExpression(), !281)
  %53 = sext i16 %52 to i32, !dbg !286
  tail call void @__cxa_end_catch() #10, !dbg !288
  br label %55

54:                                               ; preds = %44
  tail call void @__cxa_end_catch(), !dbg !282
  br label %55

55:                                               ; preds = %51, %54
  %56 = phi i32 [ %53, %51 ], [ -1, %54 ], !dbg !281
    #dbg_value(ptr poison, !289, !DIExpression(), !296)
    #dbg_value(i32 3, !292, !DIExpression(), !296)
    #dbg_value(i32 3, !298, !DIExpression(), !301)
  %57 = tail call ptr @__cxa_allocate_exception(i64 8) #10, !dbg !304
  store i64 3000, ptr %57, align 16, !dbg !304, !tbaa !305
  invoke void @__cxa_throw(ptr nonnull %57, ptr nonnull @_ZTIx, ptr null) #11
          to label %58 unwind label %59, !dbg !304

58:                                               ; preds = %55
  unreachable, !dbg !304

59:                                               ; preds = %55
  %60 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null, !dbg !307
  %61 = extractvalue { ptr, i32 } %60, 0, !dbg !307
  %62 = extractvalue { ptr, i32 } %60, 1, !dbg !307
  %63 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #10, !dbg !308
  %64 = icmp eq i32 %62, %63, !dbg !308
  %65 = tail call ptr @__cxa_begin_catch(ptr %61) #10, !dbg !296
  br i1 %64, label %66, label %69, !dbg !308

66:                                               ; preds = %59
  %67 = load i64, ptr %65, align 8, !dbg !309, !tbaa !305
    #dbg_value(i64 %67, !293, !DIExpression(), !296)
  %68 = trunc i64 %67 to i32, !dbg !311
  tail call void @__cxa_end_catch() #10, !dbg !313
  br label %70

69:                                               ; preds = %59
  tail call void @__cxa_end_catch(), !dbg !309
  br label %70

70:                                               ; preds = %66, %69
  %71 = phi i32 [ %68, %66 ], [ -1, %69 ], !dbg !296
    #dbg_value(ptr poison, !314, !DIExpression(), !321)
    #dbg_value(i32 1, !317, !DIExpression(), !321)
    #dbg_value(i32 1, !265, !DIExpression(), !323)
  %72 = tail call ptr @__cxa_allocate_exception(i64 2) #10, !dbg !326
  store i16 1, ptr %72, align 16, !dbg !326, !tbaa !284
  invoke void @__cxa_throw(ptr nonnull %72, ptr nonnull @_ZTIs, ptr null) #11
          to label %73 unwind label %74, !dbg !326

73:                                               ; preds = %70
  unreachable, !dbg !326

74:                                               ; preds = %70
  %75 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null, !dbg !327
  %76 = extractvalue { ptr, i32 } %75, 0, !dbg !327
  %77 = extractvalue { ptr, i32 } %75, 1, !dbg !327
  %78 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10, !dbg !328
  %79 = icmp eq i32 %77, %78, !dbg !328
  %80 = tail call ptr @__cxa_begin_catch(ptr %76) #10, !dbg !321
  br i1 %79, label %81, label %83, !dbg !328

81:                                               ; preds = %74
  %82 = load i32, ptr %80, align 4, !dbg !329, !tbaa !125
    #dbg_value(i32 %82, !318, !DIExpression(), !321)
  tail call void @__cxa_end_catch() #10, !dbg !331
  br label %128

83:                                               ; preds = %74
  tail call void @__cxa_end_catch(), !dbg !329
  br label %128

84:                                               ; preds = %34
  %85 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi, !dbg !333
  %86 = extractvalue { ptr, i32 } %85, 1, !dbg !333
  %87 = icmp slt i32 %86, 0, !dbg !334
  br i1 %87, label %88, label %95, !dbg !334

88:                                               ; preds = %84
  %89 = extractvalue { ptr, i32 } %85, 0, !dbg !333
  invoke void @__cxa_call_unexpected(ptr %89) #11
          to label %90 unwind label %92, !dbg !334

90:                                               ; preds = %110, %88
  unreachable, !dbg !334

91:                                               ; preds = %100, %34
  unreachable

92:                                               ; preds = %88
  %93 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !335
  %94 = extractvalue { ptr, i32 } %93, 1, !dbg !335
  br label %95, !dbg !335

95:                                               ; preds = %84, %92
  %96 = phi i32 [ %86, %84 ], [ %94, %92 ], !dbg !335
  %97 = phi { ptr, i32 } [ %85, %84 ], [ %93, %92 ]
  %98 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10, !dbg !336
  %99 = icmp eq i32 %96, %98, !dbg !336
  br i1 %99, label %100, label %199, !dbg !336

100:                                              ; preds = %95
  %101 = extractvalue { ptr, i32 } %97, 0, !dbg !335
  %102 = tail call ptr @__cxa_begin_catch(ptr %101) #10, !dbg !336
  %103 = load i32, ptr %102, align 4, !dbg !336, !tbaa !125
    #dbg_value(i32 %103, !176, !DIExpression(), !337)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %103), !dbg !338
  tail call void @__cxa_end_catch() #10, !dbg !340
    #dbg_value(i32 3, !173, !DIExpression(), !211)
    #dbg_value(i32 4, !174, !DIExpression(), !257)
    #dbg_value(i32 4, !249, !DIExpression(), !254)
  %105 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !258
  store i32 8, ptr %105, align 16, !dbg !258, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %105, ptr nonnull @_ZTIi, ptr null) #11
          to label %91 unwind label %106, !dbg !258

106:                                              ; preds = %100
  %107 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi, !dbg !333
  %108 = extractvalue { ptr, i32 } %107, 1, !dbg !333
  %109 = icmp slt i32 %108, 0, !dbg !334
  br i1 %109, label %110, label %115, !dbg !334

110:                                              ; preds = %106
  %111 = extractvalue { ptr, i32 } %107, 0, !dbg !333
  invoke void @__cxa_call_unexpected(ptr %111) #11
          to label %90 unwind label %112, !dbg !334

112:                                              ; preds = %110
  %113 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !335
  %114 = extractvalue { ptr, i32 } %113, 1, !dbg !335
  br label %115, !dbg !335

115:                                              ; preds = %112, %106
  %116 = phi i32 [ %108, %106 ], [ %114, %112 ], !dbg !335
  %117 = phi { ptr, i32 } [ %107, %106 ], [ %113, %112 ]
  %118 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10, !dbg !336
  %119 = icmp eq i32 %116, %118, !dbg !336
  br i1 %119, label %120, label %199, !dbg !336

120:                                              ; preds = %115
  %121 = extractvalue { ptr, i32 } %117, 0, !dbg !335
  %122 = tail call ptr @__cxa_begin_catch(ptr %121) #10, !dbg !336
  %123 = load i32, ptr %122, align 4, !dbg !336, !tbaa !125
    #dbg_value(i32 %123, !176, !DIExpression(), !337)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %123), !dbg !338
  tail call void @__cxa_end_catch() #10, !dbg !340
    #dbg_value(i32 3, !173, !DIExpression(), !211)
    #dbg_value(i32 5, !174, !DIExpression(), !257)
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 2, i32 noundef 0), !dbg !341
    #dbg_value(ptr poison, !273, !DIExpression(), !281)
    #dbg_value(i32 7, !274, !DIExpression(), !281)
    #dbg_value(i32 7, !265, !DIExpression(), !342)
  %126 = tail call ptr @__cxa_allocate_exception(i64 2) #10, !dbg !260
  store i16 7, ptr %126, align 16, !dbg !260, !tbaa !284
  invoke void @__cxa_throw(ptr nonnull %126, ptr nonnull @_ZTIs, ptr null) #11
          to label %43 unwind label %44, !dbg !260

127:                                              ; preds = %150, %134
  unreachable, !dbg !343

128:                                              ; preds = %83, %81
  %129 = phi i32 [ %82, %81 ], [ -1, %83 ], !dbg !321
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %56, i32 noundef %71, i32 noundef %129), !dbg !357
    #dbg_value(ptr undef, !179, !DIExpression(), !211)
    #dbg_value(i32 3, !173, !DIExpression(), !211)
    #dbg_value(i32 1, !184, !DIExpression(), !358)
    #dbg_value(ptr undef, !352, !DIExpression(), !359)
    #dbg_value(i32 1, !354, !DIExpression(), !359)
  %131 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !343
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %131, i32 noundef 3)
          to label %134 unwind label %132, !dbg !360

132:                                              ; preds = %128
  %133 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !361
  tail call void @__cxa_free_exception(ptr %131) #10, !dbg !343
  br label %137

134:                                              ; preds = %128
  invoke void @__cxa_throw(ptr nonnull %131, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #11
          to label %127 unwind label %135, !dbg !343

135:                                              ; preds = %134
  %136 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !362
  br label %137, !dbg !362

137:                                              ; preds = %135, %132
  %138 = phi { ptr, i32 } [ %136, %135 ], [ %133, %132 ]
  %139 = extractvalue { ptr, i32 } %138, 1, !dbg !362
  %140 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #10, !dbg !363
  %141 = icmp eq i32 %139, %140, !dbg !363
  br i1 %141, label %142, label %199, !dbg !363

142:                                              ; preds = %137
  %143 = extractvalue { ptr, i32 } %138, 0, !dbg !362
  %144 = tail call ptr @__cxa_begin_catch(ptr %143) #10, !dbg !363
    #dbg_value(ptr %144, !186, !DIExpression(), !364)
  %145 = load i32, ptr %144, align 4, !dbg !365, !tbaa !367
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %145), !dbg !369
  tail call void @__cxa_end_catch(), !dbg !370
    #dbg_value(i32 5, !173, !DIExpression(), !211)
    #dbg_value(i32 3, !184, !DIExpression(), !358)
    #dbg_value(ptr undef, !352, !DIExpression(), !359)
    #dbg_value(i32 3, !354, !DIExpression(), !359)
  %147 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !343
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %147, i32 noundef 9)
          to label %150 unwind label %148, !dbg !360

148:                                              ; preds = %142
  %149 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !361
  tail call void @__cxa_free_exception(ptr %147) #10, !dbg !343
  br label %153

150:                                              ; preds = %142
  invoke void @__cxa_throw(ptr nonnull %147, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #11
          to label %127 unwind label %151, !dbg !343

151:                                              ; preds = %150
  %152 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !362
  br label %153, !dbg !362

153:                                              ; preds = %151, %148
  %154 = phi { ptr, i32 } [ %152, %151 ], [ %149, %148 ]
  %155 = extractvalue { ptr, i32 } %154, 1, !dbg !362
  %156 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #10, !dbg !363
  %157 = icmp eq i32 %155, %156, !dbg !363
  br i1 %157, label %158, label %199, !dbg !363

158:                                              ; preds = %153
  %159 = extractvalue { ptr, i32 } %154, 0, !dbg !362
  %160 = tail call ptr @__cxa_begin_catch(ptr %159) #10, !dbg !363
    #dbg_value(ptr %160, !186, !DIExpression(), !364)
  %161 = load i32, ptr %160, align 4, !dbg !365, !tbaa !367
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %161), !dbg !369
  tail call void @__cxa_end_catch(), !dbg !370
    #dbg_value(i32 5, !173, !DIExpression(), !211)
    #dbg_value(i32 4, !184, !DIExpression(), !358)
    #dbg_value(i32 0, !190, !DIExpression(), !371)
    #dbg_value(i32 0, !372, !DIExpression(), !384)
    #dbg_value(ptr @.str.10, !375, !DIExpression(), !384)
    #dbg_value(ptr @.str.11, !376, !DIExpression(), !387)
    #dbg_value(ptr @.str.12, !378, !DIExpression(), !388)
    #dbg_value(ptr undef, !389, !DIExpression(), !393)
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !395
    #dbg_value(ptr undef, !389, !DIExpression(), !397)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !399
    #dbg_value(ptr undef, !389, !DIExpression(), !400)
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !402
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 0), !dbg !403
    #dbg_value(i32 1, !190, !DIExpression(), !371)
    #dbg_value(i32 1, !190, !DIExpression(), !371)
    #dbg_value(i32 1, !372, !DIExpression(), !384)
    #dbg_value(ptr @.str.10, !375, !DIExpression(), !384)
    #dbg_value(ptr @.str.11, !376, !DIExpression(), !387)
    #dbg_value(ptr @.str.12, !378, !DIExpression(), !388)
  %167 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !404
  store i32 1, ptr %167, align 16, !dbg !404, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %167, ptr nonnull @_ZTIi, ptr null) #11
          to label %204 unwind label %168, !dbg !404

168:                                              ; preds = %158
  %169 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !406
  %170 = extractvalue { ptr, i32 } %169, 0, !dbg !406
  %171 = extractvalue { ptr, i32 } %169, 1, !dbg !406
    #dbg_value(ptr undef, !389, !DIExpression(), !407)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !409
  %173 = icmp eq i32 %171, %78, !dbg !410
  br i1 %173, label %174, label %189, !dbg !410

174:                                              ; preds = %168
  %175 = tail call ptr @__cxa_begin_catch(ptr %170) #10, !dbg !410
  %176 = load i32, ptr %175, align 4, !dbg !410, !tbaa !125
    #dbg_value(i32 %176, !380, !DIExpression(), !387)
    #dbg_value(ptr @.str.13, !381, !DIExpression(), !411)
  %177 = icmp sgt i32 %176, 1, !dbg !412
  br i1 %177, label %178, label %186, !dbg !414

178:                                              ; preds = %174
  %179 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !415
  %180 = add nuw nsw i32 %176, 10, !dbg !416
  store i32 %180, ptr %179, align 16, !dbg !415, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %179, ptr nonnull @_ZTIi, ptr null) #11
          to label %204 unwind label %181, !dbg !415

181:                                              ; preds = %178
  %182 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !417
  %183 = extractvalue { ptr, i32 } %182, 0, !dbg !417
  %184 = extractvalue { ptr, i32 } %182, 1, !dbg !417
    #dbg_value(ptr undef, !389, !DIExpression(), !418)
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !420
  tail call void @__cxa_end_catch() #10, !dbg !421
  br label %189, !dbg !421

186:                                              ; preds = %174
    #dbg_value(ptr undef, !389, !DIExpression(), !422)
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !424
  tail call void @__cxa_end_catch() #10, !dbg !421
    #dbg_value(ptr undef, !389, !DIExpression(), !397)
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !399
  br label %205

189:                                              ; preds = %181, %168
  %190 = phi i32 [ %184, %181 ], [ %171, %168 ], !dbg !425
  %191 = phi ptr [ %183, %181 ], [ %170, %168 ], !dbg !425
  %192 = phi { ptr, i32 } [ %182, %181 ], [ %169, %168 ], !dbg !426
    #dbg_value(ptr undef, !389, !DIExpression(), !427)
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !429
  %194 = icmp eq i32 %190, %78, !dbg !430
  br i1 %194, label %195, label %201, !dbg !430

195:                                              ; preds = %189
  %196 = tail call ptr @__cxa_begin_catch(ptr %191) #10, !dbg !430
  %197 = load i32, ptr %196, align 4, !dbg !430, !tbaa !125
    #dbg_value(i32 %197, !383, !DIExpression(), !384)
  %198 = mul nsw i32 %197, 100, !dbg !431
  tail call void @__cxa_end_catch() #10, !dbg !433
  br label %205

199:                                              ; preds = %95, %115, %137, %153, %5, %25, %201
  %200 = phi { ptr, i32 } [ %202, %201 ], [ %26, %25 ], [ %6, %5 ], [ %138, %137 ], [ %154, %153 ], [ %97, %95 ], [ %117, %115 ]
  resume { ptr, i32 } %200, !dbg !211

201:                                              ; preds = %231, %189
  %202 = phi { ptr, i32 } [ %192, %189 ], [ %234, %231 ], !dbg !426
    #dbg_value(ptr undef, !389, !DIExpression(), !434)
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !436
  br label %199, !dbg !437

204:                                              ; preds = %223, %205, %178, %158
  unreachable

205:                                              ; preds = %186, %195
  %206 = phi i32 [ %198, %195 ], [ %176, %186 ], !dbg !384
    #dbg_value(ptr undef, !389, !DIExpression(), !400)
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !402
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %206), !dbg !403
    #dbg_value(i32 2, !190, !DIExpression(), !371)
    #dbg_value(i32 2, !372, !DIExpression(), !384)
    #dbg_value(ptr @.str.10, !375, !DIExpression(), !384)
    #dbg_value(ptr @.str.11, !376, !DIExpression(), !387)
    #dbg_value(ptr @.str.12, !378, !DIExpression(), !388)
  %209 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !404
  store i32 2, ptr %209, align 16, !dbg !404, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %209, ptr nonnull @_ZTIi, ptr null) #11
          to label %204 unwind label %210, !dbg !404

210:                                              ; preds = %205
  %211 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !406
  %212 = extractvalue { ptr, i32 } %211, 0, !dbg !406
  %213 = extractvalue { ptr, i32 } %211, 1, !dbg !406
    #dbg_value(ptr undef, !389, !DIExpression(), !407)
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !409
  %215 = icmp eq i32 %213, %78, !dbg !410
  br i1 %215, label %216, label %231, !dbg !410

216:                                              ; preds = %210
  %217 = tail call ptr @__cxa_begin_catch(ptr %212) #10, !dbg !410
  %218 = load i32, ptr %217, align 4, !dbg !410, !tbaa !125
    #dbg_value(i32 %218, !380, !DIExpression(), !387)
    #dbg_value(ptr @.str.13, !381, !DIExpression(), !411)
  %219 = icmp sgt i32 %218, 1, !dbg !412
  br i1 %219, label %223, label %220, !dbg !414

220:                                              ; preds = %216
    #dbg_value(ptr undef, !389, !DIExpression(), !422)
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !424
  tail call void @__cxa_end_catch() #10, !dbg !421
    #dbg_value(ptr undef, !389, !DIExpression(), !397)
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !399
  br label %241

223:                                              ; preds = %216
  %224 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !415
  %225 = add nuw nsw i32 %218, 10, !dbg !416
  store i32 %225, ptr %224, align 16, !dbg !415, !tbaa !125
  invoke void @__cxa_throw(ptr nonnull %224, ptr nonnull @_ZTIi, ptr null) #11
          to label %204 unwind label %226, !dbg !415

226:                                              ; preds = %223
  %227 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !417
  %228 = extractvalue { ptr, i32 } %227, 0, !dbg !417
  %229 = extractvalue { ptr, i32 } %227, 1, !dbg !417
    #dbg_value(ptr undef, !389, !DIExpression(), !418)
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !420
  tail call void @__cxa_end_catch() #10, !dbg !421
  br label %231, !dbg !421

231:                                              ; preds = %226, %210
  %232 = phi i32 [ %229, %226 ], [ %213, %210 ], !dbg !425
  %233 = phi ptr [ %228, %226 ], [ %212, %210 ], !dbg !425
  %234 = phi { ptr, i32 } [ %227, %226 ], [ %211, %210 ], !dbg !426
    #dbg_value(ptr undef, !389, !DIExpression(), !427)
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !429
  %236 = icmp eq i32 %232, %78, !dbg !430
  br i1 %236, label %237, label %201, !dbg !430

237:                                              ; preds = %231
  %238 = tail call ptr @__cxa_begin_catch(ptr %233) #10, !dbg !430
  %239 = load i32, ptr %238, align 4, !dbg !430, !tbaa !125
    #dbg_value(i32 %239, !383, !DIExpression(), !384)
  %240 = mul nsw i32 %239, 100, !dbg !431
  tail call void @__cxa_end_catch() #10, !dbg !433
  br label %241

241:                                              ; preds = %237, %220
  %242 = phi i32 [ %240, %237 ], [ %218, %220 ], !dbg !384
    #dbg_value(ptr undef, !389, !DIExpression(), !400)
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !402
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %242), !dbg !403
    #dbg_value(i32 3, !190, !DIExpression(), !371)
  %245 = load i32, ptr @_ZL6allocs, align 4, !dbg !438, !tbaa !125
  %246 = load i32, ptr @_ZL5frees, align 4, !dbg !439, !tbaa !125
  %247 = load i32, ptr @_ZL5ctors, align 4, !dbg !440, !tbaa !125
  %248 = load i32, ptr @_ZL5dtors, align 4, !dbg !441, !tbaa !125
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %245, i32 noundef %246, i32 noundef %247, i32 noundef %248, i32 noundef 5), !dbg !442
  ret i32 0, !dbg !443
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !196 {
    #dbg_value(ptr %0, !195, !DIExpression(), !444)
    #dbg_value(i32 %1, !198, !DIExpression(), !444)
  store i32 %1, ptr %0, align 4, !dbg !445, !tbaa !367
  %3 = icmp eq i32 %1, 13, !dbg !446
  br i1 %3, label %4, label %6, !dbg !447

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 8) #10, !dbg !448
  store ptr @.str.9, ptr %5, align 16, !dbg !448, !tbaa !204
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIPKc, ptr null) #11, !dbg !448
  unreachable, !dbg !448

6:                                                ; preds = %2
  %7 = load i32, ptr @_ZL5ctors, align 4, !dbg !449, !tbaa !125
  %8 = add nsw i32 %7, 1, !dbg !449
  store i32 %8, ptr @_ZL5ctors, align 4, !dbg !449, !tbaa !125
  ret void, !dbg !450
}

; Function Attrs: nofree nounwind
declare !dbg !451 dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !232 {
    #dbg_value(ptr %0, !231, !DIExpression(), !454)
  %2 = load i32, ptr @_ZL5dtors, align 4, !dbg !455, !tbaa !125
  %3 = add nsw i32 %2, 1, !dbg !455
  store i32 %3, ptr @_ZL5dtors, align 4, !dbg !455, !tbaa !125
  ret void, !dbg !456
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114}
!llvm.ident = !{!115}

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
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!108 = !{i32 7, !"Dwarf Version", i32 4}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 2}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"uwtable", i32 2}
!113 = !{i32 1, !"MaxTLSAlign", i32 65536}
!114 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!115 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!116 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwy", scope: !3, file: !3, line: 15, type: !117, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!117 = !DISubroutineType(types: !118)
!118 = !{!119, !120}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!120 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
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
!132 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znay", scope: !3, file: !3, line: 16, type: !117, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
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
!195 = !DILocalVariable(name: "this", arg: 1, scope: !196, type: !168, flags: DIFlagArtificial | DIFlagObjectPointer)
!196 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !197)
!197 = !{!195, !198}
!198 = !DILocalVariable(name: "x", arg: 2, scope: !196, file: !3, line: 27, type: !10)
!199 = !DILocation(line: 0, scope: !196, inlinedAt: !200)
!200 = distinct !DILocation(line: 84, column: 22, scope: !167)
!201 = !DILocation(line: 28, column: 18, scope: !202, inlinedAt: !200)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 28, column: 9)
!203 = distinct !DILexicalBlock(scope: !196, file: !3, line: 27, column: 34)
!204 = !{!205, !205, i64 0}
!205 = !{!"any pointer", !127, i64 0}
!206 = !DILocation(line: 127, column: 1, scope: !167)
!207 = !DILocation(line: 0, scope: !139, inlinedAt: !208)
!208 = distinct !DILocation(line: 84, column: 18, scope: !167)
!209 = !DILocation(line: 17, column: 48, scope: !146, inlinedAt: !208)
!210 = !DILocation(line: 86, column: 3, scope: !167)
!211 = !DILocation(line: 0, scope: !162)
!212 = !DILocation(line: 87, column: 51, scope: !213)
!213 = distinct !DILexicalBlock(scope: !162, file: !3, line: 86, column: 29)
!214 = !DILocation(line: 87, column: 59, scope: !213)
!215 = !DILocation(line: 87, column: 5, scope: !213)
!216 = !DILocation(line: 88, column: 3, scope: !213)
!217 = !DILocation(line: 0, scope: !132, inlinedAt: !218)
!218 = distinct !DILocation(line: 93, column: 20, scope: !171)
!219 = !DILocation(line: 16, column: 41, scope: !132, inlinedAt: !218)
!220 = !DILocalVariable(name: "this", arg: 1, scope: !221, type: !168, flags: DIFlagArtificial | DIFlagObjectPointer)
!221 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !222)
!222 = !{!220}
!223 = !DILocation(line: 0, scope: !221, inlinedAt: !224)
!224 = distinct !DILocation(line: 93, column: 20, scope: !171)
!225 = !DILocation(line: 25, column: 5, scope: !226, inlinedAt: !224)
!226 = distinct !DILexicalBlock(scope: !221, file: !3, line: 23, column: 25)
!227 = !DILocation(line: 24, column: 23, scope: !228, inlinedAt: !224)
!228 = distinct !DILexicalBlock(scope: !226, file: !3, line: 24, column: 9)
!229 = !DILocation(line: 24, column: 29, scope: !228, inlinedAt: !224)
!230 = !DILocation(line: 127, column: 1, scope: !171)
!231 = !DILocalVariable(name: "this", arg: 1, scope: !232, type: !168, flags: DIFlagArtificial | DIFlagObjectPointer)
!232 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !233)
!233 = !{!231}
!234 = !DILocation(line: 0, scope: !232, inlinedAt: !235)
!235 = distinct !DILocation(line: 93, column: 20, scope: !171)
!236 = !DILocation(line: 93, column: 20, scope: !171)
!237 = !DILocation(line: 31, column: 16, scope: !238, inlinedAt: !235)
!238 = distinct !DILexicalBlock(scope: !232, file: !3, line: 31, column: 14)
!239 = !DILocation(line: 0, scope: !152, inlinedAt: !240)
!240 = distinct !DILocation(line: 93, column: 20, scope: !171)
!241 = !DILocation(line: 18, column: 50, scope: !157, inlinedAt: !240)
!242 = !DILocation(line: 95, column: 3, scope: !171)
!243 = !DILocation(line: 96, column: 73, scope: !244)
!244 = distinct !DILexicalBlock(scope: !162, file: !3, line: 95, column: 19)
!245 = !DILocation(line: 96, column: 80, scope: !244)
!246 = !DILocation(line: 96, column: 87, scope: !244)
!247 = !DILocation(line: 96, column: 5, scope: !244)
!248 = !DILocation(line: 97, column: 3, scope: !244)
!249 = !DILocalVariable(name: "x", arg: 1, scope: !250, file: !3, line: 36, type: !10)
!250 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !251, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{!10, !10}
!253 = !{!249}
!254 = !DILocation(line: 0, scope: !250, inlinedAt: !255)
!255 = distinct !DILocation(line: 102, column: 13, scope: !256)
!256 = distinct !DILexicalBlock(scope: !177, file: !3, line: 101, column: 9)
!257 = !DILocation(line: 0, scope: !175)
!258 = !DILocation(line: 37, column: 14, scope: !259, inlinedAt: !255)
!259 = distinct !DILexicalBlock(scope: !250, file: !3, line: 37, column: 7)
!260 = !DILocation(line: 54, column: 34, scope: !261, inlinedAt: !266)
!261 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !262, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{null, !10}
!264 = !{!265}
!265 = !DILocalVariable(name: "x", arg: 1, scope: !261, file: !3, line: 54, type: !10)
!266 = distinct !DILocation(line: 45, column: 5, scope: !267, inlinedAt: !278)
!267 = distinct !DILexicalBlock(scope: !268, file: !3, line: 44, column: 7)
!268 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !269, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !276, retainedNodes: !272)
!269 = !DISubroutineType(types: !270)
!270 = !{!10, !271, !10}
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!272 = !{!273, !274, !275}
!273 = !DILocalVariable(name: "f", arg: 1, scope: !268, file: !3, line: 43, type: !271)
!274 = !DILocalVariable(name: "arg", arg: 2, scope: !268, file: !3, line: 43, type: !10)
!275 = !DILocalVariable(name: "v", scope: !268, file: !3, line: 46, type: !5)
!276 = !{!277}
!277 = !DITemplateTypeParameter(name: "T", type: !5)
!278 = distinct !DILocation(line: 109, column: 57, scope: !162)
!279 = !DILocation(line: 52, column: 1, scope: !267, inlinedAt: !278)
!280 = !DILocation(line: 46, column: 3, scope: !267, inlinedAt: !278)
!281 = !DILocation(line: 0, scope: !268, inlinedAt: !278)
!282 = !DILocation(line: 50, column: 3, scope: !283, inlinedAt: !278)
!283 = distinct !DILexicalBlock(scope: !268, file: !3, line: 48, column: 17)
!284 = !{!285, !285, i64 0}
!285 = !{!"short", !127, i64 0}
!286 = !DILocation(line: 47, column: 17, scope: !287, inlinedAt: !278)
!287 = distinct !DILexicalBlock(scope: !268, file: !3, line: 46, column: 17)
!288 = !DILocation(line: 48, column: 3, scope: !287, inlinedAt: !278)
!289 = !DILocalVariable(name: "f", arg: 1, scope: !290, file: !3, line: 43, type: !271)
!290 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !269, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !294, retainedNodes: !291)
!291 = !{!289, !292, !293}
!292 = !DILocalVariable(name: "arg", arg: 2, scope: !290, file: !3, line: 43, type: !10)
!293 = !DILocalVariable(name: "v", scope: !290, file: !3, line: 46, type: !6)
!294 = !{!295}
!295 = !DITemplateTypeParameter(name: "T", type: !6)
!296 = !DILocation(line: 0, scope: !290, inlinedAt: !297)
!297 = distinct !DILocation(line: 110, column: 10, scope: !162)
!298 = !DILocalVariable(name: "x", arg: 1, scope: !299, file: !3, line: 55, type: !10)
!299 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !262, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !300)
!300 = !{!298}
!301 = !DILocation(line: 0, scope: !299, inlinedAt: !302)
!302 = distinct !DILocation(line: 45, column: 5, scope: !303, inlinedAt: !297)
!303 = distinct !DILexicalBlock(scope: !290, file: !3, line: 44, column: 7)
!304 = !DILocation(line: 55, column: 33, scope: !299, inlinedAt: !302)
!305 = !{!306, !306, i64 0}
!306 = !{!"long long", !127, i64 0}
!307 = !DILocation(line: 52, column: 1, scope: !303, inlinedAt: !297)
!308 = !DILocation(line: 46, column: 3, scope: !303, inlinedAt: !297)
!309 = !DILocation(line: 50, column: 3, scope: !310, inlinedAt: !297)
!310 = distinct !DILexicalBlock(scope: !290, file: !3, line: 48, column: 17)
!311 = !DILocation(line: 47, column: 17, scope: !312, inlinedAt: !297)
!312 = distinct !DILexicalBlock(scope: !290, file: !3, line: 46, column: 17)
!313 = !DILocation(line: 48, column: 3, scope: !312, inlinedAt: !297)
!314 = !DILocalVariable(name: "f", arg: 1, scope: !315, file: !3, line: 43, type: !271)
!315 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !269, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !319, retainedNodes: !316)
!316 = !{!314, !317, !318}
!317 = !DILocalVariable(name: "arg", arg: 2, scope: !315, file: !3, line: 43, type: !10)
!318 = !DILocalVariable(name: "v", scope: !315, file: !3, line: 46, type: !10)
!319 = !{!320}
!320 = !DITemplateTypeParameter(name: "T", type: !10)
!321 = !DILocation(line: 0, scope: !315, inlinedAt: !322)
!322 = distinct !DILocation(line: 110, column: 46, scope: !162)
!323 = !DILocation(line: 0, scope: !261, inlinedAt: !324)
!324 = distinct !DILocation(line: 45, column: 5, scope: !325, inlinedAt: !322)
!325 = distinct !DILexicalBlock(scope: !315, file: !3, line: 44, column: 7)
!326 = !DILocation(line: 54, column: 34, scope: !261, inlinedAt: !324)
!327 = !DILocation(line: 52, column: 1, scope: !325, inlinedAt: !322)
!328 = !DILocation(line: 46, column: 3, scope: !325, inlinedAt: !322)
!329 = !DILocation(line: 50, column: 3, scope: !330, inlinedAt: !322)
!330 = distinct !DILexicalBlock(scope: !315, file: !3, line: 48, column: 17)
!331 = !DILocation(line: 48, column: 3, scope: !332, inlinedAt: !322)
!332 = distinct !DILexicalBlock(scope: !315, file: !3, line: 46, column: 17)
!333 = !DILocation(line: 39, column: 1, scope: !259, inlinedAt: !255)
!334 = !DILocation(line: 38, column: 3, scope: !250, inlinedAt: !255)
!335 = !DILocation(line: 127, column: 1, scope: !256)
!336 = !DILocation(line: 103, column: 5, scope: !256)
!337 = !DILocation(line: 0, scope: !177)
!338 = !DILocation(line: 104, column: 7, scope: !339)
!339 = distinct !DILexicalBlock(scope: !177, file: !3, line: 103, column: 21)
!340 = !DILocation(line: 105, column: 5, scope: !339)
!341 = !DILocation(line: 107, column: 3, scope: !162)
!342 = !DILocation(line: 0, scope: !261, inlinedAt: !266)
!343 = !DILocation(line: 113, column: 16, scope: !344, inlinedAt: !355)
!344 = distinct !DILexicalBlock(scope: !345, file: !3, line: 113, column: 9)
!345 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !180, file: !3, line: 112, type: !346, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !350, retainedNodes: !351)
!346 = !DISubroutineType(types: !347)
!347 = !{null, !348, !10}
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!349 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !180)
!350 = !DISubprogram(name: "operator()", scope: !180, file: !3, line: 112, type: !346, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!351 = !{!352, !354}
!352 = !DILocalVariable(name: "this", arg: 1, scope: !345, type: !353, flags: DIFlagArtificial | DIFlagObjectPointer)
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 64)
!354 = !DILocalVariable(name: "k", arg: 2, scope: !345, file: !3, line: 112, type: !10)
!355 = distinct !DILocation(line: 118, column: 7, scope: !356)
!356 = distinct !DILexicalBlock(scope: !187, file: !3, line: 117, column: 9)
!357 = !DILocation(line: 109, column: 3, scope: !162)
!358 = !DILocation(line: 0, scope: !185)
!359 = !DILocation(line: 0, scope: !345, inlinedAt: !355)
!360 = !DILocation(line: 113, column: 22, scope: !344, inlinedAt: !355)
!361 = !DILocation(line: 115, column: 3, scope: !344, inlinedAt: !355)
!362 = !DILocation(line: 127, column: 1, scope: !356)
!363 = !DILocation(line: 119, column: 5, scope: !356)
!364 = !DILocation(line: 0, scope: !187)
!365 = !DILocation(line: 120, column: 46, scope: !366)
!366 = distinct !DILexicalBlock(scope: !187, file: !3, line: 119, column: 26)
!367 = !{!368, !126, i64 0}
!368 = !{!"_ZTS7Fragile", !126, i64 0}
!369 = !DILocation(line: 120, column: 7, scope: !366)
!370 = !DILocation(line: 121, column: 5, scope: !366)
!371 = !DILocation(line: 0, scope: !191)
!372 = !DILocalVariable(name: "depth", arg: 1, scope: !373, file: !3, line: 63, type: !10)
!373 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !251, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !374)
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
!386 = distinct !DILexicalBlock(scope: !191, file: !3, line: 124, column: 3)
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
!438 = !DILocation(line: 125, column: 64, scope: !162)
!439 = !DILocation(line: 125, column: 72, scope: !162)
!440 = !DILocation(line: 125, column: 79, scope: !162)
!441 = !DILocation(line: 125, column: 86, scope: !162)
!442 = !DILocation(line: 125, column: 3, scope: !162)
!443 = !DILocation(line: 126, column: 3, scope: !162)
!444 = !DILocation(line: 0, scope: !196)
!445 = !DILocation(line: 27, column: 29, scope: !196)
!446 = !DILocation(line: 28, column: 11, scope: !202)
!447 = !DILocation(line: 28, column: 9, scope: !203)
!448 = !DILocation(line: 28, column: 18, scope: !202)
!449 = !DILocation(line: 29, column: 5, scope: !203)
!450 = !DILocation(line: 30, column: 3, scope: !196)
!451 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 9, type: !452, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DISubroutineType(types: !453)
!453 = !{!10, !23, null}
!454 = !DILocation(line: 0, scope: !232)
!455 = !DILocation(line: 31, column: 16, scope: !238)
!456 = !DILocation(line: 31, column: 25, scope: !232)
