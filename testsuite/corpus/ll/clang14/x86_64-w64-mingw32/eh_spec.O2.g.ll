; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local noalias noundef nonnull i8* @_Znwy(i64 noundef %0) local_unnamed_addr #0 !dbg !48 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !54, metadata !DIExpression()), !dbg !55
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !56, !tbaa !57
  %3 = add nsw i32 %2, 1, !dbg !56
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !56, !tbaa !57
  %4 = tail call i8* @malloc(i64 noundef %0), !dbg !61
  ret i8* %4, !dbg !62
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znay(i64 noundef %0) local_unnamed_addr #0 !dbg !63 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !65, metadata !DIExpression()), !dbg !66
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !67, !tbaa !57
  %3 = add nsw i32 %2, 1, !dbg !67
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !67, !tbaa !57
  %4 = tail call i8* @malloc(i64 noundef %0), !dbg !68
  ret i8* %4, !dbg !69
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdlPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !70 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !74, metadata !DIExpression()), !dbg !75
  %2 = icmp eq i8* %0, null, !dbg !76
  br i1 %2, label %6, label %3, !dbg !78

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !79, !tbaa !57
  %5 = add nsw i32 %4, 1, !dbg !79
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !79, !tbaa !57
  br label %6, !dbg !79

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !80
  ret void, !dbg !81
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #3

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdaPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !82 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !84, metadata !DIExpression()), !dbg !85
  %2 = icmp eq i8* %0, null, !dbg !86
  br i1 %2, label %6, label %3, !dbg !88

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !89, !tbaa !57
  %5 = add nsw i32 %4, 1, !dbg !89
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !89, !tbaa !57
  br label %6, !dbg !89

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !90
  ret void, !dbg !91
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !92 {
  call void @llvm.dbg.value(metadata i64 4, metadata !54, metadata !DIExpression()) #10, !dbg !122
  %1 = load i32, i32* @_ZL6allocs, align 4, !dbg !124, !tbaa !57
  %2 = add nsw i32 %1, 1, !dbg !124
  store i32 %2, i32* @_ZL6allocs, align 4, !dbg !124, !tbaa !57
  call void @llvm.dbg.value(metadata %struct.Fragile* poison, metadata !125, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 13, metadata !128, metadata !DIExpression()), !dbg !129
  %3 = tail call i8* @__cxa_allocate_exception(i64 8) #10, !dbg !131
  %4 = bitcast i8* %3 to i8**, !dbg !131
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %4, align 16, !dbg !131, !tbaa !134
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11
          to label %5 unwind label %6, !dbg !131

5:                                                ; preds = %0
  unreachable, !dbg !131

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !136
  call void @llvm.dbg.value(metadata i8* undef, metadata !74, metadata !DIExpression()) #10, !dbg !137
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !139, !tbaa !57
  %9 = add nsw i32 %8, 1, !dbg !139
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !139, !tbaa !57
  %10 = extractvalue { i8*, i32 } %7, 1, !dbg !136
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #10, !dbg !140
  %12 = icmp eq i32 %10, %11, !dbg !140
  br i1 %12, label %13, label %222, !dbg !140

13:                                               ; preds = %6
  %14 = extractvalue { i8*, i32 } %7, 0, !dbg !136
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10, !dbg !140
  call void @llvm.dbg.value(metadata i8* %15, metadata !99, metadata !DIExpression()), !dbg !141
  %16 = load i32, i32* @_ZL6allocs, align 4, !dbg !142, !tbaa !57
  %17 = load i32, i32* @_ZL5frees, align 4, !dbg !144, !tbaa !57
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i8* noundef %15, i32 noundef %16, i32 noundef %17), !dbg !145
  tail call void @__cxa_end_catch() #10, !dbg !146
  call void @llvm.dbg.value(metadata i64 28, metadata !65, metadata !DIExpression()) #10, !dbg !147
  %19 = load i32, i32* @_ZL6allocs, align 4, !dbg !149, !tbaa !57
  %20 = add nsw i32 %19, 1, !dbg !149
  store i32 %20, i32* @_ZL6allocs, align 4, !dbg !149, !tbaa !57
  %21 = load i32, i32* @_ZL5ctors, align 4, !tbaa !57
  call void @llvm.dbg.value(metadata i8* poison, metadata !150, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i8* poison, metadata !150, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i8* poison, metadata !150, metadata !DIExpression()), !dbg !153
  %22 = add nsw i32 %21, 3, !dbg !155
  store i32 %22, i32* @_ZL5ctors, align 4, !dbg !155, !tbaa !57
  call void @llvm.dbg.value(metadata i8* poison, metadata !150, metadata !DIExpression()), !dbg !153
  store i32 -1, i32* @_ZN7Fragile6budgetE, align 4, !dbg !153, !tbaa !57
  %23 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !157
  %24 = bitcast i8* %23 to i32*, !dbg !157
  %25 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !159, !tbaa !57
  store i32 %25, i32* %24, align 16, !dbg !157, !tbaa !57
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %26 unwind label %27, !dbg !157

26:                                               ; preds = %13
  unreachable, !dbg !157

27:                                               ; preds = %13
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !160
  call void @llvm.dbg.value(metadata i8* poison, metadata !150, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i8* poison, metadata !150, metadata !DIExpression()), !dbg !153
  %29 = load i32, i32* @_ZL5dtors, align 4, !tbaa !57
  call void @llvm.dbg.value(metadata i32 undef, metadata !161, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value)), !dbg !164
  %30 = add i32 %29, 3, !dbg !166
  store i32 %30, i32* @_ZL5dtors, align 4, !dbg !167, !tbaa !57
  call void @llvm.dbg.value(metadata i8* undef, metadata !84, metadata !DIExpression()) #10, !dbg !169
  %31 = load i32, i32* @_ZL5frees, align 4, !dbg !171, !tbaa !57
  %32 = add nsw i32 %31, 1, !dbg !171
  store i32 %32, i32* @_ZL5frees, align 4, !dbg !171, !tbaa !57
  %33 = extractvalue { i8*, i32 } %28, 1, !dbg !160
  %34 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !172
  %35 = icmp eq i32 %33, %34, !dbg !172
  br i1 %35, label %36, label %222, !dbg !172

