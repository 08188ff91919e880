; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Fragile = type { i32 }
%class.anon = type { i32* }
%struct.Scope = type { i8* }

@_ZL6allocs = internal unnamed_addr global i32 0, align 4, !dbg !0
@_ZL5frees = internal unnamed_addr global i32 0, align 4, !dbg !23
@_ZN7Fragile6budgetE = local_unnamed_addr global i32 0, align 4, !dbg !21
@_ZTIPKc = external constant i8*
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal unnamed_addr global i32 0, align 4, !dbg !25
@_ZL5dtors = internal unnamed_addr global i32 0, align 4, !dbg !27
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Fragile = linkonce_odr constant [9 x i8] c"7Fragile\00", align 1
@_ZTI7Fragile = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant i8*
@_ZTIx = external constant i8*
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin nofree nounwind ssp willreturn allocsize(0)
define noalias noundef nonnull i8* @_Znwm(i32 noundef %0) local_unnamed_addr #0 !dbg !40 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !46, metadata !DIExpression()), !dbg !47
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !48, !tbaa !49
  %3 = add nsw i32 %2, 1, !dbg !48
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !48, !tbaa !49
  %4 = tail call i8* @malloc(i32 noundef %0), !dbg !53
  ret i8* %4, !dbg !54
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind ssp willreturn allocsize(0)
define noalias noundef nonnull i8* @_Znam(i32 noundef %0) local_unnamed_addr #0 !dbg !55 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !57, metadata !DIExpression()), !dbg !58
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !59, !tbaa !49
  %3 = add nsw i32 %2, 1, !dbg !59
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !59, !tbaa !49
  %4 = tail call i8* @malloc(i32 noundef %0), !dbg !60
  ret i8* %4, !dbg !61
}

; Function Attrs: mustprogress nobuiltin nounwind ssp willreturn
define void @_ZdlPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !62 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !66, metadata !DIExpression()), !dbg !67
  %2 = icmp eq i8* %0, null, !dbg !68
  br i1 %2, label %6, label %3, !dbg !70

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !71, !tbaa !49
  %5 = add nsw i32 %4, 1, !dbg !71
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !71, !tbaa !49
  br label %6, !dbg !71

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !72
  ret void, !dbg !73
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind ssp willreturn
define void @_ZdaPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !74 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !76, metadata !DIExpression()), !dbg !77
  %2 = icmp eq i8* %0, null, !dbg !78
  br i1 %2, label %6, label %3, !dbg !80

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !81, !tbaa !49
  %5 = add nsw i32 %4, 1, !dbg !81
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !81, !tbaa !49
  br label %6, !dbg !81

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !82
  ret void, !dbg !83
}

; Function Attrs: norecurse ssp
define noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !84 {
  call void @llvm.dbg.value(metadata i32 4, metadata !46, metadata !DIExpression()) #10, !dbg !117
  %1 = load i32, i32* @_ZL6allocs, align 4, !dbg !119, !tbaa !49
  %2 = add nsw i32 %1, 1, !dbg !119
  store i32 %2, i32* @_ZL6allocs, align 4, !dbg !119, !tbaa !49
  call void @llvm.dbg.value(metadata %struct.Fragile* poison, metadata !120, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 13, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata %struct.Fragile* poison, metadata !126, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i32 13, metadata !129, metadata !DIExpression()), !dbg !130
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !132
  %4 = bitcast i8* %3 to i8**, !dbg !132
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %4, align 8, !dbg !132, !tbaa !135
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11
          to label %5 unwind label %6, !dbg !132

5:                                                ; preds = %0
  unreachable, !dbg !132

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !137
  call void @llvm.dbg.value(metadata i8* undef, metadata !66, metadata !DIExpression()) #10, !dbg !138
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !140, !tbaa !49
  %9 = add nsw i32 %8, 1, !dbg !140
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !140, !tbaa !49
  %10 = extractvalue { i8*, i32 } %7, 1, !dbg !137
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #10, !dbg !141
  %12 = icmp eq i32 %10, %11, !dbg !141
  br i1 %12, label %13, label %223, !dbg !141

13:                                               ; preds = %6
  %14 = extractvalue { i8*, i32 } %7, 0, !dbg !137
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10, !dbg !141
  call void @llvm.dbg.value(metadata i8* %15, metadata !91, metadata !DIExpression()), !dbg !142
  %16 = load i32, i32* @_ZL6allocs, align 4, !dbg !143, !tbaa !49
  %17 = load i32, i32* @_ZL5frees, align 4, !dbg !145, !tbaa !49
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i8* noundef %15, i32 noundef %16, i32 noundef %17), !dbg !146
  tail call void @__cxa_end_catch() #10, !dbg !147
  call void @llvm.dbg.value(metadata i32 28, metadata !57, metadata !DIExpression()) #10, !dbg !148
  %19 = load i32, i32* @_ZL6allocs, align 4, !dbg !150, !tbaa !49
  %20 = add nsw i32 %19, 1, !dbg !150
  store i32 %20, i32* @_ZL6allocs, align 4, !dbg !150, !tbaa !49
  %21 = load i32, i32* @_ZL5ctors, align 4, !tbaa !49
  call void @llvm.dbg.value(metadata i8* poison, metadata !151, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i8* poison, metadata !156, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i8* poison, metadata !151, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i8* poison, metadata !156, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i8* poison, metadata !151, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i8* poison, metadata !156, metadata !DIExpression()), !dbg !159
  %22 = add nsw i32 %21, 3, !dbg !161
  store i32 %22, i32* @_ZL5ctors, align 4, !dbg !161, !tbaa !49
  call void @llvm.dbg.value(metadata i8* poison, metadata !151, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i8* poison, metadata !156, metadata !DIExpression()), !dbg !159
  store i32 -1, i32* @_ZN7Fragile6budgetE, align 4, !dbg !159, !tbaa !49
  %23 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !163
  %24 = bitcast i8* %23 to i32*, !dbg !163
  %25 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !165, !tbaa !49
  store i32 %25, i32* %24, align 8, !dbg !163, !tbaa !49
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %26 unwind label %27, !dbg !163

26:                                               ; preds = %13
  unreachable, !dbg !163

27:                                               ; preds = %13
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !166
  call void @llvm.dbg.value(metadata i8* poison, metadata !151, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i8* poison, metadata !156, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i8* poison, metadata !151, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i8* poison, metadata !156, metadata !DIExpression()), !dbg !159
  %29 = load i32, i32* @_ZL5dtors, align 4, !tbaa !49
  call void @llvm.dbg.value(metadata i32 undef, metadata !167, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value)), !dbg !170
  call void @llvm.dbg.value(metadata i32 undef, metadata !172, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value)), !dbg !175
  %30 = add i32 %29, 3, !dbg !177
  store i32 %30, i32* @_ZL5dtors, align 4, !dbg !178, !tbaa !49
  call void @llvm.dbg.value(metadata i8* undef, metadata !76, metadata !DIExpression()) #10, !dbg !180
  %31 = load i32, i32* @_ZL5frees, align 4, !dbg !182, !tbaa !49
  %32 = add nsw i32 %31, 1, !dbg !182
  store i32 %32, i32* @_ZL5frees, align 4, !dbg !182, !tbaa !49
  %33 = extractvalue { i8*, i32 } %28, 1, !dbg !166
  %34 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !183
  %35 = icmp eq i32 %33, %34, !dbg !183
  br i1 %35, label %36, label %223, !dbg !183

