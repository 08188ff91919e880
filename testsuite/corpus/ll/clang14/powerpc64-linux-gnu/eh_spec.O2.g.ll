; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noalias noundef nonnull i8* @_Znwm(i64 noundef %0) local_unnamed_addr #0 !dbg !49 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !55, metadata !DIExpression()), !dbg !56
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !57, !tbaa !58
  %3 = add nsw i32 %2, 1, !dbg !57
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !57, !tbaa !58
  %4 = tail call i8* @malloc(i64 noundef %0), !dbg !62
  ret i8* %4, !dbg !63
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znam(i64 noundef %0) local_unnamed_addr #0 !dbg !64 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !66, metadata !DIExpression()), !dbg !67
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !68, !tbaa !58
  %3 = add nsw i32 %2, 1, !dbg !68
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !68, !tbaa !58
  %4 = tail call i8* @malloc(i64 noundef %0), !dbg !69
  ret i8* %4, !dbg !70
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdlPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !71 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !75, metadata !DIExpression()), !dbg !76
  %2 = icmp eq i8* %0, null, !dbg !77
  br i1 %2, label %6, label %3, !dbg !79

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !80, !tbaa !58
  %5 = add nsw i32 %4, 1, !dbg !80
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !80, !tbaa !58
  br label %6, !dbg !80

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !81
  ret void, !dbg !82
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdaPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !83 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !85, metadata !DIExpression()), !dbg !86
  %2 = icmp eq i8* %0, null, !dbg !87
  br i1 %2, label %6, label %3, !dbg !89

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !90, !tbaa !58
  %5 = add nsw i32 %4, 1, !dbg !90
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !90, !tbaa !58
  br label %6, !dbg !90

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !91
  ret void, !dbg !92
}

; Function Attrs: norecurse uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !93 {
  call void @llvm.dbg.value(metadata i64 4, metadata !55, metadata !DIExpression()) #10, !dbg !123
  %1 = load i32, i32* @_ZL6allocs, align 4, !dbg !125, !tbaa !58
  %2 = add nsw i32 %1, 1, !dbg !125
  store i32 %2, i32* @_ZL6allocs, align 4, !dbg !125, !tbaa !58
  call void @llvm.dbg.value(metadata %struct.Fragile* poison, metadata !126, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i32 13, metadata !129, metadata !DIExpression()), !dbg !130
  %3 = tail call i8* @__cxa_allocate_exception(i64 8) #10, !dbg !132
  %4 = bitcast i8* %3 to i8**, !dbg !132
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %4, align 16, !dbg !132, !tbaa !135
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11
          to label %5 unwind label %6, !dbg !132

5:                                                ; preds = %0
  unreachable, !dbg !132

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !137
  call void @llvm.dbg.value(metadata i8* undef, metadata !75, metadata !DIExpression()) #10, !dbg !138
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !140, !tbaa !58
  %9 = add nsw i32 %8, 1, !dbg !140
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !140, !tbaa !58
  %10 = extractvalue { i8*, i32 } %7, 1, !dbg !137
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #10, !dbg !141
  %12 = icmp eq i32 %10, %11, !dbg !141
  br i1 %12, label %13, label %222, !dbg !141

13:                                               ; preds = %6
  %14 = extractvalue { i8*, i32 } %7, 0, !dbg !137
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10, !dbg !141
  call void @llvm.dbg.value(metadata i8* %15, metadata !100, metadata !DIExpression()), !dbg !142
  %16 = load i32, i32* @_ZL6allocs, align 4, !dbg !143, !tbaa !58
  %17 = load i32, i32* @_ZL5frees, align 4, !dbg !145, !tbaa !58
  %18 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i8* noundef %15, i32 noundef signext %16, i32 noundef signext %17), !dbg !146
  tail call void @__cxa_end_catch() #10, !dbg !147
  call void @llvm.dbg.value(metadata i64 28, metadata !66, metadata !DIExpression()) #10, !dbg !148
  %19 = load i32, i32* @_ZL6allocs, align 4, !dbg !150, !tbaa !58
  %20 = add nsw i32 %19, 1, !dbg !150
  store i32 %20, i32* @_ZL6allocs, align 4, !dbg !150, !tbaa !58
  %21 = load i32, i32* @_ZL5ctors, align 4, !tbaa !58
  call void @llvm.dbg.value(metadata i8* poison, metadata !151, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i8* poison, metadata !151, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i8* poison, metadata !151, metadata !DIExpression()), !dbg !154
  %22 = add nsw i32 %21, 3, !dbg !156
  store i32 %22, i32* @_ZL5ctors, align 4, !dbg !156, !tbaa !58
  call void @llvm.dbg.value(metadata i8* poison, metadata !151, metadata !DIExpression()), !dbg !154
  store i32 -1, i32* @_ZN7Fragile6budgetE, align 4, !dbg !154, !tbaa !58
  %23 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !158
  %24 = bitcast i8* %23 to i32*, !dbg !158
  %25 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !160, !tbaa !58
  store i32 %25, i32* %24, align 16, !dbg !158, !tbaa !58
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %26 unwind label %27, !dbg !158

26:                                               ; preds = %13
  unreachable, !dbg !158

27:                                               ; preds = %13
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !161
  call void @llvm.dbg.value(metadata i8* poison, metadata !151, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i8* poison, metadata !151, metadata !DIExpression()), !dbg !154
  %29 = load i32, i32* @_ZL5dtors, align 4, !tbaa !58
  call void @llvm.dbg.value(metadata i32 undef, metadata !162, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value)), !dbg !165
  %30 = add i32 %29, 3, !dbg !167
  store i32 %30, i32* @_ZL5dtors, align 4, !dbg !168, !tbaa !58
  call void @llvm.dbg.value(metadata i8* undef, metadata !85, metadata !DIExpression()) #10, !dbg !170
  %31 = load i32, i32* @_ZL5frees, align 4, !dbg !172, !tbaa !58
  %32 = add nsw i32 %31, 1, !dbg !172
  store i32 %32, i32* @_ZL5frees, align 4, !dbg !172, !tbaa !58
  %33 = extractvalue { i8*, i32 } %28, 1, !dbg !161
  %34 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !173
  %35 = icmp eq i32 %33, %34, !dbg !173
  br i1 %35, label %36, label %222, !dbg !173

