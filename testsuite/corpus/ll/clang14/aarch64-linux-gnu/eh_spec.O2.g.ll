; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Fragile = type { i32 }
%class.anon = type { i32* }
%struct.Scope = type { i8* }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal unnamed_addr global i32 0, align 4, !dbg !0
@_ZL5frees = internal unnamed_addr global i32 0, align 4, !dbg !36
@_ZN7Fragile6budgetE = dso_local local_unnamed_addr global i32 0, align 4, !dbg !34
@_ZTIPKc = external constant i8*
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal unnamed_addr global i32 0, align 4, !dbg !38
@_ZL5dtors = internal unnamed_addr global i32 0, align 4, !dbg !40
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, comdat, align 8
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

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znwm(i64 noundef %0) local_unnamed_addr #0 !dbg !54 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !60, metadata !DIExpression()), !dbg !61
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !62, !tbaa !63
  %3 = add nsw i32 %2, 1, !dbg !62
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !62, !tbaa !63
  %4 = tail call i8* @malloc(i64 noundef %0), !dbg !67
  ret i8* %4, !dbg !68
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znam(i64 noundef %0) local_unnamed_addr #0 !dbg !69 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !71, metadata !DIExpression()), !dbg !72
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !73, !tbaa !63
  %3 = add nsw i32 %2, 1, !dbg !73
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !73, !tbaa !63
  %4 = tail call i8* @malloc(i64 noundef %0), !dbg !74
  ret i8* %4, !dbg !75
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdlPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !76 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !80, metadata !DIExpression()), !dbg !81
  %2 = icmp eq i8* %0, null, !dbg !82
  br i1 %2, label %6, label %3, !dbg !84

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !85, !tbaa !63
  %5 = add nsw i32 %4, 1, !dbg !85
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !85, !tbaa !63
  br label %6, !dbg !85

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !86
  ret void, !dbg !87
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdaPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !88 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !90, metadata !DIExpression()), !dbg !91
  %2 = icmp eq i8* %0, null, !dbg !92
  br i1 %2, label %6, label %3, !dbg !94

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !95, !tbaa !63
  %5 = add nsw i32 %4, 1, !dbg !95
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !95, !tbaa !63
  br label %6, !dbg !95

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !96
  ret void, !dbg !97
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !98 {
  call void @llvm.dbg.value(metadata i64 4, metadata !60, metadata !DIExpression()) #10, !dbg !128
  %1 = load i32, i32* @_ZL6allocs, align 4, !dbg !130, !tbaa !63
  %2 = add nsw i32 %1, 1, !dbg !130
  store i32 %2, i32* @_ZL6allocs, align 4, !dbg !130, !tbaa !63
  call void @llvm.dbg.value(metadata %struct.Fragile* poison, metadata !131, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 13, metadata !134, metadata !DIExpression()), !dbg !135
  %3 = tail call i8* @__cxa_allocate_exception(i64 8) #10, !dbg !137
  %4 = bitcast i8* %3 to i8**, !dbg !137
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %4, align 16, !dbg !137, !tbaa !140
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11
          to label %5 unwind label %6, !dbg !137

5:                                                ; preds = %0
  unreachable, !dbg !137

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !142
  call void @llvm.dbg.value(metadata i8* undef, metadata !80, metadata !DIExpression()) #10, !dbg !143
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !145, !tbaa !63
  %9 = add nsw i32 %8, 1, !dbg !145
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !145, !tbaa !63
  %10 = extractvalue { i8*, i32 } %7, 1, !dbg !142
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #10, !dbg !146
  %12 = icmp eq i32 %10, %11, !dbg !146
  br i1 %12, label %13, label %222, !dbg !146

13:                                               ; preds = %6
  %14 = extractvalue { i8*, i32 } %7, 0, !dbg !142
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10, !dbg !146
  call void @llvm.dbg.value(metadata i8* %15, metadata !105, metadata !DIExpression()), !dbg !147
  %16 = load i32, i32* @_ZL6allocs, align 4, !dbg !148, !tbaa !63
  %17 = load i32, i32* @_ZL5frees, align 4, !dbg !150, !tbaa !63
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i8* noundef %15, i32 noundef %16, i32 noundef %17), !dbg !151
  tail call void @__cxa_end_catch() #10, !dbg !152
  call void @llvm.dbg.value(metadata i64 28, metadata !71, metadata !DIExpression()) #10, !dbg !153
  %19 = load i32, i32* @_ZL6allocs, align 4, !dbg !155, !tbaa !63
  %20 = add nsw i32 %19, 1, !dbg !155
  store i32 %20, i32* @_ZL6allocs, align 4, !dbg !155, !tbaa !63
  %21 = load i32, i32* @_ZL5ctors, align 4, !tbaa !63
  call void @llvm.dbg.value(metadata i8* poison, metadata !156, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i8* poison, metadata !156, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i8* poison, metadata !156, metadata !DIExpression()), !dbg !159
  %22 = add nsw i32 %21, 3, !dbg !161
  store i32 %22, i32* @_ZL5ctors, align 4, !dbg !161, !tbaa !63
  call void @llvm.dbg.value(metadata i8* poison, metadata !156, metadata !DIExpression()), !dbg !159
  store i32 -1, i32* @_ZN7Fragile6budgetE, align 4, !dbg !159, !tbaa !63
  %23 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !163
  %24 = bitcast i8* %23 to i32*, !dbg !163
  %25 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !165, !tbaa !63
  store i32 %25, i32* %24, align 16, !dbg !163, !tbaa !63
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %26 unwind label %27, !dbg !163

26:                                               ; preds = %13
  unreachable, !dbg !163

27:                                               ; preds = %13
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !166
  call void @llvm.dbg.value(metadata i8* poison, metadata !156, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i8* poison, metadata !156, metadata !DIExpression()), !dbg !159
  %29 = load i32, i32* @_ZL5dtors, align 4, !tbaa !63
  call void @llvm.dbg.value(metadata i32 undef, metadata !167, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value)), !dbg !170
  %30 = add i32 %29, 3, !dbg !172
  store i32 %30, i32* @_ZL5dtors, align 4, !dbg !173, !tbaa !63
  call void @llvm.dbg.value(metadata i8* undef, metadata !90, metadata !DIExpression()) #10, !dbg !175
  %31 = load i32, i32* @_ZL5frees, align 4, !dbg !177, !tbaa !63
  %32 = add nsw i32 %31, 1, !dbg !177
  store i32 %32, i32* @_ZL5frees, align 4, !dbg !177, !tbaa !63
  %33 = extractvalue { i8*, i32 } %28, 1, !dbg !166
  %34 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !178
  %35 = icmp eq i32 %33, %34, !dbg !178
  br i1 %35, label %36, label %222, !dbg !178

