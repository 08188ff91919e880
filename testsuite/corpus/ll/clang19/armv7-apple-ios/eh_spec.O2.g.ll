; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZL6allocs = internal unnamed_addr global i32 0, align 4, !dbg !0
@_ZL5frees = internal unnamed_addr global i32 0, align 4, !dbg !67
@_ZN7Fragile6budgetE = local_unnamed_addr global i32 0, align 4, !dbg !21
@_ZTIPKc = external constant ptr
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1, !dbg !30
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1, !dbg !35
@_ZL5ctors = internal unnamed_addr global i32 0, align 4, !dbg !74
@_ZL5dtors = internal unnamed_addr global i32 0, align 4, !dbg !76
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1, !dbg !40
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1, !dbg !42
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1, !dbg !47
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr constant [9 x i8] c"7Fragile\00", align 1
@_ZTI7Fragile = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1, !dbg !52
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1, !dbg !57
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1, !dbg !62
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1, !dbg !69
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1, !dbg !78
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1, !dbg !83
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1, !dbg !88
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1, !dbg !90
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1, !dbg !92

; Function Attrs: mustprogress nobuiltin ssp allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) local_unnamed_addr #0 !dbg !104 {
    #dbg_value(i32 %0, !110, !DIExpression(), !111)
  %2 = load i32, ptr @_ZL6allocs, align 4, !dbg !112, !tbaa !113
  %3 = add nsw i32 %2, 1, !dbg !112
  store i32 %3, ptr @_ZL6allocs, align 4, !dbg !112, !tbaa !113
  %4 = tail call ptr @malloc(i32 noundef %0) #9, !dbg !117
  ret ptr %4, !dbg !118
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin ssp allocsize(0)
define noundef nonnull ptr @_Znam(i32 noundef %0) local_unnamed_addr #0 !dbg !119 {
    #dbg_value(i32 %0, !121, !DIExpression(), !122)
  %2 = load i32, ptr @_ZL6allocs, align 4, !dbg !123, !tbaa !113
  %3 = add nsw i32 %2, 1, !dbg !123
  store i32 %3, ptr @_ZL6allocs, align 4, !dbg !123, !tbaa !113
  %4 = tail call ptr @malloc(i32 noundef %0) #9, !dbg !124
  ret ptr %4, !dbg !125
}

; Function Attrs: mustprogress nobuiltin nounwind ssp
define void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_sj0 !dbg !126 {
    #dbg_value(ptr %0, !130, !DIExpression(), !131)
  %2 = icmp eq ptr %0, null, !dbg !132
  br i1 %2, label %6, label %3, !dbg !134

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !dbg !135, !tbaa !113
  %5 = add nsw i32 %4, 1, !dbg !135
  store i32 %5, ptr @_ZL5frees, align 4, !dbg !135, !tbaa !113
  br label %6, !dbg !135

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0), !dbg !136
  ret void, !dbg !137
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind ssp
define void @_ZdaPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_sj0 !dbg !138 {
    #dbg_value(ptr %0, !140, !DIExpression(), !141)
  %2 = icmp eq ptr %0, null, !dbg !142
  br i1 %2, label %6, label %3, !dbg !144

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !dbg !145, !tbaa !113
  %5 = add nsw i32 %4, 1, !dbg !145
  store i32 %5, ptr @_ZL5frees, align 4, !dbg !145, !tbaa !113
  br label %6, !dbg !145

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0), !dbg !146
  ret void, !dbg !147
}

; Function Attrs: mustprogress norecurse ssp
define noundef i32 @main() local_unnamed_addr #4 personality ptr @__gxx_personality_sj0 !dbg !148 {
    #dbg_value(i32 4, !110, !DIExpression(), !179)
  %1 = load i32, ptr @_ZL6allocs, align 4, !dbg !181, !tbaa !113
  %2 = add nsw i32 %1, 1, !dbg !181
  store i32 %2, ptr @_ZL6allocs, align 4, !dbg !181, !tbaa !113
    #dbg_value(ptr poison, !182, !DIExpression(), !186)
    #dbg_value(i32 13, !185, !DIExpression(), !186)
    #dbg_value(ptr poison, !188, !DIExpression(), !192)
    #dbg_value(i32 13, !191, !DIExpression(), !192)
  %3 = tail call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !194
  store ptr @.str.9, ptr %3, align 8, !dbg !194, !tbaa !197
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIPKc, ptr null) #11
          to label %4 unwind label %5, !dbg !194

4:                                                ; preds = %0
  unreachable, !dbg !194

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc, !dbg !199
    #dbg_value(ptr poison, !130, !DIExpression(), !200)
  %7 = load i32, ptr @_ZL5frees, align 4, !dbg !202, !tbaa !113
  %8 = add nsw i32 %7, 1, !dbg !202
  store i32 %8, ptr @_ZL5frees, align 4, !dbg !202, !tbaa !113
  %9 = extractvalue { ptr, i32 } %6, 1, !dbg !199
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #10, !dbg !203
  %11 = icmp eq i32 %9, %10, !dbg !203
  br i1 %11, label %12, label %201, !dbg !203

12:                                               ; preds = %5
  %13 = extractvalue { ptr, i32 } %6, 0, !dbg !199
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #10, !dbg !203
    #dbg_value(ptr %14, !155, !DIExpression(), !204)
  %15 = load i32, ptr @_ZL6allocs, align 4, !dbg !205, !tbaa !113
  %16 = load i32, ptr @_ZL5frees, align 4, !dbg !207, !tbaa !113
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %14, i32 noundef %15, i32 noundef %16), !dbg !208
  tail call void @__cxa_end_catch() #10, !dbg !209
    #dbg_value(i32 28, !121, !DIExpression(), !210)
  %18 = load i32, ptr @_ZL6allocs, align 4, !dbg !212, !tbaa !113
  %19 = add nsw i32 %18, 1, !dbg !212
  store i32 %19, ptr @_ZL6allocs, align 4, !dbg !212, !tbaa !113
  %20 = load i32, ptr @_ZL5ctors, align 4, !tbaa !113
    #dbg_value(ptr poison, !213, !DIExpression(), !216)
    #dbg_value(ptr poison, !218, !DIExpression(), !221)
  %21 = add nsw i32 %20, 3, !dbg !223
  store i32 %21, ptr @_ZL5ctors, align 4, !dbg !223, !tbaa !113
  store i32 -1, ptr @_ZN7Fragile6budgetE, align 4, !dbg !221, !tbaa !113
  %22 = tail call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !225
  %23 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !227, !tbaa !113
  store i32 %23, ptr %22, align 8, !dbg !225, !tbaa !113
  invoke void @__cxa_throw(ptr nonnull %22, ptr nonnull @_ZTIi, ptr null) #11
          to label %24 unwind label %25, !dbg !225

24:                                               ; preds = %12
  unreachable, !dbg !225

25:                                               ; preds = %12
  %26 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !228
  %27 = load i32, ptr @_ZL5dtors, align 4, !tbaa !113
    #dbg_value(!DIArgList(ptr poison, i32 poison), !229, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !232)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !234, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !237)
  %28 = add i32 %27, 3, !dbg !239
  store i32 %28, ptr @_ZL5dtors, align 4, !dbg !240, !tbaa !113
    #dbg_value(ptr poison, !140, !DIExpression(), !242)
  %29 = load i32, ptr @_ZL5frees, align 4, !dbg !244, !tbaa !113
  %30 = add nsw i32 %29, 1, !dbg !244
  store i32 %30, ptr @_ZL5frees, align 4, !dbg !244, !tbaa !113
  %31 = extractvalue { ptr, i32 } %26, 1, !dbg !228
  %32 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10, !dbg !245
  %33 = icmp eq i32 %31, %32, !dbg !245
  br i1 %33, label %34, label %201, !dbg !245