36:                                               ; preds = %27
  %37 = extractvalue { i8*, i32 } %28, 0, !dbg !160
  %38 = tail call i8* @__cxa_begin_catch(i8* %37) #10, !dbg !172
  %39 = bitcast i8* %38 to i32*, !dbg !172
  %40 = load i32, i32* %39, align 4, !dbg !172, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %40, metadata !102, metadata !DIExpression()), !dbg !141
  %41 = load i32, i32* @_ZL5ctors, align 4, !dbg !173, !tbaa !57
  %42 = load i32, i32* @_ZL5dtors, align 4, !dbg !175, !tbaa !57
  %43 = load i32, i32* @_ZL5frees, align 4, !dbg !176, !tbaa !57
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i64 0, i64 0), i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43), !dbg !177
  tail call void @__cxa_end_catch() #10, !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !103, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !179
  br label %95, !dbg !180

45:                                               ; preds = %127
  call void @llvm.dbg.value(metadata i32 %128, metadata !103, metadata !DIExpression()), !dbg !141
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), i32 noundef %128, i32 noundef 2, i32 noundef 0), !dbg !181
  call void @llvm.dbg.value(metadata i32 7, metadata !182, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.value(metadata i32 7, metadata !196, metadata !DIExpression()), !dbg !199
  %47 = tail call i8* @__cxa_allocate_exception(i64 2) #10, !dbg !202
  %48 = bitcast i8* %47 to i16*, !dbg !202
  store i16 7, i16* %48, align 16, !dbg !202, !tbaa !203
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11
          to label %49 unwind label %50, !dbg !202

49:                                               ; preds = %45
  unreachable, !dbg !202

50:                                               ; preds = %45
  %51 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null, !dbg !205
  %52 = extractvalue { i8*, i32 } %51, 0, !dbg !205
  %53 = extractvalue { i8*, i32 } %51, 1, !dbg !205
  %54 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #10, !dbg !206
  %55 = icmp eq i32 %53, %54, !dbg !206
  %56 = tail call i8* @__cxa_begin_catch(i8* %52) #10, !dbg !194
  br i1 %55, label %57, label %61, !dbg !206

57:                                               ; preds = %50
  %58 = bitcast i8* %56 to i16*, !dbg !207
  %59 = load i16, i16* %58, align 2, !dbg !207, !tbaa !203
  call void @llvm.dbg.value(metadata i16 %59, metadata !191, metadata !DIExpression()), !dbg !194
  %60 = sext i16 %59 to i32, !dbg !209
  tail call void @__cxa_end_catch() #10, !dbg !211
  br label %62

61:                                               ; preds = %50
  tail call void @__cxa_end_catch(), !dbg !207
  br label %62

62:                                               ; preds = %57, %61
  %63 = phi i32 [ %60, %57 ], [ -1, %61 ], !dbg !194
  call void @llvm.dbg.value(metadata i32 3, metadata !212, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 3, metadata !221, metadata !DIExpression()), !dbg !224
  %64 = tail call i8* @__cxa_allocate_exception(i64 8) #10, !dbg !227
  %65 = bitcast i8* %64 to i64*, !dbg !227
  store i64 3000, i64* %65, align 16, !dbg !227, !tbaa !228
  invoke void @__cxa_throw(i8* nonnull %64, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #11
          to label %66 unwind label %67, !dbg !227

66:                                               ; preds = %62
  unreachable, !dbg !227

67:                                               ; preds = %62
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null, !dbg !230
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !230
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !230
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #10, !dbg !231
  %72 = icmp eq i32 %70, %71, !dbg !231
  %73 = tail call i8* @__cxa_begin_catch(i8* %69) #10, !dbg !219
  br i1 %72, label %74, label %78, !dbg !231

74:                                               ; preds = %67
  %75 = bitcast i8* %73 to i64*, !dbg !232
  %76 = load i64, i64* %75, align 8, !dbg !232, !tbaa !228
  call void @llvm.dbg.value(metadata i64 %76, metadata !216, metadata !DIExpression()), !dbg !219
  %77 = trunc i64 %76 to i32, !dbg !234
  tail call void @__cxa_end_catch() #10, !dbg !236
  br label %79

78:                                               ; preds = %67
  tail call void @__cxa_end_catch(), !dbg !232
  br label %79

79:                                               ; preds = %74, %78
  %80 = phi i32 [ %77, %74 ], [ -1, %78 ], !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !237, metadata !DIExpression()), !dbg !244
  call void @llvm.dbg.value(metadata i32 1, metadata !196, metadata !DIExpression()), !dbg !246
  %81 = tail call i8* @__cxa_allocate_exception(i64 2) #10, !dbg !249
  %82 = bitcast i8* %81 to i16*, !dbg !249
  store i16 1, i16* %82, align 16, !dbg !249, !tbaa !203
  invoke void @__cxa_throw(i8* nonnull %81, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11
          to label %83 unwind label %84, !dbg !249

83:                                               ; preds = %79
  unreachable, !dbg !249

84:                                               ; preds = %79
  %85 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null, !dbg !250
  %86 = extractvalue { i8*, i32 } %85, 0, !dbg !250
  %87 = extractvalue { i8*, i32 } %85, 1, !dbg !250
  %88 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !251
  %89 = icmp eq i32 %87, %88, !dbg !251
  %90 = tail call i8* @__cxa_begin_catch(i8* %86) #10, !dbg !244
  br i1 %89, label %91, label %94, !dbg !251

91:                                               ; preds = %84
  %92 = bitcast i8* %90 to i32*, !dbg !252
  %93 = load i32, i32* %92, align 4, !dbg !252, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %93, metadata !241, metadata !DIExpression()), !dbg !244
  tail call void @__cxa_end_catch() #10, !dbg !254
  br label %132

94:                                               ; preds = %84
  tail call void @__cxa_end_catch(), !dbg !252
  br label %132

95:                                               ; preds = %36, %127
  %96 = phi i32 [ 0, %36 ], [ %129, %127 ]
  %97 = phi i32 [ 0, %36 ], [ %128, %127 ]
  call void @llvm.dbg.value(metadata i32 %96, metadata !104, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata i32 %96, metadata !256, metadata !DIExpression()), !dbg !261
  %98 = icmp ugt i32 %96, 2, !dbg !264
  br i1 %98, label %99, label %111, !dbg !266

99:                                               ; preds = %95
  %100 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !267
  %101 = bitcast i8* %100 to i32*, !dbg !267
  %102 = shl nuw nsw i32 %96, 1, !dbg !268
  store i32 %102, i32* %101, align 16, !dbg !267, !tbaa !57
  invoke void @__cxa_throw(i8* nonnull %100, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %110 unwind label %103, !dbg !267

103:                                              ; preds = %99
  %104 = landingpad { i8*, i32 }
          cleanup
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !269
  %105 = extractvalue { i8*, i32 } %104, 1, !dbg !269
  %106 = icmp slt i32 %105, 0, !dbg !270
  br i1 %106, label %107, label %116, !dbg !270

107:                                              ; preds = %103
  %108 = extractvalue { i8*, i32 } %104, 0, !dbg !269
  invoke void @__cxa_call_unexpected(i8* %108) #11
          to label %109 unwind label %113, !dbg !270

109:                                              ; preds = %107
  unreachable, !dbg !270

110:                                              ; preds = %99
  unreachable

111:                                              ; preds = %95
  call void @llvm.dbg.value(metadata i32 %97, metadata !103, metadata !DIExpression()), !dbg !141
  %112 = add nsw i32 %96, %97, !dbg !271
  call void @llvm.dbg.value(metadata i32 %112, metadata !103, metadata !DIExpression()), !dbg !141
  br label %127, !dbg !272

113:                                              ; preds = %107
  %114 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !273
  %115 = extractvalue { i8*, i32 } %114, 1, !dbg !273
  br label %116, !dbg !273

116:                                              ; preds = %103, %113
  %117 = phi i32 [ %105, %103 ], [ %115, %113 ], !dbg !273
  %118 = phi { i8*, i32 } [ %104, %103 ], [ %114, %113 ]
  %119 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !272
  %120 = icmp eq i32 %117, %119, !dbg !272
  br i1 %120, label %121, label %222, !dbg !272

121:                                              ; preds = %116
  %122 = extractvalue { i8*, i32 } %118, 0, !dbg !273
  %123 = tail call i8* @__cxa_begin_catch(i8* %122) #10, !dbg !272
  %124 = bitcast i8* %123 to i32*, !dbg !272
  %125 = load i32, i32* %124, align 4, !dbg !272, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %125, metadata !106, metadata !DIExpression()), !dbg !274
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %125), !dbg !275
  tail call void @__cxa_end_catch() #10, !dbg !277
  br label %127, !dbg !277