36:                                               ; preds = %27
  %37 = extractvalue { i8*, i32 } %28, 0, !dbg !166
  %38 = tail call i8* @__cxa_begin_catch(i8* %37) #10, !dbg !178
  %39 = bitcast i8* %38 to i32*, !dbg !178
  %40 = load i32, i32* %39, align 4, !dbg !178, !tbaa !63
  call void @llvm.dbg.value(metadata i32 %40, metadata !108, metadata !DIExpression()), !dbg !147
  %41 = load i32, i32* @_ZL5ctors, align 4, !dbg !179, !tbaa !63
  %42 = load i32, i32* @_ZL5dtors, align 4, !dbg !181, !tbaa !63
  %43 = load i32, i32* @_ZL5frees, align 4, !dbg !182, !tbaa !63
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i64 0, i64 0), i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43), !dbg !183
  tail call void @__cxa_end_catch() #10, !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 0, metadata !110, metadata !DIExpression()), !dbg !185
  br label %95, !dbg !186

45:                                               ; preds = %127
  call void @llvm.dbg.value(metadata i32 %128, metadata !109, metadata !DIExpression()), !dbg !147
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), i32 noundef %128, i32 noundef 2, i32 noundef 0), !dbg !187
  call void @llvm.dbg.value(metadata i32 7, metadata !188, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i32 7, metadata !202, metadata !DIExpression()), !dbg !205
  %47 = tail call i8* @__cxa_allocate_exception(i64 2) #10, !dbg !208
  %48 = bitcast i8* %47 to i16*, !dbg !208
  store i16 7, i16* %48, align 16, !dbg !208, !tbaa !209
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11
          to label %49 unwind label %50, !dbg !208

49:                                               ; preds = %45
  unreachable, !dbg !208

50:                                               ; preds = %45
  %51 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null, !dbg !211
  %52 = extractvalue { i8*, i32 } %51, 0, !dbg !211
  %53 = extractvalue { i8*, i32 } %51, 1, !dbg !211
  %54 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #10, !dbg !212
  %55 = icmp eq i32 %53, %54, !dbg !212
  %56 = tail call i8* @__cxa_begin_catch(i8* %52) #10, !dbg !200
  br i1 %55, label %57, label %61, !dbg !212

57:                                               ; preds = %50
  %58 = bitcast i8* %56 to i16*, !dbg !213
  %59 = load i16, i16* %58, align 2, !dbg !213, !tbaa !209
  call void @llvm.dbg.value(metadata i16 %59, metadata !197, metadata !DIExpression()), !dbg !200
  %60 = sext i16 %59 to i32, !dbg !215
  tail call void @__cxa_end_catch() #10, !dbg !217
  br label %62

61:                                               ; preds = %50
  tail call void @__cxa_end_catch(), !dbg !213
  br label %62

62:                                               ; preds = %57, %61
  %63 = phi i32 [ %60, %57 ], [ -1, %61 ], !dbg !200
  call void @llvm.dbg.value(metadata i32 3, metadata !218, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 3, metadata !227, metadata !DIExpression()), !dbg !230
  %64 = tail call i8* @__cxa_allocate_exception(i64 8) #10, !dbg !233
  %65 = bitcast i8* %64 to i64*, !dbg !233
  store i64 3000, i64* %65, align 16, !dbg !233, !tbaa !234
  invoke void @__cxa_throw(i8* nonnull %64, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #11
          to label %66 unwind label %67, !dbg !233

66:                                               ; preds = %62
  unreachable, !dbg !233

67:                                               ; preds = %62
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null, !dbg !236
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !236
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !236
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #10, !dbg !237
  %72 = icmp eq i32 %70, %71, !dbg !237
  %73 = tail call i8* @__cxa_begin_catch(i8* %69) #10, !dbg !225
  br i1 %72, label %74, label %78, !dbg !237

74:                                               ; preds = %67
  %75 = bitcast i8* %73 to i64*, !dbg !238
  %76 = load i64, i64* %75, align 8, !dbg !238, !tbaa !234
  call void @llvm.dbg.value(metadata i64 %76, metadata !222, metadata !DIExpression()), !dbg !225
  %77 = trunc i64 %76 to i32, !dbg !240
  tail call void @__cxa_end_catch() #10, !dbg !242
  br label %79

78:                                               ; preds = %67
  tail call void @__cxa_end_catch(), !dbg !238
  br label %79

79:                                               ; preds = %74, %78
  %80 = phi i32 [ %77, %74 ], [ -1, %78 ], !dbg !225
  call void @llvm.dbg.value(metadata i32 1, metadata !243, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i32 1, metadata !202, metadata !DIExpression()), !dbg !252
  %81 = tail call i8* @__cxa_allocate_exception(i64 2) #10, !dbg !255
  %82 = bitcast i8* %81 to i16*, !dbg !255
  store i16 1, i16* %82, align 16, !dbg !255, !tbaa !209
  invoke void @__cxa_throw(i8* nonnull %81, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11
          to label %83 unwind label %84, !dbg !255

83:                                               ; preds = %79
  unreachable, !dbg !255

84:                                               ; preds = %79
  %85 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null, !dbg !256
  %86 = extractvalue { i8*, i32 } %85, 0, !dbg !256
  %87 = extractvalue { i8*, i32 } %85, 1, !dbg !256
  %88 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !257
  %89 = icmp eq i32 %87, %88, !dbg !257
  %90 = tail call i8* @__cxa_begin_catch(i8* %86) #10, !dbg !250
  br i1 %89, label %91, label %94, !dbg !257

91:                                               ; preds = %84
  %92 = bitcast i8* %90 to i32*, !dbg !258
  %93 = load i32, i32* %92, align 4, !dbg !258, !tbaa !63
  call void @llvm.dbg.value(metadata i32 %93, metadata !247, metadata !DIExpression()), !dbg !250
  tail call void @__cxa_end_catch() #10, !dbg !260
  br label %132

94:                                               ; preds = %84
  tail call void @__cxa_end_catch(), !dbg !258
  br label %132

95:                                               ; preds = %36, %127
  %96 = phi i32 [ 0, %36 ], [ %129, %127 ]
  %97 = phi i32 [ 0, %36 ], [ %128, %127 ]
  call void @llvm.dbg.value(metadata i32 %96, metadata !110, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 %96, metadata !262, metadata !DIExpression()), !dbg !267
  %98 = icmp ugt i32 %96, 2, !dbg !270
  br i1 %98, label %99, label %111, !dbg !272

99:                                               ; preds = %95
  %100 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !273
  %101 = bitcast i8* %100 to i32*, !dbg !273
  %102 = shl nuw nsw i32 %96, 1, !dbg !274
  store i32 %102, i32* %101, align 16, !dbg !273, !tbaa !63
  invoke void @__cxa_throw(i8* nonnull %100, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %110 unwind label %103, !dbg !273

103:                                              ; preds = %99
  %104 = landingpad { i8*, i32 }
          cleanup
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !275
  %105 = extractvalue { i8*, i32 } %104, 1, !dbg !275
  %106 = icmp slt i32 %105, 0, !dbg !276
  br i1 %106, label %107, label %116, !dbg !276

107:                                              ; preds = %103
  %108 = extractvalue { i8*, i32 } %104, 0, !dbg !275
  invoke void @__cxa_call_unexpected(i8* %108) #11
          to label %109 unwind label %113, !dbg !276

109:                                              ; preds = %107
  unreachable, !dbg !276

110:                                              ; preds = %99
  unreachable

111:                                              ; preds = %95
  call void @llvm.dbg.value(metadata i32 %97, metadata !109, metadata !DIExpression()), !dbg !147
  %112 = add nsw i32 %96, %97, !dbg !277
  call void @llvm.dbg.value(metadata i32 %112, metadata !109, metadata !DIExpression()), !dbg !147
  br label %127, !dbg !278

113:                                              ; preds = %107
  %114 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !279
  %115 = extractvalue { i8*, i32 } %114, 1, !dbg !279
  br label %116, !dbg !279

116:                                              ; preds = %103, %113
  %117 = phi i32 [ %105, %103 ], [ %115, %113 ], !dbg !279
  %118 = phi { i8*, i32 } [ %104, %103 ], [ %114, %113 ]
  %119 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !278
  %120 = icmp eq i32 %117, %119, !dbg !278
  br i1 %120, label %121, label %222, !dbg !278

121:                                              ; preds = %116
  %122 = extractvalue { i8*, i32 } %118, 0, !dbg !279
  %123 = tail call i8* @__cxa_begin_catch(i8* %122) #10, !dbg !278
  %124 = bitcast i8* %123 to i32*, !dbg !278
  %125 = load i32, i32* %124, align 4, !dbg !278, !tbaa !63
  call void @llvm.dbg.value(metadata i32 %125, metadata !112, metadata !DIExpression()), !dbg !280
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %125), !dbg !281
  tail call void @__cxa_end_catch() #10, !dbg !283
  br label %127, !dbg !283

127:                                              ; preds = %111, %121
  %128 = phi i32 [ %97, %121 ], [ %112, %111 ], !dbg !147
  %129 = add nuw nsw i32 %96, 1, !dbg !284
  call void @llvm.dbg.value(metadata i32 %129, metadata !110, metadata !DIExpression()), !dbg !185
  %130 = icmp eq i32 %129, 5, !dbg !285
  br i1 %130, label %45, label %95, !dbg !186, !llvm.loop !286

131:                                              ; preds = %157, %139
  unreachable, !dbg !289

132:                                              ; preds = %94, %91
  %133 = phi i32 [ %93, %91 ], [ -1, %94 ], !dbg !250
  %134 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i64 0, i64 0), i32 noundef %63, i32 noundef %80, i32 noundef %133), !dbg !306
  call void @llvm.dbg.value(metadata i32* undef, metadata !115, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 1, metadata !120, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !301, metadata !DIExpression()), !dbg !308
  call void @llvm.dbg.value(metadata i32 1, metadata !303, metadata !DIExpression()), !dbg !308
  %135 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !289
  %136 = bitcast i8* %135 to %struct.Fragile*, !dbg !289
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %136, i32 noundef 3)
          to label %139 unwind label %137, !dbg !309