36:                                               ; preds = %27
  %37 = extractvalue { i8*, i32 } %28, 0, !dbg !161
  %38 = tail call i8* @__cxa_begin_catch(i8* %37) #10, !dbg !173
  %39 = bitcast i8* %38 to i32*, !dbg !173
  %40 = load i32, i32* %39, align 4, !dbg !173, !tbaa !58
  call void @llvm.dbg.value(metadata i32 %40, metadata !103, metadata !DIExpression()), !dbg !142
  %41 = load i32, i32* @_ZL5ctors, align 4, !dbg !174, !tbaa !58
  %42 = load i32, i32* @_ZL5dtors, align 4, !dbg !176, !tbaa !58
  %43 = load i32, i32* @_ZL5frees, align 4, !dbg !177, !tbaa !58
  %44 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %40, i32 noundef signext %41, i32 noundef signext %42, i32 noundef signext %43), !dbg !178
  tail call void @__cxa_end_catch() #10, !dbg !179
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !180
  br label %95, !dbg !181

45:                                               ; preds = %127
  call void @llvm.dbg.value(metadata i32 %128, metadata !104, metadata !DIExpression()), !dbg !142
  %46 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %128, i32 noundef signext 2, i32 noundef signext 0), !dbg !182
  call void @llvm.dbg.value(metadata i32 7, metadata !183, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i32 7, metadata !197, metadata !DIExpression()), !dbg !200
  %47 = tail call i8* @__cxa_allocate_exception(i64 2) #10, !dbg !203
  %48 = bitcast i8* %47 to i16*, !dbg !203
  store i16 7, i16* %48, align 16, !dbg !203, !tbaa !204
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11
          to label %49 unwind label %50, !dbg !203

49:                                               ; preds = %45
  unreachable, !dbg !203

50:                                               ; preds = %45
  %51 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null, !dbg !206
  %52 = extractvalue { i8*, i32 } %51, 0, !dbg !206
  %53 = extractvalue { i8*, i32 } %51, 1, !dbg !206
  %54 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #10, !dbg !207
  %55 = icmp eq i32 %53, %54, !dbg !207
  %56 = tail call i8* @__cxa_begin_catch(i8* %52) #10, !dbg !195
  br i1 %55, label %57, label %61, !dbg !207

57:                                               ; preds = %50
  %58 = bitcast i8* %56 to i16*, !dbg !208
  %59 = load i16, i16* %58, align 2, !dbg !208, !tbaa !204
  call void @llvm.dbg.value(metadata i16 %59, metadata !192, metadata !DIExpression()), !dbg !195
  %60 = sext i16 %59 to i32, !dbg !210
  tail call void @__cxa_end_catch() #10, !dbg !212
  br label %62

61:                                               ; preds = %50
  tail call void @__cxa_end_catch(), !dbg !208
  br label %62

