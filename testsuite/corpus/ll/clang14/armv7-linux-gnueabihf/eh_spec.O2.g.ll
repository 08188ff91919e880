; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZTI7Fragile = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, comdat, align 4
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

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znwj(i32 noundef %0) local_unnamed_addr #0 !dbg !53 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !59, metadata !DIExpression()), !dbg !60
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !61, !tbaa !62
  %3 = add nsw i32 %2, 1, !dbg !61
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !61, !tbaa !62
  %4 = tail call i8* @malloc(i32 noundef %0), !dbg !66
  ret i8* %4, !dbg !67
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znaj(i32 noundef %0) local_unnamed_addr #0 !dbg !68 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !70, metadata !DIExpression()), !dbg !71
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !72, !tbaa !62
  %3 = add nsw i32 %2, 1, !dbg !72
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !72, !tbaa !62
  %4 = tail call i8* @malloc(i32 noundef %0), !dbg !73
  ret i8* %4, !dbg !74
}

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define dso_local void @_ZdlPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !75 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !79, metadata !DIExpression()), !dbg !80
  %2 = icmp eq i8* %0, null, !dbg !81
  br i1 %2, label %6, label %3, !dbg !83

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !84, !tbaa !62
  %5 = add nsw i32 %4, 1, !dbg !84
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !84, !tbaa !62
  br label %6, !dbg !84

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !85
  ret void, !dbg !86
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define dso_local void @_ZdaPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !87 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !89, metadata !DIExpression()), !dbg !90
  %2 = icmp eq i8* %0, null, !dbg !91
  br i1 %2, label %6, label %3, !dbg !93

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !94, !tbaa !62
  %5 = add nsw i32 %4, 1, !dbg !94
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !94, !tbaa !62
  br label %6, !dbg !94

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !95
  ret void, !dbg !96
}

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !97 {
  call void @llvm.dbg.value(metadata i32 4, metadata !59, metadata !DIExpression()) #10, !dbg !127
  %1 = load i32, i32* @_ZL6allocs, align 4, !dbg !129, !tbaa !62
  %2 = add nsw i32 %1, 1, !dbg !129
  store i32 %2, i32* @_ZL6allocs, align 4, !dbg !129, !tbaa !62
  call void @llvm.dbg.value(metadata %struct.Fragile* poison, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 13, metadata !133, metadata !DIExpression()), !dbg !134
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !136
  %4 = bitcast i8* %3 to i8**, !dbg !136
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %4, align 8, !dbg !136, !tbaa !139
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11
          to label %5 unwind label %6, !dbg !136

5:                                                ; preds = %0
  unreachable, !dbg !136

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !141
  call void @llvm.dbg.value(metadata i8* undef, metadata !79, metadata !DIExpression()) #10, !dbg !142
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !144, !tbaa !62
  %9 = add nsw i32 %8, 1, !dbg !144
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !144, !tbaa !62
  %10 = extractvalue { i8*, i32 } %7, 1, !dbg !141
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #10, !dbg !145
  %12 = icmp eq i32 %10, %11, !dbg !145
  br i1 %12, label %13, label %224, !dbg !145

13:                                               ; preds = %6
  %14 = extractvalue { i8*, i32 } %7, 0, !dbg !141
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10, !dbg !145
  call void @llvm.dbg.value(metadata i8* %15, metadata !104, metadata !DIExpression()), !dbg !146
  %16 = load i32, i32* @_ZL6allocs, align 4, !dbg !147, !tbaa !62
  %17 = load i32, i32* @_ZL5frees, align 4, !dbg !149, !tbaa !62
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i8* noundef %15, i32 noundef %16, i32 noundef %17), !dbg !150
  tail call void @__cxa_end_catch() #10, !dbg !151
  call void @llvm.dbg.value(metadata i32 28, metadata !70, metadata !DIExpression()) #10, !dbg !152
  %19 = load i32, i32* @_ZL6allocs, align 4, !dbg !154, !tbaa !62
  %20 = add nsw i32 %19, 1, !dbg !154
  store i32 %20, i32* @_ZL6allocs, align 4, !dbg !154, !tbaa !62
  %21 = load i32, i32* @_ZL5ctors, align 4, !tbaa !62
  call void @llvm.dbg.value(metadata i8* poison, metadata !155, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i8* poison, metadata !155, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i8* poison, metadata !155, metadata !DIExpression()), !dbg !158
  %22 = add nsw i32 %21, 3, !dbg !160
  store i32 %22, i32* @_ZL5ctors, align 4, !dbg !160, !tbaa !62
  call void @llvm.dbg.value(metadata i8* poison, metadata !155, metadata !DIExpression()), !dbg !158
  store i32 -1, i32* @_ZN7Fragile6budgetE, align 4, !dbg !158, !tbaa !62
  %23 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !162
  %24 = bitcast i8* %23 to i32*, !dbg !162
  %25 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !164, !tbaa !62
  store i32 %25, i32* %24, align 8, !dbg !162, !tbaa !62
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %26 unwind label %27, !dbg !162

26:                                               ; preds = %13
  unreachable, !dbg !162

27:                                               ; preds = %13
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !165
  call void @llvm.dbg.value(metadata i8* poison, metadata !155, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i8* poison, metadata !155, metadata !DIExpression()), !dbg !158
  %29 = load i32, i32* @_ZL5dtors, align 4, !tbaa !62
  call void @llvm.dbg.value(metadata i32 undef, metadata !166, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value)), !dbg !169
  %30 = add i32 %29, 3, !dbg !171
  store i32 %30, i32* @_ZL5dtors, align 4, !dbg !172, !tbaa !62
  call void @llvm.dbg.value(metadata i8* undef, metadata !89, metadata !DIExpression()) #10, !dbg !174
  %31 = load i32, i32* @_ZL5frees, align 4, !dbg !176, !tbaa !62
  %32 = add nsw i32 %31, 1, !dbg !176
  store i32 %32, i32* @_ZL5frees, align 4, !dbg !176, !tbaa !62
  %33 = extractvalue { i8*, i32 } %28, 1, !dbg !165
  %34 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !177
  %35 = icmp eq i32 %33, %34, !dbg !177
  br i1 %35, label %36, label %224, !dbg !177

36:                                               ; preds = %27
  %37 = extractvalue { i8*, i32 } %28, 0, !dbg !165
  %38 = tail call i8* @__cxa_begin_catch(i8* %37) #10, !dbg !177
  %39 = bitcast i8* %38 to i32*, !dbg !177
  %40 = load i32, i32* %39, align 4, !dbg !177, !tbaa !62
  call void @llvm.dbg.value(metadata i32 %40, metadata !107, metadata !DIExpression()), !dbg !146
  %41 = load i32, i32* @_ZL5ctors, align 4, !dbg !178, !tbaa !62
  %42 = load i32, i32* @_ZL5dtors, align 4, !dbg !180, !tbaa !62
  %43 = load i32, i32* @_ZL5frees, align 4, !dbg !181, !tbaa !62
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i32 0, i32 0), i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43), !dbg !182
  tail call void @__cxa_end_catch() #10, !dbg !183
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !184
  br label %95, !dbg !185