137:                                              ; preds = %132
  %138 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !310
  tail call void @__cxa_free_exception(i8* %135) #10, !dbg !289
  br label %142

139:                                              ; preds = %132
  invoke void @__cxa_throw(i8* %135, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11
          to label %131 unwind label %140, !dbg !289

140:                                              ; preds = %139
  %141 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !311
  br label %142, !dbg !311

142:                                              ; preds = %140, %137
  %143 = phi { i8*, i32 } [ %141, %140 ], [ %138, %137 ]
  %144 = extractvalue { i8*, i32 } %143, 1, !dbg !311
  %145 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #10, !dbg !312
  %146 = icmp eq i32 %144, %145, !dbg !312
  br i1 %146, label %147, label %222, !dbg !312

147:                                              ; preds = %142
  %148 = extractvalue { i8*, i32 } %143, 0, !dbg !311
  %149 = tail call i8* @__cxa_begin_catch(i8* %148) #10, !dbg !312
  call void @llvm.dbg.value(metadata i8* %149, metadata !122, metadata !DIExpression()), !dbg !313
  %150 = bitcast i8* %149 to i32*, !dbg !314
  %151 = load i32, i32* %150, align 4, !dbg !314, !tbaa !316
  %152 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %151), !dbg !318
  tail call void @__cxa_end_catch(), !dbg !319
  call void @llvm.dbg.value(metadata i32 2, metadata !120, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !301, metadata !DIExpression()), !dbg !308
  call void @llvm.dbg.value(metadata i32 2, metadata !303, metadata !DIExpression()), !dbg !308
  call void @llvm.dbg.value(metadata i32 3, metadata !120, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata i32 3, metadata !303, metadata !DIExpression()), !dbg !308
  %153 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !289
  %154 = bitcast i8* %153 to %struct.Fragile*, !dbg !289
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %154, i32 noundef 9)
          to label %157 unwind label %155, !dbg !309

155:                                              ; preds = %147
  %156 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !310
  tail call void @__cxa_free_exception(i8* %153) #10, !dbg !289
  br label %160

157:                                              ; preds = %147
  invoke void @__cxa_throw(i8* %153, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11
          to label %131 unwind label %158, !dbg !289

158:                                              ; preds = %157
  %159 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !311
  br label %160, !dbg !311

160:                                              ; preds = %158, %155
  %161 = phi { i8*, i32 } [ %159, %158 ], [ %156, %155 ]
  %162 = extractvalue { i8*, i32 } %161, 1, !dbg !311
  %163 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #10, !dbg !312
  %164 = icmp eq i32 %162, %163, !dbg !312
  br i1 %164, label %165, label %222, !dbg !312

165:                                              ; preds = %160
  %166 = extractvalue { i8*, i32 } %161, 0, !dbg !311
  %167 = tail call i8* @__cxa_begin_catch(i8* %166) #10, !dbg !312
  call void @llvm.dbg.value(metadata i8* %167, metadata !122, metadata !DIExpression()), !dbg !313
  %168 = bitcast i8* %167 to i32*, !dbg !314
  %169 = load i32, i32* %168, align 4, !dbg !314, !tbaa !316
  %170 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %169), !dbg !318
  tail call void @__cxa_end_catch(), !dbg !319
  call void @llvm.dbg.value(metadata i32 4, metadata !120, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata i32 0, metadata !126, metadata !DIExpression()), !dbg !320
  br label %178, !dbg !321