34:                                               ; preds = %25
  %35 = extractvalue { ptr, i32 } %26, 0, !dbg !228
  %36 = tail call ptr @__cxa_begin_catch(ptr %35) #10, !dbg !245
  %37 = load i32, ptr %36, align 4, !dbg !245, !tbaa !113
    #dbg_value(i32 %37, !159, !DIExpression(), !204)
  %38 = load i32, ptr @_ZL5ctors, align 4, !dbg !246, !tbaa !113
  %39 = load i32, ptr @_ZL5dtors, align 4, !dbg !248, !tbaa !113
  %40 = load i32, ptr @_ZL5frees, align 4, !dbg !249, !tbaa !113
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40), !dbg !250
  tail call void @__cxa_end_catch() #10, !dbg !251
    #dbg_value(i32 2, !252, !DIExpression(), !257)
    #dbg_value(i32 3, !160, !DIExpression(), !204)
    #dbg_value(i32 3, !161, !DIExpression(), !260)
    #dbg_value(i32 3, !161, !DIExpression(), !260)
    #dbg_value(i32 3, !252, !DIExpression(), !257)
  %42 = tail call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !261
  store i32 6, ptr %42, align 8, !dbg !261, !tbaa !113
  invoke void @__cxa_throw(ptr nonnull %42, ptr nonnull @_ZTIi, ptr null) #11
          to label %91 unwind label %84, !dbg !261

43:                                               ; preds = %120
  unreachable, !dbg !263

44:                                               ; preds = %120
  %45 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null, !dbg !282
  %46 = extractvalue { ptr, i32 } %45, 0, !dbg !282
  %47 = extractvalue { ptr, i32 } %45, 1, !dbg !282
  %48 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #10, !dbg !283
  %49 = icmp eq i32 %47, %48, !dbg !283
  %50 = tail call ptr @__cxa_begin_catch(ptr %46) #10, !dbg !284
  br i1 %49, label %51, label %54, !dbg !283

51:                                               ; preds = %44
  %52 = load i16, ptr %50, align 2, !dbg !285, !tbaa !287
    #dbg_value(i16 %52, !278, !DIExpression(), !284)
  %53 = sext i16 %52 to i32, !dbg !289
  tail call void @__cxa_end_catch() #10, !dbg !291
  br label %55

54:                                               ; preds = %44
  tail call void @__cxa_end_catch(), !dbg !285
  br label %55

55:                                               ; preds = %51, %54
  %56 = phi i32 [ %53, %51 ], [ -1, %54 ], !dbg !284
    #dbg_value(ptr poison, !292, !DIExpression(), !299)
    #dbg_value(i32 3, !295, !DIExpression(), !299)
    #dbg_value(i32 3, !301, !DIExpression(), !304)
  %57 = tail call ptr @__cxa_allocate_exception(i32 8) #10, !dbg !307
  store i64 3000, ptr %57, align 8, !dbg !307, !tbaa !308
  invoke void @__cxa_throw(ptr nonnull %57, ptr nonnull @_ZTIx, ptr null) #11
          to label %58 unwind label %59, !dbg !307

58:                                               ; preds = %55
  unreachable, !dbg !307

59:                                               ; preds = %55
  %60 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null, !dbg !310
  %61 = extractvalue { ptr, i32 } %60, 0, !dbg !310
  %62 = extractvalue { ptr, i32 } %60, 1, !dbg !310
  %63 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #10, !dbg !311
  %64 = icmp eq i32 %62, %63, !dbg !311
  %65 = tail call ptr @__cxa_begin_catch(ptr %61) #10, !dbg !299
  br i1 %64, label %66, label %69, !dbg !311

66:                                               ; preds = %59
  %67 = load i64, ptr %65, align 4, !dbg !312, !tbaa !308
    #dbg_value(i64 %67, !296, !DIExpression(), !299)
  %68 = trunc i64 %67 to i32, !dbg !314
  tail call void @__cxa_end_catch() #10, !dbg !316
  br label %70

69:                                               ; preds = %59
  tail call void @__cxa_end_catch(), !dbg !312
  br label %70

70:                                               ; preds = %66, %69
  %71 = phi i32 [ %68, %66 ], [ -1, %69 ], !dbg !299
    #dbg_value(ptr poison, !317, !DIExpression(), !324)
    #dbg_value(i32 1, !320, !DIExpression(), !324)
    #dbg_value(i32 1, !268, !DIExpression(), !326)
  %72 = tail call ptr @__cxa_allocate_exception(i32 2) #10, !dbg !329
  store i16 1, ptr %72, align 8, !dbg !329, !tbaa !287
  invoke void @__cxa_throw(ptr nonnull %72, ptr nonnull @_ZTIs, ptr null) #11
          to label %73 unwind label %74, !dbg !329

73:                                               ; preds = %70
  unreachable, !dbg !329

74:                                               ; preds = %70
  %75 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null, !dbg !330
  %76 = extractvalue { ptr, i32 } %75, 0, !dbg !330
  %77 = extractvalue { ptr, i32 } %75, 1, !dbg !330
  %78 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10, !dbg !331
  %79 = icmp eq i32 %77, %78, !dbg !331
  %80 = tail call ptr @__cxa_begin_catch(ptr %76) #10, !dbg !324
  br i1 %79, label %81, label %83, !dbg !331

81:                                               ; preds = %74
  %82 = load i32, ptr %80, align 4, !dbg !332, !tbaa !113
    #dbg_value(i32 %82, !321, !DIExpression(), !324)
  tail call void @__cxa_end_catch() #10, !dbg !334
  br label %128

83:                                               ; preds = %74
  tail call void @__cxa_end_catch(), !dbg !332
  br label %128

84:                                               ; preds = %34
  %85 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi, !dbg !336
  %86 = extractvalue { ptr, i32 } %85, 1, !dbg !336
  %87 = icmp slt i32 %86, 0, !dbg !337
  br i1 %87, label %88, label %95, !dbg !337

88:                                               ; preds = %84
  %89 = extractvalue { ptr, i32 } %85, 0, !dbg !336
  invoke void @__cxa_call_unexpected(ptr %89) #11
          to label %90 unwind label %92, !dbg !337

90:                                               ; preds = %110, %88
  unreachable, !dbg !337

91:                                               ; preds = %100, %34
  unreachable

92:                                               ; preds = %88
  %93 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !338
  %94 = extractvalue { ptr, i32 } %93, 1, !dbg !338
  br label %95, !dbg !338

95:                                               ; preds = %84, %92
  %96 = phi i32 [ %86, %84 ], [ %94, %92 ], !dbg !338
  %97 = phi { ptr, i32 } [ %85, %84 ], [ %93, %92 ]
  %98 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10, !dbg !339
  %99 = icmp eq i32 %96, %98, !dbg !339
  br i1 %99, label %100, label %201, !dbg !339

100:                                              ; preds = %95
  %101 = extractvalue { ptr, i32 } %97, 0, !dbg !338
  %102 = tail call ptr @__cxa_begin_catch(ptr %101) #10, !dbg !339
  %103 = load i32, ptr %102, align 4, !dbg !339, !tbaa !113
    #dbg_value(i32 %103, !163, !DIExpression(), !340)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %103), !dbg !341
  tail call void @__cxa_end_catch() #10, !dbg !343
    #dbg_value(i32 4, !161, !DIExpression(), !260)
    #dbg_value(i32 4, !252, !DIExpression(), !257)
  %105 = tail call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !261
  store i32 8, ptr %105, align 8, !dbg !261, !tbaa !113
  invoke void @__cxa_throw(ptr nonnull %105, ptr nonnull @_ZTIi, ptr null) #11
          to label %91 unwind label %106, !dbg !261

106:                                              ; preds = %100
  %107 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi, !dbg !336
  %108 = extractvalue { ptr, i32 } %107, 1, !dbg !336
  %109 = icmp slt i32 %108, 0, !dbg !337
  br i1 %109, label %110, label %115, !dbg !337

110:                                              ; preds = %106
  %111 = extractvalue { ptr, i32 } %107, 0, !dbg !336
  invoke void @__cxa_call_unexpected(ptr %111) #11
          to label %90 unwind label %112, !dbg !337