36:                                               ; preds = %27
  %37 = extractvalue { i8*, i32 } %28, 0, !dbg !166
  %38 = tail call i8* @__cxa_begin_catch(i8* %37) #10, !dbg !183
  %39 = bitcast i8* %38 to i32*, !dbg !183
  %40 = load i32, i32* %39, align 4, !dbg !183, !tbaa !49
  call void @llvm.dbg.value(metadata i32 %40, metadata !97, metadata !DIExpression()), !dbg !142
  %41 = load i32, i32* @_ZL5ctors, align 4, !dbg !184, !tbaa !49
  %42 = load i32, i32* @_ZL5dtors, align 4, !dbg !186, !tbaa !49
  %43 = load i32, i32* @_ZL5frees, align 4, !dbg !187, !tbaa !49
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i32 0, i32 0), i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43), !dbg !188
  tail call void @__cxa_end_catch() #10, !dbg !189
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !190
  br label %95, !dbg !191

45:                                               ; preds = %127
  call void @llvm.dbg.value(metadata i32 %128, metadata !98, metadata !DIExpression()), !dbg !142
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %128, i32 noundef 2, i32 noundef 0), !dbg !192
  call void @llvm.dbg.value(metadata i32 7, metadata !193, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 7, metadata !207, metadata !DIExpression()), !dbg !210
  %47 = tail call i8* @__cxa_allocate_exception(i32 2) #10, !dbg !213
  %48 = bitcast i8* %47 to i16*, !dbg !213
  store i16 7, i16* %48, align 8, !dbg !213, !tbaa !214
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11
          to label %49 unwind label %50, !dbg !213

49:                                               ; preds = %45
  unreachable, !dbg !213

50:                                               ; preds = %45
  %51 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null, !dbg !216
  %52 = extractvalue { i8*, i32 } %51, 0, !dbg !216
  %53 = extractvalue { i8*, i32 } %51, 1, !dbg !216
  %54 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #10, !dbg !217
  %55 = icmp eq i32 %53, %54, !dbg !217
  %56 = tail call i8* @__cxa_begin_catch(i8* %52) #10, !dbg !205
  br i1 %55, label %57, label %61, !dbg !217

57:                                               ; preds = %50
  %58 = bitcast i8* %56 to i16*, !dbg !218
  %59 = load i16, i16* %58, align 2, !dbg !218, !tbaa !214
  call void @llvm.dbg.value(metadata i16 %59, metadata !202, metadata !DIExpression()), !dbg !205
  %60 = sext i16 %59 to i32, !dbg !220
  tail call void @__cxa_end_catch() #10, !dbg !222
  br label %62

61:                                               ; preds = %50
  tail call void @__cxa_end_catch(), !dbg !218
  br label %62

62:                                               ; preds = %57, %61
  %63 = phi i32 [ %60, %57 ], [ -1, %61 ], !dbg !205
  call void @llvm.dbg.value(metadata i32 3, metadata !223, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 3, metadata !232, metadata !DIExpression()), !dbg !235
  %64 = tail call i8* @__cxa_allocate_exception(i32 8) #10, !dbg !238
  %65 = bitcast i8* %64 to i64*, !dbg !238
  store i64 3000, i64* %65, align 8, !dbg !238, !tbaa !239
  invoke void @__cxa_throw(i8* nonnull %64, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #11
          to label %66 unwind label %67, !dbg !238

66:                                               ; preds = %62
  unreachable, !dbg !238

67:                                               ; preds = %62
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null, !dbg !241
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !241
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !241
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #10, !dbg !242
  %72 = icmp eq i32 %70, %71, !dbg !242
  %73 = tail call i8* @__cxa_begin_catch(i8* %69) #10, !dbg !230
  br i1 %72, label %74, label %78, !dbg !242

74:                                               ; preds = %67
  %75 = bitcast i8* %73 to i64*, !dbg !243
  %76 = load i64, i64* %75, align 4, !dbg !243, !tbaa !239
  call void @llvm.dbg.value(metadata i64 %76, metadata !227, metadata !DIExpression()), !dbg !230
  %77 = trunc i64 %76 to i32, !dbg !245
  tail call void @__cxa_end_catch() #10, !dbg !247
  br label %79

78:                                               ; preds = %67
  tail call void @__cxa_end_catch(), !dbg !243
  br label %79

79:                                               ; preds = %74, %78
  %80 = phi i32 [ %77, %74 ], [ -1, %78 ], !dbg !230
  call void @llvm.dbg.value(metadata i32 1, metadata !248, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata i32 1, metadata !207, metadata !DIExpression()), !dbg !257
  %81 = tail call i8* @__cxa_allocate_exception(i32 2) #10, !dbg !260
  %82 = bitcast i8* %81 to i16*, !dbg !260
  store i16 1, i16* %82, align 8, !dbg !260, !tbaa !214
  invoke void @__cxa_throw(i8* nonnull %81, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11
          to label %83 unwind label %84, !dbg !260

83:                                               ; preds = %79
  unreachable, !dbg !260

84:                                               ; preds = %79
  %85 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null, !dbg !261
  %86 = extractvalue { i8*, i32 } %85, 0, !dbg !261
  %87 = extractvalue { i8*, i32 } %85, 1, !dbg !261
  %88 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !262
  %89 = icmp eq i32 %87, %88, !dbg !262
  %90 = tail call i8* @__cxa_begin_catch(i8* %86) #10, !dbg !255
  br i1 %89, label %91, label %94, !dbg !262

91:                                               ; preds = %84
  %92 = bitcast i8* %90 to i32*, !dbg !263
  %93 = load i32, i32* %92, align 4, !dbg !263, !tbaa !49
  call void @llvm.dbg.value(metadata i32 %93, metadata !252, metadata !DIExpression()), !dbg !255
  tail call void @__cxa_end_catch() #10, !dbg !265
  br label %132

94:                                               ; preds = %84
  tail call void @__cxa_end_catch(), !dbg !263
  br label %132

95:                                               ; preds = %36, %127
  %96 = phi i32 [ 0, %36 ], [ %129, %127 ]
  %97 = phi i32 [ 0, %36 ], [ %128, %127 ]
  call void @llvm.dbg.value(metadata i32 %96, metadata !99, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 %96, metadata !267, metadata !DIExpression()), !dbg !272
  %98 = icmp ugt i32 %96, 2, !dbg !275
  br i1 %98, label %99, label %111, !dbg !277

99:                                               ; preds = %95
  %100 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !278
  %101 = bitcast i8* %100 to i32*, !dbg !278
  %102 = shl nuw nsw i32 %96, 1, !dbg !279
  store i32 %102, i32* %101, align 8, !dbg !278, !tbaa !49
  invoke void @__cxa_throw(i8* nonnull %100, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %110 unwind label %103, !dbg !278

103:                                              ; preds = %99
  %104 = landingpad { i8*, i32 }
          cleanup
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !280
  %105 = extractvalue { i8*, i32 } %104, 1, !dbg !280
  %106 = icmp slt i32 %105, 0, !dbg !281
  br i1 %106, label %107, label %116, !dbg !281

107:                                              ; preds = %103
  %108 = extractvalue { i8*, i32 } %104, 0, !dbg !280
  invoke void @__cxa_call_unexpected(i8* %108) #11
          to label %109 unwind label %113, !dbg !281

109:                                              ; preds = %107
  unreachable, !dbg !281

110:                                              ; preds = %99
  unreachable

111:                                              ; preds = %95
  call void @llvm.dbg.value(metadata i32 %97, metadata !98, metadata !DIExpression()), !dbg !142
  %112 = add nsw i32 %96, %97, !dbg !282
  call void @llvm.dbg.value(metadata i32 %112, metadata !98, metadata !DIExpression()), !dbg !142
  br label %127, !dbg !283

113:                                              ; preds = %107
  %114 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !284
  %115 = extractvalue { i8*, i32 } %114, 1, !dbg !284
  br label %116, !dbg !284

116:                                              ; preds = %103, %113
  %117 = phi i32 [ %105, %103 ], [ %115, %113 ], !dbg !284
  %118 = phi { i8*, i32 } [ %104, %103 ], [ %114, %113 ]
  %119 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !283
  %120 = icmp eq i32 %117, %119, !dbg !283
  br i1 %120, label %121, label %223, !dbg !283

121:                                              ; preds = %116
  %122 = extractvalue { i8*, i32 } %118, 0, !dbg !284
  %123 = tail call i8* @__cxa_begin_catch(i8* %122) #10, !dbg !283
  %124 = bitcast i8* %123 to i32*, !dbg !283
  %125 = load i32, i32* %124, align 4, !dbg !283, !tbaa !49
  call void @llvm.dbg.value(metadata i32 %125, metadata !101, metadata !DIExpression()), !dbg !285
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %125), !dbg !286
  tail call void @__cxa_end_catch() #10, !dbg !288
  br label %127, !dbg !288

127:                                              ; preds = %111, %121
  %128 = phi i32 [ %97, %121 ], [ %112, %111 ], !dbg !142
  %129 = add nuw nsw i32 %96, 1, !dbg !289
  call void @llvm.dbg.value(metadata i32 %129, metadata !99, metadata !DIExpression()), !dbg !190
  %130 = icmp eq i32 %129, 5, !dbg !290
  br i1 %130, label %45, label %95, !dbg !191, !llvm.loop !291

131:                                              ; preds = %159, %140
  unreachable, !dbg !294

132:                                              ; preds = %94, %91
  %133 = phi i32 [ %93, %91 ], [ -1, %94 ], !dbg !255
  %134 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i32 0, i32 0), i32 noundef %63, i32 noundef %80, i32 noundef %133), !dbg !311
  call void @llvm.dbg.value(metadata i32* undef, metadata !104, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i32 1, metadata !109, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !306, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i32 1, metadata !308, metadata !DIExpression()), !dbg !313
  %135 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !294
  %136 = bitcast i8* %135 to %struct.Fragile*, !dbg !294
  %137 = invoke noundef %struct.Fragile* @_ZN7FragileC1Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %136, i32 noundef 3)
          to label %140 unwind label %138, !dbg !314