45:                                               ; preds = %127
  call void @llvm.dbg.value(metadata i32 %128, metadata !108, metadata !DIExpression()), !dbg !146
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %128, i32 noundef 2, i32 noundef 0), !dbg !186
  call void @llvm.dbg.value(metadata i32 7, metadata !187, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata i32 7, metadata !201, metadata !DIExpression()), !dbg !204
  %47 = tail call i8* @__cxa_allocate_exception(i32 2) #10, !dbg !207
  %48 = bitcast i8* %47 to i16*, !dbg !207
  store i16 7, i16* %48, align 8, !dbg !207, !tbaa !208
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11
          to label %49 unwind label %50, !dbg !207

49:                                               ; preds = %45
  unreachable, !dbg !207

50:                                               ; preds = %45
  %51 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null, !dbg !210
  %52 = extractvalue { i8*, i32 } %51, 0, !dbg !210
  %53 = extractvalue { i8*, i32 } %51, 1, !dbg !210
  %54 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #10, !dbg !211
  %55 = icmp eq i32 %53, %54, !dbg !211
  %56 = tail call i8* @__cxa_begin_catch(i8* %52) #10, !dbg !199
  br i1 %55, label %57, label %61, !dbg !211

57:                                               ; preds = %50
  %58 = bitcast i8* %56 to i16*, !dbg !212
  %59 = load i16, i16* %58, align 2, !dbg !212, !tbaa !208
  call void @llvm.dbg.value(metadata i16 %59, metadata !196, metadata !DIExpression()), !dbg !199
  %60 = sext i16 %59 to i32, !dbg !214
  tail call void @__cxa_end_catch() #10, !dbg !216
  br label %62

61:                                               ; preds = %50
  tail call void @__cxa_end_catch(), !dbg !212
  br label %62

62:                                               ; preds = %57, %61
  %63 = phi i32 [ %60, %57 ], [ -1, %61 ], !dbg !199
  call void @llvm.dbg.value(metadata i32 3, metadata !217, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 3, metadata !226, metadata !DIExpression()), !dbg !229
  %64 = tail call i8* @__cxa_allocate_exception(i32 8) #10, !dbg !232
  %65 = bitcast i8* %64 to i64*, !dbg !232
  store i64 3000, i64* %65, align 8, !dbg !232, !tbaa !233
  invoke void @__cxa_throw(i8* nonnull %64, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #11
          to label %66 unwind label %67, !dbg !232

66:                                               ; preds = %62
  unreachable, !dbg !232

67:                                               ; preds = %62
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null, !dbg !235
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !235
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !235
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #10, !dbg !236
  %72 = icmp eq i32 %70, %71, !dbg !236
  %73 = tail call i8* @__cxa_begin_catch(i8* %69) #10, !dbg !224
  br i1 %72, label %74, label %78, !dbg !236

74:                                               ; preds = %67
  %75 = bitcast i8* %73 to i64*, !dbg !237
  %76 = load i64, i64* %75, align 8, !dbg !237, !tbaa !233
  call void @llvm.dbg.value(metadata i64 %76, metadata !221, metadata !DIExpression()), !dbg !224
  %77 = trunc i64 %76 to i32, !dbg !239
  tail call void @__cxa_end_catch() #10, !dbg !241
  br label %79

78:                                               ; preds = %67
  tail call void @__cxa_end_catch(), !dbg !237
  br label %79

79:                                               ; preds = %74, %78
  %80 = phi i32 [ %77, %74 ], [ -1, %78 ], !dbg !224
  call void @llvm.dbg.value(metadata i32 1, metadata !242, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata i32 1, metadata !201, metadata !DIExpression()), !dbg !251
  %81 = tail call i8* @__cxa_allocate_exception(i32 2) #10, !dbg !254
  %82 = bitcast i8* %81 to i16*, !dbg !254
  store i16 1, i16* %82, align 8, !dbg !254, !tbaa !208
  invoke void @__cxa_throw(i8* nonnull %81, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11
          to label %83 unwind label %84, !dbg !254

83:                                               ; preds = %79
  unreachable, !dbg !254

84:                                               ; preds = %79
  %85 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null, !dbg !255
  %86 = extractvalue { i8*, i32 } %85, 0, !dbg !255
  %87 = extractvalue { i8*, i32 } %85, 1, !dbg !255
  %88 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !256
  %89 = icmp eq i32 %87, %88, !dbg !256
  %90 = tail call i8* @__cxa_begin_catch(i8* %86) #10, !dbg !249
  br i1 %89, label %91, label %94, !dbg !256

91:                                               ; preds = %84
  %92 = bitcast i8* %90 to i32*, !dbg !257
  %93 = load i32, i32* %92, align 4, !dbg !257, !tbaa !62
  call void @llvm.dbg.value(metadata i32 %93, metadata !246, metadata !DIExpression()), !dbg !249
  tail call void @__cxa_end_catch() #10, !dbg !259
  br label %132

94:                                               ; preds = %84
  tail call void @__cxa_end_catch(), !dbg !257
  br label %132

95:                                               ; preds = %36, %127
  %96 = phi i32 [ 0, %36 ], [ %129, %127 ]
  %97 = phi i32 [ 0, %36 ], [ %128, %127 ]
  call void @llvm.dbg.value(metadata i32 %96, metadata !109, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 %96, metadata !261, metadata !DIExpression()), !dbg !266
  %98 = icmp ugt i32 %96, 2, !dbg !269
  br i1 %98, label %99, label %111, !dbg !271

99:                                               ; preds = %95
  %100 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !272
  %101 = bitcast i8* %100 to i32*, !dbg !272
  %102 = shl nuw nsw i32 %96, 1, !dbg !273
  store i32 %102, i32* %101, align 8, !dbg !272, !tbaa !62
  invoke void @__cxa_throw(i8* nonnull %100, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %110 unwind label %103, !dbg !272

103:                                              ; preds = %99
  %104 = landingpad { i8*, i32 }
          cleanup
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !274
  %105 = extractvalue { i8*, i32 } %104, 1, !dbg !274
  %106 = icmp slt i32 %105, 0, !dbg !275
  br i1 %106, label %107, label %116, !dbg !275

107:                                              ; preds = %103
  %108 = extractvalue { i8*, i32 } %104, 0, !dbg !274
  invoke void @__cxa_call_unexpected(i8* %108) #11
          to label %109 unwind label %113, !dbg !275

109:                                              ; preds = %107
  unreachable, !dbg !275

110:                                              ; preds = %99
  unreachable

111:                                              ; preds = %95
  call void @llvm.dbg.value(metadata i32 %97, metadata !108, metadata !DIExpression()), !dbg !146
  %112 = add nsw i32 %96, %97, !dbg !276
  call void @llvm.dbg.value(metadata i32 %112, metadata !108, metadata !DIExpression()), !dbg !146
  br label %127, !dbg !277

113:                                              ; preds = %107
  %114 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !278
  %115 = extractvalue { i8*, i32 } %114, 1, !dbg !278
  br label %116, !dbg !278

116:                                              ; preds = %103, %113
  %117 = phi i32 [ %105, %103 ], [ %115, %113 ], !dbg !278
  %118 = phi { i8*, i32 } [ %104, %103 ], [ %114, %113 ]
  %119 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !277
  %120 = icmp eq i32 %117, %119, !dbg !277
  br i1 %120, label %121, label %224, !dbg !277

121:                                              ; preds = %116
  %122 = extractvalue { i8*, i32 } %118, 0, !dbg !278
  %123 = tail call i8* @__cxa_begin_catch(i8* %122) #10, !dbg !277
  %124 = bitcast i8* %123 to i32*, !dbg !277
  %125 = load i32, i32* %124, align 4, !dbg !277, !tbaa !62
  call void @llvm.dbg.value(metadata i32 %125, metadata !111, metadata !DIExpression()), !dbg !279
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %125), !dbg !280
  tail call void @__cxa_end_catch() #10, !dbg !282
  br label %127, !dbg !282

127:                                              ; preds = %111, %121
  %128 = phi i32 [ %97, %121 ], [ %112, %111 ], !dbg !146
  %129 = add nuw nsw i32 %96, 1, !dbg !283
  call void @llvm.dbg.value(metadata i32 %129, metadata !109, metadata !DIExpression()), !dbg !184
  %130 = icmp eq i32 %129, 5, !dbg !284
  br i1 %130, label %45, label %95, !dbg !185, !llvm.loop !285

131:                                              ; preds = %159, %140
  unreachable, !dbg !288

132:                                              ; preds = %94, %91
  %133 = phi i32 [ %93, %91 ], [ -1, %94 ], !dbg !249
  %134 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i32 0, i32 0), i32 noundef %63, i32 noundef %80, i32 noundef %133), !dbg !305
  call void @llvm.dbg.value(metadata i32* undef, metadata !114, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i32 1, metadata !119, metadata !DIExpression()), !dbg !306
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !300, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata i32 1, metadata !302, metadata !DIExpression()), !dbg !307
  %135 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !288
  %136 = bitcast i8* %135 to %struct.Fragile*, !dbg !288
  %137 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %136, i32 noundef 3)
          to label %140 unwind label %138, !dbg !308