171:                                              ; preds = %227
  %172 = add nsw i32 %128, 2, !dbg !322
  %173 = load i32, i32* @_ZL6allocs, align 4, !dbg !323, !tbaa !63
  %174 = load i32, i32* @_ZL5frees, align 4, !dbg !324, !tbaa !63
  %175 = load i32, i32* @_ZL5ctors, align 4, !dbg !325, !tbaa !63
  %176 = load i32, i32* @_ZL5dtors, align 4, !dbg !326, !tbaa !63
  call void @llvm.dbg.value(metadata i32 %172, metadata !109, metadata !DIExpression()), !dbg !147
  %177 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i64 0, i64 0), i32 noundef %173, i32 noundef %174, i32 noundef %175, i32 noundef %176, i32 noundef %172), !dbg !327
  ret i32 0, !dbg !328

178:                                              ; preds = %165, %227
  %179 = phi i32 [ 0, %165 ], [ %231, %227 ]
  call void @llvm.dbg.value(metadata i32 %179, metadata !126, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.value(metadata i32 %179, metadata !329, metadata !DIExpression()), !dbg !341
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0), metadata !332, metadata !DIExpression()), !dbg !341
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0), metadata !333, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0), metadata !335, metadata !DIExpression()), !dbg !345
  %180 = icmp eq i32 %179, 0, !dbg !346
  br i1 %180, label %190, label %181, !dbg !348

181:                                              ; preds = %178
  %182 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !349
  %183 = bitcast i8* %182 to i32*, !dbg !349
  store i32 %179, i32* %183, align 16, !dbg !349, !tbaa !63
  invoke void @__cxa_throw(i8* nonnull %182, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %226 unwind label %184, !dbg !349

184:                                              ; preds = %181
  %185 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !350
  %186 = extractvalue { i8*, i32 } %185, 0, !dbg !350
  %187 = extractvalue { i8*, i32 } %185, 1, !dbg !350
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !351, metadata !DIExpression()) #10, !dbg !355
  %188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0)) #10, !dbg !357
  %189 = icmp eq i32 %187, %88, !dbg !359
  br i1 %189, label %192, label %211, !dbg !359

190:                                              ; preds = %178
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !351, metadata !DIExpression()) #10, !dbg !360
  %191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0)) #10, !dbg !362
  br label %208, !dbg !363

192:                                              ; preds = %184
  %193 = tail call i8* @__cxa_begin_catch(i8* %186) #10, !dbg !359
  %194 = bitcast i8* %193 to i32*, !dbg !359
  %195 = load i32, i32* %194, align 4, !dbg !359, !tbaa !63
  call void @llvm.dbg.value(metadata i32 %195, metadata !337, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0), metadata !338, metadata !DIExpression()), !dbg !364
  %196 = icmp sgt i32 %195, 1, !dbg !365
  br i1 %196, label %197, label %206, !dbg !367

197:                                              ; preds = %192
  %198 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !368
  %199 = bitcast i8* %198 to i32*, !dbg !368
  %200 = add nuw nsw i32 %195, 10, !dbg !369
  store i32 %200, i32* %199, align 16, !dbg !368, !tbaa !63
  invoke void @__cxa_throw(i8* nonnull %198, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %226 unwind label %201, !dbg !368

201:                                              ; preds = %197
  %202 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !370
  %203 = extractvalue { i8*, i32 } %202, 0, !dbg !370
  %204 = extractvalue { i8*, i32 } %202, 1, !dbg !370
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !351, metadata !DIExpression()) #10, !dbg !371
  %205 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0)) #10, !dbg !373
  tail call void @__cxa_end_catch() #10, !dbg !374
  br label %211, !dbg !374

206:                                              ; preds = %192
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !351, metadata !DIExpression()) #10, !dbg !375
  %207 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0)) #10, !dbg !377
  tail call void @__cxa_end_catch() #10, !dbg !374
  br label %208

208:                                              ; preds = %206, %190
  %209 = phi i32 [ 0, %190 ], [ %195, %206 ]
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !351, metadata !DIExpression()) #10, !dbg !378
  %210 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0)) #10, !dbg !380
  br label %227

211:                                              ; preds = %201, %184
  %212 = phi i32 [ %204, %201 ], [ %187, %184 ], !dbg !344
  %213 = phi i8* [ %203, %201 ], [ %186, %184 ], !dbg !344
  %214 = phi { i8*, i32 } [ %202, %201 ], [ %185, %184 ], !dbg !363
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !351, metadata !DIExpression()) #10, !dbg !381
  %215 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0)) #10, !dbg !383
  %216 = icmp eq i32 %212, %88, !dbg !384
  br i1 %216, label %217, label %224, !dbg !384

217:                                              ; preds = %211
  %218 = tail call i8* @__cxa_begin_catch(i8* %213) #10, !dbg !384
  %219 = bitcast i8* %218 to i32*, !dbg !384
  %220 = load i32, i32* %219, align 4, !dbg !384, !tbaa !63
  call void @llvm.dbg.value(metadata i32 %220, metadata !340, metadata !DIExpression()), !dbg !341
  %221 = mul nsw i32 %220, 100, !dbg !385
  tail call void @__cxa_end_catch() #10, !dbg !387
  br label %227

222:                                              ; preds = %116, %142, %160, %6, %27, %224
  %223 = phi { i8*, i32 } [ %214, %224 ], [ %28, %27 ], [ %7, %6 ], [ %143, %142 ], [ %161, %160 ], [ %118, %116 ]
  resume { i8*, i32 } %223, !dbg !147

224:                                              ; preds = %211
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !351, metadata !DIExpression()) #10, !dbg !388
  %225 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0)) #10, !dbg !390
  br label %222

226:                                              ; preds = %197, %181
  unreachable

227:                                              ; preds = %208, %217
  %228 = phi i32 [ %221, %217 ], [ %209, %208 ], !dbg !341
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !351, metadata !DIExpression()) #10, !dbg !391
  %229 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0)) #10, !dbg !393
  %230 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %179, i32 noundef %228), !dbg !394
  %231 = add nuw nsw i32 %179, 1, !dbg !395
  call void @llvm.dbg.value(metadata i32 %231, metadata !126, metadata !DIExpression()), !dbg !320
  %232 = icmp eq i32 %231, 3, !dbg !396
  br i1 %232, label %171, label %178, !dbg !321, !llvm.loop !397
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !132 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !131, metadata !DIExpression()), !dbg !399
  call void @llvm.dbg.value(metadata i32 %1, metadata !134, metadata !DIExpression()), !dbg !399
  %3 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %0, i64 0, i32 0, !dbg !400
  store i32 %1, i32* %3, align 4, !dbg !400, !tbaa !316
  %4 = icmp eq i32 %1, 13, !dbg !401
  br i1 %4, label %5, label %8, !dbg !402

