; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal unnamed_addr global i32 0, align 4
@_ZL5frees = internal unnamed_addr global i32 0, align 4
@_ZN7Fragile6budgetE = dso_local local_unnamed_addr global i32 0, align 4
@_ZTIPKc = external constant ptr
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal unnamed_addr global i32 0, align 4
@_ZL5dtors = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, comdat, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin allocsize(0)
define dso_local noundef nonnull ptr @_Znwj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6allocs, align 4, !tbaa !5
  %4 = tail call ptr @malloc(i32 noundef %0) #10
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0)
define dso_local noundef nonnull ptr @_Znaj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6allocs, align 4, !tbaa !5
  %4 = tail call ptr @malloc(i32 noundef %0) #10
  ret ptr %4
}

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5frees, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @_ZdaPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5frees, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #4 personality ptr @__gxx_personality_v0 {
  %1 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZL6allocs, align 4, !tbaa !5
  %3 = tail call noalias noundef nonnull dereferenceable(4) ptr @malloc(i32 noundef 4) #10
  store i32 13, ptr %3, align 4, !tbaa !9
  %4 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store ptr @.str.9, ptr %4, align 8, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIPKc, ptr null) #12
          to label %5 unwind label %6

5:                                                ; preds = %0
  unreachable

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  tail call void @_ZdlPvj(ptr noundef nonnull %3, i32 noundef 4) #13
  %8 = extractvalue { ptr, i32 } %7, 1
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #11
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %204

11:                                               ; preds = %6
  %12 = extractvalue { ptr, i32 } %7, 0
  %13 = tail call ptr @__cxa_begin_catch(ptr %12) #11
  %14 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %15 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %13, i32 noundef %14, i32 noundef %15)
  tail call void @__cxa_end_catch() #11
  %17 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @_ZL6allocs, align 4, !tbaa !5
  %19 = tail call noalias noundef nonnull dereferenceable(28) ptr @malloc(i32 noundef 28) #10
  store i32 4, ptr %19, align 4
  %20 = getelementptr inbounds i8, ptr %19, i32 4
  store i32 5, ptr %20, align 4
  %21 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %19, i32 8
  store i32 3, ptr %22, align 4, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %19, i32 12
  store i32 2, ptr %23, align 4, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %19, i32 16
  store i32 1, ptr %24, align 4, !tbaa !9
  %25 = add nsw i32 %21, 3
  store i32 %25, ptr @_ZL5ctors, align 4, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %19, i32 20
  store i32 0, ptr %26, align 4, !tbaa !9
  store i32 -1, ptr @_ZN7Fragile6budgetE, align 4, !tbaa !5
  %27 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %28 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !tbaa !5
  store i32 %28, ptr %27, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %27, ptr nonnull @_ZTIi, ptr null) #12
          to label %29 unwind label %30

29:                                               ; preds = %11
  unreachable

30:                                               ; preds = %11
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %32 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %33 = add i32 %32, 3
  store i32 %33, ptr @_ZL5dtors, align 4, !tbaa !5
  tail call void @_ZdaPvj(ptr noundef nonnull %19, i32 noundef 28) #13
  %34 = extractvalue { ptr, i32 } %31, 1
  %35 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %204

37:                                               ; preds = %30
  %38 = extractvalue { ptr, i32 } %31, 0
  %39 = tail call ptr @__cxa_begin_catch(ptr %38) #11
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %42 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %43 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43)
  tail call void @__cxa_end_catch() #11
  %45 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 6, ptr %45, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %45, ptr nonnull @_ZTIi, ptr null) #12
          to label %94 unwind label %87

46:                                               ; preds = %123
  unreachable

47:                                               ; preds = %123
  %48 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  %50 = extractvalue { ptr, i32 } %48, 1
  %51 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #11
  %52 = icmp eq i32 %50, %51
  %53 = tail call ptr @__cxa_begin_catch(ptr %49) #11
  br i1 %52, label %54, label %57

54:                                               ; preds = %47
  %55 = load i16, ptr %53, align 2, !tbaa !13
  %56 = sext i16 %55 to i32
  tail call void @__cxa_end_catch() #11
  br label %58