138:                                              ; preds = %132
  %139 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !309
  tail call void @__cxa_free_exception(i8* %135) #10, !dbg !288
  br label %143

140:                                              ; preds = %132
  invoke void @__cxa_throw(i8* %135, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11
          to label %131 unwind label %141, !dbg !288

141:                                              ; preds = %140
  %142 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !310
  br label %143, !dbg !310

143:                                              ; preds = %141, %138
  %144 = phi { i8*, i32 } [ %142, %141 ], [ %139, %138 ]
  %145 = extractvalue { i8*, i32 } %144, 1, !dbg !310
  %146 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #10, !dbg !311
  %147 = icmp eq i32 %145, %146, !dbg !311
  br i1 %147, label %148, label %224, !dbg !311

148:                                              ; preds = %143
  %149 = extractvalue { i8*, i32 } %144, 0, !dbg !310
  %150 = tail call i8* @__cxa_begin_catch(i8* %149) #10, !dbg !311
  call void @llvm.dbg.value(metadata i8* %150, metadata !121, metadata !DIExpression()), !dbg !312
  %151 = bitcast i8* %150 to i32*, !dbg !313
  %152 = load i32, i32* %151, align 4, !dbg !313, !tbaa !315
  %153 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %152), !dbg !317
  tail call void @__cxa_end_catch(), !dbg !318
  call void @llvm.dbg.value(metadata i32 2, metadata !119, metadata !DIExpression()), !dbg !306
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !300, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata i32 2, metadata !302, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata i32 3, metadata !119, metadata !DIExpression()), !dbg !306
  call void @llvm.dbg.value(metadata i32 3, metadata !302, metadata !DIExpression()), !dbg !307
  %154 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !288
  %155 = bitcast i8* %154 to %struct.Fragile*, !dbg !288
  %156 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %155, i32 noundef 9)
          to label %159 unwind label %157, !dbg !308

157:                                              ; preds = %148
  %158 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !309
  tail call void @__cxa_free_exception(i8* %154) #10, !dbg !288
  br label %162

159:                                              ; preds = %148
  invoke void @__cxa_throw(i8* %154, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11
          to label %131 unwind label %160, !dbg !288

160:                                              ; preds = %159
  %161 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !310
  br label %162, !dbg !310

162:                                              ; preds = %160, %157
  %163 = phi { i8*, i32 } [ %161, %160 ], [ %158, %157 ]
  %164 = extractvalue { i8*, i32 } %163, 1, !dbg !310
  %165 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #10, !dbg !311
  %166 = icmp eq i32 %164, %165, !dbg !311
  br i1 %166, label %167, label %224, !dbg !311

167:                                              ; preds = %162
  %168 = extractvalue { i8*, i32 } %163, 0, !dbg !310
  %169 = tail call i8* @__cxa_begin_catch(i8* %168) #10, !dbg !311
  call void @llvm.dbg.value(metadata i8* %169, metadata !121, metadata !DIExpression()), !dbg !312
  %170 = bitcast i8* %169 to i32*, !dbg !313
  %171 = load i32, i32* %170, align 4, !dbg !313, !tbaa !315
  %172 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %171), !dbg !317
  tail call void @__cxa_end_catch(), !dbg !318
  call void @llvm.dbg.value(metadata i32 4, metadata !119, metadata !DIExpression()), !dbg !306
  call void @llvm.dbg.value(metadata i32 0, metadata !125, metadata !DIExpression()), !dbg !319
  br label %180, !dbg !320

173:                                              ; preds = %229
  %174 = add nsw i32 %128, 2, !dbg !321
  %175 = load i32, i32* @_ZL6allocs, align 4, !dbg !322, !tbaa !62
  %176 = load i32, i32* @_ZL5frees, align 4, !dbg !323, !tbaa !62
  %177 = load i32, i32* @_ZL5ctors, align 4, !dbg !324, !tbaa !62
  %178 = load i32, i32* @_ZL5dtors, align 4, !dbg !325, !tbaa !62
  call void @llvm.dbg.value(metadata i32 %174, metadata !108, metadata !DIExpression()), !dbg !146
  %179 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i32 0, i32 0), i32 noundef %175, i32 noundef %176, i32 noundef %177, i32 noundef %178, i32 noundef %174), !dbg !326
  ret i32 0, !dbg !327