5:                                                ; preds = %2
  %6 = tail call i8* @__cxa_allocate_exception(i64 8) #10, !dbg !403
  %7 = bitcast i8* %6 to i8**, !dbg !403
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %7, align 16, !dbg !403, !tbaa !140
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11, !dbg !403
  unreachable, !dbg !403

8:                                                ; preds = %2
  %9 = load i32, i32* @_ZL5ctors, align 4, !dbg !404, !tbaa !63
  %10 = add nsw i32 %9, 1, !dbg !404
  store i32 %10, i32* @_ZL5ctors, align 4, !dbg !404, !tbaa !63
  ret void, !dbg !405
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !168 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !167, metadata !DIExpression()), !dbg !406
  %2 = load i32, i32* @_ZL5dtors, align 4, !dbg !407, !tbaa !63
  %3 = add nsw i32 %2, 1, !dbg !407
  store i32 %3, i32* @_ZL5dtors, align 4, !dbg !407, !tbaa !63
  ret void, !dbg !408
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2832c4f32d6b09cc254ff9b8a6a9bf1e")
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
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !29}
!33 = !{!34, !0, !36, !38, !40}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 1, !"branch-target-enforcement", i32 0}
!46 = !{i32 1, !"sign-return-address", i32 0}
!47 = !{i32 1, !"sign-return-address-all", i32 0}
!48 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!49 = !{i32 7, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 1}
!52 = !{i32 7, !"frame-pointer", i32 1}
!53 = !{!"Debian clang version 14.0.6"}
!54 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !55, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !58}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = !{!60}
!60 = !DILocalVariable(name: "n", arg: 1, scope: !54, file: !3, line: 15, type: !58)
!61 = !DILocation(line: 0, scope: !54)
!62 = !DILocation(line: 15, column: 39, scope: !54)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C++ TBAA"}
!67 = !DILocation(line: 15, column: 56, scope: !54)
!68 = !DILocation(line: 15, column: 49, scope: !54)
!69 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !55, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!70 = !{!71}
!71 = !DILocalVariable(name: "n", arg: 1, scope: !69, file: !3, line: 16, type: !58)
!72 = !DILocation(line: 0, scope: !69)
!73 = !DILocation(line: 16, column: 41, scope: !69)
!74 = !DILocation(line: 16, column: 58, scope: !69)
!75 = !DILocation(line: 16, column: 51, scope: !69)
!76 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !77, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !57}
!79 = !{!80}
!80 = !DILocalVariable(name: "p", arg: 1, scope: !76, file: !3, line: 17, type: !57)
!81 = !DILocation(line: 0, scope: !76)
!82 = !DILocation(line: 17, column: 45, scope: !83)
!83 = distinct !DILexicalBlock(scope: !76, file: !3, line: 17, column: 45)
!84 = !DILocation(line: 17, column: 45, scope: !76)
!85 = !DILocation(line: 17, column: 48, scope: !83)
!86 = !DILocation(line: 17, column: 57, scope: !76)
!87 = !DILocation(line: 17, column: 66, scope: !76)
!88 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !77, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!89 = !{!90}
!90 = !DILocalVariable(name: "p", arg: 1, scope: !88, file: !3, line: 18, type: !57)
!91 = !DILocation(line: 0, scope: !88)
!92 = !DILocation(line: 18, column: 47, scope: !93)
!93 = distinct !DILexicalBlock(scope: !88, file: !3, line: 18, column: 47)
!94 = !DILocation(line: 18, column: 47, scope: !88)
!95 = !DILocation(line: 18, column: 50, scope: !93)
!96 = !DILocation(line: 18, column: 59, scope: !88)
!97 = !DILocation(line: 18, column: 68, scope: !88)
!98 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !99, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{!10}
!101 = !{!102, !105, !106, !108, !109, !110, !112, !115, !120, !122, !126}
!102 = !DILocalVariable(name: "f", scope: !103, file: !3, line: 84, type: !104)
!103 = distinct !DILexicalBlock(scope: !98, file: !3, line: 83, column: 7)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!105 = !DILocalVariable(name: "msg", scope: !98, file: !3, line: 86, type: !23)
!106 = !DILocalVariable(name: "arr", scope: !107, file: !3, line: 93, type: !104)
!107 = distinct !DILexicalBlock(scope: !98, file: !3, line: 92, column: 7)
!108 = !DILocalVariable(name: "b", scope: !98, file: !3, line: 95, type: !10)
!109 = !DILocalVariable(name: "ok", scope: !98, file: !3, line: 99, type: !10)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 100, type: !10)
!111 = distinct !DILexicalBlock(scope: !98, file: !3, line: 100, column: 3)
!112 = !DILocalVariable(name: "e", scope: !113, file: !3, line: 103, type: !10)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 100, column: 31)
!114 = distinct !DILexicalBlock(scope: !111, file: !3, line: 100, column: 3)
!115 = !DILocalVariable(name: "thrower", scope: !98, file: !3, line: 112, type: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !98, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !117)
!117 = !{!118}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !116, file: !3, line: 112, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!120 = !DILocalVariable(name: "k", scope: !121, file: !3, line: 116, type: !10)
!121 = distinct !DILexicalBlock(scope: !98, file: !3, line: 116, column: 3)
!122 = !DILocalVariable(name: "f", scope: !123, file: !3, line: 119, type: !125)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 116, column: 31)
!124 = distinct !DILexicalBlock(scope: !121, file: !3, line: 116, column: 3)
!125 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!126 = !DILocalVariable(name: "d", scope: !127, file: !3, line: 124, type: !10)
!127 = distinct !DILexicalBlock(scope: !98, file: !3, line: 124, column: 3)
!128 = !DILocation(line: 0, scope: !54, inlinedAt: !129)
!129 = distinct !DILocation(line: 84, column: 18, scope: !103)
!130 = !DILocation(line: 15, column: 39, scope: !54, inlinedAt: !129)
!131 = !DILocalVariable(name: "this", arg: 1, scope: !132, type: !104, flags: DIFlagArtificial | DIFlagObjectPointer)
!132 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !133)
!133 = !{!131, !134}
!134 = !DILocalVariable(name: "x", arg: 2, scope: !132, file: !3, line: 27, type: !10)
!135 = !DILocation(line: 0, scope: !132, inlinedAt: !136)
!136 = distinct !DILocation(line: 84, column: 22, scope: !103)
!137 = !DILocation(line: 28, column: 18, scope: !138, inlinedAt: !136)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 28, column: 9)
!139 = distinct !DILexicalBlock(scope: !132, file: !3, line: 27, column: 34)
!140 = !{!141, !141, i64 0}
!141 = !{!"any pointer", !65, i64 0}
!142 = !DILocation(line: 127, column: 1, scope: !103)
!143 = !DILocation(line: 0, scope: !76, inlinedAt: !144)
!144 = distinct !DILocation(line: 84, column: 18, scope: !103)
!145 = !DILocation(line: 17, column: 48, scope: !83, inlinedAt: !144)
!146 = !DILocation(line: 86, column: 3, scope: !103)
!147 = !DILocation(line: 0, scope: !98)
!148 = !DILocation(line: 87, column: 51, scope: !149)
!149 = distinct !DILexicalBlock(scope: !98, file: !3, line: 86, column: 29)
!150 = !DILocation(line: 87, column: 59, scope: !149)
!151 = !DILocation(line: 87, column: 5, scope: !149)
!152 = !DILocation(line: 88, column: 3, scope: !149)
!153 = !DILocation(line: 0, scope: !69, inlinedAt: !154)
!154 = distinct !DILocation(line: 93, column: 20, scope: !107)
!155 = !DILocation(line: 16, column: 41, scope: !69, inlinedAt: !154)
!156 = !DILocalVariable(name: "this", arg: 1, scope: !157, type: !104, flags: DIFlagArtificial | DIFlagObjectPointer)
!157 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !158)
!158 = !{!156}
!159 = !DILocation(line: 0, scope: !157, inlinedAt: !160)
!160 = distinct !DILocation(line: 93, column: 20, scope: !107)
!161 = !DILocation(line: 25, column: 5, scope: !162, inlinedAt: !160)
!162 = distinct !DILexicalBlock(scope: !157, file: !3, line: 23, column: 25)
!163 = !DILocation(line: 24, column: 23, scope: !164, inlinedAt: !160)
!164 = distinct !DILexicalBlock(scope: !162, file: !3, line: 24, column: 9)
!165 = !DILocation(line: 24, column: 29, scope: !164, inlinedAt: !160)
!166 = !DILocation(line: 127, column: 1, scope: !107)
!167 = !DILocalVariable(name: "this", arg: 1, scope: !168, type: !104, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !169)
!169 = !{!167}
!170 = !DILocation(line: 0, scope: !168, inlinedAt: !171)
!171 = distinct !DILocation(line: 93, column: 20, scope: !107)
!172 = !DILocation(line: 93, column: 20, scope: !107)
!173 = !DILocation(line: 31, column: 16, scope: !174, inlinedAt: !171)
!174 = distinct !DILexicalBlock(scope: !168, file: !3, line: 31, column: 14)
!175 = !DILocation(line: 0, scope: !88, inlinedAt: !176)
!176 = distinct !DILocation(line: 93, column: 20, scope: !107)
!177 = !DILocation(line: 18, column: 50, scope: !93, inlinedAt: !176)
!178 = !DILocation(line: 95, column: 3, scope: !107)
!179 = !DILocation(line: 96, column: 73, scope: !180)
!180 = distinct !DILexicalBlock(scope: !98, file: !3, line: 95, column: 19)
!181 = !DILocation(line: 96, column: 80, scope: !180)
!182 = !DILocation(line: 96, column: 87, scope: !180)
!183 = !DILocation(line: 96, column: 5, scope: !180)
!184 = !DILocation(line: 97, column: 3, scope: !180)
!185 = !DILocation(line: 0, scope: !111)
!186 = !DILocation(line: 100, column: 3, scope: !111)
!187 = !DILocation(line: 107, column: 3, scope: !98)
!188 = !DILocalVariable(name: "arg", arg: 2, scope: !189, file: !3, line: 43, type: !10)
!189 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !190, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !198, retainedNodes: !195)
!190 = !DISubroutineType(types: !191)
!191 = !{!10, !192, !10}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !10}
!195 = !{!196, !188, !197}
!196 = !DILocalVariable(name: "f", arg: 1, scope: !189, file: !3, line: 43, type: !192)
!197 = !DILocalVariable(name: "v", scope: !189, file: !3, line: 46, type: !5)
!198 = !{!199}
!199 = !DITemplateTypeParameter(name: "T", type: !5)
!200 = !DILocation(line: 0, scope: !189, inlinedAt: !201)
!201 = distinct !DILocation(line: 109, column: 57, scope: !98)
!202 = !DILocalVariable(name: "x", arg: 1, scope: !203, file: !3, line: 54, type: !10)
!203 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !193, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !204)
!204 = !{!202}
!205 = !DILocation(line: 0, scope: !203, inlinedAt: !206)
!206 = distinct !DILocation(line: 45, column: 5, scope: !207, inlinedAt: !201)
!207 = distinct !DILexicalBlock(scope: !189, file: !3, line: 44, column: 7)
!208 = !DILocation(line: 54, column: 34, scope: !203, inlinedAt: !206)
!209 = !{!210, !210, i64 0}
!210 = !{!"short", !65, i64 0}
!211 = !DILocation(line: 52, column: 1, scope: !207, inlinedAt: !201)
!212 = !DILocation(line: 46, column: 3, scope: !207, inlinedAt: !201)
!213 = !DILocation(line: 50, column: 3, scope: !214, inlinedAt: !201)
!214 = distinct !DILexicalBlock(scope: !189, file: !3, line: 48, column: 17)
!215 = !DILocation(line: 47, column: 17, scope: !216, inlinedAt: !201)
!216 = distinct !DILexicalBlock(scope: !189, file: !3, line: 46, column: 17)
!217 = !DILocation(line: 48, column: 3, scope: !216, inlinedAt: !201)
!218 = !DILocalVariable(name: "arg", arg: 2, scope: !219, file: !3, line: 43, type: !10)
!219 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !190, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !223, retainedNodes: !220)
!220 = !{!221, !218, !222}
!221 = !DILocalVariable(name: "f", arg: 1, scope: !219, file: !3, line: 43, type: !192)
!222 = !DILocalVariable(name: "v", scope: !219, file: !3, line: 46, type: !6)
!223 = !{!224}
!224 = !DITemplateTypeParameter(name: "T", type: !6)
!225 = !DILocation(line: 0, scope: !219, inlinedAt: !226)
!226 = distinct !DILocation(line: 110, column: 10, scope: !98)
!227 = !DILocalVariable(name: "x", arg: 1, scope: !228, file: !3, line: 55, type: !10)
!228 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !193, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !229)
!229 = !{!227}
!230 = !DILocation(line: 0, scope: !228, inlinedAt: !231)
!231 = distinct !DILocation(line: 45, column: 5, scope: !232, inlinedAt: !226)
!232 = distinct !DILexicalBlock(scope: !219, file: !3, line: 44, column: 7)
!233 = !DILocation(line: 55, column: 33, scope: !228, inlinedAt: !231)
!234 = !{!235, !235, i64 0}
!235 = !{!"long long", !65, i64 0}
!236 = !DILocation(line: 52, column: 1, scope: !232, inlinedAt: !226)
!237 = !DILocation(line: 46, column: 3, scope: !232, inlinedAt: !226)
!238 = !DILocation(line: 50, column: 3, scope: !239, inlinedAt: !226)
!239 = distinct !DILexicalBlock(scope: !219, file: !3, line: 48, column: 17)
!240 = !DILocation(line: 47, column: 17, scope: !241, inlinedAt: !226)
!241 = distinct !DILexicalBlock(scope: !219, file: !3, line: 46, column: 17)
!242 = !DILocation(line: 48, column: 3, scope: !241, inlinedAt: !226)
!243 = !DILocalVariable(name: "arg", arg: 2, scope: !244, file: !3, line: 43, type: !10)
!244 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !190, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !248, retainedNodes: !245)
!245 = !{!246, !243, !247}
!246 = !DILocalVariable(name: "f", arg: 1, scope: !244, file: !3, line: 43, type: !192)
!247 = !DILocalVariable(name: "v", scope: !244, file: !3, line: 46, type: !10)
!248 = !{!249}
!249 = !DITemplateTypeParameter(name: "T", type: !10)
!250 = !DILocation(line: 0, scope: !244, inlinedAt: !251)
!251 = distinct !DILocation(line: 110, column: 46, scope: !98)
!252 = !DILocation(line: 0, scope: !203, inlinedAt: !253)
!253 = distinct !DILocation(line: 45, column: 5, scope: !254, inlinedAt: !251)
!254 = distinct !DILexicalBlock(scope: !244, file: !3, line: 44, column: 7)
!255 = !DILocation(line: 54, column: 34, scope: !203, inlinedAt: !253)
!256 = !DILocation(line: 52, column: 1, scope: !254, inlinedAt: !251)
!257 = !DILocation(line: 46, column: 3, scope: !254, inlinedAt: !251)
!258 = !DILocation(line: 50, column: 3, scope: !259, inlinedAt: !251)
!259 = distinct !DILexicalBlock(scope: !244, file: !3, line: 48, column: 17)
!260 = !DILocation(line: 48, column: 3, scope: !261, inlinedAt: !251)
!261 = distinct !DILexicalBlock(scope: !244, file: !3, line: 46, column: 17)
!262 = !DILocalVariable(name: "x", arg: 1, scope: !263, file: !3, line: 36, type: !10)
!263 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !264, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!10, !10}
!266 = !{!262}
!267 = !DILocation(line: 0, scope: !263, inlinedAt: !268)
!268 = distinct !DILocation(line: 102, column: 13, scope: !269)
!269 = distinct !DILexicalBlock(scope: !113, file: !3, line: 101, column: 9)
!270 = !DILocation(line: 37, column: 9, scope: !271, inlinedAt: !268)
!271 = distinct !DILexicalBlock(scope: !263, file: !3, line: 37, column: 7)
!272 = !DILocation(line: 37, column: 7, scope: !263, inlinedAt: !268)
!273 = !DILocation(line: 37, column: 14, scope: !271, inlinedAt: !268)
!274 = !DILocation(line: 37, column: 22, scope: !271, inlinedAt: !268)
!275 = !DILocation(line: 39, column: 1, scope: !271, inlinedAt: !268)
!276 = !DILocation(line: 38, column: 3, scope: !263, inlinedAt: !268)
!277 = !DILocation(line: 102, column: 10, scope: !269)
!278 = !DILocation(line: 103, column: 5, scope: !269)
!279 = !DILocation(line: 127, column: 1, scope: !269)
!280 = !DILocation(line: 0, scope: !113)
!281 = !DILocation(line: 104, column: 7, scope: !282)
!282 = distinct !DILexicalBlock(scope: !113, file: !3, line: 103, column: 21)
!283 = !DILocation(line: 105, column: 5, scope: !282)
!284 = !DILocation(line: 100, column: 26, scope: !114)
!285 = !DILocation(line: 100, column: 21, scope: !114)
!286 = distinct !{!286, !186, !287, !288}
!287 = !DILocation(line: 106, column: 3, scope: !111)
!288 = !{!"llvm.loop.mustprogress"}
!289 = !DILocation(line: 113, column: 16, scope: !290, inlinedAt: !304)
!290 = distinct !DILexicalBlock(scope: !291, file: !3, line: 113, column: 9)
!291 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !116, file: !3, line: 112, type: !292, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !296, retainedNodes: !300)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !294, !10}
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !295, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!295 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!296 = !DISubprogram(name: "operator()", scope: !116, file: !3, line: 112, type: !297, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!297 = !DISubroutineType(types: !298)
!298 = !{!299, !294, !10}
!299 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!300 = !{!301, !303}
!301 = !DILocalVariable(name: "this", arg: 1, scope: !291, type: !302, flags: DIFlagArtificial | DIFlagObjectPointer)
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !295, size: 64)
!303 = !DILocalVariable(name: "k", arg: 2, scope: !291, file: !3, line: 112, type: !10)
!304 = distinct !DILocation(line: 118, column: 7, scope: !305)
!305 = distinct !DILexicalBlock(scope: !123, file: !3, line: 117, column: 9)
!306 = !DILocation(line: 109, column: 3, scope: !98)
!307 = !DILocation(line: 0, scope: !121)
!308 = !DILocation(line: 0, scope: !291, inlinedAt: !304)
!309 = !DILocation(line: 113, column: 22, scope: !290, inlinedAt: !304)
!310 = !DILocation(line: 115, column: 3, scope: !290, inlinedAt: !304)
!311 = !DILocation(line: 127, column: 1, scope: !305)
!312 = !DILocation(line: 119, column: 5, scope: !305)
!313 = !DILocation(line: 0, scope: !123)
!314 = !DILocation(line: 120, column: 46, scope: !315)
!315 = distinct !DILexicalBlock(scope: !123, file: !3, line: 119, column: 26)
!316 = !{!317, !64, i64 0}
!317 = !{!"_ZTS7Fragile", !64, i64 0}
!318 = !DILocation(line: 120, column: 7, scope: !315)
!319 = !DILocation(line: 121, column: 5, scope: !315)
!320 = !DILocation(line: 0, scope: !127)
!321 = !DILocation(line: 124, column: 3, scope: !127)
!322 = !DILocation(line: 114, column: 8, scope: !291, inlinedAt: !304)
!323 = !DILocation(line: 125, column: 64, scope: !98)
!324 = !DILocation(line: 125, column: 72, scope: !98)
!325 = !DILocation(line: 125, column: 79, scope: !98)
!326 = !DILocation(line: 125, column: 86, scope: !98)
!327 = !DILocation(line: 125, column: 3, scope: !98)
!328 = !DILocation(line: 126, column: 3, scope: !98)
!329 = !DILocalVariable(name: "depth", arg: 1, scope: !330, file: !3, line: 63, type: !10)
!330 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !264, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !331)
!331 = !{!329, !332, !333, !335, !337, !338, !340}
!332 = !DILocalVariable(name: "s1", scope: !330, file: !3, line: 64, type: !20)
!333 = !DILocalVariable(name: "s2", scope: !334, file: !3, line: 66, type: !20)
!334 = distinct !DILexicalBlock(scope: !330, file: !3, line: 65, column: 7)
!335 = !DILocalVariable(name: "s3", scope: !336, file: !3, line: 68, type: !20)
!336 = distinct !DILexicalBlock(scope: !334, file: !3, line: 67, column: 9)
!337 = !DILocalVariable(name: "d", scope: !334, file: !3, line: 70, type: !10)
!338 = !DILocalVariable(name: "s4", scope: !339, file: !3, line: 71, type: !20)
!339 = distinct !DILexicalBlock(scope: !334, file: !3, line: 70, column: 21)
!340 = !DILocalVariable(name: "d", scope: !330, file: !3, line: 75, type: !10)
!341 = !DILocation(line: 0, scope: !330, inlinedAt: !342)
!342 = distinct !DILocation(line: 124, column: 63, scope: !343)
!343 = distinct !DILexicalBlock(scope: !127, file: !3, line: 124, column: 3)
!344 = !DILocation(line: 0, scope: !334, inlinedAt: !342)
!345 = !DILocation(line: 0, scope: !336, inlinedAt: !342)
!346 = !DILocation(line: 69, column: 17, scope: !347, inlinedAt: !342)
!347 = distinct !DILexicalBlock(scope: !336, file: !3, line: 69, column: 11)
!348 = !DILocation(line: 69, column: 11, scope: !336, inlinedAt: !342)
!349 = !DILocation(line: 69, column: 22, scope: !347, inlinedAt: !342)
!350 = !DILocation(line: 79, column: 1, scope: !347, inlinedAt: !342)
!351 = !DILocalVariable(name: "this", arg: 1, scope: !352, type: !354, flags: DIFlagArtificial | DIFlagObjectPointer)
!352 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !353)
!353 = !{!351}
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!355 = !DILocation(line: 0, scope: !352, inlinedAt: !356)
!356 = distinct !DILocation(line: 70, column: 5, scope: !334, inlinedAt: !342)
!357 = !DILocation(line: 60, column: 14, scope: !358, inlinedAt: !356)
!358 = distinct !DILexicalBlock(scope: !352, file: !3, line: 60, column: 12)
!359 = !DILocation(line: 70, column: 5, scope: !336, inlinedAt: !342)
!360 = !DILocation(line: 0, scope: !352, inlinedAt: !361)
!361 = distinct !DILocation(line: 70, column: 5, scope: !334, inlinedAt: !342)
!362 = !DILocation(line: 60, column: 14, scope: !358, inlinedAt: !361)
!363 = !DILocation(line: 75, column: 3, scope: !330, inlinedAt: !342)
!364 = !DILocation(line: 0, scope: !339, inlinedAt: !342)
!365 = !DILocation(line: 72, column: 13, scope: !366, inlinedAt: !342)
!366 = distinct !DILexicalBlock(scope: !339, file: !3, line: 72, column: 11)
!367 = !DILocation(line: 72, column: 11, scope: !339, inlinedAt: !342)
!368 = !DILocation(line: 72, column: 18, scope: !366, inlinedAt: !342)
!369 = !DILocation(line: 72, column: 26, scope: !366, inlinedAt: !342)
!370 = !DILocation(line: 79, column: 1, scope: !366, inlinedAt: !342)
!371 = !DILocation(line: 0, scope: !352, inlinedAt: !372)
!372 = distinct !DILocation(line: 74, column: 5, scope: !334, inlinedAt: !342)
!373 = !DILocation(line: 60, column: 14, scope: !358, inlinedAt: !372)
!374 = !DILocation(line: 74, column: 5, scope: !339, inlinedAt: !342)
!375 = !DILocation(line: 0, scope: !352, inlinedAt: !376)
!376 = distinct !DILocation(line: 74, column: 5, scope: !334, inlinedAt: !342)
!377 = !DILocation(line: 60, column: 14, scope: !358, inlinedAt: !376)
!378 = !DILocation(line: 0, scope: !352, inlinedAt: !379)
!379 = distinct !DILocation(line: 75, column: 3, scope: !330, inlinedAt: !342)
!380 = !DILocation(line: 60, column: 14, scope: !358, inlinedAt: !379)
!381 = !DILocation(line: 0, scope: !352, inlinedAt: !382)
!382 = distinct !DILocation(line: 75, column: 3, scope: !330, inlinedAt: !342)
!383 = !DILocation(line: 60, column: 14, scope: !358, inlinedAt: !382)
!384 = !DILocation(line: 75, column: 3, scope: !334, inlinedAt: !342)
!385 = !DILocation(line: 76, column: 14, scope: !386, inlinedAt: !342)
!386 = distinct !DILexicalBlock(scope: !330, file: !3, line: 75, column: 19)
!387 = !DILocation(line: 77, column: 3, scope: !386, inlinedAt: !342)
!388 = !DILocation(line: 0, scope: !352, inlinedAt: !389)
!389 = distinct !DILocation(line: 79, column: 1, scope: !330, inlinedAt: !342)
!390 = !DILocation(line: 60, column: 14, scope: !358, inlinedAt: !389)
!391 = !DILocation(line: 0, scope: !352, inlinedAt: !392)
!392 = distinct !DILocation(line: 79, column: 1, scope: !330, inlinedAt: !342)
!393 = !DILocation(line: 60, column: 14, scope: !358, inlinedAt: !392)
!394 = !DILocation(line: 124, column: 31, scope: !343)
!395 = !DILocation(line: 124, column: 26, scope: !343)
!396 = !DILocation(line: 124, column: 21, scope: !343)
!397 = distinct !{!397, !321, !398, !288}
!398 = !DILocation(line: 124, column: 73, scope: !127)
!399 = !DILocation(line: 0, scope: !132)
!400 = !DILocation(line: 27, column: 29, scope: !132)
!401 = !DILocation(line: 28, column: 11, scope: !138)
!402 = !DILocation(line: 28, column: 9, scope: !139)
!403 = !DILocation(line: 28, column: 18, scope: !138)
!404 = !DILocation(line: 29, column: 5, scope: !139)
!405 = !DILocation(line: 30, column: 3, scope: !132)
!406 = !DILocation(line: 0, scope: !168)
!407 = !DILocation(line: 31, column: 16, scope: !174)
!408 = !DILocation(line: 31, column: 25, scope: !168)