62:                                               ; preds = %57, %61
  %63 = phi i32 [ %60, %57 ], [ -1, %61 ], !dbg !195
  call void @llvm.dbg.value(metadata i32 3, metadata !213, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.value(metadata i32 3, metadata !222, metadata !DIExpression()), !dbg !225
  %64 = tail call i8* @__cxa_allocate_exception(i64 8) #10, !dbg !228
  %65 = bitcast i8* %64 to i64*, !dbg !228
  store i64 3000, i64* %65, align 16, !dbg !228, !tbaa !229
  invoke void @__cxa_throw(i8* nonnull %64, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #11
          to label %66 unwind label %67, !dbg !228

66:                                               ; preds = %62
  unreachable, !dbg !228

67:                                               ; preds = %62
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null, !dbg !231
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !231
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !231
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #10, !dbg !232
  %72 = icmp eq i32 %70, %71, !dbg !232
  %73 = tail call i8* @__cxa_begin_catch(i8* %69) #10, !dbg !220
  br i1 %72, label %74, label %78, !dbg !232

74:                                               ; preds = %67
  %75 = bitcast i8* %73 to i64*, !dbg !233
  %76 = load i64, i64* %75, align 8, !dbg !233, !tbaa !229
  call void @llvm.dbg.value(metadata i64 %76, metadata !217, metadata !DIExpression()), !dbg !220
  %77 = trunc i64 %76 to i32, !dbg !235
  tail call void @__cxa_end_catch() #10, !dbg !237
  br label %79

78:                                               ; preds = %67
  tail call void @__cxa_end_catch(), !dbg !233
  br label %79

79:                                               ; preds = %74, %78
  %80 = phi i32 [ %77, %74 ], [ -1, %78 ], !dbg !220
  call void @llvm.dbg.value(metadata i32 1, metadata !238, metadata !DIExpression()), !dbg !245
  call void @llvm.dbg.value(metadata i32 1, metadata !197, metadata !DIExpression()), !dbg !247
  %81 = tail call i8* @__cxa_allocate_exception(i64 2) #10, !dbg !250
  %82 = bitcast i8* %81 to i16*, !dbg !250
  store i16 1, i16* %82, align 16, !dbg !250, !tbaa !204
  invoke void @__cxa_throw(i8* nonnull %81, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11
          to label %83 unwind label %84, !dbg !250

83:                                               ; preds = %79
  unreachable, !dbg !250

84:                                               ; preds = %79
  %85 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null, !dbg !251
  %86 = extractvalue { i8*, i32 } %85, 0, !dbg !251
  %87 = extractvalue { i8*, i32 } %85, 1, !dbg !251
  %88 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !252
  %89 = icmp eq i32 %87, %88, !dbg !252
  %90 = tail call i8* @__cxa_begin_catch(i8* %86) #10, !dbg !245
  br i1 %89, label %91, label %94, !dbg !252

91:                                               ; preds = %84
  %92 = bitcast i8* %90 to i32*, !dbg !253
  %93 = load i32, i32* %92, align 4, !dbg !253, !tbaa !58
  call void @llvm.dbg.value(metadata i32 %93, metadata !242, metadata !DIExpression()), !dbg !245
  tail call void @__cxa_end_catch() #10, !dbg !255
  br label %132

94:                                               ; preds = %84
  tail call void @__cxa_end_catch(), !dbg !253
  br label %132

95:                                               ; preds = %36, %127
  %96 = phi i32 [ 0, %36 ], [ %129, %127 ]
  %97 = phi i32 [ 0, %36 ], [ %128, %127 ]
  call void @llvm.dbg.value(metadata i32 %96, metadata !105, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 %96, metadata !257, metadata !DIExpression()), !dbg !262
  %98 = icmp ugt i32 %96, 2, !dbg !265
  br i1 %98, label %99, label %111, !dbg !267

99:                                               ; preds = %95
  %100 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !268
  %101 = bitcast i8* %100 to i32*, !dbg !268
  %102 = shl nuw nsw i32 %96, 1, !dbg !269
  store i32 %102, i32* %101, align 16, !dbg !268, !tbaa !58
  invoke void @__cxa_throw(i8* nonnull %100, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %110 unwind label %103, !dbg !268

103:                                              ; preds = %99
  %104 = landingpad { i8*, i32 }
          cleanup
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !270
  %105 = extractvalue { i8*, i32 } %104, 1, !dbg !270
  %106 = icmp slt i32 %105, 0, !dbg !271
  br i1 %106, label %107, label %116, !dbg !271

107:                                              ; preds = %103
  %108 = extractvalue { i8*, i32 } %104, 0, !dbg !270
  invoke void @__cxa_call_unexpected(i8* %108) #11
          to label %109 unwind label %113, !dbg !271

109:                                              ; preds = %107
  unreachable, !dbg !271

110:                                              ; preds = %99
  unreachable

111:                                              ; preds = %95
  call void @llvm.dbg.value(metadata i32 %97, metadata !104, metadata !DIExpression()), !dbg !142
  %112 = add nsw i32 %96, %97, !dbg !272
  call void @llvm.dbg.value(metadata i32 %112, metadata !104, metadata !DIExpression()), !dbg !142
  br label %127, !dbg !273

113:                                              ; preds = %107
  %114 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !274
  %115 = extractvalue { i8*, i32 } %114, 1, !dbg !274
  br label %116, !dbg !274

116:                                              ; preds = %103, %113
  %117 = phi i32 [ %105, %103 ], [ %115, %113 ], !dbg !274
  %118 = phi { i8*, i32 } [ %104, %103 ], [ %114, %113 ]
  %119 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10, !dbg !273
  %120 = icmp eq i32 %117, %119, !dbg !273
  br i1 %120, label %121, label %222, !dbg !273

121:                                              ; preds = %116
  %122 = extractvalue { i8*, i32 } %118, 0, !dbg !274
  %123 = tail call i8* @__cxa_begin_catch(i8* %122) #10, !dbg !273
  %124 = bitcast i8* %123 to i32*, !dbg !273
  %125 = load i32, i32* %124, align 4, !dbg !273, !tbaa !58
  call void @llvm.dbg.value(metadata i32 %125, metadata !107, metadata !DIExpression()), !dbg !275
  %126 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %125), !dbg !276
  tail call void @__cxa_end_catch() #10, !dbg !278
  br label %127, !dbg !278

127:                                              ; preds = %111, %121
  %128 = phi i32 [ %97, %121 ], [ %112, %111 ], !dbg !142
  %129 = add nuw nsw i32 %96, 1, !dbg !279
  call void @llvm.dbg.value(metadata i32 %129, metadata !105, metadata !DIExpression()), !dbg !180
  %130 = icmp eq i32 %129, 5, !dbg !280
  br i1 %130, label %45, label %95, !dbg !181, !llvm.loop !281

131:                                              ; preds = %157, %139
  unreachable, !dbg !284

132:                                              ; preds = %94, %91
  %133 = phi i32 [ %93, %91 ], [ -1, %94 ], !dbg !245
  %134 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %63, i32 noundef signext %80, i32 noundef signext %133), !dbg !301
  call void @llvm.dbg.value(metadata i32* undef, metadata !110, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i32 1, metadata !115, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !296, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32 1, metadata !298, metadata !DIExpression()), !dbg !303
  %135 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !284
  %136 = bitcast i8* %135 to %struct.Fragile*, !dbg !284
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %136, i32 noundef signext 3)
          to label %139 unwind label %137, !dbg !304

137:                                              ; preds = %132
  %138 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !305
  tail call void @__cxa_free_exception(i8* %135) #10, !dbg !284
  br label %142

139:                                              ; preds = %132
  invoke void @__cxa_throw(i8* %135, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11
          to label %131 unwind label %140, !dbg !284

140:                                              ; preds = %139
  %141 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !306
  br label %142, !dbg !306

142:                                              ; preds = %140, %137
  %143 = phi { i8*, i32 } [ %141, %140 ], [ %138, %137 ]
  %144 = extractvalue { i8*, i32 } %143, 1, !dbg !306
  %145 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #10, !dbg !307
  %146 = icmp eq i32 %144, %145, !dbg !307
  br i1 %146, label %147, label %222, !dbg !307

147:                                              ; preds = %142
  %148 = extractvalue { i8*, i32 } %143, 0, !dbg !306
  %149 = tail call i8* @__cxa_begin_catch(i8* %148) #10, !dbg !307
  call void @llvm.dbg.value(metadata i8* %149, metadata !117, metadata !DIExpression()), !dbg !308
  %150 = bitcast i8* %149 to i32*, !dbg !309
  %151 = load i32, i32* %150, align 4, !dbg !309, !tbaa !311
  %152 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %151), !dbg !313
  tail call void @__cxa_end_catch(), !dbg !314
  call void @llvm.dbg.value(metadata i32 2, metadata !115, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !296, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32 2, metadata !298, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32 3, metadata !115, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.value(metadata i32 3, metadata !298, metadata !DIExpression()), !dbg !303
  %153 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !284
  %154 = bitcast i8* %153 to %struct.Fragile*, !dbg !284
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %154, i32 noundef signext 9)
          to label %157 unwind label %155, !dbg !304

155:                                              ; preds = %147
  %156 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !305
  tail call void @__cxa_free_exception(i8* %153) #10, !dbg !284
  br label %160

157:                                              ; preds = %147
  invoke void @__cxa_throw(i8* %153, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11
          to label %131 unwind label %158, !dbg !284

158:                                              ; preds = %157
  %159 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !306
  br label %160, !dbg !306

160:                                              ; preds = %158, %155
  %161 = phi { i8*, i32 } [ %159, %158 ], [ %156, %155 ]
  %162 = extractvalue { i8*, i32 } %161, 1, !dbg !306
  %163 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #10, !dbg !307
  %164 = icmp eq i32 %162, %163, !dbg !307
  br i1 %164, label %165, label %222, !dbg !307

165:                                              ; preds = %160
  %166 = extractvalue { i8*, i32 } %161, 0, !dbg !306
  %167 = tail call i8* @__cxa_begin_catch(i8* %166) #10, !dbg !307
  call void @llvm.dbg.value(metadata i8* %167, metadata !117, metadata !DIExpression()), !dbg !308
  %168 = bitcast i8* %167 to i32*, !dbg !309
  %169 = load i32, i32* %168, align 4, !dbg !309, !tbaa !311
  %170 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %169), !dbg !313
  tail call void @__cxa_end_catch(), !dbg !314
  call void @llvm.dbg.value(metadata i32 4, metadata !115, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !315
  br label %178, !dbg !316

171:                                              ; preds = %227
  %172 = add nsw i32 %128, 2, !dbg !317
  %173 = load i32, i32* @_ZL6allocs, align 4, !dbg !318, !tbaa !58
  %174 = load i32, i32* @_ZL5frees, align 4, !dbg !319, !tbaa !58
  %175 = load i32, i32* @_ZL5ctors, align 4, !dbg !320, !tbaa !58
  %176 = load i32, i32* @_ZL5dtors, align 4, !dbg !321, !tbaa !58
  call void @llvm.dbg.value(metadata i32 %172, metadata !104, metadata !DIExpression()), !dbg !142
  %177 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext %173, i32 noundef signext %174, i32 noundef signext %175, i32 noundef signext %176, i32 noundef signext %172), !dbg !322
  ret i32 0, !dbg !323

178:                                              ; preds = %165, %227
  %179 = phi i32 [ 0, %165 ], [ %231, %227 ]
  call void @llvm.dbg.value(metadata i32 %179, metadata !121, metadata !DIExpression()), !dbg !315
  call void @llvm.dbg.value(metadata i32 %179, metadata !324, metadata !DIExpression()), !dbg !336
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0), metadata !327, metadata !DIExpression()), !dbg !336
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0), metadata !328, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0), metadata !330, metadata !DIExpression()), !dbg !340
  %180 = icmp eq i32 %179, 0, !dbg !341
  br i1 %180, label %190, label %181, !dbg !343