180:                                              ; preds = %167, %229
  %181 = phi i32 [ 0, %167 ], [ %233, %229 ]
  call void @llvm.dbg.value(metadata i32 %181, metadata !125, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i32 %181, metadata !328, metadata !DIExpression()), !dbg !340
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0), metadata !331, metadata !DIExpression()), !dbg !340
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), metadata !332, metadata !DIExpression()), !dbg !343
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0), metadata !334, metadata !DIExpression()), !dbg !344
  %182 = icmp eq i32 %181, 0, !dbg !345
  br i1 %182, label %192, label %183, !dbg !347

183:                                              ; preds = %180
  %184 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !348
  %185 = bitcast i8* %184 to i32*, !dbg !348
  store i32 %181, i32* %185, align 8, !dbg !348, !tbaa !62
  invoke void @__cxa_throw(i8* nonnull %184, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %228 unwind label %186, !dbg !348

186:                                              ; preds = %183
  %187 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !349
  %188 = extractvalue { i8*, i32 } %187, 0, !dbg !349
  %189 = extractvalue { i8*, i32 } %187, 1, !dbg !349
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !350, metadata !DIExpression()) #10, !dbg !354
  %190 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)) #10, !dbg !356
  %191 = icmp eq i32 %189, %88, !dbg !358
  br i1 %191, label %194, label %213, !dbg !358

192:                                              ; preds = %180
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !350, metadata !DIExpression()) #10, !dbg !359
  %193 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)) #10, !dbg !361
  br label %210, !dbg !362

194:                                              ; preds = %186
  %195 = tail call i8* @__cxa_begin_catch(i8* %188) #10, !dbg !358
  %196 = bitcast i8* %195 to i32*, !dbg !358
  %197 = load i32, i32* %196, align 4, !dbg !358, !tbaa !62
  call void @llvm.dbg.value(metadata i32 %197, metadata !336, metadata !DIExpression()), !dbg !343
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0), metadata !337, metadata !DIExpression()), !dbg !363
  %198 = icmp sgt i32 %197, 1, !dbg !364
  br i1 %198, label %199, label %208, !dbg !366

199:                                              ; preds = %194
  %200 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !367
  %201 = bitcast i8* %200 to i32*, !dbg !367
  %202 = add nuw nsw i32 %197, 10, !dbg !368
  store i32 %202, i32* %201, align 8, !dbg !367, !tbaa !62
  invoke void @__cxa_throw(i8* nonnull %200, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %228 unwind label %203, !dbg !367

203:                                              ; preds = %199
  %204 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !369
  %205 = extractvalue { i8*, i32 } %204, 0, !dbg !369
  %206 = extractvalue { i8*, i32 } %204, 1, !dbg !369
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !350, metadata !DIExpression()) #10, !dbg !370
  %207 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) #10, !dbg !372
  tail call void @__cxa_end_catch() #10, !dbg !373
  br label %213, !dbg !373

208:                                              ; preds = %194
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !350, metadata !DIExpression()) #10, !dbg !374
  %209 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) #10, !dbg !376
  tail call void @__cxa_end_catch() #10, !dbg !373
  br label %210

210:                                              ; preds = %208, %192
  %211 = phi i32 [ 0, %192 ], [ %197, %208 ]
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !350, metadata !DIExpression()) #10, !dbg !377
  %212 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #10, !dbg !379
  br label %229

213:                                              ; preds = %203, %186
  %214 = phi i32 [ %206, %203 ], [ %189, %186 ], !dbg !343
  %215 = phi i8* [ %205, %203 ], [ %188, %186 ], !dbg !343
  %216 = phi { i8*, i32 } [ %204, %203 ], [ %187, %186 ], !dbg !362
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !350, metadata !DIExpression()) #10, !dbg !380
  %217 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #10, !dbg !382
  %218 = icmp eq i32 %214, %88, !dbg !383
  br i1 %218, label %219, label %226, !dbg !383

219:                                              ; preds = %213
  %220 = tail call i8* @__cxa_begin_catch(i8* %215) #10, !dbg !383
  %221 = bitcast i8* %220 to i32*, !dbg !383
  %222 = load i32, i32* %221, align 4, !dbg !383, !tbaa !62
  call void @llvm.dbg.value(metadata i32 %222, metadata !339, metadata !DIExpression()), !dbg !340
  %223 = mul nsw i32 %222, 100, !dbg !384
  tail call void @__cxa_end_catch() #10, !dbg !386
  br label %229

224:                                              ; preds = %116, %143, %162, %6, %27, %226
  %225 = phi { i8*, i32 } [ %216, %226 ], [ %28, %27 ], [ %7, %6 ], [ %144, %143 ], [ %163, %162 ], [ %118, %116 ]
  resume { i8*, i32 } %225, !dbg !146

226:                                              ; preds = %213
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !350, metadata !DIExpression()) #10, !dbg !387
  %227 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)) #10, !dbg !389
  br label %224

228:                                              ; preds = %199, %183
  unreachable

229:                                              ; preds = %210, %219
  %230 = phi i32 [ %223, %219 ], [ %211, %210 ], !dbg !340
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !350, metadata !DIExpression()) #10, !dbg !390
  %231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)) #10, !dbg !392
  %232 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %181, i32 noundef %230), !dbg !393
  %233 = add nuw nsw i32 %181, 1, !dbg !394
  call void @llvm.dbg.value(metadata i32 %233, metadata !125, metadata !DIExpression()), !dbg !319
  %234 = icmp eq i32 %233, 3, !dbg !395
  br i1 %234, label %173, label %180, !dbg !320, !llvm.loop !396
}

define linkonce_odr dso_local noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !131 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !130, metadata !DIExpression()), !dbg !398
  call void @llvm.dbg.value(metadata i32 %1, metadata !133, metadata !DIExpression()), !dbg !398
  %3 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %0, i32 0, i32 0, !dbg !399
  store i32 %1, i32* %3, align 4, !dbg !399, !tbaa !315
  %4 = icmp eq i32 %1, 13, !dbg !400
  br i1 %4, label %5, label %8, !dbg !401

5:                                                ; preds = %2
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !402
  %7 = bitcast i8* %6 to i8**, !dbg !402
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %7, align 8, !dbg !402, !tbaa !139
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11, !dbg !402
  unreachable, !dbg !402

