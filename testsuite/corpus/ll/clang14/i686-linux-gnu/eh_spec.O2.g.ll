; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znwj(i32 noundef %0) local_unnamed_addr #0 !dbg !50 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !56, metadata !DIExpression()), !dbg !57
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !58, !tbaa !59
  %3 = add nsw i32 %2, 1, !dbg !58
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !58, !tbaa !59
  %4 = tail call i8* @malloc(i32 noundef %0), !dbg !63
  ret i8* %4, !dbg !64
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znaj(i32 noundef %0) local_unnamed_addr #0 !dbg !65 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !67, metadata !DIExpression()), !dbg !68
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !69, !tbaa !59
  %3 = add nsw i32 %2, 1, !dbg !69
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !69, !tbaa !59
  %4 = tail call i8* @malloc(i32 noundef %0), !dbg !70
  ret i8* %4, !dbg !71
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdlPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !72 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !76, metadata !DIExpression()), !dbg !77
  %2 = icmp eq i8* %0, null, !dbg !78
  br i1 %2, label %6, label %3, !dbg !80

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !81, !tbaa !59
  %5 = add nsw i32 %4, 1, !dbg !81
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !81, !tbaa !59
  br label %6, !dbg !81

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !82
  ret void, !dbg !83
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdaPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !84 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !86, metadata !DIExpression()), !dbg !87
  %2 = icmp eq i8* %0, null, !dbg !88
  br i1 %2, label %6, label %3, !dbg !90

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !91, !tbaa !59
  %5 = add nsw i32 %4, 1, !dbg !91
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !91, !tbaa !59
  br label %6, !dbg !91

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !92
  ret void, !dbg !93
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !94 {
  call void @llvm.dbg.value(metadata i32 4, metadata !56, metadata !DIExpression()) #10, !dbg !124
  %1 = load i32, i32* @_ZL6allocs, align 4, !dbg !126, !tbaa !59
  %2 = add nsw i32 %1, 1, !dbg !126
  store i32 %2, i32* @_ZL6allocs, align 4, !dbg !126, !tbaa !59
  call void @llvm.dbg.value(metadata %struct.Fragile* poison, metadata !127, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 13, metadata !130, metadata !DIExpression()), !dbg !131
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !133
  %4 = bitcast i8* %3 to i8**, !dbg !133
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %4, align 16, !dbg !133, !tbaa !136
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11
          to label %5 unwind label %6, !dbg !133

5:                                                ; preds = %0
  unreachable, !dbg !133

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !138
  call void @llvm.dbg.value(metadata i8* undef, metadata !76, metadata !DIExpression()) #10, !dbg !139
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !141, !tbaa !59
  %9 = add nsw i32 %8, 1, !dbg !141
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !141, !tbaa !59
  %10 = extractvalue { i8*, i32 } %7, 1, !dbg !138
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #10, !dbg !142
  %12 = icmp eq i32 %10, %11, !dbg !142
  br i1 %12, label %13, label %222, !dbg !142

13:                                               ; preds = %6
  %14 = extractvalue { i8*, i32 } %7, 0, !dbg !138
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10, !dbg !142
  call void @llvm.dbg.value(metadata i8* %15, metadata !101, metadata !DIExpression()), !dbg !143
  %16 = load i32, i32* @_ZL6allocs, align 4, !dbg !144, !tbaa !59
  %17 = load i32, i32* @_ZL5frees, align 4, !dbg !146, !tbaa !59
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i8* noundef %15, i32 noundef %16, i32 noundef %17), !dbg !147
  tail call void @__cxa_end_catch() #10, !dbg !148
  call void @llvm.dbg.value(metadata i32 24, metadata !67, metadata !DIExpression()) #10, !dbg !149
  %19 = load i32, i32* @_ZL6allocs, align 4, !dbg !151, !tbaa !59
  %20 = add nsw i32 %19, 1, !dbg !151
  store i32 %20, i32* @_ZL6allocs, align 4, !dbg !151, !tbaa !59
  %21 = load i32, i32* @_ZL5ctors, align 4, !tbaa !59
  call void @llvm.dbg.value(metadata i8* poison, metadata !152, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i8* poison, metadata !152, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i8* poison, metadata !152, metadata !DIExpression()), !dbg !155
  %22 = add nsw i32 %21, 3, !dbg !157
  store i32 %22, i32* @_ZL5ctors, align 4, !dbg !157, !tbaa !59
  call void @llvm.dbg.value(metadata i8* poison, metadata !152, metadata !DIExpression()), !dbg !155
  store i32 -1, i32* @_ZN7Fragile6budgetE, align 4, !dbg !155, !tbaa !59
  %23 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !159
  %24 = bitcast i8* %23 to i32*, !dbg !159
  %25 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !161, !tbaa !59
  store i32 %25, i32* %24, align 16, !dbg !159, !tbaa !59
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %26 unwind label %27, !dbg !159

26:                                               ; preds = %13
  unreachable, !dbg !159

27:                                               ; preds = %13
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !162
  call void @llvm.dbg.value(metadata i8* poison, metadata !152, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i8* poison, metadata !152, metadata !DIExpression()), !dbg !155
  %29 = load i32, i32* @_ZL5dtors, align 4, !tbaa !59
  call void @llvm.dbg.value(metadata i32 undef, metadata !163, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value)), !dbg !166
  %30 = add i32 %29, 3, !dbg !168
  store i32 %30, i32* @_ZL5dtors, align 4, !dbg !169, !tbaa !59
  call void @llvm.dbg.value(metadata i8* undef, metadata !86, metadata !DIExpression()) #10, !dbg !171
  %31 = load i32, i32* @_ZL5frees, align 4, !dbg !173, !tbaa !59
  %32 = add nsw i32 %31, 1, !dbg !173
  store i32 %32, i32* @_ZL5frees, align 4, !dbg !173, !tbaa !59
  %33 = extractvalue { i8*, i32 } %28, 1, !dbg !162
  %34 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !174
  %35 = icmp eq i32 %33, %34, !dbg !174
  br i1 %35, label %36, label %222, !dbg !174

36:                                               ; preds = %27
  %37 = extractvalue { i8*, i32 } %28, 0, !dbg !162
  %38 = tail call i8* @__cxa_begin_catch(i8* %37) #10, !dbg !174
  %39 = bitcast i8* %38 to i32*, !dbg !174
  %40 = load i32, i32* %39, align 4, !dbg !174, !tbaa !59
  call void @llvm.dbg.value(metadata i32 %40, metadata !104, metadata !DIExpression()), !dbg !143
  %41 = load i32, i32* @_ZL5ctors, align 4, !dbg !175, !tbaa !59
  %42 = load i32, i32* @_ZL5dtors, align 4, !dbg !177, !tbaa !59
  %43 = load i32, i32* @_ZL5frees, align 4, !dbg !178, !tbaa !59
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i32 0, i32 0), i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43), !dbg !179
  tail call void @__cxa_end_catch() #10, !dbg !180
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()), !dbg !181
  br label %95, !dbg !182