138:                                              ; preds = %132
  %139 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !315
  tail call void @__cxa_free_exception(i8* %135) #10, !dbg !294
  br label %143

140:                                              ; preds = %132
  invoke void @__cxa_throw(i8* %135, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD1Ev to i8*)) #11
          to label %131 unwind label %141, !dbg !294

141:                                              ; preds = %140
  %142 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !316
  br label %143, !dbg !316

143:                                              ; preds = %141, %138
  %144 = phi { i8*, i32 } [ %142, %141 ], [ %139, %138 ]
  %145 = extractvalue { i8*, i32 } %144, 1, !dbg !316
  %146 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #10, !dbg !317
  %147 = icmp eq i32 %145, %146, !dbg !317
  br i1 %147, label %148, label %223, !dbg !317

148:                                              ; preds = %143
  %149 = extractvalue { i8*, i32 } %144, 0, !dbg !316
  %150 = tail call i8* @__cxa_begin_catch(i8* %149) #10, !dbg !317
  call void @llvm.dbg.value(metadata i8* %150, metadata !111, metadata !DIExpression()), !dbg !318
  %151 = bitcast i8* %150 to i32*, !dbg !319
  %152 = load i32, i32* %151, align 4, !dbg !319, !tbaa !321
  %153 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %152), !dbg !323
  tail call void @__cxa_end_catch(), !dbg !324
  call void @llvm.dbg.value(metadata i32 2, metadata !109, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !306, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i32 2, metadata !308, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.value(metadata i32 3, metadata !109, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i32 3, metadata !308, metadata !DIExpression()), !dbg !313
  %154 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !294
  %155 = bitcast i8* %154 to %struct.Fragile*, !dbg !294
  %156 = invoke noundef %struct.Fragile* @_ZN7FragileC1Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %155, i32 noundef 9)
          to label %159 unwind label %157, !dbg !314

157:                                              ; preds = %148
  %158 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !315
  tail call void @__cxa_free_exception(i8* %154) #10, !dbg !294
  br label %162

159:                                              ; preds = %148
  invoke void @__cxa_throw(i8* %154, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD1Ev to i8*)) #11
          to label %131 unwind label %160, !dbg !294

160:                                              ; preds = %159
  %161 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !316
  br label %162, !dbg !316

162:                                              ; preds = %160, %157
  %163 = phi { i8*, i32 } [ %161, %160 ], [ %158, %157 ]
  %164 = extractvalue { i8*, i32 } %163, 1, !dbg !316
  %165 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #10, !dbg !317
  %166 = icmp eq i32 %164, %165, !dbg !317
  br i1 %166, label %167, label %223, !dbg !317

167:                                              ; preds = %162
  %168 = extractvalue { i8*, i32 } %163, 0, !dbg !316
  %169 = tail call i8* @__cxa_begin_catch(i8* %168) #10, !dbg !317
  call void @llvm.dbg.value(metadata i8* %169, metadata !111, metadata !DIExpression()), !dbg !318
  %170 = bitcast i8* %169 to i32*, !dbg !319
  %171 = load i32, i32* %170, align 4, !dbg !319, !tbaa !321
  %172 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %171), !dbg !323
  tail call void @__cxa_end_catch(), !dbg !324
  call void @llvm.dbg.value(metadata i32 4, metadata !109, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()), !dbg !325
  br label %180, !dbg !326

173:                                              ; preds = %228
  %174 = add nsw i32 %128, 2, !dbg !327
  %175 = load i32, i32* @_ZL6allocs, align 4, !dbg !328, !tbaa !49
  %176 = load i32, i32* @_ZL5frees, align 4, !dbg !329, !tbaa !49
  %177 = load i32, i32* @_ZL5ctors, align 4, !dbg !330, !tbaa !49
  %178 = load i32, i32* @_ZL5dtors, align 4, !dbg !331, !tbaa !49
  call void @llvm.dbg.value(metadata i32 %174, metadata !98, metadata !DIExpression()), !dbg !142
  %179 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i32 0, i32 0), i32 noundef %175, i32 noundef %176, i32 noundef %177, i32 noundef %178, i32 noundef %174), !dbg !332
  ret i32 0, !dbg !333

180:                                              ; preds = %167, %228
  %181 = phi i32 [ 0, %167 ], [ %232, %228 ]
  call void @llvm.dbg.value(metadata i32 %181, metadata !115, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.value(metadata i32 %181, metadata !334, metadata !DIExpression()), !dbg !356
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0), metadata !337, metadata !DIExpression()), !dbg !356
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), metadata !348, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0), metadata !350, metadata !DIExpression()), !dbg !360
  %182 = icmp eq i32 %181, 0, !dbg !361
  br i1 %182, label %209, label %183, !dbg !363

