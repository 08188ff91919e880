; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL6allocs, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6allocs, align 4, !tbaa !6
  %4 = tail call ptr @malloc(i32 noundef %0) #10
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znaj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL6allocs, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6allocs, align 4, !tbaa !6
  %4 = tail call ptr @malloc(i32 noundef %0) #10
  ret ptr %4
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !tbaa !6
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5frees, align 4, !tbaa !6
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdaPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !tbaa !6
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5frees, align 4, !tbaa !6
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality ptr @__gxx_personality_v0 {
  %1 = load i32, ptr @_ZL6allocs, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZL6allocs, align 4, !tbaa !6
  %3 = tail call noalias noundef nonnull dereferenceable(4) ptr @malloc(i32 noundef 4) #10
  store i32 13, ptr %3, align 4, !tbaa !10
  %4 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store ptr @.str.9, ptr %4, align 16, !tbaa !12
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
  br i1 %10, label %11, label %201

11:                                               ; preds = %6
  %12 = extractvalue { ptr, i32 } %7, 0
  %13 = tail call ptr @__cxa_begin_catch(ptr %12) #11
  %14 = load i32, ptr @_ZL6allocs, align 4, !tbaa !6
  %15 = load i32, ptr @_ZL5frees, align 4, !tbaa !6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %13, i32 noundef %14, i32 noundef %15)
  tail call void @__cxa_end_catch() #11
  %17 = load i32, ptr @_ZL6allocs, align 4, !tbaa !6
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @_ZL6allocs, align 4, !tbaa !6
  %19 = tail call noalias noundef nonnull dereferenceable(24) ptr @malloc(i32 noundef 24) #10
  store i32 5, ptr %19, align 4
  %20 = load i32, ptr @_ZL5ctors, align 4, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %19, i32 4
  store i32 3, ptr %21, align 4, !tbaa !10
  %22 = getelementptr inbounds i8, ptr %19, i32 8
  store i32 2, ptr %22, align 4, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %19, i32 12
  store i32 1, ptr %23, align 4, !tbaa !10
  %24 = add nsw i32 %20, 3
  store i32 %24, ptr @_ZL5ctors, align 4, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %19, i32 16
  store i32 0, ptr %25, align 4, !tbaa !10
  store i32 -1, ptr @_ZN7Fragile6budgetE, align 4, !tbaa !6
  %26 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %27 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !tbaa !6
  store i32 %27, ptr %26, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %26, ptr nonnull @_ZTIi, ptr null) #12
          to label %28 unwind label %29

28:                                               ; preds = %11
  unreachable

29:                                               ; preds = %11
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %31 = load i32, ptr @_ZL5dtors, align 4, !tbaa !6
  %32 = add i32 %31, 3
  store i32 %32, ptr @_ZL5dtors, align 4, !tbaa !6
  tail call void @_ZdaPvj(ptr noundef nonnull %19, i32 noundef 24) #13
  %33 = extractvalue { ptr, i32 } %30, 1
  %34 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %201

36:                                               ; preds = %29
  %37 = extractvalue { ptr, i32 } %30, 0
  %38 = tail call ptr @__cxa_begin_catch(ptr %37) #11
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = load i32, ptr @_ZL5ctors, align 4, !tbaa !6
  %41 = load i32, ptr @_ZL5dtors, align 4, !tbaa !6
  %42 = load i32, ptr @_ZL5frees, align 4, !tbaa !6
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42)
  tail call void @__cxa_end_catch() #11
  %44 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 6, ptr %44, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %44, ptr nonnull @_ZTIi, ptr null) #12
          to label %93 unwind label %86

45:                                               ; preds = %122
  unreachable

46:                                               ; preds = %122
  %47 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null
  %48 = extractvalue { ptr, i32 } %47, 0
  %49 = extractvalue { ptr, i32 } %47, 1
  %50 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #11
  %51 = icmp eq i32 %49, %50
  %52 = tail call ptr @__cxa_begin_catch(ptr %48) #11
  br i1 %51, label %53, label %56

53:                                               ; preds = %46
  %54 = load i16, ptr %52, align 2, !tbaa !14
  %55 = sext i16 %54 to i32
  tail call void @__cxa_end_catch() #11
  br label %57