112:                                              ; preds = %110
  %113 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !338
  %114 = extractvalue { ptr, i32 } %113, 1, !dbg !338
  br label %115, !dbg !338

115:                                              ; preds = %112, %106
  %116 = phi i32 [ %108, %106 ], [ %114, %112 ], !dbg !338
  %117 = phi { ptr, i32 } [ %107, %106 ], [ %113, %112 ]
  %118 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10, !dbg !339
  %119 = icmp eq i32 %116, %118, !dbg !339
  br i1 %119, label %120, label %201, !dbg !339

120:                                              ; preds = %115
  %121 = extractvalue { ptr, i32 } %117, 0, !dbg !338
  %122 = tail call ptr @__cxa_begin_catch(ptr %121) #10, !dbg !339
  %123 = load i32, ptr %122, align 4, !dbg !339, !tbaa !113
    #dbg_value(i32 %123, !163, !DIExpression(), !340)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %123), !dbg !341
  tail call void @__cxa_end_catch() #10, !dbg !343
    #dbg_value(i32 5, !161, !DIExpression(), !260)
    #dbg_value(i32 3, !160, !DIExpression(), !204)
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 2, i32 noundef 0), !dbg !344
    #dbg_value(ptr poison, !276, !DIExpression(), !284)
    #dbg_value(i32 7, !277, !DIExpression(), !284)
    #dbg_value(i32 7, !268, !DIExpression(), !345)
  %126 = tail call ptr @__cxa_allocate_exception(i32 2) #10, !dbg !263
  store i16 7, ptr %126, align 8, !dbg !263, !tbaa !287
  invoke void @__cxa_throw(ptr nonnull %126, ptr nonnull @_ZTIs, ptr null) #11
          to label %43 unwind label %44, !dbg !263

127:                                              ; preds = %152, %135
  unreachable, !dbg !346

128:                                              ; preds = %83, %81
  %129 = phi i32 [ %82, %81 ], [ -1, %83 ], !dbg !324
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %56, i32 noundef %71, i32 noundef %129), !dbg !360
    #dbg_value(ptr undef, !166, !DIExpression(), !204)
    #dbg_value(i32 1, !171, !DIExpression(), !361)
    #dbg_value(ptr undef, !355, !DIExpression(), !362)
    #dbg_value(i32 1, !357, !DIExpression(), !362)
  %131 = tail call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !346
  %132 = invoke noundef ptr @_ZN7FragileC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %131, i32 noundef 3)
          to label %135 unwind label %133, !dbg !363

133:                                              ; preds = %128
  %134 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !364
  tail call void @__cxa_free_exception(ptr %131) #10, !dbg !346
  br label %138

135:                                              ; preds = %128
  invoke void @__cxa_throw(ptr nonnull %131, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD1Ev) #11
          to label %127 unwind label %136, !dbg !346

136:                                              ; preds = %135
  %137 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !365
  br label %138, !dbg !365

138:                                              ; preds = %136, %133
  %139 = phi { ptr, i32 } [ %137, %136 ], [ %134, %133 ]
  %140 = extractvalue { ptr, i32 } %139, 1, !dbg !365
  %141 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #10, !dbg !366
  %142 = icmp eq i32 %140, %141, !dbg !366
  br i1 %142, label %143, label %201, !dbg !366

143:                                              ; preds = %138
  %144 = extractvalue { ptr, i32 } %139, 0, !dbg !365
  %145 = tail call ptr @__cxa_begin_catch(ptr %144) #10, !dbg !366
    #dbg_value(ptr %145, !173, !DIExpression(), !367)
  %146 = load i32, ptr %145, align 4, !dbg !368, !tbaa !370
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %146), !dbg !372
  tail call void @__cxa_end_catch(), !dbg !373
    #dbg_value(i32 3, !171, !DIExpression(), !361)
    #dbg_value(ptr undef, !355, !DIExpression(), !362)
    #dbg_value(i32 3, !357, !DIExpression(), !362)
  %148 = tail call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !346
  %149 = invoke noundef ptr @_ZN7FragileC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %148, i32 noundef 9)
          to label %152 unwind label %150, !dbg !363

150:                                              ; preds = %143
  %151 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !364
  tail call void @__cxa_free_exception(ptr %148) #10, !dbg !346
  br label %155

152:                                              ; preds = %143
  invoke void @__cxa_throw(ptr nonnull %148, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD1Ev) #11
          to label %127 unwind label %153, !dbg !346

153:                                              ; preds = %152
  %154 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile, !dbg !365
  br label %155, !dbg !365

155:                                              ; preds = %153, %150
  %156 = phi { ptr, i32 } [ %154, %153 ], [ %151, %150 ]
  %157 = extractvalue { ptr, i32 } %156, 1, !dbg !365
  %158 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #10, !dbg !366
  %159 = icmp eq i32 %157, %158, !dbg !366
  br i1 %159, label %160, label %201, !dbg !366

160:                                              ; preds = %155
  %161 = extractvalue { ptr, i32 } %156, 0, !dbg !365
  %162 = tail call ptr @__cxa_begin_catch(ptr %161) #10, !dbg !366
    #dbg_value(ptr %162, !173, !DIExpression(), !367)
  %163 = load i32, ptr %162, align 4, !dbg !368, !tbaa !370
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %163), !dbg !372
  tail call void @__cxa_end_catch(), !dbg !373
    #dbg_value(i32 4, !171, !DIExpression(), !361)
    #dbg_value(i32 0, !177, !DIExpression(), !374)
    #dbg_value(i32 0, !375, !DIExpression(), !397)
    #dbg_value(ptr @.str.10, !378, !DIExpression(), !397)
    #dbg_value(ptr @.str.11, !389, !DIExpression(), !400)
    #dbg_value(ptr @.str.12, !391, !DIExpression(), !401)
    #dbg_value(ptr undef, !402, !DIExpression(), !406)
    #dbg_value(ptr undef, !408, !DIExpression(), !411)
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !413
    #dbg_value(ptr undef, !402, !DIExpression(), !415)
    #dbg_value(ptr undef, !408, !DIExpression(), !417)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !419
    #dbg_value(ptr undef, !402, !DIExpression(), !420)
    #dbg_value(ptr undef, !408, !DIExpression(), !422)
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !424
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 0), !dbg !425
    #dbg_value(i32 1, !177, !DIExpression(), !374)
    #dbg_value(i32 1, !177, !DIExpression(), !374)
    #dbg_value(i32 1, !375, !DIExpression(), !397)
    #dbg_value(ptr @.str.10, !378, !DIExpression(), !397)
    #dbg_value(ptr @.str.11, !389, !DIExpression(), !400)
    #dbg_value(ptr @.str.12, !391, !DIExpression(), !401)
  %169 = tail call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !426
  store i32 1, ptr %169, align 8, !dbg !426, !tbaa !113
  invoke void @__cxa_throw(ptr nonnull %169, ptr nonnull @_ZTIi, ptr null) #11
          to label %206 unwind label %170, !dbg !426

170:                                              ; preds = %160
  %171 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !428
    #dbg_value(ptr undef, !402, !DIExpression(), !429)
    #dbg_value(ptr undef, !408, !DIExpression(), !431)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !433
  %173 = extractvalue { ptr, i32 } %171, 0, !dbg !434
  %174 = extractvalue { ptr, i32 } %171, 1, !dbg !434
  %175 = icmp eq i32 %174, %78, !dbg !435
  br i1 %175, label %176, label %191, !dbg !435

176:                                              ; preds = %170
  %177 = tail call ptr @__cxa_begin_catch(ptr %173) #10, !dbg !435
  %178 = load i32, ptr %177, align 4, !dbg !435, !tbaa !113
    #dbg_value(i32 %178, !393, !DIExpression(), !400)
    #dbg_value(ptr @.str.13, !394, !DIExpression(), !436)
  %179 = icmp sgt i32 %178, 1, !dbg !437
  br i1 %179, label %180, label %188, !dbg !439