127:                                              ; preds = %111, %121
  %128 = phi i32 [ %97, %121 ], [ %112, %111 ], !dbg !141
  %129 = add nuw nsw i32 %96, 1, !dbg !278
  call void @llvm.dbg.value(metadata i32 %129, metadata !104, metadata !DIExpression()), !dbg !179
  %130 = icmp eq i32 %129, 5, !dbg !279
  br i1 %130, label %45, label %95, !dbg !180, !llvm.loop !280

131:                                              ; preds = %157, %139
  unreachable, !dbg !283

132:                                              ; preds = %94, %91
  %133 = phi i32 [ %93, %91 ], [ -1, %94 ], !dbg !244
  %134 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i64 0, i64 0), i32 noundef %63, i32 noundef %80, i32 noundef %133), !dbg !300
  call void @llvm.dbg.value(metadata i32* undef, metadata !109, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 1, metadata !114, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !295, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.value(metadata i32 1, metadata !297, metadata !DIExpression()), !dbg !302
  %135 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !283
  %136 = bitcast i8* %135 to %struct.Fragile*, !dbg !283
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %136, i32 noundef 3)
          to label %139 unwind label %137, !dbg !303

137:                                              ; preds = %132
  %138 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !304
  tail call void @__cxa_free_exception(i8* %135) #10, !dbg !283
  br label %142

139:                                              ; preds = %132
  invoke void @__cxa_throw(i8* %135, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11
          to label %131 unwind label %140, !dbg !283

140:                                              ; preds = %139
  %141 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !305
  br label %142, !dbg !305

142:                                              ; preds = %140, %137
  %143 = phi { i8*, i32 } [ %141, %140 ], [ %138, %137 ]
  %144 = extractvalue { i8*, i32 } %143, 1, !dbg !305
  %145 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #10, !dbg !306
  %146 = icmp eq i32 %144, %145, !dbg !306
  br i1 %146, label %147, label %222, !dbg !306

147:                                              ; preds = %142
  %148 = extractvalue { i8*, i32 } %143, 0, !dbg !305
  %149 = tail call i8* @__cxa_begin_catch(i8* %148) #10, !dbg !306
  call void @llvm.dbg.value(metadata i8* %149, metadata !116, metadata !DIExpression()), !dbg !307
  %150 = bitcast i8* %149 to i32*, !dbg !308
  %151 = load i32, i32* %150, align 4, !dbg !308, !tbaa !310
  %152 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %151), !dbg !312
  tail call void @__cxa_end_catch(), !dbg !313
  call void @llvm.dbg.value(metadata i32 2, metadata !114, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !295, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.value(metadata i32 2, metadata !297, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.value(metadata i32 3, metadata !114, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata i32 3, metadata !297, metadata !DIExpression()), !dbg !302
  %153 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !283
  %154 = bitcast i8* %153 to %struct.Fragile*, !dbg !283
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %154, i32 noundef 9)
          to label %157 unwind label %155, !dbg !303

155:                                              ; preds = %147
  %156 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !304
  tail call void @__cxa_free_exception(i8* %153) #10, !dbg !283
  br label %160

157:                                              ; preds = %147
  invoke void @__cxa_throw(i8* %153, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11
          to label %131 unwind label %158, !dbg !283

158:                                              ; preds = %157
  %159 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !305
  br label %160, !dbg !305

160:                                              ; preds = %158, %155
  %161 = phi { i8*, i32 } [ %159, %158 ], [ %156, %155 ]
  %162 = extractvalue { i8*, i32 } %161, 1, !dbg !305
  %163 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #10, !dbg !306
  %164 = icmp eq i32 %162, %163, !dbg !306
  br i1 %164, label %165, label %222, !dbg !306

165:                                              ; preds = %160
  %166 = extractvalue { i8*, i32 } %161, 0, !dbg !305
  %167 = tail call i8* @__cxa_begin_catch(i8* %166) #10, !dbg !306
  call void @llvm.dbg.value(metadata i8* %167, metadata !116, metadata !DIExpression()), !dbg !307
  %168 = bitcast i8* %167 to i32*, !dbg !308
  %169 = load i32, i32* %168, align 4, !dbg !308, !tbaa !310
  %170 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %169), !dbg !312
  tail call void @__cxa_end_catch(), !dbg !313
  call void @llvm.dbg.value(metadata i32 4, metadata !114, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata i32 0, metadata !120, metadata !DIExpression()), !dbg !314
  br label %178, !dbg !315

171:                                              ; preds = %227
  %172 = add nsw i32 %128, 2, !dbg !316
  %173 = load i32, i32* @_ZL6allocs, align 4, !dbg !317, !tbaa !57
  %174 = load i32, i32* @_ZL5frees, align 4, !dbg !318, !tbaa !57
  %175 = load i32, i32* @_ZL5ctors, align 4, !dbg !319, !tbaa !57
  %176 = load i32, i32* @_ZL5dtors, align 4, !dbg !320, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %172, metadata !103, metadata !DIExpression()), !dbg !141
  %177 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i64 0, i64 0), i32 noundef %173, i32 noundef %174, i32 noundef %175, i32 noundef %176, i32 noundef %172), !dbg !321
  ret i32 0, !dbg !322