57:                                               ; preds = %47
  tail call void @__cxa_end_catch()
  br label %58

58:                                               ; preds = %54, %57
  %59 = phi i32 [ %56, %54 ], [ -1, %57 ]
  %60 = tail call ptr @__cxa_allocate_exception(i32 8) #11
  store i64 3000, ptr %60, align 8, !tbaa !15
  invoke void @__cxa_throw(ptr nonnull %60, ptr nonnull @_ZTIx, ptr null) #12
          to label %61 unwind label %62

61:                                               ; preds = %58
  unreachable

62:                                               ; preds = %58
  %63 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null
  %64 = extractvalue { ptr, i32 } %63, 0
  %65 = extractvalue { ptr, i32 } %63, 1
  %66 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #11
  %67 = icmp eq i32 %65, %66
  %68 = tail call ptr @__cxa_begin_catch(ptr %64) #11
  br i1 %67, label %69, label %72

69:                                               ; preds = %62
  %70 = load i64, ptr %68, align 8, !tbaa !15
  %71 = trunc i64 %70 to i32
  tail call void @__cxa_end_catch() #11
  br label %73

72:                                               ; preds = %62
  tail call void @__cxa_end_catch()
  br label %73

73:                                               ; preds = %69, %72
  %74 = phi i32 [ %71, %69 ], [ -1, %72 ]
  %75 = tail call ptr @__cxa_allocate_exception(i32 2) #11
  store i16 1, ptr %75, align 8, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %75, ptr nonnull @_ZTIs, ptr null) #12
          to label %76 unwind label %77

76:                                               ; preds = %73
  unreachable

77:                                               ; preds = %73
  %78 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %79 = extractvalue { ptr, i32 } %78, 0
  %80 = extractvalue { ptr, i32 } %78, 1
  %81 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %82 = icmp eq i32 %80, %81
  %83 = tail call ptr @__cxa_begin_catch(ptr %79) #11
  br i1 %82, label %84, label %86

84:                                               ; preds = %77
  %85 = load i32, ptr %83, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #11
  br label %131

86:                                               ; preds = %77
  tail call void @__cxa_end_catch()
  br label %131

87:                                               ; preds = %37
  %88 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi
  %89 = extractvalue { ptr, i32 } %88, 1
  %90 = icmp slt i32 %89, 0
  br i1 %90, label %91, label %98

91:                                               ; preds = %87
  %92 = extractvalue { ptr, i32 } %88, 0
  invoke void @__cxa_call_unexpected(ptr %92) #12
          to label %93 unwind label %95

93:                                               ; preds = %113, %91
  unreachable

94:                                               ; preds = %103, %37
  unreachable

95:                                               ; preds = %91
  %96 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %97 = extractvalue { ptr, i32 } %96, 1
  br label %98

98:                                               ; preds = %87, %95
  %99 = phi i32 [ %89, %87 ], [ %97, %95 ]
  %100 = phi { ptr, i32 } [ %88, %87 ], [ %96, %95 ]
  %101 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %102 = icmp eq i32 %99, %101
  br i1 %102, label %103, label %204

103:                                              ; preds = %98
  %104 = extractvalue { ptr, i32 } %100, 0
  %105 = tail call ptr @__cxa_begin_catch(ptr %104) #11
  %106 = load i32, ptr %105, align 4, !tbaa !5
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %106)
  tail call void @__cxa_end_catch() #11
  %108 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 8, ptr %108, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %108, ptr nonnull @_ZTIi, ptr null) #12
          to label %94 unwind label %109

109:                                              ; preds = %103
  %110 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi
  %111 = extractvalue { ptr, i32 } %110, 1
  %112 = icmp slt i32 %111, 0
  br i1 %112, label %113, label %118

113:                                              ; preds = %109
  %114 = extractvalue { ptr, i32 } %110, 0
  invoke void @__cxa_call_unexpected(ptr %114) #12
          to label %93 unwind label %115

115:                                              ; preds = %113
  %116 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %117 = extractvalue { ptr, i32 } %116, 1
  br label %118