45:                                               ; preds = %127
  call void @llvm.dbg.value(metadata i32 %128, metadata !105, metadata !DIExpression()), !dbg !143
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %128, i32 noundef 2, i32 noundef 0), !dbg !183
  call void @llvm.dbg.value(metadata i32 7, metadata !184, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i32 7, metadata !198, metadata !DIExpression()), !dbg !201
  %47 = tail call i8* @__cxa_allocate_exception(i32 2) #10, !dbg !204
  %48 = bitcast i8* %47 to i16*, !dbg !204
  store i16 7, i16* %48, align 16, !dbg !204, !tbaa !205
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11
          to label %49 unwind label %50, !dbg !204

49:                                               ; preds = %45
  unreachable, !dbg !204

50:                                               ; preds = %45
  %51 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null, !dbg !207
  %52 = extractvalue { i8*, i32 } %51, 0, !dbg !207
  %53 = extractvalue { i8*, i32 } %51, 1, !dbg !207
  %54 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #10, !dbg !208
  %55 = icmp eq i32 %53, %54, !dbg !208
  %56 = tail call i8* @__cxa_begin_catch(i8* %52) #10, !dbg !196
  br i1 %55, label %57, label %61, !dbg !208

57:                                               ; preds = %50
  %58 = bitcast i8* %56 to i16*, !dbg !209
  %59 = load i16, i16* %58, align 2, !dbg !209, !tbaa !205
  call void @llvm.dbg.value(metadata i16 %59, metadata !193, metadata !DIExpression()), !dbg !196
  %60 = sext i16 %59 to i32, !dbg !211
  tail call void @__cxa_end_catch() #10, !dbg !213
  br label %62

61:                                               ; preds = %50
  tail call void @__cxa_end_catch(), !dbg !209
  br label %62

62:                                               ; preds = %57, %61
  %63 = phi i32 [ %60, %57 ], [ -1, %61 ], !dbg !196
  call void @llvm.dbg.value(metadata i32 3, metadata !214, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i32 3, metadata !223, metadata !DIExpression()), !dbg !226
  %64 = tail call i8* @__cxa_allocate_exception(i32 8) #10, !dbg !229
  %65 = bitcast i8* %64 to i64*, !dbg !229
  store i64 3000, i64* %65, align 16, !dbg !229, !tbaa !230
  invoke void @__cxa_throw(i8* nonnull %64, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #11
          to label %66 unwind label %67, !dbg !229

66:                                               ; preds = %62
  unreachable, !dbg !229

67:                                               ; preds = %62
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null, !dbg !232
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !232
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !232
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #10, !dbg !233
  %72 = icmp eq i32 %70, %71, !dbg !233
  %73 = tail call i8* @__cxa_begin_catch(i8* %69) #10, !dbg !221
  br i1 %72, label %74, label %78, !dbg !233

74:                                               ; preds = %67
  %75 = bitcast i8* %73 to i64*, !dbg !234
  %76 = load i64, i64* %75, align 4, !dbg !234, !tbaa !230
  call void @llvm.dbg.value(metadata i64 %76, metadata !218, metadata !DIExpression()), !dbg !221
  %77 = trunc i64 %76 to i32, !dbg !236
  tail call void @__cxa_end_catch() #10, !dbg !238
  br label %79

78:                                               ; preds = %67
  tail call void @__cxa_end_catch(), !dbg !234
  br label %79

79:                                               ; preds = %74, %78
  %80 = phi i32 [ %77, %74 ], [ -1, %78 ], !dbg !221
  call void @llvm.dbg.value(metadata i32 1, metadata !239, metadata !DIExpression()), !dbg !246
  call void @llvm.dbg.value(metadata i32 1, metadata !198, metadata !DIExpression()), !dbg !248
  %81 = tail call i8* @__cxa_allocate_exception(i32 2) #10, !dbg !251
  %82 = bitcast i8* %81 to i16*, !dbg !251
  store i16 1, i16* %82, align 16, !dbg !251, !tbaa !205
  invoke void @__cxa_throw(i8* nonnull %81, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11
          to label %83 unwind label %84, !dbg !251

83:                                               ; preds = %79
  unreachable, !dbg !251

84:                                               ; preds = %79
  %85 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null, !dbg !252
  %86 = extractvalue { i8*, i32 } %85, 0, !dbg !252
  %87 = extractvalue { i8*, i32 } %85, 1, !dbg !252
  %88 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !253
  %89 = icmp eq i32 %87, %88, !dbg !253
  %90 = tail call i8* @__cxa_begin_catch(i8* %86) #10, !dbg !246
  br i1 %89, label %91, label %94, !dbg !253

91:                                               ; preds = %84
  %92 = bitcast i8* %90 to i32*, !dbg !254
  %93 = load i32, i32* %92, align 4, !dbg !254, !tbaa !59
  call void @llvm.dbg.value(metadata i32 %93, metadata !243, metadata !DIExpression()), !dbg !246
  tail call void @__cxa_end_catch() #10, !dbg !256
  br label %132

94:                                               ; preds = %84
  tail call void @__cxa_end_catch(), !dbg !254
  br label %132

95:                                               ; preds = %36, %127
  %96 = phi i32 [ 0, %36 ], [ %129, %127 ]
  %97 = phi i32 [ 0, %36 ], [ %128, %127 ]
  call void @llvm.dbg.value(metadata i32 %96, metadata !106, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i32 %96, metadata !258, metadata !DIExpression()), !dbg !263
  %98 = icmp ugt i32 %96, 2, !dbg !266
  br i1 %98, label %99, label %111, !dbg !268

99:                                               ; preds = %95
  %100 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !269
  %101 = bitcast i8* %100 to i32*, !dbg !269
  %102 = shl nuw nsw i32 %96, 1, !dbg !270
  store i32 %102, i32* %101, align 16, !dbg !269, !tbaa !59
  invoke void @__cxa_throw(i8* nonnull %100, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %110 unwind label %103, !dbg !269

103:                                              ; preds = %99
  %104 = landingpad { i8*, i32 }
          cleanup
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !271
  %105 = extractvalue { i8*, i32 } %104, 1, !dbg !271
  %106 = icmp slt i32 %105, 0, !dbg !272
  br i1 %106, label %107, label %116, !dbg !272

107:                                              ; preds = %103
  %108 = extractvalue { i8*, i32 } %104, 0, !dbg !271
  invoke void @__cxa_call_unexpected(i8* %108) #11
          to label %109 unwind label %113, !dbg !272

109:                                              ; preds = %107
  unreachable, !dbg !272

110:                                              ; preds = %99
  unreachable

111:                                              ; preds = %95
  call void @llvm.dbg.value(metadata i32 %97, metadata !105, metadata !DIExpression()), !dbg !143
  %112 = add nsw i32 %96, %97, !dbg !273
  call void @llvm.dbg.value(metadata i32 %112, metadata !105, metadata !DIExpression()), !dbg !143
  br label %127, !dbg !274

113:                                              ; preds = %107
  %114 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !275
  %115 = extractvalue { i8*, i32 } %114, 1, !dbg !275
  br label %116, !dbg !275

116:                                              ; preds = %103, %113
  %117 = phi i32 [ %105, %103 ], [ %115, %113 ], !dbg !275
  %118 = phi { i8*, i32 } [ %104, %103 ], [ %114, %113 ]
  %119 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !274
  %120 = icmp eq i32 %117, %119, !dbg !274
  br i1 %120, label %121, label %222, !dbg !274

121:                                              ; preds = %116
  %122 = extractvalue { i8*, i32 } %118, 0, !dbg !275
  %123 = tail call i8* @__cxa_begin_catch(i8* %122) #10, !dbg !274
  %124 = bitcast i8* %123 to i32*, !dbg !274
  %125 = load i32, i32* %124, align 4, !dbg !274, !tbaa !59
  call void @llvm.dbg.value(metadata i32 %125, metadata !108, metadata !DIExpression()), !dbg !276
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %125), !dbg !277
  tail call void @__cxa_end_catch() #10, !dbg !279
  br label %127, !dbg !279

127:                                              ; preds = %111, %121
  %128 = phi i32 [ %97, %121 ], [ %112, %111 ], !dbg !143
  %129 = add nuw nsw i32 %96, 1, !dbg !280
  call void @llvm.dbg.value(metadata i32 %129, metadata !106, metadata !DIExpression()), !dbg !181
  %130 = icmp eq i32 %129, 5, !dbg !281
  br i1 %130, label %45, label %95, !dbg !182, !llvm.loop !282

131:                                              ; preds = %157, %139
  unreachable, !dbg !285

132:                                              ; preds = %94, %91
  %133 = phi i32 [ %93, %91 ], [ -1, %94 ], !dbg !246
  %134 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i32 0, i32 0), i32 noundef %63, i32 noundef %80, i32 noundef %133), !dbg !302
  call void @llvm.dbg.value(metadata i32* undef, metadata !111, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 1, metadata !116, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !297, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i32 1, metadata !299, metadata !DIExpression()), !dbg !304
  %135 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !285
  %136 = bitcast i8* %135 to %struct.Fragile*, !dbg !285
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %136, i32 noundef 3)
          to label %139 unwind label %137, !dbg !305