183:                                              ; preds = %180
  %184 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !364
  %185 = bitcast i8* %184 to i32*, !dbg !364
  store i32 %181, i32* %185, align 8, !dbg !364, !tbaa !49
  invoke void @__cxa_throw(i8* nonnull %184, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %227 unwind label %186, !dbg !364

186:                                              ; preds = %183
  %187 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !365
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !366, metadata !DIExpression()) #10, !dbg !370
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !372, metadata !DIExpression()) #10, !dbg !375
  %188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)) #10, !dbg !377
  %189 = extractvalue { i8*, i32 } %187, 0, !dbg !360
  %190 = extractvalue { i8*, i32 } %187, 1, !dbg !360
  %191 = icmp eq i32 %190, %88, !dbg !379
  br i1 %191, label %192, label %212, !dbg !379

192:                                              ; preds = %186
  %193 = tail call i8* @__cxa_begin_catch(i8* %189) #10, !dbg !379
  %194 = bitcast i8* %193 to i32*, !dbg !379
  %195 = load i32, i32* %194, align 4, !dbg !379, !tbaa !49
  call void @llvm.dbg.value(metadata i32 %195, metadata !352, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0), metadata !353, metadata !DIExpression()), !dbg !380
  %196 = icmp sgt i32 %195, 1, !dbg !381
  br i1 %196, label %197, label %206, !dbg !383

197:                                              ; preds = %192
  %198 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !384
  %199 = bitcast i8* %198 to i32*, !dbg !384
  %200 = add nuw nsw i32 %195, 10, !dbg !385
  store i32 %200, i32* %199, align 8, !dbg !384, !tbaa !49
  invoke void @__cxa_throw(i8* nonnull %198, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %227 unwind label %201, !dbg !384

201:                                              ; preds = %197
  %202 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !386
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !366, metadata !DIExpression()) #10, !dbg !387
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !372, metadata !DIExpression()) #10, !dbg !389
  %203 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) #10, !dbg !391
  %204 = extractvalue { i8*, i32 } %202, 0, !dbg !380
  %205 = extractvalue { i8*, i32 } %202, 1, !dbg !380
  tail call void @__cxa_end_catch() #10, !dbg !392
  br label %212, !dbg !392

206:                                              ; preds = %192
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !366, metadata !DIExpression()) #10, !dbg !393
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !372, metadata !DIExpression()) #10, !dbg !395
  %207 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) #10, !dbg !397
  tail call void @__cxa_end_catch() #10, !dbg !392
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !366, metadata !DIExpression()) #10, !dbg !398
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !372, metadata !DIExpression()) #10, !dbg !400
  %208 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #10, !dbg !402
  br label %228

209:                                              ; preds = %180
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !366, metadata !DIExpression()) #10, !dbg !403
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !372, metadata !DIExpression()) #10, !dbg !405
  %210 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)) #10, !dbg !407
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !366, metadata !DIExpression()) #10, !dbg !398
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !372, metadata !DIExpression()) #10, !dbg !400
  %211 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #10, !dbg !402
  br label %228

212:                                              ; preds = %201, %186
  %213 = phi i32 [ %205, %201 ], [ %190, %186 ], !dbg !359
  %214 = phi i8* [ %204, %201 ], [ %189, %186 ], !dbg !359
  %215 = phi { i8*, i32 } [ %202, %201 ], [ %187, %186 ], !dbg !408
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !366, metadata !DIExpression()) #10, !dbg !408
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !372, metadata !DIExpression()) #10, !dbg !410
  %216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #10, !dbg !412
  %217 = icmp eq i32 %213, %88, !dbg !413
  br i1 %217, label %218, label %225, !dbg !413

218:                                              ; preds = %212
  %219 = tail call i8* @__cxa_begin_catch(i8* %214) #10, !dbg !413
  %220 = bitcast i8* %219 to i32*, !dbg !413
  %221 = load i32, i32* %220, align 4, !dbg !413, !tbaa !49
  call void @llvm.dbg.value(metadata i32 %221, metadata !355, metadata !DIExpression()), !dbg !356
  %222 = mul nsw i32 %221, 100, !dbg !414
  tail call void @__cxa_end_catch() #10, !dbg !416
  br label %228

223:                                              ; preds = %116, %143, %162, %6, %27, %225
  %224 = phi { i8*, i32 } [ %215, %225 ], [ %28, %27 ], [ %7, %6 ], [ %144, %143 ], [ %163, %162 ], [ %118, %116 ]
  resume { i8*, i32 } %224, !dbg !142

225:                                              ; preds = %212
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !366, metadata !DIExpression()) #10, !dbg !417
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !372, metadata !DIExpression()) #10, !dbg !419
  %226 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)) #10, !dbg !421
  br label %223

227:                                              ; preds = %197, %183
  unreachable

228:                                              ; preds = %206, %209, %218
  %229 = phi i32 [ %222, %218 ], [ 0, %209 ], [ %195, %206 ], !dbg !356
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !366, metadata !DIExpression()) #10, !dbg !422
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !372, metadata !DIExpression()) #10, !dbg !424
  %230 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)) #10, !dbg !426
  %231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %181, i32 noundef %229), !dbg !427
  %232 = add nuw nsw i32 %181, 1, !dbg !428
  call void @llvm.dbg.value(metadata i32 %232, metadata !115, metadata !DIExpression()), !dbg !325
  %233 = icmp eq i32 %232, 3, !dbg !429
  br i1 %233, label %173, label %180, !dbg !326, !llvm.loop !430
}

; Function Attrs: ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileC1Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 !dbg !121 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !120, metadata !DIExpression()), !dbg !432
  call void @llvm.dbg.value(metadata i32 %1, metadata !123, metadata !DIExpression()), !dbg !432
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !126, metadata !DIExpression()), !dbg !433
  call void @llvm.dbg.value(metadata i32 %1, metadata !129, metadata !DIExpression()), !dbg !433
  %3 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %0, i32 0, i32 0, !dbg !435
  store i32 %1, i32* %3, align 4, !dbg !435, !tbaa !321
  %4 = icmp eq i32 %1, 13, !dbg !436
  br i1 %4, label %5, label %8, !dbg !437

5:                                                ; preds = %2
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !438
  %7 = bitcast i8* %6 to i8**, !dbg !438
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %7, align 8, !dbg !438, !tbaa !135
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11, !dbg !438
  unreachable, !dbg !438