56:                                               ; preds = %46
  tail call void @__cxa_end_catch()
  br label %57

57:                                               ; preds = %53, %56
  %58 = phi i32 [ %55, %53 ], [ -1, %56 ]
  %59 = tail call ptr @__cxa_allocate_exception(i32 8) #11
  store i64 3000, ptr %59, align 16, !tbaa !16
  invoke void @__cxa_throw(ptr nonnull %59, ptr nonnull @_ZTIx, ptr null) #12
          to label %60 unwind label %61

60:                                               ; preds = %57
  unreachable

61:                                               ; preds = %57
  %62 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null
  %63 = extractvalue { ptr, i32 } %62, 0
  %64 = extractvalue { ptr, i32 } %62, 1
  %65 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #11
  %66 = icmp eq i32 %64, %65
  %67 = tail call ptr @__cxa_begin_catch(ptr %63) #11
  br i1 %66, label %68, label %71

68:                                               ; preds = %61
  %69 = load i64, ptr %67, align 4, !tbaa !16
  %70 = trunc i64 %69 to i32
  tail call void @__cxa_end_catch() #11
  br label %72

71:                                               ; preds = %61
  tail call void @__cxa_end_catch()
  br label %72

72:                                               ; preds = %68, %71
  %73 = phi i32 [ %70, %68 ], [ -1, %71 ]
  %74 = tail call ptr @__cxa_allocate_exception(i32 2) #11
  store i16 1, ptr %74, align 16, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %74, ptr nonnull @_ZTIs, ptr null) #12
          to label %75 unwind label %76

75:                                               ; preds = %72
  unreachable

76:                                               ; preds = %72
  %77 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %78 = extractvalue { ptr, i32 } %77, 0
  %79 = extractvalue { ptr, i32 } %77, 1
  %80 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %81 = icmp eq i32 %79, %80
  %82 = tail call ptr @__cxa_begin_catch(ptr %78) #11
  br i1 %81, label %83, label %85

83:                                               ; preds = %76
  %84 = load i32, ptr %82, align 4, !tbaa !6
  tail call void @__cxa_end_catch() #11
  br label %130

85:                                               ; preds = %76
  tail call void @__cxa_end_catch()
  br label %130

86:                                               ; preds = %36
  %87 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi
  %88 = extractvalue { ptr, i32 } %87, 1
  %89 = icmp slt i32 %88, 0
  br i1 %89, label %90, label %97

90:                                               ; preds = %86
  %91 = extractvalue { ptr, i32 } %87, 0
  invoke void @__cxa_call_unexpected(ptr %91) #12
          to label %92 unwind label %94

92:                                               ; preds = %112, %90
  unreachable

93:                                               ; preds = %102, %36
  unreachable

94:                                               ; preds = %90
  %95 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %96 = extractvalue { ptr, i32 } %95, 1
  br label %97

97:                                               ; preds = %86, %94
  %98 = phi i32 [ %88, %86 ], [ %96, %94 ]
  %99 = phi { ptr, i32 } [ %87, %86 ], [ %95, %94 ]
  %100 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %101 = icmp eq i32 %98, %100
  br i1 %101, label %102, label %201

102:                                              ; preds = %97
  %103 = extractvalue { ptr, i32 } %99, 0
  %104 = tail call ptr @__cxa_begin_catch(ptr %103) #11
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %105)
  tail call void @__cxa_end_catch() #11
  %107 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 8, ptr %107, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %107, ptr nonnull @_ZTIi, ptr null) #12
          to label %93 unwind label %108

108:                                              ; preds = %102
  %109 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi
  %110 = extractvalue { ptr, i32 } %109, 1
  %111 = icmp slt i32 %110, 0
  br i1 %111, label %112, label %117

112:                                              ; preds = %108
  %113 = extractvalue { ptr, i32 } %109, 0
  invoke void @__cxa_call_unexpected(ptr %113) #12
          to label %92 unwind label %114

114:                                              ; preds = %112
  %115 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %116 = extractvalue { ptr, i32 } %115, 1
  br label %117

117:                                              ; preds = %114, %108
  %118 = phi i32 [ %110, %108 ], [ %116, %114 ]
  %119 = phi { ptr, i32 } [ %109, %108 ], [ %115, %114 ]
  %120 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %121 = icmp eq i32 %118, %120
  br i1 %121, label %122, label %201