178:                                              ; preds = %165, %227
  %179 = phi i32 [ 0, %165 ], [ %231, %227 ]
  call void @llvm.dbg.value(metadata i32 %179, metadata !120, metadata !DIExpression()), !dbg !314
  call void @llvm.dbg.value(metadata i32 %179, metadata !323, metadata !DIExpression()), !dbg !335
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0), metadata !326, metadata !DIExpression()), !dbg !335
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0), metadata !327, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0), metadata !329, metadata !DIExpression()), !dbg !339
  %180 = icmp eq i32 %179, 0, !dbg !340
  br i1 %180, label %190, label %181, !dbg !342

181:                                              ; preds = %178
  %182 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !343
  %183 = bitcast i8* %182 to i32*, !dbg !343
  store i32 %179, i32* %183, align 16, !dbg !343, !tbaa !57
  invoke void @__cxa_throw(i8* nonnull %182, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %226 unwind label %184, !dbg !343

184:                                              ; preds = %181
  %185 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !344
  %186 = extractvalue { i8*, i32 } %185, 0, !dbg !344
  %187 = extractvalue { i8*, i32 } %185, 1, !dbg !344
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !345, metadata !DIExpression()) #10, !dbg !349
  %188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0)) #10, !dbg !351
  %189 = icmp eq i32 %187, %88, !dbg !353
  br i1 %189, label %192, label %211, !dbg !353

190:                                              ; preds = %178
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !345, metadata !DIExpression()) #10, !dbg !354
  %191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0)) #10, !dbg !356
  br label %208, !dbg !357

192:                                              ; preds = %184
  %193 = tail call i8* @__cxa_begin_catch(i8* %186) #10, !dbg !353
  %194 = bitcast i8* %193 to i32*, !dbg !353
  %195 = load i32, i32* %194, align 4, !dbg !353, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %195, metadata !331, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0), metadata !332, metadata !DIExpression()), !dbg !358
  %196 = icmp sgt i32 %195, 1, !dbg !359
  br i1 %196, label %197, label %206, !dbg !361

197:                                              ; preds = %192
  %198 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !362
  %199 = bitcast i8* %198 to i32*, !dbg !362
  %200 = add nuw nsw i32 %195, 10, !dbg !363
  store i32 %200, i32* %199, align 16, !dbg !362, !tbaa !57
  invoke void @__cxa_throw(i8* nonnull %198, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %226 unwind label %201, !dbg !362

201:                                              ; preds = %197
  %202 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !364
  %203 = extractvalue { i8*, i32 } %202, 0, !dbg !364
  %204 = extractvalue { i8*, i32 } %202, 1, !dbg !364
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !345, metadata !DIExpression()) #10, !dbg !365
  %205 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0)) #10, !dbg !367
  tail call void @__cxa_end_catch() #10, !dbg !368
  br label %211, !dbg !368

206:                                              ; preds = %192
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !345, metadata !DIExpression()) #10, !dbg !369
  %207 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0)) #10, !dbg !371
  tail call void @__cxa_end_catch() #10, !dbg !368
  br label %208

208:                                              ; preds = %206, %190
  %209 = phi i32 [ 0, %190 ], [ %195, %206 ]
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !345, metadata !DIExpression()) #10, !dbg !372
  %210 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0)) #10, !dbg !374
  br label %227

211:                                              ; preds = %201, %184
  %212 = phi i32 [ %204, %201 ], [ %187, %184 ], !dbg !338
  %213 = phi i8* [ %203, %201 ], [ %186, %184 ], !dbg !338
  %214 = phi { i8*, i32 } [ %202, %201 ], [ %185, %184 ], !dbg !357
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !345, metadata !DIExpression()) #10, !dbg !375
  %215 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0)) #10, !dbg !377
  %216 = icmp eq i32 %212, %88, !dbg !378
  br i1 %216, label %217, label %224, !dbg !378

217:                                              ; preds = %211
  %218 = tail call i8* @__cxa_begin_catch(i8* %213) #10, !dbg !378
  %219 = bitcast i8* %218 to i32*, !dbg !378
  %220 = load i32, i32* %219, align 4, !dbg !378, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %220, metadata !334, metadata !DIExpression()), !dbg !335
  %221 = mul nsw i32 %220, 100, !dbg !379
  tail call void @__cxa_end_catch() #10, !dbg !381
  br label %227

222:                                              ; preds = %116, %142, %160, %6, %27, %224
  %223 = phi { i8*, i32 } [ %214, %224 ], [ %28, %27 ], [ %7, %6 ], [ %143, %142 ], [ %161, %160 ], [ %118, %116 ]
  resume { i8*, i32 } %223, !dbg !141

224:                                              ; preds = %211
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !345, metadata !DIExpression()) #10, !dbg !382
  %225 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0)) #10, !dbg !384
  br label %222

226:                                              ; preds = %197, %181
  unreachable

227:                                              ; preds = %208, %217
  %228 = phi i32 [ %221, %217 ], [ %209, %208 ], !dbg !335
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !345, metadata !DIExpression()) #10, !dbg !385
  %229 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0)) #10, !dbg !387
  %230 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %179, i32 noundef %228), !dbg !388
  %231 = add nuw nsw i32 %179, 1, !dbg !389
  call void @llvm.dbg.value(metadata i32 %231, metadata !120, metadata !DIExpression()), !dbg !314
  %232 = icmp eq i32 %231, 3, !dbg !390
  br i1 %232, label %171, label %178, !dbg !315, !llvm.loop !391
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !126 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !125, metadata !DIExpression()), !dbg !393
  call void @llvm.dbg.value(metadata i32 %1, metadata !128, metadata !DIExpression()), !dbg !393
  %3 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %0, i64 0, i32 0, !dbg !394
  store i32 %1, i32* %3, align 4, !dbg !394, !tbaa !310
  %4 = icmp eq i32 %1, 13, !dbg !395
  br i1 %4, label %5, label %8, !dbg !396

5:                                                ; preds = %2
  %6 = tail call i8* @__cxa_allocate_exception(i64 8) #10, !dbg !397
  %7 = bitcast i8* %6 to i8**, !dbg !397
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %7, align 16, !dbg !397, !tbaa !134
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11, !dbg !397
  unreachable, !dbg !397