118:                                              ; preds = %115, %109
  %119 = phi i32 [ %111, %109 ], [ %117, %115 ]
  %120 = phi { ptr, i32 } [ %110, %109 ], [ %116, %115 ]
  %121 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %122 = icmp eq i32 %119, %121
  br i1 %122, label %123, label %204

123:                                              ; preds = %118
  %124 = extractvalue { ptr, i32 } %120, 0
  %125 = tail call ptr @__cxa_begin_catch(ptr %124) #11
  %126 = load i32, ptr %125, align 4, !tbaa !5
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %126)
  tail call void @__cxa_end_catch() #11
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 2, i32 noundef 0)
  %129 = tail call ptr @__cxa_allocate_exception(i32 2) #11
  store i16 7, ptr %129, align 8, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %129, ptr nonnull @_ZTIs, ptr null) #12
          to label %46 unwind label %47

130:                                              ; preds = %155, %138
  unreachable

131:                                              ; preds = %86, %84
  %132 = phi i32 [ %85, %84 ], [ -1, %86 ]
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %59, i32 noundef %74, i32 noundef %132)
  %134 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %135 = invoke noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %134, i32 noundef 3)
          to label %138 unwind label %136

136:                                              ; preds = %131
  %137 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  tail call void @__cxa_free_exception(ptr %134) #11
  br label %141

138:                                              ; preds = %131
  invoke void @__cxa_throw(ptr nonnull %134, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #12
          to label %130 unwind label %139

139:                                              ; preds = %138
  %140 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  br label %141

141:                                              ; preds = %139, %136
  %142 = phi { ptr, i32 } [ %140, %139 ], [ %137, %136 ]
  %143 = extractvalue { ptr, i32 } %142, 1
  %144 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #11
  %145 = icmp eq i32 %143, %144
  br i1 %145, label %146, label %204

146:                                              ; preds = %141
  %147 = extractvalue { ptr, i32 } %142, 0
  %148 = tail call ptr @__cxa_begin_catch(ptr %147) #11
  %149 = load i32, ptr %148, align 4, !tbaa !9
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %149)
  tail call void @__cxa_end_catch()
  %151 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %152 = invoke noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %151, i32 noundef 9)
          to label %155 unwind label %153

153:                                              ; preds = %146
  %154 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  tail call void @__cxa_free_exception(ptr %151) #11
  br label %158

155:                                              ; preds = %146
  invoke void @__cxa_throw(ptr nonnull %151, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #12
          to label %130 unwind label %156

156:                                              ; preds = %155
  %157 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  br label %158

158:                                              ; preds = %156, %153
  %159 = phi { ptr, i32 } [ %157, %156 ], [ %154, %153 ]
  %160 = extractvalue { ptr, i32 } %159, 1
  %161 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #11
  %162 = icmp eq i32 %160, %161
  br i1 %162, label %163, label %204

163:                                              ; preds = %158
  %164 = extractvalue { ptr, i32 } %159, 0
  %165 = tail call ptr @__cxa_begin_catch(ptr %164) #11
  %166 = load i32, ptr %165, align 4, !tbaa !9
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %166)
  tail call void @__cxa_end_catch()
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 0)
  %172 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 1, ptr %172, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %172, ptr nonnull @_ZTIi, ptr null) #12
          to label %209 unwind label %173

173:                                              ; preds = %163
  %174 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %175 = extractvalue { ptr, i32 } %174, 0
  %176 = extractvalue { ptr, i32 } %174, 1
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %178 = icmp eq i32 %176, %81
  br i1 %178, label %179, label %194

179:                                              ; preds = %173
  %180 = tail call ptr @__cxa_begin_catch(ptr %175) #11
  %181 = load i32, ptr %180, align 4, !tbaa !5
  %182 = icmp sgt i32 %181, 1
  br i1 %182, label %183, label %191

183:                                              ; preds = %179
  %184 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %185 = add nuw nsw i32 %181, 10
  store i32 %185, ptr %184, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %184, ptr nonnull @_ZTIi, ptr null) #12
          to label %209 unwind label %186

186:                                              ; preds = %183
  %187 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %188 = extractvalue { ptr, i32 } %187, 0
  %189 = extractvalue { ptr, i32 } %187, 1
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #11
  br label %194