181:                                              ; preds = %178
  %182 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !344
  %183 = bitcast i8* %182 to i32*, !dbg !344
  store i32 %179, i32* %183, align 16, !dbg !344, !tbaa !58
  invoke void @__cxa_throw(i8* nonnull %182, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %226 unwind label %184, !dbg !344

184:                                              ; preds = %181
  %185 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !345
  %186 = extractvalue { i8*, i32 } %185, 0, !dbg !345
  %187 = extractvalue { i8*, i32 } %185, 1, !dbg !345
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !346, metadata !DIExpression()) #10, !dbg !350
  %188 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0)) #10, !dbg !352
  %189 = icmp eq i32 %187, %88, !dbg !354
  br i1 %189, label %192, label %211, !dbg !354

190:                                              ; preds = %178
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !346, metadata !DIExpression()) #10, !dbg !355
  %191 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0)) #10, !dbg !357
  br label %208, !dbg !358

192:                                              ; preds = %184
  %193 = tail call i8* @__cxa_begin_catch(i8* %186) #10, !dbg !354
  %194 = bitcast i8* %193 to i32*, !dbg !354
  %195 = load i32, i32* %194, align 4, !dbg !354, !tbaa !58
  call void @llvm.dbg.value(metadata i32 %195, metadata !332, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0), metadata !333, metadata !DIExpression()), !dbg !359
  %196 = icmp sgt i32 %195, 1, !dbg !360
  br i1 %196, label %197, label %206, !dbg !362

197:                                              ; preds = %192
  %198 = tail call i8* @__cxa_allocate_exception(i64 4) #10, !dbg !363
  %199 = bitcast i8* %198 to i32*, !dbg !363
  %200 = add nuw nsw i32 %195, 10, !dbg !364
  store i32 %200, i32* %199, align 16, !dbg !363, !tbaa !58
  invoke void @__cxa_throw(i8* nonnull %198, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %226 unwind label %201, !dbg !363

201:                                              ; preds = %197
  %202 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !365
  %203 = extractvalue { i8*, i32 } %202, 0, !dbg !365
  %204 = extractvalue { i8*, i32 } %202, 1, !dbg !365
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !346, metadata !DIExpression()) #10, !dbg !366
  %205 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0)) #10, !dbg !368
  tail call void @__cxa_end_catch() #10, !dbg !369
  br label %211, !dbg !369

206:                                              ; preds = %192
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !346, metadata !DIExpression()) #10, !dbg !370
  %207 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0)) #10, !dbg !372
  tail call void @__cxa_end_catch() #10, !dbg !369
  br label %208

208:                                              ; preds = %206, %190
  %209 = phi i32 [ 0, %190 ], [ %195, %206 ]
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !346, metadata !DIExpression()) #10, !dbg !373
  %210 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0)) #10, !dbg !375
  br label %227

211:                                              ; preds = %201, %184
  %212 = phi i32 [ %204, %201 ], [ %187, %184 ], !dbg !339
  %213 = phi i8* [ %203, %201 ], [ %186, %184 ], !dbg !339
  %214 = phi { i8*, i32 } [ %202, %201 ], [ %185, %184 ], !dbg !358
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !346, metadata !DIExpression()) #10, !dbg !376
  %215 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0)) #10, !dbg !378
  %216 = icmp eq i32 %212, %88, !dbg !379
  br i1 %216, label %217, label %224, !dbg !379

217:                                              ; preds = %211
  %218 = tail call i8* @__cxa_begin_catch(i8* %213) #10, !dbg !379
  %219 = bitcast i8* %218 to i32*, !dbg !379
  %220 = load i32, i32* %219, align 4, !dbg !379, !tbaa !58
  call void @llvm.dbg.value(metadata i32 %220, metadata !335, metadata !DIExpression()), !dbg !336
  %221 = mul nsw i32 %220, 100, !dbg !380
  tail call void @__cxa_end_catch() #10, !dbg !382
  br label %227

222:                                              ; preds = %116, %142, %160, %6, %27, %224
  %223 = phi { i8*, i32 } [ %214, %224 ], [ %28, %27 ], [ %7, %6 ], [ %143, %142 ], [ %161, %160 ], [ %118, %116 ]
  resume { i8*, i32 } %223, !dbg !142

224:                                              ; preds = %211
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !346, metadata !DIExpression()) #10, !dbg !383
  %225 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0)) #10, !dbg !385
  br label %222

226:                                              ; preds = %197, %181
  unreachable

227:                                              ; preds = %208, %217
  %228 = phi i32 [ %221, %217 ], [ %209, %208 ], !dbg !336
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !346, metadata !DIExpression()) #10, !dbg !386
  %229 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0)) #10, !dbg !388
  %230 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %179, i32 noundef signext %228), !dbg !389
  %231 = add nuw nsw i32 %179, 1, !dbg !390
  call void @llvm.dbg.value(metadata i32 %231, metadata !121, metadata !DIExpression()), !dbg !315
  %232 = icmp eq i32 %231, 3, !dbg !391
  br i1 %232, label %171, label %178, !dbg !316, !llvm.loop !392
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef signext %1) unnamed_addr #5 comdat align 2 !dbg !127 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !126, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata i32 %1, metadata !129, metadata !DIExpression()), !dbg !394
  %3 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %0, i64 0, i32 0, !dbg !395
  store i32 %1, i32* %3, align 4, !dbg !395, !tbaa !311
  %4 = icmp eq i32 %1, 13, !dbg !396
  br i1 %4, label %5, label %8, !dbg !397