8:                                                ; preds = %2
  %9 = load i32, i32* @_ZL5ctors, align 4, !dbg !439, !tbaa !49
  %10 = add nsw i32 %9, 1, !dbg !439
  store i32 %10, i32* @_ZL5ctors, align 4, !dbg !439, !tbaa !49
  ret %struct.Fragile* %0, !dbg !440
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileD1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 align 2 !dbg !168 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !167, metadata !DIExpression()), !dbg !441
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !172, metadata !DIExpression()), !dbg !442
  %2 = load i32, i32* @_ZL5dtors, align 4, !dbg !444, !tbaa !49
  %3 = add nsw i32 %2, 1, !dbg !444
  store i32 %3, i32* @_ZL5dtors, align 4, !dbg !444, !tbaa !49
  ret %struct.Fragile* %0, !dbg !445
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { mustprogress nobuiltin nofree nounwind ssp willreturn allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nobuiltin nounwind ssp willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { norecurse ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { nounwind ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !20, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
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
!20 = !{!21, !0, !23, !25, !27}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!29 = !{i32 7, !"Dwarf Version", i32 2}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 1, !"min_enum_size", i32 4}
!33 = !{i32 1, !"branch-target-enforcement", i32 0}
!34 = !{i32 1, !"sign-return-address", i32 0}
!35 = !{i32 1, !"sign-return-address-all", i32 0}
!36 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!37 = !{i32 7, !"PIC Level", i32 2}
!38 = !{i32 7, !"frame-pointer", i32 2}
!39 = !{!"Debian clang version 14.0.6"}
!40 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !41, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !44}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!44 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!45 = !{!46}
!46 = !DILocalVariable(name: "n", arg: 1, scope: !40, file: !3, line: 15, type: !44)
!47 = !DILocation(line: 0, scope: !40)
!48 = !DILocation(line: 15, column: 39, scope: !40)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C++ TBAA"}
!53 = !DILocation(line: 15, column: 56, scope: !40)
!54 = !DILocation(line: 15, column: 49, scope: !40)
!55 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !41, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!56 = !{!57}
!57 = !DILocalVariable(name: "n", arg: 1, scope: !55, file: !3, line: 16, type: !44)
!58 = !DILocation(line: 0, scope: !55)
!59 = !DILocation(line: 16, column: 41, scope: !55)
!60 = !DILocation(line: 16, column: 58, scope: !55)
!61 = !DILocation(line: 16, column: 51, scope: !55)
!62 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !63, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !43}
!65 = !{!66}
!66 = !DILocalVariable(name: "p", arg: 1, scope: !62, file: !3, line: 17, type: !43)
!67 = !DILocation(line: 0, scope: !62)
!68 = !DILocation(line: 17, column: 45, scope: !69)
!69 = distinct !DILexicalBlock(scope: !62, file: !3, line: 17, column: 45)
!70 = !DILocation(line: 17, column: 45, scope: !62)
!71 = !DILocation(line: 17, column: 48, scope: !69)
!72 = !DILocation(line: 17, column: 57, scope: !62)
!73 = !DILocation(line: 17, column: 66, scope: !62)
!74 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !63, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!75 = !{!76}
!76 = !DILocalVariable(name: "p", arg: 1, scope: !74, file: !3, line: 18, type: !43)
!77 = !DILocation(line: 0, scope: !74)
!78 = !DILocation(line: 18, column: 47, scope: !79)
!79 = distinct !DILexicalBlock(scope: !74, file: !3, line: 18, column: 47)
!80 = !DILocation(line: 18, column: 47, scope: !74)
!81 = !DILocation(line: 18, column: 50, scope: !79)
!82 = !DILocation(line: 18, column: 59, scope: !74)
!83 = !DILocation(line: 18, column: 68, scope: !74)
!84 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !85, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!10}
!87 = !{!88, !91, !95, !97, !98, !99, !101, !104, !109, !111, !115}
!88 = !DILocalVariable(name: "f", scope: !89, file: !3, line: 84, type: !90)
!89 = distinct !DILexicalBlock(scope: !84, file: !3, line: 83, column: 7)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!91 = !DILocalVariable(name: "msg", scope: !84, file: !3, line: 86, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!94 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!95 = !DILocalVariable(name: "arr", scope: !96, file: !3, line: 93, type: !90)
!96 = distinct !DILexicalBlock(scope: !84, file: !3, line: 92, column: 7)
!97 = !DILocalVariable(name: "b", scope: !84, file: !3, line: 95, type: !10)
!98 = !DILocalVariable(name: "ok", scope: !84, file: !3, line: 99, type: !10)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 100, type: !10)
!100 = distinct !DILexicalBlock(scope: !84, file: !3, line: 100, column: 3)
!101 = !DILocalVariable(name: "e", scope: !102, file: !3, line: 103, type: !10)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 100, column: 31)
!103 = distinct !DILexicalBlock(scope: !100, file: !3, line: 100, column: 3)
!104 = !DILocalVariable(name: "thrower", scope: !84, file: !3, line: 112, type: !105)
!105 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !84, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !106)
!106 = !{!107}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !105, file: !3, line: 112, baseType: !108, size: 32)
!108 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!109 = !DILocalVariable(name: "k", scope: !110, file: !3, line: 116, type: !10)
!110 = distinct !DILexicalBlock(scope: !84, file: !3, line: 116, column: 3)
!111 = !DILocalVariable(name: "f", scope: !112, file: !3, line: 119, type: !114)
!112 = distinct !DILexicalBlock(scope: !113, file: !3, line: 116, column: 31)
!113 = distinct !DILexicalBlock(scope: !110, file: !3, line: 116, column: 3)
!114 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!115 = !DILocalVariable(name: "d", scope: !116, file: !3, line: 124, type: !10)
!116 = distinct !DILexicalBlock(scope: !84, file: !3, line: 124, column: 3)
!117 = !DILocation(line: 0, scope: !40, inlinedAt: !118)
!118 = distinct !DILocation(line: 84, column: 18, scope: !89)
!119 = !DILocation(line: 15, column: 39, scope: !40, inlinedAt: !118)
!120 = !DILocalVariable(name: "this", arg: 1, scope: !121, type: !90, flags: DIFlagArtificial | DIFlagObjectPointer)
!121 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC1Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !122)
!122 = !{!120, !123}
!123 = !DILocalVariable(name: "x", arg: 2, scope: !121, file: !3, line: 27, type: !10)
!124 = !DILocation(line: 0, scope: !121, inlinedAt: !125)
!125 = distinct !DILocation(line: 84, column: 22, scope: !89)
!126 = !DILocalVariable(name: "this", arg: 1, scope: !127, type: !90, flags: DIFlagArtificial | DIFlagObjectPointer)
!127 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !128)
!128 = !{!126, !129}
!129 = !DILocalVariable(name: "x", arg: 2, scope: !127, file: !3, line: 27, type: !10)
!130 = !DILocation(line: 0, scope: !127, inlinedAt: !131)
!131 = distinct !DILocation(line: 27, column: 34, scope: !121, inlinedAt: !125)
!132 = !DILocation(line: 28, column: 18, scope: !133, inlinedAt: !131)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 28, column: 9)
!134 = distinct !DILexicalBlock(scope: !127, file: !3, line: 27, column: 34)
!135 = !{!136, !136, i64 0}
!136 = !{!"any pointer", !51, i64 0}
!137 = !DILocation(line: 127, column: 1, scope: !89)
!138 = !DILocation(line: 0, scope: !62, inlinedAt: !139)
!139 = distinct !DILocation(line: 84, column: 18, scope: !89)
!140 = !DILocation(line: 17, column: 48, scope: !69, inlinedAt: !139)
!141 = !DILocation(line: 86, column: 3, scope: !89)
!142 = !DILocation(line: 0, scope: !84)
!143 = !DILocation(line: 87, column: 51, scope: !144)
!144 = distinct !DILexicalBlock(scope: !84, file: !3, line: 86, column: 29)
!145 = !DILocation(line: 87, column: 59, scope: !144)
!146 = !DILocation(line: 87, column: 5, scope: !144)
!147 = !DILocation(line: 88, column: 3, scope: !144)
!148 = !DILocation(line: 0, scope: !55, inlinedAt: !149)
!149 = distinct !DILocation(line: 93, column: 20, scope: !96)
!150 = !DILocation(line: 16, column: 41, scope: !55, inlinedAt: !149)
!151 = !DILocalVariable(name: "this", arg: 1, scope: !152, type: !90, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC1Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !153)
!153 = !{!151}
!154 = !DILocation(line: 0, scope: !152, inlinedAt: !155)
!155 = distinct !DILocation(line: 93, column: 20, scope: !96)
!156 = !DILocalVariable(name: "this", arg: 1, scope: !157, type: !90, flags: DIFlagArtificial | DIFlagObjectPointer)
!157 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !158)
!158 = !{!156}
!159 = !DILocation(line: 0, scope: !157, inlinedAt: !160)
!160 = distinct !DILocation(line: 23, column: 25, scope: !152, inlinedAt: !155)
!161 = !DILocation(line: 25, column: 5, scope: !162, inlinedAt: !160)
!162 = distinct !DILexicalBlock(scope: !157, file: !3, line: 23, column: 25)
!163 = !DILocation(line: 24, column: 23, scope: !164, inlinedAt: !160)
!164 = distinct !DILexicalBlock(scope: !162, file: !3, line: 24, column: 9)
!165 = !DILocation(line: 24, column: 29, scope: !164, inlinedAt: !160)
!166 = !DILocation(line: 127, column: 1, scope: !96)
!167 = !DILocalVariable(name: "this", arg: 1, scope: !168, type: !90, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD1Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !169)
!169 = !{!167}
!170 = !DILocation(line: 0, scope: !168, inlinedAt: !171)
!171 = distinct !DILocation(line: 93, column: 20, scope: !96)
!172 = !DILocalVariable(name: "this", arg: 1, scope: !173, type: !90, flags: DIFlagArtificial | DIFlagObjectPointer)
!173 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !174)
!174 = !{!172}
!175 = !DILocation(line: 0, scope: !173, inlinedAt: !176)
!176 = distinct !DILocation(line: 31, column: 14, scope: !168, inlinedAt: !171)
!177 = !DILocation(line: 93, column: 20, scope: !96)
!178 = !DILocation(line: 31, column: 16, scope: !179, inlinedAt: !176)
!179 = distinct !DILexicalBlock(scope: !173, file: !3, line: 31, column: 14)
!180 = !DILocation(line: 0, scope: !74, inlinedAt: !181)
!181 = distinct !DILocation(line: 93, column: 20, scope: !96)
!182 = !DILocation(line: 18, column: 50, scope: !79, inlinedAt: !181)
!183 = !DILocation(line: 95, column: 3, scope: !96)
!184 = !DILocation(line: 96, column: 73, scope: !185)
!185 = distinct !DILexicalBlock(scope: !84, file: !3, line: 95, column: 19)
!186 = !DILocation(line: 96, column: 80, scope: !185)
!187 = !DILocation(line: 96, column: 87, scope: !185)
!188 = !DILocation(line: 96, column: 5, scope: !185)
!189 = !DILocation(line: 97, column: 3, scope: !185)
!190 = !DILocation(line: 0, scope: !100)
!191 = !DILocation(line: 100, column: 3, scope: !100)
!192 = !DILocation(line: 107, column: 3, scope: !84)
!193 = !DILocalVariable(name: "arg", arg: 2, scope: !194, file: !3, line: 43, type: !10)
!194 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !195, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !203, retainedNodes: !200)
!195 = !DISubroutineType(types: !196)
!196 = !{!10, !197, !10}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 32)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !10}
!200 = !{!201, !193, !202}
!201 = !DILocalVariable(name: "f", arg: 1, scope: !194, file: !3, line: 43, type: !197)
!202 = !DILocalVariable(name: "v", scope: !194, file: !3, line: 46, type: !5)
!203 = !{!204}
!204 = !DITemplateTypeParameter(name: "T", type: !5)
!205 = !DILocation(line: 0, scope: !194, inlinedAt: !206)
!206 = distinct !DILocation(line: 109, column: 57, scope: !84)
!207 = !DILocalVariable(name: "x", arg: 1, scope: !208, file: !3, line: 54, type: !10)
!208 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !198, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !209)
!209 = !{!207}
!210 = !DILocation(line: 0, scope: !208, inlinedAt: !211)
!211 = distinct !DILocation(line: 45, column: 5, scope: !212, inlinedAt: !206)
!212 = distinct !DILexicalBlock(scope: !194, file: !3, line: 44, column: 7)
!213 = !DILocation(line: 54, column: 34, scope: !208, inlinedAt: !211)
!214 = !{!215, !215, i64 0}
!215 = !{!"short", !51, i64 0}
!216 = !DILocation(line: 52, column: 1, scope: !212, inlinedAt: !206)
!217 = !DILocation(line: 46, column: 3, scope: !212, inlinedAt: !206)
!218 = !DILocation(line: 50, column: 3, scope: !219, inlinedAt: !206)
!219 = distinct !DILexicalBlock(scope: !194, file: !3, line: 48, column: 17)
!220 = !DILocation(line: 47, column: 17, scope: !221, inlinedAt: !206)
!221 = distinct !DILexicalBlock(scope: !194, file: !3, line: 46, column: 17)
!222 = !DILocation(line: 48, column: 3, scope: !221, inlinedAt: !206)
!223 = !DILocalVariable(name: "arg", arg: 2, scope: !224, file: !3, line: 43, type: !10)
!224 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !195, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !228, retainedNodes: !225)
!225 = !{!226, !223, !227}
!226 = !DILocalVariable(name: "f", arg: 1, scope: !224, file: !3, line: 43, type: !197)
!227 = !DILocalVariable(name: "v", scope: !224, file: !3, line: 46, type: !6)
!228 = !{!229}
!229 = !DITemplateTypeParameter(name: "T", type: !6)
!230 = !DILocation(line: 0, scope: !224, inlinedAt: !231)
!231 = distinct !DILocation(line: 110, column: 10, scope: !84)
!232 = !DILocalVariable(name: "x", arg: 1, scope: !233, file: !3, line: 55, type: !10)
!233 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !198, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !234)
!234 = !{!232}
!235 = !DILocation(line: 0, scope: !233, inlinedAt: !236)
!236 = distinct !DILocation(line: 45, column: 5, scope: !237, inlinedAt: !231)
!237 = distinct !DILexicalBlock(scope: !224, file: !3, line: 44, column: 7)
!238 = !DILocation(line: 55, column: 33, scope: !233, inlinedAt: !236)
!239 = !{!240, !240, i64 0}
!240 = !{!"long long", !51, i64 0}
!241 = !DILocation(line: 52, column: 1, scope: !237, inlinedAt: !231)
!242 = !DILocation(line: 46, column: 3, scope: !237, inlinedAt: !231)
!243 = !DILocation(line: 50, column: 3, scope: !244, inlinedAt: !231)
!244 = distinct !DILexicalBlock(scope: !224, file: !3, line: 48, column: 17)
!245 = !DILocation(line: 47, column: 17, scope: !246, inlinedAt: !231)
!246 = distinct !DILexicalBlock(scope: !224, file: !3, line: 46, column: 17)
!247 = !DILocation(line: 48, column: 3, scope: !246, inlinedAt: !231)
!248 = !DILocalVariable(name: "arg", arg: 2, scope: !249, file: !3, line: 43, type: !10)
!249 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !195, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !253, retainedNodes: !250)
!250 = !{!251, !248, !252}
!251 = !DILocalVariable(name: "f", arg: 1, scope: !249, file: !3, line: 43, type: !197)
!252 = !DILocalVariable(name: "v", scope: !249, file: !3, line: 46, type: !10)
!253 = !{!254}
!254 = !DITemplateTypeParameter(name: "T", type: !10)
!255 = !DILocation(line: 0, scope: !249, inlinedAt: !256)
!256 = distinct !DILocation(line: 110, column: 46, scope: !84)
!257 = !DILocation(line: 0, scope: !208, inlinedAt: !258)
!258 = distinct !DILocation(line: 45, column: 5, scope: !259, inlinedAt: !256)
!259 = distinct !DILexicalBlock(scope: !249, file: !3, line: 44, column: 7)
!260 = !DILocation(line: 54, column: 34, scope: !208, inlinedAt: !258)
!261 = !DILocation(line: 52, column: 1, scope: !259, inlinedAt: !256)
!262 = !DILocation(line: 46, column: 3, scope: !259, inlinedAt: !256)
!263 = !DILocation(line: 50, column: 3, scope: !264, inlinedAt: !256)
!264 = distinct !DILexicalBlock(scope: !249, file: !3, line: 48, column: 17)
!265 = !DILocation(line: 48, column: 3, scope: !266, inlinedAt: !256)
!266 = distinct !DILexicalBlock(scope: !249, file: !3, line: 46, column: 17)
!267 = !DILocalVariable(name: "x", arg: 1, scope: !268, file: !3, line: 36, type: !10)
!268 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !269, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !271)
!269 = !DISubroutineType(types: !270)
!270 = !{!10, !10}
!271 = !{!267}
!272 = !DILocation(line: 0, scope: !268, inlinedAt: !273)
!273 = distinct !DILocation(line: 102, column: 13, scope: !274)
!274 = distinct !DILexicalBlock(scope: !102, file: !3, line: 101, column: 9)
!275 = !DILocation(line: 37, column: 9, scope: !276, inlinedAt: !273)
!276 = distinct !DILexicalBlock(scope: !268, file: !3, line: 37, column: 7)
!277 = !DILocation(line: 37, column: 7, scope: !268, inlinedAt: !273)
!278 = !DILocation(line: 37, column: 14, scope: !276, inlinedAt: !273)
!279 = !DILocation(line: 37, column: 22, scope: !276, inlinedAt: !273)
!280 = !DILocation(line: 39, column: 1, scope: !276, inlinedAt: !273)
!281 = !DILocation(line: 38, column: 3, scope: !268, inlinedAt: !273)
!282 = !DILocation(line: 102, column: 10, scope: !274)
!283 = !DILocation(line: 103, column: 5, scope: !274)
!284 = !DILocation(line: 127, column: 1, scope: !274)
!285 = !DILocation(line: 0, scope: !102)
!286 = !DILocation(line: 104, column: 7, scope: !287)
!287 = distinct !DILexicalBlock(scope: !102, file: !3, line: 103, column: 21)
!288 = !DILocation(line: 105, column: 5, scope: !287)
!289 = !DILocation(line: 100, column: 26, scope: !103)
!290 = !DILocation(line: 100, column: 21, scope: !103)
!291 = distinct !{!291, !191, !292, !293}
!292 = !DILocation(line: 106, column: 3, scope: !100)
!293 = !{!"llvm.loop.mustprogress"}
!294 = !DILocation(line: 113, column: 16, scope: !295, inlinedAt: !309)
!295 = distinct !DILexicalBlock(scope: !296, file: !3, line: 113, column: 9)
!296 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !105, file: !3, line: 112, type: !297, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !301, retainedNodes: !305)
!297 = !DISubroutineType(types: !298)
!298 = !{null, !299, !10}
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!301 = !DISubprogram(name: "operator()", scope: !105, file: !3, line: 112, type: !302, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!302 = !DISubroutineType(types: !303)
!303 = !{!304, !299, !10}
!304 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!305 = !{!306, !308}
!306 = !DILocalVariable(name: "this", arg: 1, scope: !296, type: !307, flags: DIFlagArtificial | DIFlagObjectPointer)
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 32)
!308 = !DILocalVariable(name: "k", arg: 2, scope: !296, file: !3, line: 112, type: !10)
!309 = distinct !DILocation(line: 118, column: 7, scope: !310)
!310 = distinct !DILexicalBlock(scope: !112, file: !3, line: 117, column: 9)
!311 = !DILocation(line: 109, column: 3, scope: !84)
!312 = !DILocation(line: 0, scope: !110)
!313 = !DILocation(line: 0, scope: !296, inlinedAt: !309)
!314 = !DILocation(line: 113, column: 22, scope: !295, inlinedAt: !309)
!315 = !DILocation(line: 115, column: 3, scope: !295, inlinedAt: !309)
!316 = !DILocation(line: 127, column: 1, scope: !310)
!317 = !DILocation(line: 119, column: 5, scope: !310)
!318 = !DILocation(line: 0, scope: !112)
!319 = !DILocation(line: 120, column: 46, scope: !320)
!320 = distinct !DILexicalBlock(scope: !112, file: !3, line: 119, column: 26)
!321 = !{!322, !50, i64 0}
!322 = !{!"_ZTS7Fragile", !50, i64 0}
!323 = !DILocation(line: 120, column: 7, scope: !320)
!324 = !DILocation(line: 121, column: 5, scope: !320)
!325 = !DILocation(line: 0, scope: !116)
!326 = !DILocation(line: 124, column: 3, scope: !116)
!327 = !DILocation(line: 114, column: 8, scope: !296, inlinedAt: !309)
!328 = !DILocation(line: 125, column: 64, scope: !84)
!329 = !DILocation(line: 125, column: 72, scope: !84)
!330 = !DILocation(line: 125, column: 79, scope: !84)
!331 = !DILocation(line: 125, column: 86, scope: !84)
!332 = !DILocation(line: 125, column: 3, scope: !84)
!333 = !DILocation(line: 126, column: 3, scope: !84)
!334 = !DILocalVariable(name: "depth", arg: 1, scope: !335, file: !3, line: 63, type: !10)
!335 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !269, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !336)
!336 = !{!334, !337, !348, !350, !352, !353, !355}
!337 = !DILocalVariable(name: "s1", scope: !335, file: !3, line: 64, type: !338)
!338 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !339, identifier: "_ZTS5Scope")
!339 = !{!340, !341, !345}
!340 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !338, file: !3, line: 58, baseType: !92, size: 32)
!341 = !DISubprogram(name: "Scope", scope: !338, file: !3, line: 59, type: !342, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!342 = !DISubroutineType(types: !343)
!343 = !{null, !344, !92}
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!345 = !DISubprogram(name: "~Scope", scope: !338, file: !3, line: 60, type: !346, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!346 = !DISubroutineType(types: !347)
!347 = !{null, !344}
!348 = !DILocalVariable(name: "s2", scope: !349, file: !3, line: 66, type: !338)
!349 = distinct !DILexicalBlock(scope: !335, file: !3, line: 65, column: 7)
!350 = !DILocalVariable(name: "s3", scope: !351, file: !3, line: 68, type: !338)
!351 = distinct !DILexicalBlock(scope: !349, file: !3, line: 67, column: 9)
!352 = !DILocalVariable(name: "d", scope: !349, file: !3, line: 70, type: !10)
!353 = !DILocalVariable(name: "s4", scope: !354, file: !3, line: 71, type: !338)
!354 = distinct !DILexicalBlock(scope: !349, file: !3, line: 70, column: 21)
!355 = !DILocalVariable(name: "d", scope: !335, file: !3, line: 75, type: !10)
!356 = !DILocation(line: 0, scope: !335, inlinedAt: !357)
!357 = distinct !DILocation(line: 124, column: 63, scope: !358)
!358 = distinct !DILexicalBlock(scope: !116, file: !3, line: 124, column: 3)
!359 = !DILocation(line: 0, scope: !349, inlinedAt: !357)
!360 = !DILocation(line: 0, scope: !351, inlinedAt: !357)
!361 = !DILocation(line: 69, column: 17, scope: !362, inlinedAt: !357)
!362 = distinct !DILexicalBlock(scope: !351, file: !3, line: 69, column: 11)
!363 = !DILocation(line: 69, column: 11, scope: !351, inlinedAt: !357)
!364 = !DILocation(line: 69, column: 22, scope: !362, inlinedAt: !357)
!365 = !DILocation(line: 79, column: 1, scope: !362, inlinedAt: !357)
!366 = !DILocalVariable(name: "this", arg: 1, scope: !367, type: !369, flags: DIFlagArtificial | DIFlagObjectPointer)
!367 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD1Ev", scope: !338, file: !3, line: 60, type: !346, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !345, retainedNodes: !368)
!368 = !{!366}
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 32)
!370 = !DILocation(line: 0, scope: !367, inlinedAt: !371)
!371 = distinct !DILocation(line: 70, column: 5, scope: !349, inlinedAt: !357)
!372 = !DILocalVariable(name: "this", arg: 1, scope: !373, type: !369, flags: DIFlagArtificial | DIFlagObjectPointer)
!373 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !338, file: !3, line: 60, type: !346, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !345, retainedNodes: !374)
!374 = !{!372}
!375 = !DILocation(line: 0, scope: !373, inlinedAt: !376)
!376 = distinct !DILocation(line: 60, column: 12, scope: !367, inlinedAt: !371)
!377 = !DILocation(line: 60, column: 14, scope: !378, inlinedAt: !376)
!378 = distinct !DILexicalBlock(scope: !373, file: !3, line: 60, column: 12)
!379 = !DILocation(line: 70, column: 5, scope: !351, inlinedAt: !357)
!380 = !DILocation(line: 0, scope: !354, inlinedAt: !357)
!381 = !DILocation(line: 72, column: 13, scope: !382, inlinedAt: !357)
!382 = distinct !DILexicalBlock(scope: !354, file: !3, line: 72, column: 11)
!383 = !DILocation(line: 72, column: 11, scope: !354, inlinedAt: !357)
!384 = !DILocation(line: 72, column: 18, scope: !382, inlinedAt: !357)
!385 = !DILocation(line: 72, column: 26, scope: !382, inlinedAt: !357)
!386 = !DILocation(line: 79, column: 1, scope: !382, inlinedAt: !357)
!387 = !DILocation(line: 0, scope: !367, inlinedAt: !388)
!388 = distinct !DILocation(line: 74, column: 5, scope: !349, inlinedAt: !357)
!389 = !DILocation(line: 0, scope: !373, inlinedAt: !390)
!390 = distinct !DILocation(line: 60, column: 12, scope: !367, inlinedAt: !388)
!391 = !DILocation(line: 60, column: 14, scope: !378, inlinedAt: !390)
!392 = !DILocation(line: 74, column: 5, scope: !354, inlinedAt: !357)
!393 = !DILocation(line: 0, scope: !367, inlinedAt: !394)
!394 = distinct !DILocation(line: 74, column: 5, scope: !349, inlinedAt: !357)
!395 = !DILocation(line: 0, scope: !373, inlinedAt: !396)
!396 = distinct !DILocation(line: 60, column: 12, scope: !367, inlinedAt: !394)
!397 = !DILocation(line: 60, column: 14, scope: !378, inlinedAt: !396)
!398 = !DILocation(line: 0, scope: !367, inlinedAt: !399)
!399 = distinct !DILocation(line: 75, column: 3, scope: !335, inlinedAt: !357)
!400 = !DILocation(line: 0, scope: !373, inlinedAt: !401)
!401 = distinct !DILocation(line: 60, column: 12, scope: !367, inlinedAt: !399)
!402 = !DILocation(line: 60, column: 14, scope: !378, inlinedAt: !401)
!403 = !DILocation(line: 0, scope: !367, inlinedAt: !404)
!404 = distinct !DILocation(line: 70, column: 5, scope: !349, inlinedAt: !357)
!405 = !DILocation(line: 0, scope: !373, inlinedAt: !406)
!406 = distinct !DILocation(line: 60, column: 12, scope: !367, inlinedAt: !404)
!407 = !DILocation(line: 60, column: 14, scope: !378, inlinedAt: !406)
!408 = !DILocation(line: 0, scope: !367, inlinedAt: !409)
!409 = distinct !DILocation(line: 75, column: 3, scope: !335, inlinedAt: !357)
!410 = !DILocation(line: 0, scope: !373, inlinedAt: !411)
!411 = distinct !DILocation(line: 60, column: 12, scope: !367, inlinedAt: !409)
!412 = !DILocation(line: 60, column: 14, scope: !378, inlinedAt: !411)
!413 = !DILocation(line: 75, column: 3, scope: !349, inlinedAt: !357)
!414 = !DILocation(line: 76, column: 14, scope: !415, inlinedAt: !357)
!415 = distinct !DILexicalBlock(scope: !335, file: !3, line: 75, column: 19)
!416 = !DILocation(line: 77, column: 3, scope: !415, inlinedAt: !357)
!417 = !DILocation(line: 0, scope: !367, inlinedAt: !418)
!418 = distinct !DILocation(line: 79, column: 1, scope: !335, inlinedAt: !357)
!419 = !DILocation(line: 0, scope: !373, inlinedAt: !420)
!420 = distinct !DILocation(line: 60, column: 12, scope: !367, inlinedAt: !418)
!421 = !DILocation(line: 60, column: 14, scope: !378, inlinedAt: !420)
!422 = !DILocation(line: 0, scope: !367, inlinedAt: !423)
!423 = distinct !DILocation(line: 79, column: 1, scope: !335, inlinedAt: !357)
!424 = !DILocation(line: 0, scope: !373, inlinedAt: !425)
!425 = distinct !DILocation(line: 60, column: 12, scope: !367, inlinedAt: !423)
!426 = !DILocation(line: 60, column: 14, scope: !378, inlinedAt: !425)
!427 = !DILocation(line: 124, column: 31, scope: !358)
!428 = !DILocation(line: 124, column: 26, scope: !358)
!429 = !DILocation(line: 124, column: 21, scope: !358)
!430 = distinct !{!430, !326, !431, !293}
!431 = !DILocation(line: 124, column: 73, scope: !116)
!432 = !DILocation(line: 0, scope: !121)
!433 = !DILocation(line: 0, scope: !127, inlinedAt: !434)
!434 = distinct !DILocation(line: 27, column: 34, scope: !121)
!435 = !DILocation(line: 27, column: 29, scope: !127, inlinedAt: !434)
!436 = !DILocation(line: 28, column: 11, scope: !133, inlinedAt: !434)
!437 = !DILocation(line: 28, column: 9, scope: !134, inlinedAt: !434)
!438 = !DILocation(line: 28, column: 18, scope: !133, inlinedAt: !434)
!439 = !DILocation(line: 29, column: 5, scope: !134, inlinedAt: !434)
!440 = !DILocation(line: 30, column: 3, scope: !121)
!441 = !DILocation(line: 0, scope: !168)
!442 = !DILocation(line: 0, scope: !173, inlinedAt: !443)
!443 = distinct !DILocation(line: 31, column: 14, scope: !168)
!444 = !DILocation(line: 31, column: 16, scope: !179, inlinedAt: !443)
!445 = !DILocation(line: 31, column: 25, scope: !168)