191:                                              ; preds = %179
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #11
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  br label %210

194:                                              ; preds = %186, %173
  %195 = phi i32 [ %189, %186 ], [ %176, %173 ]
  %196 = phi ptr [ %188, %186 ], [ %175, %173 ]
  %197 = phi { ptr, i32 } [ %187, %186 ], [ %174, %173 ]
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %199 = icmp eq i32 %195, %81
  br i1 %199, label %200, label %206

200:                                              ; preds = %194
  %201 = tail call ptr @__cxa_begin_catch(ptr %196) #11
  %202 = load i32, ptr %201, align 4, !tbaa !5
  %203 = mul nsw i32 %202, 100
  tail call void @__cxa_end_catch() #11
  br label %210

204:                                              ; preds = %98, %118, %141, %158, %6, %30, %206
  %205 = phi { ptr, i32 } [ %207, %206 ], [ %31, %30 ], [ %7, %6 ], [ %142, %141 ], [ %159, %158 ], [ %100, %98 ], [ %120, %118 ]
  resume { ptr, i32 } %205

206:                                              ; preds = %236, %194
  %207 = phi { ptr, i32 } [ %197, %194 ], [ %239, %236 ]
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  br label %204

209:                                              ; preds = %228, %210, %183, %163
  unreachable

210:                                              ; preds = %191, %200
  %211 = phi i32 [ %203, %200 ], [ %181, %191 ]
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %211)
  %214 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 2, ptr %214, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %214, ptr nonnull @_ZTIi, ptr null) #12
          to label %209 unwind label %215

215:                                              ; preds = %210
  %216 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %217 = extractvalue { ptr, i32 } %216, 0
  %218 = extractvalue { ptr, i32 } %216, 1
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %220 = icmp eq i32 %218, %81
  br i1 %220, label %221, label %236

221:                                              ; preds = %215
  %222 = tail call ptr @__cxa_begin_catch(ptr %217) #11
  %223 = load i32, ptr %222, align 4, !tbaa !5
  %224 = icmp sgt i32 %223, 1
  br i1 %224, label %228, label %225

225:                                              ; preds = %221
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #11
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  br label %246

228:                                              ; preds = %221
  %229 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %230 = add nuw nsw i32 %223, 10
  store i32 %230, ptr %229, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %229, ptr nonnull @_ZTIi, ptr null) #12
          to label %209 unwind label %231

231:                                              ; preds = %228
  %232 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %233 = extractvalue { ptr, i32 } %232, 0
  %234 = extractvalue { ptr, i32 } %232, 1
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #11
  br label %236

236:                                              ; preds = %231, %215
  %237 = phi i32 [ %234, %231 ], [ %218, %215 ]
  %238 = phi ptr [ %233, %231 ], [ %217, %215 ]
  %239 = phi { ptr, i32 } [ %232, %231 ], [ %216, %215 ]
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %241 = icmp eq i32 %237, %81
  br i1 %241, label %242, label %206

242:                                              ; preds = %236
  %243 = tail call ptr @__cxa_begin_catch(ptr %238) #11
  %244 = load i32, ptr %243, align 4, !tbaa !5
  %245 = mul nsw i32 %244, 100
  tail call void @__cxa_end_catch() #11
  br label %246

246:                                              ; preds = %242, %225
  %247 = phi i32 [ %245, %242 ], [ %223, %225 ]
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %247)
  %250 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %251 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %252 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %253 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %250, i32 noundef %251, i32 noundef %252, i32 noundef %253, i32 noundef 5)
  ret i32 0
}

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  store i32 %1, ptr %0, align 4, !tbaa !9
  %3 = icmp eq i32 %1, 13
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store ptr @.str.9, ptr %5, align 8, !tbaa !11
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIPKc, ptr null) #12
  unreachable

6:                                                ; preds = %2
  %7 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL5ctors, align 4, !tbaa !5
  ret ptr %0
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #9 comdat align 2 {
  %2 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL5dtors, align 4, !tbaa !5
  ret ptr %0
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvj(ptr noundef, i32 noundef) local_unnamed_addr #6

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { allocsize(0) }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS7Fragile", !6, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !7, i64 0}