8:                                                ; preds = %2
  %9 = load i32, i32* @_ZL5ctors, align 4, !dbg !398, !tbaa !57
  %10 = add nsw i32 %9, 1, !dbg !398
  store i32 %10, i32* @_ZL5ctors, align 4, !dbg !398, !tbaa !57
  ret void, !dbg !399
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !162 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !161, metadata !DIExpression()), !dbg !400
  %2 = load i32, i32* @_ZL5dtors, align 4, !dbg !401, !tbaa !57
  %3 = add nsw i32 %2, 1, !dbg !401
  store i32 %3, i32* @_ZL5dtors, align 4, !dbg !401, !tbaa !57
  ret void, !dbg !402
}

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare dso_local void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
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
!33 = !{!34, !0, !36, !38, !40}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!42 = !{i32 7, !"Dwarf Version", i32 4}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 2}
!45 = !{i32 7, !"PIC Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 1}
!47 = !{!"Debian clang version 14.0.6"}
!48 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwy", scope: !3, file: !3, line: 15, type: !49, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !52}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!52 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!53 = !{!54}
!54 = !DILocalVariable(name: "n", arg: 1, scope: !48, file: !3, line: 15, type: !52)
!55 = !DILocation(line: 0, scope: !48)
!56 = !DILocation(line: 15, column: 39, scope: !48)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C++ TBAA"}
!61 = !DILocation(line: 15, column: 56, scope: !48)
!62 = !DILocation(line: 15, column: 49, scope: !48)
!63 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znay", scope: !3, file: !3, line: 16, type: !49, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!64 = !{!65}
!65 = !DILocalVariable(name: "n", arg: 1, scope: !63, file: !3, line: 16, type: !52)
!66 = !DILocation(line: 0, scope: !63)
!67 = !DILocation(line: 16, column: 41, scope: !63)
!68 = !DILocation(line: 16, column: 58, scope: !63)
!69 = !DILocation(line: 16, column: 51, scope: !63)
!70 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !71, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{null, !51}
!73 = !{!74}
!74 = !DILocalVariable(name: "p", arg: 1, scope: !70, file: !3, line: 17, type: !51)
!75 = !DILocation(line: 0, scope: !70)
!76 = !DILocation(line: 17, column: 45, scope: !77)
!77 = distinct !DILexicalBlock(scope: !70, file: !3, line: 17, column: 45)
!78 = !DILocation(line: 17, column: 45, scope: !70)
!79 = !DILocation(line: 17, column: 48, scope: !77)
!80 = !DILocation(line: 17, column: 57, scope: !70)
!81 = !DILocation(line: 17, column: 66, scope: !70)
!82 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !71, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !83)
!83 = !{!84}
!84 = !DILocalVariable(name: "p", arg: 1, scope: !82, file: !3, line: 18, type: !51)
!85 = !DILocation(line: 0, scope: !82)
!86 = !DILocation(line: 18, column: 47, scope: !87)
!87 = distinct !DILexicalBlock(scope: !82, file: !3, line: 18, column: 47)
!88 = !DILocation(line: 18, column: 47, scope: !82)
!89 = !DILocation(line: 18, column: 50, scope: !87)
!90 = !DILocation(line: 18, column: 59, scope: !82)
!91 = !DILocation(line: 18, column: 68, scope: !82)
!92 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !93, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{!10}
!95 = !{!96, !99, !100, !102, !103, !104, !106, !109, !114, !116, !120}
!96 = !DILocalVariable(name: "f", scope: !97, file: !3, line: 84, type: !98)
!97 = distinct !DILexicalBlock(scope: !92, file: !3, line: 83, column: 7)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!99 = !DILocalVariable(name: "msg", scope: !92, file: !3, line: 86, type: !23)
!100 = !DILocalVariable(name: "arr", scope: !101, file: !3, line: 93, type: !98)
!101 = distinct !DILexicalBlock(scope: !92, file: !3, line: 92, column: 7)
!102 = !DILocalVariable(name: "b", scope: !92, file: !3, line: 95, type: !10)
!103 = !DILocalVariable(name: "ok", scope: !92, file: !3, line: 99, type: !10)
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 100, type: !10)
!105 = distinct !DILexicalBlock(scope: !92, file: !3, line: 100, column: 3)
!106 = !DILocalVariable(name: "e", scope: !107, file: !3, line: 103, type: !10)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 100, column: 31)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 100, column: 3)
!109 = !DILocalVariable(name: "thrower", scope: !92, file: !3, line: 112, type: !110)
!110 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !92, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !111)
!111 = !{!112}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !110, file: !3, line: 112, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!114 = !DILocalVariable(name: "k", scope: !115, file: !3, line: 116, type: !10)
!115 = distinct !DILexicalBlock(scope: !92, file: !3, line: 116, column: 3)
!116 = !DILocalVariable(name: "f", scope: !117, file: !3, line: 119, type: !119)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 116, column: 31)
!118 = distinct !DILexicalBlock(scope: !115, file: !3, line: 116, column: 3)
!119 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!120 = !DILocalVariable(name: "d", scope: !121, file: !3, line: 124, type: !10)
!121 = distinct !DILexicalBlock(scope: !92, file: !3, line: 124, column: 3)
!122 = !DILocation(line: 0, scope: !48, inlinedAt: !123)
!123 = distinct !DILocation(line: 84, column: 18, scope: !97)
!124 = !DILocation(line: 15, column: 39, scope: !48, inlinedAt: !123)
!125 = !DILocalVariable(name: "this", arg: 1, scope: !126, type: !98, flags: DIFlagArtificial | DIFlagObjectPointer)
!126 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !127)
!127 = !{!125, !128}
!128 = !DILocalVariable(name: "x", arg: 2, scope: !126, file: !3, line: 27, type: !10)
!129 = !DILocation(line: 0, scope: !126, inlinedAt: !130)
!130 = distinct !DILocation(line: 84, column: 22, scope: !97)
!131 = !DILocation(line: 28, column: 18, scope: !132, inlinedAt: !130)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 28, column: 9)
!133 = distinct !DILexicalBlock(scope: !126, file: !3, line: 27, column: 34)
!134 = !{!135, !135, i64 0}
!135 = !{!"any pointer", !59, i64 0}
!136 = !DILocation(line: 127, column: 1, scope: !97)
!137 = !DILocation(line: 0, scope: !70, inlinedAt: !138)
!138 = distinct !DILocation(line: 84, column: 18, scope: !97)
!139 = !DILocation(line: 17, column: 48, scope: !77, inlinedAt: !138)
!140 = !DILocation(line: 86, column: 3, scope: !97)
!141 = !DILocation(line: 0, scope: !92)
!142 = !DILocation(line: 87, column: 51, scope: !143)
!143 = distinct !DILexicalBlock(scope: !92, file: !3, line: 86, column: 29)
!144 = !DILocation(line: 87, column: 59, scope: !143)
!145 = !DILocation(line: 87, column: 5, scope: !143)
!146 = !DILocation(line: 88, column: 3, scope: !143)
!147 = !DILocation(line: 0, scope: !63, inlinedAt: !148)
!148 = distinct !DILocation(line: 93, column: 20, scope: !101)
!149 = !DILocation(line: 16, column: 41, scope: !63, inlinedAt: !148)
!150 = !DILocalVariable(name: "this", arg: 1, scope: !151, type: !98, flags: DIFlagArtificial | DIFlagObjectPointer)
!151 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !152)
!152 = !{!150}
!153 = !DILocation(line: 0, scope: !151, inlinedAt: !154)
!154 = distinct !DILocation(line: 93, column: 20, scope: !101)
!155 = !DILocation(line: 25, column: 5, scope: !156, inlinedAt: !154)
!156 = distinct !DILexicalBlock(scope: !151, file: !3, line: 23, column: 25)
!157 = !DILocation(line: 24, column: 23, scope: !158, inlinedAt: !154)
!158 = distinct !DILexicalBlock(scope: !156, file: !3, line: 24, column: 9)
!159 = !DILocation(line: 24, column: 29, scope: !158, inlinedAt: !154)
!160 = !DILocation(line: 127, column: 1, scope: !101)
!161 = !DILocalVariable(name: "this", arg: 1, scope: !162, type: !98, flags: DIFlagArtificial | DIFlagObjectPointer)
!162 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !163)
!163 = !{!161}
!164 = !DILocation(line: 0, scope: !162, inlinedAt: !165)
!165 = distinct !DILocation(line: 93, column: 20, scope: !101)
!166 = !DILocation(line: 93, column: 20, scope: !101)
!167 = !DILocation(line: 31, column: 16, scope: !168, inlinedAt: !165)
!168 = distinct !DILexicalBlock(scope: !162, file: !3, line: 31, column: 14)
!169 = !DILocation(line: 0, scope: !82, inlinedAt: !170)
!170 = distinct !DILocation(line: 93, column: 20, scope: !101)
!171 = !DILocation(line: 18, column: 50, scope: !87, inlinedAt: !170)
!172 = !DILocation(line: 95, column: 3, scope: !101)
!173 = !DILocation(line: 96, column: 73, scope: !174)
!174 = distinct !DILexicalBlock(scope: !92, file: !3, line: 95, column: 19)
!175 = !DILocation(line: 96, column: 80, scope: !174)
!176 = !DILocation(line: 96, column: 87, scope: !174)
!177 = !DILocation(line: 96, column: 5, scope: !174)
!178 = !DILocation(line: 97, column: 3, scope: !174)
!179 = !DILocation(line: 0, scope: !105)
!180 = !DILocation(line: 100, column: 3, scope: !105)
!181 = !DILocation(line: 107, column: 3, scope: !92)
!182 = !DILocalVariable(name: "arg", arg: 2, scope: !183, file: !3, line: 43, type: !10)
!183 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !184, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !192, retainedNodes: !189)
!184 = !DISubroutineType(types: !185)
!185 = !{!10, !186, !10}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !10}
!189 = !{!190, !182, !191}
!190 = !DILocalVariable(name: "f", arg: 1, scope: !183, file: !3, line: 43, type: !186)
!191 = !DILocalVariable(name: "v", scope: !183, file: !3, line: 46, type: !5)
!192 = !{!193}
!193 = !DITemplateTypeParameter(name: "T", type: !5)
!194 = !DILocation(line: 0, scope: !183, inlinedAt: !195)
!195 = distinct !DILocation(line: 109, column: 57, scope: !92)
!196 = !DILocalVariable(name: "x", arg: 1, scope: !197, file: !3, line: 54, type: !10)
!197 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !187, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !198)
!198 = !{!196}
!199 = !DILocation(line: 0, scope: !197, inlinedAt: !200)
!200 = distinct !DILocation(line: 45, column: 5, scope: !201, inlinedAt: !195)
!201 = distinct !DILexicalBlock(scope: !183, file: !3, line: 44, column: 7)
!202 = !DILocation(line: 54, column: 34, scope: !197, inlinedAt: !200)
!203 = !{!204, !204, i64 0}
!204 = !{!"short", !59, i64 0}
!205 = !DILocation(line: 52, column: 1, scope: !201, inlinedAt: !195)
!206 = !DILocation(line: 46, column: 3, scope: !201, inlinedAt: !195)
!207 = !DILocation(line: 50, column: 3, scope: !208, inlinedAt: !195)
!208 = distinct !DILexicalBlock(scope: !183, file: !3, line: 48, column: 17)
!209 = !DILocation(line: 47, column: 17, scope: !210, inlinedAt: !195)
!210 = distinct !DILexicalBlock(scope: !183, file: !3, line: 46, column: 17)
!211 = !DILocation(line: 48, column: 3, scope: !210, inlinedAt: !195)
!212 = !DILocalVariable(name: "arg", arg: 2, scope: !213, file: !3, line: 43, type: !10)
!213 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !184, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !217, retainedNodes: !214)
!214 = !{!215, !212, !216}
!215 = !DILocalVariable(name: "f", arg: 1, scope: !213, file: !3, line: 43, type: !186)
!216 = !DILocalVariable(name: "v", scope: !213, file: !3, line: 46, type: !6)
!217 = !{!218}
!218 = !DITemplateTypeParameter(name: "T", type: !6)
!219 = !DILocation(line: 0, scope: !213, inlinedAt: !220)
!220 = distinct !DILocation(line: 110, column: 10, scope: !92)
!221 = !DILocalVariable(name: "x", arg: 1, scope: !222, file: !3, line: 55, type: !10)
!222 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !187, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !223)
!223 = !{!221}
!224 = !DILocation(line: 0, scope: !222, inlinedAt: !225)
!225 = distinct !DILocation(line: 45, column: 5, scope: !226, inlinedAt: !220)
!226 = distinct !DILexicalBlock(scope: !213, file: !3, line: 44, column: 7)
!227 = !DILocation(line: 55, column: 33, scope: !222, inlinedAt: !225)
!228 = !{!229, !229, i64 0}
!229 = !{!"long long", !59, i64 0}
!230 = !DILocation(line: 52, column: 1, scope: !226, inlinedAt: !220)
!231 = !DILocation(line: 46, column: 3, scope: !226, inlinedAt: !220)
!232 = !DILocation(line: 50, column: 3, scope: !233, inlinedAt: !220)
!233 = distinct !DILexicalBlock(scope: !213, file: !3, line: 48, column: 17)
!234 = !DILocation(line: 47, column: 17, scope: !235, inlinedAt: !220)
!235 = distinct !DILexicalBlock(scope: !213, file: !3, line: 46, column: 17)
!236 = !DILocation(line: 48, column: 3, scope: !235, inlinedAt: !220)
!237 = !DILocalVariable(name: "arg", arg: 2, scope: !238, file: !3, line: 43, type: !10)
!238 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !184, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !242, retainedNodes: !239)
!239 = !{!240, !237, !241}
!240 = !DILocalVariable(name: "f", arg: 1, scope: !238, file: !3, line: 43, type: !186)
!241 = !DILocalVariable(name: "v", scope: !238, file: !3, line: 46, type: !10)
!242 = !{!243}
!243 = !DITemplateTypeParameter(name: "T", type: !10)
!244 = !DILocation(line: 0, scope: !238, inlinedAt: !245)
!245 = distinct !DILocation(line: 110, column: 46, scope: !92)
!246 = !DILocation(line: 0, scope: !197, inlinedAt: !247)
!247 = distinct !DILocation(line: 45, column: 5, scope: !248, inlinedAt: !245)
!248 = distinct !DILexicalBlock(scope: !238, file: !3, line: 44, column: 7)
!249 = !DILocation(line: 54, column: 34, scope: !197, inlinedAt: !247)
!250 = !DILocation(line: 52, column: 1, scope: !248, inlinedAt: !245)
!251 = !DILocation(line: 46, column: 3, scope: !248, inlinedAt: !245)
!252 = !DILocation(line: 50, column: 3, scope: !253, inlinedAt: !245)
!253 = distinct !DILexicalBlock(scope: !238, file: !3, line: 48, column: 17)
!254 = !DILocation(line: 48, column: 3, scope: !255, inlinedAt: !245)
!255 = distinct !DILexicalBlock(scope: !238, file: !3, line: 46, column: 17)
!256 = !DILocalVariable(name: "x", arg: 1, scope: !257, file: !3, line: 36, type: !10)
!257 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !258, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{!10, !10}
!260 = !{!256}
!261 = !DILocation(line: 0, scope: !257, inlinedAt: !262)
!262 = distinct !DILocation(line: 102, column: 13, scope: !263)
!263 = distinct !DILexicalBlock(scope: !107, file: !3, line: 101, column: 9)
!264 = !DILocation(line: 37, column: 9, scope: !265, inlinedAt: !262)
!265 = distinct !DILexicalBlock(scope: !257, file: !3, line: 37, column: 7)
!266 = !DILocation(line: 37, column: 7, scope: !257, inlinedAt: !262)
!267 = !DILocation(line: 37, column: 14, scope: !265, inlinedAt: !262)
!268 = !DILocation(line: 37, column: 22, scope: !265, inlinedAt: !262)
!269 = !DILocation(line: 39, column: 1, scope: !265, inlinedAt: !262)
!270 = !DILocation(line: 38, column: 3, scope: !257, inlinedAt: !262)
!271 = !DILocation(line: 102, column: 10, scope: !263)
!272 = !DILocation(line: 103, column: 5, scope: !263)
!273 = !DILocation(line: 127, column: 1, scope: !263)
!274 = !DILocation(line: 0, scope: !107)
!275 = !DILocation(line: 104, column: 7, scope: !276)
!276 = distinct !DILexicalBlock(scope: !107, file: !3, line: 103, column: 21)
!277 = !DILocation(line: 105, column: 5, scope: !276)
!278 = !DILocation(line: 100, column: 26, scope: !108)
!279 = !DILocation(line: 100, column: 21, scope: !108)
!280 = distinct !{!280, !180, !281, !282}
!281 = !DILocation(line: 106, column: 3, scope: !105)
!282 = !{!"llvm.loop.mustprogress"}
!283 = !DILocation(line: 113, column: 16, scope: !284, inlinedAt: !298)
!284 = distinct !DILexicalBlock(scope: !285, file: !3, line: 113, column: 9)
!285 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !110, file: !3, line: 112, type: !286, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !290, retainedNodes: !294)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !288, !10}
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !110)
!290 = !DISubprogram(name: "operator()", scope: !110, file: !3, line: 112, type: !291, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!291 = !DISubroutineType(types: !292)
!292 = !{!293, !288, !10}
!293 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!294 = !{!295, !297}
!295 = !DILocalVariable(name: "this", arg: 1, scope: !285, type: !296, flags: DIFlagArtificial | DIFlagObjectPointer)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 64)
!297 = !DILocalVariable(name: "k", arg: 2, scope: !285, file: !3, line: 112, type: !10)
!298 = distinct !DILocation(line: 118, column: 7, scope: !299)
!299 = distinct !DILexicalBlock(scope: !117, file: !3, line: 117, column: 9)
!300 = !DILocation(line: 109, column: 3, scope: !92)
!301 = !DILocation(line: 0, scope: !115)
!302 = !DILocation(line: 0, scope: !285, inlinedAt: !298)
!303 = !DILocation(line: 113, column: 22, scope: !284, inlinedAt: !298)
!304 = !DILocation(line: 115, column: 3, scope: !284, inlinedAt: !298)
!305 = !DILocation(line: 127, column: 1, scope: !299)
!306 = !DILocation(line: 119, column: 5, scope: !299)
!307 = !DILocation(line: 0, scope: !117)
!308 = !DILocation(line: 120, column: 46, scope: !309)
!309 = distinct !DILexicalBlock(scope: !117, file: !3, line: 119, column: 26)
!310 = !{!311, !58, i64 0}
!311 = !{!"_ZTS7Fragile", !58, i64 0}
!312 = !DILocation(line: 120, column: 7, scope: !309)
!313 = !DILocation(line: 121, column: 5, scope: !309)
!314 = !DILocation(line: 0, scope: !121)
!315 = !DILocation(line: 124, column: 3, scope: !121)
!316 = !DILocation(line: 114, column: 8, scope: !285, inlinedAt: !298)
!317 = !DILocation(line: 125, column: 64, scope: !92)
!318 = !DILocation(line: 125, column: 72, scope: !92)
!319 = !DILocation(line: 125, column: 79, scope: !92)
!320 = !DILocation(line: 125, column: 86, scope: !92)
!321 = !DILocation(line: 125, column: 3, scope: !92)
!322 = !DILocation(line: 126, column: 3, scope: !92)
!323 = !DILocalVariable(name: "depth", arg: 1, scope: !324, file: !3, line: 63, type: !10)
!324 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !258, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !325)
!325 = !{!323, !326, !327, !329, !331, !332, !334}
!326 = !DILocalVariable(name: "s1", scope: !324, file: !3, line: 64, type: !20)
!327 = !DILocalVariable(name: "s2", scope: !328, file: !3, line: 66, type: !20)
!328 = distinct !DILexicalBlock(scope: !324, file: !3, line: 65, column: 7)
!329 = !DILocalVariable(name: "s3", scope: !330, file: !3, line: 68, type: !20)
!330 = distinct !DILexicalBlock(scope: !328, file: !3, line: 67, column: 9)
!331 = !DILocalVariable(name: "d", scope: !328, file: !3, line: 70, type: !10)
!332 = !DILocalVariable(name: "s4", scope: !333, file: !3, line: 71, type: !20)
!333 = distinct !DILexicalBlock(scope: !328, file: !3, line: 70, column: 21)
!334 = !DILocalVariable(name: "d", scope: !324, file: !3, line: 75, type: !10)
!335 = !DILocation(line: 0, scope: !324, inlinedAt: !336)
!336 = distinct !DILocation(line: 124, column: 63, scope: !337)
!337 = distinct !DILexicalBlock(scope: !121, file: !3, line: 124, column: 3)
!338 = !DILocation(line: 0, scope: !328, inlinedAt: !336)
!339 = !DILocation(line: 0, scope: !330, inlinedAt: !336)
!340 = !DILocation(line: 69, column: 17, scope: !341, inlinedAt: !336)
!341 = distinct !DILexicalBlock(scope: !330, file: !3, line: 69, column: 11)
!342 = !DILocation(line: 69, column: 11, scope: !330, inlinedAt: !336)
!343 = !DILocation(line: 69, column: 22, scope: !341, inlinedAt: !336)
!344 = !DILocation(line: 79, column: 1, scope: !341, inlinedAt: !336)
!345 = !DILocalVariable(name: "this", arg: 1, scope: !346, type: !348, flags: DIFlagArtificial | DIFlagObjectPointer)
!346 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !347)
!347 = !{!345}
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!349 = !DILocation(line: 0, scope: !346, inlinedAt: !350)
!350 = distinct !DILocation(line: 70, column: 5, scope: !328, inlinedAt: !336)
!351 = !DILocation(line: 60, column: 14, scope: !352, inlinedAt: !350)
!352 = distinct !DILexicalBlock(scope: !346, file: !3, line: 60, column: 12)
!353 = !DILocation(line: 70, column: 5, scope: !330, inlinedAt: !336)
!354 = !DILocation(line: 0, scope: !346, inlinedAt: !355)
!355 = distinct !DILocation(line: 70, column: 5, scope: !328, inlinedAt: !336)
!356 = !DILocation(line: 60, column: 14, scope: !352, inlinedAt: !355)
!357 = !DILocation(line: 75, column: 3, scope: !324, inlinedAt: !336)
!358 = !DILocation(line: 0, scope: !333, inlinedAt: !336)
!359 = !DILocation(line: 72, column: 13, scope: !360, inlinedAt: !336)
!360 = distinct !DILexicalBlock(scope: !333, file: !3, line: 72, column: 11)
!361 = !DILocation(line: 72, column: 11, scope: !333, inlinedAt: !336)
!362 = !DILocation(line: 72, column: 18, scope: !360, inlinedAt: !336)
!363 = !DILocation(line: 72, column: 26, scope: !360, inlinedAt: !336)
!364 = !DILocation(line: 79, column: 1, scope: !360, inlinedAt: !336)
!365 = !DILocation(line: 0, scope: !346, inlinedAt: !366)
!366 = distinct !DILocation(line: 74, column: 5, scope: !328, inlinedAt: !336)
!367 = !DILocation(line: 60, column: 14, scope: !352, inlinedAt: !366)
!368 = !DILocation(line: 74, column: 5, scope: !333, inlinedAt: !336)
!369 = !DILocation(line: 0, scope: !346, inlinedAt: !370)
!370 = distinct !DILocation(line: 74, column: 5, scope: !328, inlinedAt: !336)
!371 = !DILocation(line: 60, column: 14, scope: !352, inlinedAt: !370)
!372 = !DILocation(line: 0, scope: !346, inlinedAt: !373)
!373 = distinct !DILocation(line: 75, column: 3, scope: !324, inlinedAt: !336)
!374 = !DILocation(line: 60, column: 14, scope: !352, inlinedAt: !373)
!375 = !DILocation(line: 0, scope: !346, inlinedAt: !376)
!376 = distinct !DILocation(line: 75, column: 3, scope: !324, inlinedAt: !336)
!377 = !DILocation(line: 60, column: 14, scope: !352, inlinedAt: !376)
!378 = !DILocation(line: 75, column: 3, scope: !328, inlinedAt: !336)
!379 = !DILocation(line: 76, column: 14, scope: !380, inlinedAt: !336)
!380 = distinct !DILexicalBlock(scope: !324, file: !3, line: 75, column: 19)
!381 = !DILocation(line: 77, column: 3, scope: !380, inlinedAt: !336)
!382 = !DILocation(line: 0, scope: !346, inlinedAt: !383)
!383 = distinct !DILocation(line: 79, column: 1, scope: !324, inlinedAt: !336)
!384 = !DILocation(line: 60, column: 14, scope: !352, inlinedAt: !383)
!385 = !DILocation(line: 0, scope: !346, inlinedAt: !386)
!386 = distinct !DILocation(line: 79, column: 1, scope: !324, inlinedAt: !336)
!387 = !DILocation(line: 60, column: 14, scope: !352, inlinedAt: !386)
!388 = !DILocation(line: 124, column: 31, scope: !337)
!389 = !DILocation(line: 124, column: 26, scope: !337)
!390 = !DILocation(line: 124, column: 21, scope: !337)
!391 = distinct !{!391, !315, !392, !282}
!392 = !DILocation(line: 124, column: 73, scope: !121)
!393 = !DILocation(line: 0, scope: !126)
!394 = !DILocation(line: 27, column: 29, scope: !126)
!395 = !DILocation(line: 28, column: 11, scope: !132)
!396 = !DILocation(line: 28, column: 9, scope: !133)
!397 = !DILocation(line: 28, column: 18, scope: !132)
!398 = !DILocation(line: 29, column: 5, scope: !133)
!399 = !DILocation(line: 30, column: 3, scope: !126)
!400 = !DILocation(line: 0, scope: !162)
!401 = !DILocation(line: 31, column: 16, scope: !168)
!402 = !DILocation(line: 31, column: 25, scope: !162)