122:                                              ; preds = %117
  %123 = extractvalue { ptr, i32 } %119, 0
  %124 = tail call ptr @__cxa_begin_catch(ptr %123) #11
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %125)
  tail call void @__cxa_end_catch() #11
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 2, i32 noundef 0)
  %128 = tail call ptr @__cxa_allocate_exception(i32 2) #11
  store i16 7, ptr %128, align 16, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %128, ptr nonnull @_ZTIs, ptr null) #12
          to label %45 unwind label %46

129:                                              ; preds = %152, %136
  unreachable

130:                                              ; preds = %85, %83
  %131 = phi i32 [ %84, %83 ], [ -1, %85 ]
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %58, i32 noundef %73, i32 noundef %131)
  %133 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %133, i32 noundef 3)
          to label %136 unwind label %134

134:                                              ; preds = %130
  %135 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  tail call void @__cxa_free_exception(ptr %133) #11
  br label %139

136:                                              ; preds = %130
  invoke void @__cxa_throw(ptr nonnull %133, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #12
          to label %129 unwind label %137

137:                                              ; preds = %136
  %138 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  br label %139

139:                                              ; preds = %137, %134
  %140 = phi { ptr, i32 } [ %138, %137 ], [ %135, %134 ]
  %141 = extractvalue { ptr, i32 } %140, 1
  %142 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #11
  %143 = icmp eq i32 %141, %142
  br i1 %143, label %144, label %201

144:                                              ; preds = %139
  %145 = extractvalue { ptr, i32 } %140, 0
  %146 = tail call ptr @__cxa_begin_catch(ptr %145) #11
  %147 = load i32, ptr %146, align 4, !tbaa !10
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %147)
  tail call void @__cxa_end_catch()
  %149 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %149, i32 noundef 9)
          to label %152 unwind label %150

150:                                              ; preds = %144
  %151 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  tail call void @__cxa_free_exception(ptr %149) #11
  br label %155

152:                                              ; preds = %144
  invoke void @__cxa_throw(ptr nonnull %149, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #12
          to label %129 unwind label %153

153:                                              ; preds = %152
  %154 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  br label %155

155:                                              ; preds = %153, %150
  %156 = phi { ptr, i32 } [ %154, %153 ], [ %151, %150 ]
  %157 = extractvalue { ptr, i32 } %156, 1
  %158 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #11
  %159 = icmp eq i32 %157, %158
  br i1 %159, label %160, label %201

160:                                              ; preds = %155
  %161 = extractvalue { ptr, i32 } %156, 0
  %162 = tail call ptr @__cxa_begin_catch(ptr %161) #11
  %163 = load i32, ptr %162, align 4, !tbaa !10
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %163)
  tail call void @__cxa_end_catch()
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 0)
  %169 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 1, ptr %169, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %169, ptr nonnull @_ZTIi, ptr null) #12
          to label %206 unwind label %170

170:                                              ; preds = %160
  %171 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %172 = extractvalue { ptr, i32 } %171, 0
  %173 = extractvalue { ptr, i32 } %171, 1
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %175 = icmp eq i32 %173, %80
  br i1 %175, label %176, label %191

176:                                              ; preds = %170
  %177 = tail call ptr @__cxa_begin_catch(ptr %172) #11
  %178 = load i32, ptr %177, align 4, !tbaa !6
  %179 = icmp sgt i32 %178, 1
  br i1 %179, label %180, label %188

180:                                              ; preds = %176
  %181 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %182 = add nuw nsw i32 %178, 10
  store i32 %182, ptr %181, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %181, ptr nonnull @_ZTIi, ptr null) #12
          to label %206 unwind label %183

183:                                              ; preds = %180
  %184 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %185 = extractvalue { ptr, i32 } %184, 0
  %186 = extractvalue { ptr, i32 } %184, 1
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #11
  br label %191

188:                                              ; preds = %176
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #11
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  br label %207

191:                                              ; preds = %183, %170
  %192 = phi i32 [ %186, %183 ], [ %173, %170 ]
  %193 = phi ptr [ %185, %183 ], [ %172, %170 ]
  %194 = phi { ptr, i32 } [ %184, %183 ], [ %171, %170 ]
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %196 = icmp eq i32 %192, %80
  br i1 %196, label %197, label %203