137:                                              ; preds = %132
  %138 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !306
  tail call void @__cxa_free_exception(i8* %135) #10, !dbg !285
  br label %142

139:                                              ; preds = %132
  invoke void @__cxa_throw(i8* %135, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11
          to label %131 unwind label %140, !dbg !285

140:                                              ; preds = %139
  %141 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !307
  br label %142, !dbg !307

142:                                              ; preds = %140, %137
  %143 = phi { i8*, i32 } [ %141, %140 ], [ %138, %137 ]
  %144 = extractvalue { i8*, i32 } %143, 1, !dbg !307
  %145 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #10, !dbg !308
  %146 = icmp eq i32 %144, %145, !dbg !308
  br i1 %146, label %147, label %222, !dbg !308

147:                                              ; preds = %142
  %148 = extractvalue { i8*, i32 } %143, 0, !dbg !307
  %149 = tail call i8* @__cxa_begin_catch(i8* %148) #10, !dbg !308
  call void @llvm.dbg.value(metadata i8* %149, metadata !118, metadata !DIExpression()), !dbg !309
  %150 = bitcast i8* %149 to i32*, !dbg !310
  %151 = load i32, i32* %150, align 4, !dbg !310, !tbaa !312
  %152 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %151), !dbg !314
  tail call void @__cxa_end_catch(), !dbg !315
  call void @llvm.dbg.value(metadata i32 2, metadata !116, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !297, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i32 2, metadata !299, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i32 3, metadata !116, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32 3, metadata !299, metadata !DIExpression()), !dbg !304
  %153 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !285
  %154 = bitcast i8* %153 to %struct.Fragile*, !dbg !285
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %154, i32 noundef 9)
          to label %157 unwind label %155, !dbg !305

155:                                              ; preds = %147
  %156 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !306
  tail call void @__cxa_free_exception(i8* %153) #10, !dbg !285
  br label %160

157:                                              ; preds = %147
  invoke void @__cxa_throw(i8* %153, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11
          to label %131 unwind label %158, !dbg !285

158:                                              ; preds = %157
  %159 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !307
  br label %160, !dbg !307

160:                                              ; preds = %158, %155
  %161 = phi { i8*, i32 } [ %159, %158 ], [ %156, %155 ]
  %162 = extractvalue { i8*, i32 } %161, 1, !dbg !307
  %163 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #10, !dbg !308
  %164 = icmp eq i32 %162, %163, !dbg !308
  br i1 %164, label %165, label %222, !dbg !308

165:                                              ; preds = %160
  %166 = extractvalue { i8*, i32 } %161, 0, !dbg !307
  %167 = tail call i8* @__cxa_begin_catch(i8* %166) #10, !dbg !308
  call void @llvm.dbg.value(metadata i8* %167, metadata !118, metadata !DIExpression()), !dbg !309
  %168 = bitcast i8* %167 to i32*, !dbg !310
  %169 = load i32, i32* %168, align 4, !dbg !310, !tbaa !312
  %170 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %169), !dbg !314
  tail call void @__cxa_end_catch(), !dbg !315
  call void @llvm.dbg.value(metadata i32 4, metadata !116, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !316
  br label %178, !dbg !317

171:                                              ; preds = %227
  %172 = add nsw i32 %128, 2, !dbg !318
  %173 = load i32, i32* @_ZL6allocs, align 4, !dbg !319, !tbaa !59
  %174 = load i32, i32* @_ZL5frees, align 4, !dbg !320, !tbaa !59
  %175 = load i32, i32* @_ZL5ctors, align 4, !dbg !321, !tbaa !59
  %176 = load i32, i32* @_ZL5dtors, align 4, !dbg !322, !tbaa !59
  call void @llvm.dbg.value(metadata i32 %172, metadata !105, metadata !DIExpression()), !dbg !143
  %177 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i32 0, i32 0), i32 noundef %173, i32 noundef %174, i32 noundef %175, i32 noundef %176, i32 noundef %172), !dbg !323
  ret i32 0, !dbg !324