8:                                                ; preds = %2
  %9 = load i32, i32* @_ZL5ctors, align 4, !dbg !403, !tbaa !62
  %10 = add nsw i32 %9, 1, !dbg !403
  store i32 %10, i32* @_ZL5ctors, align 4, !dbg !403, !tbaa !62
  ret %struct.Fragile* %0, !dbg !404
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !167 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !166, metadata !DIExpression()), !dbg !405
  %2 = load i32, i32* @_ZL5dtors, align 4, !dbg !406, !tbaa !62
  %3 = add nsw i32 %2, 1, !dbg !406
  store i32 %3, i32* @_ZL5dtors, align 4, !dbg !406, !tbaa !62
  ret %struct.Fragile* %0, !dbg !407
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { mustprogress nobuiltin nofree nounwind willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nobuiltin nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

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
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
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
!45 = !{i32 1, !"min_enum_size", i32 4}
!46 = !{i32 1, !"branch-target-enforcement", i32 0}
!47 = !{i32 1, !"sign-return-address", i32 0}
!48 = !{i32 1, !"sign-return-address-all", i32 0}
!49 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!50 = !{i32 7, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{!"Debian clang version 14.0.6"}
!53 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwj", scope: !3, file: !3, line: 15, type: !54, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!54 = !DISubroutineType(types: !55)
!55 = !{!56, !57}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!57 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!58 = !{!59}
!59 = !DILocalVariable(name: "n", arg: 1, scope: !53, file: !3, line: 15, type: !57)
!60 = !DILocation(line: 0, scope: !53)
!61 = !DILocation(line: 15, column: 39, scope: !53)
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C++ TBAA"}
!66 = !DILocation(line: 15, column: 56, scope: !53)
!67 = !DILocation(line: 15, column: 49, scope: !53)
!68 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znaj", scope: !3, file: !3, line: 16, type: !54, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!69 = !{!70}
!70 = !DILocalVariable(name: "n", arg: 1, scope: !68, file: !3, line: 16, type: !57)
!71 = !DILocation(line: 0, scope: !68)
!72 = !DILocation(line: 16, column: 41, scope: !68)
!73 = !DILocation(line: 16, column: 58, scope: !68)
!74 = !DILocation(line: 16, column: 51, scope: !68)
!75 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !76, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !56}
!78 = !{!79}
!79 = !DILocalVariable(name: "p", arg: 1, scope: !75, file: !3, line: 17, type: !56)
!80 = !DILocation(line: 0, scope: !75)
!81 = !DILocation(line: 17, column: 45, scope: !82)
!82 = distinct !DILexicalBlock(scope: !75, file: !3, line: 17, column: 45)
!83 = !DILocation(line: 17, column: 45, scope: !75)
!84 = !DILocation(line: 17, column: 48, scope: !82)
!85 = !DILocation(line: 17, column: 57, scope: !75)
!86 = !DILocation(line: 17, column: 66, scope: !75)
!87 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !76, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!88 = !{!89}
!89 = !DILocalVariable(name: "p", arg: 1, scope: !87, file: !3, line: 18, type: !56)
!90 = !DILocation(line: 0, scope: !87)
!91 = !DILocation(line: 18, column: 47, scope: !92)
!92 = distinct !DILexicalBlock(scope: !87, file: !3, line: 18, column: 47)
!93 = !DILocation(line: 18, column: 47, scope: !87)
!94 = !DILocation(line: 18, column: 50, scope: !92)
!95 = !DILocation(line: 18, column: 59, scope: !87)
!96 = !DILocation(line: 18, column: 68, scope: !87)
!97 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !98, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!10}
!100 = !{!101, !104, !105, !107, !108, !109, !111, !114, !119, !121, !125}
!101 = !DILocalVariable(name: "f", scope: !102, file: !3, line: 84, type: !103)
!102 = distinct !DILexicalBlock(scope: !97, file: !3, line: 83, column: 7)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!104 = !DILocalVariable(name: "msg", scope: !97, file: !3, line: 86, type: !23)
!105 = !DILocalVariable(name: "arr", scope: !106, file: !3, line: 93, type: !103)
!106 = distinct !DILexicalBlock(scope: !97, file: !3, line: 92, column: 7)
!107 = !DILocalVariable(name: "b", scope: !97, file: !3, line: 95, type: !10)
!108 = !DILocalVariable(name: "ok", scope: !97, file: !3, line: 99, type: !10)
!109 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 100, type: !10)
!110 = distinct !DILexicalBlock(scope: !97, file: !3, line: 100, column: 3)
!111 = !DILocalVariable(name: "e", scope: !112, file: !3, line: 103, type: !10)
!112 = distinct !DILexicalBlock(scope: !113, file: !3, line: 100, column: 31)
!113 = distinct !DILexicalBlock(scope: !110, file: !3, line: 100, column: 3)
!114 = !DILocalVariable(name: "thrower", scope: !97, file: !3, line: 112, type: !115)
!115 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !97, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !116)
!116 = !{!117}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !115, file: !3, line: 112, baseType: !118, size: 32)
!118 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!119 = !DILocalVariable(name: "k", scope: !120, file: !3, line: 116, type: !10)
!120 = distinct !DILexicalBlock(scope: !97, file: !3, line: 116, column: 3)
!121 = !DILocalVariable(name: "f", scope: !122, file: !3, line: 119, type: !124)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 116, column: 31)
!123 = distinct !DILexicalBlock(scope: !120, file: !3, line: 116, column: 3)
!124 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!125 = !DILocalVariable(name: "d", scope: !126, file: !3, line: 124, type: !10)
!126 = distinct !DILexicalBlock(scope: !97, file: !3, line: 124, column: 3)
!127 = !DILocation(line: 0, scope: !53, inlinedAt: !128)
!128 = distinct !DILocation(line: 84, column: 18, scope: !102)
!129 = !DILocation(line: 15, column: 39, scope: !53, inlinedAt: !128)
!130 = !DILocalVariable(name: "this", arg: 1, scope: !131, type: !103, flags: DIFlagArtificial | DIFlagObjectPointer)
!131 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !132)
!132 = !{!130, !133}
!133 = !DILocalVariable(name: "x", arg: 2, scope: !131, file: !3, line: 27, type: !10)
!134 = !DILocation(line: 0, scope: !131, inlinedAt: !135)
!135 = distinct !DILocation(line: 84, column: 22, scope: !102)
!136 = !DILocation(line: 28, column: 18, scope: !137, inlinedAt: !135)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 28, column: 9)
!138 = distinct !DILexicalBlock(scope: !131, file: !3, line: 27, column: 34)
!139 = !{!140, !140, i64 0}
!140 = !{!"any pointer", !64, i64 0}
!141 = !DILocation(line: 127, column: 1, scope: !102)
!142 = !DILocation(line: 0, scope: !75, inlinedAt: !143)
!143 = distinct !DILocation(line: 84, column: 18, scope: !102)
!144 = !DILocation(line: 17, column: 48, scope: !82, inlinedAt: !143)
!145 = !DILocation(line: 86, column: 3, scope: !102)
!146 = !DILocation(line: 0, scope: !97)
!147 = !DILocation(line: 87, column: 51, scope: !148)
!148 = distinct !DILexicalBlock(scope: !97, file: !3, line: 86, column: 29)
!149 = !DILocation(line: 87, column: 59, scope: !148)
!150 = !DILocation(line: 87, column: 5, scope: !148)
!151 = !DILocation(line: 88, column: 3, scope: !148)
!152 = !DILocation(line: 0, scope: !68, inlinedAt: !153)
!153 = distinct !DILocation(line: 93, column: 20, scope: !106)
!154 = !DILocation(line: 16, column: 41, scope: !68, inlinedAt: !153)
!155 = !DILocalVariable(name: "this", arg: 1, scope: !156, type: !103, flags: DIFlagArtificial | DIFlagObjectPointer)
!156 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !157)
!157 = !{!155}
!158 = !DILocation(line: 0, scope: !156, inlinedAt: !159)
!159 = distinct !DILocation(line: 93, column: 20, scope: !106)
!160 = !DILocation(line: 25, column: 5, scope: !161, inlinedAt: !159)
!161 = distinct !DILexicalBlock(scope: !156, file: !3, line: 23, column: 25)
!162 = !DILocation(line: 24, column: 23, scope: !163, inlinedAt: !159)
!163 = distinct !DILexicalBlock(scope: !161, file: !3, line: 24, column: 9)
!164 = !DILocation(line: 24, column: 29, scope: !163, inlinedAt: !159)
!165 = !DILocation(line: 127, column: 1, scope: !106)
!166 = !DILocalVariable(name: "this", arg: 1, scope: !167, type: !103, flags: DIFlagArtificial | DIFlagObjectPointer)
!167 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !168)
!168 = !{!166}
!169 = !DILocation(line: 0, scope: !167, inlinedAt: !170)
!170 = distinct !DILocation(line: 93, column: 20, scope: !106)
!171 = !DILocation(line: 93, column: 20, scope: !106)
!172 = !DILocation(line: 31, column: 16, scope: !173, inlinedAt: !170)
!173 = distinct !DILexicalBlock(scope: !167, file: !3, line: 31, column: 14)
!174 = !DILocation(line: 0, scope: !87, inlinedAt: !175)
!175 = distinct !DILocation(line: 93, column: 20, scope: !106)
!176 = !DILocation(line: 18, column: 50, scope: !92, inlinedAt: !175)
!177 = !DILocation(line: 95, column: 3, scope: !106)
!178 = !DILocation(line: 96, column: 73, scope: !179)
!179 = distinct !DILexicalBlock(scope: !97, file: !3, line: 95, column: 19)
!180 = !DILocation(line: 96, column: 80, scope: !179)
!181 = !DILocation(line: 96, column: 87, scope: !179)
!182 = !DILocation(line: 96, column: 5, scope: !179)
!183 = !DILocation(line: 97, column: 3, scope: !179)
!184 = !DILocation(line: 0, scope: !110)
!185 = !DILocation(line: 100, column: 3, scope: !110)
!186 = !DILocation(line: 107, column: 3, scope: !97)
!187 = !DILocalVariable(name: "arg", arg: 2, scope: !188, file: !3, line: 43, type: !10)
!188 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !189, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !197, retainedNodes: !194)
!189 = !DISubroutineType(types: !190)
!190 = !{!10, !191, !10}
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 32)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !10}
!194 = !{!195, !187, !196}
!195 = !DILocalVariable(name: "f", arg: 1, scope: !188, file: !3, line: 43, type: !191)
!196 = !DILocalVariable(name: "v", scope: !188, file: !3, line: 46, type: !5)
!197 = !{!198}
!198 = !DITemplateTypeParameter(name: "T", type: !5)
!199 = !DILocation(line: 0, scope: !188, inlinedAt: !200)
!200 = distinct !DILocation(line: 109, column: 57, scope: !97)
!201 = !DILocalVariable(name: "x", arg: 1, scope: !202, file: !3, line: 54, type: !10)
!202 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !192, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !203)
!203 = !{!201}
!204 = !DILocation(line: 0, scope: !202, inlinedAt: !205)
!205 = distinct !DILocation(line: 45, column: 5, scope: !206, inlinedAt: !200)
!206 = distinct !DILexicalBlock(scope: !188, file: !3, line: 44, column: 7)
!207 = !DILocation(line: 54, column: 34, scope: !202, inlinedAt: !205)
!208 = !{!209, !209, i64 0}
!209 = !{!"short", !64, i64 0}
!210 = !DILocation(line: 52, column: 1, scope: !206, inlinedAt: !200)
!211 = !DILocation(line: 46, column: 3, scope: !206, inlinedAt: !200)
!212 = !DILocation(line: 50, column: 3, scope: !213, inlinedAt: !200)
!213 = distinct !DILexicalBlock(scope: !188, file: !3, line: 48, column: 17)
!214 = !DILocation(line: 47, column: 17, scope: !215, inlinedAt: !200)
!215 = distinct !DILexicalBlock(scope: !188, file: !3, line: 46, column: 17)
!216 = !DILocation(line: 48, column: 3, scope: !215, inlinedAt: !200)
!217 = !DILocalVariable(name: "arg", arg: 2, scope: !218, file: !3, line: 43, type: !10)
!218 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !189, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !222, retainedNodes: !219)
!219 = !{!220, !217, !221}
!220 = !DILocalVariable(name: "f", arg: 1, scope: !218, file: !3, line: 43, type: !191)
!221 = !DILocalVariable(name: "v", scope: !218, file: !3, line: 46, type: !6)
!222 = !{!223}
!223 = !DITemplateTypeParameter(name: "T", type: !6)
!224 = !DILocation(line: 0, scope: !218, inlinedAt: !225)
!225 = distinct !DILocation(line: 110, column: 10, scope: !97)
!226 = !DILocalVariable(name: "x", arg: 1, scope: !227, file: !3, line: 55, type: !10)
!227 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !192, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !228)
!228 = !{!226}
!229 = !DILocation(line: 0, scope: !227, inlinedAt: !230)
!230 = distinct !DILocation(line: 45, column: 5, scope: !231, inlinedAt: !225)
!231 = distinct !DILexicalBlock(scope: !218, file: !3, line: 44, column: 7)
!232 = !DILocation(line: 55, column: 33, scope: !227, inlinedAt: !230)
!233 = !{!234, !234, i64 0}
!234 = !{!"long long", !64, i64 0}
!235 = !DILocation(line: 52, column: 1, scope: !231, inlinedAt: !225)
!236 = !DILocation(line: 46, column: 3, scope: !231, inlinedAt: !225)
!237 = !DILocation(line: 50, column: 3, scope: !238, inlinedAt: !225)
!238 = distinct !DILexicalBlock(scope: !218, file: !3, line: 48, column: 17)
!239 = !DILocation(line: 47, column: 17, scope: !240, inlinedAt: !225)
!240 = distinct !DILexicalBlock(scope: !218, file: !3, line: 46, column: 17)
!241 = !DILocation(line: 48, column: 3, scope: !240, inlinedAt: !225)
!242 = !DILocalVariable(name: "arg", arg: 2, scope: !243, file: !3, line: 43, type: !10)
!243 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !189, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !247, retainedNodes: !244)
!244 = !{!245, !242, !246}
!245 = !DILocalVariable(name: "f", arg: 1, scope: !243, file: !3, line: 43, type: !191)
!246 = !DILocalVariable(name: "v", scope: !243, file: !3, line: 46, type: !10)
!247 = !{!248}
!248 = !DITemplateTypeParameter(name: "T", type: !10)
!249 = !DILocation(line: 0, scope: !243, inlinedAt: !250)
!250 = distinct !DILocation(line: 110, column: 46, scope: !97)
!251 = !DILocation(line: 0, scope: !202, inlinedAt: !252)
!252 = distinct !DILocation(line: 45, column: 5, scope: !253, inlinedAt: !250)
!253 = distinct !DILexicalBlock(scope: !243, file: !3, line: 44, column: 7)
!254 = !DILocation(line: 54, column: 34, scope: !202, inlinedAt: !252)
!255 = !DILocation(line: 52, column: 1, scope: !253, inlinedAt: !250)
!256 = !DILocation(line: 46, column: 3, scope: !253, inlinedAt: !250)
!257 = !DILocation(line: 50, column: 3, scope: !258, inlinedAt: !250)
!258 = distinct !DILexicalBlock(scope: !243, file: !3, line: 48, column: 17)
!259 = !DILocation(line: 48, column: 3, scope: !260, inlinedAt: !250)
!260 = distinct !DILexicalBlock(scope: !243, file: !3, line: 46, column: 17)
!261 = !DILocalVariable(name: "x", arg: 1, scope: !262, file: !3, line: 36, type: !10)
!262 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !263, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !265)
!263 = !DISubroutineType(types: !264)
!264 = !{!10, !10}
!265 = !{!261}
!266 = !DILocation(line: 0, scope: !262, inlinedAt: !267)
!267 = distinct !DILocation(line: 102, column: 13, scope: !268)
!268 = distinct !DILexicalBlock(scope: !112, file: !3, line: 101, column: 9)
!269 = !DILocation(line: 37, column: 9, scope: !270, inlinedAt: !267)
!270 = distinct !DILexicalBlock(scope: !262, file: !3, line: 37, column: 7)
!271 = !DILocation(line: 37, column: 7, scope: !262, inlinedAt: !267)
!272 = !DILocation(line: 37, column: 14, scope: !270, inlinedAt: !267)
!273 = !DILocation(line: 37, column: 22, scope: !270, inlinedAt: !267)
!274 = !DILocation(line: 39, column: 1, scope: !270, inlinedAt: !267)
!275 = !DILocation(line: 38, column: 3, scope: !262, inlinedAt: !267)
!276 = !DILocation(line: 102, column: 10, scope: !268)
!277 = !DILocation(line: 103, column: 5, scope: !268)
!278 = !DILocation(line: 127, column: 1, scope: !268)
!279 = !DILocation(line: 0, scope: !112)
!280 = !DILocation(line: 104, column: 7, scope: !281)
!281 = distinct !DILexicalBlock(scope: !112, file: !3, line: 103, column: 21)
!282 = !DILocation(line: 105, column: 5, scope: !281)
!283 = !DILocation(line: 100, column: 26, scope: !113)
!284 = !DILocation(line: 100, column: 21, scope: !113)
!285 = distinct !{!285, !185, !286, !287}
!286 = !DILocation(line: 106, column: 3, scope: !110)
!287 = !{!"llvm.loop.mustprogress"}
!288 = !DILocation(line: 113, column: 16, scope: !289, inlinedAt: !303)
!289 = distinct !DILexicalBlock(scope: !290, file: !3, line: 113, column: 9)
!290 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !115, file: !3, line: 112, type: !291, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !295, retainedNodes: !299)
!291 = !DISubroutineType(types: !292)
!292 = !{null, !293, !10}
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!294 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !115)
!295 = !DISubprogram(name: "operator()", scope: !115, file: !3, line: 112, type: !296, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!296 = !DISubroutineType(types: !297)
!297 = !{!298, !293, !10}
!298 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!299 = !{!300, !302}
!300 = !DILocalVariable(name: "this", arg: 1, scope: !290, type: !301, flags: DIFlagArtificial | DIFlagObjectPointer)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 32)
!302 = !DILocalVariable(name: "k", arg: 2, scope: !290, file: !3, line: 112, type: !10)
!303 = distinct !DILocation(line: 118, column: 7, scope: !304)
!304 = distinct !DILexicalBlock(scope: !122, file: !3, line: 117, column: 9)
!305 = !DILocation(line: 109, column: 3, scope: !97)
!306 = !DILocation(line: 0, scope: !120)
!307 = !DILocation(line: 0, scope: !290, inlinedAt: !303)
!308 = !DILocation(line: 113, column: 22, scope: !289, inlinedAt: !303)
!309 = !DILocation(line: 115, column: 3, scope: !289, inlinedAt: !303)
!310 = !DILocation(line: 127, column: 1, scope: !304)
!311 = !DILocation(line: 119, column: 5, scope: !304)
!312 = !DILocation(line: 0, scope: !122)
!313 = !DILocation(line: 120, column: 46, scope: !314)
!314 = distinct !DILexicalBlock(scope: !122, file: !3, line: 119, column: 26)
!315 = !{!316, !63, i64 0}
!316 = !{!"_ZTS7Fragile", !63, i64 0}
!317 = !DILocation(line: 120, column: 7, scope: !314)
!318 = !DILocation(line: 121, column: 5, scope: !314)
!319 = !DILocation(line: 0, scope: !126)
!320 = !DILocation(line: 124, column: 3, scope: !126)
!321 = !DILocation(line: 114, column: 8, scope: !290, inlinedAt: !303)
!322 = !DILocation(line: 125, column: 64, scope: !97)
!323 = !DILocation(line: 125, column: 72, scope: !97)
!324 = !DILocation(line: 125, column: 79, scope: !97)
!325 = !DILocation(line: 125, column: 86, scope: !97)
!326 = !DILocation(line: 125, column: 3, scope: !97)
!327 = !DILocation(line: 126, column: 3, scope: !97)
!328 = !DILocalVariable(name: "depth", arg: 1, scope: !329, file: !3, line: 63, type: !10)
!329 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !263, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !330)
!330 = !{!328, !331, !332, !334, !336, !337, !339}
!331 = !DILocalVariable(name: "s1", scope: !329, file: !3, line: 64, type: !20)
!332 = !DILocalVariable(name: "s2", scope: !333, file: !3, line: 66, type: !20)
!333 = distinct !DILexicalBlock(scope: !329, file: !3, line: 65, column: 7)
!334 = !DILocalVariable(name: "s3", scope: !335, file: !3, line: 68, type: !20)
!335 = distinct !DILexicalBlock(scope: !333, file: !3, line: 67, column: 9)
!336 = !DILocalVariable(name: "d", scope: !333, file: !3, line: 70, type: !10)
!337 = !DILocalVariable(name: "s4", scope: !338, file: !3, line: 71, type: !20)
!338 = distinct !DILexicalBlock(scope: !333, file: !3, line: 70, column: 21)
!339 = !DILocalVariable(name: "d", scope: !329, file: !3, line: 75, type: !10)
!340 = !DILocation(line: 0, scope: !329, inlinedAt: !341)
!341 = distinct !DILocation(line: 124, column: 63, scope: !342)
!342 = distinct !DILexicalBlock(scope: !126, file: !3, line: 124, column: 3)
!343 = !DILocation(line: 0, scope: !333, inlinedAt: !341)
!344 = !DILocation(line: 0, scope: !335, inlinedAt: !341)
!345 = !DILocation(line: 69, column: 17, scope: !346, inlinedAt: !341)
!346 = distinct !DILexicalBlock(scope: !335, file: !3, line: 69, column: 11)
!347 = !DILocation(line: 69, column: 11, scope: !335, inlinedAt: !341)
!348 = !DILocation(line: 69, column: 22, scope: !346, inlinedAt: !341)
!349 = !DILocation(line: 79, column: 1, scope: !346, inlinedAt: !341)
!350 = !DILocalVariable(name: "this", arg: 1, scope: !351, type: !353, flags: DIFlagArtificial | DIFlagObjectPointer)
!351 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !352)
!352 = !{!350}
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!354 = !DILocation(line: 0, scope: !351, inlinedAt: !355)
!355 = distinct !DILocation(line: 70, column: 5, scope: !333, inlinedAt: !341)
!356 = !DILocation(line: 60, column: 14, scope: !357, inlinedAt: !355)
!357 = distinct !DILexicalBlock(scope: !351, file: !3, line: 60, column: 12)
!358 = !DILocation(line: 70, column: 5, scope: !335, inlinedAt: !341)
!359 = !DILocation(line: 0, scope: !351, inlinedAt: !360)
!360 = distinct !DILocation(line: 70, column: 5, scope: !333, inlinedAt: !341)
!361 = !DILocation(line: 60, column: 14, scope: !357, inlinedAt: !360)
!362 = !DILocation(line: 75, column: 3, scope: !329, inlinedAt: !341)
!363 = !DILocation(line: 0, scope: !338, inlinedAt: !341)
!364 = !DILocation(line: 72, column: 13, scope: !365, inlinedAt: !341)
!365 = distinct !DILexicalBlock(scope: !338, file: !3, line: 72, column: 11)
!366 = !DILocation(line: 72, column: 11, scope: !338, inlinedAt: !341)
!367 = !DILocation(line: 72, column: 18, scope: !365, inlinedAt: !341)
!368 = !DILocation(line: 72, column: 26, scope: !365, inlinedAt: !341)
!369 = !DILocation(line: 79, column: 1, scope: !365, inlinedAt: !341)
!370 = !DILocation(line: 0, scope: !351, inlinedAt: !371)
!371 = distinct !DILocation(line: 74, column: 5, scope: !333, inlinedAt: !341)
!372 = !DILocation(line: 60, column: 14, scope: !357, inlinedAt: !371)
!373 = !DILocation(line: 74, column: 5, scope: !338, inlinedAt: !341)
!374 = !DILocation(line: 0, scope: !351, inlinedAt: !375)
!375 = distinct !DILocation(line: 74, column: 5, scope: !333, inlinedAt: !341)
!376 = !DILocation(line: 60, column: 14, scope: !357, inlinedAt: !375)
!377 = !DILocation(line: 0, scope: !351, inlinedAt: !378)
!378 = distinct !DILocation(line: 75, column: 3, scope: !329, inlinedAt: !341)
!379 = !DILocation(line: 60, column: 14, scope: !357, inlinedAt: !378)
!380 = !DILocation(line: 0, scope: !351, inlinedAt: !381)
!381 = distinct !DILocation(line: 75, column: 3, scope: !329, inlinedAt: !341)
!382 = !DILocation(line: 60, column: 14, scope: !357, inlinedAt: !381)
!383 = !DILocation(line: 75, column: 3, scope: !333, inlinedAt: !341)
!384 = !DILocation(line: 76, column: 14, scope: !385, inlinedAt: !341)
!385 = distinct !DILexicalBlock(scope: !329, file: !3, line: 75, column: 19)
!386 = !DILocation(line: 77, column: 3, scope: !385, inlinedAt: !341)
!387 = !DILocation(line: 0, scope: !351, inlinedAt: !388)
!388 = distinct !DILocation(line: 79, column: 1, scope: !329, inlinedAt: !341)
!389 = !DILocation(line: 60, column: 14, scope: !357, inlinedAt: !388)
!390 = !DILocation(line: 0, scope: !351, inlinedAt: !391)
!391 = distinct !DILocation(line: 79, column: 1, scope: !329, inlinedAt: !341)
!392 = !DILocation(line: 60, column: 14, scope: !357, inlinedAt: !391)
!393 = !DILocation(line: 124, column: 31, scope: !342)
!394 = !DILocation(line: 124, column: 26, scope: !342)
!395 = !DILocation(line: 124, column: 21, scope: !342)
!396 = distinct !{!396, !320, !397, !287}
!397 = !DILocation(line: 124, column: 73, scope: !126)
!398 = !DILocation(line: 0, scope: !131)
!399 = !DILocation(line: 27, column: 29, scope: !131)
!400 = !DILocation(line: 28, column: 11, scope: !137)
!401 = !DILocation(line: 28, column: 9, scope: !138)
!402 = !DILocation(line: 28, column: 18, scope: !137)
!403 = !DILocation(line: 29, column: 5, scope: !138)
!404 = !DILocation(line: 30, column: 3, scope: !131)
!405 = !DILocation(line: 0, scope: !167)
!406 = !DILocation(line: 31, column: 16, scope: !173)
!407 = !DILocation(line: 31, column: 25, scope: !167)