180:                                              ; preds = %176
  %181 = tail call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !440
  %182 = add nuw nsw i32 %178, 10, !dbg !441
  store i32 %182, ptr %181, align 8, !dbg !440, !tbaa !113
  invoke void @__cxa_throw(ptr nonnull %181, ptr nonnull @_ZTIi, ptr null) #11
          to label %206 unwind label %183, !dbg !440

183:                                              ; preds = %180
  %184 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !442
    #dbg_value(ptr undef, !402, !DIExpression(), !443)
    #dbg_value(ptr undef, !408, !DIExpression(), !445)
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !447
  %186 = extractvalue { ptr, i32 } %184, 0, !dbg !448
  %187 = extractvalue { ptr, i32 } %184, 1, !dbg !448
  tail call void @__cxa_end_catch() #10, !dbg !449
  br label %191, !dbg !449

188:                                              ; preds = %176
    #dbg_value(ptr undef, !402, !DIExpression(), !450)
    #dbg_value(ptr undef, !408, !DIExpression(), !452)
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !454
  tail call void @__cxa_end_catch() #10, !dbg !449
    #dbg_value(ptr undef, !402, !DIExpression(), !415)
    #dbg_value(ptr undef, !408, !DIExpression(), !417)
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !419
  br label %207

191:                                              ; preds = %183, %170
  %192 = phi i32 [ %187, %183 ], [ %174, %170 ], !dbg !455
  %193 = phi ptr [ %186, %183 ], [ %173, %170 ], !dbg !455
  %194 = phi { ptr, i32 } [ %184, %183 ], [ %171, %170 ], !dbg !456
    #dbg_value(ptr undef, !402, !DIExpression(), !459)
    #dbg_value(ptr undef, !408, !DIExpression(), !460)
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !456
  %196 = icmp eq i32 %192, %78, !dbg !461
  br i1 %196, label %197, label %203, !dbg !461

197:                                              ; preds = %191
  %198 = tail call ptr @__cxa_begin_catch(ptr %193) #10, !dbg !461
  %199 = load i32, ptr %198, align 4, !dbg !461, !tbaa !113
    #dbg_value(i32 %199, !396, !DIExpression(), !397)
  %200 = mul nsw i32 %199, 100, !dbg !462
  tail call void @__cxa_end_catch() #10, !dbg !464
  br label %207

201:                                              ; preds = %95, %115, %138, %155, %5, %25, %203
  %202 = phi { ptr, i32 } [ %204, %203 ], [ %26, %25 ], [ %6, %5 ], [ %139, %138 ], [ %156, %155 ], [ %97, %95 ], [ %117, %115 ]
  resume { ptr, i32 } %202, !dbg !204

203:                                              ; preds = %233, %191
  %204 = phi { ptr, i32 } [ %194, %191 ], [ %236, %233 ], !dbg !456
    #dbg_value(ptr undef, !402, !DIExpression(), !465)
    #dbg_value(ptr undef, !408, !DIExpression(), !467)
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !469
  br label %201, !dbg !470

206:                                              ; preds = %225, %207, %180, %160
  unreachable

207:                                              ; preds = %188, %197
  %208 = phi i32 [ %200, %197 ], [ %178, %188 ], !dbg !397
    #dbg_value(ptr undef, !402, !DIExpression(), !420)
    #dbg_value(ptr undef, !408, !DIExpression(), !422)
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !424
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %208), !dbg !425
    #dbg_value(i32 2, !177, !DIExpression(), !374)
    #dbg_value(i32 2, !375, !DIExpression(), !397)
    #dbg_value(ptr @.str.10, !378, !DIExpression(), !397)
    #dbg_value(ptr @.str.11, !389, !DIExpression(), !400)
    #dbg_value(ptr @.str.12, !391, !DIExpression(), !401)
  %211 = tail call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !426
  store i32 2, ptr %211, align 8, !dbg !426, !tbaa !113
  invoke void @__cxa_throw(ptr nonnull %211, ptr nonnull @_ZTIi, ptr null) #11
          to label %206 unwind label %212, !dbg !426

212:                                              ; preds = %207
  %213 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !428
    #dbg_value(ptr undef, !402, !DIExpression(), !429)
    #dbg_value(ptr undef, !408, !DIExpression(), !431)
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12), !dbg !433
  %215 = extractvalue { ptr, i32 } %213, 0, !dbg !434
  %216 = extractvalue { ptr, i32 } %213, 1, !dbg !434
  %217 = icmp eq i32 %216, %78, !dbg !435
  br i1 %217, label %218, label %233, !dbg !435

218:                                              ; preds = %212
  %219 = tail call ptr @__cxa_begin_catch(ptr %215) #10, !dbg !435
  %220 = load i32, ptr %219, align 4, !dbg !435, !tbaa !113
    #dbg_value(i32 %220, !393, !DIExpression(), !400)
    #dbg_value(ptr @.str.13, !394, !DIExpression(), !436)
  %221 = icmp sgt i32 %220, 1, !dbg !437
  br i1 %221, label %225, label %222, !dbg !439

222:                                              ; preds = %218
    #dbg_value(ptr undef, !402, !DIExpression(), !450)
    #dbg_value(ptr undef, !408, !DIExpression(), !452)
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !454
  tail call void @__cxa_end_catch() #10, !dbg !449
    #dbg_value(ptr undef, !402, !DIExpression(), !415)
    #dbg_value(ptr undef, !408, !DIExpression(), !417)
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !419
  br label %243

225:                                              ; preds = %218
  %226 = tail call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !440
  %227 = add nuw nsw i32 %220, 10, !dbg !441
  store i32 %227, ptr %226, align 8, !dbg !440, !tbaa !113
  invoke void @__cxa_throw(ptr nonnull %226, ptr nonnull @_ZTIi, ptr null) #11
          to label %206 unwind label %228, !dbg !440

228:                                              ; preds = %225
  %229 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !442
    #dbg_value(ptr undef, !402, !DIExpression(), !443)
    #dbg_value(ptr undef, !408, !DIExpression(), !445)
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13), !dbg !447
  %231 = extractvalue { ptr, i32 } %229, 0, !dbg !448
  %232 = extractvalue { ptr, i32 } %229, 1, !dbg !448
  tail call void @__cxa_end_catch() #10, !dbg !449
  br label %233, !dbg !449

233:                                              ; preds = %228, %212
  %234 = phi i32 [ %232, %228 ], [ %216, %212 ], !dbg !455
  %235 = phi ptr [ %231, %228 ], [ %215, %212 ], !dbg !455
  %236 = phi { ptr, i32 } [ %229, %228 ], [ %213, %212 ], !dbg !456
    #dbg_value(ptr undef, !402, !DIExpression(), !459)
    #dbg_value(ptr undef, !408, !DIExpression(), !460)
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11), !dbg !456
  %238 = icmp eq i32 %234, %78, !dbg !461
  br i1 %238, label %239, label %203, !dbg !461

239:                                              ; preds = %233
  %240 = tail call ptr @__cxa_begin_catch(ptr %235) #10, !dbg !461
  %241 = load i32, ptr %240, align 4, !dbg !461, !tbaa !113
    #dbg_value(i32 %241, !396, !DIExpression(), !397)
  %242 = mul nsw i32 %241, 100, !dbg !462
  tail call void @__cxa_end_catch() #10, !dbg !464
  br label %243

243:                                              ; preds = %239, %222
  %244 = phi i32 [ %242, %239 ], [ %220, %222 ], !dbg !397
    #dbg_value(ptr undef, !402, !DIExpression(), !420)
    #dbg_value(ptr undef, !408, !DIExpression(), !422)
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10), !dbg !424
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %244), !dbg !425
    #dbg_value(i32 3, !177, !DIExpression(), !374)
  %247 = load i32, ptr @_ZL6allocs, align 4, !dbg !471, !tbaa !113
  %248 = load i32, ptr @_ZL5frees, align 4, !dbg !472, !tbaa !113
  %249 = load i32, ptr @_ZL5ctors, align 4, !dbg !473, !tbaa !113
  %250 = load i32, ptr @_ZL5dtors, align 4, !dbg !474, !tbaa !113
    #dbg_value(i32 5, !160, !DIExpression(), !204)
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %247, i32 noundef %248, i32 noundef %249, i32 noundef %250, i32 noundef 5), !dbg !475
  ret i32 0, !dbg !476
}