178:                                              ; preds = %165, %227
  %179 = phi i32 [ 0, %165 ], [ %231, %227 ]
  call void @llvm.dbg.value(metadata i32 %179, metadata !122, metadata !DIExpression()), !dbg !316
  call void @llvm.dbg.value(metadata i32 %179, metadata !325, metadata !DIExpression()), !dbg !337
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0), metadata !328, metadata !DIExpression()), !dbg !337
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), metadata !329, metadata !DIExpression()), !dbg !340
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0), metadata !331, metadata !DIExpression()), !dbg !341
  %180 = icmp eq i32 %179, 0, !dbg !342
  br i1 %180, label %190, label %181, !dbg !344

181:                                              ; preds = %178
  %182 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !345
  %183 = bitcast i8* %182 to i32*, !dbg !345
  store i32 %179, i32* %183, align 16, !dbg !345, !tbaa !59
  invoke void @__cxa_throw(i8* nonnull %182, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %226 unwind label %184, !dbg !345

184:                                              ; preds = %181
  %185 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !346
  %186 = extractvalue { i8*, i32 } %185, 0, !dbg !346
  %187 = extractvalue { i8*, i32 } %185, 1, !dbg !346
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !347, metadata !DIExpression()) #10, !dbg !351
  %188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)) #10, !dbg !353
  %189 = icmp eq i32 %187, %88, !dbg !355
  br i1 %189, label %192, label %211, !dbg !355

190:                                              ; preds = %178
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !347, metadata !DIExpression()) #10, !dbg !356
  %191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)) #10, !dbg !358
  br label %208, !dbg !359

192:                                              ; preds = %184
  %193 = tail call i8* @__cxa_begin_catch(i8* %186) #10, !dbg !355
  %194 = bitcast i8* %193 to i32*, !dbg !355
  %195 = load i32, i32* %194, align 4, !dbg !355, !tbaa !59
  call void @llvm.dbg.value(metadata i32 %195, metadata !333, metadata !DIExpression()), !dbg !340
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0), metadata !334, metadata !DIExpression()), !dbg !360
  %196 = icmp sgt i32 %195, 1, !dbg !361
  br i1 %196, label %197, label %206, !dbg !363

197:                                              ; preds = %192
  %198 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !364
  %199 = bitcast i8* %198 to i32*, !dbg !364
  %200 = add nuw nsw i32 %195, 10, !dbg !365
  store i32 %200, i32* %199, align 16, !dbg !364, !tbaa !59
  invoke void @__cxa_throw(i8* nonnull %198, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %226 unwind label %201, !dbg !364

201:                                              ; preds = %197
  %202 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !366
  %203 = extractvalue { i8*, i32 } %202, 0, !dbg !366
  %204 = extractvalue { i8*, i32 } %202, 1, !dbg !366
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !347, metadata !DIExpression()) #10, !dbg !367
  %205 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) #10, !dbg !369
  tail call void @__cxa_end_catch() #10, !dbg !370
  br label %211, !dbg !370

206:                                              ; preds = %192
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !347, metadata !DIExpression()) #10, !dbg !371
  %207 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) #10, !dbg !373
  tail call void @__cxa_end_catch() #10, !dbg !370
  br label %208

208:                                              ; preds = %206, %190
  %209 = phi i32 [ 0, %190 ], [ %195, %206 ]
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !347, metadata !DIExpression()) #10, !dbg !374
  %210 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #10, !dbg !376
  br label %227

211:                                              ; preds = %201, %184
  %212 = phi i32 [ %204, %201 ], [ %187, %184 ], !dbg !340
  %213 = phi i8* [ %203, %201 ], [ %186, %184 ], !dbg !340
  %214 = phi { i8*, i32 } [ %202, %201 ], [ %185, %184 ], !dbg !359
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !347, metadata !DIExpression()) #10, !dbg !377
  %215 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #10, !dbg !379
  %216 = icmp eq i32 %212, %88, !dbg !380
  br i1 %216, label %217, label %224, !dbg !380

217:                                              ; preds = %211
  %218 = tail call i8* @__cxa_begin_catch(i8* %213) #10, !dbg !380
  %219 = bitcast i8* %218 to i32*, !dbg !380
  %220 = load i32, i32* %219, align 4, !dbg !380, !tbaa !59
  call void @llvm.dbg.value(metadata i32 %220, metadata !336, metadata !DIExpression()), !dbg !337
  %221 = mul nsw i32 %220, 100, !dbg !381
  tail call void @__cxa_end_catch() #10, !dbg !383
  br label %227

222:                                              ; preds = %116, %142, %160, %6, %27, %224
  %223 = phi { i8*, i32 } [ %214, %224 ], [ %28, %27 ], [ %7, %6 ], [ %143, %142 ], [ %161, %160 ], [ %118, %116 ]
  resume { i8*, i32 } %223, !dbg !143

224:                                              ; preds = %211
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !347, metadata !DIExpression()) #10, !dbg !384
  %225 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)) #10, !dbg !386
  br label %222

226:                                              ; preds = %197, %181
  unreachable

227:                                              ; preds = %208, %217
  %228 = phi i32 [ %221, %217 ], [ %209, %208 ], !dbg !337
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !347, metadata !DIExpression()) #10, !dbg !387
  %229 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)) #10, !dbg !389
  %230 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %179, i32 noundef %228), !dbg !390
  %231 = add nuw nsw i32 %179, 1, !dbg !391
  call void @llvm.dbg.value(metadata i32 %231, metadata !122, metadata !DIExpression()), !dbg !316
  %232 = icmp eq i32 %231, 3, !dbg !392
  br i1 %232, label %171, label %178, !dbg !317, !llvm.loop !393
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !128 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !127, metadata !DIExpression()), !dbg !395
  call void @llvm.dbg.value(metadata i32 %1, metadata !130, metadata !DIExpression()), !dbg !395
  %3 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %0, i32 0, i32 0, !dbg !396
  store i32 %1, i32* %3, align 4, !dbg !396, !tbaa !312
  %4 = icmp eq i32 %1, 13, !dbg !397
  br i1 %4, label %5, label %8, !dbg !398

5:                                                ; preds = %2
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #10, !dbg !399
  %7 = bitcast i8* %6 to i8**, !dbg !399
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %7, align 16, !dbg !399, !tbaa !136
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11, !dbg !399
  unreachable, !dbg !399