197:                                              ; preds = %191
  %198 = tail call ptr @__cxa_begin_catch(ptr %193) #11
  %199 = load i32, ptr %198, align 4, !tbaa !6
  %200 = mul nsw i32 %199, 100
  tail call void @__cxa_end_catch() #11
  br label %207

201:                                              ; preds = %97, %117, %139, %155, %6, %29, %203
  %202 = phi { ptr, i32 } [ %204, %203 ], [ %30, %29 ], [ %7, %6 ], [ %140, %139 ], [ %156, %155 ], [ %99, %97 ], [ %119, %117 ]
  resume { ptr, i32 } %202

203:                                              ; preds = %233, %191
  %204 = phi { ptr, i32 } [ %194, %191 ], [ %236, %233 ]
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  br label %201

206:                                              ; preds = %225, %207, %180, %160
  unreachable

207:                                              ; preds = %188, %197
  %208 = phi i32 [ %200, %197 ], [ %178, %188 ]
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %208)
  %211 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 2, ptr %211, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %211, ptr nonnull @_ZTIi, ptr null) #12
          to label %206 unwind label %212

212:                                              ; preds = %207
  %213 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %214 = extractvalue { ptr, i32 } %213, 0
  %215 = extractvalue { ptr, i32 } %213, 1
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %217 = icmp eq i32 %215, %80
  br i1 %217, label %218, label %233

218:                                              ; preds = %212
  %219 = tail call ptr @__cxa_begin_catch(ptr %214) #11
  %220 = load i32, ptr %219, align 4, !tbaa !6
  %221 = icmp sgt i32 %220, 1
  br i1 %221, label %225, label %222

222:                                              ; preds = %218
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #11
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  br label %243

225:                                              ; preds = %218
  %226 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  %227 = add nuw nsw i32 %220, 10
  store i32 %227, ptr %226, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %226, ptr nonnull @_ZTIi, ptr null) #12
          to label %206 unwind label %228

228:                                              ; preds = %225
  %229 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %230 = extractvalue { ptr, i32 } %229, 0
  %231 = extractvalue { ptr, i32 } %229, 1
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #11
  br label %233

233:                                              ; preds = %228, %212
  %234 = phi i32 [ %231, %228 ], [ %215, %212 ]
  %235 = phi ptr [ %230, %228 ], [ %214, %212 ]
  %236 = phi { ptr, i32 } [ %229, %228 ], [ %213, %212 ]
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %238 = icmp eq i32 %234, %80
  br i1 %238, label %239, label %203

239:                                              ; preds = %233
  %240 = tail call ptr @__cxa_begin_catch(ptr %235) #11
  %241 = load i32, ptr %240, align 4, !tbaa !6
  %242 = mul nsw i32 %241, 100
  tail call void @__cxa_end_catch() #11
  br label %243

243:                                              ; preds = %239, %222
  %244 = phi i32 [ %242, %239 ], [ %220, %222 ]
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %244)
  %247 = load i32, ptr @_ZL6allocs, align 4, !tbaa !6
  %248 = load i32, ptr @_ZL5frees, align 4, !tbaa !6
  %249 = load i32, ptr @_ZL5ctors, align 4, !tbaa !6
  %250 = load i32, ptr @_ZL5dtors, align 4, !tbaa !6
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %247, i32 noundef %248, i32 noundef %249, i32 noundef %250, i32 noundef 5)
  ret i32 0
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  store i32 %1, ptr %0, align 4, !tbaa !10
  %3 = icmp eq i32 %1, 13
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store ptr @.str.9, ptr %5, align 16, !tbaa !12
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIPKc, ptr null) #12
  unreachable

6:                                                ; preds = %2
  %7 = load i32, ptr @_ZL5ctors, align 4, !tbaa !6
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL5ctors, align 4, !tbaa !6
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 comdat align 2 {
  %2 = load i32, ptr @_ZL5dtors, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL5dtors, align 4, !tbaa !6
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvj(ptr noundef, i32 noundef) local_unnamed_addr #6

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { allocsize(0) }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"_ZTS7Fragile", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