5:                                                ; preds = %2
  %6 = tail call i8* @__cxa_allocate_exception(i64 8) #10, !dbg !398
  %7 = bitcast i8* %6 to i8**, !dbg !398
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %7, align 16, !dbg !398, !tbaa !135
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11, !dbg !398
  unreachable, !dbg !398

8:                                                ; preds = %2
  %9 = load i32, i32* @_ZL5ctors, align 4, !dbg !399, !tbaa !58
  %10 = add nsw i32 %9, 1, !dbg !399
  store i32 %10, i32* @_ZL5ctors, align 4, !dbg !399, !tbaa !58
  ret void, !dbg !400
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !163 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !162, metadata !DIExpression()), !dbg !401
  %2 = load i32, i32* @_ZL5dtors, align 4, !dbg !402, !tbaa !58
  %3 = add nsw i32 %2, 1, !dbg !402
  store i32 %3, i32* @_ZL5dtors, align 4, !dbg !402, !tbaa !58
  ret void, !dbg !403
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

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
!45 = !{i32 7, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 1}
!48 = !{!"Debian clang version 14.0.6"}
!49 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !50, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!50 = !DISubroutineType(types: !51)
!51 = !{!52, !53}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!53 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!54 = !{!55}
!55 = !DILocalVariable(name: "n", arg: 1, scope: !49, file: !3, line: 15, type: !53)
!56 = !DILocation(line: 0, scope: !49)
!57 = !DILocation(line: 15, column: 39, scope: !49)
!58 = !{!59, !59, i64 0}
!59 = !{!"int", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C++ TBAA"}
!62 = !DILocation(line: 15, column: 56, scope: !49)
!63 = !DILocation(line: 15, column: 49, scope: !49)
!64 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !50, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!65 = !{!66}
!66 = !DILocalVariable(name: "n", arg: 1, scope: !64, file: !3, line: 16, type: !53)
!67 = !DILocation(line: 0, scope: !64)
!68 = !DILocation(line: 16, column: 41, scope: !64)
!69 = !DILocation(line: 16, column: 58, scope: !64)
!70 = !DILocation(line: 16, column: 51, scope: !64)
!71 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !72, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{null, !52}
!74 = !{!75}
!75 = !DILocalVariable(name: "p", arg: 1, scope: !71, file: !3, line: 17, type: !52)
!76 = !DILocation(line: 0, scope: !71)
!77 = !DILocation(line: 17, column: 45, scope: !78)
!78 = distinct !DILexicalBlock(scope: !71, file: !3, line: 17, column: 45)
!79 = !DILocation(line: 17, column: 45, scope: !71)
!80 = !DILocation(line: 17, column: 48, scope: !78)
!81 = !DILocation(line: 17, column: 57, scope: !71)
!82 = !DILocation(line: 17, column: 66, scope: !71)
!83 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !72, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!84 = !{!85}
!85 = !DILocalVariable(name: "p", arg: 1, scope: !83, file: !3, line: 18, type: !52)
!86 = !DILocation(line: 0, scope: !83)
!87 = !DILocation(line: 18, column: 47, scope: !88)
!88 = distinct !DILexicalBlock(scope: !83, file: !3, line: 18, column: 47)
!89 = !DILocation(line: 18, column: 47, scope: !83)
!90 = !DILocation(line: 18, column: 50, scope: !88)
!91 = !DILocation(line: 18, column: 59, scope: !83)
!92 = !DILocation(line: 18, column: 68, scope: !83)
!93 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !94, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!10}
!96 = !{!97, !100, !101, !103, !104, !105, !107, !110, !115, !117, !121}
!97 = !DILocalVariable(name: "f", scope: !98, file: !3, line: 84, type: !99)
!98 = distinct !DILexicalBlock(scope: !93, file: !3, line: 83, column: 7)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!100 = !DILocalVariable(name: "msg", scope: !93, file: !3, line: 86, type: !23)
!101 = !DILocalVariable(name: "arr", scope: !102, file: !3, line: 93, type: !99)
!102 = distinct !DILexicalBlock(scope: !93, file: !3, line: 92, column: 7)
!103 = !DILocalVariable(name: "b", scope: !93, file: !3, line: 95, type: !10)
!104 = !DILocalVariable(name: "ok", scope: !93, file: !3, line: 99, type: !10)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 100, type: !10)
!106 = distinct !DILexicalBlock(scope: !93, file: !3, line: 100, column: 3)
!107 = !DILocalVariable(name: "e", scope: !108, file: !3, line: 103, type: !10)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 100, column: 31)
!109 = distinct !DILexicalBlock(scope: !106, file: !3, line: 100, column: 3)
!110 = !DILocalVariable(name: "thrower", scope: !93, file: !3, line: 112, type: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !93, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !112)
!112 = !{!113}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !111, file: !3, line: 112, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!115 = !DILocalVariable(name: "k", scope: !116, file: !3, line: 116, type: !10)
!116 = distinct !DILexicalBlock(scope: !93, file: !3, line: 116, column: 3)
!117 = !DILocalVariable(name: "f", scope: !118, file: !3, line: 119, type: !120)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 116, column: 31)
!119 = distinct !DILexicalBlock(scope: !116, file: !3, line: 116, column: 3)
!120 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!121 = !DILocalVariable(name: "d", scope: !122, file: !3, line: 124, type: !10)
!122 = distinct !DILexicalBlock(scope: !93, file: !3, line: 124, column: 3)
!123 = !DILocation(line: 0, scope: !49, inlinedAt: !124)
!124 = distinct !DILocation(line: 84, column: 18, scope: !98)
!125 = !DILocation(line: 15, column: 39, scope: !49, inlinedAt: !124)
!126 = !DILocalVariable(name: "this", arg: 1, scope: !127, type: !99, flags: DIFlagArtificial | DIFlagObjectPointer)
!127 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !128)
!128 = !{!126, !129}
!129 = !DILocalVariable(name: "x", arg: 2, scope: !127, file: !3, line: 27, type: !10)
!130 = !DILocation(line: 0, scope: !127, inlinedAt: !131)
!131 = distinct !DILocation(line: 84, column: 22, scope: !98)
!132 = !DILocation(line: 28, column: 18, scope: !133, inlinedAt: !131)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 28, column: 9)
!134 = distinct !DILexicalBlock(scope: !127, file: !3, line: 27, column: 34)
!135 = !{!136, !136, i64 0}
!136 = !{!"any pointer", !60, i64 0}
!137 = !DILocation(line: 127, column: 1, scope: !98)
!138 = !DILocation(line: 0, scope: !71, inlinedAt: !139)
!139 = distinct !DILocation(line: 84, column: 18, scope: !98)
!140 = !DILocation(line: 17, column: 48, scope: !78, inlinedAt: !139)
!141 = !DILocation(line: 86, column: 3, scope: !98)
!142 = !DILocation(line: 0, scope: !93)
!143 = !DILocation(line: 87, column: 51, scope: !144)
!144 = distinct !DILexicalBlock(scope: !93, file: !3, line: 86, column: 29)
!145 = !DILocation(line: 87, column: 59, scope: !144)
!146 = !DILocation(line: 87, column: 5, scope: !144)
!147 = !DILocation(line: 88, column: 3, scope: !144)
!148 = !DILocation(line: 0, scope: !64, inlinedAt: !149)
!149 = distinct !DILocation(line: 93, column: 20, scope: !102)
!150 = !DILocation(line: 16, column: 41, scope: !64, inlinedAt: !149)
!151 = !DILocalVariable(name: "this", arg: 1, scope: !152, type: !99, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !153)
!153 = !{!151}
!154 = !DILocation(line: 0, scope: !152, inlinedAt: !155)
!155 = distinct !DILocation(line: 93, column: 20, scope: !102)
!156 = !DILocation(line: 25, column: 5, scope: !157, inlinedAt: !155)
!157 = distinct !DILexicalBlock(scope: !152, file: !3, line: 23, column: 25)
!158 = !DILocation(line: 24, column: 23, scope: !159, inlinedAt: !155)
!159 = distinct !DILexicalBlock(scope: !157, file: !3, line: 24, column: 9)
!160 = !DILocation(line: 24, column: 29, scope: !159, inlinedAt: !155)
!161 = !DILocation(line: 127, column: 1, scope: !102)
!162 = !DILocalVariable(name: "this", arg: 1, scope: !163, type: !99, flags: DIFlagArtificial | DIFlagObjectPointer)
!163 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !164)
!164 = !{!162}
!165 = !DILocation(line: 0, scope: !163, inlinedAt: !166)
!166 = distinct !DILocation(line: 93, column: 20, scope: !102)
!167 = !DILocation(line: 93, column: 20, scope: !102)
!168 = !DILocation(line: 31, column: 16, scope: !169, inlinedAt: !166)
!169 = distinct !DILexicalBlock(scope: !163, file: !3, line: 31, column: 14)
!170 = !DILocation(line: 0, scope: !83, inlinedAt: !171)
!171 = distinct !DILocation(line: 93, column: 20, scope: !102)
!172 = !DILocation(line: 18, column: 50, scope: !88, inlinedAt: !171)
!173 = !DILocation(line: 95, column: 3, scope: !102)
!174 = !DILocation(line: 96, column: 73, scope: !175)
!175 = distinct !DILexicalBlock(scope: !93, file: !3, line: 95, column: 19)
!176 = !DILocation(line: 96, column: 80, scope: !175)
!177 = !DILocation(line: 96, column: 87, scope: !175)
!178 = !DILocation(line: 96, column: 5, scope: !175)
!179 = !DILocation(line: 97, column: 3, scope: !175)
!180 = !DILocation(line: 0, scope: !106)
!181 = !DILocation(line: 100, column: 3, scope: !106)
!182 = !DILocation(line: 107, column: 3, scope: !93)
!183 = !DILocalVariable(name: "arg", arg: 2, scope: !184, file: !3, line: 43, type: !10)
!184 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !185, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !193, retainedNodes: !190)
!185 = !DISubroutineType(types: !186)
!186 = !{!10, !187, !10}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DISubroutineType(types: !189)
!189 = !{null, !10}
!190 = !{!191, !183, !192}
!191 = !DILocalVariable(name: "f", arg: 1, scope: !184, file: !3, line: 43, type: !187)
!192 = !DILocalVariable(name: "v", scope: !184, file: !3, line: 46, type: !5)
!193 = !{!194}
!194 = !DITemplateTypeParameter(name: "T", type: !5)
!195 = !DILocation(line: 0, scope: !184, inlinedAt: !196)
!196 = distinct !DILocation(line: 109, column: 57, scope: !93)
!197 = !DILocalVariable(name: "x", arg: 1, scope: !198, file: !3, line: 54, type: !10)
!198 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !188, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !199)
!199 = !{!197}
!200 = !DILocation(line: 0, scope: !198, inlinedAt: !201)
!201 = distinct !DILocation(line: 45, column: 5, scope: !202, inlinedAt: !196)
!202 = distinct !DILexicalBlock(scope: !184, file: !3, line: 44, column: 7)
!203 = !DILocation(line: 54, column: 34, scope: !198, inlinedAt: !201)
!204 = !{!205, !205, i64 0}
!205 = !{!"short", !60, i64 0}
!206 = !DILocation(line: 52, column: 1, scope: !202, inlinedAt: !196)
!207 = !DILocation(line: 46, column: 3, scope: !202, inlinedAt: !196)
!208 = !DILocation(line: 50, column: 3, scope: !209, inlinedAt: !196)
!209 = distinct !DILexicalBlock(scope: !184, file: !3, line: 48, column: 17)
!210 = !DILocation(line: 47, column: 17, scope: !211, inlinedAt: !196)
!211 = distinct !DILexicalBlock(scope: !184, file: !3, line: 46, column: 17)
!212 = !DILocation(line: 48, column: 3, scope: !211, inlinedAt: !196)
!213 = !DILocalVariable(name: "arg", arg: 2, scope: !214, file: !3, line: 43, type: !10)
!214 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !185, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !218, retainedNodes: !215)
!215 = !{!216, !213, !217}
!216 = !DILocalVariable(name: "f", arg: 1, scope: !214, file: !3, line: 43, type: !187)
!217 = !DILocalVariable(name: "v", scope: !214, file: !3, line: 46, type: !6)
!218 = !{!219}
!219 = !DITemplateTypeParameter(name: "T", type: !6)
!220 = !DILocation(line: 0, scope: !214, inlinedAt: !221)
!221 = distinct !DILocation(line: 110, column: 10, scope: !93)
!222 = !DILocalVariable(name: "x", arg: 1, scope: !223, file: !3, line: 55, type: !10)
!223 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !188, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !224)
!224 = !{!222}
!225 = !DILocation(line: 0, scope: !223, inlinedAt: !226)
!226 = distinct !DILocation(line: 45, column: 5, scope: !227, inlinedAt: !221)
!227 = distinct !DILexicalBlock(scope: !214, file: !3, line: 44, column: 7)
!228 = !DILocation(line: 55, column: 33, scope: !223, inlinedAt: !226)
!229 = !{!230, !230, i64 0}
!230 = !{!"long long", !60, i64 0}
!231 = !DILocation(line: 52, column: 1, scope: !227, inlinedAt: !221)
!232 = !DILocation(line: 46, column: 3, scope: !227, inlinedAt: !221)
!233 = !DILocation(line: 50, column: 3, scope: !234, inlinedAt: !221)
!234 = distinct !DILexicalBlock(scope: !214, file: !3, line: 48, column: 17)
!235 = !DILocation(line: 47, column: 17, scope: !236, inlinedAt: !221)
!236 = distinct !DILexicalBlock(scope: !214, file: !3, line: 46, column: 17)
!237 = !DILocation(line: 48, column: 3, scope: !236, inlinedAt: !221)
!238 = !DILocalVariable(name: "arg", arg: 2, scope: !239, file: !3, line: 43, type: !10)
!239 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !185, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !243, retainedNodes: !240)
!240 = !{!241, !238, !242}
!241 = !DILocalVariable(name: "f", arg: 1, scope: !239, file: !3, line: 43, type: !187)
!242 = !DILocalVariable(name: "v", scope: !239, file: !3, line: 46, type: !10)
!243 = !{!244}
!244 = !DITemplateTypeParameter(name: "T", type: !10)
!245 = !DILocation(line: 0, scope: !239, inlinedAt: !246)
!246 = distinct !DILocation(line: 110, column: 46, scope: !93)
!247 = !DILocation(line: 0, scope: !198, inlinedAt: !248)
!248 = distinct !DILocation(line: 45, column: 5, scope: !249, inlinedAt: !246)
!249 = distinct !DILexicalBlock(scope: !239, file: !3, line: 44, column: 7)
!250 = !DILocation(line: 54, column: 34, scope: !198, inlinedAt: !248)
!251 = !DILocation(line: 52, column: 1, scope: !249, inlinedAt: !246)
!252 = !DILocation(line: 46, column: 3, scope: !249, inlinedAt: !246)
!253 = !DILocation(line: 50, column: 3, scope: !254, inlinedAt: !246)
!254 = distinct !DILexicalBlock(scope: !239, file: !3, line: 48, column: 17)
!255 = !DILocation(line: 48, column: 3, scope: !256, inlinedAt: !246)
!256 = distinct !DILexicalBlock(scope: !239, file: !3, line: 46, column: 17)
!257 = !DILocalVariable(name: "x", arg: 1, scope: !258, file: !3, line: 36, type: !10)
!258 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !259, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{!10, !10}
!261 = !{!257}
!262 = !DILocation(line: 0, scope: !258, inlinedAt: !263)
!263 = distinct !DILocation(line: 102, column: 13, scope: !264)
!264 = distinct !DILexicalBlock(scope: !108, file: !3, line: 101, column: 9)
!265 = !DILocation(line: 37, column: 9, scope: !266, inlinedAt: !263)
!266 = distinct !DILexicalBlock(scope: !258, file: !3, line: 37, column: 7)
!267 = !DILocation(line: 37, column: 7, scope: !258, inlinedAt: !263)
!268 = !DILocation(line: 37, column: 14, scope: !266, inlinedAt: !263)
!269 = !DILocation(line: 37, column: 22, scope: !266, inlinedAt: !263)
!270 = !DILocation(line: 39, column: 1, scope: !266, inlinedAt: !263)
!271 = !DILocation(line: 38, column: 3, scope: !258, inlinedAt: !263)
!272 = !DILocation(line: 102, column: 10, scope: !264)
!273 = !DILocation(line: 103, column: 5, scope: !264)
!274 = !DILocation(line: 127, column: 1, scope: !264)
!275 = !DILocation(line: 0, scope: !108)
!276 = !DILocation(line: 104, column: 7, scope: !277)
!277 = distinct !DILexicalBlock(scope: !108, file: !3, line: 103, column: 21)
!278 = !DILocation(line: 105, column: 5, scope: !277)
!279 = !DILocation(line: 100, column: 26, scope: !109)
!280 = !DILocation(line: 100, column: 21, scope: !109)
!281 = distinct !{!281, !181, !282, !283}
!282 = !DILocation(line: 106, column: 3, scope: !106)
!283 = !{!"llvm.loop.mustprogress"}
!284 = !DILocation(line: 113, column: 16, scope: !285, inlinedAt: !299)
!285 = distinct !DILexicalBlock(scope: !286, file: !3, line: 113, column: 9)
!286 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !111, file: !3, line: 112, type: !287, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !291, retainedNodes: !295)
!287 = !DISubroutineType(types: !288)
!288 = !{null, !289, !10}
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!290 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !111)
!291 = !DISubprogram(name: "operator()", scope: !111, file: !3, line: 112, type: !292, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{!294, !289, !10}
!294 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!295 = !{!296, !298}
!296 = !DILocalVariable(name: "this", arg: 1, scope: !286, type: !297, flags: DIFlagArtificial | DIFlagObjectPointer)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 64)
!298 = !DILocalVariable(name: "k", arg: 2, scope: !286, file: !3, line: 112, type: !10)
!299 = distinct !DILocation(line: 118, column: 7, scope: !300)
!300 = distinct !DILexicalBlock(scope: !118, file: !3, line: 117, column: 9)
!301 = !DILocation(line: 109, column: 3, scope: !93)
!302 = !DILocation(line: 0, scope: !116)
!303 = !DILocation(line: 0, scope: !286, inlinedAt: !299)
!304 = !DILocation(line: 113, column: 22, scope: !285, inlinedAt: !299)
!305 = !DILocation(line: 115, column: 3, scope: !285, inlinedAt: !299)
!306 = !DILocation(line: 127, column: 1, scope: !300)
!307 = !DILocation(line: 119, column: 5, scope: !300)
!308 = !DILocation(line: 0, scope: !118)
!309 = !DILocation(line: 120, column: 46, scope: !310)
!310 = distinct !DILexicalBlock(scope: !118, file: !3, line: 119, column: 26)
!311 = !{!312, !59, i64 0}
!312 = !{!"_ZTS7Fragile", !59, i64 0}
!313 = !DILocation(line: 120, column: 7, scope: !310)
!314 = !DILocation(line: 121, column: 5, scope: !310)
!315 = !DILocation(line: 0, scope: !122)
!316 = !DILocation(line: 124, column: 3, scope: !122)
!317 = !DILocation(line: 114, column: 8, scope: !286, inlinedAt: !299)
!318 = !DILocation(line: 125, column: 64, scope: !93)
!319 = !DILocation(line: 125, column: 72, scope: !93)
!320 = !DILocation(line: 125, column: 79, scope: !93)
!321 = !DILocation(line: 125, column: 86, scope: !93)
!322 = !DILocation(line: 125, column: 3, scope: !93)
!323 = !DILocation(line: 126, column: 3, scope: !93)
!324 = !DILocalVariable(name: "depth", arg: 1, scope: !325, file: !3, line: 63, type: !10)
!325 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !259, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !326)
!326 = !{!324, !327, !328, !330, !332, !333, !335}
!327 = !DILocalVariable(name: "s1", scope: !325, file: !3, line: 64, type: !20)
!328 = !DILocalVariable(name: "s2", scope: !329, file: !3, line: 66, type: !20)
!329 = distinct !DILexicalBlock(scope: !325, file: !3, line: 65, column: 7)
!330 = !DILocalVariable(name: "s3", scope: !331, file: !3, line: 68, type: !20)
!331 = distinct !DILexicalBlock(scope: !329, file: !3, line: 67, column: 9)
!332 = !DILocalVariable(name: "d", scope: !329, file: !3, line: 70, type: !10)
!333 = !DILocalVariable(name: "s4", scope: !334, file: !3, line: 71, type: !20)
!334 = distinct !DILexicalBlock(scope: !329, file: !3, line: 70, column: 21)
!335 = !DILocalVariable(name: "d", scope: !325, file: !3, line: 75, type: !10)
!336 = !DILocation(line: 0, scope: !325, inlinedAt: !337)
!337 = distinct !DILocation(line: 124, column: 63, scope: !338)
!338 = distinct !DILexicalBlock(scope: !122, file: !3, line: 124, column: 3)
!339 = !DILocation(line: 0, scope: !329, inlinedAt: !337)
!340 = !DILocation(line: 0, scope: !331, inlinedAt: !337)
!341 = !DILocation(line: 69, column: 17, scope: !342, inlinedAt: !337)
!342 = distinct !DILexicalBlock(scope: !331, file: !3, line: 69, column: 11)
!343 = !DILocation(line: 69, column: 11, scope: !331, inlinedAt: !337)
!344 = !DILocation(line: 69, column: 22, scope: !342, inlinedAt: !337)
!345 = !DILocation(line: 79, column: 1, scope: !342, inlinedAt: !337)
!346 = !DILocalVariable(name: "this", arg: 1, scope: !347, type: !349, flags: DIFlagArtificial | DIFlagObjectPointer)
!347 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !348)
!348 = !{!346}
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!350 = !DILocation(line: 0, scope: !347, inlinedAt: !351)
!351 = distinct !DILocation(line: 70, column: 5, scope: !329, inlinedAt: !337)
!352 = !DILocation(line: 60, column: 14, scope: !353, inlinedAt: !351)
!353 = distinct !DILexicalBlock(scope: !347, file: !3, line: 60, column: 12)
!354 = !DILocation(line: 70, column: 5, scope: !331, inlinedAt: !337)
!355 = !DILocation(line: 0, scope: !347, inlinedAt: !356)
!356 = distinct !DILocation(line: 70, column: 5, scope: !329, inlinedAt: !337)
!357 = !DILocation(line: 60, column: 14, scope: !353, inlinedAt: !356)
!358 = !DILocation(line: 75, column: 3, scope: !325, inlinedAt: !337)
!359 = !DILocation(line: 0, scope: !334, inlinedAt: !337)
!360 = !DILocation(line: 72, column: 13, scope: !361, inlinedAt: !337)
!361 = distinct !DILexicalBlock(scope: !334, file: !3, line: 72, column: 11)
!362 = !DILocation(line: 72, column: 11, scope: !334, inlinedAt: !337)
!363 = !DILocation(line: 72, column: 18, scope: !361, inlinedAt: !337)
!364 = !DILocation(line: 72, column: 26, scope: !361, inlinedAt: !337)
!365 = !DILocation(line: 79, column: 1, scope: !361, inlinedAt: !337)
!366 = !DILocation(line: 0, scope: !347, inlinedAt: !367)
!367 = distinct !DILocation(line: 74, column: 5, scope: !329, inlinedAt: !337)
!368 = !DILocation(line: 60, column: 14, scope: !353, inlinedAt: !367)
!369 = !DILocation(line: 74, column: 5, scope: !334, inlinedAt: !337)
!370 = !DILocation(line: 0, scope: !347, inlinedAt: !371)
!371 = distinct !DILocation(line: 74, column: 5, scope: !329, inlinedAt: !337)
!372 = !DILocation(line: 60, column: 14, scope: !353, inlinedAt: !371)
!373 = !DILocation(line: 0, scope: !347, inlinedAt: !374)
!374 = distinct !DILocation(line: 75, column: 3, scope: !325, inlinedAt: !337)
!375 = !DILocation(line: 60, column: 14, scope: !353, inlinedAt: !374)
!376 = !DILocation(line: 0, scope: !347, inlinedAt: !377)
!377 = distinct !DILocation(line: 75, column: 3, scope: !325, inlinedAt: !337)
!378 = !DILocation(line: 60, column: 14, scope: !353, inlinedAt: !377)
!379 = !DILocation(line: 75, column: 3, scope: !329, inlinedAt: !337)
!380 = !DILocation(line: 76, column: 14, scope: !381, inlinedAt: !337)
!381 = distinct !DILexicalBlock(scope: !325, file: !3, line: 75, column: 19)
!382 = !DILocation(line: 77, column: 3, scope: !381, inlinedAt: !337)
!383 = !DILocation(line: 0, scope: !347, inlinedAt: !384)
!384 = distinct !DILocation(line: 79, column: 1, scope: !325, inlinedAt: !337)
!385 = !DILocation(line: 60, column: 14, scope: !353, inlinedAt: !384)
!386 = !DILocation(line: 0, scope: !347, inlinedAt: !387)
!387 = distinct !DILocation(line: 79, column: 1, scope: !325, inlinedAt: !337)
!388 = !DILocation(line: 60, column: 14, scope: !353, inlinedAt: !387)
!389 = !DILocation(line: 124, column: 31, scope: !338)
!390 = !DILocation(line: 124, column: 26, scope: !338)
!391 = !DILocation(line: 124, column: 21, scope: !338)
!392 = distinct !{!392, !316, !393, !283}
!393 = !DILocation(line: 124, column: 73, scope: !122)
!394 = !DILocation(line: 0, scope: !127)
!395 = !DILocation(line: 27, column: 29, scope: !127)
!396 = !DILocation(line: 28, column: 11, scope: !133)
!397 = !DILocation(line: 28, column: 9, scope: !134)
!398 = !DILocation(line: 28, column: 18, scope: !133)
!399 = !DILocation(line: 29, column: 5, scope: !134)
!400 = !DILocation(line: 30, column: 3, scope: !127)
!401 = !DILocation(line: 0, scope: !163)
!402 = !DILocation(line: 31, column: 16, scope: !169)
!403 = !DILocation(line: 31, column: 25, scope: !163)