8:                                                ; preds = %2
  %9 = load i32, i32* @_ZL5ctors, align 4, !dbg !400, !tbaa !59
  %10 = add nsw i32 %9, 1, !dbg !400
  store i32 %10, i32* @_ZL5ctors, align 4, !dbg !400, !tbaa !59
  ret void, !dbg !401
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !164 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !163, metadata !DIExpression()), !dbg !402
  %2 = load i32, i32* @_ZL5dtors, align 4, !dbg !403, !tbaa !59
  %3 = add nsw i32 %2, 1, !dbg !403
  store i32 %3, i32* @_ZL5dtors, align 4, !dbg !403, !tbaa !59
  ret void, !dbg !404
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

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
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!42 = !{i32 1, !"NumRegisterParameters", i32 0}
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 7, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 1}
!49 = !{!"Debian clang version 14.0.6"}
!50 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwj", scope: !3, file: !3, line: 15, type: !51, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !55)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !54}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !{!56}
!56 = !DILocalVariable(name: "n", arg: 1, scope: !50, file: !3, line: 15, type: !54)
!57 = !DILocation(line: 0, scope: !50)
!58 = !DILocation(line: 15, column: 39, scope: !50)
!59 = !{!60, !60, i64 0}
!60 = !{!"int", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C++ TBAA"}
!63 = !DILocation(line: 15, column: 56, scope: !50)
!64 = !DILocation(line: 15, column: 49, scope: !50)
!65 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znaj", scope: !3, file: !3, line: 16, type: !51, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!66 = !{!67}
!67 = !DILocalVariable(name: "n", arg: 1, scope: !65, file: !3, line: 16, type: !54)
!68 = !DILocation(line: 0, scope: !65)
!69 = !DILocation(line: 16, column: 41, scope: !65)
!70 = !DILocation(line: 16, column: 58, scope: !65)
!71 = !DILocation(line: 16, column: 51, scope: !65)
!72 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !73, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{null, !53}
!75 = !{!76}
!76 = !DILocalVariable(name: "p", arg: 1, scope: !72, file: !3, line: 17, type: !53)
!77 = !DILocation(line: 0, scope: !72)
!78 = !DILocation(line: 17, column: 45, scope: !79)
!79 = distinct !DILexicalBlock(scope: !72, file: !3, line: 17, column: 45)
!80 = !DILocation(line: 17, column: 45, scope: !72)
!81 = !DILocation(line: 17, column: 48, scope: !79)
!82 = !DILocation(line: 17, column: 57, scope: !72)
!83 = !DILocation(line: 17, column: 66, scope: !72)
!84 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !73, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!85 = !{!86}
!86 = !DILocalVariable(name: "p", arg: 1, scope: !84, file: !3, line: 18, type: !53)
!87 = !DILocation(line: 0, scope: !84)
!88 = !DILocation(line: 18, column: 47, scope: !89)
!89 = distinct !DILexicalBlock(scope: !84, file: !3, line: 18, column: 47)
!90 = !DILocation(line: 18, column: 47, scope: !84)
!91 = !DILocation(line: 18, column: 50, scope: !89)
!92 = !DILocation(line: 18, column: 59, scope: !84)
!93 = !DILocation(line: 18, column: 68, scope: !84)
!94 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !95, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!10}
!97 = !{!98, !101, !102, !104, !105, !106, !108, !111, !116, !118, !122}
!98 = !DILocalVariable(name: "f", scope: !99, file: !3, line: 84, type: !100)
!99 = distinct !DILexicalBlock(scope: !94, file: !3, line: 83, column: 7)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!101 = !DILocalVariable(name: "msg", scope: !94, file: !3, line: 86, type: !23)
!102 = !DILocalVariable(name: "arr", scope: !103, file: !3, line: 93, type: !100)
!103 = distinct !DILexicalBlock(scope: !94, file: !3, line: 92, column: 7)
!104 = !DILocalVariable(name: "b", scope: !94, file: !3, line: 95, type: !10)
!105 = !DILocalVariable(name: "ok", scope: !94, file: !3, line: 99, type: !10)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 100, type: !10)
!107 = distinct !DILexicalBlock(scope: !94, file: !3, line: 100, column: 3)
!108 = !DILocalVariable(name: "e", scope: !109, file: !3, line: 103, type: !10)
!109 = distinct !DILexicalBlock(scope: !110, file: !3, line: 100, column: 31)
!110 = distinct !DILexicalBlock(scope: !107, file: !3, line: 100, column: 3)
!111 = !DILocalVariable(name: "thrower", scope: !94, file: !3, line: 112, type: !112)
!112 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !94, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !113)
!113 = !{!114}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !112, file: !3, line: 112, baseType: !115, size: 32)
!115 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!116 = !DILocalVariable(name: "k", scope: !117, file: !3, line: 116, type: !10)
!117 = distinct !DILexicalBlock(scope: !94, file: !3, line: 116, column: 3)
!118 = !DILocalVariable(name: "f", scope: !119, file: !3, line: 119, type: !121)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 116, column: 31)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 116, column: 3)
!121 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!122 = !DILocalVariable(name: "d", scope: !123, file: !3, line: 124, type: !10)
!123 = distinct !DILexicalBlock(scope: !94, file: !3, line: 124, column: 3)
!124 = !DILocation(line: 0, scope: !50, inlinedAt: !125)
!125 = distinct !DILocation(line: 84, column: 18, scope: !99)
!126 = !DILocation(line: 15, column: 39, scope: !50, inlinedAt: !125)
!127 = !DILocalVariable(name: "this", arg: 1, scope: !128, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!128 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !129)
!129 = !{!127, !130}
!130 = !DILocalVariable(name: "x", arg: 2, scope: !128, file: !3, line: 27, type: !10)
!131 = !DILocation(line: 0, scope: !128, inlinedAt: !132)
!132 = distinct !DILocation(line: 84, column: 22, scope: !99)
!133 = !DILocation(line: 28, column: 18, scope: !134, inlinedAt: !132)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 28, column: 9)
!135 = distinct !DILexicalBlock(scope: !128, file: !3, line: 27, column: 34)
!136 = !{!137, !137, i64 0}
!137 = !{!"any pointer", !61, i64 0}
!138 = !DILocation(line: 127, column: 1, scope: !99)
!139 = !DILocation(line: 0, scope: !72, inlinedAt: !140)
!140 = distinct !DILocation(line: 84, column: 18, scope: !99)
!141 = !DILocation(line: 17, column: 48, scope: !79, inlinedAt: !140)
!142 = !DILocation(line: 86, column: 3, scope: !99)
!143 = !DILocation(line: 0, scope: !94)
!144 = !DILocation(line: 87, column: 51, scope: !145)
!145 = distinct !DILexicalBlock(scope: !94, file: !3, line: 86, column: 29)
!146 = !DILocation(line: 87, column: 59, scope: !145)
!147 = !DILocation(line: 87, column: 5, scope: !145)
!148 = !DILocation(line: 88, column: 3, scope: !145)
!149 = !DILocation(line: 0, scope: !65, inlinedAt: !150)
!150 = distinct !DILocation(line: 93, column: 20, scope: !103)
!151 = !DILocation(line: 16, column: 41, scope: !65, inlinedAt: !150)
!152 = !DILocalVariable(name: "this", arg: 1, scope: !153, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!153 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !154)
!154 = !{!152}
!155 = !DILocation(line: 0, scope: !153, inlinedAt: !156)
!156 = distinct !DILocation(line: 93, column: 20, scope: !103)
!157 = !DILocation(line: 25, column: 5, scope: !158, inlinedAt: !156)
!158 = distinct !DILexicalBlock(scope: !153, file: !3, line: 23, column: 25)
!159 = !DILocation(line: 24, column: 23, scope: !160, inlinedAt: !156)
!160 = distinct !DILexicalBlock(scope: !158, file: !3, line: 24, column: 9)
!161 = !DILocation(line: 24, column: 29, scope: !160, inlinedAt: !156)
!162 = !DILocation(line: 127, column: 1, scope: !103)
!163 = !DILocalVariable(name: "this", arg: 1, scope: !164, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!164 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !165)
!165 = !{!163}
!166 = !DILocation(line: 0, scope: !164, inlinedAt: !167)
!167 = distinct !DILocation(line: 93, column: 20, scope: !103)
!168 = !DILocation(line: 93, column: 20, scope: !103)
!169 = !DILocation(line: 31, column: 16, scope: !170, inlinedAt: !167)
!170 = distinct !DILexicalBlock(scope: !164, file: !3, line: 31, column: 14)
!171 = !DILocation(line: 0, scope: !84, inlinedAt: !172)
!172 = distinct !DILocation(line: 93, column: 20, scope: !103)
!173 = !DILocation(line: 18, column: 50, scope: !89, inlinedAt: !172)
!174 = !DILocation(line: 95, column: 3, scope: !103)
!175 = !DILocation(line: 96, column: 73, scope: !176)
!176 = distinct !DILexicalBlock(scope: !94, file: !3, line: 95, column: 19)
!177 = !DILocation(line: 96, column: 80, scope: !176)
!178 = !DILocation(line: 96, column: 87, scope: !176)
!179 = !DILocation(line: 96, column: 5, scope: !176)
!180 = !DILocation(line: 97, column: 3, scope: !176)
!181 = !DILocation(line: 0, scope: !107)
!182 = !DILocation(line: 100, column: 3, scope: !107)
!183 = !DILocation(line: 107, column: 3, scope: !94)
!184 = !DILocalVariable(name: "arg", arg: 2, scope: !185, file: !3, line: 43, type: !10)
!185 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !186, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !194, retainedNodes: !191)
!186 = !DISubroutineType(types: !187)
!187 = !{!10, !188, !10}
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 32)
!189 = !DISubroutineType(types: !190)
!190 = !{null, !10}
!191 = !{!192, !184, !193}
!192 = !DILocalVariable(name: "f", arg: 1, scope: !185, file: !3, line: 43, type: !188)
!193 = !DILocalVariable(name: "v", scope: !185, file: !3, line: 46, type: !5)
!194 = !{!195}
!195 = !DITemplateTypeParameter(name: "T", type: !5)
!196 = !DILocation(line: 0, scope: !185, inlinedAt: !197)
!197 = distinct !DILocation(line: 109, column: 57, scope: !94)
!198 = !DILocalVariable(name: "x", arg: 1, scope: !199, file: !3, line: 54, type: !10)
!199 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !189, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!200 = !{!198}
!201 = !DILocation(line: 0, scope: !199, inlinedAt: !202)
!202 = distinct !DILocation(line: 45, column: 5, scope: !203, inlinedAt: !197)
!203 = distinct !DILexicalBlock(scope: !185, file: !3, line: 44, column: 7)
!204 = !DILocation(line: 54, column: 34, scope: !199, inlinedAt: !202)
!205 = !{!206, !206, i64 0}
!206 = !{!"short", !61, i64 0}
!207 = !DILocation(line: 52, column: 1, scope: !203, inlinedAt: !197)
!208 = !DILocation(line: 46, column: 3, scope: !203, inlinedAt: !197)
!209 = !DILocation(line: 50, column: 3, scope: !210, inlinedAt: !197)
!210 = distinct !DILexicalBlock(scope: !185, file: !3, line: 48, column: 17)
!211 = !DILocation(line: 47, column: 17, scope: !212, inlinedAt: !197)
!212 = distinct !DILexicalBlock(scope: !185, file: !3, line: 46, column: 17)
!213 = !DILocation(line: 48, column: 3, scope: !212, inlinedAt: !197)
!214 = !DILocalVariable(name: "arg", arg: 2, scope: !215, file: !3, line: 43, type: !10)
!215 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !186, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !219, retainedNodes: !216)
!216 = !{!217, !214, !218}
!217 = !DILocalVariable(name: "f", arg: 1, scope: !215, file: !3, line: 43, type: !188)
!218 = !DILocalVariable(name: "v", scope: !215, file: !3, line: 46, type: !6)
!219 = !{!220}
!220 = !DITemplateTypeParameter(name: "T", type: !6)
!221 = !DILocation(line: 0, scope: !215, inlinedAt: !222)
!222 = distinct !DILocation(line: 110, column: 10, scope: !94)
!223 = !DILocalVariable(name: "x", arg: 1, scope: !224, file: !3, line: 55, type: !10)
!224 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !189, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !225)
!225 = !{!223}
!226 = !DILocation(line: 0, scope: !224, inlinedAt: !227)
!227 = distinct !DILocation(line: 45, column: 5, scope: !228, inlinedAt: !222)
!228 = distinct !DILexicalBlock(scope: !215, file: !3, line: 44, column: 7)
!229 = !DILocation(line: 55, column: 33, scope: !224, inlinedAt: !227)
!230 = !{!231, !231, i64 0}
!231 = !{!"long long", !61, i64 0}
!232 = !DILocation(line: 52, column: 1, scope: !228, inlinedAt: !222)
!233 = !DILocation(line: 46, column: 3, scope: !228, inlinedAt: !222)
!234 = !DILocation(line: 50, column: 3, scope: !235, inlinedAt: !222)
!235 = distinct !DILexicalBlock(scope: !215, file: !3, line: 48, column: 17)
!236 = !DILocation(line: 47, column: 17, scope: !237, inlinedAt: !222)
!237 = distinct !DILexicalBlock(scope: !215, file: !3, line: 46, column: 17)
!238 = !DILocation(line: 48, column: 3, scope: !237, inlinedAt: !222)
!239 = !DILocalVariable(name: "arg", arg: 2, scope: !240, file: !3, line: 43, type: !10)
!240 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !186, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !244, retainedNodes: !241)
!241 = !{!242, !239, !243}
!242 = !DILocalVariable(name: "f", arg: 1, scope: !240, file: !3, line: 43, type: !188)
!243 = !DILocalVariable(name: "v", scope: !240, file: !3, line: 46, type: !10)
!244 = !{!245}
!245 = !DITemplateTypeParameter(name: "T", type: !10)
!246 = !DILocation(line: 0, scope: !240, inlinedAt: !247)
!247 = distinct !DILocation(line: 110, column: 46, scope: !94)
!248 = !DILocation(line: 0, scope: !199, inlinedAt: !249)
!249 = distinct !DILocation(line: 45, column: 5, scope: !250, inlinedAt: !247)
!250 = distinct !DILexicalBlock(scope: !240, file: !3, line: 44, column: 7)
!251 = !DILocation(line: 54, column: 34, scope: !199, inlinedAt: !249)
!252 = !DILocation(line: 52, column: 1, scope: !250, inlinedAt: !247)
!253 = !DILocation(line: 46, column: 3, scope: !250, inlinedAt: !247)
!254 = !DILocation(line: 50, column: 3, scope: !255, inlinedAt: !247)
!255 = distinct !DILexicalBlock(scope: !240, file: !3, line: 48, column: 17)
!256 = !DILocation(line: 48, column: 3, scope: !257, inlinedAt: !247)
!257 = distinct !DILexicalBlock(scope: !240, file: !3, line: 46, column: 17)
!258 = !DILocalVariable(name: "x", arg: 1, scope: !259, file: !3, line: 36, type: !10)
!259 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !260, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !262)
!260 = !DISubroutineType(types: !261)
!261 = !{!10, !10}
!262 = !{!258}
!263 = !DILocation(line: 0, scope: !259, inlinedAt: !264)
!264 = distinct !DILocation(line: 102, column: 13, scope: !265)
!265 = distinct !DILexicalBlock(scope: !109, file: !3, line: 101, column: 9)
!266 = !DILocation(line: 37, column: 9, scope: !267, inlinedAt: !264)
!267 = distinct !DILexicalBlock(scope: !259, file: !3, line: 37, column: 7)
!268 = !DILocation(line: 37, column: 7, scope: !259, inlinedAt: !264)
!269 = !DILocation(line: 37, column: 14, scope: !267, inlinedAt: !264)
!270 = !DILocation(line: 37, column: 22, scope: !267, inlinedAt: !264)
!271 = !DILocation(line: 39, column: 1, scope: !267, inlinedAt: !264)
!272 = !DILocation(line: 38, column: 3, scope: !259, inlinedAt: !264)
!273 = !DILocation(line: 102, column: 10, scope: !265)
!274 = !DILocation(line: 103, column: 5, scope: !265)
!275 = !DILocation(line: 127, column: 1, scope: !265)
!276 = !DILocation(line: 0, scope: !109)
!277 = !DILocation(line: 104, column: 7, scope: !278)
!278 = distinct !DILexicalBlock(scope: !109, file: !3, line: 103, column: 21)
!279 = !DILocation(line: 105, column: 5, scope: !278)
!280 = !DILocation(line: 100, column: 26, scope: !110)
!281 = !DILocation(line: 100, column: 21, scope: !110)
!282 = distinct !{!282, !182, !283, !284}
!283 = !DILocation(line: 106, column: 3, scope: !107)
!284 = !{!"llvm.loop.mustprogress"}
!285 = !DILocation(line: 113, column: 16, scope: !286, inlinedAt: !300)
!286 = distinct !DILexicalBlock(scope: !287, file: !3, line: 113, column: 9)
!287 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !112, file: !3, line: 112, type: !288, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !292, retainedNodes: !296)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !290, !10}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !291, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!291 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !112)
!292 = !DISubprogram(name: "operator()", scope: !112, file: !3, line: 112, type: !293, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!293 = !DISubroutineType(types: !294)
!294 = !{!295, !290, !10}
!295 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!296 = !{!297, !299}
!297 = !DILocalVariable(name: "this", arg: 1, scope: !287, type: !298, flags: DIFlagArtificial | DIFlagObjectPointer)
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !291, size: 32)
!299 = !DILocalVariable(name: "k", arg: 2, scope: !287, file: !3, line: 112, type: !10)
!300 = distinct !DILocation(line: 118, column: 7, scope: !301)
!301 = distinct !DILexicalBlock(scope: !119, file: !3, line: 117, column: 9)
!302 = !DILocation(line: 109, column: 3, scope: !94)
!303 = !DILocation(line: 0, scope: !117)
!304 = !DILocation(line: 0, scope: !287, inlinedAt: !300)
!305 = !DILocation(line: 113, column: 22, scope: !286, inlinedAt: !300)
!306 = !DILocation(line: 115, column: 3, scope: !286, inlinedAt: !300)
!307 = !DILocation(line: 127, column: 1, scope: !301)
!308 = !DILocation(line: 119, column: 5, scope: !301)
!309 = !DILocation(line: 0, scope: !119)
!310 = !DILocation(line: 120, column: 46, scope: !311)
!311 = distinct !DILexicalBlock(scope: !119, file: !3, line: 119, column: 26)
!312 = !{!313, !60, i64 0}
!313 = !{!"_ZTS7Fragile", !60, i64 0}
!314 = !DILocation(line: 120, column: 7, scope: !311)
!315 = !DILocation(line: 121, column: 5, scope: !311)
!316 = !DILocation(line: 0, scope: !123)
!317 = !DILocation(line: 124, column: 3, scope: !123)
!318 = !DILocation(line: 114, column: 8, scope: !287, inlinedAt: !300)
!319 = !DILocation(line: 125, column: 64, scope: !94)
!320 = !DILocation(line: 125, column: 72, scope: !94)
!321 = !DILocation(line: 125, column: 79, scope: !94)
!322 = !DILocation(line: 125, column: 86, scope: !94)
!323 = !DILocation(line: 125, column: 3, scope: !94)
!324 = !DILocation(line: 126, column: 3, scope: !94)
!325 = !DILocalVariable(name: "depth", arg: 1, scope: !326, file: !3, line: 63, type: !10)
!326 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !260, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !327)
!327 = !{!325, !328, !329, !331, !333, !334, !336}
!328 = !DILocalVariable(name: "s1", scope: !326, file: !3, line: 64, type: !20)
!329 = !DILocalVariable(name: "s2", scope: !330, file: !3, line: 66, type: !20)
!330 = distinct !DILexicalBlock(scope: !326, file: !3, line: 65, column: 7)
!331 = !DILocalVariable(name: "s3", scope: !332, file: !3, line: 68, type: !20)
!332 = distinct !DILexicalBlock(scope: !330, file: !3, line: 67, column: 9)
!333 = !DILocalVariable(name: "d", scope: !330, file: !3, line: 70, type: !10)
!334 = !DILocalVariable(name: "s4", scope: !335, file: !3, line: 71, type: !20)
!335 = distinct !DILexicalBlock(scope: !330, file: !3, line: 70, column: 21)
!336 = !DILocalVariable(name: "d", scope: !326, file: !3, line: 75, type: !10)
!337 = !DILocation(line: 0, scope: !326, inlinedAt: !338)
!338 = distinct !DILocation(line: 124, column: 63, scope: !339)
!339 = distinct !DILexicalBlock(scope: !123, file: !3, line: 124, column: 3)
!340 = !DILocation(line: 0, scope: !330, inlinedAt: !338)
!341 = !DILocation(line: 0, scope: !332, inlinedAt: !338)
!342 = !DILocation(line: 69, column: 17, scope: !343, inlinedAt: !338)
!343 = distinct !DILexicalBlock(scope: !332, file: !3, line: 69, column: 11)
!344 = !DILocation(line: 69, column: 11, scope: !332, inlinedAt: !338)
!345 = !DILocation(line: 69, column: 22, scope: !343, inlinedAt: !338)
!346 = !DILocation(line: 79, column: 1, scope: !343, inlinedAt: !338)
!347 = !DILocalVariable(name: "this", arg: 1, scope: !348, type: !350, flags: DIFlagArtificial | DIFlagObjectPointer)
!348 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !349)
!349 = !{!347}
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!351 = !DILocation(line: 0, scope: !348, inlinedAt: !352)
!352 = distinct !DILocation(line: 70, column: 5, scope: !330, inlinedAt: !338)
!353 = !DILocation(line: 60, column: 14, scope: !354, inlinedAt: !352)
!354 = distinct !DILexicalBlock(scope: !348, file: !3, line: 60, column: 12)
!355 = !DILocation(line: 70, column: 5, scope: !332, inlinedAt: !338)
!356 = !DILocation(line: 0, scope: !348, inlinedAt: !357)
!357 = distinct !DILocation(line: 70, column: 5, scope: !330, inlinedAt: !338)
!358 = !DILocation(line: 60, column: 14, scope: !354, inlinedAt: !357)
!359 = !DILocation(line: 75, column: 3, scope: !326, inlinedAt: !338)
!360 = !DILocation(line: 0, scope: !335, inlinedAt: !338)
!361 = !DILocation(line: 72, column: 13, scope: !362, inlinedAt: !338)
!362 = distinct !DILexicalBlock(scope: !335, file: !3, line: 72, column: 11)
!363 = !DILocation(line: 72, column: 11, scope: !335, inlinedAt: !338)
!364 = !DILocation(line: 72, column: 18, scope: !362, inlinedAt: !338)
!365 = !DILocation(line: 72, column: 26, scope: !362, inlinedAt: !338)
!366 = !DILocation(line: 79, column: 1, scope: !362, inlinedAt: !338)
!367 = !DILocation(line: 0, scope: !348, inlinedAt: !368)
!368 = distinct !DILocation(line: 74, column: 5, scope: !330, inlinedAt: !338)
!369 = !DILocation(line: 60, column: 14, scope: !354, inlinedAt: !368)
!370 = !DILocation(line: 74, column: 5, scope: !335, inlinedAt: !338)
!371 = !DILocation(line: 0, scope: !348, inlinedAt: !372)
!372 = distinct !DILocation(line: 74, column: 5, scope: !330, inlinedAt: !338)
!373 = !DILocation(line: 60, column: 14, scope: !354, inlinedAt: !372)
!374 = !DILocation(line: 0, scope: !348, inlinedAt: !375)
!375 = distinct !DILocation(line: 75, column: 3, scope: !326, inlinedAt: !338)
!376 = !DILocation(line: 60, column: 14, scope: !354, inlinedAt: !375)
!377 = !DILocation(line: 0, scope: !348, inlinedAt: !378)
!378 = distinct !DILocation(line: 75, column: 3, scope: !326, inlinedAt: !338)
!379 = !DILocation(line: 60, column: 14, scope: !354, inlinedAt: !378)
!380 = !DILocation(line: 75, column: 3, scope: !330, inlinedAt: !338)
!381 = !DILocation(line: 76, column: 14, scope: !382, inlinedAt: !338)
!382 = distinct !DILexicalBlock(scope: !326, file: !3, line: 75, column: 19)
!383 = !DILocation(line: 77, column: 3, scope: !382, inlinedAt: !338)
!384 = !DILocation(line: 0, scope: !348, inlinedAt: !385)
!385 = distinct !DILocation(line: 79, column: 1, scope: !326, inlinedAt: !338)
!386 = !DILocation(line: 60, column: 14, scope: !354, inlinedAt: !385)
!387 = !DILocation(line: 0, scope: !348, inlinedAt: !388)
!388 = distinct !DILocation(line: 79, column: 1, scope: !326, inlinedAt: !338)
!389 = !DILocation(line: 60, column: 14, scope: !354, inlinedAt: !388)
!390 = !DILocation(line: 124, column: 31, scope: !339)
!391 = !DILocation(line: 124, column: 26, scope: !339)
!392 = !DILocation(line: 124, column: 21, scope: !339)
!393 = distinct !{!393, !317, !394, !284}
!394 = !DILocation(line: 124, column: 73, scope: !123)
!395 = !DILocation(line: 0, scope: !128)
!396 = !DILocation(line: 27, column: 29, scope: !128)
!397 = !DILocation(line: 28, column: 11, scope: !134)
!398 = !DILocation(line: 28, column: 9, scope: !135)
!399 = !DILocation(line: 28, column: 18, scope: !134)
!400 = !DILocation(line: 29, column: 5, scope: !135)
!401 = !DILocation(line: 30, column: 3, scope: !128)
!402 = !DILocation(line: 0, scope: !164)
!403 = !DILocation(line: 31, column: 16, scope: !170)
!404 = !DILocation(line: 31, column: 25, scope: !164)