; Function Attrs: mustprogress ssp
define linkonce_odr noundef ptr @_ZN7FragileC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 !dbg !183 {
    #dbg_value(ptr %0, !182, !DIExpression(), !477)
    #dbg_value(i32 %1, !185, !DIExpression(), !477)
    #dbg_value(ptr %0, !188, !DIExpression(), !478)
    #dbg_value(i32 %1, !191, !DIExpression(), !478)
  store i32 %1, ptr %0, align 4, !dbg !480, !tbaa !370
  %3 = icmp eq i32 %1, 13, !dbg !481
  br i1 %3, label %4, label %6, !dbg !482

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #10, !dbg !483
  store ptr @.str.9, ptr %5, align 8, !dbg !483, !tbaa !197
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIPKc, ptr null) #11, !dbg !483
  unreachable, !dbg !483

6:                                                ; preds = %2
  %7 = load i32, ptr @_ZL5ctors, align 4, !dbg !484, !tbaa !113
  %8 = add nsw i32 %7, 1, !dbg !484
  store i32 %8, ptr @_ZL5ctors, align 4, !dbg !484, !tbaa !113
  ret ptr %0, !dbg !485
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef ptr @_ZN7FragileD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 align 2 !dbg !230 {
    #dbg_value(ptr %0, !229, !DIExpression(), !486)
    #dbg_value(ptr %0, !234, !DIExpression(), !487)
  %2 = load i32, ptr @_ZL5dtors, align 4, !dbg !489, !tbaa !113
  %3 = add nsw i32 %2, 1, !dbg !489
  store i32 %3, ptr @_ZL5dtors, align 4, !dbg !489, !tbaa !113
  ret ptr %0, !dbg !490
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin ssp allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nobuiltin nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress norecurse ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { mustprogress nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!97, !98, !99, !100, !101, !102}
!llvm.ident = !{!103}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !20, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !10}
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
!20 = !{!21, !23, !30, !35, !40, !42, !47, !52, !57, !62, !0, !67, !69, !74, !76, !78, !83, !88, !90, !92}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 120, elements: !28)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!28 = !{!29}
!29 = !DISubrange(count: 15)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 240, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 30)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 432, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 54)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !25, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 216, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 27)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 344, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 43)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 208, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 26)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 144, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 18)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 400, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 50)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 64, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 8)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 48, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 6)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 56, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 7)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !80, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !71, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 96, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 12)
!97 = !{i32 7, !"Dwarf Version", i32 2}
!98 = !{i32 2, !"Debug Info Version", i32 3}
!99 = !{i32 1, !"wchar_size", i32 4}
!100 = !{i32 1, !"min_enum_size", i32 4}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"frame-pointer", i32 2}
!103 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!104 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !105, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!105 = !DISubroutineType(types: !106)
!106 = !{!107, !108}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!108 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!109 = !{!110}
!110 = !DILocalVariable(name: "n", arg: 1, scope: !104, file: !3, line: 15, type: !108)
!111 = !DILocation(line: 0, scope: !104)
!112 = !DILocation(line: 15, column: 39, scope: !104)
!113 = !{!114, !114, i64 0}
!114 = !{!"int", !115, i64 0}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C++ TBAA"}
!117 = !DILocation(line: 15, column: 56, scope: !104)
!118 = !DILocation(line: 15, column: 49, scope: !104)
!119 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !105, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!120 = !{!121}
!121 = !DILocalVariable(name: "n", arg: 1, scope: !119, file: !3, line: 16, type: !108)
!122 = !DILocation(line: 0, scope: !119)
!123 = !DILocation(line: 16, column: 41, scope: !119)
!124 = !DILocation(line: 16, column: 58, scope: !119)
!125 = !DILocation(line: 16, column: 51, scope: !119)
!126 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !127, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !107}
!129 = !{!130}
!130 = !DILocalVariable(name: "p", arg: 1, scope: !126, file: !3, line: 17, type: !107)
!131 = !DILocation(line: 0, scope: !126)
!132 = !DILocation(line: 17, column: 45, scope: !133)
!133 = distinct !DILexicalBlock(scope: !126, file: !3, line: 17, column: 45)
!134 = !DILocation(line: 17, column: 45, scope: !126)
!135 = !DILocation(line: 17, column: 48, scope: !133)
!136 = !DILocation(line: 17, column: 57, scope: !126)
!137 = !DILocation(line: 17, column: 66, scope: !126)
!138 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !127, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !139)
!139 = !{!140}
!140 = !DILocalVariable(name: "p", arg: 1, scope: !138, file: !3, line: 18, type: !107)
!141 = !DILocation(line: 0, scope: !138)
!142 = !DILocation(line: 18, column: 47, scope: !143)
!143 = distinct !DILexicalBlock(scope: !138, file: !3, line: 18, column: 47)
!144 = !DILocation(line: 18, column: 47, scope: !138)
!145 = !DILocation(line: 18, column: 50, scope: !143)
!146 = !DILocation(line: 18, column: 59, scope: !138)
!147 = !DILocation(line: 18, column: 68, scope: !138)
!148 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !149, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{!10}
!151 = !{!152, !155, !157, !159, !160, !161, !163, !166, !171, !173, !177}
!152 = !DILocalVariable(name: "f", scope: !153, file: !3, line: 84, type: !154)
!153 = distinct !DILexicalBlock(scope: !148, file: !3, line: 83, column: 7)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!155 = !DILocalVariable(name: "msg", scope: !148, file: !3, line: 86, type: !156)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 32)
!157 = !DILocalVariable(name: "arr", scope: !158, file: !3, line: 93, type: !154)
!158 = distinct !DILexicalBlock(scope: !148, file: !3, line: 92, column: 7)
!159 = !DILocalVariable(name: "b", scope: !148, file: !3, line: 95, type: !10)
!160 = !DILocalVariable(name: "ok", scope: !148, file: !3, line: 99, type: !10)
!161 = !DILocalVariable(name: "i", scope: !162, file: !3, line: 100, type: !10)
!162 = distinct !DILexicalBlock(scope: !148, file: !3, line: 100, column: 3)
!163 = !DILocalVariable(name: "e", scope: !164, file: !3, line: 103, type: !10)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 100, column: 31)
!165 = distinct !DILexicalBlock(scope: !162, file: !3, line: 100, column: 3)
!166 = !DILocalVariable(name: "thrower", scope: !148, file: !3, line: 112, type: !167)
!167 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !148, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !168)
!168 = !{!169}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !167, file: !3, line: 112, baseType: !170, size: 32)
!170 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!171 = !DILocalVariable(name: "k", scope: !172, file: !3, line: 116, type: !10)
!172 = distinct !DILexicalBlock(scope: !148, file: !3, line: 116, column: 3)
!173 = !DILocalVariable(name: "f", scope: !174, file: !3, line: 119, type: !176)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 116, column: 31)
!175 = distinct !DILexicalBlock(scope: !172, file: !3, line: 116, column: 3)
!176 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!177 = !DILocalVariable(name: "d", scope: !178, file: !3, line: 124, type: !10)
!178 = distinct !DILexicalBlock(scope: !148, file: !3, line: 124, column: 3)
!179 = !DILocation(line: 0, scope: !104, inlinedAt: !180)
!180 = distinct !DILocation(line: 84, column: 18, scope: !153)
!181 = !DILocation(line: 15, column: 39, scope: !104, inlinedAt: !180)
!182 = !DILocalVariable(name: "this", arg: 1, scope: !183, type: !154, flags: DIFlagArtificial | DIFlagObjectPointer)
!183 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC1Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !184)
!184 = !{!182, !185}
!185 = !DILocalVariable(name: "x", arg: 2, scope: !183, file: !3, line: 27, type: !10)
!186 = !DILocation(line: 0, scope: !183, inlinedAt: !187)
!187 = distinct !DILocation(line: 84, column: 22, scope: !153)
!188 = !DILocalVariable(name: "this", arg: 1, scope: !189, type: !154, flags: DIFlagArtificial | DIFlagObjectPointer)
!189 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !190)
!190 = !{!188, !191}
!191 = !DILocalVariable(name: "x", arg: 2, scope: !189, file: !3, line: 27, type: !10)
!192 = !DILocation(line: 0, scope: !189, inlinedAt: !193)
!193 = distinct !DILocation(line: 27, column: 34, scope: !183, inlinedAt: !187)
!194 = !DILocation(line: 28, column: 18, scope: !195, inlinedAt: !193)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 28, column: 9)
!196 = distinct !DILexicalBlock(scope: !189, file: !3, line: 27, column: 34)
!197 = !{!198, !198, i64 0}
!198 = !{!"any pointer", !115, i64 0}
!199 = !DILocation(line: 127, column: 1, scope: !153)
!200 = !DILocation(line: 0, scope: !126, inlinedAt: !201)
!201 = distinct !DILocation(line: 84, column: 18, scope: !153)
!202 = !DILocation(line: 17, column: 48, scope: !133, inlinedAt: !201)
!203 = !DILocation(line: 86, column: 3, scope: !153)
!204 = !DILocation(line: 0, scope: !148)
!205 = !DILocation(line: 87, column: 51, scope: !206)
!206 = distinct !DILexicalBlock(scope: !148, file: !3, line: 86, column: 29)
!207 = !DILocation(line: 87, column: 59, scope: !206)
!208 = !DILocation(line: 87, column: 5, scope: !206)
!209 = !DILocation(line: 88, column: 3, scope: !206)
!210 = !DILocation(line: 0, scope: !119, inlinedAt: !211)
!211 = distinct !DILocation(line: 93, column: 20, scope: !158)
!212 = !DILocation(line: 16, column: 41, scope: !119, inlinedAt: !211)
!213 = !DILocalVariable(name: "this", arg: 1, scope: !214, type: !154, flags: DIFlagArtificial | DIFlagObjectPointer)
!214 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC1Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !215)
!215 = !{!213}
!216 = !DILocation(line: 0, scope: !214, inlinedAt: !217)
!217 = distinct !DILocation(line: 93, column: 20, scope: !158)
!218 = !DILocalVariable(name: "this", arg: 1, scope: !219, type: !154, flags: DIFlagArtificial | DIFlagObjectPointer)
!219 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !220)
!220 = !{!218}
!221 = !DILocation(line: 0, scope: !219, inlinedAt: !222)
!222 = distinct !DILocation(line: 23, column: 25, scope: !214, inlinedAt: !217)
!223 = !DILocation(line: 25, column: 5, scope: !224, inlinedAt: !222)
!224 = distinct !DILexicalBlock(scope: !219, file: !3, line: 23, column: 25)
!225 = !DILocation(line: 24, column: 23, scope: !226, inlinedAt: !222)
!226 = distinct !DILexicalBlock(scope: !224, file: !3, line: 24, column: 9)
!227 = !DILocation(line: 24, column: 29, scope: !226, inlinedAt: !222)
!228 = !DILocation(line: 127, column: 1, scope: !158)
!229 = !DILocalVariable(name: "this", arg: 1, scope: !230, type: !154, flags: DIFlagArtificial | DIFlagObjectPointer)
!230 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD1Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !231)
!231 = !{!229}
!232 = !DILocation(line: 0, scope: !230, inlinedAt: !233)
!233 = distinct !DILocation(line: 93, column: 20, scope: !158)
!234 = !DILocalVariable(name: "this", arg: 1, scope: !235, type: !154, flags: DIFlagArtificial | DIFlagObjectPointer)
!235 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !236)
!236 = !{!234}
!237 = !DILocation(line: 0, scope: !235, inlinedAt: !238)
!238 = distinct !DILocation(line: 31, column: 14, scope: !230, inlinedAt: !233)
!239 = !DILocation(line: 93, column: 20, scope: !158)
!240 = !DILocation(line: 31, column: 16, scope: !241, inlinedAt: !238)
!241 = distinct !DILexicalBlock(scope: !235, file: !3, line: 31, column: 14)
!242 = !DILocation(line: 0, scope: !138, inlinedAt: !243)
!243 = distinct !DILocation(line: 93, column: 20, scope: !158)
!244 = !DILocation(line: 18, column: 50, scope: !143, inlinedAt: !243)
!245 = !DILocation(line: 95, column: 3, scope: !158)
!246 = !DILocation(line: 96, column: 73, scope: !247)
!247 = distinct !DILexicalBlock(scope: !148, file: !3, line: 95, column: 19)
!248 = !DILocation(line: 96, column: 80, scope: !247)
!249 = !DILocation(line: 96, column: 87, scope: !247)
!250 = !DILocation(line: 96, column: 5, scope: !247)
!251 = !DILocation(line: 97, column: 3, scope: !247)
!252 = !DILocalVariable(name: "x", arg: 1, scope: !253, file: !3, line: 36, type: !10)
!253 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !254, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{!10, !10}
!256 = !{!252}
!257 = !DILocation(line: 0, scope: !253, inlinedAt: !258)
!258 = distinct !DILocation(line: 102, column: 13, scope: !259)
!259 = distinct !DILexicalBlock(scope: !164, file: !3, line: 101, column: 9)
!260 = !DILocation(line: 0, scope: !162)
!261 = !DILocation(line: 37, column: 14, scope: !262, inlinedAt: !258)
!262 = distinct !DILexicalBlock(scope: !253, file: !3, line: 37, column: 7)
!263 = !DILocation(line: 54, column: 34, scope: !264, inlinedAt: !269)
!264 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !265, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{null, !10}
!267 = !{!268}
!268 = !DILocalVariable(name: "x", arg: 1, scope: !264, file: !3, line: 54, type: !10)
!269 = distinct !DILocation(line: 45, column: 5, scope: !270, inlinedAt: !281)
!270 = distinct !DILexicalBlock(scope: !271, file: !3, line: 44, column: 7)
!271 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !272, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !279, retainedNodes: !275)
!272 = !DISubroutineType(types: !273)
!273 = !{!10, !274, !10}
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 32)
!275 = !{!276, !277, !278}
!276 = !DILocalVariable(name: "f", arg: 1, scope: !271, file: !3, line: 43, type: !274)
!277 = !DILocalVariable(name: "arg", arg: 2, scope: !271, file: !3, line: 43, type: !10)
!278 = !DILocalVariable(name: "v", scope: !271, file: !3, line: 46, type: !5)
!279 = !{!280}
!280 = !DITemplateTypeParameter(name: "T", type: !5)
!281 = distinct !DILocation(line: 109, column: 57, scope: !148)
!282 = !DILocation(line: 52, column: 1, scope: !270, inlinedAt: !281)
!283 = !DILocation(line: 46, column: 3, scope: !270, inlinedAt: !281)
!284 = !DILocation(line: 0, scope: !271, inlinedAt: !281)
!285 = !DILocation(line: 50, column: 3, scope: !286, inlinedAt: !281)
!286 = distinct !DILexicalBlock(scope: !271, file: !3, line: 48, column: 17)
!287 = !{!288, !288, i64 0}
!288 = !{!"short", !115, i64 0}
!289 = !DILocation(line: 47, column: 17, scope: !290, inlinedAt: !281)
!290 = distinct !DILexicalBlock(scope: !271, file: !3, line: 46, column: 17)
!291 = !DILocation(line: 48, column: 3, scope: !290, inlinedAt: !281)
!292 = !DILocalVariable(name: "f", arg: 1, scope: !293, file: !3, line: 43, type: !274)
!293 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !272, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !297, retainedNodes: !294)
!294 = !{!292, !295, !296}
!295 = !DILocalVariable(name: "arg", arg: 2, scope: !293, file: !3, line: 43, type: !10)
!296 = !DILocalVariable(name: "v", scope: !293, file: !3, line: 46, type: !6)
!297 = !{!298}
!298 = !DITemplateTypeParameter(name: "T", type: !6)
!299 = !DILocation(line: 0, scope: !293, inlinedAt: !300)
!300 = distinct !DILocation(line: 110, column: 10, scope: !148)
!301 = !DILocalVariable(name: "x", arg: 1, scope: !302, file: !3, line: 55, type: !10)
!302 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !265, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !303)
!303 = !{!301}
!304 = !DILocation(line: 0, scope: !302, inlinedAt: !305)
!305 = distinct !DILocation(line: 45, column: 5, scope: !306, inlinedAt: !300)
!306 = distinct !DILexicalBlock(scope: !293, file: !3, line: 44, column: 7)
!307 = !DILocation(line: 55, column: 33, scope: !302, inlinedAt: !305)
!308 = !{!309, !309, i64 0}
!309 = !{!"long long", !115, i64 0}
!310 = !DILocation(line: 52, column: 1, scope: !306, inlinedAt: !300)
!311 = !DILocation(line: 46, column: 3, scope: !306, inlinedAt: !300)
!312 = !DILocation(line: 50, column: 3, scope: !313, inlinedAt: !300)
!313 = distinct !DILexicalBlock(scope: !293, file: !3, line: 48, column: 17)
!314 = !DILocation(line: 47, column: 17, scope: !315, inlinedAt: !300)
!315 = distinct !DILexicalBlock(scope: !293, file: !3, line: 46, column: 17)
!316 = !DILocation(line: 48, column: 3, scope: !315, inlinedAt: !300)
!317 = !DILocalVariable(name: "f", arg: 1, scope: !318, file: !3, line: 43, type: !274)
!318 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !272, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !322, retainedNodes: !319)
!319 = !{!317, !320, !321}
!320 = !DILocalVariable(name: "arg", arg: 2, scope: !318, file: !3, line: 43, type: !10)
!321 = !DILocalVariable(name: "v", scope: !318, file: !3, line: 46, type: !10)
!322 = !{!323}
!323 = !DITemplateTypeParameter(name: "T", type: !10)
!324 = !DILocation(line: 0, scope: !318, inlinedAt: !325)
!325 = distinct !DILocation(line: 110, column: 46, scope: !148)
!326 = !DILocation(line: 0, scope: !264, inlinedAt: !327)
!327 = distinct !DILocation(line: 45, column: 5, scope: !328, inlinedAt: !325)
!328 = distinct !DILexicalBlock(scope: !318, file: !3, line: 44, column: 7)
!329 = !DILocation(line: 54, column: 34, scope: !264, inlinedAt: !327)
!330 = !DILocation(line: 52, column: 1, scope: !328, inlinedAt: !325)
!331 = !DILocation(line: 46, column: 3, scope: !328, inlinedAt: !325)
!332 = !DILocation(line: 50, column: 3, scope: !333, inlinedAt: !325)
!333 = distinct !DILexicalBlock(scope: !318, file: !3, line: 48, column: 17)
!334 = !DILocation(line: 48, column: 3, scope: !335, inlinedAt: !325)
!335 = distinct !DILexicalBlock(scope: !318, file: !3, line: 46, column: 17)
!336 = !DILocation(line: 39, column: 1, scope: !262, inlinedAt: !258)
!337 = !DILocation(line: 38, column: 3, scope: !253, inlinedAt: !258)
!338 = !DILocation(line: 127, column: 1, scope: !259)
!339 = !DILocation(line: 103, column: 5, scope: !259)
!340 = !DILocation(line: 0, scope: !164)
!341 = !DILocation(line: 104, column: 7, scope: !342)
!342 = distinct !DILexicalBlock(scope: !164, file: !3, line: 103, column: 21)
!343 = !DILocation(line: 105, column: 5, scope: !342)
!344 = !DILocation(line: 107, column: 3, scope: !148)
!345 = !DILocation(line: 0, scope: !264, inlinedAt: !269)
!346 = !DILocation(line: 113, column: 16, scope: !347, inlinedAt: !358)
!347 = distinct !DILexicalBlock(scope: !348, file: !3, line: 113, column: 9)
!348 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !167, file: !3, line: 112, type: !349, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !353, retainedNodes: !354)
!349 = !DISubroutineType(types: !350)
!350 = !{null, !351, !10}
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !352, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!352 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !167)
!353 = !DISubprogram(name: "operator()", scope: !167, file: !3, line: 112, type: !349, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!354 = !{!355, !357}
!355 = !DILocalVariable(name: "this", arg: 1, scope: !348, type: !356, flags: DIFlagArtificial | DIFlagObjectPointer)
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !352, size: 32)
!357 = !DILocalVariable(name: "k", arg: 2, scope: !348, file: !3, line: 112, type: !10)
!358 = distinct !DILocation(line: 118, column: 7, scope: !359)
!359 = distinct !DILexicalBlock(scope: !174, file: !3, line: 117, column: 9)
!360 = !DILocation(line: 109, column: 3, scope: !148)
!361 = !DILocation(line: 0, scope: !172)
!362 = !DILocation(line: 0, scope: !348, inlinedAt: !358)
!363 = !DILocation(line: 113, column: 22, scope: !347, inlinedAt: !358)
!364 = !DILocation(line: 115, column: 3, scope: !347, inlinedAt: !358)
!365 = !DILocation(line: 127, column: 1, scope: !359)
!366 = !DILocation(line: 119, column: 5, scope: !359)
!367 = !DILocation(line: 0, scope: !174)
!368 = !DILocation(line: 120, column: 46, scope: !369)
!369 = distinct !DILexicalBlock(scope: !174, file: !3, line: 119, column: 26)
!370 = !{!371, !114, i64 0}
!371 = !{!"_ZTS7Fragile", !114, i64 0}
!372 = !DILocation(line: 120, column: 7, scope: !369)
!373 = !DILocation(line: 121, column: 5, scope: !369)
!374 = !DILocation(line: 0, scope: !178)
!375 = !DILocalVariable(name: "depth", arg: 1, scope: !376, file: !3, line: 63, type: !10)
!376 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !254, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !377)
!377 = !{!375, !378, !389, !391, !393, !394, !396}
!378 = !DILocalVariable(name: "s1", scope: !376, file: !3, line: 64, type: !379)
!379 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !380, identifier: "_ZTS5Scope")
!380 = !{!381, !382, !386}
!381 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !379, file: !3, line: 58, baseType: !156, size: 32)
!382 = !DISubprogram(name: "Scope", scope: !379, file: !3, line: 59, type: !383, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubroutineType(types: !384)
!384 = !{null, !385, !156}
!385 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!386 = !DISubprogram(name: "~Scope", scope: !379, file: !3, line: 60, type: !387, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubroutineType(types: !388)
!388 = !{null, !385}
!389 = !DILocalVariable(name: "s2", scope: !390, file: !3, line: 66, type: !379)
!390 = distinct !DILexicalBlock(scope: !376, file: !3, line: 65, column: 7)
!391 = !DILocalVariable(name: "s3", scope: !392, file: !3, line: 68, type: !379)
!392 = distinct !DILexicalBlock(scope: !390, file: !3, line: 67, column: 9)
!393 = !DILocalVariable(name: "d", scope: !390, file: !3, line: 70, type: !10)
!394 = !DILocalVariable(name: "s4", scope: !395, file: !3, line: 71, type: !379)
!395 = distinct !DILexicalBlock(scope: !390, file: !3, line: 70, column: 21)
!396 = !DILocalVariable(name: "d", scope: !376, file: !3, line: 75, type: !10)
!397 = !DILocation(line: 0, scope: !376, inlinedAt: !398)
!398 = distinct !DILocation(line: 124, column: 63, scope: !399)
!399 = distinct !DILexicalBlock(scope: !178, file: !3, line: 124, column: 3)
!400 = !DILocation(line: 0, scope: !390, inlinedAt: !398)
!401 = !DILocation(line: 0, scope: !392, inlinedAt: !398)
!402 = !DILocalVariable(name: "this", arg: 1, scope: !403, type: !405, flags: DIFlagArtificial | DIFlagObjectPointer)
!403 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD1Ev", scope: !379, file: !3, line: 60, type: !387, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !386, retainedNodes: !404)
!404 = !{!402}
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 32)
!406 = !DILocation(line: 0, scope: !403, inlinedAt: !407)
!407 = distinct !DILocation(line: 70, column: 5, scope: !390, inlinedAt: !398)
!408 = !DILocalVariable(name: "this", arg: 1, scope: !409, type: !405, flags: DIFlagArtificial | DIFlagObjectPointer)
!409 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !379, file: !3, line: 60, type: !387, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !386, retainedNodes: !410)
!410 = !{!408}
!411 = !DILocation(line: 0, scope: !409, inlinedAt: !412)
!412 = distinct !DILocation(line: 60, column: 12, scope: !403, inlinedAt: !407)
!413 = !DILocation(line: 60, column: 14, scope: !414, inlinedAt: !412)
!414 = distinct !DILexicalBlock(scope: !409, file: !3, line: 60, column: 12)
!415 = !DILocation(line: 0, scope: !403, inlinedAt: !416)
!416 = distinct !DILocation(line: 75, column: 3, scope: !376, inlinedAt: !398)
!417 = !DILocation(line: 0, scope: !409, inlinedAt: !418)
!418 = distinct !DILocation(line: 60, column: 12, scope: !403, inlinedAt: !416)
!419 = !DILocation(line: 60, column: 14, scope: !414, inlinedAt: !418)
!420 = !DILocation(line: 0, scope: !403, inlinedAt: !421)
!421 = distinct !DILocation(line: 79, column: 1, scope: !376, inlinedAt: !398)
!422 = !DILocation(line: 0, scope: !409, inlinedAt: !423)
!423 = distinct !DILocation(line: 60, column: 12, scope: !403, inlinedAt: !421)
!424 = !DILocation(line: 60, column: 14, scope: !414, inlinedAt: !423)
!425 = !DILocation(line: 124, column: 31, scope: !399)
!426 = !DILocation(line: 69, column: 22, scope: !427, inlinedAt: !398)
!427 = distinct !DILexicalBlock(scope: !392, file: !3, line: 69, column: 11)
!428 = !DILocation(line: 79, column: 1, scope: !427, inlinedAt: !398)
!429 = !DILocation(line: 0, scope: !403, inlinedAt: !430)
!430 = distinct !DILocation(line: 70, column: 5, scope: !390, inlinedAt: !398)
!431 = !DILocation(line: 0, scope: !409, inlinedAt: !432)
!432 = distinct !DILocation(line: 60, column: 12, scope: !403, inlinedAt: !430)
!433 = !DILocation(line: 60, column: 14, scope: !414, inlinedAt: !432)
!434 = !DILocation(line: 79, column: 1, scope: !392, inlinedAt: !398)
!435 = !DILocation(line: 70, column: 5, scope: !392, inlinedAt: !398)
!436 = !DILocation(line: 0, scope: !395, inlinedAt: !398)
!437 = !DILocation(line: 72, column: 13, scope: !438, inlinedAt: !398)
!438 = distinct !DILexicalBlock(scope: !395, file: !3, line: 72, column: 11)
!439 = !DILocation(line: 72, column: 11, scope: !395, inlinedAt: !398)
!440 = !DILocation(line: 72, column: 18, scope: !438, inlinedAt: !398)
!441 = !DILocation(line: 72, column: 26, scope: !438, inlinedAt: !398)
!442 = !DILocation(line: 79, column: 1, scope: !438, inlinedAt: !398)
!443 = !DILocation(line: 0, scope: !403, inlinedAt: !444)
!444 = distinct !DILocation(line: 74, column: 5, scope: !390, inlinedAt: !398)
!445 = !DILocation(line: 0, scope: !409, inlinedAt: !446)
!446 = distinct !DILocation(line: 60, column: 12, scope: !403, inlinedAt: !444)
!447 = !DILocation(line: 60, column: 14, scope: !414, inlinedAt: !446)
!448 = !DILocation(line: 79, column: 1, scope: !395, inlinedAt: !398)
!449 = !DILocation(line: 74, column: 5, scope: !395, inlinedAt: !398)
!450 = !DILocation(line: 0, scope: !403, inlinedAt: !451)
!451 = distinct !DILocation(line: 74, column: 5, scope: !390, inlinedAt: !398)
!452 = !DILocation(line: 0, scope: !409, inlinedAt: !453)
!453 = distinct !DILocation(line: 60, column: 12, scope: !403, inlinedAt: !451)
!454 = !DILocation(line: 60, column: 14, scope: !414, inlinedAt: !453)
!455 = !DILocation(line: 79, column: 1, scope: !390, inlinedAt: !398)
!456 = !DILocation(line: 60, column: 14, scope: !414, inlinedAt: !457)
!457 = distinct !DILocation(line: 60, column: 12, scope: !403, inlinedAt: !458)
!458 = distinct !DILocation(line: 75, column: 3, scope: !376, inlinedAt: !398)
!459 = !DILocation(line: 0, scope: !403, inlinedAt: !458)
!460 = !DILocation(line: 0, scope: !409, inlinedAt: !457)
!461 = !DILocation(line: 75, column: 3, scope: !390, inlinedAt: !398)
!462 = !DILocation(line: 76, column: 14, scope: !463, inlinedAt: !398)
!463 = distinct !DILexicalBlock(scope: !376, file: !3, line: 75, column: 19)
!464 = !DILocation(line: 77, column: 3, scope: !463, inlinedAt: !398)
!465 = !DILocation(line: 0, scope: !403, inlinedAt: !466)
!466 = distinct !DILocation(line: 79, column: 1, scope: !376, inlinedAt: !398)
!467 = !DILocation(line: 0, scope: !409, inlinedAt: !468)
!468 = distinct !DILocation(line: 60, column: 12, scope: !403, inlinedAt: !466)
!469 = !DILocation(line: 60, column: 14, scope: !414, inlinedAt: !468)
!470 = !DILocation(line: 79, column: 1, scope: !376, inlinedAt: !398)
!471 = !DILocation(line: 125, column: 64, scope: !148)
!472 = !DILocation(line: 125, column: 72, scope: !148)
!473 = !DILocation(line: 125, column: 79, scope: !148)
!474 = !DILocation(line: 125, column: 86, scope: !148)
!475 = !DILocation(line: 125, column: 3, scope: !148)
!476 = !DILocation(line: 126, column: 3, scope: !148)
!477 = !DILocation(line: 0, scope: !183)
!478 = !DILocation(line: 0, scope: !189, inlinedAt: !479)
!479 = distinct !DILocation(line: 27, column: 34, scope: !183)
!480 = !DILocation(line: 27, column: 29, scope: !189, inlinedAt: !479)
!481 = !DILocation(line: 28, column: 11, scope: !195, inlinedAt: !479)
!482 = !DILocation(line: 28, column: 9, scope: !196, inlinedAt: !479)
!483 = !DILocation(line: 28, column: 18, scope: !195, inlinedAt: !479)
!484 = !DILocation(line: 29, column: 5, scope: !196, inlinedAt: !479)
!485 = !DILocation(line: 30, column: 3, scope: !183)
!486 = !DILocation(line: 0, scope: !230)
!487 = !DILocation(line: 0, scope: !235, inlinedAt: !488)
!488 = distinct !DILocation(line: 31, column: 14, scope: !230)
!489 = !DILocation(line: 31, column: 16, scope: !241, inlinedAt: !488)
!490 = !DILocation(line: 31, column: 25, scope: !230)
